import QtQuick
import QtQuick.Controls
import ScaleScope

// A check box whose box and mark read on both themes (the style's box vanishes on a dark surface).
CheckBox {
    id: box
    indicator: Rectangle {
        implicitWidth: 16
        implicitHeight: 16
        x: box.leftPadding
        y: box.topPadding + (box.availableHeight - height) / 2
        radius: 3
        color: Theme.surface
        border.width: box.visualFocus ? 2 : 1
        border.color: !box.enabled ? Theme.disabledText : box.visualFocus ? Theme.accent : Theme.controlBorder
        Text {
            anchors.centerIn: parent
            visible: box.checked
            text: "✓"
            font.pixelSize: 13
            font.bold: true
            color: box.enabled ? Theme.text : Theme.disabledText
        }
    }
}
