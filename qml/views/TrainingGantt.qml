pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// One iteration of the training job as a Gantt chart: a row per pipeline stage, time across in ms,
// each bar coloured by what the stage does (the legend says which). Rows, bars, ticks and colours
// come from the session; this view only draws them. Clicking or dragging on the chart chooses a
// moment: the session says what is under way then and the canvas's heatmap shows its links.
Rectangle {
    id: chart
    required property TrainingSession session
    readonly property int labelWidth: 70
    // Rows share the height left by the title and the axis, between 14 and 40 pixels each.
    readonly property int rowHeight: Math.max(14, Math.min(40, (height - 80) / Math.max(1, session.timelineRows.length)))
    color: Theme.background

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing / 2
        spacing: 4

        // The title and the legend, wrapped onto more lines when the panel is narrow (a row that
        // cannot shrink would widen every row of the chart past the panel's edge).
        Flow {
            Layout.fillWidth: true
            spacing: 8
            Label {
                text: qsTr("One iteration, by pipeline stage")
                color: Theme.text
                font.bold: true
                rightPadding: 8
            }
            Repeater {
                model: chart.session.legend
                Row {
                    id: legendItem
                    required property var modelData
                    spacing: 4
                    Rectangle {
                        width: 12
                        height: 12
                        anchors.verticalCenter: parent.verticalCenter
                        color: legendItem.modelData.colour
                    }
                    Label { text: legendItem.modelData.label; color: Theme.text }
                }
            }
        }
        // The moment the canvas shows: its time and what runs then, or how to choose one.
        RowLayout {
            visible: chart.session.hasResult
            Layout.fillWidth: true
            Layout.minimumHeight: 24
            Label {
                objectName: "ganttScrubText"
                text: chart.session.scrubPosition >= 0 ? chart.session.scrubText
                                                       : qsTr("The canvas shows every kind of communication; click or drag on the chart for one moment.")
                color: chart.session.scrubPosition >= 0 ? Theme.text : Theme.mutedText
                wrapMode: Text.WordWrap // read whole on a narrow panel, not cut short
                Layout.fillWidth: true
            }
            Button {
                objectName: "ganttWholeIteration"
                visible: chart.session.scrubPosition >= 0
                text: qsTr("Whole iteration")
                flat: true
                Layout.preferredHeight: 24
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The heatmap of every kind of communication in the iteration")
                onClicked: chart.session.clearScrub()
            }
        }
        Label {
            visible: !chart.session.hasResult
            text: chart.session.running ? qsTr("Running the iteration…")
                                        : qsTr("Run a training job (Training tab) to see its iteration here.")
            color: Theme.mutedText
        }
        Item {
            id: rows
            visible: chart.session.hasResult
            Layout.fillWidth: true
            Layout.preferredHeight: chart.rowHeight * chart.session.timelineRows.length
            readonly property real plotWidth: width - chart.labelWidth
            Column {
                Repeater {
                    model: chart.session.timelineRows
                    Row {
                        id: stageRow
                        required property var modelData
                        height: chart.rowHeight
                        Label {
                            width: chart.labelWidth
                            height: parent.height
                            verticalAlignment: Text.AlignVCenter
                            text: stageRow.modelData.label
                            color: Theme.text
                        }
                        Item {
                            width: rows.plotWidth
                            height: parent.height
                            Repeater {
                                model: stageRow.modelData.bars
                                Rectangle {
                                    required property var modelData
                                    x: modelData.start * rows.plotWidth
                                    y: 1
                                    width: Math.max(1, modelData.width * rows.plotWidth)
                                    height: chart.rowHeight - 2
                                    color: modelData.colour
                                }
                            }
                        }
                    }
                }
            }
            // The moment the heatmap shows, across every stage.
            Rectangle {
                objectName: "ganttCursor"
                visible: chart.session.scrubPosition >= 0
                x: chart.labelWidth + chart.session.scrubPosition * rows.plotWidth - 1
                width: 2
                height: rows.height
                color: Theme.text
            }
            MouseArea {
                objectName: "ganttScrub"
                x: chart.labelWidth
                width: rows.plotWidth
                height: rows.height
                cursorShape: Qt.IBeamCursor
                onPressed: mouse => chart.session.scrubTo(mouse.x / width)
                onPositionChanged: mouse => { if (pressed) chart.session.scrubTo(mouse.x / width) }
            }
        }
        // The time axis: every tick marked, every n-th labelled so that the labels never touch (the
        // first label starts at its tick and the last ends at its own, the others are centred: 1.5 widths).
        Item {
            id: axis
            readonly property var ticks: chart.session.timelineTicks
            readonly property real tickSpacing: ticks.length > 1 ? (ticks[1].position - ticks[0].position) * rows.plotWidth : 0
            readonly property int labelStride: tickSpacing > 0 ? Math.max(1, Math.ceil((1.5 * widestLabel.width + 12) / tickSpacing)) : 1
            visible: chart.session.hasResult
            Layout.fillWidth: true
            Layout.preferredHeight: 20
            TextMetrics {
                id: widestLabel
                text: axis.ticks.length > 0 ? axis.ticks[axis.ticks.length - 1].label : ""
            }
            Repeater {
                model: axis.ticks
                Item {
                    id: tick
                    required property var modelData
                    required property int index
                    x: chart.labelWidth + tick.modelData.position * rows.plotWidth
                    Rectangle { width: 1; height: 4; color: Theme.mutedText }
                    Label {
                        objectName: "ganttTickLabel"
                        y: 4
                        x: tick.modelData.position > 0.95 ? -width : (tick.modelData.position > 0 ? -width / 2 : 0)
                        visible: tick.index % axis.labelStride === 0
                        text: tick.modelData.label
                        color: Theme.mutedText
                    }
                }
            }
        }
        Item { Layout.fillHeight: true }
    }
}
