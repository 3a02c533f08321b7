#include "gui/adapters/DesignDocument.h"

#include "gui/adapters/EditCommands.h"
#include "gui/adapters/JsonVariant.h"
#include "gui/rendering/SceneStyle.h"

#include "catalog/Catalog.h"
#include "io/import/Import.h"
#include "model/InputError.h"
#include "model/AddressFormat.h"
#include "design/DesignEdits.h"
#include "model/DeviceReport.h"
#include "model/Names.h"
#include "sim/PathReport.h"

#include <QFileInfo>
#include <QSettings>
#include <QLocale>
#include <QVariantMap>

#include <utility>

namespace scalescope::gui {
namespace {

QString count(std::size_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

// "1 rack", "4 racks": the English plural without a translation file.
QString counted(std::size_t n, const QString& one, const QString& many)
{
    return count(n) + ' ' + (n == 1 ? one : many);
}

QVariantMap fact(const QString& label, const QString& value, const QString& detail = {})
{
    return { { "label", label }, { "value", value }, { "detail", detail } };
}

} // namespace

DesignDocument::DesignDocument(QObject* parent)
    : DesignDocument(Catalog::builtInShared(), parent)
{
}

DesignDocument::DesignDocument(SharedCatalog baseCatalog, QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_baseCatalog(std::move(baseCatalog))
    , m_catalog(m_baseCatalog)
{
    connect(m_undo, &QUndoStack::indexChanged, this, &DesignDocument::undoStateChanged);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setDirty(!clean); });
}

namespace {
constexpr int kRecentFiles = 8;
constexpr float kPasteGap = 40; // scene units between an original and its pasted copy
const char* const kRecentKey = "recentFiles";
} // namespace

bool DesignDocument::load(const QString& path)
{
    const bool ok = replaceWith([&] { return loadDesignFile(path.toStdString(), m_baseCatalog); }, path, path, false);
    if (ok)
        remember(path);
    return ok;
}

bool DesignDocument::open(const QUrl& url)
{
    return load(url.isLocalFile() ? url.toLocalFile() : url.toString());
}

bool DesignDocument::importFiles(const QList<QUrl>& urls)
{
    std::vector<std::string> paths;
    for (const QUrl& url : urls)
        paths.push_back((url.isLocalFile() ? url.toLocalFile() : url.toString()).toStdString());
    QStringList notes;
    const QString origin = paths.empty() ? QString() : QString::fromStdString(paths.front());
    const bool ok = replaceWith(
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
    return ok;
}

bool DesignDocument::newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
    const QString& nic, int storageServers)
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
            LoadedDesign loaded;
            loaded.design.name = describeOptions(options, catalog);
            loaded.design.generator = options;
            loaded.expanded = expandDesign(loaded.design, m_baseCatalog, "new design");
            return loaded;
        },
        tr("new design"), QString(), true);
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
    QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
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

QVariantList DesignDocument::presets() const
{
    QVariantList out;
    for (const SystemSpec& system : m_baseCatalog->systems())
        out.append(
            QVariantMap { { "id", QString::fromStdString(system.id) }, { "name", QString::fromStdString(system.name) },
                { "description", QString::fromStdString(system.description) },
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

bool DesignDocument::replaceWith(const std::function<LoadedDesign()>& load, const QString& origin,
    const QString& savePath, bool dirty, const QStringList& importNotes)
{
    try {
        LoadedDesign loaded = load();
        auto scene = std::make_shared<const Scene>(layoutScene(loaded.expanded.topology, loaded.design.positions));
        auto topology = std::make_shared<const Topology>(std::move(loaded.expanded.topology));
        loaded.expanded.topology = Topology();
        m_topology = std::move(topology);
        m_scene = std::move(scene);
        m_catalog = loaded.expanded.catalog;
        const bool newPalette = loaded.design.catalog != m_design.catalog;
        m_design = loaded.design;
        m_savePath = savePath;
        m_importNotes = importNotes;
        m_dragStart.clear();
        m_dragOffset.reset();
        m_undo->clear();
        ++m_loadGeneration;
        show(loaded, origin);
        if (newPalette)
            emit paletteChanged();
        setDirty(dirty);
        emit undoStateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
}

void DesignDocument::show(const LoadedDesign& loaded, const QString& path)
{
    // First those that start work on the new topology elsewhere (a job's run), then the rest.
    emit topologyReplaced();
    const TopologySummary s = summarize(*m_topology);
    m_filePath = path;
    m_title = loaded.design.name.empty() ? QFileInfo(path).fileName() : QString::fromStdString(loaded.design.name);
    m_generatorText.clear();
    m_computeNicRate.clear();
    if (const auto& cluster = loaded.expanded.cluster) {
        m_computeNicRate = QString::number(std::lround(cluster->computeNicBytesPerSec * 8 / 1e9)) + "G";
        m_generatorText = tr("%1, %2 compute fabric, %3 at %4")
                              .arg(QString::fromStdString(cluster->preset),
                                  QString::fromStdString(std::string(toString(cluster->fabric))),
                                  QString::fromStdString(cluster->computeNic),
                                  QString::fromStdString(formatRateBits(cluster->computeNicBytesPerSec)));
    }
    const auto role = [&](SwitchRole r) { return s.ibSwitchesByRole[static_cast<std::size_t>(r)]; };
    m_facts = {
        fact(tr("GPUs"), count(s.count(NodeKind::Gpu)),
            counted(s.racks, tr("rack"), tr("racks")) + ", "
                + counted(s.computeNodes, tr("compute node"), tr("compute nodes"))),
        fact(tr("CPUs"), count(s.count(NodeKind::Cpu))),
        fact(tr("NVSwitch chips"), count(s.count(NodeKind::NvSwitch))),
        fact(tr("NICs"), count(s.count(NodeKind::Nic)), tr("%1 on the compute fabric").arg(count(s.computeNics))),
        fact(tr("InfiniBand switches"),
            count(role(SwitchRole::Leaf) + role(SwitchRole::Spine) + role(SwitchRole::Core)),
            tr("%1 leaf, %2 spine, %3 core")
                .arg(count(role(SwitchRole::Leaf)), count(role(SwitchRole::Spine)), count(role(SwitchRole::Core)))),
        fact(tr("Ethernet switches"), count(s.ethernetSwitches), tr("storage and management")),
        fact(tr("Storage servers"), count(s.count(NodeKind::Storage))),
        fact(tr("NVLink bandwidth"), QString::fromStdString(formatRateBytes(s.nvlinkBidirectional)),
            tr("all GPUs, both directions")),
        fact(tr("Scale-out bandwidth"), QString::fromStdString(formatRateBytes(s.scaleoutBidirectional)),
            tr("%1, both directions").arg(QString::fromStdString(formatRateBits(s.scaleoutBidirectional)))),
    };
    m_countsText
        = tr("%1 GPUs, %2 devices, %3 links")
              .arg(count(s.count(NodeKind::Gpu)), count(m_topology->nodes.size()), count(m_topology->links.size()));
    m_tiers.clear();
    std::size_t most = 1;
    for (int t = 0; t < kLinkTierCount; ++t)
        most = std::max(most, s.linksByTier[t]);
    for (int t = 0; t < kLinkTierCount; ++t)
        m_tiers.append(QVariantMap { { "key", QString::fromStdString(std::string(toString(static_cast<LinkTier>(t)))) },
            { "label", tierLabel(static_cast<LinkTier>(t)) }, { "links", count(s.linksByTier[t]) },
            { "share", static_cast<double>(s.linksByTier[t]) / static_cast<double>(most) } });
    emit designChanged();
    setError({});
}

void DesignDocument::relayout()
{
    m_scene = std::make_shared<const Scene>(layoutScene(*m_topology, m_design.positions));
    emit sceneChanged();
}

QString DesignDocument::movableNameAt(int node) const
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return {};
    const GroupId rack = m_topology->rackOf(static_cast<NodeId>(node));
    if (rack != kNoGroup)
        return QString::fromStdString(m_topology->groups[rack].name);
    const GroupId group = m_topology->nodes[node].group;
    if (group != kNoGroup) {
        GroupId top = group;
        while (m_topology->groups[top].parent != kNoGroup)
            top = m_topology->groups[top].parent;
        return QString::fromStdString(m_topology->groups[top].name);
    }
    return QString::fromStdString(m_topology->nodes[node].name);
}

QPointF DesignDocument::positionOf(const QString& name) const
{
    if (!m_topology || !m_scene)
        return {};
    const std::string key = name.toStdString();
    if (const auto g = m_topology->findGroup(key))
        return { m_scene->groups[*g].x, m_scene->groups[*g].y };
    if (const auto n = m_topology->findNode(key))
        return { m_scene->devices[*n].x, m_scene->devices[*n].y };
    return {};
}

void DesignDocument::commitMove(const QString& name, double fromX, double fromY, double toX, double toY)
{
    m_dragStart = { { name.toStdString(), Position { static_cast<float>(fromX), static_cast<float>(fromY) } } };
    commitDrag(toX - fromX, toY - fromY);
}

void DesignDocument::placeAt(const QString& name, double x, double y)
{
    if (!m_topology)
        return;
    const QPointF corner = positionOf(name);
    pushMoves({ { name.toStdString(), Position { static_cast<float>(corner.x()), static_cast<float>(corner.y()) },
                  Position { static_cast<float>(x), static_cast<float>(y) } } },
        tr("Move %1").arg(name));
}

void DesignDocument::pushMoves(const std::vector<ItemMove>& moves, const QString& text)
{
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
    if (position)
        m_design.positions[name] = *position;
    else
        m_design.positions.erase(name);
    relayout();
}

bool DesignDocument::deleteDevice(int node)
{
    return deleteDevices({ node });
}

bool DesignDocument::deleteDevices(const QVariantList& nodes)
{
    if (!m_topology)
        return false;
    Design after = m_design;
    QStringList names;
    for (const QVariant& value : nodes) {
        const int node = value.toInt();
        if (node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
            continue;
        const std::string name = m_topology->nodes[node].name;
        names.append(QString::fromStdString(name));
        const auto explicitNode = std::find_if(
            after.nodes.begin(), after.nodes.end(), [&](const NodeSpec& spec) { return spec.name == name; });
        if (explicitNode != after.nodes.end())
            after.nodes.erase(explicitNode);
        else
            after.removedNodes.push_back(name);
        // Hand-made links to it go with it.
        after.links.erase(std::remove_if(after.links.begin(), after.links.end(),
                              [&](const LinkSpec& link) { return link.a.node == name || link.b.node == name; }),
            after.links.end());
        after.positions.erase(name);
        after.overrides.erase(name);
    }
    if (names.isEmpty())
        return false;
    const QString text
        = names.size() == 1 ? tr("Delete %1").arg(names.front()) : tr("Delete %1 devices").arg(names.size());
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), text));
    return true;
}

QVariantList DesignDocument::palette() const
{
    QVariantList out;
    std::string group;
    for (const PaletteItem& item : paletteItems(*m_catalog)) {
        out.append(
            QVariantMap { { "id", QString::fromStdString(item.id) }, { "label", QString::fromStdString(item.label) },
                { "group", QString::fromStdString(item.group) }, { "firstOfGroup", item.group != group } });
        group = item.group;
    }
    return out;
}

int DesignDocument::addItem(const QString& itemId, double sceneX, double sceneY)
{
    if (!m_topology)
        return -1;
    Design after = m_design;
    std::string added;
    try {
        added = addPaletteItem(after, *m_topology, *m_catalog, itemId.toStdString(),
            snapToGrid(Position { static_cast<float>(sceneX), static_cast<float>(sceneY) }));
        // Refuse now, not on undo or redo, what would not load.
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return -1;
    }
    m_undo->push(
        new DesignChangeCommand(*this, m_design, std::move(after), tr("Add %1").arg(QString::fromStdString(added))));
    if (const auto node = m_topology->findNode(added))
        return static_cast<int>(*node);
    // A whole system: its first device.
    for (NodeId n = 0; n < m_topology->nodes.size(); ++n)
        if (m_topology->nodes[n].name.rfind(added.substr(0, added.find('/') + 1), 0) == 0)
            return static_cast<int>(n);
    return -1;
}

void DesignDocument::copy(int node)
{
    copyNodes({ node });
}

void DesignDocument::copyNodes(const QVariantList& nodes)
{
    m_clipboard = movableNamesAt(nodes);
    emit clipboardChanged();
}

QStringList DesignDocument::movableNamesAt(const QVariantList& nodes) const
{
    QStringList names;
    for (const QVariant& node : nodes) {
        const QString name = movableNameAt(node.toInt());
        if (!name.isEmpty() && !names.contains(name))
            names.append(name);
    }
    return names;
}

void DesignDocument::beginDrag(const QStringList& names)
{
    m_dragStart.clear();
    for (const QString& name : names) {
        const QPointF corner = positionOf(name);
        m_dragStart.emplace_back(
            name.toStdString(), Position { static_cast<float>(corner.x()), static_cast<float>(corner.y()) });
    }
}

namespace {

// Where a dragged item lands: one item snaps to the grid; several keep their arrangement and
// move by a whole number of grid steps.
Position dragTarget(const Position& start, double dx, double dy, std::size_t itemCount)
{
    const Position offset { static_cast<float>(dx), static_cast<float>(dy) };
    if (itemCount == 1)
        return snapToGrid(Position { start.x + offset.x, start.y + offset.y });
    const Position step = snapToGrid(offset);
    return Position { start.x + step.x, start.y + step.y };
}

} // namespace

void DesignDocument::previewDrag(double dx, double dy)
{
    if (!m_topology || m_dragStart.empty())
        return;
    // Every item moves by the same offset: one item snaps to the grid, several keep their
    // arrangement and move by whole grid steps.
    const Position& start = m_dragStart.front().second;
    const Position target = dragTarget(start, dx, dy, m_dragStart.size());
    m_dragOffset = QPointF(target.x - start.x, target.y - start.y);
    emit dragPreviewChanged();
}

QStringList DesignDocument::draggedNames() const
{
    QStringList names;
    if (m_dragOffset)
        for (const auto& [name, start] : m_dragStart)
            names.append(QString::fromStdString(name));
    return names;
}

void DesignDocument::commitDrag(double dx, double dy)
{
    const auto starts = std::exchange(m_dragStart, {});
    if (std::exchange(m_dragOffset, std::nullopt))
        emit dragPreviewChanged(); // the views drop the preview; the move (if any) lays out once
    // A click, or a drag shorter than half a grid step, moves nothing (not even onto the grid).
    if (!m_topology || starts.empty() || (std::abs(dx) < kSnapGrid / 2 && std::abs(dy) < kSnapGrid / 2))
        return;
    std::vector<ItemMove> moves;
    for (const auto& [name, start] : starts)
        moves.push_back({ name, start, dragTarget(start, dx, dy, starts.size()) });
    pushMoves(moves,
        starts.size() == 1 ? tr("Move %1").arg(QString::fromStdString(starts.front().first))
                           : tr("Move %1 items").arg(starts.size()));
}

void DesignDocument::nudge(const QVariantList& nodes, int stepsX, int stepsY)
{
    const QStringList names = movableNamesAt(nodes);
    std::vector<ItemMove> moves;
    for (const QString& name : names) {
        const QPointF at = positionOf(name);
        const Position corner { static_cast<float>(at.x()), static_cast<float>(at.y()) };
        moves.push_back({ name.toStdString(), corner,
            Position { corner.x + static_cast<float>(stepsX * kSnapGrid),
                corner.y + static_cast<float>(stepsY * kSnapGrid) } });
    }
    if (!moves.empty())
        pushMoves(moves, tr("Nudge %1 items").arg(moves.size()));
}

int DesignDocument::duplicate(int node)
{
    return duplicateNodes({ node });
}

int DesignDocument::duplicateNodes(const QVariantList& nodes)
{
    copyNodes(nodes);
    return paste();
}

int DesignDocument::paste()
{
    if (!m_topology || m_clipboard.isEmpty() || !m_scene)
        return -1;
    Design after = m_design;
    std::vector<std::string> copies;
    try {
        // The copy lands beside the original, one original's width to the right.
        std::vector<std::string> names;
        for (const QString& name : m_clipboard)
            names.push_back(name.toStdString());
        copies = duplicateItems(after, *m_topology, *m_topology, names, "copy", [&](const std::string& original) {
            const QPointF corner = positionOf(QString::fromStdString(original));
            float width = 40;
            if (const auto g = m_topology->findGroup(original))
                width = m_scene->groups[*g].width;
            else if (const auto n = m_topology->findNode(original))
                width = m_scene->devices[*n].width;
            return snapToGrid(
                Position { static_cast<float>(corner.x()) + width + kPasteGap, static_cast<float>(corner.y()) });
        });
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return -1;
    }
    const QString copyName = QString::fromStdString(copies.front());
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), tr("Paste %1").arg(copyName)));
    const std::string prefix = copies.front().substr(0, copies.front().find('/') + 1); // "copy-N/"
    if (const auto n = m_topology->findNode(copies.front()))
        return static_cast<int>(*n);
    for (NodeId n = 0; n < m_topology->nodes.size(); ++n)
        if (m_topology->nodes[n].name.rfind(prefix, 0) == 0)
            return static_cast<int>(n);
    return -1;
}

bool DesignDocument::isRate(const QString& text) const
{
    const auto rate = parseRate(text.toStdString());
    return rate && *rate > 0;
}

bool DesignDocument::setLinkRate(int node, const QString& tier, int port, const QString& rate)
{
    const int count = m_topology ? static_cast<int>(m_topology->nodes.size()) : 0;
    const auto parsedTier = parseLinkTier(tier.toStdString());
    const auto parsedRate = parseRate(rate.toStdString());
    if (node < 0 || node >= count || !parsedTier || !parsedRate) {
        setError(tr("\"%1\" is not a bandwidth: write it with its unit, such as 800G, 400Gb/s or 50GB/s").arg(rate));
        return false;
    }
    Design after = m_design;
    try {
        scalescope::setLinkRate(after, *m_topology, static_cast<NodeId>(node), *parsedTier, port, *parsedRate);
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
    const QString text
        = tr("Set %1 port %2 to %3").arg(QString::fromStdString(m_topology->nodes[node].name)).arg(port).arg(rate);
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), text));
    return true;
}

QString DesignDocument::devicePropertyProblem(int node, const QString& property, const QString& text) const
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return tr("no device is selected");
    return QString::fromStdString(scalescope::devicePropertyProblem(
        *m_topology, *m_catalog, static_cast<NodeId>(node), property.toStdString(), text.trimmed().toStdString()));
}

bool DesignDocument::setDeviceProperty(int node, const QString& property, const QString& text)
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return false;
    Design after = m_design;
    const std::string name = m_topology->nodes[node].name;
    try {
        scalescope::setDeviceProperty(after, *m_topology, *m_catalog, static_cast<NodeId>(node), property.toStdString(),
            text.trimmed().toStdString());
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(tr("Cannot set %1 of %2: %3")
                     .arg(property, QString::fromStdString(name), QString::fromStdString(error.what())));
        return false;
    }
    if (after == m_design)
        return true; // the value it has
    const QString what = tr("Set %1 of %2 to %3").arg(property, QString::fromStdString(name), text.trimmed());
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), what));
    return true;
}

bool DesignDocument::saveJob(const JobSpec& job)
{
    Design after = m_design;
    const auto same
        = std::find_if(after.jobs.begin(), after.jobs.end(), [&](const JobSpec& j) { return j.name == job.name; });
    if (same != after.jobs.end())
        *same = job;
    else
        after.jobs.push_back(job);
    if (after == m_design)
        return true;
    m_undo->push(new DesignChangeCommand(
        *this, m_design, std::move(after), tr("Save job %1").arg(QString::fromStdString(job.name))));
    return true;
}

QStringList DesignDocument::modelsFor(int node) const
{
    QStringList out;
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return out;
    for (const std::string& model : scalescope::modelsFor(*m_topology, *m_catalog, static_cast<NodeId>(node)))
        out.append(QString::fromStdString(model));
    const QString own = QString::fromStdString(m_topology->modelOf(m_topology->nodes[node]));
    if (!out.contains(own))
        out.prepend(own);
    return out;
}

bool DesignDocument::setComputeNicRate(const QString& rate)
{
    const auto bytesPerSec = parseRate(rate.toStdString());
    if (!m_design.generator || !bytesPerSec || *bytesPerSec <= 0) {
        setError(m_design.generator ? tr("\"%1\" is not a NIC rate such as 400G").arg(rate)
                                    : tr("Only a generated design has a compute NIC rate to change"));
        return false;
    }
    Design after = m_design;
    after.generator->nicBytesPerSec = *bytesPerSec;
    after.generator->ibSwitch.clear(); // the switch that suits the new rate
    if (after == m_design)
        return true;
    try {
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(tr("Cannot make the compute NICs %1: %2").arg(rate, QString::fromStdString(error.what())));
        return false;
    }
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), tr("Compute NICs at %1").arg(rate)));
    return true;
}

bool DesignDocument::connectDevices(int a, int b)
{
    const int count = m_topology ? static_cast<int>(m_topology->nodes.size()) : 0;
    if (a < 0 || b < 0 || a >= count || b >= count)
        return false;
    Design after = m_design;
    try {
        after.links.push_back(cableDevices(*m_topology, *m_catalog, static_cast<NodeId>(a), static_cast<NodeId>(b)));
        checkEdit(after);
    } catch (const std::exception& error) {
        setError(tr("Cannot cable %1 to %2: %3")
                     .arg(QString::fromStdString(m_topology->nodes[a].name),
                         QString::fromStdString(m_topology->nodes[b].name), QString::fromStdString(error.what())));
        return false;
    }
    const LinkSpec& link = after.links.back();
    const QString text
        = tr("Cable %1 to %2").arg(QString::fromStdString(link.a.node), QString::fromStdString(link.b.node));
    m_undo->push(new DesignChangeCommand(*this, m_design, std::move(after), text));
    return true;
}

void DesignDocument::checkEdit(const Design& after)
{
    m_checked.reset();
    ExpandedDesign expanded = expandDesign(after, m_baseCatalog, "the new design");
    m_checked.emplace(after, std::move(expanded));
}

void DesignDocument::replaceDesign(const Design& design)
{
    // Jobs alone changed: the topology and the drawing stay as they are.
    Design jobsAside = design;
    jobsAside.jobs = m_design.jobs;
    if (jobsAside == m_design) {
        m_design = design;
        emit jobsChanged();
        return;
    }
    try {
        // An edit was just expanded to check it: that expansion serves.
        ExpandedDesign expanded = m_checked && m_checked->first == design
            ? std::move(m_checked->second)
            : expandDesign(design, m_baseCatalog, m_filePath.toStdString());
        m_checked.reset();
        const bool newPalette = design.catalog != m_design.catalog;
        m_design = design;
        m_topology = std::make_shared<const Topology>(std::move(expanded.topology));
        m_catalog = std::move(expanded.catalog);
        m_scene = std::make_shared<const Scene>(layoutScene(*m_topology, m_design.positions));
        LoadedDesign shown;
        shown.design = m_design;
        shown.expanded.cluster = expanded.cluster;
        show(shown, m_filePath);
        if (newPalette)
            emit paletteChanged();
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
    }
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

QVariantMap DesignDocument::deviceReport(int node) const
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return {};
    return toVariant(describeDevice(*m_topology, static_cast<NodeId>(node))).toMap();
}

QVariantMap DesignDocument::pathReport(int from, int to) const
{
    const int count = m_topology ? static_cast<int>(m_topology->nodes.size()) : 0;
    if (from < 0 || to < 0 || from >= count || to >= count)
        return {};
    try {
        return toVariant(describePath(*m_topology, *m_catalog, static_cast<NodeId>(from), static_cast<NodeId>(to)))
            .toMap();
    } catch (const std::exception& error) {
        return { { "error", QString::fromStdString(error.what()) } };
    }
}

int DesignDocument::findDevice(const QString& text, int after) const
{
    const QString needle = text.trimmed();
    if (!m_topology || needle.isEmpty())
        return -1;
    const auto count = static_cast<int>(m_topology->nodes.size());
    auto matches = [&](const Node& node) {
        auto has = [&](const std::string& value) {
            return QString::fromStdString(value).contains(needle, Qt::CaseInsensitive);
        };
        const Addresses& a = node.addresses;
        return has(node.name) || has(std::string(toString(node.kind))) || has(m_topology->modelOf(node))
            || (a.pciBdf != Addresses::kNoPci && has(formatPciBdf(a.pciBdf))) || (a.guid && has(formatGuid(a.guid)))
            || (a.ipv4 && has(formatIpv4(a.ipv4))) || (a.mac && has(formatMac(a.mac)))
            || (a.lid && needle == QString::number(a.lid));
    };
    for (int step = 1; step <= count; ++step) {
        const int n = ((after < 0 ? -1 : after) + step) % count;
        if (matches(m_topology->nodes[n]))
            return n;
    }
    return -1;
}

void DesignDocument::setError(const QString& text)
{
    if (text == m_errorText)
        return;
    m_errorText = text;
    emit errorTextChanged();
}

} // namespace scalescope::gui
