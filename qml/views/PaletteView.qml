import QtQuick
import QtQuick.Controls
import ScaleScope

// Catalog items to drag onto the canvas (or double-click to add in the middle of the view).
ListView {
    id: paletteList
    objectName: "paletteList"
    required property DesignDocument document
    required property TopologyCanvas canvas

    signal addRequested(string itemId)

    model: paletteList.document.palette
    onAddRequested: (itemId) => {
        const centre = paletteList.canvas.sceneAt(Qt.point(paletteList.canvas.width / 2, paletteList.canvas.height / 2))
        const added = paletteList.document.addItem(itemId, centre.x, centre.y)
        if (added >= 0)
            paletteList.canvas.selectedNode = added
    }
    clip: true
    spacing: 2

    delegate: ItemDelegate {
        id: entry
        required property var modelData
        required property int index
        width: ListView.view ? ListView.view.width : 200
        topPadding: entry.firstOfGroup ? 28 : 6
        readonly property bool firstOfGroup: entry.modelData.firstOfGroup
        text: entry.modelData.label
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Drag onto the canvas to add")

        Label {
            visible: entry.firstOfGroup
            text: entry.modelData.group
            font.bold: true
            color: Theme.text
            x: entry.leftPadding
            y: 6
        }

        Drag.dragType: Drag.Automatic
        Drag.supportedActions: Qt.CopyAction
        Drag.mimeData: ({ "application/x-scalescope-item": entry.modelData.id })
        Drag.active: dragHandler.active
        DragHandler {
            id: dragHandler
            target: null
        }
        onDoubleClicked: entry.ListView.view.addRequested(entry.modelData.id)
    }
}
