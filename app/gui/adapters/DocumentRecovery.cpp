#include "gui/adapters/DocumentRecovery.h"

#include <QFileInfo>
#include <QLocale>
#include <QVariantMap>

#include <algorithm>
#include <exception>

namespace scalescope::gui {

DocumentRecovery::DocumentRecovery(DesignDocument& document, DocumentFiles& files, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_files(files)
{
    for (QTimer* timer : { &m_quiet, &m_latest }) {
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, &DocumentRecovery::writeCopy);
    }
    setDelays(kQuietMs, kLatestMs);
    for (const auto signal : { &DesignDocument::designChanged, &DesignDocument::sceneChanged,
             &DesignDocument::jobsChanged, &DesignDocument::storiesChanged, &DesignDocument::dirtyChanged })
        connect(&m_document, signal, this, &DocumentRecovery::documentChanged);
}

// A program that ends normally has asked about unsaved changes first (or was told to end, as
// after --screenshot): what it leaves is not to be offered again.
DocumentRecovery::~DocumentRecovery()
{
    removeCopy();
}

void DocumentRecovery::start(const QString& folder)
{
    m_folder = std::make_unique<RecoveryFolder>(folder);
    m_offers = m_folder->claimLeftCopies();
    emit offersChanged();
    documentChanged(); // an imported design is unsaved from the start
}

void DocumentRecovery::setDelays(int quietMs, int latestMs)
{
    m_quiet.setInterval(quietMs);
    m_latest.setInterval(latestMs);
}

QString DocumentRecovery::copyPath() const
{
    return m_folder ? m_folder->copyPath() : QString();
}

void DocumentRecovery::documentChanged()
{
    if (!m_folder)
        return;
    if (!m_document.dirty()) {
        removeCopy();
        return;
    }
    m_quiet.start();
    if (!m_latest.isActive())
        m_latest.start();
}

void DocumentRecovery::writeCopy()
{
    m_quiet.stop();
    m_latest.stop();
    if (!m_folder || !m_document.dirty() || !m_document.topology())
        return;
    const CopyAbout about { m_document.savePath(), m_document.filePath(), m_document.title(),
        m_document.importNotes() };
    try {
        m_folder->write(m_document.design(), *m_document.baseCatalog(), about);
    } catch (const std::exception& error) {
        // Not the user's to act on at each change; said where the program's messages go.
        const QString text = QString::fromStdString(error.what());
        qWarning("scalescope: cannot write the recovery copy: %s", qPrintable(text));
        emit copyWritten(text);
        return;
    }
    emit copyWritten({});
}

void DocumentRecovery::removeCopy()
{
    m_quiet.stop();
    m_latest.stop();
    if (m_folder)
        m_folder->remove();
}

QVariantList DocumentRecovery::offers() const
{
    QVariantList out;
    for (const RecoveredCopy& copy : m_offers) {
        const QString title = copy.about.title.isEmpty() ? tr("untitled design") : copy.about.title;
        out.append(QVariantMap { { "id", copy.id }, { "title", title }, { "file", copy.about.file },
            { "savedAt", QLocale().toString(copy.savedAt.toLocalTime(), QLocale::ShortFormat) } });
    }
    return out;
}

const RecoveredCopy* DocumentRecovery::offer(const QString& id) const
{
    const auto found
        = std::find_if(m_offers.begin(), m_offers.end(), [&](const RecoveredCopy& copy) { return copy.id == id; });
    return found == m_offers.end() ? nullptr : &*found;
}

bool DocumentRecovery::openOffer(const QString& id)
{
    const RecoveredCopy* copy = offer(id);
    if (!copy || !m_folder)
        return false;
    const QString name = copy->about.title.isEmpty() ? tr("an untitled design") : copy->about.title;
    return m_files.replace(tr("open the recovered copy of %1").arg(name), [this, id] {
        const RecoveredCopy* copy = offer(id);
        if (!copy)
            return false;
        const CopyAbout& about = copy->about;
        const QString origin = about.origin.isEmpty() ? copy->designPath : about.origin;
        if (!m_document.openRecovered(copy->designPath, origin, about.file, about.importNotes))
            return false;
        // This program's own copy first, then the old one goes: a crash in between loses nothing.
        writeCopy();
        discardOffer(id);
        return true;
    });
}

void DocumentRecovery::discardOffer(const QString& id)
{
    if (!offer(id) || !m_folder)
        return;
    m_folder->discard(id);
    m_offers.erase(
        std::remove_if(m_offers.begin(), m_offers.end(), [&](const RecoveredCopy& copy) { return copy.id == id; }),
        m_offers.end());
    emit offersChanged();
}

} // namespace scalescope::gui
