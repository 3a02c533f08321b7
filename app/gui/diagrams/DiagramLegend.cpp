// DiagramRenderer's legend: the kinds of device and the tiers of link drawn, and in a heatmap
// the utilization scale, laid out in the page's width under the drawing.
#include "gui/diagrams/DiagramRenderer.h"

#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

#include <algorithm>
#include <array>

namespace scalescope::gui {
namespace {

constexpr double kSwatch = 12; // a legend swatch's side
constexpr double kLineSwatch = 26; // a legend line's length
constexpr double kItemSpacing = 18; // between legend items
constexpr double kHeatBarWidth = 320; // the utilization scale
constexpr double kHeatBarHeight = 12;

QRectF legendRect(const SceneRect& r)
{
    return QRectF(r.x, r.y, r.width, r.height);
}

} // namespace

void DiagramRenderer::collectLegend()
{
    // The kinds of device drawn, the tiers of link drawn (a hidden one is not).
    if (m_detailed) {
        std::array<bool, kNodeKindCount> kinds {};
        for (const DrawnDevice& device : m_list.devices)
            if (m_area.intersects(legendRect(device.rect)))
                kinds[static_cast<std::size_t>(device.kind)] = true;
        for (int k = 0; k < kNodeKindCount; ++k)
            if (kinds[static_cast<std::size_t>(k)])
                m_devices.push_back({ LegendItem::Box, kindColour(static_cast<NodeKind>(k), false),
                    kindLabel(static_cast<NodeKind>(k)) });
        if (std::any_of(m_list.boxes.begin(), m_list.boxes.end(),
                [](const DrawnBox& box) { return box.kind == BoxKind::CollapsedRack; }))
            m_devices.push_back(
                { LegendItem::Box, colourOf(slot::box(BoxKind::CollapsedRack)), QObject::tr("Collapsed rack") });
    } else {
        m_devices.push_back({ LegendItem::Box, colourOf(slot::box(BoxKind::Block)),
            QObject::tr("A rack or a scalable unit of racks, as one block") });
        // Switch tiers in their switches' colour, those drawn.
        auto drawn = [&](BoxKind kind) {
            return std::any_of(
                m_list.boxes.begin(), m_list.boxes.end(), [&](const DrawnBox& box) { return box.kind == kind; });
        };
        if (drawn(BoxKind::InfiniBandTier))
            m_devices.push_back({ LegendItem::Box, colourOf(slot::box(BoxKind::InfiniBandTier)),
                QObject::tr("A tier of leaf, spine or core switches") });
        if (drawn(BoxKind::EthernetTier))
            m_devices.push_back({ LegendItem::Box, colourOf(slot::box(BoxKind::EthernetTier)),
                QObject::tr("A tier of Ethernet switches") });
    }
    if (heatmap()) {
        // Idle links of every tier take one neutral colour; loaded ones the scale's.
        if (!m_segments.empty())
            m_links.push_back(
                { LegendItem::Line, sceneColour(QStringLiteral("idleLink"), false), QObject::tr("No load") });
        return;
    }
    std::array<bool, kLinkTierCount> tiers {};
    for (const std::uint32_t i : m_segments)
        tiers[static_cast<std::size_t>(m_list.segments[i].tier)] = true;
    for (int t = 0; t < kLinkTierCount; ++t) {
        const auto tier = static_cast<LinkTier>(t);
        if (!tiers[static_cast<std::size_t>(t)])
            continue;
        // As drawn: bundles blended with the background.
        const QColor colour
            = segmentColour(tierColour(tier, false), m_background, QColor(), !m_detailed, std::nullopt, false);
        m_links.push_back({ LegendItem::Line, colour, tierLabel(tier) });
    }
}

double DiagramRenderer::legend(QPainter* painter, QPointF origin, double width) const
{
    // Sections one under the other, each a heading and its items flowing left to right.
    const QFontMetricsF text(m_textFont), small(m_smallFont);
    const double rowHeight = std::max(text.height(), kSwatch) + 6;
    double y = origin.y();
    auto heading = [&](const QString& title) {
        if (painter) {
            painter->setFont(font(m_textFont.pixelSize(), true));
            painter->setPen(m_text);
            painter->drawText(QPointF(origin.x(), y + text.ascent()), title);
        }
        return QFontMetricsF(font(m_textFont.pixelSize(), true)).horizontalAdvance(title) + kItemSpacing;
    };
    auto section = [&](const QString& title, const std::vector<LegendItem>& items) {
        if (items.empty())
            return;
        const double indent = heading(title);
        double x = origin.x() + indent;
        for (const LegendItem& item : items) {
            const double swatch = item.kind == LegendItem::Box ? kSwatch : kLineSwatch;
            const double itemWidth = swatch + 6 + text.horizontalAdvance(item.label);
            if (x + itemWidth > origin.x() + width && x > origin.x() + indent) {
                x = origin.x() + indent;
                y += rowHeight;
            }
            if (painter) {
                const double middle = y + text.height() / 2;
                if (item.kind == LegendItem::Box) {
                    painter->fillRect(QRectF(x, middle - kSwatch / 2, kSwatch, kSwatch), item.colour);
                } else {
                    painter->setPen(QPen(item.colour, 3, Qt::SolidLine, Qt::FlatCap));
                    painter->drawLine(QPointF(x, middle), QPointF(x + kLineSwatch, middle));
                }
                painter->setFont(m_textFont);
                painter->setPen(m_text);
                painter->drawText(QPointF(x + swatch + 6, y + text.ascent()), item.label);
            }
            x += itemWidth + kItemSpacing;
        }
        y += rowHeight;
    };
    section(m_detailed ? QObject::tr("Devices") : QObject::tr("Blocks"), m_devices);
    section(
        heatmap() ? QObject::tr("Links") : (m_detailed ? QObject::tr("Links") : QObject::tr("Bundled links")), m_links);
    if (heatmap()) {
        // The utilization scale: the palette from 0 to 100%, with its ticks under it.
        const double indent = heading(
            m_options.logScale ? QObject::tr("Link utilization (log scale)") : QObject::tr("Link utilization"));
        const double barWidth
            = std::min(kHeatBarWidth, width - indent - small.horizontalAdvance(QStringLiteral("100%")));
        const QRectF bar(origin.x() + indent, y + (text.height() - kHeatBarHeight) / 2, barWidth, kHeatBarHeight);
        if (painter) {
            QLinearGradient gradient(bar.topLeft(), bar.topRight());
            constexpr int kStops = 16;
            const HeatRange heat = heatRangeOn(m_background.rgb());
            for (int i = 0; i <= kStops; ++i)
                gradient.setColorAt(static_cast<double>(i) / kStops,
                    QColor::fromRgb(heatColourAt(static_cast<double>(i) / kStops, heat)));
            painter->fillRect(bar, gradient);
            painter->setFont(m_smallFont);
            painter->setPen(m_mutedText);
            for (const HeatTick& tick : heatTicks(m_options.logScale)) {
                const double w = small.horizontalAdvance(tick.label);
                const double x
                    = std::clamp(bar.left() + tick.position * bar.width() - w / 2, bar.left(), bar.right() - w / 2);
                painter->drawText(QPointF(x, bar.bottom() + 2 + small.ascent()), tick.label);
            }
        }
        y += std::max(rowHeight, bar.bottom() - y + 2 + small.height() + 6);
    }
    return y - origin.y();
}

} // namespace scalescope::gui
