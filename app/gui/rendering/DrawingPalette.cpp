#include "gui/rendering/DrawingPalette.h"

#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"
#include "model/Names.h"

#include <algorithm>

namespace scalescope::gui {
namespace {

QString keyOf(std::string_view name)
{
    return QString::fromLatin1(name.data(), static_cast<int>(name.size()));
}

template <typename ColourOf> ThemeColours makeTheme(ColourOf colourOf)
{
    ThemeColours theme;
    theme.background = colourOf(QStringLiteral("background"));
    theme.boxes[static_cast<int>(BoxKind::Rack)] = colourOf(QStringLiteral("rack"));
    theme.boxes[static_cast<int>(BoxKind::Tray)] = colourOf(QStringLiteral("tray"));
    theme.boxes[static_cast<int>(BoxKind::CollapsedRack)] = colourOf(QStringLiteral("collapsedRack"));
    theme.boxes[static_cast<int>(BoxKind::Block)] = colourOf(QStringLiteral("rack"));
    // A tier of switches in its switches' colour, as the legend shows them.
    theme.boxes[static_cast<int>(BoxKind::InfiniBandTier)] = colourOf(keyOf(toString(NodeKind::IbSwitch)));
    theme.boxes[static_cast<int>(BoxKind::EthernetTier)] = colourOf(keyOf(toString(NodeKind::EthSwitch)));
    theme.boxes[static_cast<int>(BoxKind::BlockNode)] = colourOf(QStringLiteral("blockNode"));
    for (int k = 0; k < kNodeKindCount; ++k)
        theme.devices[k] = colourOf(keyOf(toString(static_cast<NodeKind>(k))));
    for (int t = 0; t < kLinkTierCount; ++t)
        theme.tiers[t] = colourOf(keyOf(toString(static_cast<LinkTier>(t))));
    theme.idleLink = colourOf(QStringLiteral("idleLink"));
    theme.selection = colourOf(QStringLiteral("selection"));
    theme.secondSelection = colourOf(QStringLiteral("secondSelection"));
    theme.label = colourOf(QStringLiteral("label"));
    theme.failed = colourOf(QStringLiteral("failed"));
    theme.degraded = colourOf(QStringLiteral("degraded"));
    return theme;
}

QRgb premultiplied(const QColor& colour)
{
    return qPremultiply(colour.rgba());
}

// The benchmark's colours: a hue from the id and the seed by a cheap deterministic hash.
QRgb seededColour(std::uint32_t id, std::uint32_t seed)
{
    static const std::array<QRgb, 360> hues = [] {
        std::array<QRgb, 360> table {};
        for (std::size_t h = 0; h < table.size(); ++h)
            table[h] = QColor::fromHsv(static_cast<int>(h), 200, 220).rgba();
        return table;
    }();
    std::uint32_t x = id * 2654435761u ^ seed * 40503u;
    x ^= x >> 15;
    return hues[x % hues.size()];
}

} // namespace

ThemeColours themeColours(const QVariantMap& palette)
{
    return makeTheme([&](const QString& key) {
        const QVariant value = palette.value(key);
        return value.isValid() ? value.value<QColor>() : sceneColour(key, false);
    });
}

ThemeColours themeColours(bool dark)
{
    return makeTheme([&](const QString& key) { return sceneColour(key, dark); });
}

HiddenTiers hiddenTiersNamed(const QStringList& names)
{
    HiddenTiers hidden;
    for (int t = 0; t < kLinkTierCount; ++t)
        hidden.set(static_cast<LinkTier>(t), names.contains(keyOf(toString(static_cast<LinkTier>(t)))));
    return hidden;
}

double slotLoad(const DrawingList& list, const Topology& topology, const std::vector<float>& loads, std::uint32_t slot)
{
    if (const auto link = list.linkOf(slot))
        return *link < loads.size() ? loads[*link] : 0.0;
    double carried = 0, capacity = 0;
    for (const LinkId link : list.bundleLinks(slot)) {
        const double rate = topology.links[link].bytesPerSecPerDirection;
        carried += (link < loads.size() ? loads[link] : 0.0f) * rate;
        capacity += rate;
    }
    return capacity > 0 ? carried / capacity : 0;
}

namespace {

// The palette's entries, with room for `extra` after the slots (transparent).
QImage paletteWithRoom(const DrawingList& list, const Topology& topology, const ThemeColours& theme,
    const LinkColours& links, std::uint32_t extra)
{
    const std::uint32_t count = list.slotCount() + extra;
    const int width = static_cast<int>(std::min<std::uint32_t>(kPaletteWidth, count));
    const int height = static_cast<int>((count + width - 1) / width);
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(0);
    // 32-bit rows are whole entries: the image is one array of them.
    auto* entries = reinterpret_cast<QRgb*>(image.bits());
    entries[slot::kBackground] = premultiplied(theme.background);
    for (int k = 0; k < kBoxKindCount; ++k)
        entries[slot::box(static_cast<BoxKind>(k))] = premultiplied(theme.boxes[k]);
    for (int k = 0; k < kNodeKindCount; ++k)
        entries[slot::device(static_cast<NodeKind>(k))] = premultiplied(theme.devices[k]);
    // Per tier, a link's and a bundle's colour (bundles blended with the background); in a
    // heatmap, idle ones' colours. A hidden tier's are transparent.
    const bool heatmap = links.heatmap();
    const std::optional<double> idle = heatmap ? std::optional<double>(0.0) : std::nullopt;
    std::array<QRgb, kLinkTierCount> linkColour {}, bundleColour {};
    for (int t = 0; t < kLinkTierCount; ++t) {
        if (links.hidden.contains(static_cast<LinkTier>(t)))
            continue;
        linkColour[t] = segmentColour(theme.tiers[t], theme.background, theme.idleLink, false, idle, false).rgba();
        bundleColour[t] = segmentColour(theme.tiers[t], theme.background, theme.idleLink, true, idle, false).rgba();
        // Where a link of a hidden tier covers one of this tier: as the level draws this tier.
        entries[slot::tier(static_cast<LinkTier>(t))]
            = list.detail == DrawingDetail::Blocks ? bundleColour[t] : linkColour[t];
    }
    const HeatRange heat = heatRangeOn(theme.background.rgb());
    auto colourOf = [&](std::uint32_t id, LinkTier tier, bool bundle, auto loadOf) {
        if (links.hidden.contains(tier))
            return QRgb(0);
        if (links.seed)
            return seededColour(id, *links.seed);
        if (heatmap) {
            const double load = loadOf();
            if (load > 0)
                return heatColour(load, links.logScale, heat);
        }
        return bundle ? bundleColour[static_cast<int>(tier)] : linkColour[static_cast<int>(tier)];
    };
    const std::vector<float> noLoads;
    const std::vector<float>& loads = heatmap ? *links.loads : noLoads;
    for (LinkId l = 0; l < list.linkSlots; ++l)
        entries[list.linkSlot(l)] = colourOf(
            l, topology.links[l].tier, false, [&] { return l < loads.size() ? static_cast<double>(loads[l]) : 0.0; });
    // A bundle's load from its links' through their shares, made here unless given.
    std::optional<BundleLoads> own;
    const BundleLoads* bundleLoads = links.bundleLoads;
    if (heatmap && !links.seed && !list.bundles.empty() && (!bundleLoads || !bundleLoads->fits(list)))
        bundleLoads = &own.emplace(list, topology);
    for (std::uint32_t b = 0; b < list.bundles.size(); ++b)
        entries[list.bundleSlot(b)]
            = colourOf(b, list.bundles[b].tier, true, [&] { return bundleLoads->load(list, b, loads); });
    return image;
}

} // namespace

QImage paletteImage(
    const DrawingList& list, const Topology& topology, const ThemeColours& theme, const LinkColours& links)
{
    return paletteWithRoom(list, topology, theme, links, 0);
}

QImage canvasPaletteImage(
    const DrawingList& list, const Topology& topology, const ThemeColours& theme, const LinkColours& links)
{
    QImage image = paletteWithRoom(list, topology, theme, links, kUnderEntries);
    auto* entries = reinterpret_cast<QRgb*>(image.bits());
    const std::array<QRgb, kUnderEntries> under = entriesUnderHiddenLinks(entries);
    std::copy(under.begin(), under.end(), entries + list.slotCount());
    return image;
}

std::array<QRgb, kUnderEntries> entriesUnderHiddenLinks(const QRgb* entries)
{
    std::array<QRgb, kUnderEntries> under {};
    for (std::uint32_t alpha = 0; alpha < kUnderEntries; ++alpha) {
        const std::uint32_t tiers = alpha & 0x1f;
        under[alpha] = entries[alpha >> 5]; // the box's
        for (int t = kLinkTierCount - 1; t >= 0; --t) {
            const QRgb tier = entries[slot::tier(static_cast<LinkTier>(t))];
            if ((tiers >> t & 1) && qAlpha(tier) > 0) {
                under[alpha] = tier;
                break;
            }
        }
    }
    return under;
}

} // namespace scalescope::gui
