import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The loaded design at a glance, in the side panel: its devices, bandwidths and links per tier.
Flickable {
    id: view
    required property Workspace workspace
    readonly property DesignDocument document: workspace.document
    readonly property DesignSummary summary: workspace.summary

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: view
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: view.width - 2 * Theme.spacing
        spacing: Theme.spacing

        Label {
            text: view.document.title
            font.pixelSize: Theme.labelSize + 3
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            text: view.summary.generatorText
            visible: text.length > 0
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            visible: view.summary.computeNicRate !== ""
            Label {
                text: qsTr("Compute NICs at")
                color: Theme.mutedText
            }
            ComboBox {
                objectName: "nicRate"
                readonly property var rates: ["200G", "400G", "800G"]
                model: rates
                currentIndex: rates.indexOf(view.summary.computeNicRate)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Every compute NIC at another rate; the fabric is generated again for it, which can change its switches (undoable)")
                onActivated: (index) => view.workspace.editor.setComputeNicRate(rates[index])
            }
        }
        Label {
            objectName: "fabricChange"
            visible: text.length > 0
            text: view.workspace.editor.fabricChange
            color: Theme.text
            font.pixelSize: Theme.labelSize
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "importNotes"
            visible: view.document.importNotes.length > 0
            text: qsTr("Imported. What the files could not tell was inferred:")
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            model: view.document.importNotes
            delegate: Label {
                required property string modelData
                text: "• " + modelData
                color: Theme.mutedText
                font.pixelSize: Theme.labelSize
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        Label {
            text: view.document.errorText
            visible: text.length > 0
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // The failure scenario: its marks counted and listed (a click selects one), the layer
        // switched on or off and cleared, each an undoable edit.
        RowLayout {
            objectName: "failureHeader"
            visible: view.workspace.failures.count > 0
            Layout.fillWidth: true
            Label {
                text: qsTr("Failures")
                font.pixelSize: Theme.labelSize + 3
                font.bold: true
                color: Theme.text
                Layout.fillWidth: true
            }
            Switch {
                objectName: "failuresSwitch"
                text: checked ? qsTr("On") : qsTr("Off")
                checked: view.workspace.failures.enabled
                onToggled: view.workspace.failures.setEnabled(checked)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Apply the marks to jobs and draw them (Edit > Failures on), or keep them aside")
            }
            Button {
                text: qsTr("Clear all")
                flat: true
                onClicked: view.workspace.failures.clearAll()
            }
        }
        Label {
            objectName: "failureSummary"
            visible: view.workspace.failures.count > 0
            text: view.workspace.failures.summaryText
                  + (view.workspace.failures.enabled ? "" : qsTr(" (off: jobs run on the whole design)"))
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            model: view.workspace.failures.marks
            ItemDelegate {
                id: markRow
                required property var modelData
                objectName: "failureMark"
                Layout.fillWidth: true
                padding: 2
                contentItem: Label {
                    text: "• " + markRow.modelData.kind + " " + markRow.modelData.target + ": " + markRow.modelData.state
                    color: Theme.text
                    font.pixelSize: Theme.labelSize
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Select %1").arg(markRow.modelData.target)
                onClicked: {
                    if (markRow.modelData.node >= 0) {
                        view.workspace.view.selection.current = markRow.modelData.node
                        view.workspace.centerOn(markRow.modelData.node)
                    }
                }
            }
        }

        LayoutRepeater {
            model: view.summary.facts
            FactCard {
                id: card
                required property var modelData
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                label: card.modelData.label
                value: card.modelData.value
                detail: card.modelData.detail
            }
        }

        Label {
            text: qsTr("Links by tier")
            font.pixelSize: Theme.labelSize + 3
            font.bold: true
            color: Theme.text
            Layout.topMargin: Theme.spacing
        }
        LayoutRepeater {
            model: view.summary.tiers
            RowLayout {
                id: tierRow
                required property var modelData
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label {
                    text: tierRow.modelData.label
                    color: Theme.text
                    Layout.preferredWidth: 80
                }
                Item {
                    Layout.fillWidth: true
                    implicitHeight: 14
                    Rectangle {
                        width: Math.max(2, parent.width * tierRow.modelData.share)
                        height: parent.height
                        radius: 3
                        color: Theme.tierColor(tierRow.modelData.key)
                    }
                }
                Label {
                    text: tierRow.modelData.links
                    color: Theme.mutedText
                    Layout.preferredWidth: 48
                }
            }
        }
    }
}
