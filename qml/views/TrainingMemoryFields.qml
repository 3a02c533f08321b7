pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The training job's memory settings against its time: what is recomputed (and, selective, which
// modules; full, how many layers), how DP shards the state, and what goes to the host. Each field
// is set through the session, which checks it.
GridLayout {
    id: grid
    required property TrainingSession session
    required property var fields
    columns: 4
    columnSpacing: Theme.spacing / 2
    rowSpacing: 4
    Label {
        text: qsTr("Recompute")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    ComboBox {
        objectName: "training-recompute"
        readonly property var values: ["none", "selective", "full"]
        model: [qsTr("None"), qsTr("Selective"), qsTr("Full")]
        currentIndex: values.indexOf(grid.fields.recompute || "selective")
        onActivated: index => grid.session.setField("recompute", values[index])
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    Label {
        text: grid.fields.recompute === "full" ? qsTr("Layers")
            : grid.fields.recompute === "none" ? "" : qsTr("Modules")
        color: Theme.mutedText
    }
    Item { // the cell the fields below leave without recomputation
        visible: grid.fields.recompute === "none"
        Layout.preferredWidth: 110
    }
    // Selective: what it recomputes, as Megatron-Core's recompute_modules names it.
    TextField {
        objectName: "training-recomputeModules"
        visible: grid.fields.recompute === "selective"
        text: grid.fields.recomputeModules ?? ""
        placeholderText: "core_attn"
        selectByMouse: true
        Layout.preferredWidth: 110
        ToolTip.visible: hovered
        ToolTip.text: qsTr("core_attn (attention's softmax part), mla_up_proj (latent attention's "
                           + "up-projections), moe_act (the experts' activation), separated by commas")
        onEditingFinished: if (text !== String(grid.fields.recomputeModules))
                               grid.session.setField("recomputeModules", text)
    }
    TextField {
        objectName: "training-recomputeLayers"
        visible: grid.fields.recompute === "full"
        text: String(grid.fields.recomputeLayers ?? 0)
        selectByMouse: true
        Layout.preferredWidth: 110
        ToolTip.visible: hovered
        ToolTip.text: qsTr("With full recomputation: only the first N layers of each virtual stage (0: all)")
        onEditingFinished: if (text !== String(grid.fields.recomputeLayers))
                               grid.session.setField("recomputeLayers", text)
    }
    Label {
        text: qsTr("DP mode")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    ComboBox {
        objectName: "training-dpMode"
        readonly property var values: ["plain", "distributed-optimizer", "fsdp"]
        model: [qsTr("Plain"), qsTr("Distributed optimizer"), qsTr("FSDP")]
        currentIndex: values.indexOf(grid.fields.dpMode || "distributed-optimizer")
        onActivated: index => grid.session.setField("dpMode", values[index])
        // The rest of the row: "Distributed optimizer" in Chinese is cut short in one column.
        Layout.columnSpan: 3
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    Label {
        text: qsTr("Gradients")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    ThemedComboBox {
        objectName: "training-gradReduce"
        // Megatron-Core's grad_reduce_in_fp32, as the session takes it.
        readonly property var values: ["fp32", "bf16"]
        model: [qsTr("FP32, reduced in FP32"), qsTr("BF16, reduced in BF16")]
        readonly property int savedIndex: Math.max(0, values.indexOf(grid.fields.gradReduce || "fp32"))
        currentIndex: savedIndex
        onActivated: index => {
            grid.session.setField("gradReduce", values[index]);
            currentIndex = Qt.binding(() => savedIndex);
        }
        ToolTip.visible: hovered
        ToolTip.text: qsTr("The gradients' buffer and their data-parallel reduction: FP32, 4 bytes a parameter "
                           + "(Megatron-Core's default for BF16 training), or BF16, half the memory and traffic")
        Layout.columnSpan: 3
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    Label {
        text: qsTr("Loss")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    ThemedComboBox {
        objectName: "training-lossFusion"
        // Megatron-Core's cross_entropy_loss_fusion and cross_entropy_fusion_impl, as the session takes them.
        readonly property var values: ["unfused", "native", "te"]
        model: [qsTr("Unfused kernels, FP32"), qsTr("Fused kernels, FP32"), qsTr("Transformer Engine's kernel")]
        readonly property int savedIndex: Math.max(0, values.indexOf(grid.fields.lossFusion || "unfused"))
        currentIndex: savedIndex
        onActivated: index => {
            grid.session.setField("lossFusion", values[index]);
            currentIndex = Qt.binding(() => savedIndex);
        }
        ToolTip.visible: hovered
        ToolTip.text: qsTr("How the loss passes over the logits after the output layer: one kernel after another on "
                           + "FP32 logits (Megatron-Core's default, 52 bytes a logit), the same steps fused (28), or "
                           + "Transformer Engine's kernel on the BF16 logits (6, as Megatron-Bridge's recipes run)")
        Layout.columnSpan: 3
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    Label {
        text: qsTr("CP exchange")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    ThemedComboBox {
        objectName: "training-cpComm"
        // Megatron-Core's cp_comm_type, as the session takes it.
        readonly property var values: ["p2p", "all_gather", "a2a", "a2a+p2p"]
        model: [qsTr("Ring beside attention"), qsTr("K and V all-gathered"), qsTr("Heads all-to-all"),
            qsTr("All-to-all, then a ring")]
        enabled: (grid.fields.cp ?? 1) > 1
        readonly property int savedIndex: values.indexOf(grid.fields.cpComm || "p2p")
        currentIndex: savedIndex
        // A choice the model refuses (its reason shown under the fields) goes back to the saved one.
        onActivated: index => {
            grid.session.setField("cpComm", values[index]);
            currentIndex = Qt.binding(() => savedIndex);
        }
        ToolTip.visible: hovered
        ToolTip.text: qsTr("How context parallelism moves attention's inputs: K and V round a ring while attention "
                           + "computes; gathered before it, not overlapped (as Llama 3 was trained); or Q, K and V "
                           + "all-to-all so each rank attends over the whole sequence for a share of the heads, "
                           + "not overlapped (CP must divide a TP rank's heads); or that all-to-all inside "
                           + "groups of CP ranks and the ring between them")
        Layout.columnSpan: grid.fields.cpComm === "a2a+p2p" ? 1 : 3
        Layout.fillWidth: true
        Layout.preferredWidth: 100
    }
    // a2a+p2p: the CP ranks of each all-to-all group (empty: the widest that divides the heads).
    Label {
        visible: grid.fields.cpComm === "a2a+p2p"
        text: qsTr("Groups of")
        color: Theme.mutedText
    }
    TextField {
        objectName: "training-cpA2aRanks"
        visible: grid.fields.cpComm === "a2a+p2p"
        text: (grid.fields.cpA2aRanks ?? 0) > 0 ? String(grid.fields.cpA2aRanks) : ""
        placeholderText: qsTr("widest")
        selectByMouse: true
        Layout.preferredWidth: 110
        ToolTip.visible: hovered
        ToolTip.text: qsTr("The CP ranks of each all-to-all group, dividing CP (empty: the widest that also "
                           + "divides a TP rank's heads)")
        onEditingFinished: if (text !== ((grid.fields.cpA2aRanks ?? 0) > 0 ? String(grid.fields.cpA2aRanks) : ""))
                               grid.session.setField("cpA2aRanks", text)
    }
    Label {
        text: qsTr("Offload")
        color: Theme.mutedText
        Layout.preferredWidth: Theme.fieldLabelWidth
    }
    RowLayout {
        Layout.columnSpan: 3
        TextField {
            objectName: "training-offloadLayers"
            text: String(grid.fields.offloadLayers ?? 0)
            selectByMouse: true
            Layout.preferredWidth: 50
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Needs PP 1 and no recomputation")
            onEditingFinished: if (text !== String(grid.fields.offloadLayers))
                                   grid.session.setField("offloadLayers", text)
        }
        Label {
            text: qsTr("layers' activations to the host's memory")
            color: Theme.mutedText
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
    }
}
