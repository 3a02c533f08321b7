#include "gui/GuiBench.h"

#include "gui/DesignDocument.h"
#include "gui/TopologyCanvas.h"
#include "util/ProcessMemory.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
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

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

} // namespace

int runGuiBench(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addPositionalArgument("gui-bench", "The benchmark mode");
    parser.addPositionalArgument("file", "Design to draw");
    const QCommandLineOption seconds("seconds", "How long to animate (default 10).", "N", "10");
    const QCommandLineOption detail("detail", "auto, full (every device) or blocks (racks as blocks).", "mode", "auto");
    const QCommandLineOption screenshot("screenshot", "Save the last frame as a PNG image.", "png");
    parser.addOption(seconds);
    parser.addOption(detail);
    parser.addOption(screenshot);
    if (!parser.parse(QGuiApplication::arguments()) || parser.positionalArguments().size() != 2) {
        std::fprintf(stderr, "usage: scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks] [--screenshot PNG]\n");
        return 2;
    }
    bool ok = false;
    const double duration = parser.value(seconds).toDouble(&ok);
    if (!ok || duration <= 0) {
        std::fprintf(stderr, "scalescope: --seconds takes a positive number\n");
        return 2;
    }
    DesignDocument document;
    if (!document.load(parser.positionalArguments().at(1))) {
        std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
        return 1;
    }
    QQmlApplicationEngine engine;
    engine.setInitialProperties({{"document", QVariant::fromValue(&document)}});
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* canvas = window ? window->findChild<TopologyCanvas*>("canvas") : nullptr;
    if (!canvas)
        return 1;
    window->resize(kBenchWidth, kBenchHeight);
    canvas->setDetailMode(parser.value(detail));

    // Frame-to-frame times, stamped on the render thread as each frame is swapped; each frame
    // asks for the next change of view and colours on the GUI thread.
    using Clock = std::chrono::steady_clock;
    std::mutex lock;
    std::vector<double> frameMs;
    Clock::time_point last;
    int frames = 0;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const auto now = Clock::now();
            std::lock_guard<std::mutex> guard(lock);
            if (frames > kWarmUpFrames)
                frameMs.push_back(std::chrono::duration<double, std::milli>(now - last).count());
            last = now;
            const int frame = ++frames;
            QMetaObject::invokeMethod(
                canvas,
                [canvas, frame] {
                    const double phase = frame * 0.05;
                    canvas->panBy(6 * std::cos(phase), 4 * std::sin(phase));
                    const QPointF middle(canvas->width() / 2, canvas->height() / 2);
                    canvas->zoomAt(middle, std::sin(phase) > 0 ? 1.01 : 1 / 1.01);
                    canvas->recolourLinks(static_cast<quint32>(frame));
                },
                Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    QTimer::singleShot(static_cast<int>(duration * 1000), &app, [&] {
        std::vector<double> times;
        {
            std::lock_guard<std::mutex> guard(lock);
            times = frameMs;
        }
        std::printf("canvas: median %.1f ms, p95 %.1f ms, peak %.0f MiB\n", percentile(times, 0.5), percentile(times, 0.95),
                    peakMemoryMiB());
        std::printf("  %zu frames, %s, zoom %.3f, %zu links, %zu devices\n", times.size(),
                    canvas->detailed() ? "every device and link" : "racks as blocks", canvas->zoom(),
                    document.topology()->links.size(), document.topology()->nodes.size());
        std::fflush(stdout);
        if (parser.isSet(screenshot) && !window->grabWindow().save(parser.value(screenshot))) {
            std::fprintf(stderr, "scalescope: cannot save the screenshot to %s\n", qPrintable(parser.value(screenshot)));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(0);
    });
    return QGuiApplication::exec();
}

} // namespace scalescope::gui
