import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Counts of the design and the state of the view.
ToolBar {
    id: status
    required property Workspace workspace
    readonly property ViewState view: workspace.view

    contentHeight: 26
    background: Rectangle { color: Theme.surface; border.color: Theme.border }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        Label {
            text: status.workspace.summary.countsText
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
        }
        Label {
            readonly property var selected: status.view.selection.current >= 0 ? status.workspace.summary.deviceReport(status.view.selection.current) : ({})
            visible: selected.name !== undefined
            text: qsTr("selected: %1").arg(selected.name) + (status.view.selection.count > 1 ? qsTr(" and %n more", "", status.view.selection.count - 1) : "")
            color: Theme.text
            font.pixelSize: Theme.labelSize - 1
            Layout.leftMargin: Theme.spacing * 2
        }
        Label {
            visible: status.workspace.document.dirty
            text: qsTr("unsaved changes")
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
            Layout.leftMargin: Theme.spacing * 2
        }
        Item { Layout.fillWidth: true }
        Label {
            text: (status.view.detailed ? qsTr("every device") : qsTr("units and tiers as blocks")) + "   "
                  + qsTr("zoom %1%").arg(Math.round(status.view.zoom * 100))
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
        }
    }
}
