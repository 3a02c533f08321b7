// Copy, paste and duplicate: what the copied devices belong to (their racks, else nodes, else
// themselves), kept by name, pasted as copies beside the originals with the links among them,
// one undoable edit each time.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class DesignClipboard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the clipboard")
    Q_PROPERTY(bool canPaste READ canPaste NOTIFY changed)

public:
    explicit DesignClipboard(DesignDocument& document, QObject* parent = nullptr);

    Q_INVOKABLE void copy(int node);
    Q_INVOKABLE void copyNodes(const QVariantList& nodes);
    // Pastes what was copied; returns a device of the copy, or -1 (and errorText).
    Q_INVOKABLE int paste();
    // Copies and pastes at once.
    Q_INVOKABLE int duplicate(int node);
    Q_INVOKABLE int duplicateNodes(const QVariantList& nodes);
    bool canPaste() const { return !m_items.empty(); }

signals:
    void changed();

private:
    DesignDocument& m_document;
    std::vector<std::string> m_items; // names of what was copied
};

} // namespace scalescope::gui
