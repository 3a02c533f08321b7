// The canvas: every device and link of the open design, drawn once into a raster of palette
// slots (see SceneRaster.h) that one textured quad shows in colour, under one transform for
// pan and zoom. Zoomed out, each rack is one block and the links between blocks are bundled;
// zoomed in, every GPU, switch chip and link appears. Moving the view changes only the
// transform; recolouring links (the heatmap), hiding a tier or switching the theme rewrites
// only the palette; a drag moves an overlay of what is dragged. This item holds the view and
// the selection and answers what is where; CanvasRenderer.h makes the scene graph.
#pragma once

#include "gui/adapters/DesignDocument.h"
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
    Q_PROPERTY(scalescope::gui::DesignDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(QVariantMap palette READ palette WRITE setPalette NOTIFY paletteChanged)
    Q_PROPERTY(double zoom READ zoom NOTIFY viewChanged)
    Q_PROPERTY(bool detailed READ detailed NOTIFY viewChanged)
    Q_PROPERTY(QString detail READ detailMode WRITE setDetailMode NOTIFY viewChanged)
    Q_PROPERTY(QStringList hiddenTiers READ hiddenTiers WRITE setHiddenTiers NOTIFY hiddenTiersChanged)
    Q_PROPERTY(int selectedNode READ selectedNode WRITE setSelectedNode NOTIFY selectedNodeChanged)
    // The scene rectangle the item shows now (for the minimap).
    Q_PROPERTY(QRectF visibleScene READ visibleScene NOTIFY viewChanged)
    // Off for an overview that draws only the blocks (the minimap).
    Q_PROPERTY(bool showLinks READ showLinks WRITE setShowLinks NOTIFY viewChanged)
    // With exactly two devices selected, the second: the inspector shows the path between them.
    Q_PROPERTY(int secondNode READ secondNode WRITE setSecondNode NOTIFY selectedNodeChanged)
    // Everything selected, the first (primary) device first.
    Q_PROPERTY(QVariantList selectedNodes READ selectedNodes NOTIFY selectedNodeChanged)
    // Links coloured by load (setLinkLoads) rather than by tier; on a log scale or a linear one.
    Q_PROPERTY(bool heatmap READ heatmap NOTIFY heatmapChanged)
    Q_PROPERTY(bool logScale READ logScale WRITE setLogScale NOTIFY heatmapChanged)

public:
    explicit TopologyCanvas(QQuickItem* parent = nullptr);
    ~TopologyCanvas() override;

    DesignDocument* document() const { return m_document; }
    void setDocument(DesignDocument* document);
    QVariantMap palette() const { return m_palette; }
    void setPalette(const QVariantMap& palette);
    double zoom() const { return m_view.zoom; }
    bool detailed() const;
    QString detailMode() const { return m_detailMode; }
    // "auto" (by zoom), "full" (every device and link) or "blocks" (racks as blocks).
    void setDetailMode(const QString& mode);
    QStringList hiddenTiers() const { return m_hiddenTiers; }
    void setHiddenTiers(const QStringList& tiers);

    int selectedNode() const { return m_selection.empty() ? -1 : m_selection[0]; }
    void setSelectedNode(int node);
    int secondNode() const { return m_selection.size() == 2 ? m_selection[1] : -1; }
    void setSecondNode(int node);
    QVariantList selectedNodes() const;
    // Adds a device to the selection, or takes it out (Ctrl+click).
    Q_INVOKABLE void toggleSelected(int node);
    // Selects every device drawn inside a rectangle of the item (rubber band).
    Q_INVOKABLE void selectInRect(QRectF itemRect);
    // Selects every device drawn.
    Q_INVOKABLE void selectAll();

    // The scene point under a point of the item, and the reverse.
    Q_INVOKABLE QPointF sceneAt(QPointF itemPoint) const { return m_view.sceneAt(itemPoint); }
    Q_INVOKABLE QPointF itemAt(QPointF scenePoint) const { return m_view.itemAt(scenePoint); }
    // Where a device's centre is drawn, in item coordinates.
    Q_INVOKABLE QPointF deviceCenter(int node) const;
    // Collapses the rack a device sits in to one block (its links drawn to the block), or
    // expands it again.
    Q_INVOKABLE void toggleCollapsed(int node);
    Q_INVOKABLE bool isCollapsed(int node) const;
    // Per group: the racks collapsed by hand (empty when none ever was).
    const std::vector<bool>& collapsedRacks() const { return m_collapsed; }
    // Shows this scene point at the item's centre.
    Q_INVOKABLE void centerAt(QPointF scenePoint);
    QRectF visibleScene() const { return m_view.visibleScene(); }
    bool showLinks() const { return m_showLinks; }
    void setShowLinks(bool show);
    // The device drawn at a point of the item, or -1.
    Q_INVOKABLE int deviceAt(QPointF itemPoint) const;
    // Centres the view on a device, zooming in far enough to show it in detail.
    Q_INVOKABLE void centerOn(int node);
    Q_INVOKABLE void fitToView();
    // Fits the view to the selected devices (no further in than kCenterOnZoom * 2); with
    // nothing selected, to the whole design.
    Q_INVOKABLE void zoomToSelection();
    Q_INVOKABLE void zoomAt(QPointF itemPoint, double factor);
    Q_INVOKABLE void panBy(double dx, double dy);
    // Gives every link a colour of its own from `seed` (the benchmark's per-frame recolouring).
    Q_INVOKABLE void recolourLinks(quint32 seed);
    // Each link's load, 0 to 1, by link index: the links take heatmap colours (bundles the
    // load of their links together). Empty: back to tier colours. Only colours change.
    void setLinkLoads(std::vector<float> loads);
    bool heatmap() const { return !m_linkLoads.empty(); }
    // The loads shown (empty without a heatmap), for exporting what is on screen.
    const std::vector<float>& linkLoads() const { return m_linkLoads; }
    bool logScale() const { return m_logScale; }
    void setLogScale(bool logScale);
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
    void documentChanged();
    void paletteChanged();
    void viewChanged();
    void hiddenTiersChanged();
    void selectedNodeChanged();
    void heatmapChanged();

protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void viewMoved(bool zoomed = false); // after a pan or zoom
    void reload();
    void redraw(); // same design, new places
    void dragPreviewChanged(); // the document's drag moved on, began or ended
    void coloursChanged();
    CanvasState state() const;
    void showSceneArea(const QRectF& area, double maxZoom); // centre on it, zoomed to fit
    void selectWhere(const QRectF& sceneArea); // devices drawn there; null: all
    void selectionChanged();

    QPointer<DesignDocument> m_document;
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    QVariantMap m_palette;
    ThemeColours m_theme; // from m_palette
    QStringList m_hiddenTiers;
    HiddenTiers m_hidden; // the same
    QString m_detailMode = QStringLiteral("auto");
    CanvasView m_view;
    bool m_fitPending = true;
    int m_loadGeneration = -1;
    std::optional<quint32> m_colourSeed;
    std::vector<int> m_selection;
    bool m_showLinks = true;
    std::vector<bool> m_collapsed; // per group: racks drawn as blocks by hand
    std::vector<float> m_linkLoads;
    bool m_logScale = false;
    QStringList m_dragNames; // what the document's drag moves, by name
    DraggedItems m_dragged; // the same, per node and group
    QPointF m_dragOffset;
    bool m_settled = false;
    QTimer m_restTimer;
    CanvasRenderer m_renderer;
};

} // namespace scalescope::gui
