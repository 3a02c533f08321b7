import QtQuick
import QtQuick.Controls
import ScaleScope

// Asked before unsaved changes would be lost: by File > New, Open, Open recent, Import, a
// recovered copy and closing the window alike (the workspace's files decide what follows).
Dialog {
    id: dialog
    // What waits for the answer ("open rack.scalescope.json").
    property string action
    signal saveChosen()
    signal discardChosen()
    signal cancelChosen()

    title: qsTr("Save the design first?")
    modal: true
    // A width of its own: sized by its content, its buttons' row and its width went round in a
    // binding loop whenever the buttons' texts changed (a change of language).
    width: Math.min(560, parent ? parent.width - 80 : 560)
    anchors.centerIn: parent
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    onAccepted: dialog.saveChosen()
    onRejected: dialog.cancelChosen()
    onDiscarded: {
        dialog.close()
        dialog.discardChosen()
    }

    Label {
        text: dialog.action.length > 0
              ? qsTr("The design has changes that are not saved. Save them before you %1?").arg(dialog.action)
              : qsTr("The design has changes that are not saved.")
        color: Theme.text
        width: dialog.availableWidth
        wrapMode: Text.Wrap
    }
}
