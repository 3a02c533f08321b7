import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import ScaleScope

// File > Export…: the format (the list comes from the exporter), the title, the resolution (for
// images only), the whole design or the view on screen, the traffic shown as a heatmap, and the
// file. The exporter draws and writes it.
Dialog {
    id: dialog
    required property ExportController exporter
    readonly property var format: formatBox.currentIndex >= 0 ? exporter.formats[formatBox.currentIndex] : ({})
    readonly property string detail: detailBox.currentIndex >= 0 ? exporter.details[detailBox.currentIndex].id : "auto"

    title: qsTr("Export")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent
    width: 600

    Component.onCompleted: {
        const exportButton = dialog.standardButton(Dialog.Ok)
        exportButton.objectName = "exportButton"
        exportButton.text = qsTr("Export")
        exportButton.enabled = Qt.binding(() => pathField.text.length > 0)
    }
    onAboutToShow: {
        titleField.text = dialog.exporter.title
        if (pathField.text.length === 0)
            pathField.text = dialog.exporter.suggestedPath(dialog.format.id)
    }
    onAccepted: {
        dialog.exporter.title = titleField.text
        dialog.exporter.exportDiagram(pathField.text, dialog.format.id, dpiBox.value, viewButton.checked,
                                      dialog.detail, heatmapBox.checked)
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing / 2

        Label { text: qsTr("Format") }
        ComboBox {
            id: formatBox
            objectName: "formatBox"
            model: dialog.exporter.formats
            textRole: "label"
            Layout.fillWidth: true
            onActivated: pathField.text = dialog.exporter.withExtension(pathField.text, dialog.format.id)
        }

        Label { text: qsTr("Title") }
        TextField {
            id: titleField
            objectName: "titleField"
            selectByMouse: true
            placeholderText: qsTr("The design's name")
            Layout.fillWidth: true
        }

        // Vectors (SVG, PDF) have no resolution: the row is there for images only.
        Label {
            text: qsTr("Resolution")
            visible: dialog.format.usesResolution === true
        }
        RowLayout {
            visible: dialog.format.usesResolution === true
            SpinBox {
                id: dpiBox
                objectName: "dpiBox"
                from: 48
                to: 1200
                stepSize: 48
                value: 192
                editable: true
            }
            Label {
                objectName: "imageSize"
                text: qsTr("dots per inch: %1")
                      .arg(dialog.opened ? dialog.exporter.imageSizeText(dpiBox.value, viewButton.checked, dialog.detail) : "")
                color: Theme.mutedText
            }
        }

        Label { text: qsTr("Draw") }
        ColumnLayout {
            enabled: dialog.format.usesView === true
            spacing: 0
            ThemedRadioButton {
                objectName: "wholeDesign"
                text: qsTr("The whole design")
                checked: true
            }
            ThemedRadioButton {
                id: viewButton
                objectName: "currentView"
                text: qsTr("The current view, as on screen")
            }
        }

        Label {
            text: qsTr("Detail")
            enabled: detailBox.enabled
        }
        ThemedComboBox {
            id: detailBox
            objectName: "detailBox"
            model: dialog.exporter.details
            textRole: "label"
            enabled: dialog.format.usesView === true && !viewButton.checked
            Layout.fillWidth: true
        }

        Label { text: qsTr("Traffic") }
        ColumnLayout {
            enabled: dialog.format.usesHeatmap === true
            spacing: 0
            Layout.fillWidth: true
            ThemedCheckBox {
                id: heatmapBox
                objectName: "heatmapBox"
                text: qsTr("Colour links by their load at the current time")
                enabled: dialog.exporter.heatmapAvailable
                checked: dialog.exporter.heatmapAvailable
            }
            Label {
                text: dialog.exporter.heatmapAvailable ? dialog.exporter.heatmapCaption
                                                       : qsTr("Run a job in the Traffic panel to export its heatmap.")
                color: Theme.mutedText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                Layout.leftMargin: heatmapBox.indicator.width + heatmapBox.spacing
            }
        }

        Label { text: qsTr("File") }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                id: pathField
                objectName: "pathField"
                selectByMouse: true
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Browse…")
                onClicked: fileDialog.open()
            }
        }
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Export to")
        fileMode: FileDialog.SaveFile
        nameFilters: [dialog.format.filter || ""]
        currentFolder: dialog.exporter.folderOf(pathField.text)
        onAccepted: pathField.text = dialog.exporter.withExtension(dialog.exporter.pathOf(selectedFile), dialog.format.id)
    }
}
