// How a shortcut reads in a menu or the keyboard help: an Action's `shortcut` (a standard key
// or a sequence as text) as the platform writes it ("Ctrl+Shift+S"), empty when the platform
// binds no key to it.
#pragma once

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

QString shortcutText(const QVariant& shortcut);

class ShortcutText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    Q_INVOKABLE QString of(const QVariant& shortcut) const { return shortcutText(shortcut); }
};

} // namespace scalescope::gui
