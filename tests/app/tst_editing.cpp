// The edits the views make, each one undoable step: random edits undo to the original and
// redo to the end; drags preview without an edit and commit one snapped move; palette items,
// cables, copies and link rates; the device list follows the edits.
#include "gui/adapters/Workspace.h"
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

class TestEditing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_editing");
        QSettings().clear();
    }

    void randomEditsUndoToTheOriginalAndRedoToTheEnd()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const std::string original = formatDesign(document.design(), Catalog::builtIn());
        const std::size_t originalNodes = document.topology()->nodes.size();
        std::mt19937 random(20261129);
        for (int edit = 0; edit < 40; ++edit) {
            const int node = static_cast<int>(random() % document.topology()->nodes.size());
            const unsigned kind = random() % 4;
            if (kind == 1) {
                // An address set by hand, where the device has one (a taken value is refused).
                const QVariantMap addresses = workspace.summary()->deviceReport(node).value("addresses").toMap();
                const QString hex = QString::number(edit, 16);
                const std::pair<const char*, QString> values[] = { { "ip", QString("10.200.0.%1").arg(edit + 1) },
                    { "mac", "0c:42:a1:ff:00:" + hex.rightJustified(2, '0') }, { "lid", QString::number(40000 + edit) },
                    { "guid", "0x0c42a103ffff00" + hex.rightJustified(2, '0') },
                    { "pci", "0000:f" + QString::number(edit % 10) + ":00.0" } };
                for (const auto& [property, value] : values)
                    if (addresses.contains(property)) {
                        workspace.editor()->setDeviceProperty(node, property, value);
                        break;
                    }
            } else if (kind != 0) {
                const QString name = workspace.moves()->movableNameAt(node);
                const QPointF from = workspace.moves()->positionOf(name);
                const double dx = static_cast<double>(random() % 400) - 200,
                             dy = static_cast<double>(random() % 400) - 200;
                workspace.moves()->commitMove(name, from.x(), from.y(), from.x() + dx, from.y() + dy);
            } else {
                QVERIFY(workspace.editor()->deleteDevice(node));
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
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const QPointF from = workspace.moves()->positionOf("rack0");
        workspace.moves()->beginDrag({ "rack0" });
        workspace.moves()->previewDrag(100, 50); // a drag in progress: no edit yet
        QVERIFY(!document.canUndo());
        workspace.moves()->commitMove("rack0", from.x(), from.y(), from.x() + 123.4, from.y() + 56.7);
        QVERIFY(document.canUndo());
        const QPointF moved = workspace.moves()->positionOf("rack0");
        QCOMPARE(moved, QPointF(std::round((from.x() + 123.4) / 10) * 10, std::round((from.y() + 56.7) / 10) * 10));
        // The rack's devices moved with it.
        const SceneRect gpu = document.scene()->devices.at(workspace.summary()->findDevice("node0/gpu0"));
        QVERIFY(gpu.x >= moved.x() && gpu.y >= moved.y());
        QTemporaryDir dir;
        const QString path = dir.filePath("moved.scalescope.json");
        QVERIFY(document.saveAs(QUrl::fromLocalFile(path)));
        Workspace reopened;
        QVERIFY(reopened.document()->load(path));
        QCOMPARE(reopened.moves()->positionOf("rack0"), moved);
        QCOMPARE(reopened.document()->design().positions.size(), std::size_t(1));
    }

    void aDragsPreviewLaysNothingOutAndItsDropOnce()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        MoveEditing& moves = *workspace.moves();
        QVERIFY(document.load(kExample));
        const std::shared_ptr<const Scene> scene = document.scene();
        const QPointF from = moves.positionOf("rack0");
        QSignalSpy laidOut(&document, &DesignDocument::sceneChanged);
        QSignalSpy previewed(&moves, &MoveEditing::dragPreviewChanged);
        moves.beginDrag({ "rack0" });
        for (int step = 1; step <= 5; ++step)
            moves.previewDrag(23.0 * step, 7.0 * step);
        // Every preview says where the rack would land (snapped as the drop will be); the scene
        // stays as it was.
        QCOMPARE(previewed.count(), 5);
        QCOMPARE(moves.draggedNames(), QStringList { "rack0" });
        const QPointF landing(std::round((from.x() + 115) / 10) * 10, std::round((from.y() + 35) / 10) * 10);
        QCOMPARE(from + moves.dragOffset(), landing);
        QCOMPARE(document.scene(), scene);
        QCOMPARE(laidOut.count(), 0);
        QCOMPARE(moves.positionOf("rack0"), from);
        moves.commitDrag(115, 35);
        QCOMPARE(laidOut.count(), 1);
        QCOMPARE(previewed.count(), 6); // the preview ends
        QVERIFY(moves.draggedNames().isEmpty());
        QCOMPARE(moves.positionOf("rack0"), landing);
        // A drag that ends where it began lays nothing out.
        moves.beginDrag({ "rack0" });
        moves.previewDrag(2, 1);
        moves.commitDrag(2, 1);
        QCOMPARE(laidOut.count(), 1);
        QCOMPARE(moves.positionOf("rack0"), landing);
    }

    void addASpineCableItAndUndo()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const std::size_t nodes = document.topology()->nodes.size();
        const std::size_t links = document.topology()->links.size();
        const int spine = workspace.editor()->addItem("switch:QM9700:spine", 500, -300);
        QVERIFY2(spine >= 0, qPrintable(document.errorText()));
        const Topology* t = document.topology().get();
        QCOMPARE(t->nodes.size(), nodes + 1);
        QCOMPARE(t->nodes[spine].kind, NodeKind::IbSwitch);
        QCOMPARE(t->nodes[spine].role, SwitchRole::Spine);
        QCOMPARE(workspace.moves()->positionOf(QString::fromStdString(t->nodes[spine].name)), QPointF(500, -300));
        // Cable it to a leaf: InfiniBand at the ports' 400 Gb/s, on free ports.
        const int leaf = workspace.summary()->findDevice("ib/leaf-su0-r0");
        QVERIFY2(workspace.editor()->connectDevices(spine, leaf), qPrintable(document.errorText()));
        t = document.topology().get();
        QCOMPARE(t->links.size(), links + 1);
        const Link& cable = t->links.back();
        QCOMPARE(cable.tier, LinkTier::InfiniBand);
        QCOMPARE(cable.bytesPerSecPerDirection, 50e9);
        QVERIFY(checkTopology(*t).empty());
        // A GPU and a storage server cannot be cabled: said (for the canvas to show where the
        // cable was dropped, not as the design's error), and nothing changes.
        const int undoLevel = document.canUndo();
        QVERIFY(!workspace.editor()->connectDevices(
            workspace.summary()->findDevice("node0/gpu0"), workspace.summary()->findDevice("stor/server0")));
        QVERIFY(workspace.editor()->cableRefusal().contains("share no tier"));
        QVERIFY(document.errorText().isEmpty());
        QCOMPARE(static_cast<int>(document.canUndo()), undoLevel);
        QCOMPARE(document.topology()->links.size(), links + 1);
        document.undo();
        document.undo();
        QCOMPARE(document.topology()->nodes.size(), nodes);
        QCOMPARE(document.topology()->links.size(), links);
    }

    void addAWholeSystemWithItsWiring()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const std::size_t gpus = summarize(*document.topology()).count(NodeKind::Gpu);
        const int added = workspace.editor()->addItem("system:gb200-nvl72", 0, 4000);
        QVERIFY2(added >= 0, qPrintable(document.errorText()));
        const TopologySummary s = summarize(*document.topology());
        QCOMPARE(s.count(NodeKind::Gpu), gpus + 72);
        QVERIFY(checkTopology(*document.topology()).empty());
        // 1,296 more NVLinks: the rack's own wiring came with it.
        QCOMPARE(s.count(LinkTier::NvLink), std::size_t(4 * 32 + 1296));
        QVERIFY(workspace.editor()->addItem("system:no-such", 0, 0) < 0);
        QVERIFY(!document.errorText().isEmpty());
    }

    void duplicateKeepsTheLinksAmongTheCopies()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const TopologySummary before = summarize(*document.topology());
        // A GPU's movable unit is its rack: all four DGX nodes with their inner wiring.
        const int copy = workspace.clipboard()->duplicate(workspace.summary()->findDevice("node1/gpu1"));
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
        QVERIFY(workspace.moves()->positionOf("copy-1/rack0").x() > workspace.moves()->positionOf("rack0").x());
        // A single switch copies alone; paste again makes another copy.
        workspace.clipboard()->copy(workspace.summary()->findDevice("ib/spine0"));
        QVERIFY(workspace.clipboard()->canPaste());
        QVERIFY2(workspace.clipboard()->paste() >= 0, qPrintable(document.errorText()));
        QVERIFY2(workspace.clipboard()->paste() >= 0, qPrintable(document.errorText()));
        QCOMPARE(summarize(*document.topology()).count(NodeKind::IbSwitch), before.count(NodeKind::IbSwitch) + 2);
        document.undo();
        document.undo();
        document.undo();
        QCOMPARE(summarize(*document.topology()).count(NodeKind::Gpu), before.count(NodeKind::Gpu));
    }

    void severalItemsCopyTogetherWithTheCablesBetweenThem()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const TopologySummary before = summarize(*document.topology());
        // The rack (through one of its GPUs) and one leaf switch cabled to it, as one selection.
        const int leaf = workspace.summary()->findDevice("ib/leaf-su0-r0");
        QCOMPARE(workspace.moves()->movableNamesAt({ workspace.summary()->findDevice("node0/gpu0"),
                     workspace.summary()->findDevice("node2/gpu3"), leaf }),
            (QStringList { "rack0", "ib/leaf-su0-r0" }));
        const int copy = workspace.clipboard()->duplicateNodes({ workspace.summary()->findDevice("node0/gpu0"), leaf });
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
        DesignEditing editing(document);
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
        QVERIFY(editing.deleteDevice(node));
        QCOMPARE(model.rowCount(), static_cast<int>(document.topology()->nodes.size()));
    }

    void linkRatesAreEditedAndUndone()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        const int nic = workspace.summary()->findDevice("node0/nic0");
        QVERIFY(workspace.editor()->isRate("800G") && workspace.editor()->isRate("50GB/s")
            && !workspace.editor()->isRate("fast") && !workspace.editor()->isRate("-4G"));
        QVERIFY2(workspace.editor()->setLinkRate(nic, "infiniband", 1, "200G"), qPrintable(document.errorText()));
        const Topology& t = *document.topology();
        const auto link = std::find_if(t.links.begin(), t.links.end(), [&](const Link& l) {
            return l.tier == LinkTier::InfiniBand
                && (t.nodes[l.a].name == "node0/nic0" || t.nodes[l.b].name == "node0/nic0");
        });
        QVERIFY(link != t.links.end());
        QCOMPARE(link->bytesPerSecPerDirection, 25e9);
        QCOMPARE(t.links.size(), document.topology()->links.size());
        // Edited again: the hand-made link changes in place.
        QVERIFY(workspace.editor()->setLinkRate(nic, "infiniband", 1, "100G"));
        QCOMPARE(document.design().links.size(), std::size_t(1));
        QVERIFY(!workspace.editor()->setLinkRate(nic, "infiniband", 9, "100G")); // no such port
        QVERIFY(!workspace.editor()->setLinkRate(nic, "infiniband", 1, "fast"));
        document.undo();
        document.undo();
        QVERIFY(document.design().links.empty() && document.design().removedLinks.empty());
    }

    void aNicRateChangeSaysWhatItDidToTheFabric()
    {
        // The fabric generated again at another NIC rate is said, in the undo text and the
        // Summary (editor.fabricChange), until something else changes the design.
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        DesignEditing& editor = *workspace.editor();
        QVERIFY(editor.fabricChange().isEmpty());
        QVERIFY(editor.setComputeNicRate("200G"));
        const QString said = "Compute NICs at 200G: fabric regenerated, switches QM9700 -> QM8700";
        QCOMPARE(document.undoText(), said);
        QCOMPARE(editor.fabricChange(), said);
        document.undo();
        QVERIFY(editor.fabricChange().isEmpty());
    }

    void ratesTheFileCannotHoldAreRefusedAsTheFileRefusesThem()
    {
        // "1e308GB/s" was taken as an infinite rate and saved as "infGB/s", which no reader
        // opens again. The desktop refuses what the design file's reader refuses, in its words.
        const QString broken = QString(SCALESCOPE_TEST_DATA) + "/broken/generator-nic-absurd-rate.json";
        DesignDocument reader;
        QVERIFY(!reader.load(broken));
        const QString refused = "must be from 1 Mb/s to 1 PB/s, found \"1e308GB/s\"";
        QVERIFY2(reader.errorText().contains("/generator/nic: " + refused), qPrintable(reader.errorText()));

        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        DesignEditing& editor = *workspace.editor();
        for (const char* absurd : { "1e308GB/s", "1e300Gb/s", "0.5Mb/s", "2000TB/s" }) {
            QVERIFY2(!editor.isRate(absurd), absurd);
            QVERIFY2(editor.rateProblem(absurd).startsWith("must be from 1 Mb/s to 1 PB/s"), absurd);
        }
        QVERIFY(!editor.setComputeNicRate("1e308GB/s"));
        QVERIFY2(document.errorText().endsWith(refused), qPrintable(document.errorText()));
        QVERIFY(!editor.setComputeNicRate("0.5Mb/s"));
        const int nic = workspace.summary()->findDevice("node0/nic0");
        QVERIFY(!editor.setLinkRate(nic, "infiniband", 1, "1e300Gb/s"));
        QVERIFY2(document.errorText().endsWith("must be from 1 Mb/s to 1 PB/s, found \"1e300Gb/s\""),
            qPrintable(document.errorText()));
        QVERIFY(!document.canUndo() && !document.dirty()); // nothing changed
        // So what is saved opens again.
        QVERIFY(editor.setComputeNicRate("800G"));
        QTemporaryDir dir;
        QVERIFY(document.saveAs(QUrl::fromLocalFile(dir.filePath("nic.scalescope.json"))));
        QVERIFY2(reader.load(dir.filePath("nic.scalescope.json")), qPrintable(reader.errorText()));
    }
};

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
