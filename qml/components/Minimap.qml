import QtQuick
import ScaleScope

// The whole design in small (racks as blocks), with the main view's part outlined; click or
// drag in it to move the view there.
Rectangle {
    id: minimap
    required property Workspace workspace
    // The part of the design the main view shows.
    readonly property rect shown: workspace.view.visibleArea

    implicitWidth: 240
    implicitHeight: 150
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    opacity: 0.92

    TopologyCanvas {
        id: overview
        anchors.fill: parent
        anchors.margins: 4
        clip: true
        workspace: minimap.workspace
        palette: Theme.canvasPalette
        detail: "blocks"
        showLinks: false
        showSelection: false
    }

    Rectangle {
        readonly property point topLeft: overview.itemAt(Qt.point(minimap.shown.x, minimap.shown.y))
        readonly property point bottomRight: overview.itemAt(Qt.point(minimap.shown.x + minimap.shown.width,
                                                                      minimap.shown.y + minimap.shown.height))
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
        onCentroidChanged: if (active) minimap.workspace.centerAt(overview.sceneAt(Qt.point(centroid.position.x - overview.x, centroid.position.y - overview.y)))
    }
    TapHandler {
        onTapped: (eventPoint) => minimap.workspace.centerAt(overview.sceneAt(Qt.point(eventPoint.position.x - overview.x,
                                                                                      eventPoint.position.y - overview.y)))
    }
}
