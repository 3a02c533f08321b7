import QtQuick
import QtQuick.Controls
import ScaleScope

// The design drawn: wheel to zoom at the cursor, drag the background to pan, click a device
// to select it. The window's own
// colour is the canvas background (one full-size fill less per frame).
Item {
    id: view
    required property DesignDocument document
    property alias canvas: canvas

    TopologyCanvas {
        id: canvas
        objectName: "canvas"
        anchors.fill: parent
        clip: true
        document: view.document
        palette: Theme.canvasPalette
    }

    TapHandler {
        onTapped: (eventPoint) => canvas.selectedNode = canvas.deviceAt(eventPoint.position)
    }

    Shortcut {
        sequences: [StandardKey.ZoomIn] // qmllint disable unqualified
        onActivated: canvas.zoomAt(Qt.point(canvas.width / 2, canvas.height / 2), 1.25)
    }
    Shortcut {
        sequences: [StandardKey.ZoomOut] // qmllint disable unqualified
        onActivated: canvas.zoomAt(Qt.point(canvas.width / 2, canvas.height / 2), 0.8)
    }
    Shortcut {
        sequence: "Ctrl+0"
        onActivated: canvas.fitToView()
    }
    Shortcut {
        sequence: StandardKey.Cancel // qmllint disable unqualified
        onActivated: canvas.selectedNode = -1
    }

    WheelHandler {
        target: null
        onWheel: (event) => canvas.zoomAt(Qt.point(event.x, event.y), Math.pow(1.2, event.angleDelta.y / 120))
    }

    DragHandler {
        id: drag
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
}
