// The recovery folder (the application's data folder, recovery/): each running program keeps
// at most one copy of its unsaved design there, ID.scalescope.json, an ordinary design file,
// with ID.about.json beside it (the file it belongs to, if any, and its title) and a lock,
// ID.lock, held while the program runs. A copy whose lock is held by a running program is
// never offered; one left by a program that ended without removing it (a crash, kill -9) is.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <vector>

namespace scalescope::gui {

// What a copy says of the document it was made of.
struct CopyAbout {
    QString file; // where the document is saved; empty for a design never saved
    QString origin; // what its title comes from (a path, or "new design")
    QString title;
    QStringList importNotes;
};

// A copy another program left.
struct RecoveredCopy {
    QString id;
    QString designPath;
    CopyAbout about;
    QDateTime savedAt; // when it was written (UTC)
};

class RecoveryFolder {
public:
    // Copies are kept under `folder` (made when the first copy is written), this program's
    // under a new unique id.
    explicit RecoveryFolder(QString folder);
    ~RecoveryFolder();
    RecoveryFolder(const RecoveryFolder&) = delete;
    RecoveryFolder& operator=(const RecoveryFolder&) = delete;

    const QString& folder() const { return m_folder; }
    // Where this program's copy is written.
    QString copyPath() const;
    // Writes this program's copy atomically (what it is about, then the design file), taking
    // its lock first; throws std::runtime_error when it cannot.
    void write(const Design& design, const Catalog& baseCatalog, const CopyAbout& about);
    // Removes this program's copy and its lock, if there is one.
    void remove();

    // The copies of programs no longer running, newest first; each stays locked by this
    // program (no other offers it) until it is discarded or the program ends.
    std::vector<RecoveredCopy> claimLeftCopies();
    // Removes a claimed copy (opened, or discarded by the user).
    void discard(const QString& id);

private:
    QString pathOf(const QString& id, const char* suffix) const;

    QString m_folder;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock; // this program's, while its copy exists
    std::map<QString, std::unique_ptr<QLockFile>> m_claimed; // copies left by others, by id
};

} // namespace scalescope::gui
