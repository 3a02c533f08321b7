import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The design's saved training jobs, the selected one's settings, and one iteration of it: its
// time, tokens/s, MFU and TFLOP/s per GPU, where the time goes (a bar by kind) and memory per GPU
// against the GPU's HBM. Every figure comes from the session; this view only lays them out.
Flickable {
    id: panel
    required property TrainingSession session
    readonly property var summary: session.summary
    readonly property var fields: session.jobFields

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: panel
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: panel.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        SectionLabel { text: qsTr("Training job") }
        Label {
            visible: panel.session.jobNames.length === 0
            text: qsTr("The design saves no training jobs. Add them under \"training_jobs\" in the design file, or with scalescope train.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        RowLayout {
            visible: panel.session.jobNames.length > 0
            ComboBox {
                objectName: "trainingJob"
                model: panel.session.jobNames
                currentIndex: panel.session.selectedJob
                onActivated: index => panel.session.selectedJob = index
                Layout.fillWidth: true
            }
            Button {
                objectName: "trainingRun"
                text: panel.session.running ? qsTr("Stop") : qsTr("Run")
                onClicked: panel.session.running ? panel.session.stop() : panel.session.run()
            }
        }
        KeyValueRow { visible: !!panel.fields.model; key: qsTr("Model"); value: panel.fields.model || "" }
        KeyValueRow {
            visible: !!panel.fields.model
            key: qsTr("Parallel")
            hint: qsTr("Tensor, pipeline (virtual stages), data, context and expert parallel degrees")
            value: "TP %1  PP %2 (VPP %3)  DP %4  CP %5  EP %6".arg(panel.fields.tp).arg(panel.fields.pp)
                   .arg(panel.fields.vpp).arg(panel.fields.dp).arg(panel.fields.cp).arg(panel.fields.ep)
        }
        KeyValueRow {
            visible: !!panel.fields.model
            key: qsTr("Batch")
            value: qsTr("micro %1, global %2, sequence %3, %4").arg(panel.fields.microBatch)
                   .arg(panel.fields.globalBatch)
                   .arg(panel.fields.seqLength > 0 ? panel.fields.seqLength : qsTr("the model's"))
                   .arg(panel.fields.precision)
        }
        KeyValueRow {
            visible: !!panel.fields.model
            key: qsTr("Placement")
            value: qsTr("%1, rank order %2").arg(panel.fields.placement).arg(panel.fields.order)
        }
        KeyValueRow {
            visible: !!panel.fields.model
            key: qsTr("Overlap")
            value: (panel.fields.overlapDp ? qsTr("DP with backward") : qsTr("DP not overlapped"))
                   + ", " + (panel.fields.overlapTp ? qsTr("TP with GEMMs") : qsTr("TP not overlapped"))
        }

        Label {
            objectName: "trainingError"
            visible: panel.session.error !== ""
            text: panel.session.error
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        BusyIndicator {
            visible: panel.session.running
            running: visible
        }

        SectionLabel { visible: panel.session.hasResult; text: qsTr("One iteration") }
        KeyValueRow {
            visible: panel.session.hasResult
            objectName: "iterationTime"
            key: qsTr("Iteration")
            value: qsTr("%1 ms").arg(Number(panel.summary.iterationMs || 0).toFixed(1))
        }
        KeyValueRow {
            visible: panel.session.hasResult
            key: qsTr("Tokens/s")
            value: Math.round(panel.summary.tokensPerSec || 0).toLocaleString(Qt.locale("en_US"), "f", 0)
        }
        KeyValueRow {
            visible: panel.session.hasResult
            key: qsTr("MFU")
            hint: qsTr("Model FLOPs (as Megatron-LM counts them) over the GPUs' dense peak")
            value: qsTr("%1 %, %2 TFLOP/s per GPU").arg(Number(100 * (panel.summary.mfu || 0)).toFixed(1))
                   .arg(Number(panel.summary.tflopsPerGpu || 0).toFixed(0))
        }
        KeyValueRow {
            visible: panel.session.hasResult
            key: qsTr("GPUs")
            value: qsTr("%1 x %2, %3 micro-batches").arg(panel.summary.gpus).arg(panel.summary.gpu)
                   .arg(panel.summary.microBatches)
        }

        SectionLabel { visible: panel.session.hasResult; text: qsTr("On the canvas") }
        RowLayout {
            visible: panel.session.hasResult
            Label { text: qsTr("Colour by"); color: Theme.mutedText; Layout.preferredWidth: 70 }
            ComboBox {
                objectName: "trainingColourBy"
                model: [qsTr("TP group"), qsTr("DP group"), qsTr("Pipeline stage")]
                currentIndex: panel.session.colourings.indexOf(panel.session.colourBy)
                onActivated: index => panel.session.colourBy = panel.session.colourings[index]
                Layout.fillWidth: true
            }
        }
        Label {
            objectName: "trainingCanvasLegend"
            visible: panel.session.hasResult
            text: panel.session.canvasLegend
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        SectionLabel { visible: panel.session.hasResult; text: qsTr("Where the time goes") }
        // One bar, a segment per kind as wide as its share of the iteration.
        Row {
            visible: panel.session.hasResult
            Layout.fillWidth: true
            height: 18
            Repeater {
                model: panel.session.breakdown
                Rectangle {
                    required property var modelData
                    width: modelData.fraction * column.width
                    height: 18
                    color: modelData.colour
                }
            }
        }
        Repeater {
            model: panel.session.breakdown
            RowLayout {
                required property var modelData
                visible: panel.session.hasResult && modelData.ms > 0
                spacing: Theme.spacing / 2
                Rectangle { width: 12; height: 12; color: parent.modelData.colour }
                Label { text: parent.modelData.label; color: Theme.text; Layout.preferredWidth: 70 }
                Label {
                    text: qsTr("%1 ms (%2 %)").arg(Number(parent.modelData.ms).toFixed(2))
                          .arg(Number(100 * parent.modelData.fraction).toFixed(1))
                    color: Theme.mutedText
                    font.family: "monospace"
                }
            }
        }

        SectionLabel {
            visible: panel.session.hasResult
            text: qsTr("Memory per GPU (of %1 GB HBM)").arg(Number(panel.session.hbmGB).toFixed(0))
        }
        Repeater {
            model: panel.session.hasResult ? panel.session.memory : []
            ColumnLayout {
                required property var modelData
                spacing: 2
                Layout.fillWidth: true
                Label {
                    text: qsTr("%1: %2 GB").arg(parent.modelData.label).arg(Number(parent.modelData.GB).toFixed(1))
                    color: Theme.text
                }
                Rectangle {
                    Layout.fillWidth: true
                    height: 8
                    radius: 2
                    color: Theme.border
                    Rectangle {
                        width: Math.min(1, parent.parent.modelData.fraction) * parent.width
                        height: parent.height
                        radius: 2
                        color: Theme.accent
                    }
                }
            }
        }
    }
}
