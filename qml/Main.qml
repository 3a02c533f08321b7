import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import ScaleScope

ApplicationWindow {
    id: window
    required property DesignDocument document
    // The theme to start with (the View menu switches it).
    property bool darkTheme: false
    property bool closeAfterSave: false
    property bool closing: false

    width: 1280
    height: 800
    visible: true
    title: (document.dirty ? "• " : "") + document.title + " — ScaleScope"
    color: Theme.canvasBackground
    palette.window: Theme.surface
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.text: Theme.text
    palette.button: Theme.surface
    palette.buttonText: Theme.text
    palette.highlight: Theme.accent
    palette.placeholderText: Theme.mutedText
    Component.onCompleted: Theme.dark = window.darkTheme

    menuBar: MainMenuBar {
        document: window.document
        canvas: canvasView.canvas
        onNewRequested: newDialog.open()
        onOpenRequested: openDialog.open()
        onImportRequested: importDialog.open()
        onSaveAsRequested: saveDialog.open()
        onExportRequested: exportDialog.open()
        onQuitRequested: window.close()
    }

    header: MainToolBar {
        document: window.document
        canvas: canvasView.canvas
    }

    SplitView {
        anchors.fill: parent

        Page {
            SplitView.preferredWidth: 300
            SplitView.minimumWidth: 220
            header: TabBar {
                id: sideTabs
                objectName: "sideTabs"
                TabButton { text: qsTr("Summary") }
                TabButton { text: qsTr("Palette") }
                TabButton { text: qsTr("Devices") }
                TabButton { text: qsTr("Traffic") }
                TabButton { text: qsTr("Charts") }
            }
            StackLayout {
                anchors.fill: parent
                currentIndex: sideTabs.currentIndex
                SummaryView {
                    document: window.document
                }
                PaletteView {
                    document: window.document
                    canvas: canvasView.canvas
                }
                DeviceListView {
                    document: window.document
                    canvas: canvasView.canvas
                }
                TrafficView {
                    session: traffic
                }
                // Made when first shown: charts are heavy, and most sessions never open them.
                Loader {
                    active: sideTabs.currentIndex === 4
                    onActiveChanged: if (active) setSource("TrafficCharts.qml", { session: traffic })
                }
            }
        }
        CanvasView {
            id: canvasView
            SplitView.fillWidth: true
            document: window.document
            traffic: traffic
        }
        InspectorView {
            SplitView.preferredWidth: 320
            SplitView.minimumWidth: 220
            document: window.document
            canvas: canvasView.canvas
        }
    }

    // Jobs run on the design and the playback of their traffic over the canvas.
    TrafficSession {
        id: traffic
        objectName: "traffic"
        document: window.document
        canvas: canvasView.canvas
    }

    // File > Export…: diagrams of the design as drawn, with the traffic shown.
    ExportController {
        id: exporter
        objectName: "exporter"
        document: window.document
        canvas: canvasView.canvas
        traffic: traffic
    }

    footer: StatusBar {
        document: window.document
        canvas: canvasView.canvas
    }

    NewDesignDialog {
        id: newDialog
        objectName: "newDesignDialog"
        document: window.document
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open a design")
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json *.json)"), qsTr("All files (*)")]
        onAccepted: window.document.open(selectedFile)
    }
    FileDialog {
        id: importDialog
        title: qsTr("Import what a tool wrote: NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, ASTRA-sim YAML")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Topology dumps (*.xml *.txt *.topo *.topofile *.yml *.yaml)"), qsTr("All files (*)")]
        onAccepted: window.document.importFiles(selectedFiles)
    }
    FileDialog {
        id: saveDialog
        title: qsTr("Save the design as")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json)")]
        onAccepted: {
            if (window.document.saveAs(selectedFile) && window.closeAfterSave)
                window.close()
        }
    }
    ExportDialog {
        id: exportDialog
        objectName: "exportDialog"
        exporter: exporter
    }
    ErrorDialog {
        id: exportErrorDialog
        objectName: "exportErrorDialog"
        title: qsTr("The diagram could not be exported")
        text: exporter.errorText
    }
    Connections {
        target: exporter
        function onFailed() {
            exportErrorDialog.open()
        }
    }
    ErrorDialog {
        id: errorDialog
        objectName: "errorDialog"
        text: window.document.errorText
    }
    Connections {
        target: window.document
        function onErrorTextChanged() {
            if (window.document.errorText.length > 0)
                errorDialog.open()
        }
    }
    UnsavedDialog {
        id: unsavedDialog
        onSaveChosen: {
            window.closeAfterSave = true
            if (!window.document.hasFile)
                saveDialog.open()
            else if (window.document.save())
                window.close()
        }
        onDiscardChosen: {
            window.closing = true
            window.close()
        }
    }

    onClosing: (close) => {
        if (window.document.dirty && !window.closing) {
            close.accepted = false
            unsavedDialog.open()
        }
    }
}
