import QtQuick
import ScaleScope

// The whole design in small (racks as blocks), with the main view's part outlined; click or
// drag in it to move the view there.
Rectangle {
    id: minimap
    required property DesignDocument document
    required property TopologyCanvas canvas

    width: 240
    height: 150
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    opacity: 0.92

    TopologyCanvas {
        id: overview
        anchors.fill: parent
        anchors.margins: 4
        clip: true
        document: minimap.document
        palette: Theme.canvasPalette
        detail: "blocks"
        showLinks: false
    }

    Rectangle {
        readonly property point topLeft: overview.itemAt(Qt.point(minimap.canvas.visibleScene.x, minimap.canvas.visibleScene.y))
        readonly property point bottomRight: overview.itemAt(Qt.point(minimap.canvas.visibleScene.x + minimap.canvas.visibleScene.width,
                                                                      minimap.canvas.visibleScene.y + minimap.canvas.visibleScene.height))
        x: overview.x + Math.max(0, topLeft.x)
        y: overview.y + Math.max(0, topLeft.y)
        width: Math.min(overview.width, bottomRight.x) - Math.max(0, topLeft.x)
        height: Math.min(overview.height, bottomRight.y) - Math.max(0, topLeft.y)
        visible: width > 0 && height > 0
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }

    DragHandler {
        target: null
        onCentroidChanged: if (active) minimap.canvas.centerAt(overview.sceneAt(Qt.point(centroid.position.x - overview.x, centroid.position.y - overview.y)))
    }
    TapHandler {
        onTapped: (eventPoint) => minimap.canvas.centerAt(overview.sceneAt(Qt.point(eventPoint.position.x - overview.x,
                                                                                   eventPoint.position.y - overview.y)))
    }
}
