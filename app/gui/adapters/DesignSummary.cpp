#include "gui/adapters/DesignSummary.h"

#include "gui/adapters/JsonVariant.h"
#include "gui/adapters/WholeQuantities.h"
#include "gui/rendering/SceneStyle.h"

#include "design/Summary.h"
#include "model/AddressFormat.h"
#include "model/DeviceReport.h"
#include "model/Names.h"
#include "sim/PathReport.h"

#include <QLocale>

#include <cmath>

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

// Each hop of a path report with its tier as people call it ("InfiniBand"; `tier` is the key).
QVariantMap withTierLabels(QVariantMap report)
{
    QVariantList routes = report.value("routes").toList();
    for (QVariant& route : routes) {
        QVariantMap routeMap = route.toMap();
        QVariantList hops = routeMap.value("hops").toList();
        for (QVariant& hop : hops) {
            QVariantMap hopMap = hop.toMap();
            const auto tier = parseLinkTier(hopMap.value("tier").toString().toStdString());
            hopMap.insert("tier_label", tier ? tierLabel(*tier) : hopMap.value("tier").toString());
            hop = hopMap;
        }
        routeMap.insert("hops", hops);
        route = routeMap;
    }
    if (!routes.isEmpty())
        report.insert("routes", routes);
    return report;
}

QVariantMap fact(const QString& label, const QString& value, const QString& detail = {})
{
    return { { "label", label }, { "value", value }, { "detail", detail } };
}

QVariantList factsOf(const TopologySummary& s)
{
    const auto role = [&](SwitchRole r) { return s.ibSwitchesByRole[static_cast<std::size_t>(r)]; };
    const bool roce = s.scaleOut != ScaleOutNetwork::InfiniBand;
    return {
        fact(DesignSummary::tr("GPUs"), count(s.count(NodeKind::Gpu)),
            //: Two counts listed: "16 racks, 64 compute nodes".
            DesignSummary::tr("%1, %2").arg(counted(s.racks, DesignSummary::tr("rack"), DesignSummary::tr("racks")),
                counted(s.computeNodes, DesignSummary::tr("compute node"), DesignSummary::tr("compute nodes")))),
        fact(DesignSummary::tr("CPUs"), count(s.count(NodeKind::Cpu))),
        fact(DesignSummary::tr("NVSwitch chips"), count(s.count(NodeKind::NvSwitch))),
        fact(DesignSummary::tr("NICs"), count(s.count(NodeKind::Nic)),
            DesignSummary::tr("%1 on the compute fabric").arg(count(s.computeNics))),
        fact(DesignSummary::tr("Scale-out network"), roce ? DesignSummary::tr("RoCE") : DesignSummary::tr("InfiniBand"),
            s.scaleOut == ScaleOutNetwork::RoceV2       ? DesignSummary::tr("v2: Ethernet, routed over UDP/IP")
                : s.scaleOut == ScaleOutNetwork::RoceV1 ? DesignSummary::tr("v1: Ethernet, one L2 subnet per leaf")
                                                        : QString()),
        fact(roce ? DesignSummary::tr("RoCE switches") : DesignSummary::tr("InfiniBand switches"),
            count(role(SwitchRole::Leaf) + role(SwitchRole::Spine) + role(SwitchRole::Core)),
            DesignSummary::tr("%1 leaf, %2 spine, %3 core")
                .arg(count(role(SwitchRole::Leaf)), count(role(SwitchRole::Spine)), count(role(SwitchRole::Core)))),
        fact(DesignSummary::tr("Ethernet switches"), count(s.ethernetSwitches),
            DesignSummary::tr("storage and management")),
        fact(DesignSummary::tr("Storage servers"), count(s.count(NodeKind::Storage))),
        fact(DesignSummary::tr("NVLink bandwidth"), QString::fromStdString(formatRateBytes(s.nvlinkBidirectional)),
            DesignSummary::tr("all GPUs, both directions")),
        fact(DesignSummary::tr("Scale-out bandwidth"), QString::fromStdString(formatRateBytes(s.scaleoutBidirectional)),
            DesignSummary::tr("%1, both directions")
                .arg(QString::fromStdString(formatRateBits(s.scaleoutBidirectional)))),
    };
}

QVariantList tiersOf(const TopologySummary& s)
{
    QVariantList tiers;
    std::size_t most = 1;
    for (int t = 0; t < kLinkTierCount; ++t)
        most = std::max(most, s.linksByTier[t]);
    for (int t = 0; t < kLinkTierCount; ++t)
        tiers.append(QVariantMap { { "key", QString::fromStdString(std::string(toString(static_cast<LinkTier>(t)))) },
            { "label", tierLabel(static_cast<LinkTier>(t)) }, { "links", count(s.linksByTier[t]) },
            { "share", static_cast<double>(s.linksByTier[t]) / static_cast<double>(most) } });
    return tiers;
}

} // namespace

DesignSummary::DesignSummary(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(&m_document, &DesignDocument::designChanged, this, &DesignSummary::rebuild);
    rebuild();
}

void DesignSummary::rebuild()
{
    const auto topology = m_document.topology();
    if (!topology)
        return;
    const TopologySummary s = summarize(*topology);
    m_generatorText.clear();
    m_computeNicRate.clear();
    if (const auto& cluster = m_document.cluster()) {
        m_computeNicRate = QString::number(std::lround(cluster->computeNicBytesPerSec * 8 / 1e9)) + "G";
        m_generatorText = tr("%1, %2 compute fabric, %3 at %4")
                              .arg(QString::fromStdString(cluster->preset),
                                  QString::fromStdString(std::string(toString(cluster->fabric))),
                                  QString::fromStdString(cluster->computeNic),
                                  QString::fromStdString(formatRateBits(cluster->computeNicBytesPerSec)));
    }
    m_facts = factsOf(s);
    m_countsText
        = tr("%1 GPUs, %2 devices, %3 links")
              .arg(count(s.count(NodeKind::Gpu)), count(topology->nodes.size()), count(topology->links.size()));
    m_tiers = tiersOf(s);
    emit changed();
}

QVariantMap DesignSummary::deviceReport(int node) const
{
    const auto topology = m_document.topology();
    if (!topology || node < 0 || node >= static_cast<int>(topology->nodes.size()))
        return {};
    return toVariant(describeDevice(*topology, static_cast<NodeId>(node))).toMap();
}

QVariantMap DesignSummary::pathReport(int from, int to) const
{
    const auto topology = m_document.topology();
    const int count = topology ? static_cast<int>(topology->nodes.size()) : 0;
    if (from < 0 || to < 0 || from >= count || to >= count)
        return {};
    try {
        const nlohmann::json report
            = describePath(*topology, *m_document.catalog(), static_cast<NodeId>(from), static_cast<NodeId>(to));
        // Shown in wrapped labels: each rate kept on one line.
        return withTierLabels(wholeQuantities(toVariant(report)).toMap());
    } catch (const std::exception& error) {
        return { { "error", wholeQuantities(QString::fromStdString(error.what())) } };
    }
}

int DesignSummary::findDevice(const QString& text, int after) const
{
    const QString needle = text.trimmed();
    const auto topology = m_document.topology();
    if (!topology || needle.isEmpty())
        return -1;
    const auto count = static_cast<int>(topology->nodes.size());
    auto matches = [&](const Node& node) {
        auto has = [&](const std::string& value) {
            return QString::fromStdString(value).contains(needle, Qt::CaseInsensitive);
        };
        const Addresses& a = node.addresses;
        return has(node.name) || has(std::string(toString(node.kind))) || has(topology->modelOf(node))
            || (a.pciBdf != Addresses::kNoPci && has(formatPciBdf(a.pciBdf))) || (a.guid && has(formatGuid(a.guid)))
            || (a.ipv4 && has(formatIpv4(a.ipv4))) || (a.mac && has(formatMac(a.mac)))
            || (a.lid && needle == QString::number(a.lid));
    };
    for (int step = 1; step <= count; ++step) {
        const int n = ((after < 0 ? -1 : after) + step) % count;
        if (matches(topology->nodes[n]))
            return n;
    }
    return -1;
}

} // namespace scalescope::gui
