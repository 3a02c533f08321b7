import QtQuick

// A Repeater for the rows of a Qt Quick layout (ColumnLayout, RowLayout, GridLayout).
//
// When its model is replaced, a Repeater takes its old rows out of the layout and deletes them
// later; Qt 6.4's layouts keep the rows they were given until they are polished, and a layout
// resized in between (a split view laid out again, the window resized) reads a deleted row and
// crashes. This one has its layout take its new rows at once, while the old ones are still alive:
// the outermost layout it is in lays itself out, and the layouts inside it with it (laying out the
// inner one alone, a layout polished several times from outside its own polish, warns of a polish
// loop).
// Every list the adapters give QML is a new value each time (a QVariantList, a JavaScript array),
// so a change of its rows always comes this way; a QAbstractItemModel's removed rows would not.
Repeater {
    id: repeater
    property bool completed: false

    Component.onCompleted: completed = true
    onModelChanged: {
        if (!completed || !repeater.parent)
            return
        // The outermost of the layouts it is in: laying it out lays out those inside it.
        let layout = repeater.parent
        while (layout.parent && repeater.isLayout(layout.parent))
            layout = layout.parent
        layout.ensurePolished()
    }

    // A Qt Quick layout (not a positioner, whose add, move and populate transitions it lacks).
    function isLayout(item) {
        return ("layoutDirection" in item) && !("populate" in item)
    }
}
