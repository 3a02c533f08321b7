pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import ScaleScope

// The annotations over the canvas (workspace.annotations) and the Annotate tool (Edit > Annotate,
// the tool bar, keys A, T and F): with a tool armed, press, drag and release places an arrow or a
// frame, a click places a text box and opens its editor; the tool is put down once it has placed
// one. Unarmed, a click on an annotation selects it (Delete removes it), a drag moves it and a
// double-click edits its text. `cancel` (Esc) closes the editor or puts the tool down. Laid over
// the canvas at the same place, so that the canvas's item points are its own.
Item {
    id: layerView
    required property Workspace workspace
    required property TopologyCanvas canvas
    required property PresenterTools tools
    property real textScale: 1
    // Where the keyboard goes back to when the editor closes.
    property Item focusTarget: null
    readonly property AnnotationLayer annotations: workspace.annotations
    // The annotation whose text is being edited, or -1.
    property int editing: -1
    // A press and release closer than this (pixels) places no arrow or frame: it was a click.
    readonly property real shortestDrag: 8

    function sceneAt(point) {
        return layerView.canvas.sceneAt(layerView.mapToItem(layerView.canvas, point.x, point.y))
    }
    // Places what the armed tool draws from one point of this item to another.
    function place(start, end) {
        const tool = layerView.tools.tool
        const from = layerView.sceneAt(start)
        if (tool !== "text" && Math.hypot(end.x - start.x, end.y - start.y) < layerView.shortestDrag)
            return
        const added = layerView.annotations.add(tool, from, tool === "text" ? from : layerView.sceneAt(end), "",
                                                layerView.tools.toolColour)
        layerView.tools.tool = ""
        layerView.workspace.view.selection.clear()
        layerView.tools.selected = added
        if (tool === "text")
            layerView.edit(added)
    }
    function edit(index) {
        if (index < 0 || index >= layerView.annotations.count)
            return
        layerView.editing = index
        editor.text = layerView.annotations.items[index].text
        editor.forceActiveFocus()
        editor.selectAll()
    }
    // Keeps what was typed; a text box left without text goes.
    function finishEditing() {
        const index = layerView.editing
        if (index < 0)
            return
        layerView.editing = -1
        if (editor.text.trim().length === 0 && layerView.annotations.items[index].kind === "text")
            layerView.remove(index)
        else
            layerView.annotations.setText(index, editor.text)
        if (layerView.focusTarget)
            layerView.focusTarget.forceActiveFocus()
    }
    // Removes one, the selection kept on the annotation it was on.
    function remove(index) {
        const selected = layerView.tools.selected
        layerView.tools.selected = selected === index ? -1 : selected > index ? selected - 1 : selected
        layerView.annotations.remove(index)
    }
    // Esc: true when it closed the editor or put the tool down.
    function cancel() {
        if (layerView.editing >= 0) {
            layerView.finishEditing()
            return true
        }
        if (layerView.tools.tool !== "") {
            layerView.tools.tool = ""
            return true
        }
        return false
    }

    // Selecting devices leaves the annotation selected before.
    Connections {
        target: layerView.workspace.view.selection
        function onChanged() {
            if (layerView.workspace.view.selection.count > 0)
                layerView.tools.selected = -1
        }
    }
    // The annotations replaced (a scene shown): an editor past their end goes (the tools drop such a
    // selection themselves).
    Connections {
        target: layerView.annotations
        function onChanged() {
            if (layerView.editing >= layerView.annotations.count)
                layerView.editing = -1
        }
    }

    Repeater {
        model: layerView.annotations.items
        AnnotationItem {
            id: shown
            canvas: layerView.canvas
            textScale: layerView.textScale
            selected: shown.index === layerView.tools.selected
            onPressed: {
                layerView.workspace.view.selection.clear()
                layerView.tools.selected = shown.index
            }
            onMoved: (dx, dy) => layerView.annotations.moveBy(shown.index, dx, dy)
            onEditRequested: layerView.edit(shown.index)
        }
    }

    // With a tool armed every press is the tool's.
    MouseArea {
        id: placer
        objectName: "annotationPlacer"
        anchors.fill: parent
        enabled: layerView.tools.tool !== ""
        preventStealing: true
        cursorShape: Qt.CrossCursor
        property point start: Qt.point(0, 0)
        property point end: Qt.point(0, 0)
        onPressed: (mouse) => {
            start = Qt.point(mouse.x, mouse.y)
            end = start
        }
        onPositionChanged: (mouse) => end = Qt.point(mouse.x, mouse.y)
        onReleased: (mouse) => {
            end = Qt.point(mouse.x, mouse.y)
            layerView.place(start, end)
        }
    }
    // The arrow or frame being dragged out.
    AnnotationItem {
        visible: placer.pressed && layerView.tools.tool !== "text"
        enabled: false
        opacity: 0.8
        index: -1
        canvas: layerView.canvas
        textScale: layerView.textScale
        modelData: ({ kind: layerView.tools.tool, from: layerView.sceneAt(placer.start),
                      to: layerView.sceneAt(placer.end), text: "", colour: layerView.tools.toolColour })
    }

    TextField {
        id: editor
        objectName: "annotationEditor"
        visible: layerView.editing >= 0
        readonly property var edited: layerView.editing >= 0 && layerView.editing < layerView.annotations.count
                                      ? layerView.annotations.items[layerView.editing] : null
        readonly property point at: {
            layerView.canvas.visibleScene
            return editor.edited ? layerView.canvas.itemAt(editor.edited.from) : Qt.point(0, 0)
        }
        x: editor.at.x
        y: editor.at.y
        width: Math.max(implicitWidth, 16 * font.pixelSize)
        font.pixelSize: (Theme.labelSize + 3) * layerView.textScale
        placeholderText: editor.edited && editor.edited.kind === "text" ? qsTr("Text of the note") : qsTr("Label")
        color: Theme.text
        background: Rectangle {
            color: Theme.surface
            border.color: editor.edited ? Theme.annotationColour(editor.edited.colour) : Theme.border
            border.width: 2 * layerView.textScale
            radius: Theme.radius * layerView.textScale
        }
        onAccepted: layerView.finishEditing()
        onActiveFocusChanged: {
            if (!activeFocus)
                layerView.finishEditing()
        }
    }
}
