import QtQuick
import QtQuick.Controls
import ScaleScope

// The design drawn: wheel to zoom at the cursor, drag the background to pan, click a device
// to select it, drag it to move its rack, shift-drag to another device to cable them, drop
// catalog items from the palette; the traffic watched shows here (legend, timeline, link
// figures). It is the main view: it moves its camera when the workspace asks (centre, fit,
// zoom). The window's own colour is the canvas background (one full-size fill less per frame).
Item {
    id: view
    required property Workspace workspace
    readonly property ViewState viewState: workspace.view
    readonly property DeviceSelection selection: workspace.view.selection
    readonly property TrafficSession traffic: workspace.traffic
    property alias canvas: canvas
    // Side by side: the baseline's canvas, whose scale this one keeps.
    property TopologyCanvas sameScaleAs: null
    // Side by side: the width at the left taken by the baseline's canvas, which the timeline spans
    // too (one simulated time for both designs).
    property real sharedLeft: 0
    // Space held: any drag pans, even one that starts on a device.
    property bool spaceHeld: false
    // The laser pointer, the spotlight, the Annotate tool: the window's (the workspace's).
    readonly property PresenterTools tools: workspace.presenterTools
    // Presenting, the canvas's text (names, legends, timeline, annotations) is this much larger.
    readonly property real textScale: viewState.presenting ? Theme.presentationScale(Screen.height) : 1
    readonly property real lineScale: viewState.presenting ? Theme.presentationLineScale(Screen.height) : 1

    focus: true
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            view.spaceHeld = true
            event.accepted = true
        }
        // The arrow keys move the selection a grid step, ten with Shift.
        const steps = (event.modifiers & Qt.ShiftModifier) ? 10 : 1
        const arrows = { [Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, -1], [Qt.Key_Down]: [0, 1] }
        const arrow = arrows[event.key]
        if (arrow && view.selection.count > 0) {
            view.workspace.moves.nudge(view.selection.nodes, arrow[0] * steps, arrow[1] * steps)
            event.accepted = true
        }
    }
    Keys.onReleased: (event) => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            view.spaceHeld = false
            event.accepted = true
        }
    }

    // The canvas's rectangle under an overlay, followed as it moves, resizes, scales or hides
    // (empty while hidden).
    function areaUnder(overlay) {
        if (!overlay.visible || overlay.width * overlay.height * overlay.scale <= 0 || isNaN(overlay.x + overlay.y))
            return Qt.rect(0, 0, 0, 0)
        return overlay.mapToItem(canvas, 0, 0, overlay.width, overlay.height)
    }

    TopologyCanvas {
        id: canvas
        anchors.fill: parent
        clip: true
        workspace: view.workspace
        mainView: true
        palette: Theme.canvasPalette
        hoveredLink: hover.link
        textScale: view.textScale
        lineScale: view.lineScale
        spotlight: view.tools.spotlight
        sameScaleAs: view.sameScaleAs
        // A story's scene is shown above its caption panel (and the timeline under it).
        coveredBottom: storyPlayer.visible ? view.height - storyPlayer.y + Theme.spacing : 0
        // Fit lays the design beside or below the legends and the minimap, not under them.
        coveredCorners: [view.areaUnder(canvasLegend), view.areaUnder(heatmapLegend), view.areaUnder(minimap)]
    }
    AnnotationLayerView {
        id: annotationView
        objectName: "annotationView"
        anchors.fill: parent
        workspace: view.workspace
        canvas: canvas
        tools: view.tools
        textScale: view.textScale
        focusTarget: view
    }

    // What the workspace asks of the main view's camera.
    Connections {
        target: view.workspace
        function onCenterOnRequested(node) { canvas.centerOn(node) }
        function onCenterAtRequested(scenePoint) { canvas.centerAt(scenePoint) }
        function onFitRequested() { canvas.fitToView() }
        function onShowAreaRequested(sceneArea) { canvas.showArea(sceneArea) }
        function onZoomToSelectionRequested() { canvas.zoomToSelection() }
        function onZoomRequested(factor) { canvas.zoomAt(Qt.point(canvas.width / 2, canvas.height / 2), factor) }
    }

    TapHandler {
        acceptedModifiers: Qt.NoModifier
        onTapped: (eventPoint) => {
            view.forceActiveFocus()
            // The second tap of a double-click opens a block or collapses a rack: it selects
            // nothing the first did not.
            if (tapCount > 1)
                return
            view.tools.selected = -1
            view.selection.current = canvas.deviceAt(eventPoint.position)
            // In a heatmap, a click on a link charts its load.
            if (view.selection.current < 0 && view.viewState.heatmap)
                view.traffic.chartLink = canvas.linkAt(eventPoint.position)
        }
    }
    // Right-click a device or a link for its failure marks: the device, its tray or rack, or the
    // link failed, the link degraded, the mark cleared (each one undoable edit).
    TapHandler {
        objectName: "contextTap"
        acceptedButtons: Qt.RightButton
        onTapped: (eventPoint) => view.openMarkMenu(eventPoint.position)
    }
    function openMarkMenu(point) {
        const device = canvas.deviceAt(point)
        const link = device < 0 ? canvas.linkAt(point) : -1
        if (device < 0 && link < 0)
            return
        if (device >= 0 && !view.selection.contains(device))
            view.selection.current = device
        markMenu.openAt(device, link, point)
    }
    CanvasMarkMenu {
        id: markMenu
        anchors.fill: parent
        failures: view.workspace.failures
    }

    // Double-click a device to collapse its rack into one block, or a collapsed rack to open it;
    // zoomed out, a block (a unit, a tier) to zoom into it and see its members.
    TapHandler {
        acceptedModifiers: Qt.NoModifier
        onDoubleTapped: (eventPoint) => {
            if (canvas.detailed)
                view.viewState.toggleCollapsed(canvas.deviceAt(eventPoint.position))
            else
                canvas.openBlock(canvas.blockAt(eventPoint.position))
        }
    }
    // Ctrl+click or Shift+click adds a device to the selection or takes it out; with two
    // selected the inspector shows the path between them.
    TapHandler {
        acceptedModifiers: Qt.ControlModifier
        onTapped: (eventPoint) => view.selection.toggle(canvas.deviceAt(eventPoint.position))
    }
    TapHandler {
        acceptedModifiers: Qt.ShiftModifier
        onTapped: (eventPoint) => view.selection.toggle(canvas.deviceAt(eventPoint.position))
    }

    // Resting the pointer on a device names it; on a link, labels it with its rate and ports
    // (and in a heatmap gives its load).
    HoverHandler {
        id: hover
        readonly property int device: hovered ? canvas.deviceAt(point.position) : -1
        readonly property int link: hovered && device < 0 ? canvas.linkAt(point.position) : -1
        readonly property int block: hovered && !canvas.detailed ? canvas.blockAt(point.position) : -1
    }
    ToolTip {
        id: deviceTip
        objectName: "deviceTip"
        readonly property var report: hover.device >= 0 ? view.workspace.summary.deviceReport(hover.device) : ({})
        x: hover.point.position.x + 16
        y: hover.point.position.y + 16
        delay: 600
        visible: report.name !== undefined && !drag.active && !cable.active
        text: report.name !== undefined ? report.name + "\n" + report.kind + " · " + report.model : ""
    }
    ToolTip {
        id: blockTip
        objectName: "blockTip"
        x: hover.point.position.x + 16
        y: hover.point.position.y + 16
        delay: 600
        visible: hover.block >= 0 && hover.link < 0 && !drag.active && !cable.active
        text: hover.block >= 0 ? canvas.blockName(hover.block) + "\n" + qsTr("double-click to open") : ""
    }
    ToolTip {
        id: linkTip
        objectName: "linkTip"
        // Read again as the timeline moves.
        readonly property var info: hover.link >= 0 && view.viewState.heatmap && view.traffic.timeUs >= 0
                                    ? view.traffic.linkInfo(hover.link) : ({})
        x: hover.point.position.x + 16
        y: hover.point.position.y + 16
        delay: 300
        visible: info.a !== undefined && !drag.active && !cable.active
        // On the Training tab the loads are the iteration's, by kind of communication.
        readonly property string trainingLoads: view.viewState.currentTab === "training" && hover.link >= 0
                                                ? view.workspace.training.linkLoadText(hover.link) : ""
        text: info.a === undefined ? ""
              : info.a + " ⇄ " + info.b + "\n" + info.tier + ", " + info.capacity + qsTr(" each way")
                + (view.viewState.currentTab === "training" ? (trainingLoads !== "" ? "\n" + trainingLoads : "")
                   : info.load_ab !== undefined
                   ? "\n" + qsTr("now %1% → and %2% ←").arg((info.load_ab * 100).toLocaleString(Qt.locale(), "f", 0)).arg((info.load_ba * 100).toLocaleString(Qt.locale(), "f", 0))
                     + "\n" + qsTr("%1 carried in the run").arg(info.bytes)
                   : "")
    }

    // Fit and zoom are the View menu's actions (each key bound once, or it does nothing). Esc closes
    // an annotation's editor or puts the Annotate tool down, else leaves presenting, else clears the
    // selection.
    Shortcut {
        sequence: StandardKey.Cancel // qmllint disable unqualified
        onActivated: {
            if (annotationView.cancel())
                return
            if (view.viewState.presenting)
                view.viewState.presenting = false
            else
                view.selection.clear()
        }
    }

    WheelHandler {
        target: null
        onWheel: (event) => canvas.zoomAt(Qt.point(event.x, event.y), Math.pow(1.2, event.angleDelta.y / 120))
    }

    // The cable being drawn (shift-drag): from the device to the pointer.
    Rectangle {
        readonly property point start: cable.from >= 0 ? canvas.deviceCenter(cable.from) : Qt.point(0, 0)
        readonly property real dx: cable.lastX - start.x
        readonly property real dy: cable.lastY - start.y
        visible: cable.active && cable.from >= 0
        x: start.x
        y: start.y - 1
        width: Math.sqrt(dx * dx + dy * dy)
        height: 2
        color: Theme.accent
        transformOrigin: Item.Left
        rotation: Math.atan2(dy, dx) * 180 / Math.PI
    }

    HeatmapLegend {
        id: heatmapLegend
        objectName: "heatmapLegend"
        anchors.right: parent.right
        // Under the legend of kinds when the two do not fit side by side (a narrow canvas).
        anchors.top: canvasLegend.visible
                     && (canvasLegend.width + width) * view.textScale + 3 * Theme.spacing > view.width
                     ? canvasLegend.bottom : parent.top
        anchors.margins: Theme.spacing
        scale: view.textScale
        transformOrigin: Item.TopRight
        visible: view.viewState.heatmap
        session: view.traffic
        viewState: view.viewState
        note: view.viewState.currentTab === "training" ? view.workspace.training.heatmapNote : ""
    }
    TimelineBar {
        id: timeline
        objectName: "timeline"
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing
        anchors.leftMargin: Theme.spacing - view.sharedLeft
        // As wide as the canvas (and the baseline's beside it) once enlarged.
        width: (parent.width + view.sharedLeft - 2 * Theme.spacing) / view.textScale
        scale: view.textScale
        transformOrigin: Item.BottomLeft
        // The Training tab's moments are chosen on its Gantt chart instead.
        visible: view.traffic.hasTimeline && view.viewState.currentTab !== "training"
        session: view.traffic
    }

    // At most a fifth of the canvas's width and a quarter of its height, and none on a canvas
    // too small to spare it, so that the design stays in sight; View > Minimap hides it.
    Minimap {
        id: minimap
        objectName: "minimap"
        anchors.right: parent.right
        anchors.bottom: timeline.visible ? timeline.top : parent.bottom
        anchors.margins: Theme.spacing
        width: Math.min(240, view.width / 5)
        height: Math.min(150, width * 0.625, view.height / 4)
        workspace: view.workspace
        visible: view.viewState.showMinimap && !view.viewState.presenting && width >= 80 && view.height >= 360
    }
    StoryPlayer {
        id: storyPlayer
        objectName: "storyPlayer"
        anchors.left: parent.left
        anchors.right: minimap.visible ? minimap.left : parent.right
        anchors.bottom: timeline.visible ? timeline.top : parent.bottom
        anchors.margins: Theme.spacing
        stories: view.workspace.stories
        viewState: view.viewState
    }
    CanvasLegend {
        id: canvasLegend
        objectName: "canvasLegend"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: Theme.spacing
        scale: view.textScale
        transformOrigin: Item.TopLeft
        // Presenting, the legend stays pinned.
        visible: view.viewState.showLegend || view.viewState.presenting
        heatmap: view.viewState.heatmap
        anyFailed: view.workspace.failures.drawsFailed
        anyDegraded: view.workspace.failures.drawsDegraded
        // Open at start where the legend (about 170 px wide) leaves most of the canvas free.
        roomy: view.width >= 480 && view.height >= 480
    }

    DropArea {
        anchors.fill: parent
        keys: ["application/x-scalescope-item"]
        onDropped: (drop) => {
            const corner = canvas.sceneAt(Qt.point(drop.x, drop.y))
            const added = view.workspace.editor.addItem(drop.getDataAsString("application/x-scalescope-item"), corner.x, corner.y)
            if (added >= 0)
                view.selection.current = added
            drop.accept(Qt.CopyAction)
        }
    }

    // Why a cable could not be made, where it was dropped.
    CanvasNote {
        id: cableNote
        objectName: "cableNote"
        z: 100 // over the minimap and the legends pinned on the canvas
    }

    // The rubber band being drawn (shift-drag on the background).
    Rectangle {
        visible: cable.active && cable.from < 0
        x: Math.min(cable.pressX, cable.lastX)
        y: Math.min(cable.pressY, cable.lastY)
        width: Math.abs(cable.lastX - cable.pressX)
        height: Math.abs(cable.lastY - cable.pressY)
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
        border.color: Theme.accent
    }

    // Shift-drag from one device to another cables them; from the background it selects
    // every device inside the band.
    DragHandler {
        id: cable
        target: null
        acceptedModifiers: Qt.ShiftModifier
        property int from: -1
        property real pressX: 0
        property real pressY: 0
        property real lastX: 0
        property real lastY: 0
        onActiveChanged: {
            if (active) {
                from = canvas.deviceAt(centroid.pressPosition)
                pressX = lastX = centroid.pressPosition.x
                pressY = lastY = centroid.pressPosition.y
            } else if (from >= 0) {
                const to = canvas.deviceAt(Qt.point(lastX, lastY))
                if (to >= 0 && to !== from) {
                    if (view.workspace.editor.connectDevices(from, to))
                        view.selection.current = to
                    else
                        cableNote.show(view.workspace.editor.cableRefusal, lastX, lastY)
                }
                from = -1
            } else {
                canvas.selectInRect(Qt.rect(Math.min(pressX, lastX), Math.min(pressY, lastY),
                                            Math.abs(lastX - pressX), Math.abs(lastY - pressY)))
            }
        }
        onCentroidChanged: {
            lastX = centroid.position.x
            lastY = centroid.position.y
        }
    }

    // Dragging a device moves what it belongs to (its rack, else its node, else itself), along
    // with everything else selected, as one undoable move on release; the background pans.
    DragHandler {
        id: drag
        target: null
        acceptedModifiers: Qt.NoModifier
        property real lastX: 0
        property real lastY: 0
        property bool moving: false
        onActiveChanged: {
            if (active) {
                const hit = view.spaceHeld ? -1 : canvas.deviceAt(centroid.pressPosition)
                if (hit >= 0) {
                    // Dragging one of several selected devices moves them all.
                    if (!view.selection.contains(hit))
                        view.selection.current = hit
                    const names = view.workspace.moves.movableNamesAt(view.selection.nodes)
                    view.workspace.moves.beginDrag(names)
                    moving = names.length > 0
                }
            } else if (moving) {
                view.workspace.moves.commitDrag(lastX / canvas.zoom, lastY / canvas.zoom)
                moving = false
            }
            lastX = 0
            lastY = 0
        }
        onTranslationChanged: {
            if (moving) {
                view.workspace.moves.previewDrag(translation.x / canvas.zoom, translation.y / canvas.zoom)
            } else {
                canvas.panBy(translation.x - lastX, translation.y - lastY)
            }
            lastX = translation.x
            lastY = translation.y
        }
    }

    // Presenting, the Annotate tool's buttons float at the top while a tool is armed or an annotation
    // selected (the tool bar is hidden); and the laser pointer over everything.
    AnnotationTools {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.spacing
        visible: view.viewState.presenting
                 && (view.tools.tool !== "" || view.tools.selected >= 0)
        annotations: view.workspace.annotations
        tools: view.tools
        textScale: view.textScale
        z: 100
    }
    LaserPointer {
        anchors.fill: parent
        on: view.tools.laserPointer
        textScale: view.textScale
        z: 101
    }
}
