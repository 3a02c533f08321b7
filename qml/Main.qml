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
    // The side panels give the canvas room on a small window; the left one keeps its tabs whole.
    readonly property int sidePanelWidth: Math.round(Math.min(320, Math.max(220, width * 0.22)))
    palette.window: Theme.surface
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.text: Theme.text
    palette.button: Theme.surface
    palette.buttonText: Theme.text
    palette.highlight: Theme.highlight
    palette.highlightedText: Theme.highlightedText
    palette.placeholderText: Theme.mutedText
    // What cannot be used now reads so: menu entries, buttons, fields.
    palette.disabled.text: Theme.disabledText
    palette.disabled.windowText: Theme.disabledText
    palette.disabled.buttonText: Theme.disabledText

    // The theme the view state holds (the View menu and --theme set it).
    Binding {
        target: Theme
        property: "dark"
        value: window.workspace.view.darkTheme
    }

    // Presenting (View > Present, F5; Esc or F5 leaves): full screen with the menus, tool bar, side
    // panels and status bar hidden, each by a binding to the view state, so that leaving shows
    // exactly what was there (panels, tab, overlays); the window's own state is put back as it was.
    readonly property bool presenting: workspace.view.presenting
    property int visibilityBeforePresenting: Window.Windowed
    onPresentingChanged: {
        if (presenting) {
            visibilityBeforePresenting = visibility
            showFullScreen()
        } else {
            visibility = visibilityBeforePresenting
        }
    }

    menuBar: MainMenuBar {
        visible: !window.presenting
        workspace: window.workspace
        onNewRequested: newDialog.open()
        onOpenRequested: openDialog.open()
        onImportRequested: importDialog.open()
        onSaveAsRequested: saveDialog.ask()
        onExportRequested: exportDialog.open()
        onLessonsRequested: lessonsDialog.open()
        onQuitRequested: window.close()
        onShortcutsRequested: helpDialogs.showShortcuts()
        onGettingStartedRequested: helpDialogs.showGettingStarted()
        onAboutRequested: helpDialogs.showAbout()
    }
    HelpDialogs {
        id: helpDialogs
        menus: window.menuBar as MenuBar
    }

    header: MainToolBar {
        visible: !window.presenting
        workspace: window.workspace
    }

    SplitView {
        anchors.fill: parent

        Page {
            objectName: "sidePanel"
            visible: !window.presenting
            SplitView.preferredWidth: Math.max(window.sidePanelWidth, sideTabs.contentWidth)
            SplitView.minimumWidth: 200
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
                SideTab { text: qsTr("Training"); objectName: "tab-training" }
                SideTab { text: qsTr("BOM"); objectName: "tab-bom" }
                SideTab { text: qsTr("Compare"); objectName: "tab-compare" }
                SideTab { text: qsTr("Stories"); objectName: "tab-stories" }
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
                TrainingView {
                    session: window.workspace.training
                }
                BomView {
                    session: window.workspace.bom
                }
                CompareView {
                    session: window.workspace.comparison
                }
                StoriesView {
                    session: window.workspace.stories
                }
            }
        }
        // The canvas, and under it (View > Charts) the traffic's charts side by side, as tall as
        // the user drags them.
        SplitView {
            SplitView.fillWidth: true
            orientation: Qt.Vertical
            // The open design's canvas; side by side (the Compare tab), the baseline's at its left,
            // each under a heading that names it and gives the Traffic job's figures on it.
            Item {
                id: designs
                SplitView.fillHeight: true
                SplitView.minimumHeight: 200
                readonly property bool sideBySide: window.workspace.baseline.shown
                BaselineCanvasView {
                    id: baselineView
                    objectName: "baselineView"
                    visible: designs.sideBySide
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    width: designs.sideBySide ? Math.floor((parent.width - 1) / 2) : 0
                    workspace: window.workspace
                    partner: designs.sideBySide ? mainView.canvas : null
                    textScale: mainView.textScale
                    lineScale: mainView.lineScale
                }
                Rectangle {
                    visible: designs.sideBySide
                    x: baselineView.width
                    width: 1
                    height: parent.height
                    color: Theme.border
                }
                CanvasHeading {
                    id: currentHeading
                    objectName: "currentHeading"
                    visible: designs.sideBySide
                    anchors.left: baselineView.right
                    anchors.leftMargin: 1
                    anchors.right: parent.right
                    height: visible ? baselineView.headingHeight : 0
                    textScale: mainView.textScale
                    role: qsTr("This design")
                    title: window.workspace.baseline.currentTitle
                    figures: window.workspace.baseline.currentRunText
                }
                CanvasView {
                    id: mainView
                    anchors.left: designs.sideBySide ? baselineView.right : parent.left
                    anchors.leftMargin: designs.sideBySide ? 1 : 0
                    anchors.right: parent.right
                    anchors.top: currentHeading.bottom
                    anchors.bottom: parent.bottom
                    workspace: window.workspace
                    sameScaleAs: designs.sideBySide ? baselineView.canvas : null
                    sharedLeft: designs.sideBySide ? baselineView.width + 1 : 0
                }
            }
            // Made when first shown (the window may open with them): charts are heavy, and
            // most sessions never open them.
            Loader {
                id: chartsLoader
                objectName: "chartsPanel"
                visible: window.workspace.view.showCharts && !window.presenting
                active: visible
                SplitView.preferredHeight: Math.max(200, window.height * 0.35)
                SplitView.minimumHeight: 160
                // The Training tab's Gantt chart while that tab is open, else the traffic's charts.
                readonly property bool training: window.workspace.view.currentTab === "training"
                function load() {
                    if (!active)
                        return
                    if (training)
                        setSource("TrainingGantt.qml", { session: window.workspace.training })
                    else
                        setSource("TrafficCharts.qml", { session: window.workspace.traffic })
                }
                onActiveChanged: load()
                onTrainingChanged: load()
                Component.onCompleted: load()
            }
        }
        InspectorView {
            objectName: "inspector"
            visible: !window.presenting
            SplitView.preferredWidth: window.sidePanelWidth
            SplitView.minimumWidth: 200
            workspace: window.workspace
        }
    }

    footer: StatusBar {
        visible: !window.presenting
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
        acceptLabel: qsTr("Save")
        // Proposes the design's file, else one named after it.
        function ask() {
            selectedFile = window.document.suggestedSaveUrl()
            open()
        }
        nameFilters: [qsTr("ScaleScope designs (*.scalescope.json)")]
        onAccepted: window.files.saveAs(selectedFile)
        onRejected: window.files.saveAsCancelled()
    }
    LessonsDialog {
        id: lessonsDialog
        objectName: "lessonsDialog"
        stories: window.workspace.stories
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
            saveDialog.ask()
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
