import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Playback of a run's simulated time: play or pause, step to the previous or next phase or
// step, speed, and a scrubber; the phase under way is named beside it.
Rectangle {
    id: bar
    required property TrafficSession session
    readonly property TrafficStep event: session.currentStep

    implicitHeight: row.implicitHeight + Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    opacity: 0.95

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing / 2
        spacing: Theme.spacing / 2
        ToolButton {
            id: backButton
            objectName: "stepBack"
            text: "|◀"
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Previous step")
            onClicked: bar.session.stepBack()
        }
        ToolButton {
            id: playButton
            objectName: "playPause"
            text: bar.session.playing ? "▮▮" : "▶"
            ToolTip.visible: hovered
            ToolTip.text: bar.session.playing ? qsTr("Pause") : qsTr("Play")
            onClicked: bar.session.playing = !bar.session.playing
        }
        ToolButton {
            id: forwardButton
            objectName: "stepForward"
            text: "▶|"
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Next step")
            onClicked: bar.session.stepForward()
        }
        ComboBox {
            id: speedBox
            objectName: "speed"
            model: ["0.25×", "0.5×", "1×", "2×", "4×"]
            currentIndex: 2
            implicitWidth: 80
            font.pixelSize: Theme.labelSize - 1
            onActivated: (index) => bar.session.speed = [0.25, 0.5, 1, 2, 4][index]
        }
        Slider {
            id: scrubber
            objectName: "scrubber"
            from: 0
            to: Math.max(bar.session.durationUs, 1e-9)
            value: bar.session.timeUs
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            onMoved: bar.session.seek(value)
        }
        // The time and phase: as wide as the time needs (up to 220 for the phase's name), or gone
        // on a canvas too narrow for the time beside the scrubber's least width.
        ColumnLayout {
            readonly property real room: bar.width - Theme.spacing - 5 * row.spacing - backButton.width - playButton.width
                                         - forwardButton.width - speedBox.width - scrubber.Layout.minimumWidth
            objectName: "playbackReadout"
            spacing: 0
            Layout.preferredWidth: Math.max(timeText.implicitWidth, Math.min(220, room))
            visible: room >= timeText.implicitWidth
            Label {
                id: timeText
                objectName: "playbackTime"
                text: bar.session.durationText(bar.session.timeUs) + " / " + bar.session.durationText(bar.session.durationUs)
                elide: Text.ElideRight
                Layout.fillWidth: true
                font.family: "monospace"
                font.pixelSize: Theme.labelSize - 1
                color: Theme.text
            }
            Label {
                text: bar.event ? bar.event.phase + qsTr(", step %1").arg(bar.event.step) : ""
                font.pixelSize: Theme.labelSize - 2
                color: Theme.mutedText
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }
}
