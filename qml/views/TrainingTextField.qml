pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import ScaleScope

// A typed field of the training job (a row of TrainingJobFields): shows the job's value and sets
// it through the session once edited; the session checks it and reports a refusal.
TextField {
    required property var form // the TrainingJobFields it is a row of
    required property string field // the session's name for it
    objectName: "training-" + field
    text: String(form.fields[field] ?? "")
    placeholderText: field === "pipelineLayout" ? qsTr("Even split, or layers per virtual stage: 4*15,1") : ""
    selectByMouse: true
    ToolTip.visible: hovered && ToolTip.text !== ""
    ToolTip.text: form.fieldHint(field)
    onEditingFinished: if (text !== String(form.fields[field]))
                           form.session.setField(field, text)
}
