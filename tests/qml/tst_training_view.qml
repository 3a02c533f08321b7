import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The Training tab on the two-tenant example: a saved job chosen and run, its figures shown; a
// field typed wrong refused with the reason and the job unchanged; the fidelity and a random
// placement's seed set from the tab, saved through the undo stack and undone.
Item {
    id: root
    width: 420
    height: 900

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
            verify(/^[0-9.]+ ms$/.test(time.value), time.value)
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
