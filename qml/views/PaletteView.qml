import QtQuick
import QtQuick.Controls
import ScaleScope

// Catalog items to drag onto the canvas (or double-click to add in the middle of the view).
ListView {
    id: paletteList
    objectName: "paletteList"
    required property Workspace workspace

    signal addRequested(string itemId)

    model: paletteList.workspace.editor.palette
    // In the middle of what the main view shows.
    onAddRequested: (itemId) => {
        const shown = paletteList.workspace.view.visibleArea
        const added = paletteList.workspace.editor.addItem(itemId, shown.x + shown.width / 2, shown.y + shown.height / 2)
        if (added >= 0)
            paletteList.workspace.view.selection.current = added
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
        // Started, not bound: the system's drag runs its own event loop, in which the handler
        // lets go, and a binding of Drag.active to it would be written again from inside its
        // own write (a binding loop on every drag).
        DragHandler {
            id: dragHandler
            target: null
            onActiveChanged: if (active && !entry.Drag.active) entry.Drag.active = true
        }
        onDoubleClicked: entry.ListView.view.addRequested(entry.modelData.id)
    }
}
