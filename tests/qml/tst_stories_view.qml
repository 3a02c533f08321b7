import QtQuick
import QtQuick.Controls
import QtTest
import ScaleScope

// The Stories tab and the story player as a user drives them: scenes recorded with the tab's
// button after typing a title and a caption, reordered and undone; the story played with the
// player's keys (Right, Page Down, Space forward; Left, Page Up, Backspace back; Home, End), every
// scene's tiers, selection and annotations applied on the way forward and brought back on the
// way back; Present entering presentation mode and the caption growing with it.
Item {
    id: root
    width: 1280
    height: 1400

    Component {
        id: storiesComponent
        StoriesView {
            width: 360
            height: 1400
        }
    }
    Component {
        id: playerComponent
        StoryPlayer {
            x: 380
            width: 880
        }
    }

    TestCase {
        name: "StoriesView"
        when: windowShown

        function findChild(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findChild(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        // Types a title and caption into the tab and presses Record scene.
        function record(view, title, caption) {
            const titleField = findChild(view, "sceneTitle")
            const captionField = findChild(view, "sceneCaption")
            // As typed: the fields keep their bindings to the scene shown.
            titleField.clear()
            titleField.insert(0, title)
            captionField.clear()
            captionField.insert(0, caption)
            mouseClick(findChild(view, "recordScene"))
            waitForRendering(view)
        }

        function test_recordReorderAndPlay() {
            const workspace = fixtures.exampleWorkspace()
            const stories = workspace.stories
            const view = createTemporaryObject(storiesComponent, root, { session: stories })
            const player = createTemporaryObject(playerComponent, root, { stories: stories, viewState: workspace.view })
            verify(view && player)
            const gpu = workspace.summary.findDevice("node1/gpu3")
            verify(gpu >= 0)
            verify(!player.visible)

            // Scene 1: Ethernet hidden, nothing selected.
            workspace.view.hiddenTiers = ["ethernet"]
            record(view, "Rails", "Each GPU's NIC on its own rail.")
            compare(stories.scenes.length, 1)
            compare(stories.storyNames, ["Story"])
            // Scene 2: a GPU selected and an arrow placed.
            workspace.view.hiddenTiers = []
            workspace.view.selection.toggle(gpu)
            workspace.annotations.add("arrow", Qt.point(0, 0), Qt.point(200, 100), "NVLink", "red")
            record(view, "One GPU", "Its NVLink and PCIe links.")
            // Scene 3: everything cleared.
            workspace.view.selection.clear()
            workspace.annotations.clear()
            workspace.view.hiddenTiers = ["nvlink"]
            record(view, "Fabric", "")
            compare(stories.scenes.length, 3)
            compare(stories.scenes[1].title, "One GPU")
            verify(findChild(view, "scene2"))

            // Reordered with the tab's buttons (the scene shown last: 3), and undone.
            waitForRendering(view)
            mouseClick(findChild(view, "sceneUp"))
            compare(stories.scenes[1].title, "Fabric")
            workspace.document.undo()
            compare(stories.scenes[1].title, "One GPU")

            // A click on a scene shows it (once the list is laid out again).
            waitForRendering(view)
            mouseClick(findChild(view, "scene1"))
            compare(workspace.view.selection.nodes, [gpu])
            compare(workspace.annotations.count, 1)
            compare(findChild(view, "sceneTitle").text, "One GPU")

            mouseClick(findChild(view, "playStory"))
            verify(player.visible)
            compare(findChild(player, "storyPosition").text, "1 / 3")
            compare(findChild(player, "storySceneTitle").text, "Rails")
            compare(findChild(player, "storySceneCaption").text, "Each GPU's NIC on its own rail.")
            compare(workspace.view.hiddenTiers, ["ethernet"])
            compare(workspace.annotations.count, 0)

            keyClick(Qt.Key_Right)
            compare(stories.currentScene, 1)
            compare(workspace.view.selection.nodes, [gpu])
            compare(workspace.annotations.count, 1)
            compare(workspace.view.hiddenTiers, [])
            keyClick(Qt.Key_PageDown)
            compare(stories.currentScene, 2)
            compare(workspace.view.hiddenTiers, ["nvlink"])
            compare(workspace.view.selection.count, 0)
            compare(workspace.annotations.count, 0)
            verify(!findChild(player, "storyNext").enabled)
            keyClick(Qt.Key_Space) // past the end: stays
            compare(stories.currentScene, 2)

            keyClick(Qt.Key_PageUp)
            compare(stories.currentScene, 1)
            compare(workspace.view.selection.nodes, [gpu])
            compare(workspace.annotations.count, 1)
            compare(workspace.view.hiddenTiers, [])
            keyClick(Qt.Key_Backspace)
            compare(stories.currentScene, 0)
            compare(workspace.view.hiddenTiers, ["ethernet"])
            compare(workspace.view.selection.count, 0)
            keyClick(Qt.Key_End)
            compare(findChild(player, "storyPosition").text, "3 / 3")
            keyClick(Qt.Key_Home)
            compare(findChild(player, "storyPosition").text, "1 / 3")
            mouseClick(findChild(player, "storyNext"))
            compare(stories.currentScene, 1)

            // Present: presentation mode, the caption twice as large; Stop leaves both.
            const captionSize = findChild(player, "storySceneCaption").font.pixelSize
            mouseClick(findChild(player, "storyStop"))
            verify(!player.visible)
            mouseClick(findChild(view, "presentStory"))
            verify(workspace.view.presenting)
            compare(findChild(player, "storySceneCaption").font.pixelSize, 2 * captionSize)
            stories.stop()
            verify(!workspace.view.presenting)
        }

        function test_aStoryIsAddedRenamedAndDeleted() {
            const workspace = fixtures.exampleWorkspace()
            const stories = workspace.stories
            const view = createTemporaryObject(storiesComponent, root, { session: stories })
            const name = findChild(view, "storyName")
            name.text = "Handout"
            mouseClick(findChild(view, "addStory"))
            compare(stories.storyNames, ["Handout"])
            compare(name.text, "")
            name.text = "Handout"
            mouseClick(findChild(view, "addStory"))
            verify(findChild(view, "storiesError").visible)
            name.text = "Lecture"
            mouseClick(findChild(view, "renameStory"))
            compare(stories.storyNames, ["Lecture"])
            verify(!findChild(view, "storiesError").visible)
            mouseClick(findChild(view, "deleteStory"))
            compare(stories.storyNames, [])
            workspace.document.undo()
            compare(stories.storyNames, ["Lecture"])
        }
    }
}
