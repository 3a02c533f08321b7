import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Every device as a list, filtered as you type; choosing one selects it and centres the view on it.
ColumnLayout {
    id: list
    required property Workspace workspace
    readonly property DeviceListModel devices: workspace.devices
    spacing: Theme.spacing / 2

    TextField {
        id: filterField
        placeholderText: qsTr("Filter by name, kind or model")
        text: list.devices.filter
        onTextEdited: list.devices.filter = text
        Layout.fillWidth: true
        Layout.margins: Theme.spacing / 2
    }
    Label {
        text: qsTr("%1 devices shown").arg(list.devices.count)
        color: Theme.mutedText
        font.pixelSize: Theme.labelSize - 1
        Layout.leftMargin: Theme.spacing
    }
    ListView {
        id: rows
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: list.devices
        currentIndex: -1
        onCurrentIndexChanged: {
            const node = list.devices.nodeAt(currentIndex)
            if (node >= 0) {
                list.workspace.view.selection.current = node
                list.workspace.centerOn(node)
            }
        }
        delegate: ItemDelegate {
            id: row
            required property string name
            required property string kind
            required property string model
            required property string address
            required property int index
            width: ListView.view ? ListView.view.width : 200
            text: row.name
            highlighted: row.ListView.isCurrentItem
            onClicked: row.ListView.view.currentIndex = row.index
            contentItem: Column {
                Label {
                    text: row.name
                    color: Theme.text
                }
                Label {
                    text: row.kind + " · " + row.model + (row.address ? " · " + row.address : "")
                    color: Theme.mutedText
                    font.pixelSize: Theme.labelSize - 2
                }
            }
        }
    }
}
