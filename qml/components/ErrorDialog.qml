import QtQuick
import QtQuick.Controls
import ScaleScope

// What went wrong, in full and selectable: every problem of a file on its own line.
Dialog {
    id: dialog
    property string text

    title: qsTr("The design could not be used")
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: parent
    width: Math.min(720, parent ? parent.width - 80 : 720)
    height: Math.min(420, parent ? parent.height - 80 : 420)

    ScrollView {
        anchors.fill: parent
        TextArea {
            text: dialog.text
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.Wrap
            font.family: "monospace"
            color: Theme.text
        }
    }
}
