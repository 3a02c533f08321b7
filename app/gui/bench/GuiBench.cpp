#include "gui/bench/GuiBench.h"

#include "gui/adapters/Workspace.h"
#include "gui/bench/FrameBench.h"
#include "gui/bench/PresentBench.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include <cstdio>

namespace scalescope::gui {
namespace {

constexpr int kBenchWidth = 1920;
constexpr int kBenchHeight = 1080;
// A lesson is presented on a 4K screen or projector.
constexpr int kPresentWidth = 3840;
constexpr int kPresentHeight = 2160;

struct BenchArguments {
    QString file;
    QString detail; // auto, full or blocks
    bool present = false; // FILE is a lesson, stepped through in presentation mode
    FrameBenchOptions runs;
};

// The command line after `gui-bench`; 0 when it reads, else the exit code (2) with the
// problem said on stderr.
int readArguments(const QStringList& arguments, BenchArguments& out)
{
    QCommandLineParser parser;
    parser.addPositionalArgument("gui-bench", "The benchmark mode");
    parser.addPositionalArgument("file", "Design to draw");
    const QCommandLineOption seconds("seconds", "How long to animate (default 10).", "N", "10");
    const QCommandLineOption detail("detail", "auto, full (every device) or blocks (racks as blocks).", "mode", "auto");
    const QCommandLineOption screenshot("screenshot", "Save the last frame as a PNG image.", "png");
    const QCommandLineOption heatmap(
        "heatmap", "Then play a job's heatmap back, and time edits until their heatmap shows.");
    const QCommandLineOption algo("algo",
        "The heatmap job's algorithm (default auto): ring, tree, nvls, ... for a fabric where auto's flow run is too "
        "large.",
        "name", "auto");
    const QCommandLineOption present("present",
        "FILE is a lesson: step through its scenes in presentation mode at 3840x2160, each with its heatmap playing.");
    parser.addOption(heatmap);
    parser.addOption(present);
    parser.addOption(algo);
    parser.addOption(seconds);
    parser.addOption(detail);
    parser.addOption(screenshot);
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 2) {
        std::fprintf(stderr,
            "usage: scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks] [--screenshot PNG] "
            "[--heatmap [--algo NAME]] [--present]\n");
        return 2;
    }
    bool ok = false;
    out.runs.seconds = parser.value(seconds).toDouble(&ok);
    if (!ok || out.runs.seconds <= 0) {
        std::fprintf(stderr, "scalescope: --seconds takes a positive number\n");
        return 2;
    }
    out.file = parser.positionalArguments().at(1);
    out.detail = parser.value(detail);
    if (parser.isSet(screenshot))
        out.runs.screenshot = parser.value(screenshot);
    out.runs.heatmap = parser.isSet(heatmap);
    const std::optional<Algorithm> algorithm = parseAlgorithm(parser.value(algo).toStdString());
    if (!algorithm) {
        std::fprintf(stderr, "scalescope: --algo: no algorithm \"%s\"\n", qPrintable(parser.value(algo)));
        return 2;
    }
    out.runs.algorithm = *algorithm;
    out.present = parser.isSet(present);
    return 0;
}

} // namespace

int runGuiBench(int argc, char** argv, const SharedCatalog& baseCatalog)
{
    QApplication app(argc, argv); // the charts (QtCharts) need widgets
    BenchArguments arguments;
    if (const int usage = readArguments(QGuiApplication::arguments(), arguments))
        return usage;
    Workspace workspace(baseCatalog);
    DesignDocument& document = *workspace.document();
    // A lesson is opened by the player, once the window is up.
    if (!arguments.present && !document.load(arguments.file)) {
        std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
        return 1;
    }
    workspace.view()->setDetail(arguments.detail);
    QQmlApplicationEngine engine;
    engine.setInitialProperties({ { "workspace", QVariant::fromValue(&workspace) } });
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    // The main view's canvas, as it registered itself: its frames are what is timed.
    auto* canvas = qobject_cast<TopologyCanvas*>(workspace.mainCanvas());
    if (!window || !canvas)
        return 1;
    if (arguments.present) {
        window->resize(kPresentWidth, kPresentHeight);
        PresentBench bench(*window, *canvas, workspace, arguments.file);
        QMetaObject::invokeMethod(
            &bench, [&bench] { bench.start(); }, Qt::QueuedConnection);
        return QGuiApplication::exec();
    }
    window->resize(kBenchWidth, kBenchHeight);
    FrameBench bench(*window, *canvas, workspace, arguments.runs);
    bench.start();
    return QGuiApplication::exec();
}

} // namespace scalescope::gui
