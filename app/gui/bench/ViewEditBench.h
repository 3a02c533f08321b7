// The part of `scalescope gui-bench` that times what a user does to the view, each from the
// event to the frame that shows it: a rack dragged with the mouse (real mouse events through
// the window, as a hand would send them: press on one of its GPUs, moves of two grid steps,
// release) and a tier hidden and shown again in the view state, as the toolbar does. Prints
// `drag: median N ms, p95 N ms` and `toggle: median N ms`; the view is put back as it was.
#pragma once

#include "gui/rendering/CanvasRenderer.h"

#include <QObject>
#include <QPointF>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <vector>

class QQuickWindow;

namespace scalescope::gui {

class TopologyCanvas;
class Workspace;

class ViewEditBench : public QObject {
public:
    ViewEditBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace);
    // Runs the drag, then the toggles; calls `done` once both are printed.
    void run(std::function<void()> done);

private:
    using Clock = std::chrono::steady_clock;
    // A change was made on the GUI thread, started at `changed`; its frame is the first swapped
    // after a sync that followed it. `then` gets the time to that frame, on the GUI thread.
    void awaitFrame(Clock::time_point changed, std::function<void(double ms)> then);
    void sendMouse(int type, QPointF windowPoint);
    void nextIdleFrame();
    void startDrag();
    void nextMove();
    void reportDrag();
    void nextToggle();
    void finish();

    QQuickWindow& m_window;
    TopologyCanvas& m_canvas;
    Workspace& m_workspace;
    std::function<void()> m_done;
    // 0 nothing awaited, 1 change made (a sync must follow), 2 synced (its frame is next).
    std::atomic<int> m_state { 0 };
    std::mutex m_lock;
    Clock::time_point m_changed;
    std::function<void(double)> m_then;
    int m_node = -1; // the GPU pressed on
    QPointF m_press; // window coordinates
    QPointF m_viewCentre; // the view to put back
    double m_viewZoom = 1;
    int m_moves = 0;
    int m_toggles = 0;
    std::chrono::milliseconds::rep m_eventTime = 0;
    std::vector<double> m_idleMs, m_dragMs, m_toggleMs;
    CanvasRenderer::Counts m_countsBefore, m_dragCounts;
    double m_releaseMs = 0;
    QString m_tier;
};

} // namespace scalescope::gui
