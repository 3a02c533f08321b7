import QtQuick
import QtQuick.Controls
import ScaleScope

// Above each canvas when two designs are drawn side by side: which side it is, the design's
// title, and the job's figures on it (or why it did not run, in the error colour).
Rectangle {
    id: heading
    property string role
    property string title
    property string figures
    property bool failed: false
    property real textScale: 1

    implicitHeight: (titleLabel.implicitHeight + figuresLabel.implicitHeight) * textScale + Theme.spacing
    color: Theme.surface
    border.color: Theme.border

    Column {
        x: Theme.spacing
        y: Theme.spacing / 2
        width: (heading.width - 2 * Theme.spacing) / heading.textScale
        scale: heading.textScale
        transformOrigin: Item.TopLeft
        Label {
            id: titleLabel
            width: parent.width
            text: heading.role + " · " + heading.title
            font.bold: true
            elide: Text.ElideRight
        }
        Label {
            id: figuresLabel
            width: parent.width
            // One line always, so that both headings are as tall and both canvases as large.
            text: heading.figures !== "" ? heading.figures : " "
            color: heading.failed ? Theme.error : Theme.mutedText
            elide: Text.ElideRight
            ToolTip.visible: figuresHover.hovered && truncated
            ToolTip.text: heading.figures
            HoverHandler { id: figuresHover }
        }
    }
}
