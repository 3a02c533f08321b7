// The desktop program opens a design and draws it; a broken design never opens half-loaded;
// the options that set the view (--tab, --select) act on the workspace the window shows.
#include <QtTest>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

// The program's data (recovery copies) and settings (recent files) in a home of the test's own,
// so that neither the user's nor another test's show in the window.
QProcessEnvironment programEnvironment()
{
    static const QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_DATA_HOME", home.filePath("data"));
    environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
    return environment;
}

int run(const QStringList& args, QString* errors = nullptr, QString* output = nullptr)
{
    QProcess process;
    QProcessEnvironment environment = programEnvironment();
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    environment.insert("QT_QUICK_BACKEND", "software");
    process.setProcessEnvironment(environment);
    process.start(SCALESCOPE_BINARY, args);
    if (!process.waitForFinished(60000))
        return -1;
    if (errors)
        *errors = QString::fromUtf8(process.readAllStandardError());
    if (output)
        *output = QString::fromUtf8(process.readAllStandardOutput());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

bool hasColour(const QImage& image, QColor colour, int tolerance)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (qAbs(pixel.red() - colour.red()) <= tolerance && qAbs(pixel.green() - colour.green()) <= tolerance
                && qAbs(pixel.blue() - colour.blue()) <= tolerance)
                return true;
        }
    return false;
}

// Pixels of about this colour in a part of an image.
int countColour(const QImage& image, const QRect& area, QColor colour, int tolerance)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            count += qAbs(pixel.red() - colour.red()) <= tolerance && qAbs(pixel.green() - colour.green()) <= tolerance
                && qAbs(pixel.blue() - colour.blue()) <= tolerance;
        }
    return count;
}

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
const QColor kRunButton("#2f6a12"); // Theme.highlight: the Run button's
const QColor kNvLinkText("#3e6b00"); // the NVLink tier's name as text (Theme.tierTextColor)

// The window drawn by real OpenGL (Mesa under Xvfb, not the software backend the other cases
// use; the canvas needs it), 1280 x 800; null when xvfb-run is not installed.
QImage realScreenshot(const QTemporaryDir& dir, QStringList args)
{
    const QString xvfb = QStandardPaths::findExecutable("xvfb-run");
    if (xvfb.isEmpty())
        return {};
    static int shots = 0;
    const QString png = dir.filePath(QString("real%1.png").arg(++shots));
    QProcess process;
    QProcessEnvironment environment = programEnvironment();
    environment.remove("QT_QPA_PLATFORM");
    environment.remove("QT_QUICK_BACKEND");
    process.setProcessEnvironment(environment);
    process.start(xvfb,
        QStringList { "-a", "-s", "-screen 0 1920x1080x24", SCALESCOPE_BINARY } + args
            + QStringList { "--screenshot", png });
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return QImage(1, 1, QImage::Format_ARGB32); // not what any check expects
    return QImage(png);
}

// The window as the program shows it with these options (offscreen, 1280 x 800).
QImage screenshot(const QTemporaryDir& dir, const QString& name, QStringList options)
{
    const QString png = dir.filePath(name + ".png");
    options << kExample << "--screenshot" << png;
    QString errors;
    if (run(options, &errors) != 0)
        qWarning("%s", qPrintable(errors));
    return QImage(png);
}

} // namespace

class TestDesktop : public QObject {
    Q_OBJECT
private slots:
    void showsTheLoadedDesign()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("window.png");
        const QString design = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
        QString errors;
        QCOMPARE(run({ design, "--screenshot", png }, &errors), 0);
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(errors));
        QVERIFY(image.width() >= 800 && image.height() >= 600);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, "the window is blank");
        QVERIFY(hasColour(image, QColor("#76b900"), 8)); // the NVLink tier's colour (the legend's swatch)
        QVERIFY(hasColour(image, QColor("#0072b2"), 8)); // the InfiniBand tier's colour
    }

    void drawsLinksOnTheCanvas()
    {
        QTemporaryDir dir;
        const QImage image = realScreenshot(dir, { kExample });
        if (image.isNull())
            QSKIP("xvfb-run is not installed");
        // Right of the side panel: the canvas, with NVLink-green GPUs and links and blue
        // InfiniBand links.
        const QImage canvas = image.copy(QRect(340, 60, image.width() - 340, image.height() - 100));
        int green = 0, blue = 0;
        for (int y = 0; y < canvas.height(); ++y)
            for (int x = 0; x < canvas.width(); ++x) {
                const QColor c = canvas.pixelColor(x, y);
                green += qAbs(c.red() - 0x76) < 24 && qAbs(c.green() - 0xb9) < 24 && c.blue() < 40;
                blue += c.red() < 40 && qAbs(c.green() - 0x72) < 30 && qAbs(c.blue() - 0xb2) < 30;
            }
        QVERIFY2(green > 200, qPrintable(QString::number(green)));
        QVERIFY2(blue > 200, qPrintable(QString::number(blue)));
    }

    // A scene that hides the Ethernet tier: its links go, and where they crossed a rack or
    // another tier's link, that shows (never a hole of no colour); the other tiers stay.
    void aHiddenTierLeavesWhatIsUnderIt()
    {
        QTemporaryDir dir;
        QFile example(kExample);
        QVERIFY(example.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(example.readAll()).object();
        const QJsonObject title { { "en", "Compute only" }, { "zh", QString::fromUtf8("只看计算网络") } };
        design["stories"] = QJsonArray { QJsonObject { { "name", "Hide" },
            { "scenes",
                QJsonArray { QJsonObject {
                    { "title", title }, { "caption", title }, { "hidden_tiers", QJsonArray { "ethernet" } } } } } } };
        const QString file = dir.filePath("hide.scalescope.json");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(design).toJson()) > 0);
        out.close();
        const QImage shown = realScreenshot(dir, { kExample });
        const QImage hidden = realScreenshot(dir, { file, "--story", "Hide" });
        if (shown.isNull() || hidden.isNull())
            QSKIP("xvfb-run is not installed");
        const QRect canvas(340, 60, shown.width() - 340, shown.height() - 100);
        const QColor ethernet("#e69f00"), infiniband("#0072b2");
        const int ethernetShown = countColour(shown, canvas, ethernet, 10);
        const int ethernetHidden = countColour(hidden, canvas, ethernet, 10); // the legend's swatch
        QVERIFY2(ethernetShown > 400 && ethernetHidden < ethernetShown / 4,
            qPrintable(QString("%1 then %2").arg(ethernetShown).arg(ethernetHidden)));
        QVERIFY(countColour(hidden, canvas, infiniband, 10) > 200);
        int holes = 0;
        for (int y = canvas.top(); y <= canvas.bottom(); ++y)
            for (int x = canvas.left(); x <= canvas.right(); ++x)
                holes += qAlpha(hidden.pixel(x, y)) < 255 || (hidden.pixel(x, y) & 0xffffff) == 0;
        QCOMPARE(holes, 0);
    }

    void theTabOptionShowsThatTab()
    {
        QTemporaryDir dir;
        const QImage traffic = screenshot(dir, "traffic", { "--tab", "traffic" });
        const QImage summary = screenshot(dir, "summary", { "--tab", "summary" });
        QVERIFY(!traffic.isNull() && !summary.isNull());
        // The side panel: the Traffic tab has its Run button in the accent colour, the Summary
        // nothing of it.
        const QRect panel(0, 90, 290, 600);
        const int trafficAccent = countColour(traffic, panel, kRunButton, 40);
        const int summaryAccent = countColour(summary, panel, kRunButton, 40);
        QVERIFY2(trafficAccent > 50, qPrintable(QString::number(trafficAccent)));
        QVERIFY2(summaryAccent < 5, qPrintable(QString::number(summaryAccent)));
        // The window may open with the charts (under the canvas, beside the Traffic tab).
        const QImage charts = screenshot(dir, "charts", { "--job", "new", "--tab", "charts" });
        const int chartsAccent = countColour(charts, panel, kRunButton, 40);
        QVERIFY2(chartsAccent > 50, qPrintable(QString::number(chartsAccent)));
        QString errors;
        QCOMPARE(run({ kExample, "--tab", "settings" }, &errors), 2);
        QVERIFY2(errors.contains(
                     "--tab takes summary, palette, devices, traffic, training, bom, compare, stories, charts, gantt"),
            qPrintable(errors));
    }

    void theSelectOptionShowsTheDeviceInTheInspector()
    {
        QTemporaryDir dir;
        const QImage selected = screenshot(dir, "selected", { "--select", "node0/gpu0" });
        const QImage none = screenshot(dir, "none", {});
        QVERIFY(!selected.isNull() && !none.isNull());
        // The inspector, right: a GPU's NVLinks listed in the tier's colour; with nothing
        // selected, only the hint to click a device.
        const QRect inspector(selected.width() - 300, 70, 300, 600);
        const int withGpu = countColour(selected, inspector, kNvLinkText, 40);
        const int withNothing = countColour(none, inspector, kNvLinkText, 40);
        QVERIFY2(withGpu > 50, qPrintable(QString::number(withGpu)));
        QVERIFY2(withNothing < 5, qPrintable(QString::number(withNothing)));
        QString errors;
        QCOMPARE(run({ kExample, "--select", "node9/gpu0" }, &errors), 1);
        QVERIFY2(errors.contains("no device matches \"node9/gpu0\""), qPrintable(errors));
    }

    void theSelectionRingIsAsThickAsAtTheZoomShown()
    {
        // The scene-graph canvas needs real OpenGL, as drawsLinksOnTheCanvas.
        QTemporaryDir dir;
        const QImage image = realScreenshot(dir, { kExample, "--select", "node0/gpu0" });
        if (image.isNull())
            QSKIP("xvfb-run is not installed");
        QVERIFY(image.width() > 640);
        // Selected before the view was centred on it at zoom 1.5: a ring 2.5 pixels wide around
        // a 24-pixel GPU, about 300 pixels of the selection's red, not one drawn for the zoom
        // that fitted the whole design (several times as many).
        const QRect canvas(310, 70, image.width() - 640, image.height() - 110);
        const int ring = countColour(image, canvas, QColor("#d1242f"), 30);
        QVERIFY2(ring > 100 && ring < 600, qPrintable(QString::number(ring)));
    }

    void refusesABrokenDesign()
    {
        QString errors;
        QCOMPARE(run({ QString(SCALESCOPE_TEST_DATA) + "/broken/port-used-twice.json" }, &errors), 1);
        QVERIFY2(
            errors.contains("port-used-twice.json: /links/1/b: port 5 of leaf is already used"), qPrintable(errors));
    }

    void guiBenchTimesEditsOrSaysWhyNot()
    {
        // It edited "rack0/tray0/nic0", which DGX designs lack, and printed a median of no edits.
        QString errors, output;
        QCOMPARE(run({ "gui-bench", kExample, "--seconds", "0.2", "--heatmap" }, &errors, &output), 0);
        QVERIFY2(output.contains("  10 edits (a compute NIC link between 400G and 200G)"), qPrintable(output + errors));
        // A node of its own, no fabric: no edit to time, and it says so.
        QTemporaryDir dir;
        const QString node = dir.filePath("node.scalescope.json");
        QCOMPARE(run({ "import", QString(SCALESCOPE_TEST_DATA) + "/import/topo-m-small.txt", "-o", node }), 0);
        QCOMPARE(run({ "gui-bench", node, "--seconds", "0.2", "--heatmap" }, &errors, &output), 0);
        QVERIFY2(output.contains("edit: not timed, the design has no compute NIC cabled to InfiniBand to change"),
            qPrintable(output + errors));
        QVERIFY(!output.contains("0 edits"));
    }

    void guiBenchRunsTheHeatmapJobByTheAlgorithmGiven()
    {
        // On 16,384 DGX nodes auto's NVLS+tree at flow fidelity takes minutes; ring takes seconds.
        QString errors, output;
        QCOMPARE(
            run({ "gui-bench", kExample, "--seconds", "0.2", "--heatmap", "--algo", "ring" }, &errors, &output), 0);
        QVERIFY2(output.contains("  job: ring, "), qPrintable(output + errors));
        QCOMPARE(run({ "gui-bench", kExample, "--heatmap", "--algo", "rings" }, &errors, &output), 2);
        QVERIFY2(errors.contains("--algo: no algorithm \"rings\""), qPrintable(errors));
    }

    void guiBenchSaysWhenNoFrameWasTimed()
    {
        // A millisecond leaves no frame after the warm-up: before, it printed "median 0.0 ms".
        QString errors, output;
        QCOMPARE(run({ "gui-bench", kExample, "--seconds", "0.001" }, &errors, &output), 0);
        QVERIFY2(output.contains("canvas: no frame timed: fewer than 11 frames came in the time given"),
            qPrintable(output + errors));
        QVERIFY2(!output.contains("median 0.0 ms"), qPrintable(output));
    }

    void aScreenshotOverTheDesignIsRefused()
    {
        // Before, the window's picture replaced the design it showed.
        QTemporaryDir dir;
        const QString design = dir.filePath("design.scalescope.json");
        QVERIFY(QFile::copy(kExample, design));
        const QString link = dir.filePath("link.png");
        QVERIFY(QFile::link(design, link));
        QFile file(design);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        QString errors;
        QCOMPARE(run({ design, "--screenshot", link }, &errors), 2);
        QVERIFY2(
            errors.contains("--screenshot " + link + " is the same file as the input " + design), qPrintable(errors));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
    }
};

QTEST_GUILESS_MAIN(TestDesktop)
#include "tst_desktop.moc"
