#include "gui/bench/GuiBench.h"

#include "gui/adapters/Workspace.h"
#include "gui/rendering/TopologyCanvas.h"
#include "gui/bench/Percentile.h"
#include "gui/bench/ViewEditBench.h"
#include "util/ProcessMemory.h"

#include <QCommandLineParser>
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <functional>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

namespace scalescope::gui {
namespace {

constexpr int kBenchWidth = 1920;
constexpr int kBenchHeight = 1080;
constexpr int kWarmUpFrames = 10;
constexpr double kHeatmapFrames = 300; // frames to play a run through
constexpr int kEdits = 10;
constexpr int kEditPauseMs = 100; // between one edit on screen and the next

} // namespace

int runGuiBench(int argc, char** argv, const SharedCatalog& baseCatalog)
{
    QApplication app(argc, argv); // the charts (QtCharts) need widgets
    QCommandLineParser parser;
    parser.addPositionalArgument("gui-bench", "The benchmark mode");
    parser.addPositionalArgument("file", "Design to draw");
    const QCommandLineOption seconds("seconds", "How long to animate (default 10).", "N", "10");
    const QCommandLineOption detail("detail", "auto, full (every device) or blocks (racks as blocks).", "mode", "auto");
    const QCommandLineOption screenshot("screenshot", "Save the last frame as a PNG image.", "png");
    const QCommandLineOption heatmapOption(
        "heatmap", "Then play a job's heatmap back, and time edits until their heatmap shows.");
    parser.addOption(heatmapOption);
    parser.addOption(seconds);
    parser.addOption(detail);
    parser.addOption(screenshot);
    if (!parser.parse(QGuiApplication::arguments()) || parser.positionalArguments().size() != 2) {
        std::fprintf(stderr,
            "usage: scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks] [--screenshot PNG] "
            "[--heatmap]\n");
        return 2;
    }
    bool ok = false;
    const double duration = parser.value(seconds).toDouble(&ok);
    if (!ok || duration <= 0) {
        std::fprintf(stderr, "scalescope: --seconds takes a positive number\n");
        return 2;
    }
    Workspace workspace(baseCatalog);
    DesignDocument& document = *workspace.document();
    if (!document.load(parser.positionalArguments().at(1))) {
        std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
        return 1;
    }
    workspace.view()->setDetail(parser.value(detail));
    QQmlApplicationEngine engine;
    engine.setInitialProperties({ { "workspace", QVariant::fromValue(&workspace) } });
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    // The main view's canvas, as it registered itself: its frames are what is timed.
    auto* canvas = qobject_cast<TopologyCanvas*>(workspace.mainCanvas());
    if (!window || !canvas)
        return 1;
    window->resize(kBenchWidth, kBenchHeight);

    // An edit the user would make: one compute NIC's link between 400G and 200G, each way in turn.
    std::function<void()> editNext;
    int edits = 0;
    const int nic = workspace.summary()->findDevice("rack0/tray0/nic0");

    // Frame-to-frame times, stamped on the render thread as each frame is swapped; each frame
    // asks for the next change of view and colours on the GUI thread. Three phases: the
    // canvas recoloured by a seed each frame; then, with --heatmap, the heatmap of a job
    // played back; then edits, each timed until a frame shows the new heatmap.
    enum class Phase { Canvas, ViewEdits, Waiting, Heatmap, Edits, Done };
    using Clock = std::chrono::steady_clock;
    std::mutex lock;
    Phase phase = Phase::Canvas;
    std::vector<double> canvasMs, heatmapMs, editMs;
    // Each edit's parts: the document taking it, the simulation, the result to the screen.
    std::vector<double> documentMs, simulationMs, screenMs;
    Clock::time_point last, editStart, editApplied, resultIn;
    int frames = 0;
    // Edits: 0 waiting for the result, 1 result applied (a sync must follow), 2 synced.
    std::atomic<int> editState { 0 };
    TrafficSession* traffic = workspace.traffic();
    const bool heatmap = parser.isSet(heatmapOption);
    ViewEditBench viewEdits(*window, *canvas, workspace);
    auto moveView = [canvas](int frame) {
        const double phase = frame * 0.05;
        canvas->panBy(6 * std::cos(phase), 4 * std::sin(phase));
        const QPointF middle(canvas->width() / 2, canvas->height() / 2);
        canvas->zoomAt(middle, std::sin(phase) > 0 ? 1.01 : 1 / 1.01);
    };
    QObject::connect(
        window, &QQuickWindow::afterSynchronizing, window,
        [&] {
            if (editState == 1)
                editState = 2;
        },
        Qt::DirectConnection);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const auto now = Clock::now();
            std::lock_guard<std::mutex> guard(lock);
            const double ms = std::chrono::duration<double, std::milli>(now - last).count();
            last = now;
            const int frame = ++frames;
            if (frame > kWarmUpFrames && phase == Phase::Canvas)
                canvasMs.push_back(ms);
            if (frame > kWarmUpFrames && phase == Phase::Heatmap)
                heatmapMs.push_back(ms);
            if (phase == Phase::Edits && editState == 2) {
                editMs.push_back(std::chrono::duration<double, std::milli>(now - editStart).count());
                screenMs.push_back(std::chrono::duration<double, std::milli>(now - resultIn).count());
                editState = 0;
                QMetaObject::invokeMethod(
                    window, [&] { QTimer::singleShot(kEditPauseMs, window, [&] { editNext(); }); },
                    Qt::QueuedConnection);
            }
            const Phase current = phase;
            QMetaObject::invokeMethod(
                canvas,
                [&, frame, current] {
                    if (current == Phase::Canvas) {
                        moveView(frame);
                        canvas->recolourLinks(static_cast<quint32>(frame));
                    } else if (current == Phase::Heatmap) {
                        moveView(frame);
                        // Played back over kHeatmapFrames frames, round and round.
                        const double t
                            = std::fmod(frame * traffic->durationUs() / kHeatmapFrames, traffic->durationUs());
                        traffic->seek(t);
                    }
                    // While editing nothing else moves: frames come when something changes.
                },
                Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    QTimer::singleShot(static_cast<int>(duration * 1000), &app, [&] {
        std::vector<double> times;
        {
            std::lock_guard<std::mutex> guard(lock);
            times = canvasMs;
        }
        std::printf("canvas: median %.1f ms, p95 %.1f ms, peak %.0f MiB\n", percentile(times, 0.5),
            percentile(times, 0.95), peakMemoryMiB());
        std::printf("  %zu frames, %s, zoom %.3f, %zu links, %zu devices\n", times.size(),
            canvas->detailed() ? "every device and link" : "racks as blocks", canvas->zoom(),
            document.topology()->links.size(), document.topology()->nodes.size());
        std::fflush(stdout);
        if (parser.isSet(screenshot) && !window->grabWindow().save(parser.value(screenshot))) {
            std::fprintf(
                stderr, "scalescope: cannot save the screenshot to %s\n", qPrintable(parser.value(screenshot)));
            QCoreApplication::exit(1);
            return;
        }
        {
            std::lock_guard<std::mutex> guard(lock);
            phase = Phase::ViewEdits;
        }
        // A rack dragged and a tier toggled, then (the view as it was) the heatmap.
        viewEdits.run([&] {
            if (!heatmap) {
                QCoreApplication::exit(0);
                return;
            }
            // The heatmap: an all_reduce of 1 GiB over every GPU at flow fidelity.
            {
                std::lock_guard<std::mutex> guard(lock);
                phase = Phase::Waiting;
            }
            JobSpec job; // all GPUs, all_reduce, 1 GiB, auto, flow
            job.ranks = "all";
            job.collective = Collective::AllReduce;
            job.bytes = ByteCount(1) << 30;
            job.algorithm = Algorithm::Auto;
            job.fidelity = Fidelity::Flow;
            traffic->setJob(job);
            traffic->run();
        });
    });
    // The job's result is in: play it back, then edit.
    QObject::connect(traffic, &TrafficSession::resultChanged, &app, [&] {
        if (traffic->running())
            return;
        std::lock_guard<std::mutex> guard(lock);
        if (phase == Phase::Waiting) {
            if (!traffic->error().isEmpty() || !traffic->hasTimeline()) {
                std::fprintf(stderr, "scalescope: the job did not run: %s\n", qPrintable(traffic->error()));
                QCoreApplication::exit(1);
                return;
            }
            std::printf("  job: %s, %s, busbw %.1f GB/s\n", qPrintable(traffic->result()->algorithm()),
                qPrintable(traffic->durationText(traffic->durationUs())), traffic->result()->busbwGBps());
            phase = Phase::Heatmap;
            frames = 0; // warm up again: the first frames follow the wait for the job
            QTimer::singleShot(static_cast<int>(duration * 1000), &app, [&] {
                std::vector<double> times;
                {
                    std::lock_guard<std::mutex> guard(lock);
                    times = heatmapMs;
                    phase = Phase::Edits;
                }
                std::printf("heatmap: median %.1f ms, p95 %.1f ms\n", percentile(times, 0.5), percentile(times, 0.95));
                std::printf(
                    "  %zu frames, %zu links coloured each frame\n", times.size(), document.topology()->links.size());
                std::fflush(stdout);
                editNext();
            });
        } else if (phase == Phase::Edits && editState == 0) {
            resultIn = Clock::now();
            simulationMs.push_back(std::chrono::duration<double, std::milli>(resultIn - editApplied).count());
            editState = 1; // applied: the next sync takes it to the screen
            canvas->update();
        }
    });
    editNext = [&] {
        if (edits == kEdits || nic < 0) {
            std::vector<double> times;
            {
                std::lock_guard<std::mutex> guard(lock);
                times = editMs;
                phase = Phase::Done;
            }
            std::printf("edit: median %.1f ms, p95 %.1f ms\n", percentile(times, 0.5), percentile(times, 0.95));
            std::printf("  %zu edits (a compute NIC link between 400G and 200G), each until its heatmap is on screen\n",
                times.size());
            std::printf("  medians: the document takes the edit %.1f ms, the job runs again %.1f ms, its heatmap "
                        "reaches the screen %.1f ms\n",
                percentile(documentMs, 0.5), percentile(simulationMs, 0.5), percentile(screenMs, 0.5));
            std::fflush(stdout);
            QCoreApplication::exit(times.empty() ? 1 : 0);
            return;
        }
        {
            std::lock_guard<std::mutex> guard(lock);
            editState = 0;
            editStart = Clock::now();
        }
        workspace.editor()->setLinkRate(nic, "infiniband", 1, edits++ % 2 == 0 ? "200G" : "400G");
        // The document has the edit and the job's run has started beside the canvas's redraw.
        std::lock_guard<std::mutex> guard(lock);
        editApplied = Clock::now();
        documentMs.push_back(std::chrono::duration<double, std::milli>(editApplied - editStart).count());
    };
    return QGuiApplication::exec();
}

} // namespace scalescope::gui
