import QtQuick
import QtQuick.Controls
import ScaleScope

// The design drawn: wheel to zoom at the cursor, drag the background to pan, click a device
// to select it, drag it to move its rack, shift-drag to another device to cable them, drop
// catalog items from the palette. The window's own
// colour is the canvas background (one full-size fill less per frame).
Item {
    id: view
    required property DesignDocument document
    property alias canvas: canvas
    property bool showMinimap: true
    // Space held: any drag pans, even one that starts on a device.
    property bool spaceHeld: false

    focus: true
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            view.spaceHeld = true
            event.accepted = true
        }
    }
    Keys.onReleased: (event) => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            view.spaceHeld = false
            event.accepted = true
        }
    }

    TopologyCanvas {
        id: canvas
        objectName: "canvas"
        anchors.fill: parent
        clip: true
        document: view.document
        palette: Theme.canvasPalette
    }

    TapHandler {
        acceptedModifiers: Qt.NoModifier
        onTapped: (eventPoint) => {
            view.forceActiveFocus()
            canvas.selectedNode = canvas.deviceAt(eventPoint.position)
        }
    }
    // Double-click a device to collapse its rack into one block, or a collapsed rack to open it.
    TapHandler {
        acceptedModifiers: Qt.NoModifier
        onDoubleTapped: (eventPoint) => canvas.toggleCollapsed(canvas.deviceAt(eventPoint.position))
    }
    // Ctrl+click picks a second device: the inspector shows the path between the two.
    TapHandler {
        acceptedModifiers: Qt.ControlModifier
        onTapped: (eventPoint) => canvas.secondNode = canvas.deviceAt(eventPoint.position)
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

    // Dragging a device moves what it belongs to (its rack, else its node, else itself) and
    // commits one undoable move on release; dragging the background pans.
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

    Minimap {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing
        document: view.document
        canvas: canvas
        visible: view.showMinimap
    }

    DropArea {
        anchors.fill: parent
        keys: ["application/x-scalescope-item"]
        onDropped: (drop) => {
            const corner = canvas.sceneAt(Qt.point(drop.x, drop.y))
            const added = view.document.addItem(drop.getDataAsString("application/x-scalescope-item"), corner.x, corner.y)
            if (added >= 0)
                canvas.selectedNode = added
            drop.accept(Qt.CopyAction)
        }
    }

    // Shift-drag from one device to another cables them.
    DragHandler {
        id: cable
        target: null
        acceptedModifiers: Qt.ShiftModifier
        property int from: -1
        property real lastX: 0
        property real lastY: 0
        onActiveChanged: {
            if (active) {
                from = canvas.deviceAt(centroid.pressPosition)
            } else if (from >= 0) {
                const to = canvas.deviceAt(Qt.point(lastX, lastY))
                if (to >= 0 && to !== from && view.document.connectDevices(from, to))
                    canvas.selectedNode = to
                from = -1
            }
        }
        onCentroidChanged: {
            lastX = centroid.position.x
            lastY = centroid.position.y
        }
    }

    DragHandler {
        id: drag
        target: null
        acceptedModifiers: Qt.NoModifier
        property real lastX: 0
        property real lastY: 0
        property string moving: ""
        property real startX: 0
        property real startY: 0
        onActiveChanged: {
            if (active) {
                const hit = view.spaceHeld ? -1 : canvas.deviceAt(centroid.pressPosition)
                moving = hit >= 0 ? view.document.movableNameAt(hit) : ""
                if (moving !== "") {
                    const corner = view.document.positionOf(moving)
                    startX = corner.x
                    startY = corner.y
                    canvas.selectedNode = hit
                }
            } else if (moving !== "") {
                view.document.commitMove(moving, startX, startY, startX + lastX / canvas.zoom, startY + lastY / canvas.zoom)
                moving = ""
            }
            lastX = 0
            lastY = 0
        }
        onTranslationChanged: {
            if (moving !== "") {
                view.document.previewMove(moving, startX + translation.x / canvas.zoom, startY + translation.y / canvas.zoom)
            } else {
                canvas.panBy(translation.x - lastX, translation.y - lastY)
            }
            lastX = translation.x
            lastY = translation.y
        }
    }
}
