import QtQuick

// A Repeater for the rows of a Qt Quick layout (ColumnLayout, RowLayout, GridLayout).
//
// When its model is replaced, a Repeater takes its old rows out of the layout and deletes them
// later; Qt 6.4's layouts keep the rows they were given until they are polished, and a layout
// resized in between (a split view laid out again, the window resized) reads a deleted row and
// crashes. This one has its layout take its new rows at once, while the old ones are still alive.
// Every list the adapters give QML is a new value each time (a QVariantList, a JavaScript array),
// so a change of its rows always comes this way; a QAbstractItemModel's removed rows would not.
Repeater {
    id: repeater
    property bool completed: false

    Component.onCompleted: completed = true
    onModelChanged: {
        if (completed && repeater.parent)
            repeater.parent.ensurePolished()
    }
}
