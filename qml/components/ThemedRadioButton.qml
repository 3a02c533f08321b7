import QtQuick
import QtQuick.Controls
import ScaleScope

// A radio button whose ring and dot read on both themes.
RadioButton {
    id: radio
    indicator: Rectangle {
        implicitWidth: 16
        implicitHeight: 16
        x: radio.leftPadding
        y: radio.topPadding + (radio.availableHeight - height) / 2
        radius: width / 2
        color: Theme.surface
        border.width: radio.visualFocus ? 2 : 1
        border.color: !radio.enabled ? Theme.disabledText : radio.visualFocus ? Theme.accent : Theme.controlBorder
        Rectangle {
            anchors.centerIn: parent
            visible: radio.checked
            width: 8
            height: 8
            radius: 4
            color: radio.enabled ? Theme.text : Theme.disabledText
        }
    }
}
