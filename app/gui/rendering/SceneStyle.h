// How a Scene looks, on the canvas and in exported diagrams alike: the colour of every device
// kind, group box and link tier in the light and the dark theme, how a link is coloured by its
// load, and when every device is drawn rather than racks as blocks (how thick a link or bundle
// is drawn is the drawing list's: core/layout/DrawingList.h). Theme.qml takes the canvas
// palette from here (CanvasColours), so the screen and the exports never disagree.
#pragma once

#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <QColor>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace scalescope::gui {

// Bundles are drawn at this opacity over the background, so that crossing ones read as density.
inline constexpr double kBundleOpacity = 0.55;
// Pixels per scene unit from which every device and link is drawn ("auto" detail): a GPU 8 px
// wide; below it a large design shows its structure (units and tiers as blocks).
inline constexpr double kDetailZoom = 0.5;
// Designs this small are drawn in full at any zoom.
inline constexpr std::size_t kAlwaysDetailedDevices = 2500;

// The colour named `key`: "background", "rack", "tray", "collapsedRack", "blockNode", "label", "mutedLabel",
// "selection", "secondSelection", "idleLink" (an idle link in a heatmap), or a device kind's or link tier's name as the
// files write it ("gpu", "infiniband"). Grey for an unknown key.
QColor sceneColour(const QString& key, bool dark);
QColor kindColour(NodeKind kind, bool dark);
QColor tierColour(LinkTier tier, bool dark);
// What people call a tier or a kind of device: "InfiniBand", "NVSwitch", in the language the
// program speaks (context "SceneStyle" of the translations; the names of technologies stay).
QString tierLabel(LinkTier tier);
QString kindLabel(NodeKind kind);
// Every named colour of a theme, for QML.
QVariantMap scenePalette(bool dark);
// The canvas legend's entries, device kinds then link tiers: each a map of `key` (its colour's
// name in the palette), `label` (in English: the view translates it, qsTranslate("SceneStyle"), so that it
// follows a change of language) and `line` (a tier, drawn as a line; a kind as a box).
QVariantList sceneLegend();

// Text drawn on a device's glyph: dark on light glyphs, white on dark ones.
QColor textOn(const QColor& fill);

// A colour at `opacity` over an opaque background, as one opaque colour.
QColor over(const QColor& colour, const QColor& background, double opacity);

// Whether everything is drawn in full at this many pixels per scene unit.
bool showsDetail(std::size_t deviceCount, double pixelsPerSceneUnit);

// The colour a link or bundle of this tier is drawn in: its tier's colour (a bundle's blended
// with the background), or with a load (a heatmap) the heat scale's colour, idle ones `idle`
// (the theme's "idleLink", whatever their tier).
QColor segmentColour(const QColor& tier, const QColor& background, const QColor& idle, bool bundle,
    std::optional<double> load, bool logScale);

// The palette for QML's Theme: `CanvasColours.palette(dark)`.
class CanvasColours : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    Q_INVOKABLE QVariantMap palette(bool dark) const { return scenePalette(dark); }
    Q_INVOKABLE QVariantList legend() const { return sceneLegend(); }
};

} // namespace scalescope::gui
