import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The views show what the workspace holds and pass the user's choices to it; the canvas
// paints what the view state says.
Item {
    id: root
    width: 1200
    height: 800

    Component {
        id: summaryComponent
        SummaryView {
            width: 300
            height: 800
        }
    }
    Component {
        id: toolbarComponent
        Item {
            id: toolbarView
            required property Workspace workspace
            width: 1200
            height: 600
            property alias bar: bar
            property alias canvasView: canvasView
            MainToolBar {
                id: bar
                width: 1200
                workspace: toolbarView.workspace
            }
            CanvasView {
                id: canvasView
                y: 50
                width: 1200
                height: 550
                workspace: toolbarView.workspace
            }
        }
    }
    Component {
        id: inspectorComponent
        Item {
            id: inspectorView
            required property Workspace workspace
            width: 1200
            height: 600
            property alias inspector: inspector
            property alias canvasView: inspectorCanvas
            CanvasView {
                id: inspectorCanvas
                width: 900
                height: 600
                workspace: inspectorView.workspace
            }
            InspectorView {
                id: inspector
                x: 900
                width: 300
                height: 600
                workspace: inspectorView.workspace
            }
        }
    }
    Component {
        id: paletteComponent
        PaletteView {
            width: 300
            height: 600
        }
    }
    // Ends a drag from inside the drag's own event loop, where the test waits.
    Timer {
        id: dropLater
        property var target: null
        interval: 50
        onTriggered: {
            if (target)
                dragTest.mouseRelease(target, 400, 40)
        }
    }
    Component {
        id: menuComponent
        Menu {
            property alias enabledAction: enabledAction
            delegate: Component {
                ShortcutMenuItem {}
            }
            Action {
                id: enabledAction
                text: "&Fit to view"
                shortcut: "Ctrl+0"
            }
            Action {
                text: "Zoom to &selection"
                shortcut: "Ctrl+E"
                enabled: false
            }
        }
    }
    Component {
        id: cardComponent
        FactCard {
            label: "GPUs"
            value: "32"
            detail: "1 rack"
        }
    }

    TestCase {
        id: dragTest
        name: "Views"
        when: windowShown

        function findChild(item, predicate) {
            if (predicate(item))
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findChild(item.children[i], predicate)
                if (found)
                    return found
            }
            return null
        }

        function test_aPaletteDragMakesNoBindingLoop() {
            failOnWarning(/Binding loop/)
            const workspace = fixtures.exampleWorkspace()
            const palette = createTemporaryObject(paletteComponent, root, { workspace: workspace })
            tryVerify(() => palette.count > 0)
            const entry = palette.itemAtIndex(0)
            verify(entry)
            let started = false
            entry.Drag.activeChanged.connect(() => started = started || entry.Drag.active)
            dropLater.target = palette
            mousePress(entry, 20, entry.height / 2)
            for (let step = 1; step <= 8; ++step)
                mouseMove(entry, 20 + 12 * step, entry.height / 2 + 3 * step)
            dropLater.start()
            mouseMove(entry, 200, entry.height / 2 + 40)
            tryVerify(() => !dropLater.running)
            mouseRelease(palette, 400, 40)
            dropLater.target = null
            verify(started) // a drag did start
        }

        function test_menuEntriesShowTheirKeysAndLookDisabled() {
            const menu = createTemporaryObject(menuComponent, root)
            menu.open()
            tryVerify(() => menu.opened)
            const fit = menu.itemAt(0), zoom = menu.itemAt(1)
            verify(findChild(fit, c => c.objectName === "shortcut" && c.text === "Ctrl+0"))
            verify(findChild(fit, c => c.text === "Fit to view"))
            const zoomLabel = findChild(zoom, c => c.text === "Zoom to selection")
            verify(Qt.colorEqual(zoomLabel.color, Theme.disabledText))
            verify(Qt.colorEqual(findChild(fit, c => c.text === "Fit to view").color, Theme.text))
            menu.close()
            // The toolbar's undo and redo with nothing to undo or redo.
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(toolbarComponent, root, { workspace: workspace })
            const undo = findChild(view.bar, c => c.objectName === "undoButton")
            const redo = findChild(view.bar, c => c.objectName === "redoButton")
            verify(!undo.enabled && !redo.enabled)
            verify(Qt.colorEqual(undo.contentItem.color, Theme.disabledText))
            verify(Qt.colorEqual(redo.contentItem.color, Theme.disabledText))
            // An edit: undo can be used and looks it; undone, redo can.
            workspace.editor.deleteDevices([workspace.summary.findDevice("node0/nic0")])
            verify(undo.enabled && !redo.enabled)
            verify(Qt.colorEqual(undo.contentItem.color, Theme.text))
            workspace.document.undo()
            verify(!undo.enabled && redo.enabled)
            verify(Qt.colorEqual(redo.contentItem.color, Theme.text))
            verify(Qt.colorEqual(undo.contentItem.color, Theme.disabledText))
        }

        function test_factCardShowsItsFigure() {
            const card = createTemporaryObject(cardComponent, root)
            verify(card)
            verify(findChild(card, c => c.text === "32"))
            verify(findChild(card, c => c.text === "GPUs"))
        }

        function test_factCardGrowsToHoldATallerFont() {
            // A language whose font is taller (Chinese) must not push the detail past the card.
            const card = createTemporaryObject(cardComponent, root)
            const figure = findChild(card, c => c.text === "32")
            const detail = findChild(card, c => c.text === "1 rack")
            const before = detail.mapToItem(card, 0, 0).y
            figure.font.pixelSize = 3 * Theme.figureSize
            tryVerify(() => detail.mapToItem(card, 0, 0).y > before) // the column laid out again
            const bottom = detail.mapToItem(card, 0, detail.height).y
            verify(bottom <= card.height - Theme.spacing + 0.5, "detail ends at " + bottom + " of " + card.height)
        }

        function test_summaryShowsTheDesign() {
            const workspace = fixtures.exampleWorkspace()
            const summary = createTemporaryObject(summaryComponent, root, { workspace: workspace })
            verify(summary)
            compare(workspace.summary.facts.length, 10)
            compare(workspace.summary.facts[4].label, "Scale-out network")
            compare(workspace.summary.facts[4].value, "InfiniBand")
            tryVerify(() => findChild(summary, c => c.text === "Example: DGX H100, 4 nodes") !== null)
            verify(findChild(summary, c => c.text === "NVLink"))
            verify(findChild(summary, c => c.text === "128")) // NVLinks of four DGX H100
        }

        function test_layerBoxesHideTiersOnTheCanvas() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(toolbarComponent, root, { workspace: workspace })
            verify(view)
            compare(workspace.view.hiddenTiers.length, 0)
            let box = findChild(view.bar, c => c.text === "InfiniBand" && c.checked !== undefined)
            verify(box)
            mouseClick(box)
            compare(workspace.view.hiddenTiers, ["infiniband"])
            box = findChild(view.bar, c => c.text === "InfiniBand" && c.checked !== undefined)
            verify(!box.checked)
            mouseClick(box)
            compare(workspace.view.hiddenTiers.length, 0)
            // The boxes show the view state, whoever changed it.
            workspace.view.hiddenTiers = ["ethernet"]
            tryVerify(() => !findChild(view.bar, c => c.text === "Ethernet" && c.checked !== undefined).checked)
        }

        function test_searchSelectsAndCentres() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(toolbarComponent, root, { workspace: workspace })
            const canvas = view.canvasView.canvas
            const field = findChild(view.bar, c => c.placeholderText !== undefined && c.placeholderText.indexOf("Search") === 0)
            verify(field)
            field.forceActiveFocus()
            field.text = "node2/nic5"
            keyClick(Qt.Key_Return)
            tryCompare(workspace.view.selection, "current", workspace.summary.findDevice("node2/nic5"))
            // Centred by the canvas view, at the workspace's request.
            verify(canvas.zoom >= 1.5)
            compare(workspace.view.zoom, canvas.zoom)
            field.text = "nothing like this"
            keyClick(Qt.Key_Return)
            verify(findChild(view.bar, c => c.text === "not found" && c.visible))
        }

        function test_inspectorMovesTheRackToATypedCorner() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(inspectorComponent, root, { workspace: workspace })
            workspace.view.selection.current = workspace.summary.findDevice("node1/gpu3")
            const field = findChild(view.inspector, c => c.objectName === "position-x")
            verify(field && field.visible)
            const before = workspace.moves.positionOf("rack0")
            compare(field.text, String(Math.round(before.x)))
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Minus) // not a number yet: nothing moves
            keyClick(Qt.Key_Return)
            compare(workspace.moves.positionOf("rack0"), before)
            field.selectAll()
            keySequence("1,2,3,0")
            keyClick(Qt.Key_Return)
            compare(workspace.moves.positionOf("rack0").x, 1230)
            compare(workspace.moves.positionOf("rack0").y, before.y)
            compare(field.text, "1230")
            verify(workspace.document.canUndo)
            workspace.document.undo()
            compare(workspace.moves.positionOf("rack0"), before)
            compare(field.text, String(Math.round(before.x))) // the field follows the design
        }

        function test_inspectorSetsAnAddressCheckedAsTyped() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(inspectorComponent, root, { workspace: workspace })
            const nic = workspace.summary.findDevice("node0/nic1")
            workspace.view.selection.current = nic
            let field = findChild(view.inspector, c => c.objectName === "property-lid")
            verify(field && field.visible)
            const before = field.text
            const taken = String(workspace.summary.deviceReport(workspace.summary.findDevice("node0/nic0")).addresses.lid)
            field.forceActiveFocus()
            field.selectAll()
            keySequence(taken.split("").join(","))
            // Another NIC has it: said under the field, and Enter sets nothing.
            verify(findChild(view.inspector, c => c.text === "lid " + taken + " is already used by node0/nic0" && c.visible))
            keyClick(Qt.Key_Return)
            compare(String(workspace.summary.deviceReport(nic).addresses.lid), before)
            field.selectAll()
            keySequence("7,7,7")
            keyClick(Qt.Key_Return)
            compare(workspace.summary.deviceReport(nic).addresses.lid, 777)
            // The edit keeps the device selected, and the inspector shows it as it is now.
            compare(workspace.view.selection.current, nic)
            tryVerify(() => findChild(view.inspector, c => c.objectName === "property-lid").text === "777")
            workspace.document.undo()
            compare(String(workspace.summary.deviceReport(nic).addresses.lid), before)
            tryVerify(() => findChild(view.inspector, c => c.objectName === "property-lid").text === before)
        }

        function test_inspectorShowsEachTrayAsItsOwnHost() {
            // An NVL72's compute tray runs its own operating system; its NVLink memory is shared with
            // the other trays through IMEX. A DGX node is one host with its NVLink inside.
            const rack = fixtures.workspaceOf("gb300-nvl72-rack.scalescope.json")
            const view = createTemporaryObject(inspectorComponent, root, { workspace: rack })
            rack.view.selection.current = rack.summary.findDevice("rack0/tray3/gpu1")
            const host = findChild(view.inspector, c => c.objectName === "deviceHost")
            verify(host && host.visible)
            compare(host.text, "Host rack0/tray3: its own operating system; NVLink memory is shared with the other hosts through IMEX")
            rack.view.selection.current = rack.summary.findDevice("rack0/tray17/gpu0")
            verify(host.text.startsWith("Host rack0/tray17:"))

            const nodes = fixtures.exampleWorkspace()
            const dgx = createTemporaryObject(inspectorComponent, root, { workspace: nodes })
            nodes.view.selection.current = nodes.summary.findDevice("node1/gpu3")
            const node = findChild(dgx.inspector, c => c.objectName === "deviceHost")
            verify(node && node.visible)
            compare(node.text, "Host node1: its own operating system")
            nodes.view.selection.current = nodes.summary.findDevice("ib/leaf-su0-r3")
            verify(!node.visible)
        }

        function test_theCanvasLegendNamesEveryColourAndFolds() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(toolbarComponent, root, { workspace: workspace })
            const legend = findChild(view.canvasView, c => c.objectName === "canvasLegend")
            verify(legend && legend.visible)
            for (const label of ["GPU", "NVSwitch", "CPU", "PCIe switch", "NIC", "Leaf, spine, core switch",
                                 "Ethernet switch", "Storage server", "NVLink", "InfiniBand", "Ethernet"])
                verify(findChild(legend, c => c.text === label), label)
            // Each swatch in the canvas's own colour.
            verify(findChild(legend, c => c.color !== undefined && c.width === 12 && Qt.colorEqual(c.color, Theme.canvasPalette.gpu)))
            const toggle = findChild(legend, c => c.objectName === "legendToggle")
            const openHeight = legend.height
            mouseClick(toggle)
            verify(!legend.expanded)
            verify(!findChild(legend, c => c.text === "GPU"))
            tryVerify(() => legend.height < openHeight / 4)
            mouseClick(toggle)
            tryVerify(() => findChild(legend, c => c.text === "GPU") !== null)
            // The view state hides it (View > Legend).
            workspace.view.showLegend = false
            verify(!legend.visible)
        }

        function test_themeSwitchesEveryColour() {
            // Copies as text: colour values read from properties follow them.
            const light = String(Theme.background)
            const lightCanvas = String(Theme.canvasPalette.rack)
            Theme.dark = true
            verify(String(Theme.background) !== light)
            verify(String(Theme.canvasPalette.rack) !== lightCanvas)
            Theme.dark = false
            compare(String(Theme.background), light)
            // Tiers keep distinct colours.
            const tiers = ["nvlink", "nvlink_c2c", "pcie", "infiniband", "ethernet"].map(t => String(Theme.tierColor(t)))
            compare(new Set(tiers).size, 5)
        }
    }
}
