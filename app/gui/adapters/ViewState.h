// How the open design is viewed, shared by every view and kept apart from any of them: the
// selection, the racks collapsed by hand (by name, so they stay collapsed through edits), the
// tiers hidden, the theme, the level of detail, the heatmap's loads and scale, the side
// panel's tab (by name), which overlays the canvas shows (minimap, legend) and whether the
// charts are open under it, and where the main view looks (its camera,
// which the main canvas publishes here for the minimap, the exporter and the status bar).
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DeviceSelection.h"
#include "gui/adapters/SelectedRoute.h"

#include <QObject>
#include <QRectF>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <set>
#include <string>
#include <vector>

namespace scalescope::gui {

class ViewState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the view state")
    Q_PROPERTY(scalescope::gui::DeviceSelection* selection READ selection CONSTANT)
    // Link tiers not drawn ("nvlink", "infiniband", ...).
    Q_PROPERTY(QStringList hiddenTiers READ hiddenTiers WRITE setHiddenTiers NOTIFY hiddenTiersChanged)
    // "light" or "dark".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(bool darkTheme READ darkTheme NOTIFY themeChanged)
    // "auto" (by zoom), "full" (every device and link) or "blocks" (racks as blocks).
    Q_PROPERTY(QString detail READ detail WRITE setDetail NOTIFY detailChanged)
    // Links coloured by the loads shown (a job's traffic) rather than by tier; linear or log.
    Q_PROPERTY(bool heatmap READ heatmap NOTIFY heatmapChanged)
    Q_PROPERTY(bool logScale READ logScale WRITE setLogScale NOTIFY heatmapChanged)
    // A label (rate and ports) on every link drawn, not only on the one hovered or charted.
    Q_PROPERTY(bool linkLabels READ linkLabels WRITE setLinkLabels NOTIFY linkLabelsChanged)
    // Presentation mode (View > Present): menus and panels hidden, text enlarged for a room.
    Q_PROPERTY(bool presenting READ presenting WRITE setPresenting NOTIFY presentingChanged)
    // The interface's language as a locale name ("en", "zh_CN"): what captions are shown in.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The side panel's tab by name: one of `tabs`.
    Q_PROPERTY(QString currentTab READ currentTab WRITE setCurrentTab NOTIFY currentTabChanged)
    Q_PROPERTY(QStringList tabs READ tabs CONSTANT)
    // The overlays pinned over the main view: the minimap and the legend of kinds and tiers;
    // and the traffic's charts in a panel under it.
    Q_PROPERTY(bool showMinimap READ showMinimap WRITE setShowMinimap NOTIFY overlaysChanged)
    Q_PROPERTY(bool showLegend READ showLegend WRITE setShowLegend NOTIFY overlaysChanged)
    Q_PROPERTY(bool showCharts READ showCharts WRITE setShowCharts NOTIFY overlaysChanged)
    Q_PROPERTY(QStringList collapsedRacks READ collapsedRacks NOTIFY collapsedChanged)
    // The main view's camera: the scene rectangle on screen, its zoom (pixels per scene unit)
    // and whether it draws every device (else racks as blocks).
    Q_PROPERTY(QRectF visibleArea READ visibleArea NOTIFY cameraChanged)
    Q_PROPERTY(double zoom READ zoom NOTIFY cameraChanged)
    Q_PROPERTY(bool detailed READ detailed NOTIFY cameraChanged)

public:
    explicit ViewState(DesignDocument& document, QObject* parent = nullptr);

    DeviceSelection* selection() { return &m_selection; }
    const DeviceSelection* selection() const { return &m_selection; }
    // The route between the two GPUs selected, drawn on the canvas.
    SelectedRoute* route() { return &m_route; }
    const SelectedRoute* route() const { return &m_route; }

    QStringList hiddenTiers() const { return m_hiddenTiers; }
    void setHiddenTiers(const QStringList& tiers);
    QString theme() const { return m_theme; }
    // Anything but "dark" is the light theme.
    void setTheme(const QString& theme);
    bool darkTheme() const { return m_theme == QLatin1String("dark"); }
    QString detail() const { return m_detail; }
    void setDetail(const QString& detail); // other values are ignored
    bool logScale() const { return m_logScale; }
    void setLogScale(bool logScale);
    bool linkLabels() const { return m_linkLabels; }
    void setLinkLabels(bool on);
    bool presenting() const { return m_presenting; }
    void setPresenting(bool on);
    QString language() const { return m_language; }
    void setLanguage(const QString& language); // an empty name is ignored

    // Each link's load, 0 to 1, by link index: what the traffic playback shows now. Empty: the
    // links take their tiers' colours.
    const std::vector<float>& linkLoads() const { return m_linkLoads; }
    void setLinkLoads(std::vector<float> loads);
    // The same, handing back the loads shown until now: a buffer the caller fills again for the
    // next frame (a playback samples a million links each frame, without allocating).
    std::vector<float> exchangeLinkLoads(std::vector<float> loads);
    bool heatmap() const { return !m_linkLoads.empty(); }

    QString currentTab() const { return m_currentTab; }
    void setCurrentTab(const QString& tab); // a name not in `tabs` is ignored
    QStringList tabs() const;

    bool showMinimap() const { return m_showMinimap; }
    void setShowMinimap(bool show);
    bool showLegend() const { return m_showLegend; }
    void setShowLegend(bool show);
    bool showCharts() const { return m_showCharts; }
    void setShowCharts(bool show);

    // Collapses the rack a device sits in to one block (its links drawn to the block), or
    // expands it again; devices outside racks have nothing to collapse.
    Q_INVOKABLE void toggleCollapsed(int node);
    Q_INVOKABLE bool isCollapsed(int node) const;
    QStringList collapsedRacks() const;
    // Exactly these racks collapsed, by name (a story's scene brings its own back).
    void setCollapsedRacks(const QStringList& racks);
    // Per group of a topology: whether it is a rack collapsed by hand.
    std::vector<bool> collapsedGroups(const Topology& topology) const;

    // Selects every device drawn inside a scene rectangle (a rubber band), or every device drawn.
    Q_INVOKABLE void selectInArea(const QRectF& sceneArea);
    Q_INVOKABLE void selectAll();

    QRectF visibleArea() const { return m_visibleArea; }
    double zoom() const { return m_zoom; }
    bool detailed() const { return m_detailed; }
    void setCamera(const QRectF& visibleArea, double zoom, bool detailed);

signals:
    void hiddenTiersChanged();
    void themeChanged();
    void detailChanged();
    void heatmapChanged();
    void linkLabelsChanged();
    void presentingChanged();
    void languageChanged();
    // The loads shown changed (every frame of a playback): colours only.
    void linkLoadsChanged();
    void currentTabChanged();
    void overlaysChanged();
    void collapsedChanged();
    void cameraChanged();

private:
    void topologyReplaced();
    void selectWhere(const QRectF* sceneArea); // devices drawn there; null: every one drawn

    DesignDocument& m_document;
    DeviceSelection m_selection;
    SelectedRoute m_route { m_document, m_selection };
    int m_loadGeneration = -1;
    QStringList m_hiddenTiers;
    QString m_theme = QStringLiteral("light");
    QString m_detail = QStringLiteral("auto");
    bool m_logScale = false;
    bool m_linkLabels = false;
    bool m_presenting = false;
    QString m_language = QStringLiteral("en");
    std::vector<float> m_linkLoads;
    QString m_currentTab = QStringLiteral("summary");
    bool m_showMinimap = true;
    bool m_showLegend = true;
    bool m_showCharts = false;
    std::set<std::string> m_collapsed; // racks by name
    QRectF m_visibleArea;
    double m_zoom = 1;
    bool m_detailed = false;
};

} // namespace scalescope::gui
