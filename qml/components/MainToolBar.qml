import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Title, the tiers shown, and the view's zoom controls.
ToolBar {
    id: bar
    required property Workspace workspace
    // The Annotate tool's state, the window's (the workspace's).
    readonly property PresenterTools tools: workspace.presenterTools
    readonly property DesignDocument document: workspace.document
    readonly property var tiers: [
        { key: "nvlink", label: qsTr("NVLink") },
        { key: "infiniband", label: qsTr("InfiniBand") },
        { key: "ethernet", label: qsTr("Ethernet") },
        { key: "pcie", label: qsTr("PCIe") },
        { key: "nvlink_c2c", label: qsTr("C2C") }
    ]

    contentHeight: 40
    background: Rectangle { color: Theme.surface; border.color: Theme.border }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing

        Label {
            text: "ScaleScope"
            font.bold: true
            font.pixelSize: Theme.labelSize + 2
            color: Theme.accentText
        }
        // The design's name is the window's title too: it gives way on a narrow window.
        Label {
            text: bar.document.title
            color: Theme.text
            elide: Text.ElideRight
            visible: bar.width >= 1200
            Layout.maximumWidth: 240
        }
        // Undo and redo, plainly fainter when there is nothing to undo or redo.
        component EditButton: ToolButton {
            id: editButton
            font.pixelSize: Theme.labelSize + 4
            contentItem: Label {
                text: editButton.text
                font: editButton.font
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: editButton.enabled ? Theme.text : Theme.disabledText
            }
        }
        EditButton {
            objectName: "undoButton"
            text: "↶"
            enabled: bar.document.canUndo
            onClicked: bar.document.undo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Undo %1").arg(bar.document.undoText)
        }
        EditButton {
            objectName: "redoButton"
            text: "↷"
            enabled: bar.document.canRedo
            onClicked: bar.document.redo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Redo %1").arg(bar.document.redoText)
        }
        TextField {
            id: search
            placeholderText: qsTr("Search name, kind or address")
            Layout.preferredWidth: 260
            Layout.minimumWidth: 120
            Layout.fillWidth: true
            Layout.maximumWidth: 260
            onAccepted: {
                const found = bar.workspace.summary.findDevice(text, bar.workspace.view.selection.current)
                if (found >= 0) {
                    bar.workspace.view.selection.current = found
                    bar.workspace.centerOn(found)
                }
                notFound.visible = found < 0
            }
            onTextChanged: notFound.visible = false
        }
        Label {
            id: notFound
            visible: false
            text: qsTr("not found")
            color: Theme.error
        }
        Shortcut {
            sequences: [StandardKey.Find] // qmllint disable unqualified
            onActivated: search.forceActiveFocus()
        }
        // Arrows, text boxes and frames placed on the canvas (Edit > Annotate).
        AnnotationTools {
            annotations: bar.workspace.annotations
            tools: bar.tools
        }
        Item { Layout.fillWidth: true }
        LayoutRepeater {
            // Each row carries what its box needs: the view state whose hidden tiers it shows.
            model: bar.tiers.map(tier => Object.assign({ view: bar.workspace.view }, tier))
            ThemedCheckBox {
                id: layer
                required property var modelData
                text: layer.modelData.label
                checked: !layer.modelData.view.hiddenTiers.includes(layer.modelData.key)
                onToggled: {
                    const hidden = layer.modelData.view.hiddenTiers.filter(k => k !== layer.modelData.key)
                    if (!checked)
                        hidden.push(layer.modelData.key)
                    layer.modelData.view.hiddenTiers = hidden
                }
                contentItem: Label {
                    leftPadding: layer.indicator.width + layer.spacing
                    text: layer.text
                    color: Theme.tierTextColor(layer.modelData.key)
                    font.bold: true
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        ToolButton {
            objectName: "fitButton"
            text: qsTr("Fit")
            onClicked: bar.workspace.fitToView()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Fit the whole design in the view")
        }
    }
}
