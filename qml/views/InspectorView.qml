import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The selected device: what it is, where it sits, its addresses on every tier and its links.
Flickable {
    id: inspector
    required property Workspace workspace
    readonly property DeviceSelection selection: workspace.view.selection
    readonly property DesignEditing editor: workspace.editor
    readonly property var report: selection.current >= 0 ? workspace.summary.deviceReport(selection.current) : ({})
    readonly property bool hasDevice: report.name !== undefined
    readonly property var path: selection.current >= 0 && selection.second >= 0
                                ? workspace.summary.pathReport(selection.current, selection.second) : ({})
    readonly property bool hasPath: path.routes !== undefined
    readonly property var editable: ["pci", "lid", "guid", "ip", "mac"]
    readonly property var models: hasDevice ? editor.modelsFor(selection.current) : []

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
        // Its failure mark: its state and the edits that set or clear it.
        RowLayout {
            id: deviceMark
            objectName: "deviceMark"
            visible: inspector.hasDevice
            // Read again whenever the marks change (revision), not only when the selection does.
            readonly property string markState: inspector.workspace.failures.revision >= 0
                                                ? inspector.workspace.failures.deviceState(inspector.selection.current) : ""
            Label {
                objectName: "deviceState"
                visible: text.length > 0
                text: deviceMark.markState.length > 0 ? qsTr("State: %1").arg(deviceMark.markState) : ""
                color: Theme.error
                font.bold: true
            }
            Button {
                visible: deviceMark.markState.length === 0
                text: qsTr("Mark failed")
                flat: true
                onClicked: inspector.workspace.failures.markDeviceFailed(inspector.selection.current)
            }
            Button {
                visible: deviceMark.markState.length > 0
                text: qsTr("Clear mark")
                flat: true
                onClicked: inspector.workspace.failures.clearDeviceMark(inspector.selection.current)
            }
        }
        Label {
            visible: inspector.hasDevice && inspector.report.within.length > 0
            text: inspector.hasDevice ? inspector.report.within.map(g => g.name).join(qsTr(" in ")) : ""
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        Label {
            // The node or compute tray it belongs to boots its own operating system, even when its
            // NVLink domain spans several trays (an NVL72 rack: memory shared through IMEX).
            objectName: "deviceHost"
            visible: inspector.hasDevice && inspector.report.host !== undefined
            text: !visible ? ""
                           : inspector.report.host.nvlink_across_hosts
                             ? qsTr("Host %1: its own operating system; NVLink memory is shared with the other hosts through IMEX")
                                   .arg(inspector.report.host.name)
                             : qsTr("Host %1: its own operating system").arg(inspector.report.host.name)
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        RowLayout {
            visible: inspector.models.length > 1
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                text: qsTr("model")
                color: Theme.mutedText
                Layout.preferredWidth: 70
            }
            ComboBox {
                objectName: "modelBox"
                model: inspector.models
                currentIndex: inspector.models.indexOf(inspector.report.model)
                font.pixelSize: Theme.labelSize - 1
                Layout.fillWidth: true
                onActivated: (index) => inspector.editor.setDeviceProperty(inspector.selection.current, "model",
                                                                           inspector.models[index])
            }
        }

        SectionLabel {
            visible: inspector.hasDevice
            text: qsTr("Position")
        }
        PositionEditor {
            workspace: inspector.workspace
            node: inspector.hasDevice ? inspector.selection.current : -1
        }

        SectionLabel {
            visible: inspector.hasPath || inspector.path.error !== undefined
            text: inspector.hasPath ? qsTr("Path to %1").arg(inspector.path.to) : qsTr("No path")
        }
        Label {
            visible: inspector.path.error !== undefined || inspector.hasPath
            text: inspector.hasPath ? qsTr("at most %1 each way").arg(inspector.path.bottleneck_per_direction)
                                    : String(inspector.path.error)
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            model: inspector.hasPath ? inspector.path.routes : []
            ColumnLayout {
                id: route
                required property var modelData
                spacing: 4
                Layout.fillWidth: true
                Label {
                    visible: route.modelData.share < 1
                    text: qsTr("%1% of the data:").arg(Math.round(route.modelData.share * 100))
                    color: Theme.mutedText
                    font.pixelSize: Theme.labelSize - 1
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                LayoutRepeater {
                    model: route.modelData.hops
                    // One hop: its two ends, then (indented, muted) its tier, rate and how it is switched.
                    ColumnLayout {
                        id: hop
                        required property var modelData
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            text: hop.modelData.from + " → " + hop.modelData.to
                            color: Theme.text
                            font.pixelSize: Theme.labelSize - 1
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            text: hop.modelData.tier_label + ", " + hop.modelData.bandwidth_per_direction + "; "
                                  + hop.modelData.layer_description
                            color: Theme.mutedText
                            font.pixelSize: Theme.labelSize - 1
                            wrapMode: Text.Wrap
                            leftPadding: 12
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }

        Label {
            // The route's two NICs on the scale-out fabric, and how the one reaches the other.
            visible: inspector.hasPath && inspector.path.scale_out !== undefined
            text: visible ? qsTr("%1 %2 → %3 %4: %5").arg(inspector.path.scale_out.from_nic)
                                .arg(inspector.path.scale_out.from_address).arg(inspector.path.scale_out.to_nic)
                                .arg(inspector.path.scale_out.to_address).arg(inspector.path.scale_out.how)
                          : ""
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        SectionLabel {
            visible: inspector.hasDevice
            text: qsTr("Addresses")
        }
        // The addresses a person may set, then those that follow from others (subnet, GID).
        LayoutRepeater {
            // Each row carries what its fields need: the editing, the device, its failure marks
            // and the dialog that degrades a link.
            model: inspector.hasDevice
                   ? inspector.editable.filter(k => inspector.report.addresses[k] !== undefined)
                         .map(k => ({ key: k, value: String(inspector.report.addresses[k]), editor: inspector.editor,
                                      node: inspector.selection.current }))
                   : []
            PropertyField {
                id: addressField
                required property var modelData
                editor: addressField.modelData.editor
                node: addressField.modelData.node
                key: addressField.modelData.key
                value: addressField.modelData.value
            }
        }
        LayoutRepeater {
            model: inspector.hasDevice
                   ? Object.keys(inspector.report.addresses).filter(k => !inspector.editable.includes(k))
                         .map(k => ({ key: k, value: String(inspector.report.addresses[k]) }))
                   : []
            KeyValueRow {
                id: addressRow
                required property var modelData
                key: addressRow.modelData.key
                value: addressRow.modelData.value
            }
        }

        Label {
            visible: inspector.hasDevice && inspector.report.reached_by !== undefined
            text: visible ? qsTr("Reached by %1").arg(inspector.report.reached_by) : ""
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        SectionLabel {
            visible: inspector.hasDevice
            text: qsTr("Links (%1)").arg(inspector.hasDevice ? inspector.report.links.length : 0)
        }
        LayoutRepeater {
            // Each row carries what its fields need: the editing, the device, its failure marks
            // and the dialog that degrades a link.
            model: inspector.hasDevice
                   ? inspector.report.links.map(l => Object.assign({ editor: inspector.editor, node: inspector.selection.current,
                                                                     failures: inspector.workspace.failures,
                                                                     degrade: inspectorDegrade }, l))
                   : []
            // A Column, not a ColumnLayout: the label's wrapped height, known only once the
            // inspector has its width, places the rate under it.
            Column {
                id: linkRow
                objectName: "linkRow"
                required property var modelData
                Layout.fillWidth: true
                spacing: 2
                Label {
                    width: linkRow.width
                    text: linkRow.modelData.tier + "  " + qsTr("port %1 → %2 port %3").arg(linkRow.modelData.port)
                              .arg(linkRow.modelData.peer).arg(linkRow.modelData.peer_port)
                          + "  (" + qsTr("%1 lanes").arg(linkRow.modelData.lanes) + ")"
                    color: Theme.tierTextColor(linkRow.modelData.tier)
                    font.pixelSize: Theme.labelSize - 1
                    wrapMode: Text.Wrap
                }
                RowLayout {
                    TextField {
                        id: rateField
                        text: linkRow.modelData.bandwidth_per_direction
                        // Why the text cannot be a link's rate, as the design file's reader says it.
                        readonly property string problem: linkRow.modelData.editor.rateProblem(text)
                        readonly property bool valid: problem.length === 0
                        color: valid ? Theme.text : Theme.error
                        font.pixelSize: Theme.labelSize - 1
                        selectByMouse: true
                        Layout.preferredWidth: 110
                        ToolTip.visible: activeFocus
                        ToolTip.text: valid ? qsTr("Enter to set this link's bandwidth (each way)")
                                            : rateField.problem
                        onAccepted: {
                            if (valid)
                                linkRow.modelData.editor.setLinkRate(linkRow.modelData.node, linkRow.modelData.tier,
                                                                     parseInt(linkRow.modelData.port), text)
                        }
                    }
                    Label {
                        text: qsTr("each way")
                        color: Theme.mutedText
                        font.pixelSize: Theme.labelSize - 1
                    }
                }
                // The link's failure mark: its state, and failed, degraded (the rate or lanes
                // typed above it, checked as typed) or cleared.
                RowLayout {
                    id: linkMark
                    objectName: "linkMark"
                    readonly property FailureEditing failures: linkRow.modelData.failures
                    readonly property int link: failures.linkAt(linkRow.modelData.node, linkRow.modelData.tier,
                                                                parseInt(linkRow.modelData.port))
                    readonly property string markState: failures.revision >= 0 ? failures.linkState(link) : ""
                    Label {
                        visible: linkMark.markState.length > 0
                        text: qsTr("State: %1").arg(linkMark.markState)
                        color: Theme.error
                        font.pixelSize: Theme.labelSize - 1
                    }
                    Button {
                        visible: linkMark.markState.length === 0 && linkMark.link >= 0
                        text: qsTr("Mark failed")
                        flat: true
                        font.pixelSize: Theme.labelSize - 1
                        onClicked: linkMark.failures.markLinkFailed(linkMark.link)
                    }
                    Button {
                        visible: linkMark.markState.length === 0 && linkMark.link >= 0
                        text: qsTr("Degraded…")
                        flat: true
                        font.pixelSize: Theme.labelSize - 1
                        onClicked: linkRow.modelData.degrade.openFor(linkMark.link)
                    }
                    Button {
                        visible: linkMark.markState.length > 0 && !linkMark.markState.startsWith(qsTr("lost"))
                        text: qsTr("Clear mark")
                        flat: true
                        font.pixelSize: Theme.labelSize - 1
                        onClicked: linkMark.failures.clearLinkMark(linkMark.link)
                    }
                }
            }
        }
    }

    DegradeDialog {
        id: inspectorDegrade
        failures: inspector.workspace.failures
    }
}
