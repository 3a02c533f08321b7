// Finding the window's items in tests, as a user would point at them.
#pragma once

#include <QQuickItem>
#include <QString>

// An item anywhere under `root` by its objectName (delegates are not QObject children); with
// `visibleOnly`, the first of that name that is visible.
inline QQuickItem* findItem(QQuickItem* root, const QString& name, bool visibleOnly = false)
{
    if (root->objectName() == name && (!visibleOnly || root->isVisible()))
        return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, name, visibleOnly))
            return found;
    return nullptr;
}
