import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A heading inside a side panel.
Label {
    font.bold: true
    font.pixelSize: Theme.labelSize + 1
    color: Theme.text
    topPadding: Theme.spacing / 2
    Layout.fillWidth: true
}
