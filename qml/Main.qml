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
    color: Theme.background

    header: ToolBar {
        contentHeight: 40
        background: Rectangle { color: Theme.surface; border.color: Theme.border }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.spacing
            Label {
                text: "ScaleScope"
                font.bold: true
                font.pixelSize: Theme.labelSize + 2
                color: Theme.accent
            }
            Label {
                text: window.document.filePath
                color: Theme.mutedText
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
        }
    }

    SummaryView {
        anchors.fill: parent
        document: window.document
    }
}
