import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The BOM tab on the example design: a line per row of the session, each with its source in a
// tooltip; the totals and the figures to compare as the session words them; what has no price
// in the warning colour; nothing wider than the panel in a narrow side panel, in either theme.
Item {
    id: root
    width: 600
    height: 900

    Component {
        id: bomComponent
        BomView {
            width: 260
            height: 900
        }
    }

    TestCase {
        name: "BomView"
        when: windowShown

        function findAll(item, predicate, found) {
            if (predicate(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], predicate, found)
            return found
        }

        function rowCount(session) {
            let count = 0
            for (const section of session.sections)
                count += section.rows.length
            return count
        }

        // Every text drawn ends inside the panel: wrapped, never running past its right edge.
        function verifyNothingRunsOver(view) {
            const labels = findAll(view.contentItem, c => c instanceof Label && c.visible && c.text.length > 0, [])
            verify(labels.length > 20)
            for (const label of labels) {
                const right = label.mapToItem(view, label.width, 0).x
                const textRight = label.mapToItem(view, Math.min(label.contentWidth, label.width), 0).x
                verify(right <= view.width + 0.5, "\"" + label.text + "\" runs to " + right + " of " + view.width)
                verify(textRight <= view.width + 0.5, "\"" + label.text + "\" ends at " + textRight)
                if (label.wrapMode === Text.NoWrap)
                    verify(label.contentWidth <= label.width + 0.5 || label.width === 0,
                        "\"" + label.text + "\" is cut: " + label.contentWidth + " > " + label.width)
            }
        }

        function test_theBillAsTheSessionWordsIt() {
            const workspace = fixtures.exampleWorkspace()
            workspace.view.currentTab = "bom"
            const session = workspace.bom
            const view = createTemporaryObject(bomComponent, root, { session: session })
            tryVerify(() => session.hasResult, 20000)
            waitForRendering(view)
            const lines = findAll(view.contentItem, c => c.objectName === "bomLine", [])
            compare(lines.length, rowCount(session))
            for (const line of lines) {
                const tip = line.sourceTip
                verify(tip.text.length > 0 && tip.text === line.modelData.source, line.modelData.name)
                verify(tip.width <= 520) // long addresses wrap
            }
            const titles = findAll(view.contentItem, c => c.objectName === "bomSection", []).map(c => c.text)
            compare(titles, ["Systems and devices", "Switches", "Cables, by kind and reach", "Transceivers"])
            const totals = findAll(view.contentItem, c => c.objectName === "bomTotal", []).map(c => c.text)
            compare(totals, session.totals.map(t => t.value))
            const costs = findAll(view.contentItem, c => c.objectName === "bomRatioCost", []).map(c => c.text)
            compare(costs, session.ratios.map(r => r.cost))
            // A line the catalog has no price for reads in the warning colour.
            const missing = lines.filter(l => l.modelData.missing)
            verify(missing.length > 0)
            const figures = findAll(missing[0], c => c instanceof Label && c.text === missing[0].modelData.figures, [])
            compare(figures.length, 1)
            compare(String(figures[0].color), String(Theme.warning))
            compare(findAll(view.contentItem, c => c.objectName === "bomNote", []).length, session.notes.length)
            verify(findAll(view.contentItem, c => c.objectName === "bomExportCsv", [])[0].enabled)
        }

        function test_nothingRunsOverANarrowPanel_data() {
            return [{ tag: "light", dark: false }, { tag: "dark", dark: true }]
        }

        function test_nothingRunsOverANarrowPanel(data) {
            const wasDark = Theme.dark
            Theme.dark = data.dark
            const workspace = fixtures.exampleWorkspace()
            workspace.view.currentTab = "bom"
            const view = createTemporaryObject(bomComponent, root, { session: workspace.bom })
            tryVerify(() => workspace.bom.hasResult, 20000)
            waitForRendering(view)
            verifyNothingRunsOver(view)
            Theme.dark = wasDark
        }
    }
}
