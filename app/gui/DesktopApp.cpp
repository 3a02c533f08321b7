#include "gui/DesktopApp.h"

#include "gui/adapters/DesignDocument.h"
#include "gui/rendering/TopologyCanvas.h"
#include "gui/adapters/TrafficSession.h"

#include <QCommandLineParser>
#include <QFile>
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>

// The QML module is a static library: its types register through this plugin.
Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

namespace scalescope::gui {
namespace {

const char* const kExampleResource = ":/examples/dgx-h100-4.scalescope.json";
constexpr int kScreenshotDelayMs = 800;
constexpr int kTrafficTab = 3; // the side panel's Traffic tab

} // namespace

int runDesktop(int argc, char** argv, const SharedCatalog& baseCatalog)
{
    QApplication app(argc, argv); // the charts (QtCharts) need widgets
    QGuiApplication::setApplicationName("ScaleScope");
    QGuiApplication::setOrganizationName("ScaleScope");
    QGuiApplication::setApplicationVersion(QStringLiteral(SCALESCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription("ScaleScope: explore AI-cluster topologies");
    parser.addPositionalArgument("file", "Design to open (.scalescope.json)", "[FILE]");
    const QCommandLineOption screenshot("screenshot", "Save the window as a PNG image and quit.", "png");
    parser.addOption(screenshot);
    const QCommandLineOption select("select", "Select a device by name and centre the view on it.", "name");
    parser.addOption(select);
    const QCommandLineOption second("second", "With --select: a second device, for the path between them.", "name");
    parser.addOption(second);
    const QCommandLineOption collapse("collapse", "Collapse the rack a device sits in (repeatable).", "name");
    parser.addOption(collapse);
    const QCommandLineOption theme("theme", "light or dark.", "theme", "light");
    parser.addOption(theme);
    const QCommandLineOption job(
        "job", "Run a job saved in the design (or \"new\": the panel's own) and show its traffic.", "name");
    parser.addOption(job);
    const QCommandLineOption at(
        "at", "With --job: show the traffic at this fraction of the run (0 to 1).", "fraction", "0.5");
    parser.addOption(at);
    const QCommandLineOption exportDialog("export-dialog", "Open File > Export… (for screenshots of it).");
    parser.addOption(exportDialog);
    const QCommandLineOption importFile("import",
        "Import what a tool wrote instead of opening a design (repeatable: a fabric dump with NCCL dumps of its "
        "nodes).",
        "file");
    parser.addOption(importFile);
    const QCommandLineOption tab("tab", "The side panel's tab: summary, palette, devices, traffic or charts.", "name");
    parser.addOption(tab);
    if (!parser.parse(QGuiApplication::arguments())) {
        std::fprintf(stderr, "scalescope: %s\nTry 'scalescope --help'.\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "scalescope: give at most one design file\nTry 'scalescope --help'.\n");
        return 2;
    }

    DesignDocument document(baseCatalog);
    if (parser.isSet(importFile)) {
        QList<QUrl> files;
        for (const QString& file : parser.values(importFile))
            files.append(QUrl::fromLocalFile(file));
        if (!document.importFiles(files)) {
            std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
            return 1;
        }
    } else if (!parser.positionalArguments().isEmpty()) {
        if (!document.load(parser.positionalArguments().first())) {
            std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
            return 1;
        }
    } else {
        QFile example(kExampleResource);
        example.open(QIODevice::ReadOnly);
        document.loadText(example.readAll(), "example: DGX H100, 4 nodes");
    }

    QQmlApplicationEngine engine;
    engine.setInitialProperties(
        { { "document", QVariant::fromValue(&document) }, { "darkTheme", parser.value(theme) == "dark" } });
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    if (engine.rootObjects().isEmpty())
        return 1;

    if (parser.isSet(select)) {
        const int node = document.findDevice(parser.value(select));
        auto* canvas = engine.rootObjects().first()->findChild<TopologyCanvas*>("canvas");
        if (node < 0 || !canvas) {
            std::fprintf(stderr, "scalescope: no device matches \"%s\"\n", qPrintable(parser.value(select)));
            return 1;
        }
        // Once the window has its size, so that centring knows the view.
        const int other = parser.isSet(second) ? document.findDevice(parser.value(second)) : -1;
        QTimer::singleShot(kScreenshotDelayMs / 4, canvas, [canvas, node, other] {
            canvas->setSelectedNode(node);
            canvas->setSecondNode(other);
            canvas->centerOn(node);
        });
    }
    for (const QString& name : parser.values(collapse)) {
        const int node = document.findDevice(name);
        auto* canvas = engine.rootObjects().first()->findChild<TopologyCanvas*>("canvas");
        if (node < 0 || !canvas) {
            std::fprintf(stderr, "scalescope: no device matches \"%s\"\n", qPrintable(name));
            return 1;
        }
        canvas->toggleCollapsed(node);
    }
    auto* traffic = engine.rootObjects().first()->findChild<TrafficSession*>("traffic");
    if (parser.isSet(job) && traffic) {
        const QString name = parser.value(job);
        if (name != "new" && !traffic->loadJob(name)) {
            std::fprintf(stderr, "scalescope: the design has no job named \"%s\"\n", qPrintable(name));
            return 1;
        }
        if (auto* tabs = engine.rootObjects().first()->findChild<QObject*>("sideTabs"))
            tabs->setProperty("currentIndex", kTrafficTab);
        const double fraction = std::clamp(parser.value(at).toDouble(), 0.0, 1.0);
        QObject::connect(traffic, &TrafficSession::resultChanged, traffic, [traffic, fraction] {
            if (!traffic->running())
                traffic->seek(fraction * traffic->durationUs());
        });
        QTimer::singleShot(kScreenshotDelayMs / 4, traffic, [traffic] { traffic->run(); });
    }
    if (parser.isSet(tab)) {
        const QStringList tabs = { "summary", "palette", "devices", "traffic", "charts" };
        const auto index = tabs.indexOf(parser.value(tab));
        auto* bar = engine.rootObjects().first()->findChild<QObject*>("sideTabs");
        if (index < 0 || !bar) {
            std::fprintf(stderr, "scalescope: --tab takes %s\n", qPrintable(tabs.join(", ")));
            return 2;
        }
        bar->setProperty("currentIndex", index);
    }
    if (parser.isSet(exportDialog)) {
        auto* dialog = engine.rootObjects().first()->findChild<QObject*>("exportDialog");
        if (!dialog) {
            std::fprintf(stderr, "scalescope: the window has no export dialog\n");
            return 1;
        }
        // Once the window is up; a job's traffic, when it comes in, shows in the dialog at once.
        QTimer::singleShot(kScreenshotDelayMs / 4, dialog, [dialog] { QMetaObject::invokeMethod(dialog, "open"); });
    }
    if (parser.isSet(screenshot)) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        const QString path = parser.value(screenshot);
        auto grab = [window, path] {
            const bool saved = window && window->grabWindow().save(path);
            if (!saved)
                std::fprintf(stderr, "scalescope: cannot save the screenshot to %s\n", qPrintable(path));
            QCoreApplication::exit(saved ? 0 : 1);
        };
        if (parser.isSet(job) && traffic) {
            // Once the run is in, and the canvas has drawn it.
            QObject::connect(traffic, &TrafficSession::resultChanged, traffic, [traffic, grab] {
                if (!traffic->running())
                    QTimer::singleShot(kScreenshotDelayMs / 2, traffic, grab);
            });
        } else {
            QTimer::singleShot(kScreenshotDelayMs, &app, grab);
        }
    }
    return QGuiApplication::exec();
}

} // namespace scalescope::gui
