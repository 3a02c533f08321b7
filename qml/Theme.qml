pragma Singleton
import QtQuick
import ScaleScope

// Every colour and size the views use; views never hard-code their own.
QtObject {
    property bool dark: false

    readonly property color background: dark ? "#16191d" : "#f4f5f7"
    readonly property color surface: dark ? "#22262c" : "#ffffff"
    readonly property color border: dark ? "#343a42" : "#dde1e6"
    readonly property color text: dark ? "#e8eaed" : "#1f2328"
    readonly property color mutedText: dark ? "#9aa3ad" : "#5f6b7a"
    readonly property color accent: "#76b900"
    readonly property color error: dark ? "#ff7b72" : "#c62828"

    // What the canvas and the exported diagrams paint each kind of device, group and link tier
    // with: one table in C++ (SceneStyle), shared with the exporters.
    readonly property var canvasPalette: CanvasColours.palette(dark)
    readonly property color canvasBackground: canvasPalette.background

    // Link tiers, distinct in hue and readable on both backgrounds.
    function tierColor(key) {
        return key in canvasPalette ? canvasPalette[key] : mutedText
    }

    readonly property int spacing: 12
    readonly property int radius: 6
    readonly property int titleSize: 20
    readonly property int figureSize: 26
    readonly property int labelSize: 13
}
