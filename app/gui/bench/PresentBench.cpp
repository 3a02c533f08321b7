#include "gui/bench/PresentBench.h"

#include "gui/adapters/Workspace.h"
#include "gui/bench/Percentile.h"
#include "gui/rendering/TopologyCanvas.h"
#include "util/ProcessMemory.h"

#include <QCoreApplication>
#include <QQuickWindow>

#include <cmath>
#include <cstdio>

namespace scalescope::gui {
namespace {

// Frames each scene is shown for: at the 30 frames a second the target asks for (33 ms), three
// seconds of a scene on screen.
constexpr int kFramesPerScene = 90;
// A scene's first frames draw its design and its heatmap anew: not timed.
constexpr int kWarmUpFrames = 5;
// A run's heatmap plays through in this many frames, as FrameBench's --heatmap does.
constexpr double kHeatmapFrames = 300;

double millisecondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

} // namespace

PresentBench::PresentBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace, QString lessonFile)
    : m_window(window)
    , m_canvas(canvas)
    , m_workspace(workspace)
    , m_lessonFile(std::move(lessonFile))
{
}

void PresentBench::start()
{
    connect(
        &m_window, &QQuickWindow::frameSwapped, this, [this] { onFrameSwapped(); }, Qt::DirectConnection);
    connect(m_workspace.traffic(), &TrafficSession::resultChanged, this, [this] { onTrafficResult(); });
    StorySession& stories = *m_workspace.stories();
    stories.openLesson(m_lessonFile, true);
    if (!stories.playing()) {
        std::fprintf(stderr, "scalescope: the lesson cannot be played: %s\n", qPrintable(stories.error()));
        QCoreApplication::exit(1);
        return;
    }
    std::printf("  %s: %d scenes, presenting at %dx%d\n", qPrintable(stories.playedStory()), stories.sceneCount(),
        m_window.width(), m_window.height());
    beginScene();
}

void PresentBench::beginScene()
{
    ++m_scenes;
    if (m_workspace.traffic()->running()) {
        m_waiting = true; // animate() once the job's result is in
        return;
    }
    animate();
}

void PresentBench::onTrafficResult()
{
    if (!m_waiting || m_workspace.traffic()->running())
        return;
    m_waiting = false;
    animate();
}

void PresentBench::animate()
{
    if (m_workspace.traffic()->hasTimeline())
        ++m_heatmapScenes;
    {
        std::lock_guard<std::mutex> guard(m_lock);
        m_frame = 0;
        m_timing = true;
    }
    m_canvas.update();
}

void PresentBench::onFrameSwapped()
{
    const auto now = Clock::now();
    std::lock_guard<std::mutex> guard(m_lock);
    const double ms = millisecondsBetween(m_last, now);
    m_last = now;
    if (!m_timing)
        return;
    const int frame = ++m_frame;
    if (frame > kWarmUpFrames)
        m_ms.push_back(ms);
    if (frame >= kFramesPerScene)
        m_timing = false;
    QMetaObject::invokeMethod(
        this, [this, frame] { nextFrame(frame); }, Qt::QueuedConnection);
}

void PresentBench::nextFrame(int frame)
{
    if (frame >= kFramesPerScene) {
        if (m_workspace.stories()->next())
            beginScene();
        else
            report();
        return;
    }
    TrafficSession& traffic = *m_workspace.traffic();
    if (traffic.hasTimeline())
        traffic.seek(std::fmod(frame * traffic.durationUs() / kHeatmapFrames, traffic.durationUs()));
    else
        m_canvas.update(); // the scene as it is, drawn again
}

void PresentBench::report()
{
    std::vector<double> times;
    {
        std::lock_guard<std::mutex> guard(m_lock);
        times = m_ms;
    }
    if (times.empty()) {
        std::printf("present: no frame timed\n");
        QCoreApplication::exit(1);
        return;
    }
    std::printf("present: median %.1f ms, p95 %.1f ms, peak %ld MiB\n", percentile(times, 0.5), percentile(times, 0.95),
        static_cast<long>(peakMemoryMiB() + 0.5));
    std::printf("  %zu frames timed over %d scenes (%d with a heatmap playing), %d frames a scene less %d to warm "
                "up, at %dx%d\n",
        times.size(), m_scenes, m_heatmapScenes, kFramesPerScene, kWarmUpFrames, m_window.width(), m_window.height());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

} // namespace scalescope::gui
