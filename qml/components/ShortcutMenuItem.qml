import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A menu entry that shows its action's shortcut at the right, and reads as disabled when it is.
MenuItem {
    id: item
    readonly property string keys: item.action ? ShortcutText.of(item.action.shortcut) : ""
    readonly property color textColour: !item.enabled ? Theme.disabledText
                                        : item.highlighted ? Theme.highlightedText : Theme.text

    contentItem: RowLayout {
        spacing: 2 * Theme.spacing
        Label {
            leftPadding: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0
            text: item.text.replace(/&(.)/, "$1")
            color: item.textColour
            Layout.fillWidth: true
        }
        Label {
            objectName: "shortcut"
            visible: item.keys.length > 0
            text: item.keys
            color: item.textColour
        }
    }
}
