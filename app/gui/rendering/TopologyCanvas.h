// The canvas: every device and link of the open design, drawn once into a raster of palette
// slots (see SceneRaster.h) that one textured quad shows in colour, under one transform for
// pan and zoom. Zoomed out, each rack is one block and the links between blocks are bundled;
// zoomed in, every GPU, switch chip and link appears. Moving the view changes only the
// transform; recolouring links (the heatmap), hiding a tier or switching the theme rewrites
// only the palette; a drag moves an overlay of what is dragged. It paints what its workspace
// holds (the design, the selection, collapsed racks, hidden tiers, level of detail, link loads,
// a drag's preview), owns only its camera (zoom and centre) and answers what is where;
// CanvasRenderer.h makes the scene graph.
#pragma once

#include "gui/adapters/Workspace.h"
#include "gui/rendering/CanvasRenderer.h"
#include "gui/rendering/SceneStyle.h"

#include <QColor>
#include <QPointer>
#include <QQuickItem>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

namespace scalescope::gui {

class TopologyCanvas : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(scalescope::gui::Workspace* workspace READ workspace WRITE setWorkspace NOTIFY workspaceChanged)
    // The window's main view: it registers with the workspace and publishes its camera to the
    // view state (the minimap, the exporter and the status bar read it there).
    Q_PROPERTY(bool mainView READ mainView WRITE setMainView NOTIFY workspaceChanged)
    Q_PROPERTY(QVariantMap palette READ palette WRITE setPalette NOTIFY paletteChanged)
    Q_PROPERTY(double zoom READ zoom NOTIFY viewChanged)
    Q_PROPERTY(bool detailed READ detailed NOTIFY viewChanged)
    // A level of detail of this item's own ("blocks" for an overview); empty (the default):
    // the view state's.
    Q_PROPERTY(QString detail READ detailMode WRITE setDetailMode NOTIFY viewChanged)
    // The scene rectangle the item shows now.
    Q_PROPERTY(QRectF visibleScene READ visibleScene NOTIFY viewChanged)
    // Off for an overview that draws only the blocks (the minimap).
    Q_PROPERTY(bool showLinks READ showLinks WRITE setShowLinks NOTIFY viewChanged)
    // Off for an overview that leaves the selection to the main view.
    Q_PROPERTY(bool showSelection READ showSelection WRITE setShowSelection NOTIFY viewChanged)
    // The link under the pointer (-1: none): labelled with its rate and ports.
    Q_PROPERTY(int hoveredLink READ hoveredLink WRITE setHoveredLink NOTIFY hoveredLinkChanged)
    // The names' size against the usual, 1 or more: presenting, text a room reads (set by the view).
    Q_PROPERTY(double textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged)
    // The links' widths against the usual (a presentation on a large screen: thicker lines).
    Q_PROPERTY(double lineScale READ lineScale WRITE setLineScale NOTIFY lineScaleChanged)
    // Item pixels at the bottom under an overlay (a story's caption panel): the design, a scene's
    // area and what Fit shows keep above it.
    Q_PROPERTY(double coveredBottom READ coveredBottom WRITE setCoveredBottom NOTIFY coveredBottomChanged)
    // Item rectangles (QRectF) under the overlays pinned near the corners (the legends, the
    // minimap): Fit lays the whole design clear of them, beside or below (CanvasView::frame).
    Q_PROPERTY(QVariantList coveredCorners READ coveredCorners WRITE setCoveredCorners NOTIFY coveredCornersChanged)
    // View > Spotlight: everything but the selected devices (and the route between two GPUs) dimmed.
    Q_PROPERTY(bool spotlight READ spotlight WRITE setSpotlight NOTIFY spotlightChanged)
    // Draws the comparison's baseline instead of the open design (side by side): nothing on it is
    // selected or edited, its links take the baseline's own heatmap; the workspace still says
    // which tiers are hidden and the heatmap's scale.
    Q_PROPERTY(scalescope::gui::BaselineView* baselineSource READ baseline WRITE setBaseline NOTIFY workspaceChanged)
    // Another canvas whose zoom this one keeps (side by side, both at one scale); Fit then shows
    // both designs whole at the zoom the larger one needs.
    Q_PROPERTY(
        scalescope::gui::TopologyCanvas* sameScaleAs READ sameScaleAs WRITE setSameScaleAs NOTIFY sameScaleAsChanged)

public:
    explicit TopologyCanvas(QQuickItem* parent = nullptr);
    ~TopologyCanvas() override;

    Workspace* workspace() const { return m_workspace; }
    void setWorkspace(Workspace* workspace);
    bool mainView() const { return m_mainView; }
    void setMainView(bool mainView);
    QVariantMap palette() const { return m_palette; }
    void setPalette(const QVariantMap& palette);
    double zoom() const { return m_view.zoom; }
    bool detailed() const;
    QString detailMode() const { return m_detailMode; }
    // "", "auto" (by zoom), "full" (every device and link) or "blocks" (racks as blocks).
    void setDetailMode(const QString& mode);

    // Selects every device drawn inside a rectangle of the item (rubber band).
    Q_INVOKABLE void selectInRect(QRectF itemRect);

    // The scene point under a point of the item, and the reverse.
    Q_INVOKABLE QPointF sceneAt(QPointF itemPoint) const { return m_view.sceneAt(itemPoint); }
    Q_INVOKABLE QPointF itemAt(QPointF scenePoint) const { return m_view.itemAt(scenePoint); }
    // Where a device's centre is drawn, in item coordinates.
    Q_INVOKABLE QPointF deviceCenter(int node) const;
    // Shows this scene point at the item's centre.
    Q_INVOKABLE void centerAt(QPointF scenePoint);
    QRectF visibleScene() const { return m_view.visibleScene(); }
    bool showLinks() const { return m_showLinks; }
    void setShowLinks(bool show);
    bool showSelection() const { return m_showSelection; }
    void setShowSelection(bool show);
    int hoveredLink() const { return m_hoveredLink; }
    void setHoveredLink(int link);
    double textScale() const { return m_textScale; }
    double lineScale() const { return m_lineScale; }
    double coveredBottom() const { return m_view.coveredBottom; }
    void setCoveredBottom(double pixels);
    QVariantList coveredCorners() const;
    void setCoveredCorners(const QVariantList& rectangles);
    void setTextScale(double scale); // below 1 is taken as 1
    void setLineScale(double scale); // below 1 is taken as 1
    bool spotlight() const { return m_spotlight; }
    void setSpotlight(bool on);
    BaselineView* baseline() const { return m_baseline; }
    void setBaseline(BaselineView* baseline);
    TopologyCanvas* sameScaleAs() const { return m_sameScaleAs; }
    void setSameScaleAs(TopologyCanvas* other);
    // The names shown on the canvas now (as last drawn), highest priority first.
    Q_INVOKABLE QStringList shownLabels() const { return m_renderer.shownLabels(); }
    // The device drawn at a point of the item, or -1.
    Q_INVOKABLE int deviceAt(QPointF itemPoint) const;
    // Centres the view on a device, zooming in far enough to show it in detail.
    Q_INVOKABLE void centerOn(int node);
    // Zoomed out (blocks drawn): the block at a point of the item (a rack, a scalable unit, a
    // switch tier), or -1; its name ("" for none).
    Q_INVOKABLE int blockAt(QPointF itemPoint) const;
    Q_INVOKABLE QString blockName(int block) const;
    // Opens a block: shows its area, zoomed in at least as far as every device is drawn.
    Q_INVOKABLE void openBlock(int block);
    Q_INVOKABLE void fitToView();
    // Shows a scene rectangle whole and as large as the item allows (a story's recorded camera).
    Q_INVOKABLE void showArea(QRectF sceneArea);
    // Fits the view to the selected devices (no further in than kCenterOnZoom * 2); with
    // nothing selected, to the whole design.
    Q_INVOKABLE void zoomToSelection();
    Q_INVOKABLE void zoomAt(QPointF itemPoint, double factor);
    Q_INVOKABLE void panBy(double dx, double dy);
    // Gives every link a colour of its own from `seed` (the benchmark's per-frame recolouring).
    Q_INVOKABLE void recolourLinks(quint32 seed);
    // The link drawn at (or a pixel or two from) a point of the item, or -1 (also over bundles).
    Q_INVOKABLE int linkAt(QPointF itemPoint) const;
    // What the renderer made again so far (drawing lists, rasters, palettes, overlays).
    CanvasRenderer::Counts renderCounts() const { return m_renderer.counts(); }
    // Zoom above which every device and link is drawn ("auto" detail).
    static constexpr double kDetailZoom = gui::kDetailZoom;
    // centerOn zooms in at least this far.
    static constexpr double kCenterOnZoom = 1.5;
    // Designs this small are drawn in full at any zoom.
    static constexpr std::size_t kAlwaysDetailedDevices = gui::kAlwaysDetailedDevices;

signals:
    void workspaceChanged();
    void paletteChanged();
    void viewChanged();
    void hoveredLinkChanged();
    void textScaleChanged();
    void lineScaleChanged();
    void coveredBottomChanged();
    void coveredCornersChanged();
    void spotlightChanged();
    void sameScaleAsChanged();

protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;
    // On another screen's device pixel ratio: the raster and the labels' glyphs drawn again.
    void itemChange(ItemChange change, const ItemChangeData& data) override;

private:
    void viewMoved(bool zoomed = false); // after a pan or zoom
    void reload();
    void redraw(); // same design, new places
    void dragPreviewChanged(); // the workspace's drag moved on, began or ended
    void coloursChanged();
    void collapsedChanged();
    void publishCamera(); // the main view's camera into the view state
    CanvasState state() const;
    LabelRequest labelRequest() const;
    void labelsChanged();
    void showSceneArea(const QRectF& area, double maxZoom); // centre on it, zoomed to fit
    double fitZoom() const; // the zoom at which the whole design fits (0: none)
    void showWholeAt(double zoom); // the whole design centred at this zoom
    void followScale(); // the zoom of the canvas this one keeps the scale of
    bool drawsDocument() const { return m_workspace && !m_baseline; } // the open design, not a baseline
    void keepShownArea();
    bool isCollapsed(int node) const;
    const std::vector<int>& selection() const; // the view state's, unless not shown

    QPointer<Workspace> m_workspace;
    QPointer<BaselineView> m_baseline;
    QPointer<TopologyCanvas> m_sameScaleAs;
    bool m_mainView = false;
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    QVariantMap m_palette;
    ThemeColours m_theme; // from m_palette
    HiddenTiers m_hidden; // the view state's hidden tiers
    QString m_detailMode;
    CanvasView m_view;
    // The view shows the whole design and nobody has moved it since: it stays fitted as the item
    // grows or shrinks (the window's first layouts, a panel opened or closed).
    bool m_keepFitted = true;
    // The same for an area shown by request (a story's scene): kept in view as the item resizes or
    // the overlay over it changes, until the view is moved.
    std::optional<QRectF> m_keptArea;
    int m_loadGeneration = -1;
    std::optional<quint32> m_colourSeed;
    bool m_showLinks = true;
    bool m_showSelection = true;
    int m_hoveredLink = -1;
    double m_textScale = 1;
    double m_lineScale = 1;
    bool m_spotlight = false;
    std::vector<bool> m_collapsed; // per group: the view state's racks drawn as blocks by hand
    QStringList m_dragNames; // what the workspace's drag moves, by name
    DraggedItems m_dragged; // the same, per node and group
    QPointF m_dragOffset;
    bool m_settled = false;
    QTimer m_restTimer;
    CanvasRenderer m_renderer;
};

} // namespace scalescope::gui
