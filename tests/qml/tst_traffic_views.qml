import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The Traffic panel and its charts: a job typed, run and played on the canvas, a pinned run
// compared and dropped with its design, the charts of a run, and the panel's figures and fields
// as they read when long.
Item {
    id: root
    width: 1200
    height: 800

    Component {
        id: trafficComponent
        Item {
            id: trafficView
            required property Workspace workspace
            width: 1200
            height: 700
            property alias panel: panel
            property alias canvasView: trafficCanvas
            TrafficView {
                id: panel
                width: 300
                height: 700
                session: trafficView.workspace.traffic
            }
            CanvasView {
                id: trafficCanvas
                x: 300
                width: 900
                height: 700
                workspace: trafficView.workspace
            }
        }
    }
    Component {
        id: chartsComponent
        TrafficCharts {
            width: 400
            height: 800
        }
    }
    Component {
        id: keyValueComponent
        KeyValueRow {}
    }
    Component {
        id: timelineComponent
        TimelineBar {}
    }

    TestCase {
        name: "TrafficViews"
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

        function test_aJobRunsAndItsTrafficPlaysOnTheCanvas() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(trafficComponent, root, { workspace: workspace })
            const session = workspace.traffic
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
            // The figures, the links in heat colours with the legend, and the timeline.
            verify(findChild(view.panel, c => c.text === "busbw"))
            // The bound in-switch reduction can beat is named for what it is, never "ideal".
            verify(findChild(view.panel, c => c.text === "p2p bound"))
            verify(!findChild(view.panel, c => c.text === "ideal"))
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
            verify(workspace.view.heatmap)
            tryVerify(() => legend.visible && timeline.visible)
            const play = findChild(timeline, c => c.objectName === "playPause")
            mouseClick(play)
            verify(session.playing)
            tryVerify(() => session.timeUs > 0)
            mouseClick(play)
            verify(!session.playing)
            // On a canvas of 500 pixels the time is shown whole beside the scrubber; on one too
            // narrow for both, the scrubber alone.
            const bar = createTemporaryObject(timelineComponent, root, { session: session, width: 500 })
            const time = findChild(bar, c => c.objectName === "playbackTime")
            tryVerify(() => time.visible && time.width > 0)
            verify(!time.truncated, time.text)
            bar.width = 330
            tryVerify(() => !findChild(bar, c => c.objectName === "playbackReadout").visible)
            // The log scale relabels the legend.
            const log = findChild(legend, c => c.objectName === "logScale")
            mouseClick(log)
            verify(workspace.view.logScale)
            verify(findChild(legend, c => c.text === "0.1%"))
        }

        function test_aPinnedRunGoesWithItsDesign() {
            // A pinned run compared itself with runs on the next design opened, and the panel
            // threw TypeErrors on the way.
            failOnWarning(/TypeError/)
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(trafficComponent, root, { workspace: workspace })
            const session = workspace.traffic
            session.size = "64M"
            session.fidelity = "analytic"
            session.run()
            tryVerify(() => session.result !== null && !session.running, 20000)
            session.pin()
            session.run()
            tryVerify(() => session.comparison !== null && !session.running, 20000)
            tryVerify(() => findChild(view.panel, c => String(c.text).startsWith("busiest now")) !== null)
            // Another design: nothing of the one before is shown, pinned or compared.
            verify(workspace.document.newFromPreset("dgx-h100", 2, "", 1.0, "", -1))
            verify(session.result === null && session.pinned === null && session.comparison === null)
            verify(!session.running)
            session.run()
            tryVerify(() => session.result !== null && !session.running, 20000)
            verify(session.pinned === null && session.comparison === null)
            tryVerify(() => findChild(view.panel, c => String(c.text).startsWith("busiest now")) === null)
        }

        function test_chartsShowTheSweepTheTiersAndALink() {
            const workspace = fixtures.exampleWorkspace()
            const session = workspace.traffic
            const charts = createTemporaryObject(chartsComponent, root, { session: session })
            session.size = "64M"
            session.algorithm = "ring"
            session.run()
            tryVerify(() => session.result !== null && session.result.busbwGBps > 0, 20000)
            const sweep = findChild(charts, c => c.objectName === "sweepChart")
            const tiers = findChild(charts, c => c.objectName === "tierChart")
            const link = findChild(charts, c => c.objectName === "linkChart")
            tryVerify(() => sweep.visible && sweep.series(0).count > 20)
            // nccl-tests' shape: busbw grows with size and never passes the ideal bound.
            const busbw = sweep.series(0), ideal = sweep.series(1)
            compare(ideal.name, "point-to-point bound")
            verify(busbw.at(busbw.count - 1).y > busbw.at(0).y)
            for (let i = 0; i < busbw.count; ++i)
                verify(busbw.at(i).y <= ideal.at(i).y * 1.0001)
            // The busbw axis holds every figure and reads in round steps (0, 200, 400, not 0, 253, 507).
            const axis = sweep.axisY(busbw)
            let highest = 0
            for (let i = 0; i < busbw.count; ++i)
                highest = Math.max(highest, busbw.at(i).y, ideal.at(i).y)
            verify(axis.max >= highest && axis.max < 1.5 * highest, axis.max)
            const step = axis.max / (axis.tickCount - 1)
            const mantissa = step / Math.pow(10, Math.floor(Math.log10(step)))
            verify([1, 2, 5].some(m => Math.abs(mantissa - m) < 1e-9), step)
            compare(tiers.series(0).count, 121) // NVLink, sampled over the run
            verify(tiers.count === 5)
            compare(link.series(0).count, 0)
            // A busy link charted: its load over time.
            for (let l = 0; l < 400 && session.chartLink < 0; ++l)
                if (session.linkInfo(l).bytes !== undefined && session.linkInfo(l).bytes !== "0")
                    session.chartLink = l
            verify(session.chartLink >= 0)
            tryVerify(() => link.series(0).count + link.series(1).count > 0)
            // The simulated time shown is a line on the charts of the run, following playback.
            for (const chart of [tiers, link]) {
                const marker = findChild(chart, c => c.objectName === "timeMarker")
                verify(marker && marker.visible)
                session.timeUs = session.durationUs / 2
                fuzzyCompare(marker.x + marker.width / 2, chart.plotArea.x + chart.plotArea.width / 2, 1)
                session.timeUs = session.durationUs
                fuzzyCompare(marker.x + marker.width / 2, chart.plotArea.x + chart.plotArea.width, 1)
            }
        }

        function test_chartsSitSideBySideWhenWide() {
            const workspace = fixtures.exampleWorkspace()
            const session = workspace.traffic
            const charts = createTemporaryObject(chartsComponent, root, { session: session, width: 1200, height: 300 })
            session.size = "64M"
            session.run()
            tryVerify(() => session.result !== null && session.result.busbwGBps > 0, 20000)
            const sweep = findChild(charts, c => c.objectName === "sweepChart")
            const tiers = findChild(charts, c => c.objectName === "tierChart")
            const link = findChild(charts, c => c.objectName === "linkChart")
            // Laid out once the run's charts are shown: waited for, as a loaded machine lays out late.
            tryVerify(() => sweep.visible && tiers.visible && link.visible)
            tryVerify(() => sweep.y === tiers.y && tiers.y === link.y && sweep.x < tiers.x && tiers.x < link.x,
                      5000, "the three charts in one row, left to right")
            verify(tiers.height > 250) // the panel's height, not a side panel's slice
        }

        function test_aComparedFigureKeepsItsBracketsOnOneLine() {
            const row = createTemporaryObject(keyValueComponent, root,
                                              { key: "time", value: "1,234.5 µs → 1,111.1 µs\u00a0(-10.0%)", width: 220 })
            const value = findChild(row, c => c.readOnly === true)
            verify(value.lineCount > 1) // it does wrap at this width
            const open = value.text.indexOf("(")
            const close = value.text.indexOf(")")
            compare(value.positionToRectangle(open).y, value.positionToRectangle(close).y)
            // Every number stays whole: a line starts only after a space.
            for (let i = 1; i < value.text.length; ++i) {
                const here = value.positionToRectangle(i), before = value.positionToRectangle(i - 1)
                if (here.y > before.y)
                    verify(value.text[i - 1] === " ", "a line starts inside a word at " + i)
            }
        }

        function test_aLongGpuSelectionShowsItsStart() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(trafficComponent, root, { workspace: workspace })
            const ranks = findChild(view.panel, c => c.objectName === "ranks")
            const names = []
            for (let n = 0; n < 4; ++n)
                for (let g = 0; g < 8; ++g)
                    names.push("node" + n + "/gpu" + g)
            workspace.traffic.ranks = names.join(",")
            compare(ranks.text, names.join(","))
            verify(ranks.contentWidth > ranks.width) // longer than the field
            const first = ranks.positionToRectangle(0)
            verify(first.x >= 0 && first.x < ranks.width, "the start is at " + first.x)
        }
    }
}
