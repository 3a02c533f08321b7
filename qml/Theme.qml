pragma Singleton
import QtQuick

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

    // Link tiers, distinct in hue and readable on both backgrounds (Okabe-Ito based).
    function tierColor(key) {
        switch (key) {
        case "nvlink": return "#76b900"
        case "nvlink_c2c": return "#009e73"
        case "pcie": return "#999999"
        case "infiniband": return "#0072b2"
        case "ethernet": return "#e69f00"
        }
        return mutedText
    }

    readonly property color canvasBackground: dark ? "#0d1117" : "#fbfcfd"
    // What the canvas paints each kind of device, group and link tier with.
    readonly property var canvasPalette: ({
        "background": canvasBackground,
        "rack": dark ? "#2d333b" : "#dde3ea",
        "tray": dark ? "#22272e" : "#f6f8fa",
        "collapsedRack": dark ? "#57606a" : "#8c959f",
        "gpu": "#76b900",
        "cpu": dark ? "#8b949e" : "#6e7781",
        "nvswitch": "#3f7d20",
        "pcie_switch": "#999999",
        "nic": "#0072b2",
        "ib_switch": "#005a8c",
        "eth_switch": "#c77c00",
        "storage": "#8250df",
        "nvlink": "#76b900",
        "nvlink_c2c": "#009e73",
        "pcie": "#999999",
        "infiniband": "#0072b2",
        "ethernet": "#e69f00",
        "selection": "#d1242f",
        "secondSelection": "#8250df"
    })

    readonly property int spacing: 12
    readonly property int radius: 6
    readonly property int titleSize: 20
    readonly property int figureSize: 26
    readonly property int labelSize: 13
}
