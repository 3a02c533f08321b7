import QtQuick

// A Repeater for the rows of a Qt Quick layout (ColumnLayout, RowLayout, GridLayout).
//
// When its model changes, a Repeater takes its old rows out of the layout and deletes them later;
// Qt 6.4's layouts keep the rows they were given until they are polished, and a layout resized in
// between (a split view laid out again, the window resized) reads a deleted row and crashes. This
// one has the outermost layout it is in lay itself out again, the layouts inside it with it, after
// the new rows are made and before the old ones are deleted: the call is queued as the first old
// row is removed, before its deletion is; queued, it runs once the rows of every repeater that
// changed with it are made (laid out in the middle of that, from outside their own polish, the
// layouts broke off their polish as a loop and left wrapped texts overlapping).
Repeater {
    id: repeater

    onItemRemoved: {
        // Qt.callLater is a function, which the linter of Qt 6.4 cannot tell.
        Qt.callLater(repeater.layOutAgain) // qmllint disable
    }

    function layOutAgain() {
        let layout = repeater.parent
        while (layout && layout.parent && repeater.isLayout(layout.parent))
            layout = layout.parent
        if (layout)
            layout.ensurePolished()
    }

    // A Qt Quick layout (not a positioner, whose add, move and populate transitions it lacks).
    function isLayout(item) {
        return ("layoutDirection" in item) && !("populate" in item)
    }
}
