import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The Help menu's pages: every keyboard shortcut (the menus' own, read from them, and the
// canvas's gestures), a short getting-started page, and what the program is.
Item {
    id: help
    // The window's menu bar, whose actions' shortcuts are listed.
    required property MenuBar menus

    function showShortcuts() { shortcutsDialog.open() }
    function showGettingStarted() { startDialog.open() }
    function showAbout() { aboutDialog.open() }

    // Every menu entry with a shortcut: [menu, entry, keys].
    function menuShortcuts() {
        const rows = []
        for (let m = 0; m < help.menus.count; ++m) {
            const menu = help.menus.menuAt(m)
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i)
                const keys = item && item.action ? ShortcutText.of(item.action.shortcut) : ""
                if (keys.length > 0)
                    rows.push([menu.title.replace("&", ""), item.action.text.replace(/&(.)/, "$1").replace(/ .*…$/, "…"), keys])
            }
        }
        return rows
    }
    readonly property var canvasGestures: [
        [qsTr("Canvas"), qsTr("Zoom at the pointer"), qsTr("Wheel")],
        [qsTr("Canvas"), qsTr("Pan"), qsTr("Drag the background, or Space+drag")],
        [qsTr("Canvas"), qsTr("Select; add to or take from the selection"), qsTr("Click; Ctrl+click or Shift+click")],
        [qsTr("Canvas"), qsTr("Select what a band covers"), qsTr("Shift+drag on the background")],
        [qsTr("Canvas"), qsTr("Cable two devices"), qsTr("Shift+drag from one to the other")],
        [qsTr("Canvas"), qsTr("Move the selection a grid step (ten)"), qsTr("Arrow keys (Shift+arrow keys)")],
        [qsTr("Canvas"), qsTr("Collapse or open a rack"), qsTr("Double-click")],
        [qsTr("Canvas"), qsTr("Close an annotation's editor, put the Annotate tool down, stop presenting, or select nothing"), qsTr("Esc")],
        [qsTr("Canvas"), qsTr("Place an arrow or a frame (Annotate tool armed)"), qsTr("Drag from its tail (a corner) to its head (the other corner)")],
        [qsTr("Canvas"), qsTr("Place a text box (Annotate tool armed)"), qsTr("Click, type, Enter")],
        [qsTr("Canvas"), qsTr("Select, move or edit an annotation"), qsTr("Click, drag or double-click it")],
        [qsTr("Canvas"), qsTr("Mark a device, its tray or rack, or a link failed or degraded"), qsTr("Right-click")],
        [qsTr("Search"), qsTr("Find a device by name, kind or address"), ShortcutText.of(StandardKey.Find)] // qmllint disable unqualified
    ]

    component PageDialog: Dialog {
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Close
        width: Math.min(640, parent ? parent.width - 40 : 640)
        height: Math.min(560, parent ? parent.height - 40 : 560)
    }

    PageDialog {
        id: shortcutsDialog
        objectName: "shortcutsDialog"
        title: qsTr("Keyboard shortcuts")
        onAboutToShow: shortcutRows.model = help.menuShortcuts().concat(help.canvasGestures)
        ListView {
            id: shortcutRows
            objectName: "shortcutRows"
            anchors.fill: parent
            clip: true
            delegate: RowLayout {
                id: row
                required property var modelData
                width: ListView.view ? ListView.view.width : 400
                Label {
                    text: row.modelData[0]
                    color: Theme.mutedText
                    Layout.preferredWidth: 70
                }
                Label {
                    text: row.modelData[1]
                    color: Theme.text
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    text: row.modelData[2]
                    color: Theme.text
                    font.bold: true
                }
            }
            ScrollBar.vertical: ScrollBar {}
        }
    }

    PageDialog {
        id: startDialog
        objectName: "gettingStartedDialog"
        title: qsTr("Getting started")
        ScrollView {
            anchors.fill: parent
            Label {
                width: startDialog.availableWidth
                wrapMode: Text.WordWrap
                textFormat: Text.StyledText
                color: Theme.text
                text: qsTr("<b>Open a design.</b> File &gt; New from preset builds a cluster (a DGX H100 pod, "
                         + "GB200 NVL72 racks…); File &gt; Import reads what NCCL, nvidia-smi or ibnetdiscover wrote."
                         + "<br><br><b>Look around.</b> Scroll to zoom, drag the background to pan, Fit (Ctrl+0) "
                         + "shows everything. The legend at the top left names each colour; the boxes in the toolbar "
                         + "hide a tier of links. Click a device for its model, addresses and links in the inspector; "
                         + "Ctrl+click a second GPU for the route between them."
                         + "<br><br><b>Change it.</b> Drag switches and systems from the Palette tab, shift-drag between "
                         + "two devices to cable them, drag a device to move its rack. Every edit can be undone (Ctrl+Z)."
                         + "<br><br><b>Watch traffic.</b> In the Traffic tab pick the GPUs, a collective and a size, and "
                         + "run: the links take the colour of their load as the timeline plays; the Charts tab shows "
                         + "busbw by size and each tier's load over the run."
                         + "<br><br><b>Share it.</b> File &gt; Export writes SVG, PDF or PNG with a title and a legend.")
            }
        }
    }

    PageDialog {
        id: aboutDialog
        objectName: "aboutDialog"
        title: qsTr("About ScaleScope")
        height: Math.min(260, parent ? parent.height - 40 : 260)
        Label {
            width: aboutDialog.availableWidth
            wrapMode: Text.WordWrap
            color: Theme.text
            text: qsTr("ScaleScope %1\n\nAn explorer of AI-cluster topologies: NVLink inside nodes and racks, "
                       + "InfiniBand and Ethernet between them, and the collectives that run over them.")
                  .arg(Qt.application.version)
        }
    }
}
