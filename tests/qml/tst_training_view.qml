import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The Training tab on the two-tenant example: a saved job chosen and run, its figures shown; a
// field typed wrong refused with the reason and the job unchanged; the fidelity and a random
// placement's seed set from the tab, saved through the undo stack and undone; the precision
// chosen from a list; a click on the Gantt
// chart choosing the moment the canvas's heatmap shows, with a cursor and its time; a search's
// result applied from the tab and undone.
Item {
    id: root
    width: 420
    height: 900

    Component {
        id: ganttComponent
        TrainingGantt {
            width: 800
            height: 300
        }
    }

    Component {
        id: trainingComponent
        TrainingView {
            width: 420
            height: 900
        }
    }

    TestCase {
        name: "TrainingView"
        when: windowShown

        function findChild(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findChild(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function collect(item, name, out) {
            if (item.objectName === name)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                collect(item.children[i], name, out)
        }

        function typeInto(field, text) {
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Backspace)
            for (let i = 0; i < text.length; ++i)
                keyClick(text[i])
            keyClick(Qt.Key_Return)
        }

        function openTab() {
            const workspace = fixtures.workspaceOf("gb300-two-tenants.scalescope.json")
            const view = createTemporaryObject(trainingComponent, root, { session: workspace.training })
            return { workspace: workspace, session: workspace.training, view: view }
        }

        function test_aSavedJobRunsAndShowsItsIteration() {
            const t = openTab()
            compare(t.session.jobNames.length, 2)
            t.session.selectedJob = 1
            compare(t.session.jobFields.name, "llama3-70b")
            compare(findChild(t.view, "training-tp").text, "8")
            compare(findChild(t.view, "training-globalBatch").text, "128")
            findChild(t.view, "trainingRun").clicked()
            tryVerify(() => t.session.hasResult, 60000)
            const time = findChild(t.view, "iterationTime")
            verify(time.visible)
            verify(/^[0-9.,]+ ms$/.test(time.value), time.value) // thousands separated as the locale writes them
            verify(t.session.summary.tokensPerSec > 0)
        }

        function test_aWrongFieldIsRefusedWithItsReason() {
            const t = openTab()
            t.session.selectedJob = 1
            const error = findChild(t.view, "trainingFieldError")
            verify(!error.visible)
            typeInto(findChild(t.view, "training-tp"), "3")
            verify(error.visible)
            verify(error.text.indexOf("tensor parallel 3") >= 0, error.text)
            compare(t.session.jobFields.tp, 8)
            compare(t.workspace.document.canUndo, false)
        }

        // CP's exchange is chosen where there is CP: the ring by default, then each kind the
        // session takes, the all-to-all refused where CP does not divide a TP rank's heads.
        function test_cpsExchangeIsChosenWhereThereIsCp() {
            const t = openTab()
            t.session.selectedJob = 1
            const exchange = findChild(t.view, "training-cpComm")
            verify(exchange.visible)
            verify(!exchange.enabled)
            verify(exchange.opacity < 1) // drawn as not in use
            compare(exchange.currentIndex, 0)
            compare(exchange.currentText, "Ring beside attention")
            verify(t.session.setField("dp", String(t.session.jobFields.dp / 2)), t.session.fieldError)
            verify(t.session.setField("cp", "2"), t.session.fieldError)
            verify(exchange.enabled)
            compare(exchange.opacity, 1)
            exchange.currentIndex = 1 // as a choice in the list sets it
            exchange.activated(1)
            compare(t.session.jobFields.cpComm, "all_gather")
            compare(exchange.currentText, "K and V all-gathered")
            exchange.currentIndex = 2
            exchange.activated(2) // Llama 3 70B at TP 8: one key/value head a TP rank
            verify(t.session.fieldError.indexOf("a2a") >= 0, t.session.fieldError)
            compare(t.session.jobFields.cpComm, "all_gather")
            compare(exchange.currentIndex, 1)
            // Two levels: their groups' field shows, and a group that does not divide CP 2 is refused.
            const groups = findChild(t.view, "training-cpA2aRanks")
            verify(!groups.visible)
            verify(t.session.setField("cp", "4"), t.session.fieldError) // DP 1: one KV head a rank at TP 8
            verify(t.session.setField("tp", "4"), t.session.fieldError) // so TP 4, DP 2: two a rank
            verify(t.session.setField("dp", "1"), t.session.fieldError)
            exchange.currentIndex = 3
            exchange.activated(3)
            compare(t.session.jobFields.cpComm, "a2a+p2p")
            verify(groups.visible)
            compare(groups.text, "")
            verify(!t.session.setField("cpA2aRanks", "3"))
            verify(t.session.fieldError.indexOf("divide CP 4") >= 0, t.session.fieldError)
            verify(t.session.setField("cpA2aRanks", "2"), t.session.fieldError)
            compare(groups.text, "2")
        }

        function test_clickingTheGanttChartChoosesTheMomentShown() {
            const t = openTab()
            t.workspace.view.currentTab = "training"
            t.session.selectedJob = 1
            tryVerify(() => t.session.hasResult, 60000)
            tryVerify(() => t.workspace.view.heatmap, 60000) // the link loads follow the iteration
            const gantt = createTemporaryObject(ganttComponent, root, { session: t.session })
            const area = findChild(gantt, "ganttScrub")
            const cursor = findChild(gantt, "ganttCursor")
            verify(area.width > 100)
            verify(!cursor.visible)
            compare(t.session.scrubPosition, -1)
            mouseClick(area, area.width / 4, area.height / 2)
            verify(Math.abs(t.session.scrubPosition - 0.25) < 0.01, t.session.scrubPosition)
            verify(cursor.visible)
            verify(Math.abs(cursor.x + 1 - (area.x + area.width / 4)) < 1.5, cursor.x)
            const text = findChild(gantt, "ganttScrubText")
            // Both times with their unit, thousands separated as the locale writes them.
            verify(/^[0-9.,]+ ms of [0-9.,]+ ms/.test(text.text), text.text)
            mousePress(area, area.width / 2, area.height / 2)
            mouseMove(area, area.width * 0.75, area.height / 2)
            mouseRelease(area, area.width * 0.75, area.height / 2)
            verify(Math.abs(t.session.scrubPosition - 0.75) < 0.01, t.session.scrubPosition) // dragged
            findChild(gantt, "ganttWholeIteration").clicked()
            compare(t.session.scrubPosition, -1)
            verify(!cursor.visible)
            // On a panel narrower than the legend, the legend wraps and the whole iteration still
            // fits: the chart ends inside the panel.
            const narrow = createTemporaryObject(ganttComponent, root, { session: t.session, width: 360 })
            const narrowArea = findChild(narrow, "ganttScrub")
            verify(narrowArea.width > 100)
            const end = narrowArea.mapToItem(narrow, narrowArea.width, 0).x
            verify(end <= narrow.width, end)
            // How to choose a moment is read whole there, on two lines, not cut short.
            const hint = findChild(narrow, "ganttScrubText")
            verify(!hint.truncated)
            verify(hint.lineCount > 1, hint.lineCount)
            // Narrower still, its time axis labels fewer ticks, none touching the next.
            const slim = createTemporaryObject(ganttComponent, root, { session: t.session, width: 200 })
            const shown = []
            collect(slim, "ganttTickLabel", shown)
            const spans = shown.filter(l => l.visible).map(l => [l.mapToItem(slim, 0, 0).x, l.mapToItem(slim, l.width, 0).x])
            verify(spans.length >= 2, spans.length)
            spans.sort((a, b) => a[0] - b[0])
            for (let i = 1; i < spans.length; ++i)
                verify(spans[i][0] >= spans[i - 1][1] + 4, "label " + i + " at " + spans[i][0] + ", the one before ends at " + spans[i - 1][1])
        }

        function test_aSearchResultIsAppliedAndUndone() {
            const t = openTab()
            t.session.selectedJob = 1
            findChild(t.view, "trainingSearch").clicked()
            tryVerify(() => t.session.searchResults.length > 0, 60000)
            let chosen = -1
            for (let i = 0; i < t.session.searchResults.length && chosen < 0; ++i) {
                const row = t.session.searchResults[i]
                if (row.tp !== 8 || row.pp !== 2 || row.microBatch !== 1)
                    chosen = i
            }
            verify(chosen >= 0)
            const row = t.session.searchResults[chosen]
            const apply = findChild(t.view, "trainingApply" + chosen)
            verify(apply && apply.visible)
            apply.clicked()
            compare(t.session.jobFields.tp, row.tp)
            compare(t.session.jobFields.pp, row.pp)
            compare(t.session.jobFields.microBatch, row.microBatch)
            compare(findChild(t.view, "training-pp").text, String(row.pp))
            verify(t.workspace.document.canUndo)
            t.workspace.document.undo()
            compare(t.session.jobFields.tp, 8)
            compare(t.session.jobFields.pp, 2)
            compare(t.session.jobFields.microBatch, 1)
            verify(!t.workspace.document.canUndo)
        }

        // Two precisions, chosen from a list (no free text to mistype), saved and undone.
        function test_precisionIsChosenFromAList() {
            const t = openTab()
            t.session.selectedJob = 1
            compare(t.session.jobFields.precision, "bf16") // the job does not say: BF16
            const precision = findChild(t.view, "training-precision")
            verify(precision instanceof ComboBox) // not a field to type in
            verify(precision.visible)
            compare(precision.currentText, "BF16")
            precision.currentIndex = 1 // as a choice in the list sets it
            precision.activated(1)
            compare(t.session.jobFields.precision, "fp8")
            verify(t.workspace.document.canUndo)
            t.workspace.document.undo()
            compare(t.session.jobFields.precision, "bf16")
            compare(precision.currentText, "BF16")
        }

        // FP8's scaling is a list beside the precision, open to FP8 alone, saved and undone.
        function test_fp8ScalingIsChosenWithFp8() {
            const t = openTab()
            t.session.selectedJob = 1
            const scaling = findChild(t.view, "training-fp8Recipe")
            verify(scaling instanceof ComboBox)
            compare(scaling.currentIndex, 0) // delayed, Megatron-Core's default
            verify(!scaling.enabled) // the job runs in BF16
            const precision = findChild(t.view, "training-precision")
            precision.currentIndex = 1
            precision.activated(1)
            verify(scaling.enabled)
            scaling.currentIndex = 1
            scaling.activated(1)
            compare(t.session.jobFields.fp8Recipe, "tensorwise")
            t.workspace.document.undo()
            compare(t.session.jobFields.fp8Recipe, "delayed")
            compare(scaling.currentIndex, 0)
        }

        // The gradients' precision is a list: BF16 halves their memory on the job's GPUs.
        function test_gradientsCanBeKeptInBf16() {
            const t = openTab()
            t.session.selectedJob = 1
            const gradients = findChild(t.view, "training-gradReduce")
            verify(gradients instanceof ComboBox)
            compare(gradients.currentIndex, 0) // FP32, Megatron-Core's default
            gradients.currentIndex = 1
            gradients.activated(1)
            compare(t.session.jobFields.gradReduce, "bf16")
            t.workspace.document.undo()
            compare(t.session.jobFields.gradReduce, "fp32")
            compare(gradients.currentIndex, 0)
        }

        function test_fidelityAndSeedAreSavedAndUndone() {
            const t = openTab()
            t.session.selectedJob = 1
            const fidelity = findChild(t.view, "trainingFidelity")
            compare(fidelity.currentIndex, 0)
            fidelity.activated(1)
            compare(t.session.jobFields.fidelity, "flow")
            compare(fidelity.currentIndex, 1)
            const seed = findChild(t.view, "training-seed")
            verify(!seed.visible)
            typeInto(findChild(t.view, "training-placement"), "random")
            compare(t.session.jobFields.placement, "random")
            verify(seed.visible)
            typeInto(seed, "42")
            compare(t.session.jobFields.seed, "42")
            t.workspace.document.undo()
            compare(t.session.jobFields.seed, "0")
            t.workspace.document.undo()
            t.workspace.document.undo()
            compare(t.session.jobFields.fidelity, "analytic")
            compare(fidelity.currentIndex, 0)
            compare(findChild(t.view, "training-placement").text, "packed") // the field shows the undone value
            verify(!seed.visible)
        }
    }
}
