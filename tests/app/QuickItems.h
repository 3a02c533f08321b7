// Finding the window's items in tests, as a user would point at them.
#pragma once

#include <QQuickItem>
#include <QString>

// An item anywhere under `root` by its objectName (delegates are not QObject children).
inline QQuickItem* findItem(QQuickItem* root, const QString& name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, name))
            return found;
    return nullptr;
}
