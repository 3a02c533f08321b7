#include "gui/adapters/ShortcutText.h"

#include <QKeySequence>

namespace scalescope::gui {

QString shortcutText(const QVariant& shortcut)
{
    if (!shortcut.isValid() || shortcut.isNull())
        return {};
    QKeySequence keys;
    if (shortcut.metaType().id() == QMetaType::QKeySequence)
        keys = shortcut.value<QKeySequence>();
    else if (shortcut.metaType().id() == QMetaType::QString)
        keys = QKeySequence::fromString(shortcut.toString());
    else if (shortcut.canConvert<int>())
        keys = QKeySequence(static_cast<QKeySequence::StandardKey>(shortcut.toInt()));
    return keys.toString(QKeySequence::NativeText);
}

} // namespace scalescope::gui
