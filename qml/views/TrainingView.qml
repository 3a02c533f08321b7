pragma ComponentBehavior: Bound

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
    readonly property var colourings: session.colourings

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
        }
        RowLayout {
            Button {
                objectName: "trainingAdd"
                text: qsTr("Add")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A new job, a copy of this one placed on the GPUs left free")
                onClicked: panel.session.addJob()
            }
            Button {
                objectName: "trainingDelete"
                text: qsTr("Delete")
                onClicked: panel.session.deleteJob()
            }
            Button {
                objectName: "trainingRun"
                text: panel.session.running ? qsTr("Stop") : qsTr("Run")
                onClicked: panel.session.running ? panel.session.stop() : panel.session.run()
            }
        }
        // The job's fields: each taken as it is typed (Enter or leaving the field), saved through
        // the undo stack, or refused with the reason under them.
        TrainingJobFields {
            session: panel.session
            fields: panel.fields
            visible: !!panel.fields.model
            Layout.fillWidth: true
        }
        // Memory against time: what is recomputed, what goes to the host, how DP shards the state.
        TrainingMemoryFields {
            session: panel.session
            fields: panel.fields
            visible: !!panel.fields.model
            Layout.fillWidth: true
        }
        RowLayout {
            visible: !!panel.fields.model
            Layout.fillWidth: true
            Label {
                text: qsTr("Fidelity")
                color: Theme.mutedText
                Layout.preferredWidth: Theme.fieldLabelWidth
            }
            ComboBox {
                objectName: "trainingFidelity"
                // The values the session takes, shown as they read.
                readonly property var values: ["analytic", "flow"]
                model: [qsTr("Analytic"), qsTr("Flow: groups share links")]
                currentIndex: values.indexOf(panel.fields.fidelity || "analytic")
                onActivated: index => panel.session.setField("fidelity", values[index])
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Flow runs every group of a kind at once on one network, sharing links; slower to compute")
                Layout.fillWidth: true
            }
            Label {
                visible: panel.fields.placement === "random"
                text: qsTr("Seed")
                color: Theme.mutedText
            }
            TextField {
                objectName: "training-seed"
                visible: panel.fields.placement === "random"
                text: panel.fields.seed || "0"
                selectByMouse: true
                Layout.preferredWidth: 60
                onEditingFinished: if (text !== panel.fields.seed)
                                       panel.session.setField("seed", text)
            }
        }
        QueuePairsField {
            // Only a fabric that hashes flows (static ECMP) spreads a connection by its queue pairs.
            visible: !!panel.fields.model && panel.fields.fidelity === "flow" && !!panel.fields.hashed
            boxName: "training-qpsPerConnection"
            labelWidth: Theme.fieldLabelWidth
            value: Number(panel.fields.qpsPerConnection || 1)
            Layout.fillWidth: true
            onChosen: (qps) => panel.session.setField("qpsPerConnection", String(qps))
        }
        TrainingOverlapFields {
            session: panel.session
            fields: panel.fields
            visible: !!panel.fields.model
            Layout.fillWidth: true
        }
        Label {
            objectName: "trainingFieldError"
            visible: panel.session.fieldError !== ""
            text: panel.session.fieldError
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
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

        // The best configurations for this job's model on as many GPUs, placed as the job is;
        // Apply writes one into the job (one undoable edit).
        SectionLabel { visible: !!panel.fields.model; text: qsTr("Search the configurations") }
        RowLayout {
            visible: !!panel.fields.model
            Layout.fillWidth: true
            Button {
                objectName: "trainingSearch"
                text: panel.session.searching ? qsTr("Searching…") : qsTr("Search…")
                enabled: !panel.session.searching
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Every valid TP, PP, VPP, DP, CP, EP and micro-batch for this model on this job's GPUs, timed analytically")
                onClicked: panel.session.search()
            }
            BusyIndicator {
                visible: panel.session.searching
                running: visible
                Layout.preferredHeight: 28
                Layout.preferredWidth: 28
            }
        }
        Label {
            objectName: "trainingSearchStatus"
            visible: panel.session.searchStatus !== ""
            text: panel.session.searchStatus
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            model: panel.session.searchResults
            // Two lines each: the configuration, then its figures and Apply.
            GridLayout {
                id: searchRow
                required property var modelData
                required property int index
                columns: 2
                rowSpacing: 0
                columnSpacing: Theme.spacing / 2
                Layout.fillWidth: true
                Label {
                    text: qsTr("%1. %2").arg(searchRow.index + 1).arg(searchRow.modelData.label)
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("%1 ms, MFU %2%").arg(Number(searchRow.modelData.iterationMs).toLocaleString(Qt.locale(), "f", 0))
                          .arg(Number(100 * searchRow.modelData.mfu).toLocaleString(Qt.locale(), "f", 1))
                    color: Theme.mutedText
                    font.family: "monospace"
                    leftPadding: Theme.spacing
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "trainingApply" + searchRow.index
                    text: qsTr("Apply")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Set this job's degrees, micro-batch and rank order (%1) to these").arg(searchRow.modelData.order)
                    onClicked: panel.session.applySearchResult(searchRow.index)
                }
            }
        }

        SectionLabel { visible: panel.session.hasResult; text: qsTr("One iteration") }
        KeyValueRow {
            visible: panel.session.hasResult
            objectName: "iterationTime"
            key: qsTr("Iteration")
            value: qsTr("%1 ms").arg(Number(panel.summary.iterationMs || 0).toLocaleString(Qt.locale(), "f", 1))
        }
        KeyValueRow {
            visible: panel.session.hasResult
            key: qsTr("Tokens/s")
            value: Math.round(panel.summary.tokensPerSec || 0).toLocaleString(Qt.locale(), "f", 0)
        }
        KeyValueRow {
            visible: panel.session.hasResult
            key: qsTr("MFU")
            hint: qsTr("Model FLOPs (as Megatron-LM counts them) over the GPUs' dense peak")
            value: qsTr("%1%, %2 TFLOP/s per GPU").arg(Number(100 * (panel.summary.mfu || 0)).toLocaleString(Qt.locale(), "f", 1))
                   .arg(Number(panel.summary.tflopsPerGpu || 0).toLocaleString(Qt.locale(), "f", 0))
        }
        KeyValueRow {
            visible: panel.session.hasResult
            objectName: "computeRates"
            key: qsTr("Rates")
            hint: panel.summary.matmulMeasured && panel.summary.hbmMeasured
                  ? qsTr("The rates the compute ran at, both measured on this GPU")
                  : panel.summary.matmulFromBurst
                  ? qsTr("The rates the compute ran at; products at this GPU's measured burst times the share of it a similar GPU sustains, and where this GPU has no measurement, the share of its rated rate measured on a similar GPU")
                  : qsTr("The rates the compute ran at; where this GPU has no measurement, the share of its rated rate measured on a similar GPU")
            value: panel.summary.ratesText || ""
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
                model: [qsTr("TP group"), qsTr("DP group"), qsTr("Pipeline stage"), qsTr("EP group")]
                currentIndex: panel.colourings.indexOf(panel.session.colourBy)
                onActivated: index => panel.session.colourBy = panel.colourings[index]
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
        Label {
            objectName: "trainingHeatmapNote"
            visible: panel.session.heatmapNote !== ""
            text: panel.session.heatmapNote
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
        LayoutRepeater {
            model: panel.session.breakdown
            RowLayout {
                required property var modelData
                visible: panel.session.hasResult && modelData.ms > 0
                spacing: Theme.spacing / 2
                Rectangle { width: 12; height: 12; color: parent.modelData.colour }
                Label { text: parent.modelData.label; color: Theme.text; Layout.preferredWidth: 70 }
                Label {
                    text: qsTr("%1 ms (%2%)").arg(Number(parent.modelData.ms).toLocaleString(Qt.locale(), "f", 1))
                          .arg(Number(100 * parent.modelData.fraction).toLocaleString(Qt.locale(), "f", 1))
                    color: Theme.mutedText
                    font.family: "monospace"
                }
            }
        }

        SectionLabel {
            visible: panel.session.hasResult
            text: qsTr("Memory per GPU on stage %1 (of %2 GB HBM)").arg(panel.session.memoryStage)
                                                                     .arg(Number(panel.session.hbmGB).toLocaleString(Qt.locale(), "f", 0))
        }
        LayoutRepeater {
            model: panel.session.hasResult ? panel.session.memory : []
            ColumnLayout {
                id: memoryRow
                required property var modelData
                spacing: 2
                Layout.fillWidth: true
                Label {
                    text: qsTr("%1: %2 GB").arg(parent.modelData.label).arg(Number(parent.modelData.GB).toLocaleString(Qt.locale(), "f", 1))
                    color: Theme.text
                    font.bold: memoryRow.modelData.total ?? false
                }
                Rectangle {
                    visible: memoryRow.modelData.inHbm
                    Layout.fillWidth: true
                    height: 8
                    radius: 2
                    color: Theme.border
                    Rectangle {
                        width: Math.min(1, memoryRow.modelData.fraction) * parent.width
                        height: parent.height
                        radius: 2
                        color: Theme.accent
                    }
                }
            }
        }
    }
}
