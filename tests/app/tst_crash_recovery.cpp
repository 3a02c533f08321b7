// The real desktop program, killed with SIGKILL after an unsaved edit, offers the edit back
// when it starts again. Under an X server of its own (Xvfb), driven with the keyboard as a user
// would (xdotool): Delete on a device selected with --select, then, after the kill and a
// restart, the recovery dialog's Open. The program's data and settings go to a temporary home.
#include <QtTest>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <functional>

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
constexpr int kHangGuardMs = 60000; // only so that a broken run ends; passing never waits for it

// Waits until `done` holds, or the hang guard expires.
bool waitFor(const std::function<bool()>& done, int timeoutMs = kHangGuardMs)
{
    return QTest::qWaitFor(done, timeoutMs);
}

} // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

    QProcess m_xvfb;
    QString m_display;
    QTemporaryDir m_home;
    QString m_xdotool;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove("QT_QPA_PLATFORM");
        environment.remove("QT_QUICK_BACKEND");
        environment.insert("DISPLAY", m_display);
        environment.insert("XDG_DATA_HOME", m_home.filePath("data"));
        environment.insert("XDG_CONFIG_HOME", m_home.filePath("config"));
        environment.insert("XDG_CACHE_HOME", m_home.filePath("cache"));
        return environment;
    }

    // Runs a program to its end; its standard output, and its exit code in `code`.
    QString run(const QString& program, const QStringList& args, int* code = nullptr) const
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(program, args);
        const bool finished = process.waitForFinished(kHangGuardMs);
        if (code)
            *code = finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    }

    // The program's window, once it is shown.
    QString windowOf() const
    {
        QString window;
        waitFor([&] {
            window = run(m_xdotool, { "search", "--onlyvisible", "--name", "ScaleScope$" }).section('\n', 0, 0);
            return !window.isEmpty();
        });
        return window;
    }

    // Focuses the window and presses a key, until `done` holds (the window may not take keys
    // before it has drawn itself); false when it never does.
    bool pressUntil(const QString& window, const QString& key, const std::function<bool()>& done) const
    {
        for (int attempt = 0; attempt < 12; ++attempt) {
            run(m_xdotool, { "windowfocus", "--sync", window });
            run(m_xdotool, { "key", key });
            if (waitFor(done, 10000))
                return true;
        }
        return false;
    }

    QString recoveryFolder() const { return m_home.filePath("data/ScaleScope/ScaleScope/recovery"); }
    QStringList copies() const
    {
        return QDir(recoveryFolder()).entryList({ "*.scalescope.json" }, QDir::Files, QDir::Time);
    }
    // The GPUs of a design file, as `scalescope info --json` counts them.
    int gpusOf(const QString& path) const
    {
        int code = -1;
        const QString json = run(SCALESCOPE_BINARY, { "info", path, "--json" }, &code);
        return code == 0 ? QJsonDocument::fromJson(json.toUtf8()).object().value("gpus").toInt(-1) : -1;
    }

private slots:
    void initTestCase()
    {
        m_xdotool = QStandardPaths::findExecutable("xdotool");
        const QString xvfb = QStandardPaths::findExecutable("Xvfb");
        if (m_xdotool.isEmpty() || xvfb.isEmpty())
            QSKIP("needs Xvfb and xdotool (packaging/setup-debian.sh installs them)");
        QVERIFY(m_home.isValid());
        // A display of its own: Xvfb picks a free number and writes it when it is ready.
        m_xvfb.start(xvfb, { "-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset" });
        QVERIFY(waitFor([&] { return m_xvfb.canReadLine() || m_xvfb.state() == QProcess::NotRunning; }));
        const QString number = QString::fromUtf8(m_xvfb.readLine()).trimmed();
        QVERIFY2(!number.isEmpty(), "Xvfb did not start");
        m_display = ":" + number;
        // Ready once a client connects to it.
        QVERIFY2(waitFor([&] {
            int code = -1;
            run(m_xdotool, { "getdisplaygeometry" }, &code);
            return code == 0 || m_xvfb.state() == QProcess::NotRunning;
        }) && m_xvfb.state() == QProcess::Running,
            qPrintable("Xvfb on " + m_display + " takes no clients: " + m_xvfb.readAllStandardError()));
    }

    void cleanupTestCase()
    {
        if (m_xvfb.state() != QProcess::NotRunning) {
            m_xvfb.terminate();
            m_xvfb.waitForFinished(10000);
        }
    }

    void anUnsavedEditKilledWithSigkillIsOfferedBackOnRestart()
    {
        const QString design = m_home.filePath("mine.scalescope.json");
        QVERIFY(QFile::copy(kExample, design));
        QCOMPARE(gpusOf(design), 32);

        // An edit, unsaved: node0/gpu0 deleted with the Delete key.
        QProcess program;
        program.setProcessEnvironment(environment());
        program.start(SCALESCOPE_BINARY, { design, "--select", "node0/gpu0" });
        QVERIFY(program.waitForStarted());
        const QString window = windowOf();
        QVERIFY2(!window.isEmpty(), qPrintable(m_display + ": " + program.readAllStandardError()));
        QVERIFY2(pressUntil(window, "Delete", [&] { return !copies().isEmpty(); }), "no recovery copy was written");
        const QString copy = QDir(recoveryFolder()).filePath(copies().first());
        QVERIFY(waitFor([&] { return gpusOf(copy) == 31; }));
        program.kill(); // SIGKILL: nothing of the program runs after it
        QVERIFY(program.waitForFinished(kHangGuardMs));
        QCOMPARE(program.exitStatus(), QProcess::CrashExit);

        // What it left is an ordinary design file, with the edit.
        int code = -1;
        run(SCALESCOPE_BINARY, { "validate", copy }, &code);
        QCOMPARE(code, 0);
        QCOMPARE(gpusOf(copy), 31);
        QCOMPARE(gpusOf(design), 32); // the file itself was never saved

        // Started again on the same file: the copy is offered; Open brings the edit back as
        // the program's own unsaved design, and the old copy goes.
        QProcess again;
        again.setProcessEnvironment(environment());
        again.start(SCALESCOPE_BINARY, { design });
        QVERIFY(again.waitForStarted());
        const QString restarted = windowOf();
        QVERIFY2(!restarted.isEmpty(), qPrintable(again.readAllStandardError()));
        QVERIFY2(pressUntil(restarted, "space", [&] { return !QFileInfo::exists(copy) && copies().size() == 1; }),
            "the recovered copy was not opened");
        const QString own = QDir(recoveryFolder()).filePath(copies().first());
        QCOMPARE(gpusOf(own), 31);
        // Unsaved, titled after its original.
        QVERIFY(waitFor([&] { return run(m_xdotool, { "getwindowname", restarted }).startsWith("• "); }));
        QVERIFY(run(m_xdotool, { "getwindowname", restarted }).contains("Example: DGX H100, 4 nodes"));
        again.kill();
        QVERIFY(again.waitForFinished(kHangGuardMs));
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crash_recovery.moc"
