import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Where what a device belongs to (its rack, else node, else itself) sits on the canvas, in scene
// units: type a corner and press Enter to move it exactly there (undoable).
ColumnLayout {
    id: editor
    required property Workspace workspace
    property int node: -1
    readonly property string itemName: node >= 0 ? workspace.moves.movableNameAt(node) : ""
    property point corner: Qt.point(0, 0)

    function refresh() {
        if (itemName !== "")
            corner = workspace.moves.positionOf(itemName)
    }
    function moveTo(x, y) {
        editor.workspace.moves.placeAt(itemName, x, y)
    }

    visible: itemName !== ""
    Layout.fillWidth: true
    spacing: 2
    onItemNameChanged: refresh()
    Component.onCompleted: refresh()
    Connections {
        target: editor.workspace.document
        function onSceneChanged() { editor.refresh() }
        function onDesignChanged() { editor.refresh() }
    }

    Label {
        text: qsTr("%1, top-left corner").arg(editor.itemName)
        color: Theme.mutedText
        font.pixelSize: Theme.labelSize - 1
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    component CoordinateField: TextField {
        required property string axis
        required property real value
        signal moveRequested(real value)
        objectName: "position-" + axis
        text: Math.round(value)
        validator: DoubleValidator { notation: DoubleValidator.StandardNotation }
        color: acceptableInput ? Theme.text : Theme.error
        font.pixelSize: Theme.labelSize - 1
        selectByMouse: true
        Layout.preferredWidth: 80
        ToolTip.visible: activeFocus
        ToolTip.text: qsTr("Enter to move it to this %1").arg(axis)
        onAccepted: moveRequested(Number(text))
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            text: "x"
            color: Theme.mutedText
        }
        CoordinateField {
            axis: "x"
            value: editor.corner.x
            onMoveRequested: (x) => editor.moveTo(x, editor.corner.y)
        }
        Label {
            text: "y"
            color: Theme.mutedText
        }
        CoordinateField {
            axis: "y"
            value: editor.corner.y
            onMoveRequested: (y) => editor.moveTo(editor.corner.x, y)
        }
    }
}
