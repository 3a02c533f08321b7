pragma Singleton
import QtQuick
import ScaleScope

// Every colour and size the views use; views never hard-code their own. Text colours keep WCAG
// AA (4.5:1) on the surfaces they are drawn on, controls' outlines 3:1, in both themes
// (tests/app/tst_theme_colours.cpp checks each pair).
QtObject {
    property bool dark: false

    readonly property color background: dark ? "#16191d" : "#f4f5f7"
    readonly property color surface: dark ? "#22262c" : "#ffffff"
    readonly property color border: dark ? "#343a42" : "#dde1e6"
    readonly property color text: dark ? "#e8eaed" : "#1f2328"
    readonly property color mutedText: dark ? "#9aa3ad" : "#5f6b7a"
    // What cannot be used now: plainly fainter than any text that can.
    readonly property color disabledText: dark ? "#6e7781" : "#8c959f"
    // The brand's green, for marks and outlines; as text, accentText.
    readonly property color accent: "#76b900"
    readonly property color accentText: dark ? "#8fd400" : "#3e6b00"
    // A highlighted menu entry or selected text: highlightedText on highlight.
    readonly property color highlight: "#2f6a12"
    readonly property color highlightedText: "#ffffff"
    // The outline of check boxes, radio buttons and fields.
    readonly property color controlBorder: dark ? "#8b949e" : "#6e7781"
    readonly property color error: dark ? "#ff7b72" : "#c62828"
    // What is missing but not wrong (an item without a price): noticed, not alarming.
    readonly property color warning: dark ? "#f0b429" : "#8a5700"

    // What the canvas and the exported diagrams paint each kind of device, group and link tier
    // with: one table in C++ (SceneStyle), shared with the exporters.
    readonly property var canvasPalette: CanvasColours.palette(dark)
    readonly property color canvasBackground: canvasPalette.background

    // Link tiers, distinct in hue and readable on both backgrounds: lines and swatches.
    function tierColor(key) {
        return key in canvasPalette ? canvasPalette[key] : mutedText
    }
    // A tier's name written in its colour: the same hue, dark enough (light enough in the dark
    // theme) to read as text.
    readonly property var tierTextColours: dark
        ? { "nvlink": "#8fd400", "nvlink_c2c": "#2fc69a", "pcie": "#aab3bd", "infiniband": "#4aa8e8", "ethernet": "#f0b429" }
        : { "nvlink": "#3e6b00", "nvlink_c2c": "#00705a", "pcie": "#5f6b7a", "infiniband": "#005a8c", "ethernet": "#8a5700" }
    function tierTextColor(key) {
        return key in tierTextColours ? tierTextColours[key] : mutedText
    }

    // Annotations' colours by the names the design file gives them (core/design/Story.h,
    // kAnnotationColours): the canvas palette's, which the handouts paint with too.
    function annotationColour(name) {
        const key = "annotation_" + name
        return key in canvasPalette ? canvasPalette[key] : accent
    }
    // Presenting, text reads from the back of a room: 1.6 times its usual size on a screen 1080
    // pixels tall (the canvas's 11 px names become 18 px, a sixtieth of the screen's height), in the
    // same proportion to the height on any other (3.2 times at 2160), never below the usual.
    function presentationScale(screenHeight) {
        return Math.max(1, 1.6 * screenHeight / 1080)
    }
    // Presenting, the links keep the share of the screen a 1-pixel link has at 1080 pixels: 2 pixels
    // wide at 2160. (Thicker at 1080 would fill a dense fabric's NVLink with solid colour.)
    function presentationLineScale(screenHeight) {
        return Math.max(1, screenHeight / 1080)
    }

    readonly property int spacing: 12
    readonly property int fieldLabelWidth: 76 // a form's labels ("Recompute", "Sequence") in one column
    readonly property int radius: 6
    readonly property int titleSize: 20
    readonly property int figureSize: 26
    readonly property int labelSize: 13
}
