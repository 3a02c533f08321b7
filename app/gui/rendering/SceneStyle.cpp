#include "gui/rendering/SceneStyle.h"

#include "gui/rendering/HeatScale.h"
#include "model/Names.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

struct NamedColour {
    const char* key;
    const char* light;
    const char* dark;
};

// Link tiers distinct in hue and readable on both backgrounds (Okabe-Ito based); devices in
// their tier's family.
constexpr NamedColour kColours[] = {
    { "background", "#fbfcfd", "#0d1117" },
    { "rack", "#dde3ea", "#2d333b" },
    { "tray", "#f6f8fa", "#22272e" },
    { "collapsedRack", "#8c959f", "#57606a" },
    { "blockNode", "#b6bfca", "#444c56" }, // a node inside a rack of a unit's block, zoomed out
    { "gpu", "#76b900", "#76b900" },
    { "cpu", "#6e7781", "#8b949e" },
    { "nvswitch", "#3f7d20", "#3f7d20" },
    { "pcie_switch", "#999999", "#999999" },
    { "nic", "#0072b2", "#0072b2" },
    { "ib_switch", "#005a8c", "#005a8c" },
    { "eth_switch", "#c77c00", "#c77c00" },
    { "storage", "#8250df", "#8250df" },
    { "nvlink", "#76b900", "#76b900" },
    { "nvlink_c2c", "#009e73", "#009e73" },
    { "pcie", "#999999", "#999999" },
    { "infiniband", "#0072b2", "#0072b2" },
    { "ethernet", "#e69f00", "#e69f00" },
    // An idle link in a heatmap: a neutral grey, far from every colour of the utilization scale
    // (viridis has no grey), so that no idle link reads as loaded.
    { "idleLink", "#a8aeb6", "#4a5059" },
    { "label", "#1f2328", "#e8eaed" }, // text over the background (diagram titles, legends)
    { "mutedLabel", "#5f6b7a", "#9aa3ad" }, // quieter text
    { "selection", "#d1242f", "#d1242f" },
    { "secondSelection", "#8250df", "#8250df" },
    // The failure scenario: a failed device's cross and a failed link's dashes; a degraded link's.
    { "failed", "#cf222e", "#ff7b72" },
    { "degraded", "#9a6700", "#e3b341" },
    // Annotations by the names the design file gives them (core/design/Story.h kAnnotationColours),
    // for the canvas (Theme.qml) and the handouts alike. Accent is the theme's accent as text, red
    // its error colour; the others GitHub Primer's "fg" scale (primer.style); each keeps at least
    // 4.5:1 on the canvas background of its theme, so that text in it reads (WCAG 2.1 AA).
    { "annotation_accent", "#3e6b00", "#8fd400" },
    { "annotation_red", "#c62828", "#ff7b72" },
    { "annotation_orange", "#bc4c00", "#ffa657" },
    { "annotation_yellow", "#9a6700", "#e3b341" },
    { "annotation_green", "#1a7f37", "#3fb950" },
    { "annotation_blue", "#0969da", "#58a6ff" },
    { "annotation_purple", "#8250df", "#bc8cff" },
    { "annotation_grey", "#57606a", "#8b949e" },
};

QString name(std::string_view view)
{
    return QString::fromLatin1(view.data(), static_cast<int>(view.size()));
}

} // namespace

QColor sceneColour(const QString& key, bool dark)
{
    for (const NamedColour& c : kColours)
        if (key == QLatin1String(c.key))
            return QColor(QLatin1String(dark ? c.dark : c.light));
    return QColor(0x57, 0x60, 0x6a);
}

QColor kindColour(NodeKind kind, bool dark)
{
    return sceneColour(name(toString(kind)), dark);
}

QColor tierColour(LinkTier tier, bool dark)
{
    return sceneColour(name(toString(tier)), dark);
}

namespace {

// The English names, which the translations (context "SceneStyle") are looked up by.
const char* tierLabelSource(LinkTier tier)
{
    static const char* const labels[kLinkTierCount]
        = { "NVLink", "NVLink-C2C", "PCIe", "InfiniBand", QT_TRANSLATE_NOOP("SceneStyle", "Ethernet") };
    return labels[static_cast<int>(tier)];
}

const char* kindLabelSource(NodeKind kind)
{
    static const char* const labels[kNodeKindCount] = { "GPU", "CPU", "NVSwitch",
        QT_TRANSLATE_NOOP("SceneStyle", "PCIe switch"), "NIC", QT_TRANSLATE_NOOP("SceneStyle", "InfiniBand switch"),
        QT_TRANSLATE_NOOP("SceneStyle", "Ethernet switch"), QT_TRANSLATE_NOOP("SceneStyle", "Storage server") };
    return labels[static_cast<int>(kind)];
}

} // namespace

QString tierLabel(LinkTier tier)
{
    return QCoreApplication::translate("SceneStyle", tierLabelSource(tier));
}

QString kindLabel(NodeKind kind)
{
    return QCoreApplication::translate("SceneStyle", kindLabelSource(kind));
}

QVariantMap scenePalette(bool dark)
{
    QVariantMap out;
    for (const NamedColour& c : kColours)
        out.insert(QLatin1String(c.key), QColor(QLatin1String(dark ? c.dark : c.light)));
    return out;
}

QColor textOn(const QColor& fill)
{
    const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.55 ? QColor(0x1f, 0x23, 0x28) : QColor(Qt::white);
}

QVariantList sceneLegend()
{
    QVariantList entries;
    auto add = [&](std::string_view key, const char* label, bool line) {
        entries.append(QVariantMap { { QStringLiteral("key"), name(key) },
            { QStringLiteral("label"), QString::fromLatin1(label) }, { QStringLiteral("line"), line } });
    };
    for (int k = 0; k < kNodeKindCount; ++k) {
        const auto kind = static_cast<NodeKind>(k);
        // InfiniBand switches are the fabric's leaves, spines and cores alike.
        add(toString(kind),
            kind == NodeKind::IbSwitch ? QT_TRANSLATE_NOOP("SceneStyle", "Leaf, spine, core switch")
                                       : kindLabelSource(kind),
            false);
    }
    for (int t = 0; t < kLinkTierCount; ++t)
        add(toString(static_cast<LinkTier>(t)), tierLabelSource(static_cast<LinkTier>(t)), true);
    return entries;
}

QColor over(const QColor& colour, const QColor& background, double opacity)
{
    auto mix = [&](double a, double b) { return static_cast<float>(a * opacity + b * (1 - opacity)); };
    return QColor::fromRgbF(mix(colour.redF(), background.redF()), mix(colour.greenF(), background.greenF()),
        mix(colour.blueF(), background.blueF()));
}

bool showsDetail(std::size_t deviceCount, double pixelsPerSceneUnit)
{
    return pixelsPerSceneUnit >= kDetailZoom || deviceCount <= kAlwaysDetailedDevices;
}

QColor segmentColour(const QColor& tier, const QColor& background, const QColor& idle, bool bundle,
    std::optional<double> load, bool logScale)
{
    if (load) {
        if (*load > 0)
            return QColor::fromRgb(heatColour(*load, logScale, heatRangeOn(background.rgb())));
        return idle;
    }
    return bundle ? over(tier, background, kBundleOpacity) : tier;
}

} // namespace scalescope::gui
