pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// What of the training job's communication runs beside its compute: DP's buckets during backward,
// TP behind the products, and CP's K and V in a ring beside attention (else all-gathered before
// it). Each is set through the session.
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
    ThemedCheckBox {
        objectName: "training-cpComm"
        text: qsTr("CP ring beside attention")
        enabled: (flow.fields.cp ?? 1) > 1
        checked: (flow.fields.cpComm || "p2p") === "p2p"
        onToggled: flow.session.setField("cpComm", checked ? "p2p" : "all_gather")
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Off: each rank's K and V all-gathered before attention and their gradients "
                           + "reduce-scattered after it, not overlapped (as Llama 3 was trained)")
    }
}
