import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

ApplicationWindow {
    id: window
    required property DesignDocument document

    width: 1280
    height: 800
    visible: true
    title: document.title + " — ScaleScope"
    color: Theme.canvasBackground

    header: MainToolBar {
        document: window.document
        canvas: canvasView.canvas
    }

    SplitView {
        anchors.fill: parent

        SummaryView {
            SplitView.preferredWidth: 300
            SplitView.minimumWidth: 220
            document: window.document
        }
        CanvasView {
            id: canvasView
            SplitView.fillWidth: true
            document: window.document
        }
        InspectorView {
            SplitView.preferredWidth: 320
            SplitView.minimumWidth: 220
            document: window.document
            canvas: canvasView.canvas
        }
    }

    footer: StatusBar {
        document: window.document
        canvas: canvasView.canvas
    }
}
