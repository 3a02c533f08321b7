// The built-in catalog carries the figures of the hardware it names, and user files extend it.
#include "catalog/Catalog.h"
#include "catalog/CatalogTexts.h"
#include "model/InputError.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>

using namespace scalescope;

namespace {
double gbps(BytesPerSec rate)
{
    return gbpsFromBytesPerSec(rate);
}
double gBps(BytesPerSec rate)
{
    return gBpsFromBytesPerSec(rate);
}
} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    // The built-in catalog's descriptions are listed for the translation files, all of them and
    // no more (a description changed in catalog.json must change there too).
    void everyDescriptionIsListedForTranslation()
    {
        std::vector<std::string> listed(builtInCatalogTexts().begin(), builtInCatalogTexts().end());
        std::vector<std::string> described;
        for (const SystemSpec& system : Catalog::builtIn().systems())
            if (!system.description.empty())
                described.push_back(system.description);
        std::sort(listed.begin(), listed.end());
        std::sort(described.begin(), described.end());
        QCOMPARE(listed, described);
        QCOMPARE(catalogText("a description of the user's own"), std::string("a description of the user's own"));
    }

    void nvlinkGenerations()
    {
        const Catalog& c = Catalog::builtIn();
        // NVLink 3: 12 x 25 GB/s = 300 GB/s per direction; 4: 18 x 25 = 450; 5: 18 x 50 = 900.
        QCOMPARE(c.nvlink("nvlink3")->linksPerGpu, 12);
        QCOMPARE(gBps(c.nvlink("nvlink3")->gpuBytesPerSec()), 300.0);
        QCOMPARE(c.nvlink("nvlink4")->linksPerGpu, 18);
        QCOMPARE(gBps(c.nvlink("nvlink4")->gpuBytesPerSec()), 450.0);
        QCOMPARE(c.nvlink("nvlink5")->linksPerGpu, 18);
        QCOMPARE(gBps(c.nvlink("nvlink5")->gpuBytesPerSec()), 900.0);
    }

    void switchesAndNics()
    {
        const Catalog& c = Catalog::builtIn();
        const SwitchSpec* qm9700 = c.switchSpec("QM9700");
        QCOMPARE(qm9700->ports, 64);
        QCOMPARE(gbps(qm9700->portBytesPerSec), 400.0);
        // 51.2 Tb/s is QM9700's figure counting both directions; Q3400's and SN5600's count one.
        QCOMPARE(gbps(2 * qm9700->ports * qm9700->portBytesPerSec), 51200.0);
        const SwitchSpec* q3400 = c.switchSpec("Q3400");
        QCOMPARE(q3400->ports, 144);
        QCOMPARE(gbps(q3400->ports * q3400->portBytesPerSec), 115200.0);
        const SwitchSpec* sn5600 = c.switchSpec("SN5600");
        QCOMPARE(sn5600->ports, 64);
        QCOMPARE(gbps(sn5600->ports * sn5600->portBytesPerSec), 51200.0);
        QCOMPARE(gbps(c.nic("ConnectX-7")->portBytesPerSec), 400.0);
        QCOMPARE(gbps(c.nic("ConnectX-8")->portBytesPerSec), 800.0);
        QCOMPARE(gbps(c.nic("ConnectX-6")->portBytesPerSec), 200.0);
        QVERIFY(c.switchSpec("NVSwitch-3")->inNetworkReduction);
        QVERIFY(!c.switchSpec("NVSwitch-2")->inNetworkReduction);
    }

    void systemsAsDomainDescribes_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("gpusPerDomain");
        QTest::addColumn<int>("nvswitchChips");
        QTest::addColumn<int>("computeNics");
        QTest::addColumn<double>("nicGbps");
        QTest::addColumn<int>("cpus");
        QTest::newRow("dgx-a100") << "dgx-a100" << 8 << 6 << 8 << 200.0 << 2;
        QTest::newRow("dgx-h100") << "dgx-h100" << 8 << 4 << 8 << 400.0 << 2;
        QTest::newRow("dgx-h200") << "dgx-h200" << 8 << 4 << 8 << 400.0 << 2;
        QTest::newRow("dgx-b200") << "dgx-b200" << 8 << 2 << 8 << 400.0 << 2;
        QTest::newRow("gb200-nvl72") << "gb200-nvl72" << 72 << 18 << 4 * 18 << 400.0 << 36;
        QTest::newRow("gb300-nvl72") << "gb300-nvl72" << 72 << 18 << 4 * 18 << 800.0 << 36;
    }
    void systemsAsDomainDescribes()
    {
        QFETCH(QString, id);
        QFETCH(int, gpusPerDomain);
        QFETCH(int, nvswitchChips);
        QFETCH(int, computeNics);
        QFETCH(double, nicGbps);
        QFETCH(int, cpus);
        const Catalog& c = Catalog::builtIn();
        const SystemSpec* system = c.system(id.toStdString());
        QVERIFY(system);
        QCOMPARE(system->gpusPerDomain(), gpusPerDomain);
        QCOMPARE(system->nvswitchChips, nvswitchChips);
        QCOMPARE(system->tray.computeNics * system->computeTrays, computeNics);
        QCOMPARE(gbps(system->defaultNicBytesPerSec), nicGbps);
        QCOMPARE(system->tray.cpus * system->computeTrays, cpus);
        // Every GPU uses all of its NVLinks on the switch chips.
        const GpuSpec* gpu = c.gpu(system->tray.gpu);
        int links = 0;
        for (const int lanes : system->gpuLinksPerChip)
            links += lanes;
        QCOMPARE(links, c.nvlink(gpu->nvlink)->linksPerGpu);
    }

    void gb300RackMemory()
    {
        // GB300 NVL72: about 20 TB of HBM3E and about 17 TB of LPDDR5X, about 37 TB in all.
        const Catalog& c = Catalog::builtIn();
        const SystemSpec* rack = c.system("gb300-nvl72");
        const double hbmTB = 72 * c.gpu(rack->tray.gpu)->memoryGB / 1000;
        const double lpddrTB = 36 * c.cpu(rack->tray.cpu)->memoryGB / 1000;
        QVERIFY(hbmTB > 20 && hbmTB < 21.5);
        QVERIFY(lpddrTB > 16.5 && lpddrTB < 17.5);
        QVERIFY(hbmTB + lpddrTB > 36 && hbmTB + lpddrTB < 38.5);
    }

    void switchChoiceFollowsNicRate()
    {
        const Catalog& c = Catalog::builtIn();
        QCOMPARE(c.infinibandSwitchFor(*parseRate("200G"))->id, std::string("QM8700"));
        QCOMPARE(c.infinibandSwitchFor(*parseRate("400G"))->id, std::string("QM9700"));
        QCOMPARE(c.infinibandSwitchFor(*parseRate("800G"))->id, std::string("Q3400"));
        QVERIFY(!c.infinibandSwitchFor(*parseRate("1600G")));
        QCOMPARE(c.computeNicFor("ConnectX-7", *parseRate("200G"))->id, std::string("ConnectX-7"));
        QCOMPARE(c.computeNicFor("ConnectX-7", *parseRate("800G"))->id, std::string("ConnectX-8"));
        // RoCE: Spectrum switches and the NICs' Ethernet modes.
        QCOMPARE(c.ethernetSwitchFor(*parseRate("200G"))->id, std::string("SN5400"));
        QCOMPARE(c.ethernetSwitchFor(*parseRate("400G"))->id, std::string("SN5400"));
        QCOMPARE(c.ethernetSwitchFor(*parseRate("800G"))->id, std::string("SN5600"));
        QVERIFY(!c.ethernetSwitchFor(*parseRate("1600G")));
        QCOMPARE(c.computeNicFor("ConnectX-7", *parseRate("400G"), true)->id, std::string("ConnectX-7-400GbE"));
        QCOMPARE(c.computeNicFor("ConnectX-8", *parseRate("800G"), true)->id, std::string("ConnectX-8-800GbE"));
        QCOMPARE(c.computeNicFor("ConnectX-6", *parseRate("200G"), true)->id, std::string("ConnectX-6")); // VPI
        QCOMPARE(c.computeNicFor("ConnectX-7-400GbE", *parseRate("400G"))->id, std::string("ConnectX-7"));
        const SwitchSpec* sn4700 = c.switchSpec("SN4700");
        QVERIFY(sn4700 && sn4700->kind == SwitchKind::Ethernet && sn4700->ports == 32);
        QCOMPARE(sn4700->portBytesPerSec, *parseRate("400G"));
        const NicSpec* superNic = c.nic("BlueField-3-SuperNIC");
        QVERIFY(superNic && superNic->linkLayer == NicLinkLayer::Ethernet && superNic->ports == 1);
    }

    void userEntriesAddAndReplace()
    {
        Catalog c = Catalog::builtIn();
        const auto extension = nlohmann::json::parse(R"json({
            "switches": [{"id": "QM9700", "name": "Quantum-2 (measured)", "kind": "infiniband", "ports": 64,
                          "port_rate": "400G", "latency_ns": 140}],
            "nics": [{"id": "My-NIC", "name": "Lab NIC", "ports": 1, "port_rate": "100G"}]
        })json");
        c.merge(extension, "user.json");
        QCOMPARE(c.switchSpec("QM9700")->latencyNs, 140.0);
        QCOMPARE(gbps(c.nic("My-NIC")->portBytesPerSec), 100.0);
        QCOMPARE(c.switches().size(), Catalog::builtIn().switches().size());
        QCOMPARE(c.nics().size(), Catalog::builtIn().nics().size() + 1);
    }

    void badEntriesAreNamedByPointerAndChangeNothing()
    {
        Catalog c = Catalog::builtIn();
        const auto bad = nlohmann::json::parse(R"json({
            "gpus": [{"id": "X1", "name": "X", "nvlink": "nvlink9"}],
            "nics": [{"id": "N1", "name": "N", "ports": 1, "port_rate": "fast"},
                     {"id": "N2", "name": "N", "port_rate": "400G", "link_layer": "fibre channel"}],
            "colour": "blue"
        })json");
        try {
            c.merge(bad, "user.json");
            QFAIL("a bad catalog was accepted");
        } catch (const InputError& error) {
            const std::string text = error.what();
            QVERIFY2(text.find("user.json: /gpus/0/nvlink: unknown NVLink generation \"nvlink9\"") != std::string::npos,
                text.c_str());
            QVERIFY2(text.find("/nics/0/port_rate") != std::string::npos, text.c_str());
            QVERIFY2(text.find("/nics/1/link_layer: expected infiniband, ethernet or any, found \"fibre channel\"")
                    != std::string::npos,
                text.c_str());
            QVERIFY2(text.find("/colour: unknown property") != std::string::npos, text.c_str());
        }
        QVERIFY(!c.gpu("X1"));
        QCOMPARE(c.nics().size(), Catalog::builtIn().nics().size());
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
