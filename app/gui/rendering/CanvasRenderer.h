// The canvas's scene graph, from plain values (CanvasState) wherever they are kept: under one
// transform for pan and zoom, the level of detail shown (a raster of its drawing list, see
// CanvasRaster.h, coloured by its palette, see DrawingPalette.h), the dragged items over it
// (DragOverlay.h), the failure marks (FailureOverlay.h), a training job's GPUs (JobOverlay.h), the names
// (CanvasLabels.h), the spotlight's veil (SpotlightOverlay.h) and the selection rings over everything. The nodes stay
// from frame to frame and only what changed is made again: a level's drawing list when the scene changes, or the racks
// collapsed (the detailed level alone), then its raster at once; a palette when a colour does (the theme, a hidden
// tier, a heatmap); the overlay when a drag starts, its transform as it moves. The detailed level is built the first
// time it is shown.
#pragma once

#include "gui/rendering/CanvasLabels.h"
#include "gui/rendering/CanvasRaster.h"
#include "gui/rendering/CanvasView.h"
#include "gui/rendering/DragOverlay.h"
#include "gui/rendering/DrawingPalette.h"
#include "gui/rendering/FailureOverlay.h"
#include "gui/rendering/JobOverlay.h"
#include "gui/rendering/RouteOverlay.h"
#include "gui/rendering/SpotlightOverlay.h"
#include "layout/DrawingList.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QQuickItem;
class QSGNode;

namespace scalescope::gui {

struct CanvasState {
    std::shared_ptr<const Topology> topology;
    std::shared_ptr<const Scene> scene;
    bool detailed = true; // every device, or racks as blocks
    const std::vector<bool>* collapsedRacks = nullptr; // per group, by hand
    bool showLinks = true;
    ThemeColours theme;
    LinkColours links;
    CanvasView view;
    double devicePixelRatio = 1;
    bool settled = false; // the view has rested
    const std::vector<int>* selection = nullptr; // the primary first
    const DraggedItems* dragged = nullptr; // what a drag moves, and how far (scene units)
    QPointF dragOffset;
    RouteMarks route; // drawn with the selection rings, under them
    JobMarks jobs; // a training job's GPUs by group, under the names, the route and the rings
    FailureMarksDrawn failures; // failed devices crossed out, failed and degraded links dashed, under the job's
    SpotlightMarks spotlight; // its selection null while the spotlight is off; over the names, under the route
    bool showLabels = true; // names over the drawing (CanvasLabels.h); off for an overview
    LabelRequest labels;
    double textScale = 1; // the names' size against the usual (a presentation's larger text)
    double lineScale = 1; // the links' widths against the usual (a presentation's thicker lines)
    // The window's canvas background is behind the item, so the drawing's empty parts are left
    // to it (RasterCoverage.h); off where the item sits on a panel of another colour.
    bool backgroundBehind = true;
};

class CanvasRenderer {
public:
    // Rasters finished on a worker thread update `item`.
    explicit CanvasRenderer(QQuickItem& item);
    ~CanvasRenderer();

    // What changed since the last frame, besides the view (always read).
    void markSceneChanged(); // both drawing lists anew
    void markCollapsedChanged(); // the detailed list anew
    void markLanguageChanged(); // the names' words anew
    void markColoursChanged(); // both palettes anew
    void markSelectionChanged();
    void markDragChanged(); // a drag began or ended: the overlay anew

    // Called by the item's updatePaintNode.
    QSGNode* update(QSGNode* old, const CanvasState& state);
    // What was made again so far (for tests and the benchmark): drawing lists, rasters of them,
    // palettes, drag overlays; and the lines of the route overlay on screen now, and the
    // device pixel ratio the raster shown and the labels' glyphs were drawn at.
    struct Counts {
        int lists = 0, rasters = 0, palettes = 0, overlays = 0, labelPlacements = 0;
        std::size_t labelQuads = 0; // drawn for the labels placed last
        std::size_t routeParts = 0, jobParts = 0, failureParts = 0, spotlightParts = 0;
        double rasterPixelRatio = 0, labelPixelRatio = 0;
        double rasterLineScale = 0; // the links' widths in the raster shown against the usual
        QRectF rasterArea; // the scene area the raster shown covers
    };
    Counts counts() const;
    // The labels shown now.
    QStringList shownLabels() const { return m_labels.shownTexts(); }
    // The link drawn at or a few pixels from a scene point, of a tier not hidden, or -1 (also
    // over bundles).
    int linkAt(QPointF scenePoint, double zoom, const Topology& topology, HiddenTiers hidden) const;

private:
    struct Layer;
    struct Level {
        std::shared_ptr<const DrawingList> list; // null until first shown
        int key = 0; // which list a raster was drawn from
        QImage palette; // kept for the overlay's colours
        std::optional<BundleLoads> bundleLoads; // made for the list's first heatmap palette
        bool listStale = true;
        bool paletteStale = true;
    };
    enum LevelIndex { kBlocks = 0, kDetail = 1 };
    void updateLevel(Layer& layer, int index, const CanvasState& state);
    void updateOverlay(Layer& layer, const Level& level, const CanvasState& state);
    void updateSelection(Layer& layer, const CanvasState& state);
    void updateRoute(Layer& layer, const CanvasState& state);
    void updateSpotlight(Layer& layer, const CanvasState& state);
    void updateJobs(Layer& layer, const CanvasState& state);
    void updateFailures(Layer& layer, const CanvasState& state);
    void updateLabels(Layer& layer, const Level& level, const CanvasState& state);

    QQuickItem& m_item;
    std::array<Level, 2> m_levels;
    int m_nextKey = 0;
    bool m_selectionDirty = true;
    bool m_overlayDirty = true;
    double m_overlayZoom = 0;
    double m_failuresZoom = 0; // the zoom the failure marks were drawn for
    Counts m_counts;
    CanvasRaster m_raster;
    CanvasLabels m_labels;
};

} // namespace scalescope::gui
