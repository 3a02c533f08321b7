// The window switched to Simplified Chinese and back while it is open, as View > Language does:
// the menus' titles, the legend (translated in the view), the summary's facts (made in C++) and
// the palette's groups change at once without the window being made again; the choice is kept
// for the next start, and the view state and the default locale follow it; the core's messages
// (made in C++ without Qt, on any thread) follow it too.
#include "InteractionFixtures.h"

#include "catalog/Catalog.h"
#include "train/TrainingCheck.h"

#include <QLocale>
#include <QQuickItem>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <future>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

QStringList titlesOfMenus(QObject* root)
{
    QStringList titles;
    for (QObject* object : root->findChildren<QObject*>())
        if (object->inherits("QQuickMenu"))
            titles << object->property("title").toString();
    return titles;
}

// Every text shown under an item (its children by the item tree, which holds what repeaters made).
QStringList textsOf(QQuickItem* item)
{
    QStringList texts;
    if (item->inherits("QQuickText"))
        texts << item->property("text").toString();
    for (QQuickItem* child : item->childItems())
        texts << textsOf(child);
    return texts;
}

// The texts of every button, the dialogs' standard buttons among them.
QStringList buttonTexts(QObject* root)
{
    QStringList texts;
    for (QObject* object : root->findChildren<QObject*>())
        if (object->inherits("QQuickAbstractButton"))
            texts << object->property("text").toString();
    return texts;
}

QStringList factLabels(const DesignSummary& summary)
{
    QStringList labels;
    for (const QVariant& fact : summary.facts())
        labels << fact.toMap().value("label").toString();
    return labels;
}

} // namespace

class TestWindowLanguage : public fixtures::InteractionTestCase {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The choice goes to a throwaway place, not the user's settings.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_window_language");
        QSettings().clear();
        openExampleWindow();
        // Room for the legend to stay open.
        m_window->resize(1920, 1080);
        QTest::qWait(200);
    }

    // Each test starts in English, whatever the one before left.
    void cleanup() { m_workspace.languages()->choose("en"); }

    void theLocaleChoosesTheLanguage()
    {
        QCOMPARE(Languages::languageFor(QLocale("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(Languages::languageFor(QLocale("zh_SG")), QStringLiteral("zh_CN"));
        QCOMPARE(Languages::languageFor(QLocale("zh_Hans_HK")), QStringLiteral("zh_CN"));
        // Traditional characters and every other language: English, the texts of the sources.
        QCOMPARE(Languages::languageFor(QLocale("zh_TW")), QStringLiteral("en"));
        QCOMPARE(Languages::languageFor(QLocale("en_GB")), QStringLiteral("en"));
        QCOMPARE(Languages::languageFor(QLocale("de_DE")), QStringLiteral("en"));
    }

    void theWindowSwitchesToChineseAndBack()
    {
        QVERIFY(titlesOfMenus(m_window).contains("&View"));
        QVERIFY(factLabels(m_summary).contains("NVLink bandwidth"));
        QVERIFY(buttonTexts(m_window).contains("Discard")); // the unsaved-changes dialog's
        m_workspace.languages()->choose("zh_CN");
        QCOMPARE(m_workspace.languages()->current(), QStringLiteral("zh_CN"));
        QTRY_VERIFY(titlesOfMenus(m_window).contains(QStringLiteral("视图(&V)")));
        QVERIFY(!titlesOfMenus(m_window).contains("&View"));
        QVERIFY(titlesOfMenus(m_window).contains(QStringLiteral("文件(&F)")));
        QVERIFY(factLabels(m_summary).contains(QStringLiteral("NVLink 带宽")));
        QCOMPARE(m_workspace.editor()->palette().first().toMap().value("group").toString(), QStringLiteral("系统"));
        QCOMPARE(m_workspace.view()->language(), QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QTRY_VERIFY(buttonTexts(m_window).contains(QStringLiteral("丢弃")));
        QVERIFY(!buttonTexts(m_window).contains("Discard"));

        m_workspace.languages()->choose("en");
        QTRY_VERIFY(titlesOfMenus(m_window).contains("&View"));
        QVERIFY(!titlesOfMenus(m_window).contains(QStringLiteral("视图(&V)")));
        QVERIFY(factLabels(m_summary).contains("NVLink bandwidth"));
        QTRY_VERIFY(buttonTexts(m_window).contains("Discard"));
        QCOMPARE(m_workspace.view()->language(), QStringLiteral("en"));
        QVERIFY(QLocale().language() != QLocale::Chinese);
    }

    void theLegendFollowsTheLanguage()
    {
        m_workspace.view()->setShowLegend(true);
        QTRY_VERIFY(textsOf(m_window->contentItem()).contains("Storage server"));
        m_workspace.languages()->choose("zh_CN");
        QTRY_VERIFY(textsOf(m_window->contentItem()).contains(QStringLiteral("存储服务器")));
        m_workspace.languages()->choose("en");
        QTRY_VERIFY(textsOf(m_window->contentItem()).contains("Storage server"));
    }

    // The catalog's preset descriptions (the New design dialog's) follow the switch, and say so.
    void thePresetsFollowTheLanguage()
    {
        DesignDocument* document = m_workspace.document();
        auto description = [&] { return document->presets().first().toMap().value("description").toString(); };
        QVERIFY(description().contains("NVSwitch chips"));
        QSignalSpy presetsChanged(document, &DesignDocument::presetsChanged);
        m_workspace.languages()->choose("zh_CN");
        QVERIFY(presetsChanged.count() >= 1);
        QVERIFY2(description().contains(QStringLiteral("颗 NVSwitch 芯片")), qPrintable(description()));
        m_workspace.languages()->choose("en");
        QVERIFY(description().contains("NVSwitch chips"));
    }

    void aMessageOfTheCoreFollowsTheLanguage()
    {
        const ModelSpec* model = Catalog::builtIn().model("llama3-70b");
        QVERIFY(model);
        ParallelConfig config;
        config.tp = 3;
        config.dp = 1;
        const auto firstProblem = [&] {
            const std::vector<std::string> problems = checkParallelConfig(*model, config, 3);
            return problems.empty() ? QString() : QString::fromStdString(problems.front());
        };
        QCOMPARE(firstProblem(), QString("tensor parallel 3 does not divide the 64 attention heads of Llama 3 70B"));
        m_workspace.languages()->choose("zh_CN");
        QCOMPARE(firstProblem(), QStringLiteral("张量并行 3 不能整除 Llama 3 70B 的 64 个注意力头"));
        // As a job's worker thread makes it.
        QCOMPARE(std::async(std::launch::async, firstProblem).get(),
            QStringLiteral("张量并行 3 不能整除 Llama 3 70B 的 64 个注意力头"));
        m_workspace.languages()->choose("en");
        QCOMPARE(firstProblem(), QString("tensor parallel 3 does not divide the 64 attention heads of Llama 3 70B"));
    }

    // Texts an adapter takes from a table of its own (named for the translators apart from the
    // tr() that shows them) follow too: the export formats and the Gantt chart's kinds; and the
    // training session says its figures changed, so that the view reads them again.
    void textsFromTablesFollowTheLanguage()
    {
        const auto labels = [](const QVariantList& list) {
            QStringList out;
            for (const QVariant& entry : list)
                out << entry.toMap().value("label").toString();
            return out;
        };
        TrainingSession* training = m_workspace.training();
        QVERIFY(labels(m_workspace.exporter()->formats()).contains("PNG (image)"));
        QVERIFY(labels(training->legend()).contains("Bubble"));
        QSignalSpy trainingChanged(training, &TrainingSession::resultChanged);
        m_workspace.languages()->choose("zh_CN");
        QVERIFY(trainingChanged.count() >= 1);
        QVERIFY2(labels(m_workspace.exporter()->formats()).contains(QStringLiteral("PNG（图像）")),
            qPrintable(labels(m_workspace.exporter()->formats()).join(" | ")));
        const QStringList kinds = labels(training->legend());
        QVERIFY2(kinds.contains(QStringLiteral("计算")) && kinds.contains(QStringLiteral("气泡"))
                && kinds.contains(QStringLiteral("优化器")),
            qPrintable(kinds.join(" | ")));
        m_workspace.languages()->choose("en");
        QVERIFY(labels(training->legend()).contains("Bubble"));
    }

    // A switch makes the rows of the side panel's lists again (the summary's facts, the toolbar's
    // tiers); the old rows are deleted later. A layout resized after they are deleted and before
    // it is laid out again (the split view's polish, the window resized) must not read them: Qt
    // 6.4's layouts keep their rows until then and crashed here (LayoutRepeater). The events
    // queued by then run in their order (the calls, then the deletions), but no frame.
    void switchingBackAndForthKeepsTheWindowWhole()
    {
        for (int round = 0; round < 3; ++round) {
            m_workspace.languages()->choose("zh_CN");
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall); // queued calls, in order
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // then the old rows
            m_window->resize(1600 + 100 * round, 1000);
            QCoreApplication::processEvents();
            m_workspace.languages()->choose("en");
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            m_window->resize(1920, 1080);
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY(textsOf(m_window->contentItem()).contains("NVLink bandwidth")); // the facts, made again
    }

    void theCanvasNamesFollowTheLanguage()
    {
        const auto startsWith = [this](const QString& start) {
            m_window->grabWindow(); // a frame drawn
            const QStringList shown = m_canvas->shownLabels();
            return std::any_of(shown.begin(), shown.end(), [&](const QString& s) { return s.startsWith(start); });
        };
        m_canvas->fitToView();
        fixtures::settle(m_window);
        QVERIFY2(startsWith("8 leaf switches"), qPrintable(m_canvas->shownLabels().join(" | ")));
        m_workspace.languages()->choose("zh_CN");
        QTRY_VERIFY2(startsWith(QStringLiteral("8 台叶交换机")), qPrintable(m_canvas->shownLabels().join(" | ")));
        QVERIFY(m_canvas->shownLabels().contains("rack0")); // names stay as they are
        m_workspace.languages()->choose("en");
        QTRY_VERIFY2(startsWith("8 leaf switches"), qPrintable(m_canvas->shownLabels().join(" | ")));
    }

    void theMenuEntrySwitchesAndIsKeptForTheNextStart()
    {
        QObject* chinese = m_window->findChild<QObject*>("language_zh_CN");
        QObject* english = m_window->findChild<QObject*>("language_en");
        QVERIFY(chinese && english);
        QVERIFY(english->property("checked").toBool());
        QMetaObject::invokeMethod(chinese, "triggered");
        QTRY_VERIFY(titlesOfMenus(m_window).contains(QStringLiteral("视图(&V)")));
        QVERIFY(chinese->property("checked").toBool());
        QVERIFY(!english->property("checked").toBool());
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("zh_CN"));

        {
            // The next start takes the saved choice over the system's locale.
            ViewState view(m_document);
            Languages next(view);
            next.applyAtStart();
            QCOMPARE(next.current(), QStringLiteral("zh_CN"));
            QCOMPARE(view.language(), QStringLiteral("zh_CN"));
        }

        QMetaObject::invokeMethod(english, "triggered");
        QTRY_VERIFY(titlesOfMenus(m_window).contains("&View"));
        QVERIFY(english->property("checked").toBool());
        QVERIFY(!chinese->property("checked").toBool());
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestWindowLanguage)
#include "tst_window_language.moc"
