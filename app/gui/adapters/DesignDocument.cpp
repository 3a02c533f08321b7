#include "gui/adapters/DesignDocument.h"

#include "gui/adapters/EditCommands.h"

#include "catalog/CatalogTexts.h"

#include "io/import/Import.h"
#include "model/Names.h"
#include "util/MemoryReserve.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QVariantMap>

#include <new>
#include <stdexcept>
#include <utility>

namespace scalescope::gui {
namespace {

constexpr int kRecentFiles = 8;
const char* const kRecentKey = "recentFiles";

QString pathOf(const QUrl& url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

} // namespace

std::vector<NodeId> nodeIds(const QVariantList& nodes, const Topology* topology)
{
    std::vector<NodeId> ids;
    for (const QVariant& value : nodes) {
        const int node = value.toInt();
        if (topology && node >= 0 && node < static_cast<int>(topology->nodes.size()))
            ids.push_back(static_cast<NodeId>(node));
    }
    return ids;
}

DesignDocument::DesignDocument(QObject* parent)
    : DesignDocument(Catalog::builtInShared(), parent)
{
}

DesignDocument::DesignDocument(SharedCatalog baseCatalog, QObject* parent)
    : QObject(parent)
    , m_baseCatalog(std::move(baseCatalog))
    , m_catalog(m_baseCatalog)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::indexChanged, this, &DesignDocument::undoStateChanged);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setDirty(!clean); });
}

bool DesignDocument::load(const QString& path)
{
    const bool ok = replaceWith([&] { return loadDesignFile(path.toStdString(), m_baseCatalog); }, path, path, false);
    if (ok)
        remember(path);
    return ok;
}

bool DesignDocument::open(const QUrl& url)
{
    return load(pathOf(url));
}

bool DesignDocument::importFiles(const QList<QUrl>& urls)
{
    std::vector<std::string> paths;
    for (const QUrl& url : urls)
        paths.push_back(pathOf(url).toStdString());
    QStringList notes;
    const QString origin = paths.empty() ? QString() : QString::fromStdString(paths.front());
    return replaceWith(
        [&] {
            ImportedDesign imported = scalescope::importFiles(paths, std::nullopt, m_baseCatalog);
            for (const std::string& note : imported.notes)
                notes.append(QString::fromStdString(note));
            LoadedDesign loaded;
            loaded.design = std::move(imported.design);
            loaded.expanded = expandDesign(loaded.design, m_baseCatalog, origin.toStdString());
            return loaded;
        },
        origin, QString(), true, notes);
}

bool DesignDocument::newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
    const QString& nic, int storageServers, const QString& network)
{
    return replaceWith(
        [&] {
            const Catalog& catalog = *m_baseCatalog;
            ClusterOptions options;
            options.preset = preset.toStdString();
            options.count = count;
            if (!fabric.isEmpty())
                options.fabric = parseFabricKind(fabric.toStdString());
            options.oversubscription = oversubscription > 0 ? oversubscription : 1.0;
            if (!nic.isEmpty())
                options.nicBytesPerSec = parseRate(nic.toStdString());
            if (storageServers >= 0)
                options.storageServers = storageServers;
            if (!network.isEmpty()) {
                const auto kind = parseScaleOutNetwork(network.toStdString());
                if (!kind)
                    throw std::invalid_argument("unknown scale-out network \"" + network.toStdString() + "\"");
                options.network = *kind;
            }
            LoadedDesign loaded;
            loaded.design.name = describeOptions(options, catalog);
            loaded.design.generator = options;
            loaded.expanded = expandDesign(loaded.design, m_baseCatalog, "new design");
            return loaded;
        },
        tr("new design"), QString(), true);
}

bool DesignDocument::loadText(const QByteArray& text, const QString& origin)
{
    return replaceWith(
        [&] {
            LoadedDesign loaded;
            loaded.design = parseDesign(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                origin.toStdString(), *m_baseCatalog);
            loaded.expanded = expandDesign(loaded.design, m_baseCatalog, origin.toStdString());
            return loaded;
        },
        origin, QString(), false);
}

bool DesignDocument::openRecovered(
    const QString& copyPath, const QString& origin, const QString& savePath, const QStringList& importNotes)
{
    return replaceWith(
        [&] { return loadDesignFile(copyPath.toStdString(), m_baseCatalog); }, origin, savePath, true, importNotes);
}

bool DesignDocument::replaceWith(const std::function<LoadedDesign()>& load, const QString& origin,
    const QString& savePath, bool dirty, const QStringList& importNotes)
{
    try {
        LoadedDesign loaded = load();
        m_savePath = savePath;
        m_importNotes = importNotes;
        m_undo->clear();
        ++m_loadGeneration;
        adopt(std::move(loaded.design), std::move(loaded.expanded), origin);
        setDirty(dirty);
        emit undoStateChanged();
        return true;
    } catch (const std::bad_alloc&) {
        armMemoryReserve(); // for the next time, now that what was loaded is freed
        setError(tr("Out of memory while loading %1: it needs more memory than is available. The design "
                    "that was open is kept.")
                     .arg(origin));
        return false;
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
}

void DesignDocument::adopt(Design design, ExpandedDesign expanded, const QString& path)
{
    const bool newPalette = design.catalog != m_design.catalog;
    m_design = std::move(design);
    m_catalog = std::move(expanded.catalog);
    m_cluster = std::move(expanded.cluster);
    m_topology = std::make_shared<const Topology>(std::move(expanded.topology));
    m_survivors = m_design.failures.applies() ? std::move(expanded.survivors) : nullptr;
    m_scene = std::make_shared<const Scene>(layoutScene(*m_topology, m_design.positions));
    m_filePath = path;
    m_title = m_design.name.empty() ? QFileInfo(path).fileName() : QString::fromStdString(m_design.name);
    // First those that start work on the new topology elsewhere (a job's run), then the rest.
    emit topologyReplaced();
    emit designChanged();
    if (newPalette)
        emit paletteChanged();
    setError({});
}

bool DesignDocument::save()
{
    if (m_savePath.isEmpty()) {
        setError(tr("Choose where to save the design (Save As)."));
        return false;
    }
    try {
        writeDesignFile(m_design, m_savePath.toStdString(), *m_baseCatalog);
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
    m_undo->setClean();
    setDirty(false);
    remember(m_savePath);
    setError({});
    return true;
}

bool DesignDocument::saveAs(const QUrl& url)
{
    QString path = pathOf(url);
    if (!path.endsWith(".json"))
        path += ".scalescope.json";
    const QString previous = m_savePath;
    m_savePath = path;
    if (!save()) {
        m_savePath = previous;
        return false;
    }
    m_filePath = path;
    emit designChanged();
    return true;
}

void DesignDocument::detachFromFile()
{
    m_savePath.clear();
    m_undo->resetClean();
    setDirty(true);
    emit designChanged();
}

QStringList DesignDocument::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void DesignDocument::remember(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentFiles();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentFiles)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    emit recentFilesChanged();
}

void DesignDocument::forgetRecent(const QString& path)
{
    QStringList recent = recentFiles();
    if (recent.removeAll(QFileInfo(path).absoluteFilePath()) == 0)
        return;
    QSettings().setValue(kRecentKey, recent);
    emit recentFilesChanged();
}

QVariantList DesignDocument::presets() const
{
    QVariantList out;
    for (const SystemSpec& system : m_baseCatalog->systems())
        out.append(
            QVariantMap { { "id", QString::fromStdString(system.id) }, { "name", QString::fromStdString(system.name) },
                { "description", QString::fromStdString(catalogText(system.description)) },
                { "unit", system.scale == SystemScale::Racks ? "racks" : "nodes" } });
    return out;
}

void DesignDocument::setDirty(bool dirty)
{
    if (dirty == m_dirty)
        return;
    m_dirty = dirty;
    emit dirtyChanged();
}

void DesignDocument::setError(const QString& text)
{
    if (text == m_errorText)
        return;
    m_errorText = text;
    emit errorTextChanged();
}

void DesignDocument::pushChange(DesignChange change, const QString& text)
{
    if (!change.changes())
        return;
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(change.after), text, std::move(change.expanded)));
}

void DesignDocument::pushDesign(Design after, const QString& text)
{
    if (after == m_design)
        return;
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), text));
}

void DesignDocument::pushMoves(const std::vector<ItemMove>& moves, const QString& text)
{
    if (!m_topology)
        return;
    std::vector<const ItemMove*> real; // only what changes place
    for (const ItemMove& move : moves)
        if (!(move.to == move.from))
            real.push_back(&move);
    if (real.empty())
        return;
    if (real.size() > 1)
        m_undo->beginMacro(text);
    for (const ItemMove* move : real) {
        std::optional<Position> before;
        if (const auto it = m_design.positions.find(move->name); it != m_design.positions.end())
            before = it->second;
        m_undo->push(new MoveCommand(*this, move->name, before, move->to));
    }
    if (real.size() > 1)
        m_undo->endMacro();
}

void DesignDocument::setPosition(const std::string& name, std::optional<Position> position)
{
    placeItem(m_design, name, position);
    relayout();
}

void DesignDocument::replaceDesign(const Design& design, std::optional<ExpandedDesign> expanded)
{
    // Jobs (collective or training) or stories alone changed: the topology and the drawing stay as
    // they are.
    Design sideAside = design;
    sideAside.jobs = m_design.jobs;
    sideAside.trainingJobs = m_design.trainingJobs;
    sideAside.stories = m_design.stories;
    if (sideAside == m_design) {
        const bool jobs = design.jobs != m_design.jobs || design.trainingJobs != m_design.trainingJobs;
        const bool stories = design.stories != m_design.stories;
        m_design = design;
        if (jobs)
            emit jobsChanged();
        if (stories)
            emit storiesChanged();
        return;
    }
    try {
        if (!expanded)
            expanded = expandDesign(design, m_baseCatalog, m_filePath.toStdString());
        adopt(design, std::move(*expanded), m_filePath);
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
    }
}

void DesignDocument::relayout()
{
    m_scene = std::make_shared<const Scene>(layoutScene(*m_topology, m_design.positions));
    emit sceneChanged();
}

void DesignDocument::undo()
{
    m_undo->undo();
}

void DesignDocument::redo()
{
    m_undo->redo();
}

bool DesignDocument::canUndo() const
{
    return m_undo->canUndo();
}

bool DesignDocument::canRedo() const
{
    return m_undo->canRedo();
}

QString DesignDocument::undoText() const
{
    return m_undo->undoText();
}

QString DesignDocument::redoText() const
{
    return m_undo->redoText();
}

QString DesignDocument::suggestedPathStem() const
{
    // Beside the design's file or the file it was imported from; a new design has neither.
    const QFileInfo origin(m_savePath.isEmpty() ? m_filePath : m_savePath);
    const QString folder = origin.isFile() ? origin.absolutePath() : QDir::homePath();
    // The title without what file names cannot hold.
    QString name = title();
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
    name = name.trimmed();
    return QDir(folder).filePath(name.isEmpty() ? QStringLiteral("diagram") : name);
}

QUrl DesignDocument::suggestedSaveUrl() const
{
    // Not the file of an import (it is not a design file), nor the name of a new design's origin.
    return QUrl::fromLocalFile(
        m_savePath.isEmpty() ? suggestedPathStem() + QStringLiteral(".scalescope.json") : m_savePath);
}

} // namespace scalescope::gui
