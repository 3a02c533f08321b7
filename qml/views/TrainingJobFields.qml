pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The training job's model, its parallel shape and batch, its precision and where its ranks go.
// Each field is set through the session, which checks it and reports a refusal.
GridLayout {
    id: grid
    required property TrainingSession session
    required property var fields
    columns: 4
    columnSpacing: Theme.spacing / 2
    rowSpacing: 4

    // A field's label. Kept out of the fields' model: a model made with qsTr is made anew on a
    // change of language, and its rows with it, which would drop a value half typed in a field.
    function fieldLabel(field) {
        switch (field) {
        case "tp": return qsTr("TP")
        case "pp": return qsTr("PP")
        case "vpp": return qsTr("VPP")
        case "dp": return qsTr("DP")
        case "cp": return qsTr("CP")
        case "ep": return qsTr("EP")
        case "microBatch": return qsTr("Micro")
        case "globalBatch": return qsTr("Global")
        case "seqLength": return qsTr("Sequence")
        case "precision": return qsTr("Precision")
        case "fp8Recipe": return qsTr("FP8 scaling")
        case "placement": return qsTr("Placement")
        case "order": return qsTr("Order")
        case "pipelineLayout": return qsTr("Layout")
        }
        return field
    }

    // What a field takes, where its label alone does not say.
    function fieldHint(field) {
        switch (field) {
        case "placement": return qsTr("packed (inside NVLink domains first), spread (a GPU per node in turn), "
                                      + "random (from the seed), or a list of GPUs: indices, ranges, names, nodes or racks")
        case "order": return qsTr("The parallel dimensions from innermost to outermost rank: tp-cp-ep-dp-pp keeps TP "
                                  + "inside an NVLink domain; dp-tp-pp spreads it over domains")
        case "globalBatch": return qsTr("Sequences per iteration; 0: about 4M tokens")
        case "seqLength": return qsTr("Tokens per sequence; 0: the model's own")
        case "fp8Recipe": return qsTr("How FP8 scales the products' operands: from the amaxes of earlier steps "
                                      + "(delayed); from each tensor's own, found in a pass over it before the cast "
                                      + "(current scaling); or a scale per block of 32 elements (MXFP8, Blackwell) "
                                      + "or of 128 (blockwise)")
        }
        return ""
    }

    // The values a listed field takes, as the session takes them, and their names on screen.
    function choiceValues(field) {
        return field === "precision" ? ["bf16", "fp8"] : ["delayed", "tensorwise", "mxfp8", "blockwise"]
    }
    function choiceLabels(field) {
        if (field === "precision")
            return ["BF16", "FP8"]
        return [qsTr("Delayed"), qsTr("Current (tensorwise)"), qsTr("MXFP8 (blocks of 32)"),
                qsTr("Blockwise (blocks of 128)")]
    }

    Label { text: qsTr("Model"); color: Theme.mutedText }
    ComboBox {
        objectName: "trainingModel"
        model: grid.session.models
        currentIndex: grid.session.models.indexOf(grid.fields.model || "")
        onActivated: index => grid.session.setField("model", grid.session.models[index])
        Layout.columnSpan: 3
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    LayoutRepeater {
        // The fields' keys alone: a change of language relabels the rows (fieldLabel).
        model: ["tp", "pp", "vpp", "dp", "cp", "ep", "microBatch", "globalBatch", "seqLength", "precision",
            "fp8Recipe", "placement", "order", "pipelineLayout"]
        delegate: RowLayout {
            id: row
            required property string modelData
            readonly property string field: modelData
            readonly property bool listed: field === "precision" || field === "fp8Recipe"
            Layout.columnSpan: field === "fp8Recipe" || field === "placement" || field === "order"
                               || field === "pipelineLayout" ? 4 : 2
            Layout.fillWidth: true
            Label {
                text: grid.fieldLabel(row.field)
                color: Theme.mutedText
                Layout.preferredWidth: Theme.fieldLabelWidth
            }
            // A text field, or a list for the fields of a few values; only the one the row needs is
            // made. From its file (a component declared here would be bound to this document, which
            // Qt 6.4's Loader refuses to make).
            Loader {
                Layout.fillWidth: true
                Layout.preferredWidth: 40
                Component.onCompleted: setSource(row.listed ? "TrainingChoiceField.qml" : "TrainingTextField.qml",
                                                 { form: grid, field: row.field })
            }
        }
    }
}
