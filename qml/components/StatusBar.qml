import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Counts of the design and the state of the view.
ToolBar {
    id: status
    required property DesignDocument document
    required property TopologyCanvas canvas

    contentHeight: 26
    background: Rectangle { color: Theme.surface; border.color: Theme.border }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        Label {
            text: status.document.countsText
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
        }
        Label {
            readonly property var selected: status.canvas.selectedNode >= 0 ? status.document.deviceReport(status.canvas.selectedNode) : ({})
            visible: selected.name !== undefined
            text: qsTr("selected: %1").arg(selected.name) + (status.canvas.selectedNodes.length > 1 ? qsTr(" and %n more", "", status.canvas.selectedNodes.length - 1) : "")
            color: Theme.text
            font.pixelSize: Theme.labelSize - 1
            Layout.leftMargin: Theme.spacing * 2
        }
        Label {
            visible: status.document.dirty
            text: qsTr("unsaved changes")
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
            Layout.leftMargin: Theme.spacing * 2
        }
        Item { Layout.fillWidth: true }
        Label {
            text: (status.canvas.detailed ? qsTr("every device") : qsTr("racks as blocks")) + "   "
                  + qsTr("zoom %1%").arg(Math.round(status.canvas.zoom * 100))
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
        }
    }
}
