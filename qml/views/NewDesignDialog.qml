import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A new design from a catalog preset and the generator's options (asked first about unsaved
// changes, by the document's files).
Dialog {
    id: dialog
    required property DesignDocument document
    required property DocumentFiles files
    readonly property var preset: presetBox.currentIndex >= 0 ? document.presets[presetBox.currentIndex] : ({})

    title: qsTr("New design from a preset")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent
    width: 520

    onAccepted: {
        const nic = nicBox.currentIndex === 0 ? "" : nicBox.currentText
        const fabric = fabricBox.currentIndex === 0 ? "" : fabricBox.currentText
        dialog.files.newFromPreset(dialog.preset.id, countBox.value, fabric, oversubscriptionBox.value / 10,
                                      nic, storageBox.value, networkBox.model[networkBox.currentIndex].value)
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing / 2

        Label { text: qsTr("System") }
        ComboBox {
            id: presetBox
            objectName: "presetBox"
            model: dialog.document.presets
            textRole: "name"
            Layout.fillWidth: true
        }
        Item { width: 1; height: 1 }
        Label {
            text: dialog.preset.description || ""
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label { text: dialog.preset.unit === "racks" ? qsTr("Racks") : qsTr("Nodes") }
        SpinBox {
            id: countBox
            objectName: "countBox"
            from: 1
            to: 65536
            value: 4
            editable: true
        }
        Label { text: qsTr("Compute fabric") }
        ComboBox {
            id: fabricBox
            model: [qsTr("default"), "rail-optimized", "fat-tree"]
        }
        Label { text: qsTr("Scale-out network") }
        ComboBox {
            id: networkBox
            objectName: "networkBox"
            model: [{ text: qsTr("InfiniBand"), value: "infiniband" },
                    { text: qsTr("RoCE v2 (Ethernet, routed)"), value: "roce" },
                    { text: qsTr("RoCE v1 (Ethernet, one L2 subnet per leaf)"), value: "roce-v1" }]
            textRole: "text"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Oversubscription") }
        SpinBox {
            id: oversubscriptionBox
            from: 10
            to: 160
            stepSize: 5
            value: 10
            editable: true
            textFromValue: (value) => (value / 10).toFixed(1) + ":1"
            valueFromText: (text) => Math.round(parseFloat(text) * 10)
        }
        Label { text: qsTr("Compute NIC") }
        ComboBox {
            id: nicBox
            model: [qsTr("default"), "200G", "400G", "800G"]
        }
        Label { text: qsTr("Storage servers") }
        SpinBox {
            id: storageBox
            from: -1
            to: 65536
            value: -1
            editable: true
            textFromValue: (value) => value < 0 ? qsTr("default") : String(value)
            valueFromText: (text) => text === qsTr("default") ? -1 : parseInt(text)
        }
    }
}
