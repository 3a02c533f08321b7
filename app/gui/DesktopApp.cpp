#include "gui/DesktopApp.h"

#include "cli/MemoryBudget.h"
#include "gui/adapters/Workspace.h"
#include "io/TextFile.h"
#include "util/ProcessMemory.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <utility>

// The QML module is a static library: its types register through this plugin.
Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

namespace scalescope::gui {
namespace {

const char* const kExampleResource = ":/examples/dgx-h100-4.scalescope.json";
constexpr int kScreenshotDelayMs = 800;

// The desktop program's command line.
struct Options {
    QCommandLineOption screenshot { "screenshot", "Save the window as a PNG image and quit.", "png" };
    QCommandLineOption select { "select", "Select a device by name and centre the view on it.", "name" };
    QCommandLineOption second { "second", "With --select: a second device, for the path between them.", "name" };
    QCommandLineOption collapse { "collapse", "Collapse the rack a device sits in (repeatable).", "name" };
    QCommandLineOption theme { "theme", "light or dark.", "theme", "light" };
    QCommandLineOption job { "job", "Run a job saved in the design (or \"new\": the panel's own) and show its traffic.",
        "name" };
    QCommandLineOption at { "at", "With --job: show the traffic at this fraction of the run (0 to 1).", "fraction",
        "0.5" };
    QCommandLineOption exportDialog { "export-dialog", "Open File > Export… (for screenshots of it)." };
    QCommandLineOption importFile { "import",
        "Import what a tool wrote instead of opening a design (repeatable: a fabric dump with NCCL dumps of its "
        "nodes).",
        "file" };
    QCommandLineOption tab { "tab",
        "The side panel's tab: summary, palette, devices, traffic, training, bom, compare, stories, or charts (the "
        "Traffic tab "
        "with the charts open under the canvas) or gantt (the Training tab with the iteration's Gantt chart under it).",
        "name" };
    QCommandLineOption story { "story", "Play this story of the design (the Stories tab's Play).", "name" };
    QCommandLineOption lesson { "lesson",
        "Play the design file's story as a lesson, each scene on the design it names (File > Lessons… plays the "
        "built-in ones so)." };
    QCommandLineOption scene { "scene", "With --story or --lesson: the scene shown first (1 is the first).", "number",
        "1" };
    QCommandLineOption present { "present",
        "With --story or --lesson: present it (View > Present: full screen, the text enlarged) from the start." };
    QCommandLineOption compare { "compare",
        "Compare the design with this design file as the baseline (the Compare tab).", "file" };
    QCommandLineParser parser;

    Options()
    {
        parser.setApplicationDescription("ScaleScope: explore AI-cluster topologies");
        parser.addPositionalArgument("file", "Design to open (.scalescope.json)", "[FILE]");
        for (const QCommandLineOption* option : { &screenshot, &select, &second, &collapse, &theme, &job, &at,
                 &exportDialog, &importFile, &tab, &compare, &story, &lesson, &scene, &present })
            parser.addOption(*option);
    }
};

// Opens what the command line names (a design, files to import, else the built-in example);
// false after saying why it cannot.
// The memory a flow run of the Traffic panel may take: SCALESCOPE_MEMORY_BUDGET, else half of
// this machine's memory (a value that is not a size is said on stderr and the default taken).
double memoryBudgetForRuns()
{
    try {
        return cli::memoryBudget(std::nullopt);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope: %s; using half of this machine's memory\n", error.what());
        return physicalMemoryBytes() / 2;
    }
}

bool openDesign(DesignDocument& document, const Options& options)
{
    bool opened = true;
    if (options.parser.isSet(options.importFile)) {
        QList<QUrl> files;
        for (const QString& file : options.parser.values(options.importFile))
            files.append(QUrl::fromLocalFile(file));
        opened = document.importFiles(files);
    } else if (!options.parser.positionalArguments().isEmpty()) {
        opened = document.load(options.parser.positionalArguments().first());
    } else {
        QFile example(kExampleResource);
        example.open(QIODevice::ReadOnly);
        document.loadText(example.readAll(), "example: DGX H100, 4 nodes");
    }
    if (!opened)
        std::fprintf(stderr, "%s\n", qPrintable(document.errorText()));
    return opened;
}

// A screenshot saved over the design or a file to import would destroy it: exit code 2, as for
// other usage errors, before anything is opened.
int refuseScreenshotOverInput(const Options& options)
{
    if (!options.parser.isSet(options.screenshot))
        return 0;
    const std::string screenshot = options.parser.value(options.screenshot).toStdString();
    QStringList inputs = options.parser.positionalArguments() + options.parser.values(options.importFile);
    for (const QString& input : inputs) {
        if (isSameFile(screenshot, input.toStdString())) {
            std::fprintf(stderr,
                "scalescope: --screenshot %s is the same file as the input %s; writing it would destroy what is "
                "read, so nothing was written\n",
                screenshot.c_str(), qPrintable(input));
            return 2;
        }
    }
    return 0;
}

// Sets the view the command line asks for: theme, selection, collapsed racks, the job and the
// tab. Returns the exit code when it cannot, else 0; `selected` is the device to centre on.
int applyViewOptions(Workspace& workspace, const Options& options, int& selected)
{
    const QCommandLineParser& parser = options.parser;
    ViewState& view = *workspace.view();
    view.setTheme(parser.value(options.theme));
    const auto findDevice = [&](const QString& name) {
        const int node = workspace.summary()->findDevice(name);
        if (node < 0)
            std::fprintf(stderr, "scalescope: no device matches \"%s\"\n", qPrintable(name));
        return node;
    };
    if (parser.isSet(options.select)) {
        if ((selected = findDevice(parser.value(options.select))) < 0)
            return 1;
        view.selection()->select(selected);
        if (parser.isSet(options.second))
            view.selection()->setSecond(workspace.summary()->findDevice(parser.value(options.second)));
    }
    for (const QString& name : parser.values(options.collapse)) {
        const int node = findDevice(name);
        if (node < 0)
            return 1;
        view.toggleCollapsed(node);
    }
    if (parser.isSet(options.job)) {
        const QString name = parser.value(options.job);
        if (name != "new" && !workspace.traffic()->loadJob(name)) {
            std::fprintf(stderr, "scalescope: the design has no job named \"%s\"\n", qPrintable(name));
            return 1;
        }
        view.setCurrentTab(QStringLiteral("traffic"));
    }
    if (parser.isSet(options.compare)) {
        ComparisonSession& comparison = *workspace.comparison();
        if (!comparison.compareWithFile(QUrl::fromLocalFile(parser.value(options.compare)))) {
            std::fprintf(stderr, "%s\n", qPrintable(comparison.error()));
            return 1;
        }
        view.setCurrentTab(QStringLiteral("compare"));
    }
    if (parser.isSet(options.story)) {
        const int story = workspace.stories()->storyNames().indexOf(parser.value(options.story));
        if (story < 0) {
            std::fprintf(
                stderr, "scalescope: the design has no story named \"%s\"\n", qPrintable(parser.value(options.story)));
            return 1;
        }
        workspace.stories()->setCurrentStory(story);
    }
    if (parser.isSet(options.tab)) {
        const QString tab = parser.value(options.tab);
        if (tab == QLatin1String("charts")) {
            view.setCurrentTab(QStringLiteral("traffic"));
            view.setShowCharts(true);
        } else if (tab == QLatin1String("gantt")) {
            view.setCurrentTab(QStringLiteral("training"));
            view.setShowCharts(true);
        } else if (view.tabs().contains(tab)) {
            view.setCurrentTab(tab);
        } else {
            std::fprintf(stderr, "scalescope: --tab takes %s, charts, gantt\n", qPrintable(view.tabs().join(", ")));
            return 2;
        }
    }
    return 0;
}

// The window as a PNG file, written as every other file is (atomically, through links, never
// over what is not a regular file); false after saying why not.
bool saveScreenshot(QQuickWindow& window, const QString& path)
{
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !window.grabWindow().save(&buffer, "PNG")) {
        std::fprintf(stderr, "scalescope: cannot save the screenshot to %s\n", qPrintable(path));
        return false;
    }
    try {
        writeFileAtomically(path.toStdString(), png.toStdString());
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope: cannot save the screenshot: %s\n", error.what());
        return false;
    }
    return true;
}

// Calls `then` once for each run of the traffic's job, when it is in and (side by side) the
// baseline's run of it too.
template <typename Then> void onJobShown(Workspace& workspace, Then then)
{
    TrafficSession* traffic = workspace.traffic();
    BaselineView* baseline = workspace.baseline();
    auto handled = std::make_shared<std::pair<int, int>>(-1, -1); // the runs `then` was called for
    auto shown = [traffic, baseline, then, handled] {
        // A job that did not run on the open design does not run on the baseline either.
        const bool baselineDone
            = !baseline->shown() || !traffic->result() || (baseline->finishedRuns() > 0 && !baseline->running());
        const std::pair<int, int> runs { traffic->finishedRuns(), baseline->finishedRuns() };
        if (traffic->running() || !baselineDone || runs == *handled)
            return;
        *handled = runs;
        then();
    };
    QObject::connect(traffic, &TrafficSession::resultChanged, traffic, shown);
    QObject::connect(baseline, &BaselineView::runChanged, baseline, shown);
}

// What waits for the window: centring on the selection, the job's run (shown at its fraction
// of the run), the export dialog, and the screenshot that ends the program.
void scheduleStartup(Workspace& workspace, const Options& options, int selected, QQuickWindow* window)
{
    const QCommandLineParser& parser = options.parser;
    TrafficSession* traffic = workspace.traffic();
    // Once the window has its size, so that centring knows the view.
    if (selected >= 0)
        QTimer::singleShot(
            kScreenshotDelayMs / 4, &workspace, [&workspace, selected] { workspace.centerOn(selected); });
    if (parser.isSet(options.job)) {
        const double fraction = std::clamp(parser.value(options.at).toDouble(), 0.0, 1.0);
        onJobShown(workspace, [traffic, fraction] { traffic->seek(fraction * traffic->durationUs()); });
        QTimer::singleShot(kScreenshotDelayMs / 4, traffic, [traffic] { traffic->run(); });
    }
    // A story played once the window has its size, so that each scene's camera fits it.
    if (parser.isSet(options.story) || parser.isSet(options.lesson)) {
        const bool lesson = parser.isSet(options.lesson);
        const QString file = parser.positionalArguments().value(0);
        const int scene = parser.value(options.scene).toInt() - 1;
        const bool present = parser.isSet(options.present);
        QTimer::singleShot(kScreenshotDelayMs / 4, &workspace, [&workspace, lesson, file, scene, present] {
            StorySession& stories = *workspace.stories();
            if (lesson ? stories.openLesson(file, present) : stories.play(present))
                stories.goTo(scene);
            else
                std::fprintf(stderr, "scalescope: %s\n", qPrintable(stories.error()));
        });
    }
    // Once the window is up; a job's traffic, when it comes in, shows in the dialog at once.
    if (parser.isSet(options.exportDialog))
        QTimer::singleShot(kScreenshotDelayMs / 4, &workspace, [&workspace] { workspace.requestExportDialog(); });
    if (!parser.isSet(options.screenshot))
        return;
    const QString path = parser.value(options.screenshot);
    auto grab = [window, path] { QCoreApplication::exit(window && saveScreenshot(*window, path) ? 0 : 1); };
    if (parser.isSet(options.job)) {
        // Once the run is in, and the canvas has drawn it.
        onJobShown(workspace, [traffic, grab] { QTimer::singleShot(kScreenshotDelayMs / 2, traffic, grab); });
    } else if (parser.isSet(options.compare)) {
        // Once the comparison is in.
        ComparisonSession* comparison = workspace.comparison();
        QObject::connect(comparison, &ComparisonSession::resultChanged, comparison, [comparison, grab] {
            if (!comparison->running() && !comparison->rows().isEmpty())
                QTimer::singleShot(kScreenshotDelayMs / 2, comparison, grab);
        });
    } else {
        QTimer::singleShot(kScreenshotDelayMs, &workspace, grab);
    }
}

} // namespace

int runDesktop(int argc, char** argv, const SharedCatalog& baseCatalog)
{
    QApplication app(argc, argv); // the charts (QtCharts) need widgets
    QGuiApplication::setApplicationName("ScaleScope");
    QGuiApplication::setOrganizationName("ScaleScope");
    QGuiApplication::setApplicationVersion(QStringLiteral(SCALESCOPE_VERSION));

    Options options;
    if (!options.parser.parse(QGuiApplication::arguments())) {
        std::fprintf(stderr, "scalescope: %s\nTry 'scalescope --help'.\n", qPrintable(options.parser.errorText()));
        return 2;
    }
    if (options.parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "scalescope: give at most one design file\nTry 'scalescope --help'.\n");
        return 2;
    }

    if (const int refused = refuseScreenshotOverInput(options))
        return refused;

    Workspace workspace(baseCatalog);
    // The language saved from View > Language, else the system locale's (LANG=zh_CN.UTF-8: Chinese).
    workspace.languages()->applyAtStart();
    workspace.traffic()->setMemoryBudget(memoryBudgetForRuns());
    workspace.training()->setMemoryBudget(memoryBudgetForRuns());
    workspace.bom()->setMemoryBudget(memoryBudgetForRuns());
    if (!openDesign(*workspace.document(), options))
        return 1;
    // Copies of unsaved designs, and those a program that did not end normally left (offered
    // by the window).
    workspace.recovery()->start(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery"));
    int selected = -1;
    if (const int failed = applyViewOptions(workspace, options, selected))
        return failed;

    // The window is given the workspace alone, and shows what it holds.
    QQmlApplicationEngine engine;
    engine.setInitialProperties({ { "workspace", QVariant::fromValue(&workspace) } });
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    if (engine.rootObjects().isEmpty())
        return 1;
    scheduleStartup(workspace, options, selected, qobject_cast<QQuickWindow*>(engine.rootObjects().first()));
    return QGuiApplication::exec();
}

} // namespace scalescope::gui
