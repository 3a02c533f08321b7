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
        }
        return ""
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
            "placement", "order", "pipelineLayout"]
        delegate: RowLayout {
            id: row
            required property string modelData
            readonly property string field: modelData
            Layout.columnSpan: field === "placement" || field === "order" || field === "pipelineLayout" ? 4 : 2
            Layout.fillWidth: true
            Label {
                text: grid.fieldLabel(row.field)
                color: Theme.mutedText
                Layout.preferredWidth: Theme.fieldLabelWidth
            }
            TextField {
                objectName: visible ? "training-" + row.field : ""
                visible: row.field !== "precision"
                text: String(grid.fields[row.field] ?? "")
                placeholderText: row.field === "pipelineLayout"
                                 ? qsTr("Even split, or layers per virtual stage: 4*15,1") : ""
                selectByMouse: true
                Layout.fillWidth: true
                Layout.preferredWidth: 40
                ToolTip.visible: hovered && ToolTip.text !== ""
                ToolTip.text: grid.fieldHint(row.field)
                onEditingFinished: if (text !== String(grid.fields[row.field]))
                                       grid.session.setField(row.field, text)
            }
            // Two precisions: a list, as the other choices are.
            ThemedComboBox {
                objectName: visible ? "training-precision" : ""
                visible: row.field === "precision"
                readonly property var values: ["bf16", "fp8"]
                readonly property int savedIndex: Math.max(0, values.indexOf(grid.fields.precision || "bf16"))
                model: ["BF16", "FP8"]
                currentIndex: savedIndex
                // The list shows what the job holds, after a refusal or an undo too.
                onActivated: index => {
                    grid.session.setField("precision", values[index]);
                    currentIndex = Qt.binding(() => savedIndex);
                }
                Layout.fillWidth: true
                Layout.preferredWidth: 40
            }
        }
    }
}
