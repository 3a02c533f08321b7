// A diagram of a design, for files: the canvas's drawing list (core/layout/DrawingList.h) in
// the canvas's palette (DrawingPalette.h), painted with QPainter, so that it looks as the screen
// does (group boxes and every device and link, or racks as blocks with the links between them
// bundled; links by tier, or by a job's load at a moment), with a title and a legend. One
// drawing routine, three outputs: SVG and PDF, where text stays text, and PNG at a chosen
// resolution. Needs a QGuiApplication (fonts) but no QML and no window.
#pragma once

#include "layout/DrawingList.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <QByteArray>
#include <QColor>
#include <QFont>
#include <QImage>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QTransform>

#include <functional>
#include <optional>
#include <vector>

class QPainter;

namespace scalescope::gui {

enum class DiagramFormat { Svg, Pdf, Png };
// "svg", "pdf" or "png" (any case).
std::optional<DiagramFormat> parseDiagramFormat(const QString& text);

// "auto" as the canvas: every device while the drawing is large enough, else rack blocks.
enum class DiagramDetail { Auto, Full, Blocks };

struct DiagramOptions {
    QString title;
    QString subtitle; // a line under the title: what is shown
    DiagramDetail detail = DiagramDetail::Auto;
    std::optional<QRectF> sceneArea; // a part of the scene (a view); unset: the whole design
    std::optional<double> pixelsPerSceneUnit; // the drawing's scale; unset: as large as fits kMaxDrawing
    std::vector<float> linkLoads; // by link, 0 to 1: a heatmap; empty: colours by tier
    bool logScale = false; // the heatmap's scale
    QStringList hiddenTiers; // tiers not drawn ("ethernet")
    std::vector<bool> collapsedGroups; // per group: racks collapsed to one block on the canvas
    // Drawn over the drawing, clipped to it (a story's annotations): given where scene points land
    // on the page and the drawing's rectangle there.
    std::function<void(QPainter&, const QTransform& sceneToPage, const QRectF& drawing)> overlay;
    QString caption; // wrapped under the drawing, above the legend (a story's scene's words)
};

class DiagramRenderer {
public:
    // Page sizes are in CSS pixels, 96 to the inch; PNG and PDF scale them by their resolution.
    static constexpr double kPagePixelsPerInch = 96;
    // The whole design is drawn at most this large (and never above one pixel a scene unit).
    static constexpr double kMaxDrawingWidth = 2400;
    static constexpr double kMaxDrawingHeight = 1800;
    // A PNG larger than this is refused (lower the resolution): a side the painter can reach,
    // and memory for the image (4 bytes a pixel) within reason.
    static constexpr int kMaxImageSide = 32000;
    static constexpr double kMaxImagePixels = 256e6;

    // The topology and scene must outlive the renderer.
    DiagramRenderer(const Topology& topology, const Scene& scene, DiagramOptions options);

    QSizeF pageSize() const { return m_pageSize; }
    // Where the scene is drawn on the page.
    QRectF drawingRect() const { return m_drawingRect; }
    bool detailed() const { return m_detailed; }
    bool heatmap() const { return !m_options.linkLoads.empty(); }
    // Links (or bundles, in blocks) drawn.
    std::size_t segmentCount() const;

    // Where a point of the scene lands on the page (what is drawn over the diagram, such as a
    // story's annotations, is placed by it).
    QTransform sceneToPage() const;
    // The part of the scene drawn, in scene units.
    QRectF sceneArea() const { return m_area; }

    // Draws the page with the painter's coordinates in page pixels.
    void paint(QPainter& painter) const;
    // The diagram as a file's bytes; PNG and PDF at this many dots per inch. Throws
    // std::runtime_error when it cannot be drawn at that size.
    QByteArray render(DiagramFormat format, int dotsPerInch) const;

    // Any sans-serif face (for Chinese text the simplified-Chinese forms of Noto CJK first).
    static QFont font(int pixels, bool bold = false);

private:
    struct LegendItem {
        enum Kind { Box, Line } kind = Box;
        QColor colour;
        QString label;
    };
    void layoutPage();
    void collectSegments();
    void collectLegend();
    QPointF toPage(double sceneX, double sceneY) const;
    QRectF toPage(const SceneRect& rect) const;
    QColor colourOf(std::uint32_t slot) const; // from the palette
    void paintDrawing(QPainter& painter) const;
    void paintLabels(QPainter& painter) const;
    void paintGroupLabels(QPainter& painter) const;
    void paintDeviceLabels(QPainter& painter) const;
    void paintBlockLabels(QPainter& painter) const;
    // Lays the legend out in `width` (DiagramLegend.cpp); paints it too when a painter is given.
    // Returns its height.
    double legend(QPainter* painter, QPointF origin, double width) const;

    const Topology& m_topology;
    const Scene& m_scene;
    DiagramOptions m_options;
    bool m_detailed = true;
    QRectF m_area; // scene units
    double m_scale = 1; // page pixels per scene unit
    QRectF m_drawingRect; // page pixels
    QRectF m_captionRect; // page pixels; empty without a caption
    QSizeF m_pageSize;
    QFont m_titleFont, m_textFont, m_smallFont, m_captionFont;
    QColor m_background, m_text, m_mutedText;
    DrawingList m_list;
    QImage m_palette; // the list's colours, as the canvas would show them in the light theme
    std::vector<std::uint32_t> m_segments; // of m_list.segments, those drawn, in drawing order
    std::vector<LegendItem> m_devices, m_links;
};

// Several diagrams as the pages of one PDF, each page its diagram's size, at this many dots per
// inch (a story's handout). Throws std::runtime_error when there is no page.
QByteArray renderPdfPages(const std::vector<const DiagramRenderer*>& pages, int dotsPerInch, const QString& title);

} // namespace scalescope::gui
