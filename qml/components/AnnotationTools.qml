pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// The Annotate tool's buttons: arm an arrow, a text box or a frame (the keys A, T and F do the
// same), and the colour the next one is drawn in, one of the theme's eight; choosing a colour while
// an annotation is selected recolours it too.
RowLayout {
    id: toolRow
    required property AnnotationLayer annotations
    required property PresenterTools tools
    // Each button's and swatch's size against the usual (presenting, larger).
    property real textScale: 1
    readonly property var kinds: [
        { kind: "arrow", symbol: "↗", tip: qsTr("Arrow: press and drag on the canvas (A)") },
        { kind: "text", symbol: "T", tip: qsTr("Text box: click on the canvas and type (T)") },
        { kind: "frame", symbol: "▢", tip: qsTr("Highlight frame: press and drag on the canvas (F)") }
    ]
    spacing: 2

    LayoutRepeater {
        model: toolRow.kinds
        ToolButton {
            id: toolButton
            required property var modelData
            objectName: "annotate-" + modelData.kind
            text: modelData.symbol
            checkable: true
            checked: toolRow.tools.tool === modelData.kind
            font.pixelSize: (Theme.labelSize + 3) * toolRow.textScale
            font.bold: true
            onClicked: toolRow.tools.tool = checked ? modelData.kind : ""
            ToolTip.visible: hovered
            ToolTip.text: modelData.tip
        }
    }
    ToolButton {
        id: colourButton
        objectName: "annotationColour"
        implicitWidth: implicitHeight
        onClicked: swatches.open()
        ToolTip.visible: hovered && !swatches.visible
        ToolTip.text: qsTr("Colour of the annotations: %1").arg(toolRow.tools.toolColour)
        contentItem: Item {
            Rectangle {
                anchors.centerIn: parent
                width: 16 * toolRow.textScale
                height: width
                radius: width / 2
                color: Theme.annotationColour(toolRow.tools.toolColour)
                border.color: Theme.border
            }
        }
        Popup {
            id: swatches
            y: colourButton.height
            padding: Theme.spacing / 2
            background: Rectangle {
                color: Theme.surface
                border.color: Theme.border
                radius: Theme.radius
            }
            Grid {
                columns: 4
                spacing: 4
                Repeater {
                    model: toolRow.annotations.colours()
                    Rectangle {
                        id: swatch
                        required property string modelData
                        objectName: "swatch-" + modelData
                        width: 26 * toolRow.textScale
                        height: width
                        radius: Theme.radius
                        color: Theme.annotationColour(modelData)
                        border.color: Theme.text
                        border.width: toolRow.tools.toolColour === modelData ? 3 : 0
                        ToolTip.visible: swatchArea.containsMouse
                        ToolTip.text: modelData
                        MouseArea {
                            id: swatchArea
                            anchors.fill: parent
                            hoverEnabled: true
                            onClicked: {
                                toolRow.tools.toolColour = swatch.modelData
                                if (toolRow.tools.selected >= 0)
                                    toolRow.annotations.setColour(toolRow.tools.selected, swatch.modelData)
                                swatches.close()
                            }
                        }
                    }
                }
            }
        }
    }
}
