import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A link marked degraded: the rate it runs at ("200G") or the lanes it keeps ("2 lanes"),
// checked as typed by the rules of every rate field; OK marks it (one undoable edit).
Dialog {
    id: dialog
    required property FailureEditing failures
    property int link: -1
    readonly property string problem: failures.degradeProblem(link, field.text)

    function openFor(link) {
        dialog.link = link
        field.text = ""
        open()
        field.forceActiveFocus()
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    title: qsTr("Mark link degraded")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAccepted: failures.markLinkDegraded(link, field.text)
    Component.onCompleted: standardButton(Dialog.Ok).enabled = Qt.binding(() => dialog.problem.length === 0)

    ColumnLayout {
        spacing: Theme.spacing / 2
        Label {
            text: qsTr("The rate it runs at each way (such as 200G), or the lanes it keeps (such as 2 lanes)")
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.preferredWidth: 360
        }
        TextField {
            id: field
            objectName: "degradeField"
            selectByMouse: true
            placeholderText: qsTr("200G or 2 lanes")
            color: dialog.problem.length === 0 ? Theme.text : Theme.error
            Layout.fillWidth: true
            onAccepted: if (dialog.problem.length === 0) dialog.accept()
        }
        Label {
            objectName: "degradeProblem"
            text: field.text.length > 0 ? dialog.problem : ""
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.preferredWidth: 360
        }
    }
}
