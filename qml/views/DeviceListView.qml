import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// Every device as a list, filtered as you type; choosing one selects it on the canvas.
ColumnLayout {
    id: list
    required property DesignDocument document
    required property TopologyCanvas canvas
    spacing: Theme.spacing / 2

    TextField {
        id: filterField
        placeholderText: qsTr("Filter by name, kind or model")
        Layout.fillWidth: true
        Layout.margins: Theme.spacing / 2
    }
    Label {
        text: qsTr("%1 devices shown").arg(devices.count)
        color: Theme.mutedText
        font.pixelSize: Theme.labelSize - 1
        Layout.leftMargin: Theme.spacing
    }
    ListView {
        id: rows
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: DeviceListModel {
            id: devices
            document: list.document
            filter: filterField.text
        }
        currentIndex: -1
        onCurrentIndexChanged: {
            const node = devices.nodeAt(currentIndex)
            if (node >= 0) {
                list.canvas.selectedNode = node
                list.canvas.centerOn(node)
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
