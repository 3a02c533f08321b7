import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// At start: the unsaved designs a program that did not end normally left, newest first, each
// to open (as an unsaved design titled after its original) or to discard. Closed without a
// choice, they are offered again next time.
Dialog {
    id: dialog
    required property DocumentRecovery recovery
    readonly property var offers: recovery.offers // a JavaScript array of the copies offered

    title: qsTr("Recover unsaved designs?")
    modal: true
    focus: true // the newest copy's Open button takes the keyboard
    standardButtons: Dialog.Close
    anchors.centerIn: parent
    width: Math.min(640, parent ? parent.width - 80 : 640)

    onAboutToShow: {
        if (dialog.recovery.offers.length === 0)
            dialog.close()
    }
    Connections {
        target: dialog.recovery
        function onOffersChanged() {
            if (dialog.recovery.offers.length === 0)
                dialog.close()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("ScaleScope ended without saving these designs.")
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            // Each row carries what its buttons need: the recovery the copy is offered by, the dialog.
            model: dialog.offers.map(offer => Object.assign({ recovery: dialog.recovery, dialog: dialog }, offer))
            RowLayout {
                id: row
                required property var modelData
                required property int index
                objectName: "recoveryOffer"
                Layout.fillWidth: true
                spacing: Theme.spacing
                ColumnLayout {
                    Layout.fillWidth: true
                    Label {
                        text: row.modelData.title
                        font.bold: true
                        color: Theme.text
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        text: (row.modelData.file.length > 0 ? row.modelData.file : qsTr("never saved")) + " · "
                              + qsTr("copy from %1").arg(row.modelData.savedAt)
                        color: Theme.mutedText
                        elide: Text.ElideMiddle
                        Layout.fillWidth: true
                    }
                }
                Button {
                    objectName: "openRecovered"
                    text: qsTr("Open")
                    focus: row.index === 0
                    onClicked: {
                        row.modelData.dialog.close()
                        row.modelData.recovery.openOffer(row.modelData.id)
                    }
                }
                Button {
                    objectName: "discardRecovered"
                    text: qsTr("Discard")
                    onClicked: row.modelData.recovery.discardOffer(row.modelData.id)
                }
            }
        }
    }
}
