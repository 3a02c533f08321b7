pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// What of the training job's communication runs beside its compute: DP's buckets during backward
// and TP behind the products (CP's exchange, whose ring runs beside attention, is chosen with the
// memory fields). Each is set through the session.
Flow {
    id: flow
    required property TrainingSession session
    required property var fields
    spacing: Theme.spacing / 2
    ThemedCheckBox {
        objectName: "training-overlapDp"
        text: qsTr("DP during backward")
        checked: !!flow.fields.overlapDp
        onToggled: flow.session.setField("overlapDp", checked ? "true" : "false")
    }
    ThemedCheckBox {
        objectName: "training-overlapTp"
        text: qsTr("TP behind GEMMs")
        checked: !!flow.fields.overlapTp
        onToggled: flow.session.setField("overlapTp", checked ? "true" : "false")
    }
}
