// What an importer accepts, the design file writes and reads back: the inputs on which the
// fuzzers found the two disagreeing (tests/fuzz/regressions) are refused at their line and
// column, and the values at the edges of what both take (GUID 0, LID 0, link rates) agree.
#include "FabricImportFixtures.h"

#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "io/import/AstraSimNetwork.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/Import.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::string regression(const QString& name)
{
    return std::string(SCALESCOPE_SOURCE_DIR) + "/tests/fuzz/regressions/" + name.toStdString();
}

// The design expands and checks, its file reads back as the same design, and that expands to
// as many devices and links.
void checkWrittenAndReadBack(const Design& design)
{
    const SharedCatalog catalog = Catalog::builtInShared();
    const Topology imported = expandDesign(design, catalog, "imported").topology;
    QVERIFY(checkTopology(imported).empty());
    const Design reread = parseDesign(formatDesign(design, *catalog), "written.scalescope.json", *catalog);
    QVERIFY(reread == design);
    const Topology rereadTopology = expandDesign(reread, catalog, "written.scalescope.json").topology;
    QCOMPARE(rereadTopology.nodes.size(), imported.nodes.size());
    QCOMPARE(rereadTopology.links.size(), imported.links.size());
}

// A leaf with one host adapter cabled to it, with the LIDs given.
std::string oneCableDump(int switchLid, int adapterLid)
{
    const std::string s = std::to_string(switchLid), a = std::to_string(adapterLid);
    return "switchguid=0x501\n"
           "Switch\t4 \"S-0000000000000501\"\t# \"MF0;leaf-1:MQM9700/U1\" enhanced port 0 lid "
        + s + " lmc 0\n[1]\t\"H-0000000000000a01\"[1](a01)\t# \"h1 mlx5_0\" lid " + a
        + " 4xNDR\n\n"
          "sysimgguid=0xa00\ncaguid=0xa01\n"
          "Ca\t1 \"H-0000000000000a01\"\t# \"h1 mlx5_0\"\n"
          "[1](a01) \t\"S-0000000000000501\"[1]\t# lid "
        + a + " lmc 0 \"MF0;leaf-1:MQM9700/U1\" lid " + s + " 4xNDR\n";
}

std::string astraSimWithBandwidth(const char* gigabytesPerSec)
{
    return std::string("topology: [Ring]\nnpus_count: [4]\nbandwidth: [") + gigabytesPerSec + "]\nlatency: [1]\n";
}

} // namespace

class TestImportAgreement : public QObject {
    Q_OBJECT
private slots:
    void fuzzFindingsAreRefusedWhereTheyAre_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        // GUID 0 also meant "no GUID": the import wrote "0x0000000000000000", which validate refused.
        QTest::newRow("switch GUID 0") << "ibnetdiscover/switch-guid-zero.txt"
                                       << "ibnetdiscover"
                                       << ":5:10: \"S-0000000000000000\": GUID 0 is reserved as invalid";
        QTest::newRow("adapter GUID 0") << "ibnetdiscover/adapter-guid-zero.txt"
                                        << "ibnetdiscover"
                                        << ":6:5: \"H-0000000000000000\": GUID 0 is reserved as invalid";
        // A node description of bytes that are no text named a host the file could not hold.
        QTest::newRow("binary description") << "ibnetdiscover/binary-description.txt"
                                            << "ibnetdiscover"
                                            << ":23:50: a node description of printable ASCII text";
        // 17 lanes of 0.985 GB/s is a rate the design file could not write exactly.
        QTest::newRow("PCIe x17") << "nccl_xml/pcie-width-17.xml"
                                  << "nccl-xml"
                                  << ":6:6: <pci> link_width: 17 is not a PCIe link width (1, 2, 4, 8, 12, 16 or 32)";
    }
    void fuzzFindingsAreRefusedWhereTheyAre()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QString, expected);
        const std::string path = regression(file);
        const QString message
            = errorOf([&] { importText(readTextFile(path), *importFormatFromName(format.toStdString()), path); });
        QVERIFY2(message.startsWith(QString::fromStdString(path) + expected), qPrintable(message));
    }

    // LID 0 is the LID of a port no subnet manager has set up: the device has no LID, in the
    // import and in its file alike.
    void aLidOfZeroIsNoLid()
    {
        const ImportedDesign imported = readIbNetDiscover(oneCableDump(0, 0), "unassigned.txt");
        QCOMPARE(imported.design.nodes.size(), std::size_t(2));
        for (const NodeSpec& node : imported.design.nodes) {
            QVERIFY2(!node.lid, node.name.c_str());
            QVERIFY(node.guid && *node.guid != 0);
        }
        checkWrittenAndReadBack(imported.design);
        const ImportedDesign assigned = readIbNetDiscover(oneCableDump(1, 2), "assigned.txt");
        QCOMPARE(assigned.design.nodes[0].lid, std::optional<std::uint16_t>(1));
        QCOMPARE(assigned.design.nodes[1].lid, std::optional<std::uint16_t>(2));
        checkWrittenAndReadBack(assigned.design);
    }

    // Link rates from 1 Mb/s to 1 PB/s, in ASTRA-sim's bandwidth as in the design file.
    void astraSimBandwidthsAreRatesTheFileTakes_data()
    {
        QTest::addColumn<QString>("gigabytesPerSec");
        QTest::addColumn<bool>("accepted");
        // ASTRA-sim's GB/s are 2^30 bytes/s: 1 Mb/s is 0.000116415, 1 PB/s 931322.57.
        QTest::newRow("just above 1 Mb/s") << "0.000117" << true;
        QTest::newRow("just below 1 Mb/s") << "0.000116" << false;
        QTest::newRow("just below 1 PB/s") << "931322" << true;
        QTest::newRow("just above 1 PB/s") << "931323" << false;
        QTest::newRow("0") << "0" << false;
        QTest::newRow("tiny") << "1e-315" << false;
        QTest::newRow("infinite") << ".inf" << false;
        QTest::newRow("not a number") << ".nan" << false;
    }
    void astraSimBandwidthsAreRatesTheFileTakes()
    {
        QFETCH(QString, gigabytesPerSec);
        QFETCH(bool, accepted);
        const std::string text = astraSimWithBandwidth(gigabytesPerSec.toLatin1().constData());
        if (!accepted) {
            const QString message = errorOf([&] { readAstraSimNetwork(text, "net.yml"); });
            QVERIFY2(message.startsWith("net.yml:3:13: bandwidth[0] must be a link's rate, 1 Mb/s to 1 PB/s"),
                qPrintable(message));
            return;
        }
        checkWrittenAndReadBack(readAstraSimNetwork(text, "net.yml").design);
    }

    // Every rate the file takes it writes so that it reads back as the same double: a rate an
    // importer computes (ASTRA-sim's 2^30-byte GB/s, a lane rate times a width) is kept exactly.
    void everyLinkRateIsWrittenExactly()
    {
        std::mt19937_64 bits(1);
        const double decades = std::log10(kMaxLinkBytesPerSec / kMinLinkBytesPerSec);
        Design design;
        design.nodes
            = { NodeSpec { "a", NodeKind::Nic, {}, {}, {}, 1 }, NodeSpec { "b", NodeKind::IbSwitch, {}, {}, {}, 1 } };
        for (int i = 0; i < 10000; ++i) {
            const double fraction = static_cast<double>(bits() >> 11) * 0x1p-53;
            const BytesPerSec rate
                = std::min(kMinLinkBytesPerSec * std::pow(10.0, fraction * decades), kMaxLinkBytesPerSec);
            for (const LinkTier tier : { LinkTier::InfiniBand, LinkTier::NvLinkC2C }) {
                design.links = { LinkSpec { { "a", 1 }, { "b", 1 }, tier, rate, {}, {} } };
                const std::string file = formatDesign(design, Catalog::builtIn());
                const Design reread = parseDesign(file, "rates.json", Catalog::builtIn());
                QVERIFY2(reread.links == design.links, file.c_str());
            }
        }
    }

    // Grace's NVLink-C2C is NCCL's bw (MB/s a link) times count: at most 1 PB/s too.
    void ncclC2cRatesAreRatesTheFileTakes()
    {
        const std::string text = readTextFile(std::string(SCALESCOPE_TEST_DATA) + "/import/nccl-grace-hopper.xml");
        const auto withC2c = [&](const std::string& bandwidth, const std::string& count) {
            std::string changed = text;
            const std::string from = "<c2c bw=\"45000\" count=\"10\"/>";
            changed.replace(changed.find(from), from.size(), "<c2c bw=\"" + bandwidth + "\" count=\"" + count + "\"/>");
            return changed;
        };
        checkWrittenAndReadBack(importText(withC2c("45000", "10"), ImportFormat::NcclTopoXml, "gh.xml").design);
        checkWrittenAndReadBack(importText(withC2c("100000000", "10"), ImportFormat::NcclTopoXml, "gh.xml").design);
        const QString message
            = errorOf([&] { importText(withC2c("100000000", "11"), ImportFormat::NcclTopoXml, "gh.xml"); });
        QVERIFY2(message.startsWith("gh.xml:5:10: <c2c> bw x count is 1.1 PB/s; a link carries at most 1 PB/s"),
            qPrintable(message));
    }

    // The design file's own reader keeps to the same range (it read "1e308GB/s" as infinity and
    // wrote it as "infGB/s").
    void theDesignFileTakesLinkRatesOnly()
    {
        const auto withBandwidth = [](const std::string& rate) {
            return "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"a\", \"kind\": \"nic\", "
                   "\"ports\": 1}, {\"name\": \"b\", \"kind\": \"ib_switch\", \"ports\": 1}], \"links\": [{\"a\": "
                   "\"a:1\", \"b\": \"b:1\", \"tier\": \"infiniband\", \"bandwidth\": \""
                + rate + "\"}]}";
        };
        for (const char* rate : { "1e308GB/s", "0.5Mb/s", "1001TB/s", "9000Tb/s" })
            QVERIFY2(errorOf([&] {
                parseDesign(withBandwidth(rate), "rates.json", Catalog::builtIn());
            }).contains("/links/0/bandwidth: must be from 1 Mb/s to 1 PB/s"),
                rate);
        for (const char* rate : { "1Mb/s", "8000Tb/s", "1000TB/s", "400Gb/s" })
            QCOMPARE(errorOf([&] { parseDesign(withBandwidth(rate), "rates.json", Catalog::builtIn()); }),
                QString("<no error>"));
    }
};

QTEST_APPLESS_MAIN(TestImportAgreement)
#include "tst_import_agreement.moc"
