// The BOM tab's rows and strings, made from the bill shown: every number formatted here, so that
// the view only lays them out.
#include "gui/adapters/BomSession.h"

#include "gui/QtText.h"
#include "bom/BomReport.h"

#include <QLocale>
#include <QVariantMap>

#include <algorithm>
#include <cstdlib>
#include <map>

namespace scalescope::gui {
namespace {

QString countText(std::uint64_t count)
{
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(count));
}

// A price's basis as the catalog states it ("estimate", "list") in words; a price list's own as given.
QString basisText(const std::string& basis)
{
    if (basis == "estimate")
        return QObject::tr("estimate");
    if (basis == "list")
        return QObject::tr("list price");
    return qs(basis);
}

QString sourceText(const BomLine& line)
{
    if (!line.includedIn.empty())
        return QObject::tr("Part of %1: its price and power cover it.").arg(qs(line.includedIn));
    QStringList parts;
    if (line.price)
        parts << QObject::tr("Price: %1 each (%2), %3, %4")
                     .arg(qs(usdText(line.price->usd)), basisText(line.price->basis), qs(line.price->source),
                         qs(line.price->date));
    else
        parts << QObject::tr("Price: none in the catalog; left out of the cost.");
    if (line.power) {
        const QString typical = line.power->typicalWatts
            ? QObject::tr("%1 typical, ").arg(qs(wattsText(*line.power->typicalWatts)))
            : QObject::tr("no typical figure published (the maximum counts), ");
        parts << QObject::tr("Power: %1%2 max each, %3, %4")
                     .arg(typical, qs(wattsText(line.power->maxWatts)), qs(line.power->source), qs(line.power->date));
    } else
        parts << QObject::tr("Power: no figure in the catalog; left out of the power.");
    return parts.join('\n');
}

// The line's figures in one short text: its cost and maximum power in all, or what it lacks.
QString figuresText(const BomLine& line, const std::map<std::string, std::string>& names)
{
    if (!line.includedIn.empty()) {
        const auto name = names.find(line.includedIn);
        return QObject::tr("in %1").arg(qs(name == names.end() ? line.includedIn : name->second));
    }
    const QString cost = line.price
        ? QObject::tr("%1 (%2)").arg(qs(usdText(line.costUsd())), basisText(line.price->basis))
        : QObject::tr("no price");
    const QString power
        = line.power ? QObject::tr("%1 max").arg(qs(wattsText(line.maxWatts()))) : QObject::tr("no power figure");
    return cost + QStringLiteral(" · ") + power;
}

QString portsText(const BillOfMaterials& bom, const std::string& model)
{
    for (const SwitchPortUse& use : bom.switchPorts)
        if (use.model == model)
            return QObject::tr("%1 ports used, %2 free")
                .arg(countText(use.portsUsed), countText(use.portsTotal - use.portsUsed));
    return {};
}

// A module speed's rate in Gb/s, for ordering: "800G" 800, "1.6T" 1600.
double speedGbps(const std::string& speed)
{
    const double value = std::strtod(speed.c_str(), nullptr);
    return !speed.empty() && speed.back() == 'T' ? value * 1000 : value;
}

// The transceivers by speed, fastest first: "1.6T: 864, 800G: 874".
QString speedsText(const std::map<std::string, std::uint64_t>& counts)
{
    std::vector<std::pair<std::string, std::uint64_t>> bySpeed(counts.begin(), counts.end());
    std::sort(bySpeed.begin(), bySpeed.end(),
        [](const auto& a, const auto& b) { return speedGbps(a.first) > speedGbps(b.first); });
    QStringList parts;
    for (const auto& [speed, count] : bySpeed)
        parts << QStringLiteral("%1: %2").arg(qs(speed), countText(count));
    return parts.join(QStringLiteral(", "));
}

std::uint64_t total(const std::map<std::string, std::uint64_t>& counts)
{
    std::uint64_t sum = 0;
    for (const auto& [kind, count] : counts)
        sum += count;
    return sum;
}

int sectionOf(BomCategory category)
{
    switch (category) {
    case BomCategory::Switch:
        return 1;
    case BomCategory::Cable:
        return 2;
    case BomCategory::Transceiver:
        return 3;
    default:
        return 0;
    }
}

QString joinedNames(const std::vector<std::string>& ids, const std::map<std::string, std::string>& names)
{
    QStringList parts;
    for (const std::string& id : ids) {
        const auto name = names.find(id);
        parts << (name == names.end() || name->second == id ? qs(id)
                                                            : QStringLiteral("%1 (%2)").arg(qs(name->second), qs(id)));
    }
    return parts.join(QStringLiteral(", "));
}

std::map<std::string, std::string> itemNames(const BillOfMaterials& bom)
{
    std::map<std::string, std::string> names;
    for (const BomLine& line : bom.lines)
        names.emplace(line.item, line.name);
    return names;
}

} // namespace

QVariantList BomSession::sections() const
{
    if (!m_bom)
        return {};
    const std::map<std::string, std::string> names = itemNames(*m_bom);
    QVariantList rows[4];
    for (const BomLine& line : m_bom->lines) {
        const bool missing = line.includedIn.empty() && (!line.price || !line.power);
        rows[sectionOf(line.category)] << QVariantMap { { "name", qs(line.name) },
            { "detail", line.category == BomCategory::Switch ? portsText(*m_bom, line.item) : QString() },
            { "count", QStringLiteral("× %1").arg(countText(line.count)) }, { "figures", figuresText(line, names) },
            { "source", sourceText(line) }, { "estimate", line.price && line.price->basis == "estimate" },
            { "missing", missing }, { "included", !line.includedIn.empty() } };
    }
    const QString titles[4]
        = { tr("Systems and devices"), tr("Switches"), tr("Cables, by kind and reach"), tr("Transceivers") };
    const QString notes[4] = { QString(), QString(), tr("%1 in all").arg(countText(total(m_bom->cables))),
        speedsText(m_bom->transceivers) };
    QVariantList sections;
    for (int i = 0; i < 4; ++i)
        if (!rows[i].isEmpty())
            sections << QVariantMap { { "title", titles[i] }, { "note", notes[i] }, { "rows", rows[i] } };
    return sections;
}

QVariantList BomSession::totals() const
{
    if (!m_bom)
        return {};
    const BillOfMaterials& bom = *m_bom;
    const QString perGpu = bom.gpus > 0 ? qs(usdText(bom.costUsd / static_cast<double>(bom.gpus))) : tr("no GPUs");
    return {
        QVariantMap { { "label", tr("Power, typical") }, { "value", qs(wattsText(bom.typicalWatts)) },
            { "detail",
                bom.typicalFromMax.empty() ? QString() : tr("the maximum where no typical figure is published") } },
        QVariantMap {
            { "label", tr("Power, maximum") }, { "value", qs(wattsText(bom.maxWatts)) }, { "detail", QString() } },
        QVariantMap {
            { "label", tr("Cost") }, { "value", qs(usdText(bom.costUsd)) }, { "detail", tr("US dollars, estimates") } },
        QVariantMap { { "label", tr("Cost per GPU") }, { "value", perGpu },
            { "detail", tr("%1 GPUs").arg(countText(bom.gpus)) } },
    };
}

QVariantList BomSession::ratios() const
{
    if (!m_bom)
        return {};
    QVariantList rows;
    for (const BomRatio& ratio : bomRatios(*m_bom, m_throughputs)) {
        const QString detail = ratio.known()
            ? tr("%1 typical, %2 max · %3")
                  .arg(qs(wattsText(ratio.typicalWatts)), qs(wattsText(ratio.maxWatts)), qs(ratio.basis))
            : qs(ratio.basis + (ratio.basis.empty() ? "" : ": ") + ratio.problem);
        rows << QVariantMap { { "label", tr("Cost and power %1").arg(qs(ratio.label)) },
            { "cost", ratio.known() ? qs(usdText(ratio.usd)) : tr("unknown") }, { "detail", detail },
            { "known", ratio.known() } };
    }
    return rows;
}

QStringList BomSession::notes() const
{
    if (!m_bom)
        return {};
    const std::map<std::string, std::string> names = itemNames(*m_bom);
    QStringList notes;
    if (!m_bom->unpriced.empty())
        notes << tr("No price in the catalog, so left out of the cost: %1.").arg(joinedNames(m_bom->unpriced, names));
    if (!m_bom->unpowered.empty())
        notes << tr("No power figure in the catalog, so left out of the power: %1.")
                     .arg(joinedNames(m_bom->unpowered, names));
    if (!m_bom->typicalFromMax.empty())
        notes << tr("No typical power published, so the maximum counts as typical: %1.")
                     .arg(joinedNames(m_bom->typicalFromMax, names));
    notes << tr("Prices are estimates (list or street prices where published, otherwise press and analysts' "
                "estimates); rest the pointer on an item for its source and date. A price list of your own in the "
                "design's catalog section replaces them.");
    return notes;
}

} // namespace scalescope::gui
