pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import ScaleScope

// Two designs side by side: a baseline (another design file, or the open design as it was before
// "Duplicate as variant") against the open design, one row per figure with both values and the
// ratio. Every text comes from the session; this view only lays it out.
Flickable {
    id: panel
    required property ComparisonSession session

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: panel
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    FileDialog {
        id: compareDialog
        title: qsTr("Compare with a design")
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json *.json)"), qsTr("All files (*)")]
        onAccepted: panel.session.compareWithFile(selectedFile)
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: panel.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        SectionLabel { text: qsTr("Compare") }
        Flow {
            spacing: Theme.spacing / 2
            Layout.fillWidth: true
            Button {
                objectName: "compareWithFile"
                text: qsTr("Compare with file…")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Another design file as the baseline, beside the open design")
                onClicked: compareDialog.open()
            }
            Button {
                objectName: "duplicateAsVariant"
                text: qsTr("Duplicate as variant")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Keep the design as it is now as the baseline, and go on editing an unsaved copy of it")
                onClicked: panel.session.duplicateAsVariant()
            }
            Button {
                objectName: "compareClear"
                text: qsTr("Clear")
                enabled: panel.session.hasBaseline
                onClicked: panel.session.clear()
            }
        }
        Label {
            visible: !panel.session.hasBaseline && panel.session.error === ""
            text: qsTr("Choose a design file to compare with, or duplicate this design as a variant, change it (NIC rates, oversubscription, ...) and see what changed.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "compareError"
            visible: panel.session.error !== ""
            text: panel.session.error
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        GridLayout {
            visible: panel.session.hasBaseline
            columns: 2
            columnSpacing: Theme.spacing / 2
            rowSpacing: 2
            Layout.fillWidth: true
            Label { text: qsTr("Baseline"); color: Theme.mutedText }
            Label {
                objectName: "compareBaselineTitle"
                text: panel.session.baselineTitle
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label { text: qsTr("This design"); color: Theme.mutedText }
            Label {
                text: panel.session.currentTitle
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        ThemedCheckBox {
            objectName: "compareSideBySide"
            visible: panel.session.hasBaseline
            text: qsTr("Draw the baseline beside this design")
            checked: panel.session.sideBySide
            onToggled: panel.session.sideBySide = checked
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Two canvases at one scale, each with the heatmap of the Traffic tab's job (View > Baseline Side by Side)")
        }
        BusyIndicator {
            visible: panel.session.running
            running: visible
            Layout.alignment: Qt.AlignHCenter
        }
        // The table: figure, baseline, this design, and this design over the baseline.
        GridLayout {
            objectName: "compareTable"
            visible: panel.session.rows.length > 0
            columns: 4
            columnSpacing: Theme.spacing / 2
            rowSpacing: 3
            Layout.fillWidth: true
            Label { text: qsTr("Figure"); font.bold: true; Layout.fillWidth: true }
            Label { text: qsTr("Baseline"); font.bold: true; Layout.alignment: Qt.AlignRight }
            Label { text: qsTr("This"); font.bold: true; Layout.alignment: Qt.AlignRight }
            Label {
                text: qsTr("Ratio")
                font.bold: true
                Layout.alignment: Qt.AlignRight
                ToolTip.visible: ratioHover.hovered
                ToolTip.text: qsTr("This design's figure over the baseline's")
                HoverHandler { id: ratioHover }
            }
            LayoutRepeater {
                model: panel.session.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.label
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                    Layout.preferredWidth: 120
                    Layout.row: index + 1
                    Layout.column: 0
                }
            }
            LayoutRepeater {
                model: panel.session.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.baseline
                    horizontalAlignment: Text.AlignRight
                    // Words (a GPU model) wrap so that the figures' column stays narrow.
                    wrapMode: modelData.words ? Text.Wrap : Text.NoWrap
                    font.pixelSize: modelData.words ? Theme.labelSize - 2 : Theme.labelSize
                    Layout.maximumWidth: 80
                    Layout.alignment: Qt.AlignRight
                    Layout.row: index + 1
                    Layout.column: 1
                }
            }
            LayoutRepeater {
                model: panel.session.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.current
                    horizontalAlignment: Text.AlignRight
                    // Words (a GPU model) wrap so that the figures' column stays narrow.
                    wrapMode: modelData.words ? Text.Wrap : Text.NoWrap
                    font.pixelSize: modelData.words ? Theme.labelSize - 2 : Theme.labelSize
                    Layout.maximumWidth: 80
                    Layout.alignment: Qt.AlignRight
                    Layout.row: index + 1
                    Layout.column: 2
                }
            }
            LayoutRepeater {
                model: panel.session.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.ratio
                    color: modelData.ratio === "1.00" ? Theme.mutedText : Theme.text
                    font.bold: modelData.ratio !== "1.00"
                    Layout.alignment: Qt.AlignRight
                    Layout.row: index + 1
                    Layout.column: 3
                }
            }
        }
        LayoutRepeater {
            model: panel.session.notes
            delegate: Label {
                required property string modelData
                text: modelData
                color: Theme.mutedText
                font.pixelSize: Theme.labelSize - 2
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }
        Label {
            visible: panel.session.rows.length > 0
            text: qsTr("Costs are estimates (USD), as scalescope bom counts them; the all_reduce is of 1 GiB over every GPU (analytic). scalescope compare prints the same table.")
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 2
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
    }
}
