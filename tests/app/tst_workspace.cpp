// The workspace and its view state, without QML: the selection and collapsed racks survive
// edits by name, a design opened anew starts afresh; hidden tiers, theme, level of detail and
// the side panel's tab by name; the canvas paints what the workspace holds, registers as the
// main view and publishes its camera there; zoomed out, its blocks name themselves and open.
#include "gui/adapters/Workspace.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

int node(Workspace& workspace, const QString& name)
{
    return workspace.summary()->findDevice(name);
}

} // namespace

class TestWorkspace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_workspace");
        QSettings().clear();
    }

    void theSelectionSurvivesEditsWhereItsDevicesStillExist()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        DeviceSelection& selection = *workspace.view()->selection();
        selection.select(node(workspace, "node1/gpu0"));
        selection.toggle(node(workspace, "node2/gpu3"));
        QCOMPARE(selection.names(), (QStringList { "node1/gpu0", "node2/gpu3" }));
        // A third device goes, one listed before both: they move down the topology, and stay selected.
        const int before = node(workspace, "node2/gpu3");
        QSignalSpy changed(&selection, &DeviceSelection::changed);
        QVERIFY(workspace.editor()->deleteDevice(node(workspace, "node0/gpu5")));
        QCOMPARE(selection.names(), (QStringList { "node1/gpu0", "node2/gpu3" }));
        QCOMPARE(selection.nodes(), (QVariantList { node(workspace, "node1/gpu0"), node(workspace, "node2/gpu3") }));
        QVERIFY(node(workspace, "node2/gpu3") != before);
        QCOMPARE(selection.second(), node(workspace, "node2/gpu3"));
        QVERIFY(changed.count() >= 1);
        // One of them goes: it leaves the selection, the other is the primary now.
        QVERIFY(workspace.editor()->deleteDevice(node(workspace, "node1/gpu0")));
        QCOMPARE(selection.names(), QStringList { "node2/gpu3" });
        QCOMPARE(selection.current(), node(workspace, "node2/gpu3"));
        QCOMPARE(selection.second(), -1);
        // A move changes no device: the selection is as it was.
        workspace.moves()->commitMove("rack0", 0, 0, 100, 0);
        QCOMPARE(selection.names(), QStringList { "node2/gpu3" });
        // A design opened anew starts with nothing selected.
        QVERIFY(workspace.document()->load(kExample));
        QCOMPARE(selection.count(), 0);
    }

    void collapsedRacksSurviveAnEditByName()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->newFromPreset("gb300-nvl72", 2, "", 1.0, "", 0));
        ViewState& view = *workspace.view();
        const int gpu = node(workspace, "rack1/tray0/gpu0");
        QSignalSpy collapsed(&view, &ViewState::collapsedChanged);
        view.toggleCollapsed(gpu);
        QCOMPARE(collapsed.count(), 1);
        QVERIFY(view.isCollapsed(gpu));
        QVERIFY(!view.isCollapsed(node(workspace, "rack0/tray0/gpu0")));
        QCOMPARE(view.collapsedRacks(), QStringList { "rack1" });
        // rack0 loses a tray's GPU: rack1's devices are numbered anew, and it stays collapsed.
        QVERIFY(workspace.editor()->deleteDevice(node(workspace, "rack0/tray0/gpu1")));
        const int moved = node(workspace, "rack1/tray0/gpu0");
        QVERIFY(moved != gpu);
        QVERIFY(view.isCollapsed(moved));
        const Topology& topology = *workspace.document()->topology();
        const std::vector<bool> groups = view.collapsedGroups(topology);
        QCOMPARE(groups.size(), topology.groups.size());
        QVERIFY(groups[*topology.findGroup("rack1")]);
        QCOMPARE(std::count(groups.begin(), groups.end(), true), 1);
        // Collapsed devices are not drawn on their own: select all leaves them out.
        view.selectAll();
        QVERIFY(!view.selection()->contains(moved));
        QVERIFY(view.selection()->contains(node(workspace, "rack0/tray0/gpu0")));
        // Expanded again, and forgotten when another design opens.
        view.toggleCollapsed(moved);
        QVERIFY(!view.isCollapsed(moved));
        view.toggleCollapsed(moved);
        QVERIFY(workspace.document()->load(kExample));
        QVERIFY(view.collapsedRacks().isEmpty());
    }

    void hiddenTiersThemeAndDetailAreSharedState()
    {
        Workspace workspace;
        ViewState& view = *workspace.view();
        QSignalSpy tiers(&view, &ViewState::hiddenTiersChanged);
        view.setHiddenTiers({ "ethernet", "pcie" });
        view.setHiddenTiers({ "ethernet", "pcie" }); // the same: no change
        QCOMPARE(tiers.count(), 1);
        QCOMPARE(view.hiddenTiers(), (QStringList { "ethernet", "pcie" }));
        QVERIFY(!view.darkTheme());
        view.setTheme("dark");
        QVERIFY(view.darkTheme());
        view.setTheme("purple"); // anything else is light
        QCOMPARE(view.theme(), QString("light"));
        view.setDetail("blocks");
        view.setDetail("most"); // not a level of detail: ignored
        QCOMPARE(view.detail(), QString("blocks"));
    }

    void theSidePanelsTabIsChosenByName()
    {
        Workspace workspace;
        ViewState& view = *workspace.view();
        QCOMPARE(view.currentTab(), QString("summary"));
        QSignalSpy tab(&view, &ViewState::currentTabChanged);
        view.setCurrentTab("traffic");
        QCOMPARE(view.currentTab(), QString("traffic"));
        view.setCurrentTab("settings"); // no such tab
        QCOMPARE(view.currentTab(), QString("traffic"));
        QCOMPARE(tab.count(), 1);
        QCOMPARE(view.tabs(),
            (QStringList { "summary", "palette", "devices", "traffic", "training", "bom", "compare", "stories" }));
    }

    void requestsToTheMainViewAreSignals()
    {
        Workspace workspace;
        QSignalSpy centre(&workspace, &Workspace::centerOnRequested);
        QSignalSpy exportDialog(&workspace, &Workspace::exportDialogRequested);
        workspace.centerOn(7);
        workspace.requestExportDialog();
        QCOMPARE(centre.count(), 1);
        QCOMPARE(centre.front().front().toInt(), 7);
        QCOMPARE(exportDialog.count(), 1);
    }

    void theCanvasPaintsTheWorkspacesStateAndPublishesItsCamera()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        TopologyCanvas canvas;
        canvas.setSize(QSizeF(1200, 800));
        canvas.setMainView(true);
        canvas.setWorkspace(&workspace);
        QCOMPARE(workspace.mainCanvas(), &canvas);
        canvas.fitToView();
        const int gpu = node(workspace, "node3/gpu7");
        const SceneRect r = workspace.document()->scene()->devices.at(gpu);
        // Scene to item: the view's centre sits at the item's centre.
        const Scene& scene = *workspace.document()->scene();
        const QPointF sceneCentre(scene.bounds.centerX(), scene.bounds.centerY());
        const QPointF item = QPointF(600, 400) + (QPointF(r.centerX(), r.centerY()) - sceneCentre) * canvas.zoom();
        QCOMPARE(canvas.deviceAt(item), gpu);
        QCOMPARE(canvas.deviceAt(QPointF(1, 1)), -1);
        canvas.centerOn(gpu);
        QCOMPARE(canvas.deviceAt(QPointF(600, 400)), gpu);
        QVERIFY(canvas.zoom() >= TopologyCanvas::kCenterOnZoom);
        // Its camera, as the view state has it for the minimap and the exporter.
        const ViewState& view = *workspace.view();
        QCOMPARE(view.zoom(), canvas.zoom());
        QCOMPARE(view.visibleArea(), canvas.visibleScene());
        QCOMPARE(view.detailed(), canvas.detailed());
        // A rack collapsed in the view state is one block on the canvas: its devices answer
        // anywhere on it.
        workspace.view()->toggleCollapsed(gpu);
        const SceneRect rack = scene.groups[workspace.document()->topology()->rackOf(static_cast<NodeId>(gpu))];
        const int hit = canvas.deviceAt(canvas.itemAt(QPointF(rack.x + 2, rack.y + 2)));
        QVERIFY(hit >= 0);
        QVERIFY(workspace.view()->isCollapsed(hit));
        // The level of detail is the view state's unless the item has its own.
        workspace.view()->setDetail("blocks");
        QVERIFY(!canvas.detailed());
        QVERIFY(!view.detailed());
        canvas.setDetailMode("full");
        QVERIFY(canvas.detailed());
        // A rubber band selects through the view state: over the whole view, every device drawn.
        workspace.view()->toggleCollapsed(gpu);
        canvas.fitToView();
        canvas.selectInRect(QRectF(0, 0, 1200, 800));
        QCOMPARE(workspace.view()->selection()->count(), static_cast<int>(scene.devices.size()));
    }

    // Zoomed out on a large design the canvas draws its structure: a block under a point names
    // itself, and opening it shows it with its members drawn.
    void aBlockOfTheStructureNamesItselfAndOpens()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->newFromPreset("dgx-h100", 256, "", 1.0, "", 0));
        TopologyCanvas canvas;
        canvas.setSize(QSizeF(1200, 800));
        canvas.setWorkspace(&workspace);
        canvas.fitToView();
        QVERIFY(!canvas.detailed());
        const Scene& scene = *workspace.document()->scene();
        const NodeId gpu = static_cast<NodeId>(node(workspace, "node0/gpu0"));
        const std::uint32_t unit = scene.blockOfNode[gpu];
        const SceneRect& r = scene.blocks[unit];
        const QPointF middle = canvas.itemAt(QPointF(r.centerX(), r.centerY()));
        QCOMPARE(canvas.blockAt(middle), static_cast<int>(unit));
        QCOMPARE(canvas.blockName(canvas.blockAt(middle)), QString("SU 0: 32 nodes, rack0 - rack7"));
        QCOMPARE(canvas.deviceAt(middle), -1);
        canvas.openBlock(static_cast<int>(unit));
        QVERIFY(canvas.detailed());
        QCOMPARE(canvas.blockAt(QPointF(600, 400)), -1); // blocks are not drawn now
        QCOMPARE(canvas.visibleScene().center(), QPointF(r.centerX(), r.centerY()));
        QVERIFY(canvas.zoom() >= TopologyCanvas::kDetailZoom);
    }
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
