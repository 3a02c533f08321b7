// The command line's translations (resources/translations/scalescope_cli_*.ts) are whole and
// current: every text app/cli marks has a finished translation that keeps its placeholders
// (%1, %2, ...) and the option names it mentions; lupdate run over the sources finds nothing new
// and nothing gone.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString context;
    QString source;
    QString translation;
    QString type; // the translation's type attribute: unfinished, vanished, obsolete or empty
};

QList<Message> readTs(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&f);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"message")
            message = Message { context, {}, {}, {} };
        else if (xml.name() == u"source")
            message.source = xml.readElementText();
        else if (xml.name() == u"translation") {
            message.type = xml.attributes().value("type").toString();
            message.translation = xml.readElementText();
            messages << message;
        }
    }
    return xml.hasError() ? QList<Message> {} : messages;
}

QSet<QString> matches(const QString& text, const QRegularExpression& pattern)
{
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

const QString kTs = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/translations/scalescope_cli_zh_CN.ts");

} // namespace

class TestCliTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyTextIsTranslated()
    {
        const QList<Message> messages = readTs(kTs);
        QVERIFY2(messages.size() > 200, qPrintable(QString::number(messages.size())));
        for (const Message& message : messages) {
            QVERIFY2(message.type.isEmpty(), qPrintable(message.type + ": " + message.source));
            QVERIFY2(!message.translation.trimmed().isEmpty(), qPrintable(message.source));
            QVERIFY2(message.context == "scalescope-help" || message.context == "scalescope-cli",
                qPrintable(message.context)); // the contexts cli/Translate.h looks texts up in
        }
    }

    // A lost %2 would print the wrong value or none; a translated option name would not be typed.
    void translationsKeepPlaceholdersAndOptionNames()
    {
        static const QRegularExpression placeholder("(%[1-9])");
        static const QRegularExpression option("(?:^|[^\\w-])(--?[a-z][a-z0-9-]*)");
        for (const Message& message : readTs(kTs)) {
            const QString what = message.source + "\n -> " + message.translation;
            QCOMPARE(matches(message.translation, placeholder), matches(message.source, placeholder));
            for (const QString& name : matches(message.source, option))
                QVERIFY2(message.translation.contains(name), qPrintable(name + " lost in " + what));
        }
    }

    // lupdate over the sources the build scans into a copy of the .ts: a text marked since, or
    // changed, shows as unfinished; one no longer marked as vanished.
    void translationsAreCurrent()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath("current.ts");
        QVERIFY(QFile::copy(kTs, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.start(SCALESCOPE_LUPDATE,
            { "-silent", "-locations", "none", "-target-language", "zh_CN", SCALESCOPE_SOURCE_DIR "/app/cli",
                SCALESCOPE_SOURCE_DIR "/app/main.cpp", "-ts", copy });
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const QList<Message> current = readTs(copy);
        QCOMPARE(current.size(), readTs(kTs).size());
        for (const Message& message : current)
            QVERIFY2(message.type.isEmpty(),
                qPrintable(message.type + ": \"" + message.source
                    + "\" (cmake --build build --target scalescope_cli_lupdate, then translate it)"));
    }
};

QTEST_GUILESS_MAIN(TestCliTranslations)
#include "tst_cli_translations.moc"
