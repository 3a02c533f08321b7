import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// One property of a device that can be set by hand: checked as it is typed (what is wrong is
// said under it), set with Enter (undoable), put back with Escape.
ColumnLayout {
    id: field
    required property DesignEditing editor
    required property int node
    required property string key
    required property string value
    readonly property string problem: input.text === field.value ? ""
                                      : field.editor.devicePropertyProblem(field.node, field.key, input.text)

    Layout.fillWidth: true
    spacing: 0
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label {
            text: field.key
            color: Theme.mutedText
            Layout.preferredWidth: 70
        }
        TextField {
            id: input
            objectName: "property-" + field.key
            text: field.value
            color: field.problem === "" ? Theme.text : Theme.error
            font.family: "monospace"
            font.pixelSize: Theme.labelSize - 1
            selectByMouse: true
            Layout.fillWidth: true
            ToolTip.visible: activeFocus && field.problem === ""
            ToolTip.text: qsTr("Enter to set it, Escape to put it back")
            onAccepted: {
                if (field.problem === "" && text !== field.value)
                    field.editor.setDeviceProperty(field.node, field.key, text)
            }
            Keys.onEscapePressed: text = field.value
        }
    }
    Label {
        visible: field.problem !== ""
        text: field.problem
        color: Theme.error
        font.pixelSize: Theme.labelSize - 2
        wrapMode: Text.Wrap
        Layout.leftMargin: 70 + Theme.spacing
        Layout.fillWidth: true
    }
}
