#include "gui/DesignDocument.h"

#include "catalog/Catalog.h"
#include "model/InputError.h"
#include "model/AddressFormat.h"
#include "model/DeviceReport.h"
#include "model/Names.h"

#include <QJsonDocument>

#include <QFileInfo>
#include <QSettings>
#include <QLocale>
#include <QVariantMap>

namespace scalescope::gui {
namespace {

QString count(std::size_t n) { return QLocale().toString(static_cast<qulonglong>(n)); }

// "1 rack", "4 racks": the English plural without a translation file.
QString counted(std::size_t n, const QString& one, const QString& many) { return count(n) + ' ' + (n == 1 ? one : many); }

QVariantMap fact(const QString& label, const QString& value, const QString& detail = {})
{
    return {{"label", label}, {"value", value}, {"detail", detail}};
}

} // namespace

DesignDocument::DesignDocument(QObject* parent) : QObject(parent) {}

namespace {
constexpr int kRecentFiles = 8;
const char* const kRecentKey = "recentFiles";
} // namespace

bool DesignDocument::load(const QString& path)
{
    const bool ok = replaceWith([&] { return loadDesignFile(path.toStdString(), Catalog::withUserFiles()); }, path, path, false);
    if (ok)
        remember(path);
    return ok;
}

bool DesignDocument::open(const QUrl& url)
{
    return load(url.isLocalFile() ? url.toLocalFile() : url.toString());
}

bool DesignDocument::newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
                                   const QString& nic, int storageServers)
{
    return replaceWith(
        [&] {
            const Catalog catalog = Catalog::withUserFiles();
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
            loaded.expanded = expandDesign(loaded.design, catalog, "new design");
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
        writeDesignFile(m_design, m_savePath.toStdString(), Catalog::withUserFiles());
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
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
    const Catalog catalog = Catalog::withUserFiles();
    for (const SystemSpec& system : catalog.systems())
        out.append(QVariantMap{{"id", QString::fromStdString(system.id)},
                               {"name", QString::fromStdString(system.name)},
                               {"description", QString::fromStdString(system.description)},
                               {"unit", system.scale == SystemScale::Racks ? "racks" : "nodes"}});
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
            const Catalog catalog = Catalog::withUserFiles();
            LoadedDesign loaded;
            loaded.design = parseDesign(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                        origin.toStdString(), catalog);
            loaded.expanded = expandDesign(loaded.design, catalog, origin.toStdString());
            return loaded;
        },
        origin, QString(), false);
}

bool DesignDocument::replaceWith(const std::function<LoadedDesign()>& load, const QString& origin, const QString& savePath,
                                 bool dirty)
{
    try {
        LoadedDesign loaded = load();
        auto scene = std::make_shared<const Scene>(layoutScene(loaded.expanded.topology));
        auto topology = std::make_shared<const Topology>(std::move(loaded.expanded.topology));
        loaded.expanded.topology = Topology();
        m_topology = std::move(topology);
        m_scene = std::move(scene);
        m_design = loaded.design;
        m_savePath = savePath;
        show(loaded, origin);
        setDirty(dirty);
        return true;
    } catch (const std::exception& error) {
        setError(QString::fromStdString(error.what()));
        return false;
    }
}

void DesignDocument::show(const LoadedDesign& loaded, const QString& path)
{
    const TopologySummary s = summarize(*m_topology);
    m_filePath = path;
    m_title = loaded.design.name.empty() ? QFileInfo(path).fileName() : QString::fromStdString(loaded.design.name);
    m_generatorText.clear();
    if (const auto& cluster = loaded.expanded.cluster) {
        m_generatorText = tr("%1, %2 compute fabric, %3 at %4")
                              .arg(QString::fromStdString(cluster->preset),
                                   QString::fromStdString(std::string(toString(cluster->fabric))),
                                   QString::fromStdString(cluster->computeNic),
                                   QString::fromStdString(formatRateBits(cluster->computeNicBytesPerSec)));
    }
    const auto role = [&](SwitchRole r) { return s.ibSwitchesByRole[static_cast<std::size_t>(r)]; };
    m_facts = {
        fact(tr("GPUs"), count(s.count(NodeKind::Gpu)), counted(s.racks, tr("rack"), tr("racks")) + ", " + counted(s.computeNodes, tr("compute node"), tr("compute nodes"))),
        fact(tr("CPUs"), count(s.count(NodeKind::Cpu))),
        fact(tr("NVSwitch chips"), count(s.count(NodeKind::NvSwitch))),
        fact(tr("NICs"), count(s.count(NodeKind::Nic)), tr("%1 on the compute fabric").arg(count(s.computeNics))),
        fact(tr("InfiniBand switches"), count(role(SwitchRole::Leaf) + role(SwitchRole::Spine) + role(SwitchRole::Core)),
             tr("%1 leaf, %2 spine, %3 core").arg(count(role(SwitchRole::Leaf)), count(role(SwitchRole::Spine)), count(role(SwitchRole::Core)))),
        fact(tr("Ethernet switches"), count(s.ethernetSwitches), tr("storage and management")),
        fact(tr("Storage servers"), count(s.count(NodeKind::Storage))),
        fact(tr("NVLink bandwidth"), QString::fromStdString(formatRateBytes(s.nvlinkBidirectional)), tr("all GPUs, both directions")),
        fact(tr("Scale-out bandwidth"), QString::fromStdString(formatRateBytes(s.scaleoutBidirectional)),
             tr("%1, both directions").arg(QString::fromStdString(formatRateBits(s.scaleoutBidirectional)))),
    };
    m_countsText = tr("%1 GPUs, %2 devices, %3 links")
                       .arg(count(s.count(NodeKind::Gpu)), count(m_topology->nodes.size()), count(m_topology->links.size()));
    m_tiers.clear();
    const char* labels[kLinkTierCount] = {"NVLink", "NVLink-C2C", "PCIe", "InfiniBand", "Ethernet"};
    std::size_t most = 1;
    for (int t = 0; t < kLinkTierCount; ++t)
        most = std::max(most, s.linksByTier[t]);
    for (int t = 0; t < kLinkTierCount; ++t)
        m_tiers.append(QVariantMap{{"key", QString::fromStdString(std::string(toString(static_cast<LinkTier>(t))))},
                                   {"label", QString::fromLatin1(labels[t])},
                                   {"links", count(s.linksByTier[t])},
                                   {"share", static_cast<double>(s.linksByTier[t]) / static_cast<double>(most)}});
    emit designChanged();
    setError({});
}

QVariantMap DesignDocument::deviceReport(int node) const
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return {};
    const std::string json = describeDevice(*m_topology, static_cast<NodeId>(node)).dump();
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).toVariant().toMap();
}

int DesignDocument::findDevice(const QString& text, int after) const
{
    const QString needle = text.trimmed();
    if (!m_topology || needle.isEmpty())
        return -1;
    const auto count = static_cast<int>(m_topology->nodes.size());
    auto matches = [&](const Node& node) {
        auto has = [&](const std::string& value) { return QString::fromStdString(value).contains(needle, Qt::CaseInsensitive); };
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
