// The language the window speaks: English (the texts in the source) or Simplified Chinese (the
// translations compiled from resources/translations/*.ts into :/i18n/). At start the saved choice
// (QSettings "language"), else the system locale's; View > Language switches it live: the
// translators are installed or removed, the default QLocale follows (numbers shown by the views),
// the view state's language follows (captions), and the workspace has the QML engine translate
// every binding again.
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

class QLocale;

namespace scalescope::gui {

class ViewState;

class Languages : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the languages")
    // The language shown, as a locale name: "en" or "zh_CN".
    Q_PROPERTY(QString current READ current NOTIFY currentChanged)
    // The languages there are, each a map of code (a locale name) and name (in its own language,
    // as a menu lists them).
    Q_PROPERTY(QVariantList choices READ choices CONSTANT)

public:
    explicit Languages(ViewState& view, QObject* parent = nullptr);
    ~Languages() override;

    QString current() const { return m_current; }
    QVariantList choices() const;

    // Switches to a language by its code and keeps the choice for the next start; a code that is
    // not one of the choices is ignored.
    Q_INVOKABLE void choose(const QString& code);
    // The saved choice, else the one the system locale asks for; not saved.
    void applyAtStart();

    // The language for a locale: "zh_CN" for Chinese written in simplified characters (China,
    // Singapore), else "en".
    static QString languageFor(const QLocale& locale);

signals:
    void currentChanged();

private:
    void apply(const QString& code);
    void removeTranslators();

    ViewState& m_view;
    QString m_current = QStringLiteral("en");
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace scalescope::gui
