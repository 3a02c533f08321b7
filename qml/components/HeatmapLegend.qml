import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The heatmap's scale, pinned to the view: colour against utilization, linear or logarithmic.
Rectangle {
    id: legend
    required property TrafficSession session
    required property ViewState viewState
    // What the loads are of, under the title (the Training tab's words); empty: nothing.
    property string note: ""

    implicitWidth: column.implicitWidth + 2 * Theme.spacing
    implicitHeight: column.implicitHeight + Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    opacity: 0.95

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 2
        RowLayout {
            Label {
                text: qsTr("Link utilization")
                font.bold: true
                font.pixelSize: Theme.labelSize - 1
                color: Theme.text
                Layout.fillWidth: true
            }
            ThemedCheckBox {
                objectName: "logScale"
                text: qsTr("log")
                checked: legend.viewState.logScale
                font.pixelSize: Theme.labelSize - 2
                padding: 0
                onToggled: legend.viewState.logScale = checked
            }
        }
        Label {
            objectName: "heatmapNote"
            visible: legend.note !== ""
            text: legend.note
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.labelSize - 2
            color: Theme.mutedText
            Layout.preferredWidth: 220
        }
        Rectangle {
            Layout.preferredWidth: 220
            Layout.preferredHeight: 12
            border.color: Theme.border
            gradient: Gradient {
                orientation: Gradient.Horizontal
                GradientStop { position: 0.0; color: legend.session.heatColourAt(0.0, Theme.dark) }
                GradientStop { position: 0.25; color: legend.session.heatColourAt(0.25, Theme.dark) }
                GradientStop { position: 0.5; color: legend.session.heatColourAt(0.5, Theme.dark) }
                GradientStop { position: 0.75; color: legend.session.heatColourAt(0.75, Theme.dark) }
                GradientStop { position: 1.0; color: legend.session.heatColourAt(1.0, Theme.dark) }
            }
        }
        Item {
            Layout.preferredWidth: 220
            Layout.preferredHeight: 14
            Repeater {
                model: legend.session.legendTicks(legend.viewState.logScale)
                Label {
                    id: tick
                    required property var modelData
                    x: Math.min(parent.width - width, Math.max(0, tick.modelData.position * parent.width - width / 2))
                    text: tick.modelData.label
                    font.pixelSize: Theme.labelSize - 3
                    color: Theme.mutedText
                }
            }
        }
    }
}
