// The document and canvas adapters the views bind to: loading keeps the old design when the
// new one is broken, search finds devices by name, kind or address, the inspector's report
// carries every address, and a click on the canvas finds the device under it.
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DeviceListModel.h"
#include "gui/rendering/TopologyCanvas.h"
#include "io/DesignFile.h"
#include "design/Summary.h"
#include "model/TopologyCheck.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <random>

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
        QVERIFY(!document.load(QString(SCALESCOPE_TEST_DATA) + "/broken/duplicate-node.json"));
        QVERIFY(document.errorText().contains("duplicate node name"));
        QCOMPARE(document.title(), title);
        QCOMPARE(document.topology(), topology);
        QCOMPARE(changed.count(), 1);
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

    void searchFindsByNameKindAndAddress()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const Topology& t = *document.topology();
        const int gpu = document.findDevice("node2/gpu5");
        QCOMPARE(QString::fromStdString(t.nodes.at(gpu).name), QString("node2/gpu5"));
        // The next match after a hit, wrapping around.
        const int first = document.findDevice("nvswitch");
        const int second = document.findDevice("nvswitch", first);
        QVERIFY(first >= 0 && second > first);
        QCOMPARE(t.nodes.at(first).kind, NodeKind::NvSwitch);
        // By IP address and by PCI bus id.
        const int bmc = document.findDevice("node1/bmc");
        const QString ip = document.deviceReport(bmc)["addresses"].toMap()["ip"].toString();
        QCOMPARE(document.findDevice(ip), bmc);
        const QString pci = document.deviceReport(gpu)["addresses"].toMap()["pci"].toString();
        QVERIFY(pci.startsWith("0000:"));
        QCOMPARE(QString::fromStdString(t.nodes.at(document.findDevice("node2/gpu5")).name), QString("node2/gpu5"));
        QCOMPARE(document.findDevice("no such thing"), -1);
    }

    void reportCarriesAddressesAndLinks()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const QVariantMap nic = document.deviceReport(document.findDevice("node0/nic2"));
        QCOMPARE(nic["kind"].toString(), QString("nic"));
        const QVariantMap addresses = nic["addresses"].toMap();
        for (const char* key : { "pci", "lid", "guid", "gid" })
            QVERIFY2(addresses.contains(key), key);
        const QVariantList links = nic["links"].toList();
        QCOMPARE(links.size(), 2);
        QVERIFY(document.deviceReport(-1).isEmpty());
    }

    void randomEditsUndoToTheOriginalAndRedoToTheEnd()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const std::string original = formatDesign(document.design(), Catalog::builtIn());
        const std::size_t originalNodes = document.topology()->nodes.size();
        std::mt19937 random(20261129);
        for (int edit = 0; edit < 40; ++edit) {
            const int node = static_cast<int>(random() % document.topology()->nodes.size());
            const unsigned kind = random() % 4;
            if (kind == 1) {
                // An address set by hand, where the device has one (a taken value is refused).
                const QVariantMap addresses = document.deviceReport(node).value("addresses").toMap();
                const QString hex = QString::number(edit, 16);
                const std::pair<const char*, QString> values[] = { { "ip", QString("10.200.0.%1").arg(edit + 1) },
                    { "mac", "0c:42:a1:ff:00:" + hex.rightJustified(2, '0') }, { "lid", QString::number(40000 + edit) },
                    { "guid", "0x0c42a103ffff00" + hex.rightJustified(2, '0') },
                    { "pci", "0000:f" + QString::number(edit % 10) + ":00.0" } };
                for (const auto& [property, value] : values)
                    if (addresses.contains(property)) {
                        document.setDeviceProperty(node, property, value);
                        break;
                    }
            } else if (kind != 0) {
                const QString name = document.movableNameAt(node);
                const QPointF from = document.positionOf(name);
                const double dx = static_cast<double>(random() % 400) - 200,
                             dy = static_cast<double>(random() % 400) - 200;
                document.commitMove(name, from.x(), from.y(), from.x() + dx, from.y() + dy);
            } else {
                QVERIFY(document.deleteDevice(node));
            }
        }
        const std::string end = formatDesign(document.design(), Catalog::builtIn());
        QVERIFY(end != original);
        QVERIFY(!document.design().overrides.empty());
        QVERIFY(document.dirty());
        QVERIFY(document.topology()->nodes.size() < originalNodes);
        while (document.canUndo())
            document.undo();
        QCOMPARE(formatDesign(document.design(), Catalog::builtIn()), original);
        QCOMPARE(document.topology()->nodes.size(), originalNodes);
        QVERIFY(!document.dirty());
        while (document.canRedo())
            document.redo();
        QCOMPARE(formatDesign(document.design(), Catalog::builtIn()), end);
    }

    void movesAreSavedAndSnapped()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const QPointF from = document.positionOf("rack0");
        document.beginDrag({ "rack0" });
        document.previewDrag(100, 50); // a drag in progress: no edit yet
        QVERIFY(!document.canUndo());
        document.commitMove("rack0", from.x(), from.y(), from.x() + 123.4, from.y() + 56.7);
        QVERIFY(document.canUndo());
        const QPointF moved = document.positionOf("rack0");
        QCOMPARE(moved, QPointF(std::round((from.x() + 123.4) / 10) * 10, std::round((from.y() + 56.7) / 10) * 10));
        // The rack's devices moved with it.
        const SceneRect gpu = document.scene()->devices.at(document.findDevice("node0/gpu0"));
        QVERIFY(gpu.x >= moved.x() && gpu.y >= moved.y());
        QTemporaryDir dir;
        const QString path = dir.filePath("moved.scalescope.json");
        QVERIFY(document.saveAs(QUrl::fromLocalFile(path)));
        DesignDocument reopened;
        QVERIFY(reopened.load(path));
        QCOMPARE(reopened.positionOf("rack0"), moved);
        QCOMPARE(reopened.design().positions.size(), std::size_t(1));
    }

    void aDragsPreviewLaysNothingOutAndItsDropOnce()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const std::shared_ptr<const Scene> scene = document.scene();
        const QPointF from = document.positionOf("rack0");
        QSignalSpy laidOut(&document, &DesignDocument::sceneChanged);
        QSignalSpy previewed(&document, &DesignDocument::dragPreviewChanged);
        document.beginDrag({ "rack0" });
        for (int step = 1; step <= 5; ++step)
            document.previewDrag(23.0 * step, 7.0 * step);
        // Every preview says where the rack would land (snapped as the drop will be); the scene
        // stays as it was.
        QCOMPARE(previewed.count(), 5);
        QCOMPARE(document.draggedNames(), QStringList { "rack0" });
        const QPointF landing(std::round((from.x() + 115) / 10) * 10, std::round((from.y() + 35) / 10) * 10);
        QCOMPARE(from + document.dragOffset(), landing);
        QCOMPARE(document.scene(), scene);
        QCOMPARE(laidOut.count(), 0);
        QCOMPARE(document.positionOf("rack0"), from);
        document.commitDrag(115, 35);
        QCOMPARE(laidOut.count(), 1);
        QCOMPARE(previewed.count(), 6); // the preview ends
        QVERIFY(document.draggedNames().isEmpty());
        QCOMPARE(document.positionOf("rack0"), landing);
        // A drag that ends where it began lays nothing out.
        document.beginDrag({ "rack0" });
        document.previewDrag(2, 1);
        document.commitDrag(2, 1);
        QCOMPARE(laidOut.count(), 1);
        QCOMPARE(document.positionOf("rack0"), landing);
    }

    void addASpineCableItAndUndo()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const std::size_t nodes = document.topology()->nodes.size();
        const std::size_t links = document.topology()->links.size();
        const int spine = document.addItem("switch:QM9700:spine", 500, -300);
        QVERIFY2(spine >= 0, qPrintable(document.errorText()));
        const Topology* t = document.topology().get();
        QCOMPARE(t->nodes.size(), nodes + 1);
        QCOMPARE(t->nodes[spine].kind, NodeKind::IbSwitch);
        QCOMPARE(t->nodes[spine].role, SwitchRole::Spine);
        QCOMPARE(document.positionOf(QString::fromStdString(t->nodes[spine].name)), QPointF(500, -300));
        // Cable it to a leaf: InfiniBand at the ports' 400 Gb/s, on free ports.
        const int leaf = document.findDevice("ib/leaf-su0-r0");
        QVERIFY2(document.connectDevices(spine, leaf), qPrintable(document.errorText()));
        t = document.topology().get();
        QCOMPARE(t->links.size(), links + 1);
        const Link& cable = t->links.back();
        QCOMPARE(cable.tier, LinkTier::InfiniBand);
        QCOMPARE(cable.bytesPerSecPerDirection, 50e9);
        QVERIFY(checkTopology(*t).empty());
        // A GPU and a storage server cannot be cabled: said, and nothing changes.
        const int undoLevel = document.canUndo();
        QVERIFY(!document.connectDevices(document.findDevice("node0/gpu0"), document.findDevice("stor/server0")));
        QVERIFY(document.errorText().contains("share no tier"));
        QCOMPARE(static_cast<int>(document.canUndo()), undoLevel);
        QCOMPARE(document.topology()->links.size(), links + 1);
        document.undo();
        document.undo();
        QCOMPARE(document.topology()->nodes.size(), nodes);
        QCOMPARE(document.topology()->links.size(), links);
    }

    void addAWholeSystemWithItsWiring()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const std::size_t gpus = summarize(*document.topology()).count(NodeKind::Gpu);
        const int added = document.addItem("system:gb200-nvl72", 0, 4000);
        QVERIFY2(added >= 0, qPrintable(document.errorText()));
        const TopologySummary s = summarize(*document.topology());
        QCOMPARE(s.count(NodeKind::Gpu), gpus + 72);
        QVERIFY(checkTopology(*document.topology()).empty());
        // 1,296 more NVLinks: the rack's own wiring came with it.
        QCOMPARE(s.count(LinkTier::NvLink), std::size_t(4 * 32 + 1296));
        QVERIFY(document.addItem("system:no-such", 0, 0) < 0);
        QVERIFY(!document.errorText().isEmpty());
    }

    void duplicateKeepsTheLinksAmongTheCopies()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const TopologySummary before = summarize(*document.topology());
        // A GPU's movable unit is its rack: all four DGX nodes with their inner wiring.
        const int copy = document.duplicate(document.findDevice("node1/gpu1"));
        QVERIFY2(copy >= 0, qPrintable(document.errorText()));
        const TopologySummary after = summarize(*document.topology());
        QCOMPARE(after.count(NodeKind::Gpu), 2 * before.count(NodeKind::Gpu));
        QCOMPARE(after.count(LinkTier::NvLink), 2 * before.count(LinkTier::NvLink));
        QCOMPARE(after.count(LinkTier::Pcie), 2 * before.count(LinkTier::Pcie));
        // Links to the fabric went nowhere: the copy is not cabled yet.
        QCOMPARE(after.count(LinkTier::InfiniBand), before.count(LinkTier::InfiniBand));
        QVERIFY(checkTopology(*document.topology()).empty());
        const QString name = QString::fromStdString(document.topology()->nodes.at(copy).name);
        QVERIFY2(name.startsWith("copy-1/"), qPrintable(name));
        // Placed beside the original rack, not on it.
        QVERIFY(document.positionOf("copy-1/rack0").x() > document.positionOf("rack0").x());
        // A single switch copies alone; paste again makes another copy.
        document.copy(document.findDevice("ib/spine0"));
        QVERIFY(document.canPaste());
        QVERIFY2(document.paste() >= 0, qPrintable(document.errorText()));
        QVERIFY2(document.paste() >= 0, qPrintable(document.errorText()));
        QCOMPARE(summarize(*document.topology()).count(NodeKind::IbSwitch), before.count(NodeKind::IbSwitch) + 2);
        document.undo();
        document.undo();
        document.undo();
        QCOMPARE(summarize(*document.topology()).count(NodeKind::Gpu), before.count(NodeKind::Gpu));
    }

    void severalItemsCopyTogetherWithTheCablesBetweenThem()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const TopologySummary before = summarize(*document.topology());
        // The rack (through one of its GPUs) and one leaf switch cabled to it, as one selection.
        const int leaf = document.findDevice("ib/leaf-su0-r0");
        QCOMPARE(
            document.movableNamesAt({ document.findDevice("node0/gpu0"), document.findDevice("node2/gpu3"), leaf }),
            (QStringList { "rack0", "ib/leaf-su0-r0" }));
        const int copy = document.duplicateNodes({ document.findDevice("node0/gpu0"), leaf });
        QVERIFY2(copy >= 0, qPrintable(document.errorText()));
        const TopologySummary after = summarize(*document.topology());
        QCOMPARE(after.count(NodeKind::Gpu), 2 * before.count(NodeKind::Gpu));
        QCOMPARE(after.count(NodeKind::IbSwitch), before.count(NodeKind::IbSwitch) + 1);
        // The leaf's cables to the rack's NICs came along (one per node on its rail); its
        // uplinks to the spine did not.
        QCOMPARE(after.count(LinkTier::InfiniBand), before.count(LinkTier::InfiniBand) + 4);
        QVERIFY(checkTopology(*document.topology()).empty());
        document.undo(); // one step
        QCOMPARE(summarize(*document.topology()).count(NodeKind::Gpu), before.count(NodeKind::Gpu));
        QVERIFY(!document.dirty());
    }

    void deviceListIsAWellBehavedModel()
    {
        DesignDocument document;
        DeviceListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDocument(&document);
        QVERIFY(document.load(kExample));
        QCOMPARE(model.rowCount(), static_cast<int>(document.topology()->nodes.size()));
        model.setFilter("nvswitch");
        QCOMPARE(model.rowCount(), 16);
        const QModelIndex first = model.index(0, 0);
        QCOMPARE(model.data(first, DeviceListModel::KindRole).toString(), QString("nvswitch"));
        const int node = model.data(first, DeviceListModel::NodeRole).toInt();
        QCOMPARE(model.nodeAt(0), node);
        QCOMPARE(model.nodeAt(-1), -1);
        QCOMPARE(model.data(first, DeviceListModel::NameRole).toString(),
            QString::fromStdString(document.topology()->nodes.at(node).name));
        model.setFilter("node2/nic");
        QCOMPARE(model.rowCount(), 8); // the node's compute NICs (its storage NICs are stor0, stor1)
        QVERIFY(model.data(model.index(0, 0), DeviceListModel::AddressRole).toString().startsWith("LID "));
        // Edits reach the list.
        model.setFilter("");
        QVERIFY(document.deleteDevice(node));
        QCOMPARE(model.rowCount(), static_cast<int>(document.topology()->nodes.size()));
    }

    void linkRatesAreEditedAndUndone()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        const int nic = document.findDevice("node0/nic0");
        QVERIFY(document.isRate("800G") && document.isRate("50GB/s") && !document.isRate("fast")
            && !document.isRate("-4G"));
        QVERIFY2(document.setLinkRate(nic, "infiniband", 1, "200G"), qPrintable(document.errorText()));
        const Topology& t = *document.topology();
        const auto link = std::find_if(t.links.begin(), t.links.end(), [&](const Link& l) {
            return l.tier == LinkTier::InfiniBand
                && (t.nodes[l.a].name == "node0/nic0" || t.nodes[l.b].name == "node0/nic0");
        });
        QVERIFY(link != t.links.end());
        QCOMPARE(link->bytesPerSecPerDirection, 25e9);
        QCOMPARE(t.links.size(), document.topology()->links.size());
        // Edited again: the hand-made link changes in place.
        QVERIFY(document.setLinkRate(nic, "infiniband", 1, "100G"));
        QCOMPARE(document.design().links.size(), std::size_t(1));
        QVERIFY(!document.setLinkRate(nic, "infiniband", 9, "100G")); // no such port
        QVERIFY(!document.setLinkRate(nic, "infiniband", 1, "fast"));
        document.undo();
        document.undo();
        QVERIFY(document.design().links.empty() && document.design().removedLinks.empty());
    }

    void clickingFindsTheDeviceUnderThePointer()
    {
        DesignDocument document;
        QVERIFY(document.load(kExample));
        TopologyCanvas canvas;
        canvas.setSize(QSizeF(1200, 800));
        canvas.setDocument(&document);
        canvas.fitToView();
        const int gpu = document.findDevice("node3/gpu7");
        const SceneRect r = document.scene()->devices.at(gpu);
        // Scene to item: the view's centre sits at the item's centre.
        const QPointF sceneCentre(document.scene()->bounds.centerX(), document.scene()->bounds.centerY());
        const QPointF item = QPointF(600, 400) + (QPointF(r.centerX(), r.centerY()) - sceneCentre) * canvas.zoom();
        QCOMPARE(canvas.deviceAt(item), gpu);
        QCOMPARE(canvas.deviceAt(QPointF(1, 1)), -1);
        QSignalSpy selected(&canvas, &TopologyCanvas::selectedNodeChanged);
        canvas.setSelectedNode(gpu);
        QCOMPARE(selected.count(), 1);
        canvas.centerOn(gpu);
        QCOMPARE(canvas.deviceAt(QPointF(600, 400)), gpu);
        QVERIFY(canvas.zoom() >= TopologyCanvas::kCenterOnZoom);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
