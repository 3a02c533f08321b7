import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import ScaleScope

ApplicationWindow {
    id: window
    // Everything the window shows and changes: the open design, how it is viewed, its traffic.
    required property Workspace workspace
    readonly property DesignDocument document: workspace.document
    readonly property DocumentFiles files: workspace.files

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

    // The theme the view state holds (the View menu and --theme set it).
    Binding {
        target: Theme
        property: "dark"
        value: window.workspace.view.darkTheme
    }

    menuBar: MainMenuBar {
        workspace: window.workspace
        onNewRequested: newDialog.open()
        onOpenRequested: openDialog.open()
        onImportRequested: importDialog.open()
        onSaveAsRequested: saveDialog.open()
        onExportRequested: exportDialog.open()
        onQuitRequested: window.close()
    }

    header: MainToolBar {
        workspace: window.workspace
    }

    SplitView {
        anchors.fill: parent

        Page {
            SplitView.preferredWidth: 320
            SplitView.minimumWidth: 220
            // The view state holds the current tab by name; its names are in the buttons' order.
            header: TabBar {
                id: sideTabs
                readonly property var names: window.workspace.view.tabs
                currentIndex: names.indexOf(window.workspace.view.currentTab)
                onCurrentIndexChanged: window.workspace.view.currentTab = names[currentIndex]
                SideTab { text: qsTr("Summary"); objectName: "tab-summary" }
                SideTab { text: qsTr("Palette"); objectName: "tab-palette" }
                SideTab { text: qsTr("Devices"); objectName: "tab-devices" }
                SideTab { text: qsTr("Traffic"); objectName: "tab-traffic" }
                SideTab { text: qsTr("Charts"); objectName: "tab-charts" }
            }
            StackLayout {
                anchors.fill: parent
                currentIndex: sideTabs.currentIndex
                SummaryView {
                    workspace: window.workspace
                }
                PaletteView {
                    workspace: window.workspace
                }
                DeviceListView {
                    workspace: window.workspace
                }
                TrafficView {
                    session: window.workspace.traffic
                }
                // Made when shown (the window may open on it): charts are heavy, and most
                // sessions never open them.
                Loader {
                    id: chartsLoader
                    active: window.workspace.view.currentTab === "charts"
                    function load() {
                        if (active)
                            setSource("TrafficCharts.qml", { session: window.workspace.traffic })
                    }
                    onActiveChanged: load()
                    Component.onCompleted: load()
                }
            }
        }
        CanvasView {
            SplitView.fillWidth: true
            workspace: window.workspace
        }
        InspectorView {
            SplitView.preferredWidth: 320
            SplitView.minimumWidth: 220
            workspace: window.workspace
        }
    }

    footer: StatusBar {
        workspace: window.workspace
    }

    NewDesignDialog {
        id: newDialog
        objectName: "newDesignDialog"
        document: window.document
        files: window.files
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open a design")
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json *.json)"), qsTr("All files (*)")]
        onAccepted: window.files.open(selectedFile)
    }
    FileDialog {
        id: importDialog
        title: qsTr("Import what a tool wrote: NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, ASTRA-sim YAML")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Topology dumps (*.xml *.txt *.topo *.topofile *.yml *.yaml)"), qsTr("All files (*)")]
        onAccepted: window.files.importFiles(selectedFiles)
    }
    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: qsTr("Save the design as")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json)")]
        onAccepted: window.files.saveAs(selectedFile)
        onRejected: window.files.saveAsCancelled()
    }
    ExportDialog {
        id: exportDialog
        objectName: "exportDialog"
        exporter: window.workspace.exporter
    }
    Connections {
        target: window.workspace
        function onExportDialogRequested() {
            exportDialog.open()
        }
    }
    ErrorDialog {
        id: exportErrorDialog
        objectName: "exportErrorDialog"
        title: qsTr("The diagram could not be exported")
        text: window.workspace.exporter.errorText
    }
    Connections {
        target: window.workspace.exporter
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
    // Whatever would replace or close a design with unsaved changes waits for this answer.
    UnsavedDialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        action: window.files.waitingAction
        onSaveChosen: window.files.saveChosen()
        onDiscardChosen: window.files.discardChosen()
        onCancelChosen: window.files.cancelChosen()
    }
    Connections {
        target: window.files
        function onAskingChanged() {
            if (window.files.asking)
                unsavedDialog.open()
            else
                unsavedDialog.close()
        }
        function onSaveAsRequested() {
            saveDialog.open()
        }
        function onCloseAccepted() {
            window.close()
        }
    }
    RecoveryDialog {
        id: recoveryDialog
        objectName: "recoveryDialog"
        recovery: window.workspace.recovery
    }
    Component.onCompleted: {
        if (window.workspace.recovery.offers.length > 0)
            recoveryDialog.open()
    }

    onClosing: (close) => {
        close.accepted = window.files.requestClose()
    }
}
