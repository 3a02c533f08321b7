// The real desktop program, killed with SIGKILL after an unsaved edit, offers the edit back
// when it starts again. Under an X server of its own (Xvfb), driven with the keyboard as a user
// would (xdotool): Delete on a device selected with --select, then, after the kill and a
// restart, the recovery dialog's Open. The program's data and settings go to a temporary home.
#include "XSession.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace scalescope::fixtures;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

} // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

    XSession m_x;

    QString recoveryFolder() const { return m_x.homePath("data/ScaleScope/ScaleScope/recovery"); }
    QStringList copies() const
    {
        return QDir(recoveryFolder()).entryList({ "*.scalescope.json" }, QDir::Files, QDir::Time);
    }
    // The GPUs of a design file, as `scalescope info --json` counts them.
    int gpusOf(const QString& path) const
    {
        int code = -1;
        const QString json = m_x.run(SCALESCOPE_BINARY, { "info", path, "--json" }, &code);
        return code == 0 ? QJsonDocument::fromJson(json.toUtf8()).object().value("gpus").toInt(-1) : -1;
    }

private slots:
    void initTestCase() { SCALESCOPE_START_X_SESSION(m_x); }

    void anUnsavedEditKilledWithSigkillIsOfferedBackOnRestart()
    {
        const QString design = m_x.homePath("mine.scalescope.json");
        QVERIFY(QFile::copy(kExample, design));
        QCOMPARE(gpusOf(design), 32);

        // An edit, unsaved: node0/gpu0 deleted with the Delete key.
        QProcess program;
        QString problem;
        const QString window = m_x.launch(program, SCALESCOPE_BINARY, { design, "--select", "node0/gpu0" }, &problem);
        QVERIFY2(!window.isEmpty(), qPrintable(problem));
        QVERIFY2(m_x.pressUntil(window, "Delete", [&] { return !copies().isEmpty(); }), "no recovery copy was written");
        const QString copy = QDir(recoveryFolder()).filePath(copies().first());
        QVERIFY(waitFor([&] { return gpusOf(copy) == 31; }));
        program.kill(); // SIGKILL: nothing of the program runs after it
        QVERIFY(program.waitForFinished(kHangGuardMs));
        QCOMPARE(program.exitStatus(), QProcess::CrashExit);

        // What it left is an ordinary design file, with the edit.
        int code = -1;
        m_x.run(SCALESCOPE_BINARY, { "validate", copy }, &code);
        QCOMPARE(code, 0);
        QCOMPARE(gpusOf(copy), 31);
        QCOMPARE(gpusOf(design), 32); // the file itself was never saved

        // Started again on the same file: the copy is offered; Open brings the edit back as
        // the program's own unsaved design, and the old copy goes.
        QProcess again;
        const QString restarted = m_x.launch(again, SCALESCOPE_BINARY, { design }, &problem);
        QVERIFY2(!restarted.isEmpty(), qPrintable(problem));
        QVERIFY2(m_x.pressUntil(restarted, "space", [&] { return !QFileInfo::exists(copy) && copies().size() == 1; }),
            "the recovered copy was not opened");
        const QString own = QDir(recoveryFolder()).filePath(copies().first());
        QCOMPARE(gpusOf(own), 31);
        // Unsaved, titled after its original.
        QVERIFY(waitFor([&] { return m_x.xdotool({ "getwindowname", restarted }).startsWith("• "); }));
        QVERIFY(m_x.xdotool({ "getwindowname", restarted }).contains("Example: DGX H100, 4 nodes"));
        again.kill();
        QVERIFY(again.waitForFinished(kHangGuardMs));
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crash_recovery.moc"
