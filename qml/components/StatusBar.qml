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
        Item { Layout.fillWidth: true }
        Label {
            text: (status.canvas.detailed ? qsTr("every device") : qsTr("racks as blocks")) + "   "
                  + qsTr("zoom %1%").arg(Math.round(status.canvas.zoom * 100))
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
        }
    }
}
