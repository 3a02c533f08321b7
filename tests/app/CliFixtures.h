// What the tests of the command line share: the program run as a user runs it (its exit code,
// output and errors), a file's bytes, a design's figures as `info --json` gives them, and a
// folder for each suite's files.
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QTemporaryDir>

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

inline Run scalescope(
    const QStringList& args, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(SCALESCOPE_BINARY, args);
    if (!process.waitForFinished(120000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
}

inline QByteArray readAll(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QJsonObject infoJson(const QString& file)
{
    const Run run = scalescope({ "info", file, "--json" });
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

// Each suite writes its designs and exports into a folder of its own, removed when it ends.
class CliTestCase : public QObject {
protected:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
};
