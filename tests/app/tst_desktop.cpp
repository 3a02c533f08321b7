// The desktop program opens a design and draws it; a broken design never opens half-loaded.
#include <QtTest>

#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

namespace {

int run(const QStringList& args, QString* errors = nullptr)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    environment.insert("QT_QUICK_BACKEND", "software");
    process.setProcessEnvironment(environment);
    process.start(SCALESCOPE_BINARY, args);
    if (!process.waitForFinished(60000))
        return -1;
    if (errors)
        *errors = QString::fromUtf8(process.readAllStandardError());
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
        QCOMPARE(run({design, "--screenshot", png}, &errors), 0);
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(errors));
        QVERIFY(image.width() >= 800 && image.height() >= 600);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, "the window is blank");
        QVERIFY(hasColour(image, QColor("#76b900"), 8)); // the NVLink tier's colour
        QVERIFY(hasColour(image, QColor("#0072b2"), 8)); // the InfiniBand tier's colour
    }

    void refusesABrokenDesign()
    {
        QString errors;
        QCOMPARE(run({QString(SCALESCOPE_TEST_DATA) + "/broken/port-used-twice.json"}, &errors), 1);
        QVERIFY2(errors.contains("port-used-twice.json: /links/1/b: port 5 of leaf is already used"), qPrintable(errors));
    }
};

QTEST_GUILESS_MAIN(TestDesktop)
#include "tst_desktop.moc"
