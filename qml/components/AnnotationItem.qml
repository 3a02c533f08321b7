pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import ScaleScope

// One annotation over the canvas, drawn where its scene points are now (it follows pan and zoom) in
// its colour of the theme: an arrow (a line with its head at `to`), a text box (its top left corner
// at `from`) or a highlight frame (`from` and `to` opposite corners). Its lines and text keep their
// size on screen, `textScale` times the usual, however far the view zooms out. Pressing it selects
// it, dragging moves it (one move, made on release), a double-click asks for its text to be edited.
// Laid over the canvas at the same place, so that the canvas's item points are its own.
Item {
    id: note
    // As AnnotationLayer.items gives it: kind, from, to (scene points), text, colour (a name).
    required property var modelData
    required property int index
    required property TopologyCanvas canvas
    property real textScale: 1
    property bool selected: false
    // How far the pointer has dragged it, in item pixels: drawn there, moved on release.
    property point dragOffset: Qt.point(0, 0)
    signal pressed()
    signal moved(real dxScene, real dyScene)
    signal editRequested()

    readonly property string kind: modelData.kind
    readonly property string text: modelData.text
    readonly property color colour: Theme.annotationColour(modelData.colour)
    readonly property real lineWidth: 3 * textScale
    readonly property real fontPixels: (Theme.labelSize + 3) * textScale
    // A line is hard to hit: a press this far from it (on screen) still takes it.
    readonly property real grip: 8 * textScale
    // Where its points are on the canvas now, read again whenever the camera moves.
    readonly property point a: {
        note.canvas.visibleScene
        const p = note.canvas.itemAt(note.modelData.from)
        return Qt.point(p.x + note.dragOffset.x, p.y + note.dragOffset.y)
    }
    readonly property point b: {
        note.canvas.visibleScene
        const p = note.canvas.itemAt(note.modelData.to)
        return Qt.point(p.x + note.dragOffset.x, p.y + note.dragOffset.y)
    }
    // What it covers on screen, for the selection's outline.
    readonly property rect bounds: kind === "text" ? Qt.rect(box.x, box.y, box.width, box.height)
                                   : Qt.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y))

    // The pointer's part: each shape's grip calls these with its own event.
    property point pressPoint: Qt.point(0, 0)
    function grab(area, mouse) {
        note.pressPoint = area.mapToItem(note, mouse.x, mouse.y)
        note.pressed()
    }
    function drag(area, mouse) {
        const p = area.mapToItem(note, mouse.x, mouse.y)
        note.dragOffset = Qt.point(p.x - note.pressPoint.x, p.y - note.pressPoint.y)
    }
    function drop() {
        const offset = note.dragOffset
        note.dragOffset = Qt.point(0, 0)
        if (Math.abs(offset.x) >= 1 || Math.abs(offset.y) >= 1)
            note.moved(offset.x / note.canvas.zoom, offset.y / note.canvas.zoom)
    }

    // The selection: a thin outline a little outside what it covers.
    Rectangle {
        visible: note.selected
        x: note.bounds.x - note.grip
        y: note.bounds.y - note.grip
        width: note.bounds.width + 2 * note.grip
        height: note.bounds.height + 2 * note.grip
        color: "transparent"
        radius: Theme.radius
        border.color: Theme.text
        border.width: Math.max(1, note.textScale)
        opacity: 0.6
    }

    // The arrow: its shaft and the two strokes of its head, turned from `from` towards `to`.
    Item {
        id: arrow
        visible: note.kind === "arrow"
        readonly property real dx: note.b.x - note.a.x
        readonly property real dy: note.b.y - note.a.y
        readonly property real length: Math.sqrt(dx * dx + dy * dy)
        readonly property real head: Math.min(length * 0.5, 6 * note.lineWidth)
        x: note.a.x
        y: note.a.y
        rotation: Math.atan2(dy, dx) * 180 / Math.PI
        transformOrigin: Item.TopLeft
        Rectangle {
            x: 0
            y: -note.lineWidth / 2
            width: arrow.length
            height: note.lineWidth
            radius: note.lineWidth / 2
            color: note.colour
        }
        Repeater {
            model: [150, -150]
            Rectangle {
                required property int modelData
                x: arrow.length
                y: -note.lineWidth / 2
                width: arrow.head
                height: note.lineWidth
                radius: note.lineWidth / 2
                transformOrigin: Item.Left
                rotation: modelData
                color: note.colour
            }
        }
        MouseArea {
            enabled: arrow.visible
            x: -note.grip
            y: -note.grip
            width: arrow.length + 2 * note.grip
            height: 2 * note.grip
            preventStealing: true
            cursorShape: Qt.SizeAllCursor
            onPressed: (mouse) => note.grab(this, mouse)
            onPositionChanged: (mouse) => note.drag(this, mouse)
            onReleased: note.drop()
            onDoubleClicked: note.editRequested()
        }
    }

    // The text box: the theme's text on a light tint of its colour, outlined in it.
    Rectangle {
        id: box
        visible: note.kind === "text"
        readonly property real padding: 0.6 * note.fontPixels
        x: note.a.x
        y: note.a.y
        width: boxText.width + 2 * padding
        height: boxText.height + 2 * padding
        radius: Theme.radius * note.textScale
        color: Qt.tint(Theme.surface, Qt.rgba(note.colour.r, note.colour.g, note.colour.b, 0.18))
        border.color: note.colour
        border.width: 2 * note.textScale
        Label {
            id: boxText
            x: box.padding
            y: box.padding
            width: Math.min(implicitWidth, 28 * note.fontPixels)
            text: note.text.length > 0 ? note.text : " "
            wrapMode: Text.Wrap
            font.pixelSize: note.fontPixels
            color: Theme.text
        }
        MouseArea {
            enabled: box.visible
            anchors.fill: parent
            preventStealing: true
            cursorShape: Qt.SizeAllCursor
            onPressed: (mouse) => note.grab(this, mouse)
            onPositionChanged: (mouse) => note.drag(this, mouse)
            onReleased: note.drop()
            onDoubleClicked: note.editRequested()
        }
    }

    // The frame: a rounded outline; a press inside it, away from its edge, is the canvas's.
    Rectangle {
        id: frame
        visible: note.kind === "frame"
        x: note.bounds.x
        y: note.bounds.y
        width: note.bounds.width
        height: note.bounds.height
        color: "transparent"
        radius: 2 * Theme.radius * note.textScale
        border.color: note.colour
        border.width: note.lineWidth
        MouseArea {
            enabled: frame.visible
            anchors.fill: parent
            anchors.margins: -note.grip
            preventStealing: true
            cursorShape: Qt.SizeAllCursor
            onPressed: (mouse) => {
                const inside = mouse.x > 2 * note.grip && mouse.y > 2 * note.grip
                               && mouse.x < width - 2 * note.grip && mouse.y < height - 2 * note.grip
                if (inside)
                    mouse.accepted = false
                else
                    note.grab(this, mouse)
            }
            onPositionChanged: (mouse) => note.drag(this, mouse)
            onReleased: note.drop()
            onDoubleClicked: note.editRequested()
        }
    }

    // An arrow's or a frame's label: beside the arrow's tail, above the frame's corner, or over
    // the frame's top edge where the canvas has no room above it (a presentation's larger text).
    Rectangle {
        objectName: "annotationTag"
        visible: note.kind !== "text" && note.text.length > 0
        x: note.kind === "frame" ? note.bounds.x : note.a.x - width / 2
        y: note.kind === "frame" ? Math.max(0, note.bounds.y - height - note.lineWidth)
                                 : note.a.y + (note.b.y >= note.a.y ? -height - note.grip : note.grip)
        width: tag.implicitWidth + 0.8 * note.fontPixels
        height: tag.implicitHeight + 0.4 * note.fontPixels
        radius: Theme.radius * note.textScale
        color: Qt.tint(Theme.surface, Qt.rgba(note.colour.r, note.colour.g, note.colour.b, 0.18))
        border.color: note.colour
        border.width: note.textScale
        Label {
            id: tag
            anchors.centerIn: parent
            text: note.text
            font.pixelSize: note.fontPixels
            font.bold: true
            color: Theme.text
        }
    }
}
