#include "gui/adapters/RecoveryFolder.h"

#include "io/DesignFile.h"
#include "io/TextFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace scalescope::gui {
namespace {

const char* const kDesignSuffix = ".scalescope.json";
const char* const kAboutSuffix = ".about.json";
const char* const kLockSuffix = ".lock";

QByteArray aboutJson(const CopyAbout& about)
{
    QJsonObject object { { "file", about.file }, { "origin", about.origin }, { "title", about.title },
        { "importNotes", QJsonArray::fromStringList(about.importNotes) } };
    return QJsonDocument(object).toJson();
}

// What a copy's about file says; nothing of it when it is missing or unreadable (the copy is
// offered all the same, untitled).
CopyAbout readAbout(const QString& path)
{
    QFile file(path);
    CopyAbout about;
    if (!file.open(QIODevice::ReadOnly))
        return about;
    const QJsonObject object = QJsonDocument::fromJson(file.read(1 << 20)).object();
    about.file = object.value("file").toString();
    about.origin = object.value("origin").toString();
    about.title = object.value("title").toString();
    for (const QJsonValue& note : object.value("importNotes").toArray())
        about.importNotes.append(note.toString());
    return about;
}

// A lock that only a running program holds: a lock file left by a program that has ended is
// taken over whatever its age.
std::unique_ptr<QLockFile> tryLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}

} // namespace

RecoveryFolder::RecoveryFolder(QString folder)
    : m_folder(std::move(folder))
    , m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

RecoveryFolder::~RecoveryFolder() = default; // the locks are released; copies stay

QString RecoveryFolder::pathOf(const QString& id, const char* suffix) const
{
    return QDir(m_folder).filePath(id + QLatin1String(suffix));
}

QString RecoveryFolder::copyPath() const
{
    return pathOf(m_id, kDesignSuffix);
}

void RecoveryFolder::write(const Design& design, const Catalog& baseCatalog, const CopyAbout& about)
{
    if (!m_lock) {
        if (!QDir().mkpath(m_folder))
            throw std::runtime_error("cannot make the recovery folder " + m_folder.toStdString());
        m_lock = tryLock(pathOf(m_id, kLockSuffix));
        if (!m_lock)
            throw std::runtime_error("cannot lock " + pathOf(m_id, kLockSuffix).toStdString());
    }
    writeFileAtomically(pathOf(m_id, kAboutSuffix).toStdString(), aboutJson(about).toStdString());
    writeDesignFile(design, copyPath().toStdString(), baseCatalog);
}

void RecoveryFolder::remove()
{
    if (!m_lock)
        return;
    QFile::remove(copyPath());
    QFile::remove(pathOf(m_id, kAboutSuffix));
    m_lock.reset(); // unlocks, removing the lock file
}

std::vector<RecoveredCopy> RecoveryFolder::claimLeftCopies()
{
    std::vector<RecoveredCopy> copies;
    const QFileInfoList files = QDir(m_folder).entryInfoList({ QString("*") + kDesignSuffix }, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString id = info.fileName().chopped(static_cast<int>(qstrlen(kDesignSuffix)));
        if (id == m_id || m_claimed.count(id))
            continue;
        std::unique_ptr<QLockFile> lock = tryLock(pathOf(id, kLockSuffix));
        if (!lock)
            continue; // its program still runs
        m_claimed.emplace(id, std::move(lock));
        copies.push_back(
            { id, info.absoluteFilePath(), readAbout(pathOf(id, kAboutSuffix)), info.lastModified().toUTC() });
    }
    std::stable_sort(copies.begin(), copies.end(),
        [](const RecoveredCopy& a, const RecoveredCopy& b) { return a.savedAt > b.savedAt; });
    return copies;
}

void RecoveryFolder::discard(const QString& id)
{
    const auto claimed = m_claimed.find(id);
    if (claimed == m_claimed.end())
        return;
    QFile::remove(pathOf(id, kDesignSuffix));
    QFile::remove(pathOf(id, kAboutSuffix));
    m_claimed.erase(claimed); // unlocks, removing the lock file
}

} // namespace scalescope::gui
