pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// File > Lessons…: the built-in lessons, each opened as the design (asked first when the open
// design has unsaved changes) and played, or presented full screen.
Dialog {
    id: dialog
    required property StorySession stories

    title: qsTr("Lessons")
    modal: true
    anchors.centerIn: parent
    width: Math.min(720, parent ? parent.width - 40 : 720)
    height: Math.min(640, parent ? parent.height - 40 : 640)
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2
        Label {
            visible: dialog.stories.lessons.length === 0
            text: qsTr("This build holds no lessons.")
            color: Theme.mutedText
        }
        ListView {
            id: list
            objectName: "lessonList"
            clip: true
            spacing: Theme.spacing / 2
            model: dialog.stories.lessons
            Layout.fillWidth: true
            Layout.fillHeight: true
            delegate: Rectangle {
                id: entry
                required property var modelData
                required property int index
                width: list.width
                implicitHeight: row.implicitHeight + Theme.spacing
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.border
                RowLayout {
                    id: row
                    anchors.fill: parent
                    anchors.margins: Theme.spacing / 2
                    spacing: Theme.spacing
                    ColumnLayout {
                        spacing: 2
                        Layout.fillWidth: true
                        Label {
                            text: entry.modelData.number + ". " + entry.modelData.name
                            font.bold: true
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: text !== ""
                            text: entry.modelData.description
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                    Button {
                        objectName: "playLesson" + entry.index
                        text: qsTr("Play")
                        onClicked: {
                            dialog.close()
                            dialog.stories.openLesson(entry.modelData.file, false)
                        }
                    }
                    Button {
                        objectName: "presentLesson" + entry.index
                        text: qsTr("Present")
                        onClicked: {
                            dialog.close()
                            dialog.stories.openLesson(entry.modelData.file, true)
                        }
                    }
                }
            }
        }
    }
}
