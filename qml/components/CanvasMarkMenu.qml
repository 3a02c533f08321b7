import QtQuick
import QtQuick.Controls
import ScaleScope

// The canvas's right-click menu of failure marks: the device, its tray or rack, or the link
// failed, the link degraded (asked in a dialog), the mark cleared (each one undoable edit). Laid
// over the canvas, so that it opens where the canvas was clicked.
Item {
    id: marks
    required property FailureEditing failures

    // Opens at a point of the canvas for a device (or -1) or else a link.
    function openAt(device, link, point) {
        markMenu.device = device
        markMenu.link = link
        markMenu.popup(point.x, point.y)
    }

    Menu {
        id: markMenu
        objectName: "markMenu"
        property int device: -1
        property int link: -1
        readonly property FailureEditing failures: marks.failures
        readonly property string tray: device >= 0 ? failures.groupOf(device, "node") : ""
        readonly property string rack: device >= 0 ? failures.groupOf(device, "rack") : ""
        readonly property string markState: failures.revision < 0 ? ""
                                            : device >= 0 ? failures.deviceState(device)
                                            : link >= 0 ? failures.linkState(link) : ""
        MenuItem {
            objectName: "markDeviceFailed"
            visible: markMenu.device >= 0
            height: visible ? implicitHeight : 0
            text: qsTr("Mark failed")
            onTriggered: markMenu.failures.markDeviceFailed(markMenu.device)
        }
        MenuItem {
            visible: markMenu.tray.length > 0
            height: visible ? implicitHeight : 0
            text: qsTr("Mark %1 failed").arg(markMenu.tray)
            onTriggered: markMenu.failures.markGroupFailed(markMenu.device, "node")
        }
        MenuItem {
            visible: markMenu.rack.length > 0
            height: visible ? implicitHeight : 0
            text: qsTr("Mark rack %1 failed").arg(markMenu.rack)
            onTriggered: markMenu.failures.markGroupFailed(markMenu.device, "rack")
        }
        MenuItem {
            objectName: "markLinkFailed"
            visible: markMenu.link >= 0
            height: visible ? implicitHeight : 0
            text: qsTr("Mark link failed")
            onTriggered: markMenu.failures.markLinkFailed(markMenu.link)
        }
        MenuItem {
            objectName: "markLinkDegraded"
            visible: markMenu.link >= 0
            height: visible ? implicitHeight : 0
            text: qsTr("Mark link degraded…")
            onTriggered: degradeDialog.openFor(markMenu.link)
        }
        MenuItem {
            objectName: "clearMark"
            visible: markMenu.markState.length > 0
            height: visible ? implicitHeight : 0
            text: qsTr("Clear mark (%1)").arg(markMenu.markState)
            onTriggered: markMenu.device >= 0 ? markMenu.failures.clearDeviceMark(markMenu.device)
                                              : markMenu.failures.clearLinkMark(markMenu.link)
        }
    }
    DegradeDialog {
        id: degradeDialog
        objectName: "degradeDialog"
        failures: marks.failures
    }
}
