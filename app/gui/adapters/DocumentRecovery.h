// Crash recovery for the open design. While it has unsaved changes, a copy of it is written to
// the recovery folder (RecoveryFolder) a few seconds after the last change, and never later
// than a fixed time after the first change not yet written; the copy is removed when the design
// is saved, when its changes are undone or discarded (another design replaces it), and when the
// program ends normally. At start, the copies programs that ended without removing theirs left
// are offered: opening one (through DocumentFiles, which asks first about unsaved changes)
// makes it the open design, unsaved and titled after its original; discarding removes it.
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DocumentFiles.h"
#include "gui/adapters/RecoveryFolder.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace scalescope::gui {

class DocumentRecovery : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the recovery")
    // The copies offered, newest first: id, title, file (its original, or empty), savedAt
    // (local time as text).
    Q_PROPERTY(QVariantList offers READ offers NOTIFY offersChanged)

public:
    // A copy is written this long after the last change...
    static constexpr int kQuietMs = 3000;
    // ...and at the latest this long after the first change not yet written.
    static constexpr int kLatestMs = 30000;

    DocumentRecovery(DesignDocument& document, DocumentFiles& files, QObject* parent = nullptr);
    ~DocumentRecovery() override;

    // Keeps copies in `folder` from now on and looks there for copies to offer. Until it is
    // called nothing is written (tests and tools that make a workspace keep no copies).
    void start(const QString& folder);
    // The waiting times (tests shorten them).
    void setDelays(int quietMs, int latestMs);
    // Where this program's copy is written (empty before start).
    QString copyPath() const;

    QVariantList offers() const;
    // Opens an offered copy as the design (asking first about unsaved changes); true when it
    // was opened now.
    Q_INVOKABLE bool openOffer(const QString& id);
    // Removes an offered copy.
    Q_INVOKABLE void discardOffer(const QString& id);

signals:
    void offersChanged();
    // This program's copy was written (or could not be: `error` says why).
    void copyWritten(const QString& error);

private:
    // The design changed or was saved: a copy is due, or the copy goes.
    void documentChanged();
    void writeCopy();
    void removeCopy();
    const RecoveredCopy* offer(const QString& id) const;

    DesignDocument& m_document;
    DocumentFiles& m_files;
    std::unique_ptr<RecoveryFolder> m_folder;
    std::vector<RecoveredCopy> m_offers;
    QTimer m_quiet; // restarted at each change
    QTimer m_latest; // started at the first change not yet written
};

} // namespace scalescope::gui
