import QtQuick
import QtTest
import ScaleScope

// File > Export…: the formats come from the exporter, the resolution applies to images only,
// the heatmap can be chosen once a job's traffic is shown, and a failure is reported.
Item {
    id: root
    width: 1200
    height: 800

    Component {
        id: exportComponent
        Item {
            id: exportView
            required property Workspace workspace
            width: 1200
            height: 800
            property alias dialog: dialog
            readonly property ExportController exporter: workspace.exporter
            readonly property TrafficSession session: workspace.traffic
            CanvasView {
                anchors.fill: parent
                workspace: exportView.workspace
            }
            ExportDialog {
                id: dialog
                exporter: exportView.workspace.exporter
            }
        }
    }

    TestCase {
        name: "Export"
        when: windowShown

        function findChild(item, predicate) {
            if (predicate(item))
                return item
            const children = item.contentItem ? [item.contentItem] : []
            for (let i = 0; i < item.children.length; ++i)
                children.push(item.children[i])
            for (const child of children) {
                const found = findChild(child, predicate)
                if (found)
                    return found
            }
            return null
        }

        function test_theDialogOffersTheExportersFormats() {
            const view = createTemporaryObject(exportComponent, root, { workspace: fixtures.exampleWorkspace() })
            const dialog = view.dialog
            dialog.open()
            tryVerify(() => dialog.opened)
            const formatBox = findChild(dialog.contentItem, c => c.objectName === "formatBox")
            const dpiBox = findChild(dialog.contentItem, c => c.objectName === "dpiBox")
            const pathField = findChild(dialog.contentItem, c => c.objectName === "pathField")
            const heatmapBox = findChild(dialog.contentItem, c => c.objectName === "heatmapBox")
            compare(formatBox.count, view.exporter.formats.length)
            compare(formatBox.count, 5)
            // SVG first: no resolution offered; the file and the title are the design's.
            compare(dialog.format.id, "svg")
            verify(!dpiBox.visible)
            const titleField = findChild(dialog.contentItem, c => c.objectName === "titleField")
            compare(titleField.text, view.workspace.document.title)
            verify(pathField.text.endsWith(".svg"))
            // PNG: the resolution applies, the file's extension follows.
            formatBox.currentIndex = 2
            formatBox.activated(2)
            compare(dialog.format.id, "png")
            verify(dpiBox.visible)
            verify(pathField.text.endsWith(".png"))
            const imageSize = findChild(dialog.contentItem, c => c.objectName === "imageSize")
            verify(imageSize.text.indexOf("pixels") > 0)
            // The level of detail is the whole design's; a view is drawn as on screen.
            const detailBox = findChild(dialog.contentItem, c => c.objectName === "detailBox")
            const currentView = findChild(dialog.contentItem, c => c.objectName === "currentView")
            compare(detailBox.count, 3)
            verify(detailBox.enabled)
            currentView.checked = true
            verify(!detailBox.enabled)
            // No traffic shown: no heatmap to export.
            verify(!heatmapBox.enabled)
            verify(!heatmapBox.checked)
            // DOT: the whole design as text, no view, no resolution.
            formatBox.currentIndex = 3
            formatBox.activated(3)
            compare(dialog.format.id, "dot")
            verify(pathField.text.endsWith(".dot"))
            verify(!dpiBox.visible)
            verify(!currentView.enabled)
            dialog.close()
        }

        function test_aJobsTrafficCanBeExported() {
            const view = createTemporaryObject(exportComponent, root, { workspace: fixtures.exampleWorkspace() })
            view.session.size = "64M"
            view.session.run()
            tryVerify(() => view.exporter.heatmapAvailable, 20000)
            verify(view.exporter.heatmapCaption.indexOf("all_reduce of 64M") === 0)
            view.dialog.open()
            tryVerify(() => view.dialog.opened)
            const heatmapBox = findChild(view.dialog.contentItem, c => c.objectName === "heatmapBox")
            verify(heatmapBox.enabled)
            verify(heatmapBox.checked)
            view.dialog.close()
        }

        function test_aFailureIsReported() {
            const view = createTemporaryObject(exportComponent, root, { workspace: fixtures.exampleWorkspace() })
            const failed = createTemporaryObject(signalSpyComponent, root, { target: view.exporter, signalName: "failed" })
            verify(!view.exporter.exportDiagram("/no/such/folder/diagram.svg", "svg", 96, false, "auto", false))
            compare(failed.count, 1)
            verify(view.exporter.errorText.length > 0)
        }

        Component {
            id: signalSpyComponent
            SignalSpy {}
        }
    }
}
