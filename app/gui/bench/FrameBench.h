// The runs of `scalescope gui-bench` timed frame to frame: the canvas panned, zoomed and
// recoloured every frame (`canvas: median N ms, p95 N ms, peak M MiB`); then, after the drag and
// the toggles of ViewEditBench, with --heatmap a job's heatmap played back while panning and
// zooming (`heatmap: ...`) and edits timed until their heatmap is on screen (`edit: ...`).
// Frames are stamped on the render thread as each is swapped; each frame asks the GUI thread
// for the next change of view and colours.
#pragma once

#include "gui/bench/ViewEditBench.h"
#include "model/Collective.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <vector>

class QQuickWindow;

namespace scalescope::gui {

class TopologyCanvas;
class TrafficSession;
class Workspace;

struct FrameBenchOptions {
    double seconds = 10; // of each run timed by frames
    std::optional<QString> screenshot; // where to save the window after the canvas run
    bool heatmap = false; // the heatmap and edit runs too
    Algorithm algorithm = Algorithm::Auto; // the heatmap job's
};

class FrameBench : public QObject {
public:
    FrameBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace, FrameBenchOptions options);
    // Starts the canvas run; the application exits when the last run is printed (1 on failure).
    void start();

private:
    enum class Phase { Canvas, ViewEdits, Waiting, Heatmap, Edits, Done };
    using Clock = std::chrono::steady_clock;

    void onFrameSwapped(); // on the render thread
    void changeView(int frame, Phase phase); // on the GUI thread, for the next frame
    void reportCanvas();
    void startHeatmapJob();
    void onTrafficResult();
    void startHeatmap();
    void reportHeatmap();
    void nextEdit();
    void reportEdits();
    void setPhase(Phase phase);
    // A copy of a run's frame times, taken as the run gives way to `next`.
    std::vector<double> endRun(const std::vector<double>& times, Phase next);

    QQuickWindow& m_window;
    TopologyCanvas& m_canvas;
    Workspace& m_workspace;
    TrafficSession& m_traffic;
    FrameBenchOptions m_options;
    ViewEditBench m_viewEdits;
    // An edit the user would make: the first compute NIC's InfiniBand link between its rate and
    // half of it, each way in turn (no NIC: no edits, and the report says so).
    int m_nic = -1;
    int m_nicPort = 0;
    QString m_nicRate, m_halfRate;
    int m_edits = 0;
    std::mutex m_lock; // guards what the render thread and the GUI thread share below
    Phase m_phase = Phase::Canvas;
    std::vector<double> m_canvasMs, m_heatmapMs, m_editMs;
    // Each edit's parts: the document taking it, the simulation, the result to the screen.
    std::vector<double> m_documentMs, m_simulationMs, m_screenMs;
    Clock::time_point m_last, m_editStart, m_editApplied, m_resultIn;
    int m_frames = 0;
    double m_cpuStartMs = 0; // the process's CPU time as the run's timed frames began
    // Edits: 0 waiting for the result, 1 result applied (a sync must follow), 2 synced.
    std::atomic<int> m_editState { 0 };
};

} // namespace scalescope::gui
