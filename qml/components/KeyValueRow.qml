import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A label and a value that can be selected and copied; a long value wraps between words.
RowLayout {
    id: row
    property string key
    property string value
    property string hint // said when the pointer rests on the key

    Layout.fillWidth: true
    spacing: Theme.spacing
    Label {
        text: row.key
        color: Theme.mutedText
        Layout.preferredWidth: 70
        HoverHandler {
            id: keyHover
        }
        ToolTip.visible: row.hint !== "" && keyHover.hovered
        ToolTip.text: row.hint
    }
    TextEdit {
        text: row.value
        readOnly: true
        selectByMouse: true
        color: Theme.text
        font.family: "monospace"
        wrapMode: TextEdit.Wrap
        Layout.fillWidth: true
    }
}
