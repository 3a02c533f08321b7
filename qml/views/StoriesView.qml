pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The Stories tab: the design's stories (added, renamed, deleted) and the chosen story's scenes,
// each a view of the design with a caption. A click on a scene shows it; Record scene keeps the
// view as it is now; Play and Present step through the story. Every edit is undoable (Edit > Undo)
// and every text and decision comes from workspace.stories.
Flickable {
    id: panel
    required property StorySession session
    // The scene the buttons below the list act on: the one shown last.
    readonly property int scene: session.currentScene
    readonly property var shown: scene >= 0 && scene < session.scenes.length ? session.scenes[scene] : null

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: panel
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: panel.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        SectionLabel { text: qsTr("Stories") }
        Label {
            visible: panel.session.storyNames.length === 0
            text: qsTr("A story is a list of scenes to show a room, each a view of the design with a caption. Set up the view, then record it as a scene; File > Lessons… opens the built-in ones.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        ComboBox {
            objectName: "storyChoice"
            visible: panel.session.storyNames.length > 0
            model: panel.session.storyNames
            currentIndex: panel.session.currentStory
            onActivated: (index) => panel.session.currentStory = index
            Layout.fillWidth: true
        }
        TextField {
            id: storyName
            objectName: "storyName"
            placeholderText: qsTr("Story name")
            Layout.fillWidth: true
        }
        Flow {
            spacing: Theme.spacing / 2
            Layout.fillWidth: true
            Button {
                objectName: "addStory"
                text: qsTr("New story")
                enabled: storyName.text.trim() !== ""
                onClicked: if (panel.session.addStory(storyName.text)) storyName.clear()
            }
            Button {
                objectName: "renameStory"
                text: qsTr("Rename")
                enabled: storyName.text.trim() !== "" && panel.session.currentStory >= 0
                onClicked: if (panel.session.renameStory(panel.session.currentStory, storyName.text)) storyName.clear()
            }
            Button {
                objectName: "deleteStory"
                text: qsTr("Delete story")
                enabled: panel.session.currentStory >= 0
                onClicked: panel.session.deleteStory(panel.session.currentStory)
            }
        }
        Label {
            objectName: "storiesError"
            visible: panel.session.error !== ""
            text: panel.session.error
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        SectionLabel { text: qsTr("Scenes") }
        Label {
            visible: panel.session.scenes.length === 0
            text: qsTr("No scenes yet: set up the view, give it a title and a caption below, and record it.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        LayoutRepeater {
            objectName: "sceneList"
            model: panel.session.scenes
            delegate: ItemDelegate {
                id: sceneRow
                required property var modelData
                required property int index
                objectName: "scene" + index
                highlighted: index === panel.scene
                Layout.fillWidth: true
                onClicked: panel.session.applyScene(index)
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        text: (sceneRow.index + 1) + ". " + sceneRow.modelData.title
                        font.bold: true
                        color: sceneRow.highlighted ? Theme.highlightedText : Theme.text
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: text !== ""
                        text: sceneRow.modelData.caption
                        color: sceneRow.highlighted ? Theme.highlightedText : Theme.text
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: text !== ""
                        text: sceneRow.modelData.details
                        color: sceneRow.highlighted ? Theme.highlightedText : Theme.mutedText
                        font.pixelSize: Theme.labelSize - 1
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
        Flow {
            spacing: Theme.spacing / 2
            Layout.fillWidth: true
            visible: panel.shown !== null
            Button {
                objectName: "sceneUp"
                text: qsTr("Move up")
                enabled: panel.scene > 0
                onClicked: panel.session.moveScene(panel.scene, panel.scene - 1)
            }
            Button {
                objectName: "sceneDown"
                text: qsTr("Move down")
                enabled: panel.scene + 1 < panel.session.scenes.length
                onClicked: panel.session.moveScene(panel.scene, panel.scene + 1)
            }
            Button {
                objectName: "sceneRerecord"
                text: qsTr("Record again")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Replace the scene's view with the view as it is now, keeping its title and caption")
                onClicked: panel.session.rerecordScene(panel.scene)
            }
            Button {
                objectName: "sceneDelete"
                text: qsTr("Delete scene")
                onClicked: panel.session.deleteScene(panel.scene)
            }
        }

        // The title and caption: of the scene shown when one is, else of the next one recorded.
        SectionLabel { text: panel.shown ? qsTr("Scene %1").arg(panel.scene + 1) : qsTr("New scene") }
        TextField {
            id: titleField
            objectName: "sceneTitle"
            placeholderText: qsTr("Title")
            text: panel.shown ? panel.shown.titleText : ""
            Layout.fillWidth: true
        }
        TextArea {
            id: captionField
            objectName: "sceneCaption"
            placeholderText: qsTr("Caption: two or three sentences for the room")
            text: panel.shown ? panel.shown.caption : ""
            wrapMode: TextEdit.Wrap
            Layout.fillWidth: true
            Layout.minimumHeight: 80
            // Framed as the text fields are, so that it reads as a place to type.
            background: Rectangle {
                color: Theme.surface
                border.color: captionField.activeFocus ? Theme.accent : Theme.controlBorder
                radius: 2
            }
        }
        Flow {
            spacing: Theme.spacing / 2
            Layout.fillWidth: true
            Button {
                objectName: "sceneSaveText"
                text: qsTr("Save title and caption")
                enabled: panel.shown !== null
                onClicked: panel.session.setSceneText(panel.scene, titleField.text, captionField.text)
            }
            Button {
                objectName: "recordScene"
                text: qsTr("Record scene")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Keep the view as it is now (camera, tiers, collapsed racks, selection, annotations, the job and its time) as a new scene after the one shown")
                onClicked: panel.session.recordScene(titleField.text, captionField.text)
            }
        }

        SectionLabel { text: qsTr("Show") }
        Flow {
            spacing: Theme.spacing / 2
            Layout.fillWidth: true
            Button {
                objectName: "playStory"
                text: qsTr("Play")
                enabled: panel.session.scenes.length > 0
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Step through the scenes with the arrow keys, Space or Page Up and Down")
                onClicked: panel.session.play(false)
            }
            Button {
                objectName: "presentStory"
                text: qsTr("Present")
                enabled: panel.session.scenes.length > 0
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play the story in presentation mode")
                onClicked: panel.session.play(true)
            }
        }
    }
}
