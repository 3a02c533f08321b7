import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The Compare tab lays out what the comparison session holds: "Duplicate as variant" keeps the
// design as the baseline and shows the table, and an edit of the variant shows in its ratios.
Item {
    id: root
    width: 400
    height: 900

    Component {
        id: compareComponent
        CompareView {
            width: 400
            height: 900
        }
    }

    TestCase {
        name: "CompareView"
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

        function test_aVariantShowsWhatChanged() {
            const workspace = fixtures.exampleWorkspace()
            const view = createTemporaryObject(compareComponent, root, { session: workspace.comparison })
            verify(view)
            const table = findChild(view, c => c.objectName === "compareTable")
            verify(table)
            verify(!table.visible)
            const duplicate = findChild(view, c => c.objectName === "duplicateAsVariant")
            mouseClick(duplicate)
            compare(workspace.document.title, "Example: DGX H100, 4 nodes (variant)")
            verify(!workspace.document.hasFile)
            tryVerify(() => table.visible, 30000)
            compare(findChild(view, c => c.objectName === "compareBaselineTitle").text, "Example: DGX H100, 4 nodes")
            verify(findChild(table, c => c.text === "scale-out per GPU, each direction (Gb/\u2060s)")) // the unit kept whole when wrapped
            verify(findChild(table, c => c.text === "2.00") === null) // nothing changed yet

            verify(workspace.editor.setComputeNicRate("800G"))
            tryVerify(() => findChild(table, c => c.text === "2.00") !== null, 30000)
            verify(findChild(table, c => c.text === "800"))

            mouseClick(findChild(view, c => c.objectName === "compareClear"))
            verify(!workspace.comparison.hasBaseline)
            tryVerify(() => !table.visible)
        }
    }
}
