#include "gui/bench/FrameBench.h"

#include "gui/adapters/Workspace.h"
#include "gui/bench/Percentile.h"
#include "gui/rendering/TopologyCanvas.h"
#include "util/ProcessCpu.h"
#include "util/ProcessMemory.h"

#include <QCoreApplication>
#include <QQuickWindow>
#include <QTimer>

#include <cmath>
#include <optional>
#include <string>
#include <cstdio>

namespace scalescope::gui {
namespace {

constexpr int kWarmUpFrames = 10;
constexpr double kHeatmapFrames = 300; // frames to play a run through
constexpr int kEdits = 10;
constexpr int kEditPauseMs = 100; // between one edit on screen and the next

double millisecondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

// "heatmap: median N ms, p95 N ms", or why there is no figure: no frame was timed after the
// warm-up in the seconds given.
void printMedianAndP95(const char* run, const std::vector<double>& times, const char* more = "")
{
    if (times.empty())
        std::printf("%s: no frame timed: fewer than %d frames came in the time given (a larger --seconds "
                    "waits longer)%s\n",
            run, kWarmUpFrames + 1, more);
    else
        std::printf("%s: median %.1f ms, p95 %.1f ms%s\n", run, percentile(times, 0.5), percentile(times, 0.95), more);
}

// ", CPU N ms a frame (...)": the process's CPU time over the frames timed, every thread's (the
// renderer's too), which other work on the machine changes less than the frames' times.
std::string cpuPerFrameText(double cpuMs, std::size_t frames)
{
    if (frames == 0)
        return {};
    char text[96];
    std::snprintf(text, sizeof text, ", CPU %.1f ms a frame (every thread)", cpuMs / static_cast<double>(frames));
    return text;
}

// The first InfiniBand link of a compute NIC, by its index; nothing when there is none.
std::optional<std::size_t> computeNicLink(const Topology& topology)
{
    const auto isComputeNic = [&](NodeId n) {
        return topology.nodes[n].kind == NodeKind::Nic && topology.nodes[n].network == Network::Compute;
    };
    for (std::size_t l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        if (link.tier == LinkTier::InfiniBand && (isComputeNic(link.a) || isComputeNic(link.b)))
            return l;
    }
    return std::nullopt;
}

// A rate as the rate fields take it: "400G".
QString rateText(BytesPerSec bytesPerSec)
{
    return QString::number(bytesPerSec * 8 / 1e9) + "G";
}

} // namespace

FrameBench::FrameBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace, FrameBenchOptions options)
    : m_window(window)
    , m_canvas(canvas)
    , m_workspace(workspace)
    , m_traffic(*workspace.traffic())
    , m_options(std::move(options))
    , m_viewEdits(window, canvas, workspace)
{
    const Topology& topology = *workspace.document()->topology();
    if (const auto l = computeNicLink(topology)) {
        const Link& link = topology.links[*l];
        const bool aIsNic = topology.nodes[link.a].kind == NodeKind::Nic;
        m_nic = static_cast<int>(aIsNic ? link.a : link.b);
        m_nicPort = aIsNic ? link.portA : link.portB;
        m_nicRate = rateText(link.bytesPerSecPerDirection);
        m_halfRate = rateText(link.bytesPerSecPerDirection / 2);
    }
}

void FrameBench::start()
{
    connect(
        &m_window, &QQuickWindow::afterSynchronizing, this,
        [this] {
            if (m_editState == 1)
                m_editState = 2;
        },
        Qt::DirectConnection);
    connect(
        &m_window, &QQuickWindow::frameSwapped, this, [this] { onFrameSwapped(); }, Qt::DirectConnection);
    connect(&m_traffic, &TrafficSession::resultChanged, this, [this] { onTrafficResult(); });
    QTimer::singleShot(static_cast<int>(m_options.seconds * 1000), this, [this] { reportCanvas(); });
}

void FrameBench::setPhase(Phase phase)
{
    std::lock_guard<std::mutex> guard(m_lock);
    m_phase = phase;
}

void FrameBench::onFrameSwapped()
{
    const auto now = Clock::now();
    std::lock_guard<std::mutex> guard(m_lock);
    const double ms = millisecondsBetween(m_last, now);
    m_last = now;
    const int frame = ++m_frames;
    if (frame == kWarmUpFrames)
        m_cpuStartMs = processCpuMs(); // the timed frames' CPU time from here
    if (frame > kWarmUpFrames && m_phase == Phase::Canvas)
        m_canvasMs.push_back(ms);
    if (frame > kWarmUpFrames && m_phase == Phase::Heatmap)
        m_heatmapMs.push_back(ms);
    if (m_phase == Phase::Edits && m_editState == 2) {
        m_editMs.push_back(millisecondsBetween(m_editStart, now));
        m_screenMs.push_back(millisecondsBetween(m_resultIn, now));
        m_editState = 0;
        QMetaObject::invokeMethod(
            this, [this] { QTimer::singleShot(kEditPauseMs, this, [this] { nextEdit(); }); }, Qt::QueuedConnection);
    }
    const Phase current = m_phase;
    QMetaObject::invokeMethod(
        &m_canvas, [this, frame, current] { changeView(frame, current); }, Qt::QueuedConnection);
}

void FrameBench::changeView(int frame, Phase phase)
{
    // While editing nothing else moves: frames come when something changes.
    if (phase != Phase::Canvas && phase != Phase::Heatmap)
        return;
    const double angle = frame * 0.05;
    m_canvas.panBy(6 * std::cos(angle), 4 * std::sin(angle));
    const QPointF middle(m_canvas.width() / 2, m_canvas.height() / 2);
    m_canvas.zoomAt(middle, std::sin(angle) > 0 ? 1.01 : 1 / 1.01);
    if (phase == Phase::Canvas) {
        m_canvas.recolourLinks(static_cast<quint32>(frame));
    } else {
        // Played back over kHeatmapFrames frames, round and round.
        m_traffic.seek(std::fmod(frame * m_traffic.durationUs() / kHeatmapFrames, m_traffic.durationUs()));
    }
}

void FrameBench::reportCanvas()
{
    std::vector<double> times;
    double cpuMs = 0;
    {
        std::lock_guard<std::mutex> guard(m_lock);
        times = m_canvasMs;
        cpuMs = processCpuMs() - m_cpuStartMs;
    }
    const Topology& topology = *m_workspace.document()->topology();
    const std::string peak = ", peak " + std::to_string(static_cast<long>(peakMemoryMiB() + 0.5)) + " MiB";
    printMedianAndP95("canvas", times, peak.c_str());
    std::printf("  %zu frames, %s, zoom %.3f, %zu links, %zu devices%s\n", times.size(),
        m_canvas.detailed() ? "every device and link" : "racks as blocks", m_canvas.zoom(), topology.links.size(),
        topology.nodes.size(), cpuPerFrameText(cpuMs, times.size()).c_str());
    std::fflush(stdout);
    if (m_options.screenshot && !m_window.grabWindow().save(*m_options.screenshot)) {
        std::fprintf(stderr, "scalescope: cannot save the screenshot to %s\n", qPrintable(*m_options.screenshot));
        QCoreApplication::exit(1);
        return;
    }
    setPhase(Phase::ViewEdits);
    // A rack dragged and a tier toggled, then (the view as it was) the heatmap.
    m_viewEdits.run([this] {
        if (!m_options.heatmap) {
            QCoreApplication::exit(0);
            return;
        }
        startHeatmapJob();
    });
}

void FrameBench::startHeatmapJob()
{
    // The heatmap: an all_reduce of 1 GiB over every GPU at flow fidelity (auto unless told).
    setPhase(Phase::Waiting);
    JobSpec job; // all GPUs, all_reduce, 1 GiB, auto, flow
    job.ranks = "all";
    job.collective = Collective::AllReduce;
    job.bytes = ByteCount(1) << 30;
    job.algorithm = m_options.algorithm;
    job.fidelity = Fidelity::Flow;
    m_traffic.setJob(job);
    m_traffic.run();
}

// The job's result is in: the first time play it back, then each edit's.
void FrameBench::onTrafficResult()
{
    if (m_traffic.running())
        return;
    std::lock_guard<std::mutex> guard(m_lock);
    if (m_phase == Phase::Waiting) {
        startHeatmap();
    } else if (m_phase == Phase::Edits && m_editState == 0) {
        m_resultIn = Clock::now();
        m_simulationMs.push_back(millisecondsBetween(m_editApplied, m_resultIn));
        m_editState = 1; // applied: the next sync takes it to the screen
        m_canvas.update();
    }
}

// With m_lock held.
void FrameBench::startHeatmap()
{
    if (!m_traffic.error().isEmpty() || !m_traffic.hasTimeline()) {
        std::fprintf(stderr, "scalescope: the job did not run: %s\n", qPrintable(m_traffic.error()));
        QCoreApplication::exit(1);
        return;
    }
    std::printf("  job: %s, %s, busbw %.1f GB/s\n", qPrintable(m_traffic.result()->algorithm()),
        qPrintable(m_traffic.durationText(m_traffic.durationUs())), m_traffic.result()->busbwGBps());
    m_phase = Phase::Heatmap;
    m_frames = 0; // warm up again: the first frames follow the wait for the job
    QTimer::singleShot(static_cast<int>(m_options.seconds * 1000), this, [this] { reportHeatmap(); });
}

std::vector<double> FrameBench::endRun(const std::vector<double>& times, Phase next)
{
    std::lock_guard<std::mutex> guard(m_lock);
    m_phase = next;
    return times;
}

void FrameBench::reportHeatmap()
{
    double cpuMs = 0;
    {
        std::lock_guard<std::mutex> guard(m_lock);
        cpuMs = processCpuMs() - m_cpuStartMs;
    }
    const std::vector<double> times = endRun(m_heatmapMs, Phase::Edits);
    printMedianAndP95("heatmap", times);
    std::printf("  %zu frames, %zu links coloured each frame%s\n", times.size(),
        m_workspace.document()->topology()->links.size(), cpuPerFrameText(cpuMs, times.size()).c_str());
    std::fflush(stdout);
    nextEdit();
}

void FrameBench::nextEdit()
{
    if (m_nic < 0) {
        std::printf("edit: not timed, the design has no compute NIC cabled to InfiniBand to change\n");
        std::fflush(stdout);
        QCoreApplication::exit(0);
        return;
    }
    if (m_edits == kEdits) {
        reportEdits();
        return;
    }
    {
        std::lock_guard<std::mutex> guard(m_lock);
        m_editState = 0;
        m_editStart = Clock::now();
    }
    const QString rate = m_edits++ % 2 == 0 ? m_halfRate : m_nicRate;
    if (!m_workspace.editor()->setLinkRate(m_nic, "infiniband", m_nicPort, rate)) {
        std::printf("edit: not timed, the edit was refused: %s\n", qPrintable(m_workspace.document()->errorText()));
        std::fflush(stdout);
        QCoreApplication::exit(1);
        return;
    }
    // The document has the edit and the job's run has started beside the canvas's redraw.
    std::lock_guard<std::mutex> guard(m_lock);
    m_editApplied = Clock::now();
    m_documentMs.push_back(millisecondsBetween(m_editStart, m_editApplied));
}

void FrameBench::reportEdits()
{
    const std::vector<double> times = endRun(m_editMs, Phase::Done);
    printMedianAndP95("edit", times);
    std::printf("  %zu edits (a compute NIC link between %s and %s), each until its heatmap is on screen\n",
        times.size(), qPrintable(m_nicRate), qPrintable(m_halfRate));
    std::printf("  medians: the document takes the edit %.1f ms, the job runs again %.1f ms, its heatmap "
                "reaches the screen %.1f ms\n",
        percentile(m_documentMs, 0.5), percentile(m_simulationMs, 0.5), percentile(m_screenMs, 0.5));
    std::fflush(stdout);
    QCoreApplication::exit(times.empty() ? 1 : 0);
}

} // namespace scalescope::gui
