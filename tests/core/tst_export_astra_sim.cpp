// The ASTRA-sim exporter: the network YAML, read back by yaml-cpp and by the ASTRA-sim reader, in
// ASTRA-sim's unit of bandwidth (2^30 bytes/s); the system JSON, read by nlohmann; and the
// designs it cannot summarise, refused.
#include "ExportFixtures.h"

#include "io/export/AstraSimExport.h"
#include "io/import/AstraSimNetwork.h"
#include "design/Design.h"
#include "design/Summary.h"

#include <QtTest>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// ASTRA-sim's "GB/s": its analytical backend multiplies the file's bandwidth by 2^30 bytes
// (astra-network-analytical, common/NetworkFunction.cpp, bw_GBps_to_Bpns). Written out here, not
// taken from the exporter, so that a wrong unit there fails.
constexpr double kAstraSimBytesPerGB = 1024.0 * 1024.0 * 1024.0;
// The exporter prints bandwidth with 6 decimals.
constexpr double kAstraSimPrintedPrecision = 0.5e-6;

void verifyAstraSimBandwidth(double written, BytesPerSec design, const char* what)
{
    const double expected = design / kAstraSimBytesPerGB;
    QVERIFY2(std::fabs(written - expected) <= kAstraSimPrintedPrecision,
        qPrintable(QString("%1: %2 written, %3 expected").arg(what).arg(written, 0, 'f', 9).arg(expected, 0, 'f', 9)));
}

} // namespace

class TestExportAstraSim : public QObject {
    Q_OBJECT
private slots:
    void astraSimNetworkReadsBackAsTheSameDimensions()
    {
        // Round trip through the ASTRA-sim reader: as many GPUs, in as many NVLink domains,
        // and the file the design gives back is the same file.
        const Topology t = builtTopology("dgx-h100", 4);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const ImportedDesign back = readAstraSimNetwork(files.networkYaml, "dgx.yml");
        const Topology read = expandDesign(back.design, Catalog::builtInShared(), "dgx.yml").topology;
        QCOMPARE(summarize(read).count(NodeKind::Gpu), summarize(t).count(NodeKind::Gpu));
        const YAML::Node first = YAML::Load(files.networkYaml);
        const YAML::Node again = YAML::Load(exportAstraSim(read, Catalog::builtIn()).networkYaml);
        QCOMPARE(again["topology"].as<std::vector<std::string>>(), first["topology"].as<std::vector<std::string>>());
        QCOMPARE(again["npus_count"].as<std::vector<int>>(), first["npus_count"].as<std::vector<int>>());
        const auto bandwidth = first["bandwidth"].as<std::vector<double>>();
        const auto bandwidthAgain = again["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidthAgain.size(), bandwidth.size());
        for (std::size_t d = 0; d < bandwidth.size(); ++d)
            QVERIFY2(std::fabs(bandwidthAgain[d] - bandwidth[d]) <= 1e-6 * bandwidth[d],
                qPrintable(QString("dimension %1: %2 vs %3").arg(d).arg(bandwidthAgain[d]).arg(bandwidth[d])));
    }

    void astraSimBandwidthRoundTripsInBytesPerSecond()
    {
        // A DGX H100's NVLink, 450e9 bytes/s per direction, and its 400 Gb/s NICs, 50e9 bytes/s:
        // written in ASTRA-sim's unit (2^30 bytes/s), read back as the same bytes per second.
        const Topology t = builtTopology("dgx-h100", 2);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const auto written = YAML::Load(files.networkYaml)["bandwidth"].as<std::vector<double>>();
        QCOMPARE(written.size(), std::size_t(2));
        verifyAstraSimBandwidth(written[0], 450e9, "NVLink");
        verifyAstraSimBandwidth(written[1], 50e9, "NIC");
        const ImportedDesign back = readAstraSimNetwork(files.networkYaml, "dgx.yml");
        const Topology read = expandDesign(back.design, Catalog::builtInShared(), "dgx.yml").topology;
        // What the printed decimals can lose, in bytes/s.
        const double tolerance = kAstraSimPrintedPrecision * kAstraSimBytesPerGB;
        int nvlinks = 0, nicLinks = 0;
        for (const Link& link : read.links) {
            if (link.tier == LinkTier::NvLink) {
                QVERIFY2(std::fabs(link.bytesPerSecPerDirection - 450e9) <= tolerance,
                    qPrintable(QString::number(link.bytesPerSecPerDirection, 'f', 0)));
                ++nvlinks;
            } else if (link.tier == LinkTier::InfiniBand) {
                QVERIFY2(std::fabs(link.bytesPerSecPerDirection - 50e9) <= tolerance,
                    qPrintable(QString::number(link.bytesPerSecPerDirection, 'f', 0)));
                ++nicLinks;
            }
        }
        QCOMPARE(nvlinks, 16); // each node's 8 GPUs to its switch
        QCOMPARE(nicLinks, 16); // each GPU's NIC to the scale-out switch
    }

    void durationsReadWithTheirUnit()
    {
        QCOMPARE(parseDurationNs("250us").value(), 250e3);
        QCOMPARE(parseDurationNs("250 \u00b5s").value(), 250e3);
        QCOMPARE(parseDurationNs("1.5ms").value(), 1.5e6);
        QCOMPARE(parseDurationNs("2s").value(), 2e9);
        QCOMPARE(parseDurationNs("40ns").value(), 40.0);
        QVERIFY(!parseDurationNs("250"));
        QVERIFY(!parseDurationNs("-1ms"));
        QVERIFY(!parseDurationNs("1 minute"));
        QVERIFY(!parseDurationNs("ms"));
    }

    void astraSimOfDgxNodes()
    {
        const Topology t = builtTopology("dgx-h100", 4);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const YAML::Node network = YAML::Load(files.networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), (std::vector<std::string> { "Switch", "Switch" }));
        const auto npus = network["npus_count"].as<std::vector<int>>();
        QCOMPARE(npus, (std::vector<int> { 8, 4 }));
        QCOMPARE(npus[0] * npus[1], 32);
        const auto bandwidth = network["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidth.size(), std::size_t(2));
        // 18 NVLink 4 links x 25 GB/s, one direction: 450e9 bytes/s, 450e9 / 2^30 in ASTRA-sim's unit.
        verifyAstraSimBandwidth(bandwidth[0], 450e9, "NVLink");
        verifyAstraSimBandwidth(bandwidth[1], 50e9, "NIC"); // one 400 Gb/s NIC per GPU
        QVERIFY2(files.networkYaml.find("bandwidth: [ 419.095159, 46.566129 ]") != std::string::npos,
            files.networkYaml.c_str());
        QVERIFY(files.networkYaml.find("2^30 bytes/s") != std::string::npos); // the header says the unit
        const auto latency = network["latency"].as<std::vector<double>>();
        QCOMPARE(latency.size(), std::size_t(2));
        QVERIFY(latency[0] > 0 && latency[1] > latency[0]);
        const auto system = nlohmann::json::parse(files.systemJson);
        QCOMPARE(system["all-reduce-implementation"].size(), std::size_t(2));
        QCOMPARE(system["all-reduce-implementation"][0].get<std::string>(), std::string("halvingDoubling"));
        QCOMPARE(system["all-to-all-implementation"][1].get<std::string>(), std::string("direct"));
        QVERIFY(system.contains("scheduling-policy"));
        QVERIFY(system["preferred-dataset-splits"].get<int>() >= 1);
        QVERIFY(files.notes.find("scale-out") != std::string::npos);
    }

    void astraSimOfNvl72Racks()
    {
        const Topology t = builtTopology("gb200-nvl72", 2);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const YAML::Node network = YAML::Load(files.networkYaml);
        QCOMPARE(network["npus_count"].as<std::vector<int>>(), (std::vector<int> { 72, 2 }));
        const auto bandwidth = network["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidth.size(), std::size_t(2));
        verifyAstraSimBandwidth(bandwidth[0], 900e9, "NVLink 5 of a B200"); // 18 links x 50 GB/s
        verifyAstraSimBandwidth(bandwidth[1], 50e9, "one 400 Gb/s NIC per GPU");
        const auto system = nlohmann::json::parse(files.systemJson);
        // 72 is not a power of two: halving-doubling does not apply.
        QCOMPARE(system["all-reduce-implementation"][0].get<std::string>(), std::string("ring"));
        QCOMPARE(system["all-reduce-implementation"][1].get<std::string>(), std::string("halvingDoubling"));
    }

    void astraSimOfDirectlyCabledGpus()
    {
        Topology all;
        std::vector<NodeId> gpus;
        for (int i = 0; i < 4; ++i)
            gpus.push_back(addDevice(all, "gpu" + std::to_string(i), NodeKind::Gpu));
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j)
                cable(all, gpus[i], gpus[j], LinkTier::NvLink, 100, 4);
        YAML::Node network = YAML::Load(exportAstraSim(all, Catalog::builtIn()).networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), std::vector<std::string> { "FullyConnected" });
        QCOMPARE(network["bandwidth"].size(), std::size_t(1));
        verifyAstraSimBandwidth(network["bandwidth"][0].as<double>(), 100e9, "a GPU pair's NVLink");

        Topology ring;
        gpus.clear();
        for (int i = 0; i < 6; ++i)
            gpus.push_back(addDevice(ring, "gpu" + std::to_string(i), NodeKind::Gpu));
        for (int i = 0; i < 6; ++i)
            cable(ring, gpus[i], gpus[(i + 1) % 6], LinkTier::NvLink, 50, 2);
        network = YAML::Load(exportAstraSim(ring, Catalog::builtIn()).networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), std::vector<std::string> { "Ring" });
        QCOMPARE(network["npus_count"].as<std::vector<int>>(), std::vector<int> { 6 });
    }

    void astraSimRefusesWhatItCannotSummarise()
    {
        Topology none;
        addDevice(none, "leaf", NodeKind::IbSwitch);
        try {
            exportAstraSim(none, Catalog::builtIn());
            QFAIL("a design without GPUs was summarised");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("no GPUs") != std::string::npos);
        }
        Topology uneven;
        const NodeId a = addDevice(uneven, "a", NodeKind::Gpu);
        const NodeId b = addDevice(uneven, "b", NodeKind::Gpu);
        addDevice(uneven, "c", NodeKind::Gpu);
        cable(uneven, a, b, LinkTier::NvLink, 100);
        try {
            exportAstraSim(uneven, Catalog::builtIn());
            QFAIL("NVLink domains of 2 and 1 GPUs were summarised");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("different sizes (1, 2 GPUs)") != std::string::npos);
        }
        Topology unjoined;
        for (int i = 0; i < 4; ++i)
            addDevice(unjoined, "gpu" + std::to_string(i), NodeKind::Gpu);
        cable(unjoined, 0, 1, LinkTier::NvLink, 100);
        cable(unjoined, 2, 3, LinkTier::NvLink, 100);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, exportAstraSim(unjoined, Catalog::builtIn()));
    }
};

QTEST_GUILESS_MAIN(TestExportAstraSim)
#include "tst_export_astra_sim.moc"
