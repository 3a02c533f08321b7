import QtQuick
import QtQuick.Controls
import ScaleScope

// One figure with its label and an optional detail line.
Rectangle {
    id: card
    property string label
    property string value
    property string detail

    implicitWidth: 250
    // At least the card's usual height, taller where a language's font needs it.
    implicitHeight: Math.max(90, lines.implicitHeight + 2 * Theme.spacing)
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    Column {
        id: lines
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 2
        Label {
            text: card.label
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize
        }
        Label {
            text: card.value
            color: Theme.text
            font.pixelSize: Theme.figureSize
            font.bold: true
        }
        Label {
            text: card.detail
            color: Theme.mutedText
            font.pixelSize: Theme.labelSize - 1
            elide: Text.ElideRight
            width: parent.width
        }
    }
}
