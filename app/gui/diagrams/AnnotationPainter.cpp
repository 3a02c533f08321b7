#include "gui/diagrams/AnnotationPainter.h"

#include "gui/diagrams/DiagramRenderer.h"
#include "gui/rendering/SceneStyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <optional>

namespace scalescope::gui {
namespace {

// Page pixels (1/96 inch): lines and text of an annotation, whatever the diagram's scale.
constexpr double kPaintedLinePixels = 3;
constexpr double kArrowHeadPixels = 14;
constexpr int kTextPixels = 15;
constexpr double kTextPadding = 6;
constexpr double kPaintedRoutePixels = 4; // as the canvas's route (RouteOverlay.cpp)
constexpr double kPaintedMarkPixels = 7;
constexpr double kPaintedOutlinePixels = 2.5;

QPointF pagePoint(const OverlayPlacement& place, const ScenePoint& point)
{
    return place.sceneToPage.map(QPointF(point.x, point.y));
}

// A label on a patch of the page's background, so that links under it do not hide it; its top
// left corner at `at`.
void paintLabel(QPainter& painter, const QString& text, QPointF at, const QColor& colour, const OverlayPlacement& place)
{
    const QFont font = DiagramRenderer::font(kTextPixels, true);
    const QFontMetricsF metrics(font);
    const QRectF box(at, QSizeF(metrics.horizontalAdvance(text) + 2 * kTextPadding, metrics.height() + kTextPadding));
    painter.setPen(Qt::NoPen);
    painter.setBrush(place.background);
    painter.drawRoundedRect(box, 3, 3);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(box, Qt::AlignCenter, text);
}

void paintArrow(QPainter& painter, const Annotation& a, const QColor& colour, const OverlayPlacement& place)
{
    const QPointF from = pagePoint(place, a.from), to = pagePoint(place, a.to);
    painter.setPen(QPen(colour, kPaintedLinePixels, Qt::SolidLine, Qt::RoundCap));
    const QLineF line(from, to);
    if (line.length() > kArrowHeadPixels) {
        QLineF shaft(from, to);
        shaft.setLength(line.length() - kArrowHeadPixels * 0.8); // the head covers the end
        painter.drawLine(shaft);
    }
    // The head: a triangle pointing at `to`.
    const double angle = std::atan2(from.y() - to.y(), from.x() - to.x());
    const double spread = 0.45; // radians either side of the shaft
    QPainterPath head(to);
    head.lineTo(to + kArrowHeadPixels * QPointF(std::cos(angle + spread), std::sin(angle + spread)));
    head.lineTo(to + kArrowHeadPixels * QPointF(std::cos(angle - spread), std::sin(angle - spread)));
    head.closeSubpath();
    painter.fillPath(head, colour);
    if (!a.text.empty())
        paintLabel(painter, QString::fromStdString(a.text), from + QPointF(-kTextPadding, 4), colour, place);
}

void paintTextBox(QPainter& painter, const Annotation& a, const QColor& colour, const OverlayPlacement& place)
{
    if (a.text.empty())
        return;
    const QFont font = DiagramRenderer::font(kTextPixels, true);
    const QFontMetricsF metrics(font);
    const QString text = QString::fromStdString(a.text);
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, 480, 10000), Qt::TextWordWrap, text);
    const QRectF box(pagePoint(place, a.from), bounds.size() + QSizeF(2 * kTextPadding, 2 * kTextPadding));
    painter.setPen(QPen(colour, kPaintedOutlinePixels));
    painter.setBrush(place.background);
    painter.drawRoundedRect(box, 4, 4);
    painter.setFont(font);
    painter.drawText(box.adjusted(kTextPadding, kTextPadding, -kTextPadding, -kTextPadding), Qt::TextWordWrap, text);
}

void paintFrame(QPainter& painter, const Annotation& a, const QColor& colour, const OverlayPlacement& place)
{
    const QRectF frame = QRectF(pagePoint(place, a.from), pagePoint(place, a.to)).normalized();
    QColor fill = colour;
    fill.setAlphaF(0.08f); // a tint that leaves what is inside readable
    painter.setPen(QPen(colour, kPaintedLinePixels));
    painter.setBrush(fill);
    painter.drawRect(frame);
    if (a.text.empty())
        return;
    // Above the frame's corner, off what it frames; inside it when the drawing's edge is too near.
    const double labelHeight = QFontMetricsF(DiagramRenderer::font(kTextPixels, true)).height() + kTextPadding;
    const bool roomAbove = frame.top() - labelHeight - kPaintedLinePixels >= place.clip.top();
    const QPointF corner = roomAbove
        ? frame.topLeft() - QPointF(kPaintedLinePixels / 2, labelHeight + kPaintedLinePixels / 2)
        : frame.topLeft() + QPointF(kPaintedLinePixels, kPaintedLinePixels);
    paintLabel(painter, QString::fromStdString(a.text), corner, colour, place);
}

// Where a device is drawn: its own box, else (racks as blocks) its block's (as RouteOverlay.cpp).
std::optional<QRectF> boxOf(const Scene& scene, NodeId node, const OverlayPlacement& place)
{
    std::optional<SceneRect> rect;
    if (node < scene.devices.size() && !scene.devices[node].empty())
        rect = scene.devices[node];
    else if (node < scene.blockOfNode.size() && scene.blockOfNode[node] < scene.blocks.size())
        rect = scene.blocks[scene.blockOfNode[node]];
    if (!rect)
        return std::nullopt;
    return place.sceneToPage.mapRect(QRectF(rect->x, rect->y, rect->width, rect->height));
}

} // namespace

QColor annotationColour(const std::string& name, bool dark)
{
    const QVariantMap palette = scenePalette(dark);
    const QVariant shade = palette.value(QStringLiteral("annotation_") + QString::fromStdString(name));
    return shade.isValid() ? shade.value<QColor>() : palette.value(QStringLiteral("annotation_grey")).value<QColor>();
}

void paintAnnotations(QPainter& painter, const std::vector<Annotation>& annotations, const OverlayPlacement& place)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(place.clip);
    for (const Annotation& a : annotations) {
        const QColor colour = annotationColour(a.colour, false);
        switch (a.kind) {
        case AnnotationKind::Arrow:
            paintArrow(painter, a, colour, place);
            break;
        case AnnotationKind::Text:
            paintTextBox(painter, a, colour, place);
            break;
        case AnnotationKind::Frame:
            paintFrame(painter, a, colour, place);
            break;
        }
    }
    painter.restore();
}

void paintSelection(QPainter& painter, const Topology& topology, const Scene& scene,
    const std::vector<NodeId>& selection, const std::vector<LinkId>& route, const OverlayPlacement& place)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(place.clip);
    const QColor routeColour = sceneColour(QStringLiteral("selection"), false);
    painter.setPen(QPen(routeColour, kPaintedRoutePixels, Qt::SolidLine, Qt::RoundCap));
    std::vector<QPointF> marks;
    for (const LinkId link : route) {
        const auto a = boxOf(scene, topology.links[link].a, place), b = boxOf(scene, topology.links[link].b, place);
        if (!a || !b)
            continue;
        painter.drawLine(a->center(), b->center());
        marks.push_back(a->center());
        marks.push_back(b->center());
    }
    for (const QPointF& mark : marks)
        painter.fillRect(QRectF(mark - QPointF(kPaintedMarkPixels / 2, kPaintedMarkPixels / 2),
                             QSizeF(kPaintedMarkPixels, kPaintedMarkPixels)),
            routeColour);
    painter.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < selection.size(); ++i) {
        const auto box = boxOf(scene, selection[i], place);
        if (!box)
            continue;
        const QString key = i == 0 ? QStringLiteral("selection") : QStringLiteral("secondSelection");
        painter.setPen(QPen(sceneColour(key, false), kPaintedOutlinePixels));
        painter.drawRect(box->adjusted(
            -kPaintedOutlinePixels, -kPaintedOutlinePixels, kPaintedOutlinePixels, kPaintedOutlinePixels));
    }
    painter.restore();
}

} // namespace scalescope::gui
