pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The story being played, at the bottom of the canvas: the scene's title in bold, its caption in
// the interface's language, and "‹ Back", "3 / 7", "Next ›". While it shows it takes the keys a
// presentation clicker sends: Right, Down, Space and Page Down go forward; Left, Up, Page Up and
// Backspace go back; Home and End to the first and last scene (Help > Keyboard shortcuts lists
// them).
Rectangle {
    id: player
    required property StorySession stories
    required property ViewState viewState
    // Read from the back of a room while presenting: twice the usual, or as much larger as the
    // canvas's names on a larger screen (3.2 times at 2160 pixels).
    readonly property real textScale: viewState.presenting ? Math.max(2, Theme.presentationScale(Screen.height)) : 1

    visible: stories.playing
    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    PanelFill {
        panel: player
    }

    Shortcut {
        sequences: ["Right", "Down", "Space", "PgDown"]
        enabled: player.visible
        onActivated: player.stories.next()
    }
    Shortcut {
        sequences: ["Left", "Up", "PgUp", "Backspace"]
        enabled: player.visible
        onActivated: player.stories.back()
    }
    Shortcut {
        sequence: "Home"
        enabled: player.visible
        onActivated: player.stories.first()
    }
    Shortcut {
        sequence: "End"
        enabled: player.visible
        onActivated: player.stories.last()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2 * player.textScale

        Label {
            objectName: "storySceneTitle"
            text: player.stories.sceneTitle
            font.bold: true
            font.pixelSize: Theme.titleSize * player.textScale
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "storySceneCaption"
            visible: text !== ""
            text: player.stories.sceneCaption
            font.pixelSize: 16 * player.textScale // 16 px: body text read at arm's length
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "storyError"
            visible: text !== ""
            text: player.stories.error
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Button {
                objectName: "storyBack"
                text: qsTr("‹ Back")
                font.pixelSize: Theme.labelSize * player.textScale
                enabled: player.stories.currentScene > 0
                focusPolicy: Qt.NoFocus
                onClicked: player.stories.back()
            }
            Label {
                objectName: "storyPosition"
                text: player.stories.position
                font.pixelSize: Theme.labelSize * player.textScale
                color: Theme.mutedText
            }
            Button {
                objectName: "storyNext"
                text: qsTr("Next ›")
                font.pixelSize: Theme.labelSize * player.textScale
                enabled: player.stories.currentScene + 1 < player.stories.sceneCount
                focusPolicy: Qt.NoFocus
                onClicked: player.stories.next()
            }
            // The room between the buttons, the story's name at its right, shortened to fit: the
            // buttons always show whole.
            Label {
                text: player.stories.playedStory
                font.pixelSize: Theme.labelSize * player.textScale
                color: Theme.mutedText
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignRight
                Layout.fillWidth: true
                Layout.minimumWidth: 0
            }
            Button {
                objectName: "storyStop"
                text: qsTr("Stop")
                font.pixelSize: Theme.labelSize * player.textScale
                focusPolicy: Qt.NoFocus
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Stop playing the story")
                onClicked: player.stories.stop()
            }
        }
    }
}
