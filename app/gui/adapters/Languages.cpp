#include "gui/adapters/Languages.h"

#include "gui/adapters/ViewState.h"
#include "model/Localized.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QSettings>

namespace scalescope::gui {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");
const QString kSettingsKey = QStringLiteral("language");
// Where the build embeds the compiled translations (app/gui/CMakeLists.txt): one file per part
// of the program and language, NAME_<code>.qm.
const QString kTranslationsFolder = QStringLiteral(":/i18n");

// The dialogs' standard buttons take their words from Qt's platform theme, whose own translations
// are not installed with Qt on Debian: the ones the window's dialogs use are translated here.
[[maybe_unused]] const char* const kStandardButtons[] = { QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"), QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"), QT_TRANSLATE_NOOP("QPlatformTheme", "Discard") };

bool known(const QString& code)
{
    return code == kEnglish || code == kChinese;
}

// The locale numbers are shown in: the system's when the language chosen is the one it asks for
// (its own separators; the C locale's too), else the language's own.
QLocale localeFor(const QString& code)
{
    const QLocale system = QLocale::system();
    if (Languages::languageFor(system) == code)
        return system;
    return code == kChinese ? QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)
                            : QLocale(QLocale::English, QLocale::UnitedStates);
}

// The core's messages (model/Localized.h) through the translators installed below: a message made
// after a switch, on any thread, speaks the language chosen.
std::string translateThroughApplication(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source).toStdString();
}

} // namespace

Languages::Languages(ViewState& view, QObject* parent)
    : QObject(parent)
    , m_view(view)
{
    setTranslateFunction(translateThroughApplication);
}

Languages::~Languages()
{
    removeTranslators();
}

QVariantList Languages::choices() const
{
    // Each named in its own language, so that a reader of either finds theirs.
    return {
        QVariantMap { { "code", kEnglish }, { "name", QStringLiteral("English") } },
        QVariantMap { { "code", kChinese }, { "name", QStringLiteral("简体中文") } },
    };
}

QString Languages::languageFor(const QLocale& locale)
{
    const bool simplified = locale.script() == QLocale::SimplifiedHanScript
        || (locale.script() == QLocale::AnyScript
            && (locale.territory() == QLocale::China || locale.territory() == QLocale::Singapore));
    return locale.language() == QLocale::Chinese && simplified ? kChinese : kEnglish;
}

void Languages::choose(const QString& code)
{
    if (!known(code))
        return;
    QSettings().setValue(kSettingsKey, code);
    apply(code);
}

void Languages::applyAtStart()
{
    const QString saved = QSettings().value(kSettingsKey).toString();
    apply(known(saved) ? saved : languageFor(QLocale::system()));
}

void Languages::apply(const QString& code)
{
    if (code == m_current && (code == kEnglish || !m_translators.empty()))
        return;
    removeTranslators();
    if (code != kEnglish) {
        const QStringList files = QDir(kTranslationsFolder).entryList({ "*_" + code + ".qm" }, QDir::Files, QDir::Name);
        for (const QString& file : files) {
            auto translator = std::make_unique<QTranslator>();
            if (translator->load(QDir(kTranslationsFolder).filePath(file)) && QCoreApplication::instance()) {
                QCoreApplication::installTranslator(translator.get());
                m_translators.push_back(std::move(translator));
            }
        }
    }
    QLocale::setDefault(localeFor(code));
    m_current = code;
    m_view.setLanguage(code);
    emit currentChanged();
}

void Languages::removeTranslators()
{
    for (const std::unique_ptr<QTranslator>& translator : m_translators)
        QCoreApplication::removeTranslator(translator.get());
    m_translators.clear();
}

} // namespace scalescope::gui
