// `scalescope gui-bench LESSON_FILE --present`: the lesson opened and presented (presentation
// mode) in a 3840x2160 window, every scene stepped to in turn, each shown for kFramesPerScene
// frames with its job's heatmap playing back (a scene without a job redrawn as it is), and the
// frame-to-frame times printed as `present: median N ms, p95 N ms` with the frames and scenes
// timed. A scene's first frames (its design loaded, its job run) are not timed: what is timed is
// what the room sees while a scene is on screen.
#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <mutex>
#include <vector>

class QQuickWindow;

namespace scalescope::gui {

class TopologyCanvas;
class Workspace;

class PresentBench : public QObject {
public:
    PresentBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace, QString lessonFile);
    // Opens the lesson and starts; the application exits once the report is printed (1 when the
    // lesson cannot be played).
    void start();

private:
    using Clock = std::chrono::steady_clock;

    void onFrameSwapped(); // on the render thread
    void nextFrame(int frame); // on the GUI thread, for the next frame
    void beginScene(); // the scene applied: once its job has run, it is animated
    void onTrafficResult();
    void animate();
    void report();

    QQuickWindow& m_window;
    TopologyCanvas& m_canvas;
    Workspace& m_workspace;
    QString m_lessonFile;
    std::mutex m_lock; // guards what the render thread and the GUI thread share below
    bool m_timing = false; // a scene is being animated
    int m_frame = 0; // of the scene
    Clock::time_point m_last;
    std::vector<double> m_ms;
    bool m_waiting = false; // for the scene's job
    int m_scenes = 0;
    int m_heatmapScenes = 0;
};

} // namespace scalescope::gui
