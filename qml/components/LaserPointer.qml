pragma ComponentBehavior: Bound
import QtQuick

// The laser pointer (View > Laser Pointer, L): a bright red dot with a soft halo where the pointer
// is over the canvas, in place of the cursor, `textScale` times its usual size so that a room sees
// it. It only shows where the pointer is: presses go through to the canvas.
Item {
    id: laser
    property bool on: false
    property real textScale: 1
    // The dot's diameter on screen at the usual size; the halo is three rings around it.
    readonly property real dot: 10 * textScale

    HoverHandler {
        id: hover
        enabled: laser.on
        cursorShape: Qt.BlankCursor
    }
    Item {
        objectName: "laserDot"
        visible: laser.on && hover.hovered
        x: hover.point.position.x
        y: hover.point.position.y
        Repeater {
            // From the outermost ring in: wider and fainter outside, the dot itself opaque.
            model: [{ size: 4.0, alpha: 0.12 }, { size: 2.8, alpha: 0.22 }, { size: 1.8, alpha: 0.45 }, { size: 1.0, alpha: 1.0 }]
            Rectangle {
                required property var modelData
                width: laser.dot * modelData.size
                height: width
                x: -width / 2
                y: -height / 2
                radius: width / 2
                // A laser's red, brighter than the theme's red so that it reads as a light.
                color: Qt.rgba(1.0, 0.08, 0.08, modelData.alpha)
            }
        }
    }
}
