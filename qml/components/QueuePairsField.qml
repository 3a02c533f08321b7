import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Queue pairs per NCCL connection (NCCL_IB_QPS_PER_CONNECTION) for a job on a fabric that hashes
// flows (static ECMP), where each is hashed onto a path of its own: the Traffic and Training tabs'
// field. Shows `value`; `chosen` gives a whole number from 1 to `maximum` once it is set.
RowLayout {
    id: row
    property int value: 1
    property int maximum: 128
    property real labelWidth: 80
    property string boxName: "qpsPerConnection"
    signal chosen(int value)

    Label {
        text: qsTr("Queue pairs")
        color: Theme.mutedText
        Layout.preferredWidth: row.labelWidth
    }
    SpinBox {
        objectName: row.boxName
        from: 1
        to: row.maximum
        value: row.value
        editable: true
        Layout.fillWidth: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Queue pairs per NCCL connection (NCCL_IB_QPS_PER_CONNECTION). Static ECMP hashes each onto a path of its own, so more of them spread a connection over more uplinks; adaptive routing spreads every flow anyway")
        onValueModified: row.chosen(value)
    }
}
