import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// What each colour on the canvas is: the kinds of device (boxes) and the tiers of link (lines),
// in the theme's colours, as the exported diagrams' legend says it. Its title folds it away.
Rectangle {
    id: legend
    // In a heatmap, links without load take one neutral colour.
    property bool heatmap: false
    // The failure marks that apply (Failures on): each kind is explained while there is one.
    property bool anyFailed: false
    property bool anyDegraded: false
    // Open unless the canvas is too small to spare it, or as the user last chose.
    property bool roomy: true
    property var chosen: undefined
    readonly property bool expanded: chosen !== undefined ? chosen : roomy
    readonly property var entries: CanvasColours.legend()

    implicitWidth: column.implicitWidth + Theme.spacing
    implicitHeight: column.implicitHeight + Theme.spacing / 2
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    PanelFill {
        panel: legend
    }

    ColumnLayout {
        id: column
        x: Theme.spacing / 2
        y: Theme.spacing / 4
        spacing: 1
        ToolButton {
            objectName: "legendToggle"
            text: (legend.expanded ? "▾ " : "▸ ") + qsTr("Legend")
            font.bold: true
            font.pixelSize: Theme.labelSize - 1
            padding: 2
            onClicked: legend.chosen = !legend.expanded
            ToolTip.visible: hovered
            ToolTip.text: legend.expanded ? qsTr("Fold the legend away") : qsTr("Show what each colour is")
        }
        LayoutRepeater {
            // In a heatmap links take the scale's colours, not their tiers'.
            model: legend.expanded ? legend.entries.filter(e => !(legend.heatmap && e.line)) : []
            RowLayout {
                id: entry
                required property var modelData
                spacing: 6
                Item {
                    Layout.preferredWidth: 22
                    Layout.preferredHeight: 12
                    Rectangle {
                        anchors.centerIn: parent
                        width: entry.modelData.line ? 22 : 12
                        height: entry.modelData.line ? 3 : 12
                        radius: entry.modelData.line ? 0 : 2
                        color: Theme.tierColor(entry.modelData.key)
                    }
                }
                Label {
                    text: qsTranslate("SceneStyle", entry.modelData.label)
                    font.pixelSize: Theme.labelSize - 2
                    color: Theme.text
                }
            }
        }
        RowLayout {
            visible: legend.expanded && legend.heatmap
            spacing: 6
            Item {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 12
                Rectangle {
                    anchors.centerIn: parent
                    width: 22
                    height: 3
                    color: Theme.tierColor("idleLink")
                }
            }
            Label {
                text: qsTr("Link without load")
                font.pixelSize: Theme.labelSize - 2
                color: Theme.text
            }
        }
            // A failed device is crossed out and dimmed, a failed link dashed in the same colour.
        RowLayout {
            visible: legend.expanded && legend.anyFailed
            spacing: 6
            Item {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 12
                Repeater {
                    model: [45, -45]
                    Rectangle {
                        required property int modelData
                        anchors.centerIn: parent
                        width: 14
                        height: 2.5
                        rotation: modelData
                        color: Theme.tierColor("failed")
                    }
                }
            }
            Label {
                text: qsTr("Failed (crossed out; a link dashed)")
                font.pixelSize: Theme.labelSize - 2
                color: Theme.text
            }
        }
        RowLayout {
            visible: legend.expanded && legend.anyDegraded
            spacing: 6
            Row {
                Layout.preferredWidth: 22
                spacing: 3
                Repeater {
                    model: 3
                    Rectangle {
                        width: 5
                        height: 3
                        color: Theme.tierColor("degraded")
                    }
                }
            }
            Label {
                text: qsTr("Degraded link (dashed)")
                font.pixelSize: Theme.labelSize - 2
                color: Theme.text
            }
        }
}
}
