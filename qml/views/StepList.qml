import QtQuick
import QtQuick.Controls
import ScaleScope

// The phases and steps of a session's result, the one under way highlighted; a click moves the
// timeline to where that step begins.
ListView {
    id: steps
    required property TrafficSession session

    model: steps.session.result !== null ? steps.session.result.steps : []
    currentIndex: steps.session.currentEvent
    clip: true
    highlightMoveDuration: 0
    onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
    delegate: ItemDelegate {
        id: step
        required property TrafficStep modelData
        required property int index
        width: ListView.view.width
        highlighted: ListView.isCurrentItem
        padding: 4
        contentItem: Label {
            text: step.modelData.phase + ", " + qsTr("step %1").arg(step.modelData.step) + "\n" + step.modelData.what
            font.pixelSize: Theme.labelSize - 2
            wrapMode: Text.Wrap
            color: step.highlighted ? Theme.highlightedText : Theme.text
        }
        // The session is reached through the list (a delegate sees only what it is given).
        onClicked: (step.ListView.view as StepList).session.seek(step.modelData.startUs)
    }
}
