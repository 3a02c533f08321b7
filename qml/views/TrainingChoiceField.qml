pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import ScaleScope

// A field of the training job that takes one of a few values (a row of TrainingJobFields): a list,
// with no free text to mistype, that shows what the job holds, after a refusal or an undo too.
ThemedComboBox {
    id: choice
    required property var form // the TrainingJobFields it is a row of
    required property string field // the session's name for it
    readonly property var values: form.choiceValues(field)
    readonly property int savedIndex: Math.max(0, values.indexOf(form.fields[field] || values[0]))
    objectName: "training-" + field
    model: form.choiceLabels(field)
    // FP8's scaling matters to FP8 alone; it keeps its choice while BF16 is tried.
    enabled: field !== "fp8Recipe" || form.fields.precision === "fp8"
    currentIndex: savedIndex
    onActivated: index => {
        form.session.setField(field, values[index]);
        currentIndex = Qt.binding(() => choice.savedIndex);
    }
    ToolTip.visible: hovered && ToolTip.text !== ""
    ToolTip.text: form.fieldHint(field)
}
