import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The selected device: what it is, where it sits, its addresses on every tier and its links.
Flickable {
    id: inspector
    required property DesignDocument document
    required property TopologyCanvas canvas
    readonly property var report: canvas.selectedNode >= 0 ? document.deviceReport(canvas.selectedNode) : ({})
    readonly property bool hasDevice: report.name !== undefined

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: inspector
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: inspector.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        Label {
            text: inspector.hasDevice ? inspector.report.name : qsTr("Click a device, or search for one, to inspect it.")
            font.bold: inspector.hasDevice
            font.pixelSize: inspector.hasDevice ? Theme.labelSize + 3 : Theme.labelSize
            color: inspector.hasDevice ? Theme.text : Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            visible: inspector.hasDevice
            text: inspector.hasDevice ? inspector.report.kind + (inspector.report.role ? ", " + inspector.report.role : "")
                                        + " · " + inspector.report.model : ""
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            visible: inspector.hasDevice && inspector.report.within.length > 0
            text: inspector.hasDevice ? inspector.report.within.map(g => g.name).join(" in ") : ""
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        SectionLabel {
            visible: inspector.hasDevice
            text: qsTr("Addresses")
        }
        Repeater {
            model: inspector.hasDevice
                   ? Object.keys(inspector.report.addresses).map(k => ({ key: k, value: String(inspector.report.addresses[k]) }))
                   : []
            KeyValueRow {
                id: addressRow
                required property var modelData
                key: addressRow.modelData.key
                value: addressRow.modelData.value
            }
        }

        SectionLabel {
            visible: inspector.hasDevice
            text: qsTr("Links (%1)").arg(inspector.hasDevice ? inspector.report.links.length : 0)
        }
        Repeater {
            model: inspector.hasDevice ? inspector.report.links : []
            Label {
                id: linkRow
                required property var modelData
                text: linkRow.modelData.tier + "  " + qsTr("port %1 → %2 port %3").arg(linkRow.modelData.port)
                          .arg(linkRow.modelData.peer).arg(linkRow.modelData.peer_port)
                      + "\n" + qsTr("%1 lanes, %2 each way").arg(linkRow.modelData.lanes).arg(linkRow.modelData.bandwidth_per_direction)
                color: Theme.tierColor(linkRow.modelData.tier)
                font.pixelSize: Theme.labelSize - 1
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
