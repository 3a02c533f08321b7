import QtQml.Models
import QtQuick
import QtQuick.Controls
import ScaleScope

// File, Edit, View and Help menus with the platform's standard shortcuts, each shown beside its
// entry; View > Language switches the language the window speaks. Every shortcut of the window
// is an action here, bound once.
MenuBar {
    id: menus
    required property Workspace workspace
    // The laser pointer, the spotlight and the Annotate tool: the window's (the workspace's).
    readonly property PresenterTools tools: workspace.presenterTools
    readonly property DesignDocument document: workspace.document
    readonly property DeviceSelection selection: workspace.view.selection
    signal newRequested()
    signal openRequested()
    signal importRequested()
    signal saveAsRequested()
    signal exportRequested()
    signal lessonsRequested()
    signal quitRequested()
    signal shortcutsRequested()
    signal gettingStartedRequested()
    signal aboutRequested()

    // Each menu's entries show their shortcuts.
    component KeyedMenu: Menu {
        delegate: Component {
            ShortcutMenuItem {}
        }
    }

    KeyedMenu {
        title: qsTr("&File")
        Action {
            text: qsTr("&New from preset…")
            shortcut: StandardKey.New // qmllint disable unqualified
            onTriggered: menus.newRequested()
        }
        Action {
            text: qsTr("&Open…")
            shortcut: StandardKey.Open // qmllint disable unqualified
            onTriggered: menus.openRequested()
        }
        Action {
            text: qsTr("&Import…")
            shortcut: "Ctrl+I"
            onTriggered: menus.importRequested()
        }
        Menu {
            id: recentMenu
            title: qsTr("Open &recent")
            enabled: menus.document.recentFiles.length > 0
            Instantiator {
                model: menus.document.recentFiles
                // The file's name first, its folder after it shortened in the middle, the whole
                // path when the pointer rests on it.
                delegate: MenuItem {
                    id: recentItem
                    required property string modelData
                    readonly property int slash: recentItem.modelData.lastIndexOf("/")
                    text: recentItem.modelData.substring(recentItem.slash + 1)
                    ToolTip.visible: hovered
                    ToolTip.text: recentItem.modelData
                    ToolTip.delay: 500
                    contentItem: Row {
                        spacing: Theme.spacing
                        Label {
                            text: recentItem.text
                            color: recentItem.highlighted ? Theme.highlightedText : Theme.text
                        }
                        Label {
                            width: Math.min(implicitWidth, 260)
                            text: recentItem.modelData.substring(0, Math.max(0, recentItem.slash))
                            elide: Text.ElideMiddle
                            color: recentItem.highlighted ? Theme.highlightedText : Theme.mutedText
                        }
                    }
                }
                onObjectAdded: (index, object) => {
                    object.triggered.connect(() => menus.workspace.files.openRecent(object.modelData))
                    recentMenu.insertItem(index, object)
                }
                onObjectRemoved: (index, object) => recentMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Save")
            shortcut: StandardKey.Save // qmllint disable unqualified
            onTriggered: menus.document.hasFile ? menus.document.save() : menus.saveAsRequested()
        }
        Action {
            text: qsTr("Save &as…")
            // Not StandardKey.SaveAs: without a desktop environment Qt binds no key to it.
            shortcut: "Ctrl+Shift+S"
            onTriggered: menus.saveAsRequested()
        }
        Action {
            text: qsTr("&Export…")
            shortcut: "Ctrl+Shift+E"
            onTriggered: menus.exportRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "lessons"
            text: qsTr("&Lessons…")
            onTriggered: menus.lessonsRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Quit")
            shortcut: StandardKey.Quit // qmllint disable unqualified
            onTriggered: menus.quitRequested()
        }
    }
    KeyedMenu {
        title: qsTr("&Edit")
        Action {
            text: menus.document.canUndo ? qsTr("&Undo %1").arg(menus.document.undoText) : qsTr("&Undo")
            enabled: menus.document.canUndo
            shortcut: StandardKey.Undo // qmllint disable unqualified
            onTriggered: menus.document.undo()
        }
        Action {
            text: menus.document.canRedo ? qsTr("&Redo %1").arg(menus.document.redoText) : qsTr("&Redo")
            enabled: menus.document.canRedo
            shortcut: StandardKey.Redo // qmllint disable unqualified
            onTriggered: menus.document.redo()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Copy")
            enabled: menus.selection.current >= 0
            shortcut: StandardKey.Copy // qmllint disable unqualified
            onTriggered: menus.workspace.clipboard.copyNodes(menus.selection.nodes)
        }
        Action {
            text: qsTr("&Paste")
            enabled: menus.workspace.clipboard.canPaste
            shortcut: StandardKey.Paste // qmllint disable unqualified
            onTriggered: {
                const pasted = menus.workspace.clipboard.paste()
                if (pasted >= 0)
                    menus.selection.current = pasted
            }
        }
        Action {
            text: qsTr("D&uplicate")
            enabled: menus.selection.current >= 0
            shortcut: "Ctrl+D"
            onTriggered: {
                const copy = menus.workspace.clipboard.duplicateNodes(menus.selection.nodes)
                if (copy >= 0)
                    menus.selection.current = copy
            }
        }
        Action {
            text: qsTr("Select &all")
            shortcut: StandardKey.SelectAll // qmllint disable unqualified
            onTriggered: menus.workspace.view.selectAll()
        }
        // The annotation selected, else the devices.
        Action {
            text: qsTr("&Delete")
            enabled: menus.selection.current >= 0 || menus.tools.selected >= 0
            shortcut: StandardKey.Delete // qmllint disable unqualified
            onTriggered: {
                const annotation = menus.tools.selected
                menus.tools.selected = -1
                if (annotation >= 0)
                    menus.workspace.annotations.remove(annotation)
                else
                    menus.workspace.editor.deleteDevices(menus.selection.nodes)
            }
        }
        // Arrows, text boxes and highlight frames over the canvas (placed on it with the pointer),
        // kept with the view rather than the design: a story's scene saves them.
        KeyedMenu {
            title: qsTr("A&nnotate")
            Action {
                objectName: "annotateArrow"
                text: qsTr("&Arrow")
                checkable: true
                checked: menus.tools.tool === "arrow"
                shortcut: "A"
                onTriggered: menus.tools.tool = checked ? "arrow" : ""
            }
            Action {
                objectName: "annotateText"
                text: qsTr("&Text")
                checkable: true
                checked: menus.tools.tool === "text"
                shortcut: "T"
                onTriggered: menus.tools.tool = checked ? "text" : ""
            }
            Action {
                objectName: "annotateFrame"
                text: qsTr("&Frame")
                checkable: true
                checked: menus.tools.tool === "frame"
                shortcut: "F"
                onTriggered: menus.tools.tool = checked ? "frame" : ""
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Clear annotations")
                enabled: menus.workspace.annotations.count > 0
                onTriggered: {
                    menus.tools.selected = -1
                    menus.workspace.annotations.clear()
                }
            }
        }
        MenuSeparator {}
        // The failure scenario: the selected devices marked failed or their marks cleared, the
        // layer on or off and every mark cleared, each one undoable edit. A link is marked from
        // the canvas's context menu or the inspector.
        Action {
            objectName: "markFailed"
            text: qsTr("Mark &failed")
            enabled: menus.selection.current >= 0
            shortcut: "Ctrl+Shift+F"
            onTriggered: menus.workspace.failures.markDevicesFailed(menus.selection.nodes)
        }
        Action {
            objectName: "clearMark"
            text: qsTr("C&lear mark")
            enabled: menus.selection.current >= 0
            onTriggered: menus.workspace.failures.clearDeviceMark(menus.selection.current)
        }
        Action {
            objectName: "failuresOn"
            text: qsTr("Failures &on")
            checkable: true
            checked: menus.workspace.failures.enabled
            enabled: menus.workspace.failures.count > 0
            shortcut: "Ctrl+Shift+U"
            onTriggered: menus.workspace.failures.setEnabled(checked)
        }
        Action {
            text: qsTr("Clear all &marks")
            enabled: menus.workspace.failures.count > 0
            onTriggered: menus.workspace.failures.clearAll()
        }
    }
    KeyedMenu {
        title: qsTr("&View")
        Action {
            text: qsTr("&Fit to view")
            shortcut: "Ctrl+0"
            onTriggered: menus.workspace.fitToView()
        }
        Action {
            text: qsTr("Zoom to &selection")
            enabled: menus.selection.current >= 0
            shortcut: "Ctrl+E"
            onTriggered: menus.workspace.zoomToSelection()
        }
        Action {
            text: qsTr("Zoom &in")
            shortcut: StandardKey.ZoomIn // qmllint disable unqualified
            onTriggered: menus.workspace.zoomBy(1.25)
        }
        Action {
            text: qsTr("Zoom &out")
            shortcut: StandardKey.ZoomOut // qmllint disable unqualified
            onTriggered: menus.workspace.zoomBy(0.8)
        }
        MenuSeparator {}
        // Presenting: the canvas alone, full screen, its text enlarged; Esc leaves too.
        Action {
            objectName: "present"
            text: qsTr("&Present")
            checkable: true
            checked: menus.workspace.view.presenting
            shortcut: "F5"
            onTriggered: menus.workspace.view.presenting = checked
        }
        Action {
            objectName: "laserPointer"
            text: qsTr("Laser poi&nter")
            checkable: true
            checked: menus.tools.laserPointer
            shortcut: "L"
            onTriggered: menus.tools.laserPointer = checked
        }
        Action {
            objectName: "spotlight"
            text: qsTr("Spotligh&t on the selection")
            checkable: true
            checked: menus.tools.spotlight
            shortcut: "S"
            onTriggered: menus.tools.spotlight = checked
        }
        MenuSeparator {}
        Action {
            objectName: "showMinimap"
            text: qsTr("&Minimap")
            checkable: true
            checked: menus.workspace.view.showMinimap
            shortcut: "Ctrl+M"
            onTriggered: menus.workspace.view.showMinimap = checked
        }
        Action {
            objectName: "showLegend"
            text: qsTr("&Legend")
            checkable: true
            checked: menus.workspace.view.showLegend
            shortcut: "Ctrl+L"
            onTriggered: menus.workspace.view.showLegend = checked
        }
        Action {
            objectName: "showCharts"
            text: qsTr("&Charts of the traffic")
            checkable: true
            checked: menus.workspace.view.showCharts
            shortcut: "Ctrl+K"
            onTriggered: menus.workspace.view.showCharts = checked
        }
        Action {
            objectName: "showSideBySide"
            text: qsTr("&Baseline Side by Side")
            checkable: true
            enabled: menus.workspace.comparison.hasBaseline
            checked: menus.workspace.comparison.sideBySide
            onTriggered: menus.workspace.comparison.sideBySide = checked
        }
        Action {
            objectName: "linkLabels"
            text: qsTr("&Label every link")
            checkable: true
            checked: menus.workspace.view.linkLabels
            onTriggered: menus.workspace.view.linkLabels = checked
        }
        Action {
            text: qsTr("&Dark theme")
            checkable: true
            checked: menus.workspace.view.darkTheme
            onTriggered: menus.workspace.view.theme = checked ? "dark" : "light"
        }
        // Each language named in its own words, the one shown checked; the window speaks the one
        // chosen at once.
        Menu {
            id: languageMenu
            objectName: "languageMenu"
            title: qsTr("L&anguage")
            Instantiator {
                model: menus.workspace.languages.choices
                delegate: MenuItem {
                    id: languageItem
                    required property var modelData
                    objectName: "language_" + languageItem.modelData.code
                    text: languageItem.modelData.name
                    checkable: true
                }
                onObjectAdded: (index, object) => {
                    const shown = () => menus.workspace.languages.current === object.modelData.code
                    object.checked = Qt.binding(shown)
                    object.triggered.connect(() => {
                        menus.workspace.languages.choose(object.modelData.code)
                        // A click toggles the mark: it follows the language again.
                        object.checked = Qt.binding(shown)
                    })
                    languageMenu.insertItem(index, object)
                }
                onObjectRemoved: (index, object) => languageMenu.removeItem(object)
            }
        }
    }
    KeyedMenu {
        title: qsTr("&Help")
        Action {
            text: qsTr("&Keyboard shortcuts")
            shortcut: StandardKey.HelpContents // qmllint disable unqualified
            onTriggered: menus.shortcutsRequested()
        }
        Action {
            text: qsTr("&Getting started")
            onTriggered: menus.gettingStartedRequested()
        }
        Action {
            text: qsTr("&About ScaleScope")
            onTriggered: menus.aboutRequested()
        }
    }
}
