import QtQuick
import QtQuick.Controls
import ScaleScope

// Asked before unsaved changes would be lost.
Dialog {
    id: dialog
    signal saveChosen()
    signal discardChosen()

    title: qsTr("Save the design first?")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    onAccepted: dialog.saveChosen()
    onDiscarded: {
        dialog.close()
        dialog.discardChosen()
    }

    Label {
        text: qsTr("The design has changes that are not saved.")
        color: Theme.text
    }
}
