// Keeps a raster of a drawing list (see SceneRaster.h) around the canvas's view: drawn for the
// view and a margin, shown scaled while the view moves, drawn anew on a worker thread when the
// view leaves it and at the exact zoom once the view rests. A new list is drawn at once, in
// the frame that shows it, and so is one drawn at another device pixel ratio (the window went to
// another screen) or one whose raster shows less than half of the view (a level shown again
// elsewhere). The raster last shown also tells what lies under a point.
#pragma once

#include "gui/rendering/SceneRaster.h"
#include "layout/DrawingList.h"

#include <QImage>

#include <QRectF>

#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <vector>

class QQuickItem;

namespace scalescope::gui {

class PaletteRasterNode;

struct RasterView {
    QRectF visible; // the scene area the item shows
    QRectF bounds; // where anything is drawn
    double zoom = 1; // item pixels per scene unit
    double devicePixelRatio = 1;
    double lineScale = 1; // links' widths against the usual (a presentation's thicker lines)
    bool settled = false; // the view has rested: sharpen
    bool onlyWhatIsDrawn = true; // leave the raster's empty tiles undrawn (RasterCoverage.h)
};

class CanvasRaster {
public:
    // A finished raster is handed over on `item`'s thread, which is then updated.
    explicit CanvasRaster(QQuickItem& item);
    ~CanvasRaster(); // waits for a raster being drawn
    CanvasRaster(const CanvasRaster&) = delete;
    CanvasRaster& operator=(const CanvasRaster&) = delete;

    // Shows on `node` a raster of `list`, known by `key` (a new key for a new list).
    void update(
        PaletteRasterNode& node, const std::shared_ptr<const DrawingList>& list, int key, const RasterView& view);
    // The slot nearest a scene point, within `reachPixels` of it on screen, among pixels
    // `accept` takes; 0 when there is none. The list it belongs to, or null.
    std::uint32_t slotNear(QPointF scenePoint, double zoom, double reachPixels,
        const std::function<bool(const RasterPixel&)>& accept) const;
    const DrawingList* shownList() const { return m_hit.list.get(); }
    // Rasters drawn so far, at once or on the worker thread (for tests and the benchmark).
    int rastersDrawn() const { return m_drawn; }
    // The device pixel ratio the raster shown was drawn at (0: none yet).
    double shownPixelRatio() const { return m_shownDpr; }
    // The line scale it was drawn at (RasterView::lineScale; 0: none yet).
    double shownLineScale() const { return m_shownLineScale; }

private:
    struct Finished {
        QImage image;
        std::vector<QRect> covered;
        QRectF sceneArea;
        double zoom = 1;
        int key = 0;
        double devicePixelRatio = 1;
        double lineScale = 1;
    };
    // What the node shows, for slotNear.
    struct Shown {
        QImage image;
        QRectF area;
        int key = 0;
        std::shared_ptr<const DrawingList> list;
    };
    void show(PaletteRasterNode& node, QImage image, const std::vector<QRect>& covered, const QRectF& area, double zoom,
        int key, double dpr, double lineScale);

    QQuickItem& m_item;
    std::future<void> m_job;
    std::optional<Finished> m_finished;
    Shown m_hit;
    double m_shownDpr = 0; // the device pixel ratio the node's raster was drawn at
    double m_shownLineScale = 0; // and its line scale
    int m_drawn = 0;
};

} // namespace scalescope::gui
