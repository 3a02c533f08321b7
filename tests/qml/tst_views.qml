import QtQuick
import QtTest
import ScaleScope

// The views show what the document holds and pass the user's choices to the canvas.
Item {
    id: root
    width: 1200
    height: 800

    Component {
        id: summaryComponent
        SummaryView {
            width: 300
            height: 800
            document: exampleDocument
        }
    }
    Component {
        id: toolbarComponent
        Item {
            width: 1200
            height: 600
            property alias bar: bar
            property alias canvasView: canvasView
            MainToolBar {
                id: bar
                width: 1200
                document: exampleDocument
                canvas: canvasView.canvas
            }
            CanvasView {
                id: canvasView
                y: 50
                width: 1200
                height: 550
                document: exampleDocument
            }
        }
    }
    Component {
        id: inspectorComponent
        Item {
            width: 1200
            height: 600
            property alias inspector: inspector
            property alias canvasView: inspectorCanvas
            CanvasView {
                id: inspectorCanvas
                width: 900
                height: 600
                document: exampleDocument
            }
            InspectorView {
                id: inspector
                x: 900
                width: 300
                height: 600
                document: exampleDocument
                canvas: inspectorCanvas.canvas
            }
        }
    }
    Component {
        id: trafficComponent
        Item {
            width: 1200
            height: 700
            property alias panel: panel
            property alias canvasView: trafficCanvas
            property alias session: session
            TrafficSession {
                id: session
                document: exampleDocument
                canvas: trafficCanvas.canvas
            }
            TrafficView {
                id: panel
                width: 300
                height: 700
                session: session
            }
            CanvasView {
                id: trafficCanvas
                x: 300
                width: 900
                height: 700
                document: exampleDocument
                traffic: session
            }
        }
    }
    Component {
        id: chartsComponent
        Item {
            width: 400
            height: 800
            property alias charts: charts
            property alias session: chartSession
            TrafficSession {
                id: chartSession
                document: exampleDocument
            }
            TrafficCharts {
                id: charts
                anchors.fill: parent
                session: chartSession
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

        function test_factCardShowsItsFigure() {
            const card = createTemporaryObject(cardComponent, root)
            verify(card)
            verify(findChild(card, c => c.text === "32"))
            verify(findChild(card, c => c.text === "GPUs"))
        }

        function test_summaryShowsTheDesign() {
            const summary = createTemporaryObject(summaryComponent, root)
            verify(summary)
            compare(exampleDocument.facts.length, 9)
            tryVerify(() => findChild(summary, c => c.text === "Example: DGX H100, 4 nodes") !== null)
            verify(findChild(summary, c => c.text === "NVLink"))
            verify(findChild(summary, c => c.text === "128")) // NVLinks of four DGX H100
        }

        function test_layerBoxesHideTiersOnTheCanvas() {
            const view = createTemporaryObject(toolbarComponent, root)
            verify(view)
            const canvas = view.canvasView.canvas
            compare(canvas.hiddenTiers.length, 0)
            const box = findChild(view.bar, c => c.text === "InfiniBand" && c.checked !== undefined)
            verify(box)
            mouseClick(box)
            compare(canvas.hiddenTiers, ["infiniband"])
            mouseClick(box)
            compare(canvas.hiddenTiers.length, 0)
        }

        function test_searchSelectsAndCentres() {
            const view = createTemporaryObject(toolbarComponent, root)
            const canvas = view.canvasView.canvas
            const field = findChild(view.bar, c => c.placeholderText !== undefined && c.placeholderText.indexOf("Search") === 0)
            verify(field)
            field.forceActiveFocus()
            field.text = "node2/nic5"
            keyClick(Qt.Key_Return)
            tryCompare(canvas, "selectedNode", exampleDocument.findDevice("node2/nic5"))
            verify(canvas.zoom >= 1.5)
            field.text = "nothing like this"
            keyClick(Qt.Key_Return)
            verify(findChild(view.bar, c => c.text === "not found" && c.visible))
        }

        function test_inspectorMovesTheRackToATypedCorner() {
            const view = createTemporaryObject(inspectorComponent, root)
            const canvas = view.canvasView.canvas
            canvas.selectedNode = exampleDocument.findDevice("node1/gpu3")
            const field = findChild(view.inspector, c => c.objectName === "position-x")
            verify(field && field.visible)
            const before = exampleDocument.positionOf("rack0")
            compare(field.text, String(Math.round(before.x)))
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Minus) // not a number yet: nothing moves
            keyClick(Qt.Key_Return)
            compare(exampleDocument.positionOf("rack0"), before)
            field.selectAll()
            keySequence("1,2,3,0")
            keyClick(Qt.Key_Return)
            compare(exampleDocument.positionOf("rack0").x, 1230)
            compare(exampleDocument.positionOf("rack0").y, before.y)
            compare(field.text, "1230")
            verify(exampleDocument.canUndo)
            exampleDocument.undo()
            compare(exampleDocument.positionOf("rack0"), before)
            compare(field.text, String(Math.round(before.x))) // the field follows the design
        }

        function test_inspectorSetsAnAddressCheckedAsTyped() {
            const view = createTemporaryObject(inspectorComponent, root)
            const canvas = view.canvasView.canvas
            const nic = exampleDocument.findDevice("node0/nic1")
            canvas.selectedNode = nic
            const field = findChild(view.inspector, c => c.objectName === "property-lid")
            verify(field && field.visible)
            const before = field.text
            const taken = String(exampleDocument.deviceReport(exampleDocument.findDevice("node0/nic0")).addresses.lid)
            field.forceActiveFocus()
            field.selectAll()
            keySequence(taken.split("").join(","))
            // Another NIC has it: said under the field, and Enter sets nothing.
            verify(findChild(view.inspector, c => c.text === "lid " + taken + " is already used by node0/nic0" && c.visible))
            keyClick(Qt.Key_Return)
            compare(String(exampleDocument.deviceReport(nic).addresses.lid), before)
            field.selectAll()
            keySequence("7,7,7")
            keyClick(Qt.Key_Return)
            compare(exampleDocument.deviceReport(nic).addresses.lid, 777)
            exampleDocument.undo()
            compare(String(exampleDocument.deviceReport(nic).addresses.lid), before)
        }

        function test_aJobRunsAndItsTrafficPlaysOnTheCanvas() {
            const view = createTemporaryObject(trafficComponent, root)
            const session = view.session
            const size = findChild(view.panel, c => c.objectName === "size")
            size.forceActiveFocus()
            size.selectAll()
            keyClick(Qt.Key_6)
            keyClick(Qt.Key_4)
            keyClick("M")
            keyClick(Qt.Key_Return)
            compare(session.size, "64M")
            // What is not a size is said under the job, and the field keeps it.
            const jobError = findChild(view.panel, c => c.objectName === "jobError")
            verify(!jobError.visible)
            size.selectAll()
            keyClick(Qt.Key_L)
            keyClick(Qt.Key_O)
            keyClick(Qt.Key_Return)
            verify(jobError.visible)
            verify(jobError.text.indexOf("\"lo\" is not a size") === 0)
            compare(size.text, "lo")
            size.selectAll()
            keyClick(Qt.Key_6)
            keyClick(Qt.Key_4)
            keyClick("M")
            keyClick(Qt.Key_Return)
            verify(!jobError.visible)
            const legend = findChild(view.canvasView, c => c.objectName === "heatmapLegend")
            const timeline = findChild(view.canvasView, c => c.objectName === "timeline")
            verify(!legend.visible && !timeline.visible)
            const run = findChild(view.panel, c => c.objectName === "run")
            mouseClick(run)
            tryVerify(() => session.result !== null && session.result.busbwGBps > 0, 20000)
            // The figures, the canvas in heat colours with its legend, and the timeline.
            verify(findChild(view.panel, c => c.text === "busbw"))
            // Every candidate weighed, the one taken first; every step of the run.
            const chosen = session.result.algorithm + " / " + session.result.protocol + "  "
            verify(findChild(view.panel, c => c.font !== undefined && c.font.bold && String(c.text).startsWith(chosen)))
            const steps = findChild(view.panel, c => c.objectName === "events")
            verify(steps.count > 0)
            compare(steps.count, session.result.steps.length)
            // A step clicked: the timeline moves to where it begins.
            const last = steps.count - 1
            session.seek(session.durationUs / 2)
            verify(session.timeUs !== session.result.steps[last].startUs)
            steps.positionViewAtIndex(last, ListView.Contain)
            tryVerify(() => steps.itemAtIndex(last) !== null)
            steps.itemAtIndex(last).clicked()
            compare(session.timeUs, session.result.steps[last].startUs)
            // Pinned: the comparison, with each run's busiest links.
            findChild(view.panel, c => c.objectName === "pin").clicked() // below the fold of the panel
            verify(session.pinned === session.result)
            verify(session.comparison !== null)
            tryVerify(() => findChild(view.panel, c => String(c.text).startsWith("busiest now\n")) !== null)
            verify(String(findChild(view.panel, c => String(c.text).startsWith("busiest then\n")).text).indexOf("⇄") > 0)
            verify(view.canvasView.canvas.heatmap)
            tryVerify(() => legend.visible && timeline.visible)
            const play = findChild(timeline, c => c.objectName === "playPause")
            mouseClick(play)
            verify(session.playing)
            tryVerify(() => session.timeUs > 0)
            mouseClick(play)
            verify(!session.playing)
            // The log scale relabels the legend.
            const log = findChild(legend, c => c.objectName === "logScale")
            mouseClick(log)
            verify(view.canvasView.canvas.logScale)
            verify(findChild(legend, c => c.text === "0.1%"))
            view.canvasView.canvas.logScale = false
        }

        function test_chartsShowTheSweepTheTiersAndALink() {
            const view = createTemporaryObject(chartsComponent, root)
            const session = view.session
            session.size = "64M"
            session.algorithm = "ring"
            session.run()
            tryVerify(() => session.result !== null && session.result.busbwGBps > 0, 20000)
            const sweep = findChild(view.charts, c => c.objectName === "sweepChart")
            const tiers = findChild(view.charts, c => c.objectName === "tierChart")
            const link = findChild(view.charts, c => c.objectName === "linkChart")
            tryVerify(() => sweep.visible && sweep.series(0).count > 20)
            // nccl-tests' shape: busbw grows with size and never passes the ideal bound.
            const busbw = sweep.series(0), ideal = sweep.series(1)
            verify(busbw.at(busbw.count - 1).y > busbw.at(0).y)
            for (let i = 0; i < busbw.count; ++i)
                verify(busbw.at(i).y <= ideal.at(i).y * 1.0001)
            compare(tiers.series(0).count, 121) // NVLink, sampled over the run
            verify(tiers.count === 5)
            compare(link.series(0).count, 0)
            // A busy link charted: its load over time.
            for (let l = 0; l < 400 && session.chartLink < 0; ++l)
                if (session.linkInfo(l).bytes !== undefined && session.linkInfo(l).bytes !== "0")
                    session.chartLink = l
            verify(session.chartLink >= 0)
            tryVerify(() => link.series(0).count + link.series(1).count > 0)
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
