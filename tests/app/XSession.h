// What the tests of the real desktop program under an X server of their own share: Xvfb on a
// free display, the program's environment (data and settings in a temporary home), programs run
// to their end, the program's window found and driven with xdotool as a user would.
#pragma once

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

namespace scalescope::fixtures {

inline constexpr int kHangGuardMs = 60000; // only so that a broken run ends; passing never waits for it

// Waits until `done` holds, or the hang guard expires.
inline bool waitFor(const std::function<bool()>& done, int timeoutMs = kHangGuardMs)
{
    return QTest::qWaitFor(done, timeoutMs);
}

class XSession {
public:
    XSession() = default;
    XSession(const XSession&) = delete;
    XSession& operator=(const XSession&) = delete;
    ~XSession()
    {
        if (m_xvfb.state() != QProcess::NotRunning) {
            m_xvfb.terminate();
            m_xvfb.waitForFinished(10000);
        }
    }

    // Empty when the session runs; else why not ("needs ..." when a program is missing).
    QString start()
    {
        m_xdotool = QStandardPaths::findExecutable("xdotool");
        const QString xvfb = QStandardPaths::findExecutable("Xvfb");
        if (m_xdotool.isEmpty() || xvfb.isEmpty())
            return QStringLiteral("needs Xvfb and xdotool (packaging/setup-debian.sh installs them)");
        if (!m_home.isValid())
            return QStringLiteral("no temporary home");
        // A display of its own: Xvfb picks a free number and writes it when it is ready.
        m_xvfb.start(xvfb, { "-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset" });
        waitFor([&] { return m_xvfb.canReadLine() || m_xvfb.state() == QProcess::NotRunning; });
        const QString number = QString::fromUtf8(m_xvfb.readLine()).trimmed();
        if (number.isEmpty())
            return QStringLiteral("Xvfb did not start");
        m_display = ":" + number;
        // Ready once a client connects to it.
        const bool ready = waitFor([&] {
            int code = -1;
            run(m_xdotool, { "getdisplaygeometry" }, &code);
            return code == 0 || m_xvfb.state() == QProcess::NotRunning;
        }) && m_xvfb.state() == QProcess::Running;
        return ready ? QString() : "Xvfb on " + m_display + " takes no clients: " + m_xvfb.readAllStandardError();
    }

    QString display() const { return m_display; }
    QString homePath(const QString& name) const { return m_home.filePath(name); }

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
    QString xdotool(const QStringList& args, int* code = nullptr) const { return run(m_xdotool, args, code); }

    // The program's window, once it is shown.
    QString windowOf() const
    {
        QString window;
        waitFor([&] {
            window = xdotool({ "search", "--onlyvisible", "--name", "ScaleScope$" }).section('\n', 0, 0);
            return !window.isEmpty();
        });
        return window;
    }

    // Starts `binary` with `args` in this session and waits for its window: the window's id, or
    // empty with why in `problem` (the display and what the program printed).
    QString launch(QProcess& program, const QString& binary, const QStringList& args, QString* problem) const
    {
        program.setProcessEnvironment(environment());
        program.start(binary, args);
        if (!program.waitForStarted()) {
            *problem = binary + " did not start: " + program.errorString();
            return {};
        }
        const QString window = windowOf();
        if (window.isEmpty())
            *problem = m_display + ": no window; " + program.readAllStandardError();
        return window;
    }

    // Focuses the window and presses a key, until `done` holds (the window may not take keys
    // before it has drawn itself); false when it never does.
    bool pressUntil(const QString& window, const QString& key, const std::function<bool()>& done) const
    {
        for (int attempt = 0; attempt < 12; ++attempt) {
            xdotool({ "windowfocus", "--sync", window });
            xdotool({ "key", key });
            if (waitFor(done, 10000))
                return true;
        }
        return false;
    }

private:
    QProcess m_xvfb;
    QString m_display;
    QTemporaryDir m_home;
    QString m_xdotool;
};

} // namespace scalescope::fixtures

// In a suite's initTestCase: starts the session, skips the suite where a program it needs is missing
// and fails it where the X server does not start.
#define SCALESCOPE_START_X_SESSION(session)                                                                            \
    do {                                                                                                               \
        const QString problem = (session).start();                                                                     \
        if (problem.startsWith("needs"))                                                                               \
            QSKIP(qPrintable(problem));                                                                                \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                                              \
    } while (false)
