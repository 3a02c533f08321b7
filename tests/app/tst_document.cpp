// The open design's life cycle and what the views read of it: loading keeps the old design
// when the new one is broken, new and imported designs are unsaved until saved, undo brings
// the saved state back; search finds devices by name, kind or address, and the inspector's
// report carries every address.
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignSummary.h"
#include "gui/adapters/WholeQuantities.h"
#include "design/Summary.h"

#include "../MemoryLimit.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {
const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
}

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Settings (recent files) go to a throwaway place, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_document");
        QSettings().clear();
    }

    void newDesignsAreUnsavedUntilSavedAs()
    {
        DesignDocument document;
        QVERIFY(document.newFromPreset("gb300-nvl72", 2, "rail-optimized", 2.0, "400G", 3));
        QVERIFY(document.dirty());
        QVERIFY(!document.hasFile());
        QCOMPARE(document.topology()->nodes.size() > 400, true);
        QVERIFY(!document.save()); // nowhere to save yet
        QTemporaryDir dir;
        const QString path = dir.filePath("two-racks.scalescope.json");
        QVERIFY2(document.saveAs(QUrl::fromLocalFile(path)), qPrintable(document.errorText()));
        QVERIFY(!document.dirty());
        QVERIFY(document.hasFile());
        QCOMPARE(document.recentFiles().first(), QFileInfo(path).absoluteFilePath());
        // What was saved reads back as the same design.
        DesignDocument reopened;
        QVERIFY(reopened.open(QUrl::fromLocalFile(path)));
        QCOMPARE(reopened.topology()->nodes.size(), document.topology()->nodes.size());
        QCOMPARE(reopened.topology()->links.size(), document.topology()->links.size());
        QCOMPARE(reopened.title(), document.title());
        // An unknown preset is an error and changes nothing.
        QVERIFY(!document.newFromPreset("dgx-z9", 1, "", 1, "", -1));
        QVERIFY(!document.errorText().isEmpty());
        QVERIFY(!document.dirty());
        QCOMPARE(document.presets().size(), 6);
    }

    void brokenFilesLeaveTheDesignAsItWas()
    {
        DesignDocument document;
        QSignalSpy changed(&document, &DesignDocument::designChanged);
        QVERIFY(document.load(kExample));
        QCOMPARE(changed.count(), 1);
        const QString title = document.title();
        const auto topology = document.topology();
        const int generation = document.loadGeneration();
        QVERIFY(!document.load(QString(SCALESCOPE_TEST_DATA) + "/broken/duplicate-node.json"));
        QVERIFY(document.errorText().contains("duplicate node name"));
        QCOMPARE(document.title(), title);
        QCOMPARE(document.topology(), topology);
        QCOMPARE(document.loadGeneration(), generation);
        QCOMPARE(changed.count(), 1);
    }

    void devicesAreNotOpenedNorImported()
    {
        // Before, opening /dev/zero read until memory ran out.
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const auto topology = document.topology();
        QVERIFY(!document.open(QUrl::fromLocalFile("/dev/zero")));
        QVERIFY2(document.errorText().contains("/dev/zero: is a character device, not a regular file"),
            qPrintable(document.errorText()));
        QVERIFY(!document.importFiles({ QUrl::fromLocalFile("/dev/zero") }));
        QVERIFY2(document.errorText().contains("/dev/zero: is a character device"), qPrintable(document.errorText()));
        QCOMPARE(document.topology(), topology);
    }

    void runningOutOfMemoryIsSaidAndKeepsTheDesign()
    {
        if (kAddressSanitizer)
            QSKIP("the address sanitizer reserves more address space than any limit leaves");
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const auto topology = document.topology();
        bool made = true;
        {
            // 131,072 GPUs take some 130 MB; 32 MiB more than now is not enough.
            const AddressSpaceLimit limit(std::uint64_t { 32 } << 20);
            made = document.newFromPreset("dgx-h100", 16384, "", 1.0, "", -1);
        }
        QVERIFY(!made);
        QVERIFY2(document.errorText().startsWith("Out of memory while loading new design"),
            qPrintable(document.errorText()));
        QCOMPARE(document.topology(), topology);
        QVERIFY(!document.dirty());
    }

    void importedDumpsBecomeAnUnsavedDesignWithTheirNotes()
    {
        // File > Import: a node's NCCL dump and a fabric dump open as new designs to save; a file
        // no reader knows is an error that leaves the design as it was.
        const QString samples = QString(SCALESCOPE_TEST_DATA) + "/samples/";
        DesignDocument document;
        QVERIFY(document.load(kExample));
        QVERIFY(document.importNotes().isEmpty());
        QVERIFY2(document.importFiles(
                     { QUrl::fromLocalFile(samples + "nccl-topo-xml/ibm-cloud-docs-vpc_h100-8gpu-8nic.xml") }),
            qPrintable(document.errorText()));
        QVERIFY(document.dirty());
        QVERIFY(!document.hasFile());
        QCOMPARE(summarize(*document.topology()).count(NodeKind::Gpu), std::size_t(8));
        QVERIFY(!document.importNotes().isEmpty());
        QVERIFY(
            document.importFiles({ QUrl::fromLocalFile(samples + "ibnetdiscover/ltaulell-HPC_toolset_X5.topofile") }));
        QCOMPARE(summarize(*document.topology()).count(NodeKind::IbSwitch), std::size_t(11));
        const auto topology = document.topology();
        QVERIFY(!document.importFiles({ QUrl::fromLocalFile(kExample) }));
        QVERIFY(document.errorText().contains("not a format that can be imported"));
        QCOMPARE(document.topology(), topology);
        // Opening a design file forgets the import's notes.
        QVERIFY(document.load(kExample));
        QVERIFY(document.importNotes().isEmpty());
    }

    void undoingToTheSavedStateIsNotDirty()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        QVERIFY(!document.dirty());
        const int generation = document.loadGeneration();
        // An edit arrives as a change; the drawing alone moves as a position.
        Design renamed = document.design();
        renamed.removedNodes.push_back("node3/gpu7");
        DesignChange change;
        change.expanded = expandDesign(renamed, document.baseCatalog(), "test");
        change.after = renamed;
        document.pushChange(std::move(change), "Delete node3/gpu7");
        QVERIFY(document.dirty());
        QCOMPARE(document.undoText(), QString("Delete node3/gpu7"));
        QVERIFY(!document.topology()->findNode("node3/gpu7"));
        QCOMPARE(document.loadGeneration(), generation); // an edit, not a new design
        document.pushMoves({ { "rack0", Position { 0, 0 }, Position { 0, 0 } } }, "Move nothing");
        QCOMPARE(document.undoText(), QString("Delete node3/gpu7")); // what stays put is no edit
        document.undo();
        QVERIFY(!document.dirty());
        QVERIFY(document.topology()->findNode("node3/gpu7"));
        document.redo();
        QVERIFY(document.dirty());
    }

    void summaryFactsFollowTheDesign()
    {
        DesignDocument document;
        DesignSummary summary(document);
        QVERIFY(summary.facts().isEmpty());
        QSignalSpy changed(&summary, &DesignSummary::changed);
        QVERIFY(document.load(kExample));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(summary.facts().size(), 10); // the scale-out network among them
        QCOMPARE(summary.facts().front().toMap().value("value").toString(), QString("32")); // GPUs
        QCOMPARE(summary.computeNicRate(), QString("400G"));
        QVERIFY(summary.generatorText().startsWith("dgx-h100, rail-optimized"));
        QVERIFY(summary.countsText().startsWith("32 GPUs"));
        QCOMPARE(summary.tiers().size(), kLinkTierCount);
    }

    void searchFindsByNameKindAndAddress()
    {
        DesignDocument document;
        DesignSummary summary(document);
        QVERIFY(document.load(kExample));
        const Topology& t = *document.topology();
        const int gpu = summary.findDevice("node2/gpu5");
        QCOMPARE(QString::fromStdString(t.nodes.at(gpu).name), QString("node2/gpu5"));
        // The next match after a hit, wrapping around.
        const int first = summary.findDevice("nvswitch");
        const int second = summary.findDevice("nvswitch", first);
        QVERIFY(first >= 0 && second > first);
        QCOMPARE(t.nodes.at(first).kind, NodeKind::NvSwitch);
        // By IP address and by PCI bus id.
        const int bmc = summary.findDevice("node1/bmc");
        const QString ip = summary.deviceReport(bmc)["addresses"].toMap()["ip"].toString();
        QCOMPARE(summary.findDevice(ip), bmc);
        const QString pci = summary.deviceReport(gpu)["addresses"].toMap()["pci"].toString();
        QVERIFY(pci.startsWith("0000:"));
        QCOMPARE(summary.findDevice("no such thing"), -1);
    }

    void reportCarriesAddressesAndLinks()
    {
        DesignDocument document;
        DesignSummary summary(document);
        QVERIFY(document.load(kExample));
        const QVariantMap nic = summary.deviceReport(summary.findDevice("node0/nic2"));
        QCOMPARE(nic["kind"].toString(), QString("nic"));
        const QVariantMap addresses = nic["addresses"].toMap();
        for (const char* key : { "pci", "lid", "guid", "gid" })
            QVERIFY2(addresses.contains(key), key);
        const QVariantList links = nic["links"].toList();
        QCOMPARE(links.size(), 2);
        QVERIFY(summary.deviceReport(-1).isEmpty());
        // The route between two GPUs of different nodes, or why there is none.
        const QVariantMap path = summary.pathReport(summary.findDevice("node0/gpu0"), summary.findDevice("node3/gpu0"));
        QVERIFY(!path.value("routes").toList().isEmpty());
        QVERIFY(summary.pathReport(-1, 0).isEmpty());
        // Each hop names its tier as people do, and a wrapped line never parts a rate from its unit
        // or breaks "Gb/s" after the slash.
        const QVariantList hops = path["routes"].toList().first().toMap()["hops"].toList();
        const QVariantMap toLeaf = hops[2].toMap();
        QCOMPARE(toLeaf["tier"].toString(), QString("infiniband"));
        QCOMPARE(toLeaf["tier_label"].toString(), QString("InfiniBand"));
        QCOMPARE(toLeaf["bandwidth_per_direction"].toString(), QString::fromUtf8("400\u00a0Gb/\u2060s"));
        QCOMPARE(hops[0].toMap()["tier_label"].toString(), QString("PCIe"));
        QCOMPARE(wholeQuantities(QString("node0/nic2, 63 GB/s and 1.5 TB/s")),
            QString::fromUtf8("node0/nic2, 63\u00a0GB/\u2060s and 1.5\u00a0TB/\u2060s"));
        QCOMPARE(wholeQuantities(QString("scale-out per GPU, each direction (Gb/s)")),
            QString::fromUtf8("scale-out per GPU, each direction (Gb/\u2060s)"));
    }

    void aRoceDesignShowsItsAddressesAndLayers()
    {
        DesignDocument document;
        DesignSummary summary(document);
        QVERIFY(document.newFromPreset("dgx-h100", 40, "", 1.0, "", -1, "roce"));
        QCOMPARE(summary.facts()[4].toMap()["detail"].toString(), QString("v2: Ethernet, routed over UDP/IP"));
        const QVariantMap nic = summary.deviceReport(summary.findDevice("node0/nic0"));
        const QVariantMap addresses = nic["addresses"].toMap();
        QCOMPARE(addresses["ip"].toString(), QString("10.128.0.1"));
        QCOMPARE(addresses["gid"].toString(), QString("0000:0000:0000:0000:0000:ffff:0a80:0001"));
        QVERIFY(nic["reached_by"].toString().startsWith("RoCE v2"));
        const QVariantMap path
            = summary.pathReport(summary.findDevice("node0/gpu0"), summary.findDevice("node33/gpu0"));
        const QVariantList hops = path["routes"].toList().first().toMap()["hops"].toList();
        QCOMPARE(hops[2].toMap()["layer"].toString(), QString("l3_routed"));
        QCOMPARE(path["scale_out"].toMap()["from_address"].toString(), QString("10.128.0.1"));
        // RoCE v1: the route out of the leaf's subnet is refused, and the inspector says why.
        QVERIFY(document.newFromPreset("dgx-h100", 40, "", 1.0, "", -1, "roce-v1"));
        const QVariantMap refused
            = summary.pathReport(summary.findDevice("node0/gpu0"), summary.findDevice("node33/gpu0"));
        QVERIFY2(refused["error"].toString().contains("different L2 subnets"), qPrintable(refused["error"].toString()));
        QVERIFY(!document.newFromPreset("dgx-h100", 2, "", 1.0, "", -1, "ethernet"));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
