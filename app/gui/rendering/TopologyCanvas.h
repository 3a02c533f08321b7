// The canvas: every device and link of the open design, drawn once into a raster of palette
// indexes (see SceneRaster.h) that one textured quad shows in colour, under one transform for
// pan and zoom. Zoomed out, each rack is one block and the links between blocks are bundled;
// zoomed in, every GPU, switch chip and link appears. Moving the view changes only the
// transform; recolouring links (the heatmap) rewrites only the palette. It paints what its
// workspace holds (the design, the selection, collapsed racks, hidden tiers, level of detail,
// link loads) and owns only its camera: zoom and centre.
#pragma once

#include "gui/adapters/Workspace.h"
#include "gui/rendering/SceneStyle.h"

#include <QColor>
#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <future>
#include <memory>
#include <optional>
#include <vector>

namespace scalescope::gui {

class PaletteRasterNode;
struct RasterContent;

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

public:
    explicit TopologyCanvas(QQuickItem* parent = nullptr);
    ~TopologyCanvas() override;

    Workspace* workspace() const { return m_workspace; }
    void setWorkspace(Workspace* workspace);
    bool mainView() const { return m_mainView; }
    void setMainView(bool mainView);
    QVariantMap palette() const { return m_palette; }
    void setPalette(const QVariantMap& palette);
    double zoom() const { return m_zoom; }
    bool detailed() const;
    QString detailMode() const { return m_detailMode; }
    // "", "auto" (by zoom), "full" (every device and link) or "blocks" (racks as blocks).
    void setDetailMode(const QString& mode);

    // Selects every device drawn inside a rectangle of the item (rubber band).
    Q_INVOKABLE void selectInRect(QRectF itemRect);

    // The scene point under a point of the item, and the reverse.
    Q_INVOKABLE QPointF sceneAt(QPointF itemPoint) const;
    Q_INVOKABLE QPointF itemAt(QPointF scenePoint) const;
    // Where a device's centre is drawn, in item coordinates.
    Q_INVOKABLE QPointF deviceCenter(int node) const;
    // Shows this scene point at the item's centre.
    Q_INVOKABLE void centerAt(QPointF scenePoint);
    QRectF visibleScene() const;
    bool showLinks() const { return m_showLinks; }
    void setShowLinks(bool show);
    bool showSelection() const { return m_showSelection; }
    void setShowSelection(bool show);
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
    // The link drawn at (or a pixel or two from) a point of the item, or -1 (also over bundles).
    Q_INVOKABLE int linkAt(QPointF itemPoint) const;
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

protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    struct Layer;
    struct Drawing;
    void buildBlocks(Drawing& drawing);
    void buildDetail(Drawing& drawing);
    void setContent(Drawing& drawing, std::shared_ptr<const RasterContent> content);
    void updatePalette(Drawing& drawing);
    // Keeps a raster of the drawing around the view, drawn anew on a worker thread while an
    // older one is shown scaled.
    void updateRaster(Drawing& drawing);
    void updateSelection(Layer& layer);
    void viewMoved(); // after a pan or zoom
    void reload();
    void redraw(); // same design, new places
    void publishCamera(); // the main view's camera into the view state
    QColor colour(const QString& key) const; // from the palette QML gives, else the light theme
    QColor tierColour(LinkTier tier) const;
    bool isCollapsed(int node) const;
    const std::vector<int>& selection() const;

    QPointer<Workspace> m_workspace;
    bool m_mainView = false;
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    QVariantMap m_palette;
    std::array<bool, kLinkTierCount> m_tierHidden {}; // the view state's, when the drawing was built
    QString m_detailMode;
    double m_zoom = 1.0;
    QPointF m_center; // scene point shown at the item's centre
    bool m_fitPending = true;
    int m_loadGeneration = -1;
    bool m_sceneDirty = true; // geometry must be rebuilt
    bool m_coloursDirty = false;
    quint32 m_colourSeed = 0;
    bool m_seeded = false;
    void showSceneArea(const QRectF& area, double maxZoom); // centre on it, zoomed to fit
    bool m_showLinks = true;
    bool m_showSelection = true;
    std::vector<bool> m_collapsed; // per group: racks drawn as blocks by hand, when the drawing was built
    bool m_selectionDirty = true;
    // Link rasters: the one being drawn, the last one finished, whether the view has rested.
    struct FinishedRaster {
        QImage image;
        QRectF sceneArea;
        double zoom = 1;
        int key = 0;
    };
    std::future<void> m_rasterJob;
    std::optional<FinishedRaster> m_finishedRaster;
    int m_contentKey = 0;
    // What the shown raster holds, for linkAt (set while the scene graph syncs).
    struct HitRaster {
        QImage image;
        QRectF area;
        int key = 0;
        bool bundles = false;
        std::shared_ptr<const std::vector<std::uint32_t>> segments;
    };
    HitRaster m_hit;
    bool m_settled = false;
    QTimer m_restTimer;
};

} // namespace scalescope::gui
