import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ScaleScope

// A job to run on the design (GPUs, collective, size, algorithm, fidelity, GPUDirect), its result
// (time, algbw, busbw, the point-to-point bound, the algorithm chosen and the candidates it beat) and the
// algorithm's phases and steps, which the timeline plays over the canvas.
Flickable {
    id: panel
    required property TrafficSession session
    readonly property TrafficResult result: session.result
    readonly property bool hasResult: result !== null
    readonly property TrafficResult pinned: session.pinned
    readonly property TrafficComparison comparison: session.comparison
    readonly property int stepCount: hasResult ? result.steps.length : 0

    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true

    Rectangle {
        parent: panel
        anchors.fill: parent
        z: -1
        color: Theme.background
    }

    component FieldLabel: Label {
        color: Theme.mutedText
        Layout.preferredWidth: 80
    }

    ColumnLayout {
        id: column
        x: Theme.spacing
        y: Theme.spacing
        width: panel.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        SectionLabel { text: qsTr("Job") }
        RowLayout {
            FieldLabel { text: qsTr("GPUs") }
            TextField {
                id: ranksField
                objectName: "ranks"
                // A long selection reads from its start; the whole of it in the tip.
                readonly property bool cut: contentWidth > width - leftPadding - rightPadding
                text: panel.session.ranks
                selectByMouse: true
                Layout.fillWidth: true
                ToolTip.visible: activeFocus || (hovered && ranksField.cut)
                ToolTip.text: (ranksField.cut ? ranksField.text + "\n\n" : "")
                              + qsTr("all, a range such as 0-63, GPU names, or a rack or node")
                onTextChanged: if (!activeFocus) cursorPosition = 0
                onEditingFinished: panel.session.ranks = text
            }
            Button {
                text: qsTr("Selected")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The GPUs selected on the canvas")
                onClicked: panel.session.useSelection()
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Collective") }
            ComboBox {
                objectName: "collective"
                model: panel.session.collectives
                currentIndex: model.indexOf(panel.session.collective)
                Layout.fillWidth: true
                onActivated: (index) => panel.session.collective = panel.session.collectives[index]
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Size") }
            TextField {
                objectName: "size"
                text: panel.session.size
                selectByMouse: true
                Layout.fillWidth: true
                ToolTip.visible: activeFocus
                ToolTip.text: qsTr("as nccl-tests writes it: 8, 32K, 512M, 1G (K = 1024 bytes)")
                onEditingFinished: panel.session.size = text
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Algorithm") }
            ComboBox {
                objectName: "algorithm"
                model: panel.session.algorithms
                currentIndex: model.indexOf(panel.session.algorithm)
                Layout.fillWidth: true
                onActivated: (index) => panel.session.algorithm = panel.session.algorithms[index]
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Fidelity") }
            ComboBox {
                objectName: "fidelity"
                model: panel.session.fidelities
                currentIndex: model.indexOf(panel.session.fidelity)
                Layout.fillWidth: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("flow: every link's load over time (the heatmap); analytic: the time alone, faster")
                onActivated: (index) => panel.session.fidelity = panel.session.fidelities[index]
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Routing") }
            ComboBox {
                objectName: "routing"
                model: panel.session.routings
                currentIndex: model.indexOf(panel.session.routing)
                displayText: panel.session.routing === "design"
                             ? qsTr("design's (%1)").arg(panel.session.designRouting) : currentText
                Layout.fillWidth: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("How the fabric's switches choose among equal-cost paths: ecmp hashes each connection onto one path (large flows can collide on an uplink); adaptive spreads every flow over all of them")
                onActivated: (index) => panel.session.routing = panel.session.routings[index]
            }
        }
        QueuePairsField {
            // Only static ECMP hashes queue pairs apart: shown where the job's routing is ECMP.
            visible: panel.session.hashed
            value: panel.session.qpsPerConnection
            maximum: panel.session.maxQpsPerConnection
            onChosen: (qps) => panel.session.qpsPerConnection = qps
        }
        ThemedCheckBox {
            objectName: "gpuDirect"
            text: qsTr("GPUDirect RDMA")
            checked: panel.session.gpuDirect
            ToolTip.visible: hovered
            ToolTip.text: qsTr("NICs read and write GPU memory directly; off, data goes through host memory")
            onToggled: panel.session.gpuDirect = checked
        }
        Label {
            objectName: "cannotRun"
            visible: panel.session.cannotRun !== ""
            text: panel.session.cannotRun
            color: Theme.mutedText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            id: typeHosts
            objectName: "typeHosts"
            visible: panel.session.hostTyping !== ""
            text: panel.session.hostTyping
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Each host gets the system's GPUs, NVSwitches and wiring; its adapters become the system's NICs with their GUIDs and LIDs (undoable)")
            onClicked: panel.session.typeHosts()
            Layout.fillWidth: true
            contentItem: Label {
                text: typeHosts.text
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
        }
        Label {
            objectName: "jobError"
            visible: panel.session.jobError !== ""
            text: panel.session.jobError
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ThemedCheckBox {
            text: qsTr("Run again after every edit")
            checked: panel.session.live
            onToggled: panel.session.live = checked
        }
        RowLayout {
            Button {
                objectName: "run"
                text: panel.session.running ? qsTr("Cancel") : qsTr("Run")
                enabled: panel.session.running || panel.session.cannotRun === ""
                highlighted: !panel.session.running && enabled
                onClicked: panel.session.running ? panel.session.cancel() : panel.session.run()
            }
            BusyIndicator {
                running: panel.session.running
                visible: running
                Layout.preferredHeight: 28
                Layout.preferredWidth: 28
            }
        }
        RowLayout {
            visible: panel.session.jobNames.length > 0
            FieldLabel { text: qsTr("Saved") }
            ComboBox {
                id: savedJobs
                model: panel.session.jobNames
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Use")
                onClicked: panel.session.loadJob(savedJobs.currentText)
            }
        }
        RowLayout {
            FieldLabel { text: qsTr("Save as") }
            TextField {
                id: jobName
                placeholderText: qsTr("job name")
                selectByMouse: true
                Layout.fillWidth: true
                onAccepted: if (panel.session.saveJob(text)) text = ""
            }
        }

        SectionLabel {
            text: qsTr("Result")
            visible: panel.hasResult || panel.session.error !== ""
        }
        Label {
            visible: panel.session.error !== ""
            text: panel.session.error
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            visible: panel.session.resultStale
            text: qsTr("For the design before the last edit")
            color: Theme.mutedText
            font.italic: true
        }
        LayoutRepeater {
            model: panel.hasResult ? [
                { key: qsTr("time"), value: panel.session.durationText(panel.result.timeUs) },
                { key: qsTr("algbw"), value: panel.result.algbwGBps.toLocaleString(Qt.locale(), "f", 1) + " GB/s" },
                { key: qsTr("busbw"), value: panel.result.busbwGBps.toLocaleString(Qt.locale(), "f", 1) + " GB/s" },
                { key: qsTr("p2p bound"), value: panel.session.durationText(panel.result.boundUs),
                  hint: qsTr("The time at line rate with data sent GPU to GPU; in-switch reduction (NVLS, SHARP) moves less data and can beat it") },
                { key: qsTr("algorithm"), value: panel.result.algorithm + " / " + panel.result.protocol },
                { key: qsTr("GPUs"), value: qsTr("%1 in %2 NVLink domains").arg(panel.result.ranks).arg(panel.result.domains) }
            ] : []
            KeyValueRow {
                id: figure
                required property var modelData
                key: figure.modelData.key
                value: figure.modelData.value
                hint: figure.modelData.hint ?? ""
            }
        }

        KeyValueRow {
            objectName: "routingResult"
            visible: panel.hasResult && panel.result.routing !== ""
            key: qsTr("routing")
            value: panel.hasResult ? panel.result.routing : ""
            hint: qsTr("How evenly the fabric's switch-to-switch links were loaded: under ECMP, uplinks that several connections were hashed onto run hot while others idle")
        }
        KeyValueRow {
            objectName: "analyticResult"
            visible: panel.hasResult && panel.result.analyticComparison !== ""
            key: qsTr("analytic")
            value: panel.hasResult ? panel.result.analyticComparison : ""
            hint: qsTr("The analytic model's time for the algorithm the flow simulation ran: NCCL's formulas without the fabric's links one by one. The candidates below are its estimates")
        }

        RowLayout {
            visible: panel.hasResult && !panel.session.resultStale
            Button {
                objectName: "pin"
                text: panel.pinned !== null ? qsTr("Pin this one instead") : qsTr("Pin to compare")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Keep this result to compare the next runs with, after an edit")
                onClicked: panel.session.pin()
            }
            Button {
                visible: panel.pinned !== null
                text: qsTr("Unpin")
                onClicked: panel.session.unpin()
            }
        }

        SectionLabel {
            visible: panel.comparison !== null
            text: qsTr("Against the pinned run")
        }
        LayoutRepeater {
            model: panel.comparison !== null ? [
                { key: qsTr("time"), value: panel.session.durationText(panel.comparison.before.timeUs) + " → "
                                            + panel.session.durationText(panel.comparison.after.timeUs)
                                            + "\u00a0(" + (panel.comparison.timeChange * 100).toLocaleString(Qt.locale(), "f", 1) + "%)" },
                { key: qsTr("busbw"), value: panel.comparison.before.busbwGBps.toLocaleString(Qt.locale(), "f", 1) + " → "
                                             + panel.comparison.after.busbwGBps.toLocaleString(Qt.locale(), "f", 1) + "\u00a0GB/s\u00a0("
                                             + (panel.comparison.busbwChange * 100).toLocaleString(Qt.locale(), "f", 1) + "%)" }
            ] : []
            KeyValueRow {
                id: change
                required property var modelData
                key: change.modelData.key
                value: change.modelData.value
            }
        }
        LayoutRepeater {
            // The busiest links of each run, side by side: the pinned one's, then this one's.
            model: panel.comparison !== null ? [panel.comparison.before, panel.comparison.after] : []
            Label {
                id: busiest
                required property TrafficResult modelData
                required property int index
                function lines(): string {
                    let out = [busiest.index === 0 ? qsTr("busiest then") : qsTr("busiest now")]
                    for (let i = 0; i < busiest.modelData.busiest.length; ++i) {
                        const link = busiest.modelData.busiest[i]
                        out.push("  " + link.link + "  " + link.tier + ", " + (link.utilization * 100).toLocaleString(Qt.locale(), "f", 0) + "%")
                    }
                    return out.join("\n")
                }
                text: busiest.lines()
                font.pixelSize: Theme.labelSize - 2
                color: Theme.text
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        SectionLabel {
            visible: panel.hasResult
            text: panel.hasResult && panel.result.analyticComparison !== ""
                  ? qsTr("Why %1 (the analytic model's estimates)").arg(panel.result.algorithm)
                  : qsTr("Why %1").arg(panel.hasResult ? panel.result.algorithm : "")
        }
        LayoutRepeater {
            model: panel.hasResult ? panel.result.candidates : []
            Label {
                id: candidate
                required property TrafficCandidate modelData
                required property int index
                text: candidate.modelData.algorithm + " / " + candidate.modelData.protocol + "  "
                      + (candidate.modelData.applies ? candidate.modelData.timeText
                                                     : candidate.modelData.whyNot)
                font.bold: candidate.index === 0
                font.pixelSize: Theme.labelSize - 1
                color: candidate.modelData.applies ? Theme.text : Theme.mutedText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        SectionLabel {
            visible: panel.stepCount > 0
            text: qsTr("Steps (%1)").arg(panel.stepCount)
        }
        StepList {
            objectName: "events"
            session: panel.session
            visible: panel.stepCount > 0
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 220)
        }
    }
}
