import QtQuick
import QtQuick.Controls
import ScaleScope

// A short message said where something happened on the canvas (a cable that could not be
// made, at the point it was dropped): it stays a few seconds, or until clicked, and blocks
// nothing.
Rectangle {
    id: note
    property alias text: label.text

    // Shows `message` just above (x, y), where the pointer's own tooltip does not cover it, kept
    // inside the parent.
    function show(message: string, atX: real, atY: real) {
        label.text = message
        x = Math.max(Theme.spacing, Math.min(atX - width / 2, parent.width - width - Theme.spacing))
        y = Math.max(Theme.spacing, Math.min(atY - height - 2 * Theme.spacing, parent.height - height - Theme.spacing))
        visible = true
        hideTimer.restart()
    }

    visible: false
    width: Math.min(label.implicitWidth, 360) + 2 * Theme.spacing
    height: label.implicitHeight + Theme.spacing
    radius: 4
    color: Theme.surface
    border.color: Theme.error

    Label {
        id: label
        x: Theme.spacing
        y: Theme.spacing / 2
        width: note.width - 2 * Theme.spacing
        color: Theme.text
        wrapMode: Text.Wrap
    }
    TapHandler {
        onTapped: note.visible = false
    }
    Timer {
        id: hideTimer
        interval: 6000
        onTriggered: note.visible = false
    }
}
