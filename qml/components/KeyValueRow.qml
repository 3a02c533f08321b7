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
        // Wrapped, as the sources' tooltips are: a hint can be a sentence or two.
        ToolTip {
            objectName: "hintTip"
            visible: row.hint !== "" && keyHover.hovered
            text: row.hint
            x: 0
            y: parent.height
            width: Math.min(implicitWidth, 520)
        }
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
