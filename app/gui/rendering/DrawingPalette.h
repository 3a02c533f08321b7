// The colours of a drawing list's slots, the same on the canvas and in exported diagrams: the
// theme's colour of every box, device kind and tier, then a colour per link and bundle by its
// tier, by its load (a heatmap) or, for the benchmark, one of its own from a seed; nothing
// (transparent) for a hidden tier. A palette is a few bytes a link and made again whenever a
// colour changes; the drawing list and what was drawn from it stay.
#pragma once

#include "gui/rendering/BundleLoads.h"
#include "layout/DrawingList.h"
#include "model/Topology.h"

#include <QColor>
#include <QImage>
#include <QStringList>
#include <QVariantMap>

#include <array>
#include <optional>
#include <vector>

namespace scalescope::gui {

struct ThemeColours {
    QColor background;
    std::array<QColor, kBoxKindCount> boxes;
    std::array<QColor, kNodeKindCount> devices;
    std::array<QColor, kLinkTierCount> tiers;
    QColor idleLink; // a link without load in a heatmap
    QColor selection, secondSelection; // rings around selected devices, not in the palette
    QColor label; // names on the canvas, on a patch of the background
    QColor failed, degraded; // the failure marks (FailureOverlay.h), not in the palette
};
// A theme as QML gives it (Theme.canvasPalette; see scenePalette), the light theme's colour
// for any key it lacks.
ThemeColours themeColours(const QVariantMap& palette);
ThemeColours themeColours(bool dark);

// Tiers by the names the files use ("nvlink", "ethernet"), as the toolbar lists the hidden ones.
HiddenTiers hiddenTiersNamed(const QStringList& names);

struct LinkColours {
    HiddenTiers hidden;
    const std::vector<float>* loads = nullptr; // by link, 0 to 1: a heatmap; null or empty: by tier
    bool logScale = false;
    std::optional<std::uint32_t> seed; // a colour of its own for every link (the benchmark's)
    // The list's bundles' shares, made once per list (the canvas keeps them); null: made anew.
    const BundleLoads* bundleLoads = nullptr;
    bool heatmap() const { return loads && !loads->empty(); }
};

// Entries a palette row holds (a texture's width).
inline constexpr int kPaletteWidth = 4096;

// Every slot's colour, premultiplied, row after row (slot s at row s / width, column s % width).
QImage paletteImage(
    const DrawingList& list, const Topology& topology, const ThemeColours& theme, const LinkColours& links);
// The canvas's palette: paletteImage's entries, then from slot list.slotCount() the
// kUnderEntries of entriesUnderHiddenLinks, which its shader reads where a link is hidden.
QImage canvasPaletteImage(
    const DrawingList& list, const Topology& topology, const ThemeColours& theme, const LinkColours& links);
// What shows where the topmost link's tier is hidden, for each value of a raster pixel's alpha
// byte (its tiers and its box, SceneRaster.h): the highest visible tier's entry among its tiers,
// else its box's; from a palette's `entries`.
inline constexpr std::uint32_t kUnderEntries = 256;
std::array<QRgb, kUnderEntries> entriesUnderHiddenLinks(const QRgb* entries);
// One entry of such a palette.
inline QRgb paletteEntry(const QImage& palette, std::uint32_t slot)
{
    const auto width = static_cast<std::uint32_t>(palette.width());
    return reinterpret_cast<const QRgb*>(palette.constScanLine(static_cast<int>(slot / width)))[slot % width];
}

// The load of a link's slot, or of a bundle's (the bytes moving over all its links against what
// they carry together), 0 to 1.
double slotLoad(const DrawingList& list, const Topology& topology, const std::vector<float>& loads, std::uint32_t slot);

} // namespace scalescope::gui
