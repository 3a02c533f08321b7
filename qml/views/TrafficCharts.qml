import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import ScaleScope

// qmllint disable import type
// (Qt 6.4's QtCharts type information leaves its axes unresolved for qmllint.)

// The job in charts: busbw against message size (an analytic sweep, drawn like nccl-tests
// plots, with the ideal bound), each tier's utilization over the run, and the load of one link
// (click it on the canvas) over the run, the current simulated time marked on the last two. The
// data comes from C++ in one piece per series. Side by side when there is room (the panel
// under the canvas), else one under the other.
Flickable {
    id: charts
    required property TrafficSession session
    readonly property bool hasResult: session.result !== null && !session.resultStale
    readonly property int chartTheme: Theme.dark ? ChartView.ChartThemeDark : ChartView.ChartThemeLight
    // Three side by side on a wide panel, two on a medium one, else one under the other.
    readonly property int columns: width >= 1100 ? 3 : width >= 600 ? 2 : 1
    readonly property bool wide: columns > 1
    // A chart's height: the panel's when side by side.
    function chartHeight(narrow: int): int {
        return charts.wide ? Math.max(200, charts.height - 2 * Theme.spacing) : narrow
    }

    // The time the timeline shows, as a vertical line over a chart of the run.
    component TimeMarker: Rectangle {
        required property ChartView chart
        required property TrafficSession session
        required property bool shown
        readonly property real share: session.durationUs > 0
                                      ? Math.min(1, Math.max(0, session.timeUs / session.durationUs)) : 0
        objectName: "timeMarker"
        visible: shown && session.durationUs > 0
        x: chart.plotArea.x + chart.plotArea.width * share - width / 2
        y: chart.plotArea.y
        width: 2
        height: chart.plotArea.height
        color: Theme.text
        opacity: 0.7
    }

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    function refresh() {
        charts.session.fillSweep(busbw, ideal)
        charts.session.fillTierLoads([nvlink, c2c, pcie, infiniband, ethernet])
        charts.session.fillLinkLoad(forward, backward)
    }
    Component.onCompleted: refresh()
    Connections {
        target: charts.session
        function onChartsChanged() { charts.refresh() }
        function onResultChanged() { charts.session.fillLinkLoad(forward, backward) }
        function onChartLinkChanged() { charts.session.fillLinkLoad(forward, backward) }
    }

    Rectangle {
        parent: charts
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    GridLayout {
        id: column
        x: Theme.spacing / 2
        y: Theme.spacing
        width: charts.width - Theme.spacing
        columns: charts.columns
        rowSpacing: Theme.spacing / 2
        columnSpacing: Theme.spacing / 2

        Label {
            visible: !charts.hasResult
            text: qsTr("Run a job (Traffic tab) to see its charts.")
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        ChartView {
            objectName: "sweepChart"
            visible: charts.hasResult
            title: qsTr("busbw by message size")
            theme: charts.chartTheme
            antialiasing: true
            legend.alignment: Qt.AlignBottom
            Layout.fillWidth: true
            Layout.preferredHeight: charts.chartHeight(260)
            // Sizes on a log scale: x is log2 of the bytes, labelled as nccl-tests sizes.
            CategoryAxis {
                id: sizeAxis
                min: 3
                max: 33
                labelsPosition: CategoryAxis.AxisLabelsPositionOnValue
                titleText: qsTr("message size")
                CategoryRange { label: "8"; endValue: 3 }
                CategoryRange { label: "1K"; endValue: 10 }
                CategoryRange { label: "1M"; endValue: 20 }
                CategoryRange { label: "1G"; endValue: 30 }
            }
            ValueAxis {
                id: bandwidthAxis
                min: 0
                max: charts.session.sweepAxisMaxGBps
                tickCount: charts.session.sweepAxisTicks
                labelFormat: "%.0f"
                titleText: qsTr("busbw, GB/s")
            }
            LineSeries {
                id: busbw
                name: qsTr("busbw")
                axisX: sizeAxis
                axisY: bandwidthAxis
                color: Theme.accent
                width: 2
            }
            LineSeries {
                id: ideal
                name: qsTr("point-to-point bound")
                axisX: sizeAxis
                axisY: bandwidthAxis
                color: Theme.mutedText
                style: Qt.DashLine
            }
        }

        ChartView {
            id: tierChart
            objectName: "tierChart"
            visible: charts.hasResult
            title: qsTr("Utilization by tier")
            theme: charts.chartTheme
            antialiasing: true
            legend.visible: false
            margins.bottom: 30 // the tiers' names under the axis
            Layout.fillWidth: true
            Layout.preferredHeight: charts.chartHeight(240)
            ValueAxis {
                id: timeAxis
                min: 0
                max: Math.max(charts.session.durationUs, 1e-6)
                tickCount: 3
                labelFormat: "%.0f"
                titleText: qsTr("simulated time, µs")
            }
            ValueAxis {
                id: percentAxis
                min: 0
                max: 100
                tickCount: 3
                labelFormat: "%.0f"
                titleText: "%"
            }
            LineSeries { id: nvlink; name: "NVLink"; axisX: timeAxis; axisY: percentAxis; color: Theme.tierColor("nvlink") }
            LineSeries { id: c2c; name: "C2C"; axisX: timeAxis; axisY: percentAxis; color: Theme.tierColor("nvlink_c2c") }
            LineSeries { id: pcie; name: "PCIe"; axisX: timeAxis; axisY: percentAxis; color: Theme.tierColor("pcie") }
            LineSeries { id: infiniband; name: "InfiniBand"; axisX: timeAxis; axisY: percentAxis; color: Theme.tierColor("infiniband") }
            LineSeries { id: ethernet; name: "Ethernet"; axisX: timeAxis; axisY: percentAxis; color: Theme.tierColor("ethernet") }
            TimeMarker { chart: tierChart; session: charts.session; shown: charts.hasResult }

            // The tiers' colours, as on the canvas (the chart's own legend has no room for names).
            Flow {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: Theme.spacing / 2
                spacing: Theme.spacing
                Repeater {
                model: [["NVLink", "nvlink"], ["C2C", "nvlink_c2c"], ["PCIe", "pcie"], ["InfiniBand", "infiniband"], ["Ethernet", "ethernet"]]
                    Label {
                        id: tierName
                        required property var modelData
                        text: "■ " + tierName.modelData[0]
                        color: Theme.tierTextColor(tierName.modelData[1])
                        font.pixelSize: Theme.labelSize - 2
                    }
                }
            }
        }

        ChartView {
            id: linkChart
            objectName: "linkChart"
            visible: charts.hasResult
            title: charts.session.chartLink >= 0 ? charts.session.chartLinkName : qsTr("Click a link on the canvas")
            theme: charts.chartTheme
            antialiasing: true
            legend.alignment: Qt.AlignBottom
            Layout.fillWidth: true
            Layout.preferredHeight: charts.chartHeight(220)
            ValueAxis {
                id: linkTimeAxis
                min: 0
                max: Math.max(charts.session.durationUs, 1e-6)
                tickCount: 3
                labelFormat: "%.0f"
                titleText: qsTr("simulated time, µs")
            }
            ValueAxis {
                id: linkPercentAxis
                min: 0
                max: 100
                tickCount: 3
                labelFormat: "%.0f"
                titleText: "%"
            }
            LineSeries { id: forward; name: qsTr("a → b"); axisX: linkTimeAxis; axisY: linkPercentAxis; color: Theme.accent }
            LineSeries { id: backward; name: qsTr("b → a"); axisX: linkTimeAxis; axisY: linkPercentAxis; color: Theme.mutedText }
            TimeMarker { chart: linkChart; session: charts.session; shown: charts.hasResult }
        }
    }
}
