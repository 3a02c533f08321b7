import QtQuick

// What the presenter's tools are set to, shared by the menus, the tool bar and the canvas view
// (the window makes one and hands it to each; a view made alone makes its own): the laser pointer
// and the spotlight on or off, the Annotate tool armed and the colour it draws in, and the
// annotation selected. The annotations themselves are the workspace's (workspace.annotations).
QtObject {
    property bool laserPointer: false
    property bool spotlight: false
    // "" for none, else the kind it places: "arrow", "text" or "frame".
    property string tool: ""
    // One of AnnotationLayer.colours() (core/design/Story.h, kAnnotationColours).
    property string toolColour: "accent"
    // An index into workspace.annotations' items, -1 for none: what Delete removes.
    property int selected: -1
}
