pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import ScaleScope

// The bill of materials of the open design: power and cost in all, the figures to compare designs
// by, then its systems and devices, switches with their ports, cables and transceivers, each line
// with its count, cost and power (the origin of each figure in its tooltip), and what the totals
// leave out. Every number and sentence comes from the session; this view only lays them out.
Flickable {
    id: panel
    required property BomSession session

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true
    ScrollBar.vertical: ScrollBar {}

    Rectangle {
        parent: panel
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    FileDialog {
        id: csvDialog
        objectName: "bomCsvDialog"
        title: qsTr("Export the bill of materials as CSV")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Export")
        nameFilters: [qsTr("CSV files (*.csv)")]
        onAccepted: panel.session.exportCsv(selectedFile)
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: panel.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true
            SectionLabel {
                text: qsTr("Bill of materials")
                Layout.fillWidth: true
            }
            Button {
                objectName: "bomExportCsv"
                text: qsTr("Export CSV…")
                enabled: panel.session.hasResult
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The same CSV as scalescope bom --csv: a row per line with its figures' sources, then a row per figure")
                onClicked: {
                    csvDialog.selectedFile = panel.session.suggestedCsvUrl()
                    csvDialog.open()
                }
            }
        }
        Label {
            objectName: "bomStatus"
            visible: text.length > 0
            text: panel.session.error.length > 0 ? panel.session.error
                : panel.session.running && !panel.session.hasResult ? qsTr("Counting the design's parts…") : ""
            color: panel.session.error.length > 0 ? Theme.error : Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "bomExportError"
            visible: text.length > 0
            text: panel.session.exportError
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Power and cost in all.
        GridLayout {
            visible: panel.session.hasResult
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing / 2
            Layout.fillWidth: true
            LayoutRepeater {
                model: panel.session.totals
                delegate: ColumnLayout {
                    id: total
                    required property var modelData
                    spacing: 0
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop // figures side by side start level, whatever is under them
                    Label {
                        text: total.modelData.label
                        color: Theme.mutedText
                        font.pixelSize: Theme.labelSize
                    }
                    Label {
                        objectName: "bomTotal"
                        text: total.modelData.value
                        color: Theme.text
                        font.pixelSize: Theme.labelSize + 5
                        font.bold: true
                    }
                    Label {
                        visible: text.length > 0
                        text: total.modelData.detail
                        color: Theme.mutedText
                        font.pixelSize: Theme.labelSize - 2
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
        }

        SectionLabel {
            visible: panel.session.hasResult
            text: qsTr("To compare designs")
        }
        LayoutRepeater {
            model: panel.session.ratios
            delegate: ColumnLayout {
                id: ratio
                required property var modelData
                spacing: 0
                Layout.fillWidth: true
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: ratio.modelData.label
                        color: Theme.text
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "bomRatioCost"
                        text: ratio.modelData.cost
                        color: ratio.modelData.known ? Theme.text : Theme.warning
                        font.bold: true
                    }
                }
                Label {
                    text: ratio.modelData.detail
                    color: ratio.modelData.known ? Theme.mutedText : Theme.warning
                    font.pixelSize: Theme.labelSize - 1
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        // The lines, section by section.
        LayoutRepeater {
            model: panel.session.sections
            delegate: ColumnLayout {
                id: section
                required property var modelData
                spacing: 4
                Layout.fillWidth: true
                SectionLabel {
                    objectName: "bomSection"
                    text: section.modelData.title
                    wrapMode: Text.Wrap
                    Layout.topMargin: Theme.spacing / 2
                }
                Label {
                    visible: text.length > 0
                    text: section.modelData.note
                    color: Theme.mutedText
                    font.pixelSize: Theme.labelSize - 1
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                LayoutRepeater {
                    model: section.modelData.rows
                    delegate: Rectangle {
                        id: line
                        required property var modelData
                        objectName: "bomLine"
                        Layout.fillWidth: true
                        implicitHeight: lineText.implicitHeight + 8
                        color: hover.hovered ? Theme.surface : "transparent"
                        radius: 3
                        HoverHandler {
                            id: hover
                        }
                        // Each figure's origin, wrapped: sources carry long addresses.
                        property alias sourceTip: sourceTip
                        ToolTip {
                            id: sourceTip
                            visible: hover.hovered
                            delay: 400
                            text: line.modelData.source
                            x: 0
                            y: line.height
                            width: Math.min(implicitWidth, 520)
                        }
                        ColumnLayout {
                            id: lineText
                            x: 4
                            y: 4
                            width: line.width - 8
                            spacing: 0
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    text: line.modelData.name
                                    color: line.modelData.included ? Theme.mutedText : Theme.text
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                Label {
                                    text: line.modelData.count
                                    color: Theme.text
                                    font.bold: !line.modelData.included
                                    Layout.alignment: Qt.AlignTop
                                }
                            }
                            Label {
                                text: line.modelData.figures
                                color: line.modelData.missing ? Theme.warning : Theme.mutedText
                                font.pixelSize: Theme.labelSize - 1
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                visible: text.length > 0
                                text: line.modelData.detail
                                color: Theme.mutedText
                                font.pixelSize: Theme.labelSize - 1
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
        }

        SectionLabel {
            visible: panel.session.notes.length > 0
            text: qsTr("Left out, assumed")
            Layout.topMargin: Theme.spacing / 2
        }
        LayoutRepeater {
            model: panel.session.notes
            delegate: Label {
                required property string modelData
                objectName: "bomNote"
                text: modelData
                color: Theme.mutedText
                font.pixelSize: Theme.labelSize - 1
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
