#include "gui/adapters/DocumentFiles.h"

#include <QFileInfo>

#include <utility>

namespace scalescope::gui {

DocumentFiles::DocumentFiles(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
}

bool DocumentFiles::newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
    const QString& nic, int storageServers)
{
    return guard(tr("make a new design"),
        [=, this] { return m_document.newFromPreset(preset, count, fabric, oversubscription, nic, storageServers); });
}

bool DocumentFiles::open(const QUrl& url)
{
    const QString name = url.isLocalFile() ? QFileInfo(url.toLocalFile()).fileName() : url.toString();
    return guard(tr("open %1").arg(name), [this, url] { return m_document.open(url); });
}

bool DocumentFiles::openRecent(const QString& path)
{
    return guard(tr("open %1").arg(QFileInfo(path).fileName()), [this, path] {
        const bool opened = m_document.load(path);
        if (!opened && !QFileInfo::exists(path))
            m_document.forgetRecent(path); // said in the error; not offered again
        return opened;
    });
}

bool DocumentFiles::importFiles(const QList<QUrl>& urls)
{
    return guard(tr("import"), [this, urls] { return m_document.importFiles(urls); });
}

bool DocumentFiles::replace(const QString& what, std::function<bool()> action)
{
    return guard(what, std::move(action));
}

bool DocumentFiles::requestClose()
{
    if (m_closeAccepted || !m_document.dirty())
        return true;
    guard(tr("close the window"), [this] {
        m_closeAccepted = true;
        emit closeAccepted();
        return true;
    });
    return false;
}

bool DocumentFiles::guard(const QString& what, std::function<bool()> action)
{
    if (!m_document.dirty())
        return action();
    // A new request while one waits replaces it: the user asked for something else.
    m_waiting = std::move(action);
    m_waitingText = what;
    m_savingAs = false;
    setAsking(true); // told again when it already asks: the window shows the question again
    return false;
}

void DocumentFiles::saveChosen()
{
    if (!m_waiting)
        return;
    if (!m_document.hasFile()) {
        m_savingAs = true;
        setAsking(false);
        emit saveAsRequested();
        return;
    }
    if (m_document.save())
        proceed();
    else
        drop(); // the document says why; nothing is replaced
}

void DocumentFiles::discardChosen()
{
    if (m_waiting)
        proceed();
}

void DocumentFiles::cancelChosen()
{
    drop();
}

bool DocumentFiles::saveAs(const QUrl& url)
{
    const bool saved = m_document.saveAs(url);
    if (m_savingAs) {
        if (saved)
            proceed();
        else
            drop();
    }
    return saved;
}

void DocumentFiles::saveAsCancelled()
{
    if (m_savingAs)
        drop();
}

void DocumentFiles::proceed()
{
    const std::function<bool()> action = std::exchange(m_waiting, {});
    m_waitingText.clear();
    m_savingAs = false;
    setAsking(false);
    if (action)
        action();
}

void DocumentFiles::drop()
{
    m_waiting = {};
    m_waitingText.clear();
    m_savingAs = false;
    setAsking(false);
}

void DocumentFiles::setAsking(bool asking)
{
    if (!asking && !m_asking)
        return;
    m_asking = asking;
    emit askingChanged();
}

} // namespace scalescope::gui
