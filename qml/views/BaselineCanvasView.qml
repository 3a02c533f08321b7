import QtQuick
import QtQuick.Controls
import ScaleScope

// The comparison's baseline drawn beside the open design (side by side): the same scale as the
// open design's canvas, its own heatmap of the Traffic tab's job at the same simulated time.
// Wheel to zoom (both canvases follow), drag to pan, double-click a block to open it; nothing on
// it is selected or edited: it is the design as it was, or another file.
Item {
    id: view
    required property Workspace workspace
    readonly property BaselineView source: workspace.baseline
    // The open design's canvas, whose scale this one keeps (and it this one's).
    property TopologyCanvas partner: null
    property real textScale: 1
    property real lineScale: 1
    readonly property alias canvas: canvas
    readonly property alias headingHeight: heading.height

    CanvasHeading {
        id: heading
        objectName: "baselineHeading"
        anchors.left: parent.left
        anchors.right: parent.right
        height: implicitHeight
        textScale: view.textScale
        role: qsTr("Baseline")
        title: view.source.title
        failed: view.source.error !== ""
        figures: view.source.running ? qsTr("running the job…")
                 : view.source.error !== "" ? view.source.error
                 : view.source.runText !== "" ? view.source.runText : view.source.hint
    }
    TopologyCanvas {
        id: canvas
        objectName: "baselineCanvas"
        anchors.top: heading.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        workspace: view.workspace
        baselineSource: view.source
        sameScaleAs: view.partner
        showSelection: false
        palette: Theme.canvasPalette
        hoveredLink: hover.link
        textScale: view.textScale
        lineScale: view.lineScale

        HoverHandler {
            id: hover
            readonly property int link: hovered ? canvas.linkAt(point.position) : -1
        }
        WheelHandler {
            target: null
            onWheel: (event) => canvas.zoomAt(Qt.point(event.x, event.y), Math.pow(1.2, event.angleDelta.y / 120))
        }
        DragHandler {
            target: null
            property real lastX: 0
            property real lastY: 0
            onActiveChanged: {
                lastX = 0
                lastY = 0
            }
            onTranslationChanged: {
                canvas.panBy(translation.x - lastX, translation.y - lastY)
                lastX = translation.x
                lastY = translation.y
            }
        }
        TapHandler {
            onDoubleTapped: (eventPoint) => {
                if (!canvas.detailed)
                    canvas.openBlock(canvas.blockAt(eventPoint.position))
            }
        }
    }
}
