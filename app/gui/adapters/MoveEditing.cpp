#include "gui/adapters/MoveEditing.h"

#include <cmath>

namespace scalescope::gui {

MoveEditing::MoveEditing(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    // A drag under way is of the design it began on.
    connect(&m_document, &DesignDocument::topologyReplaced, this, &MoveEditing::forgetDrag);
}

void MoveEditing::forgetDrag()
{
    m_dragStart.clear();
    if (std::exchange(m_dragOffset, std::nullopt))
        emit dragPreviewChanged();
}

QString MoveEditing::movableNameAt(int node) const
{
    const QStringList names = movableNamesAt({ node });
    return names.isEmpty() ? QString() : names.front();
}

QStringList MoveEditing::movableNamesAt(const QVariantList& nodes) const
{
    QStringList names;
    const auto topology = m_document.topology();
    if (!topology)
        return names;
    for (const std::string& name : movableItemsOf(*topology, nodeIds(nodes, topology.get())))
        names.append(QString::fromStdString(name));
    return names;
}

Position MoveEditing::corner(const std::string& name) const
{
    const auto topology = m_document.topology();
    const auto scene = m_document.scene();
    if (!topology || !scene)
        return {};
    return itemCorner(*topology, *scene, name).value_or(Position {});
}

QPointF MoveEditing::positionOf(const QString& name) const
{
    const Position at = corner(name.toStdString());
    return { at.x, at.y };
}

void MoveEditing::beginDrag(const QStringList& names)
{
    m_dragStart.clear();
    for (const QString& name : names)
        m_dragStart.emplace_back(name.toStdString(), corner(name.toStdString()));
}

void MoveEditing::previewDrag(double dx, double dy)
{
    if (m_dragStart.empty() || !m_document.topology())
        return;
    // Every item moves by the same offset: one item snaps to the grid, several keep their
    // arrangement and move by whole grid steps.
    const Position& start = m_dragStart.front().second;
    const Position target
        = dragTarget(start, Position { static_cast<float>(dx), static_cast<float>(dy) }, m_dragStart.size());
    m_dragOffset = QPointF(target.x - start.x, target.y - start.y);
    emit dragPreviewChanged();
}

QStringList MoveEditing::draggedNames() const
{
    QStringList names;
    if (m_dragOffset)
        for (const auto& [name, start] : m_dragStart)
            names.append(QString::fromStdString(name));
    return names;
}

void MoveEditing::commitDrag(double dx, double dy)
{
    const auto starts = std::exchange(m_dragStart, {});
    if (std::exchange(m_dragOffset, std::nullopt))
        emit dragPreviewChanged(); // the views drop the preview; the move (if any) lays out once
    // A click, or a drag shorter than half a grid step, moves nothing (not even onto the grid).
    if (starts.empty() || (std::abs(dx) < kSnapGrid / 2 && std::abs(dy) < kSnapGrid / 2))
        return;
    const Position offset { static_cast<float>(dx), static_cast<float>(dy) };
    std::vector<ItemMove> moves;
    for (const auto& [name, start] : starts)
        moves.push_back({ name, start, dragTarget(start, offset, starts.size()) });
    m_document.pushMoves(moves,
        starts.size() == 1 ? tr("Move %1").arg(QString::fromStdString(starts.front().first))
                           : tr("Move %1 items").arg(starts.size()));
}

void MoveEditing::commitMove(const QString& name, double fromX, double fromY, double toX, double toY)
{
    m_dragStart = { { name.toStdString(), Position { static_cast<float>(fromX), static_cast<float>(fromY) } } };
    commitDrag(toX - fromX, toY - fromY);
}

void MoveEditing::placeAt(const QString& name, double x, double y)
{
    if (!m_document.topology())
        return;
    const std::string item = name.toStdString();
    m_document.pushMoves(
        { { item, corner(item), Position { static_cast<float>(x), static_cast<float>(y) } } }, tr("Move %1").arg(name));
}

void MoveEditing::nudge(const QVariantList& nodes, int stepsX, int stepsY)
{
    std::vector<ItemMove> moves;
    for (const QString& name : movableNamesAt(nodes)) {
        const Position from = corner(name.toStdString());
        moves.push_back({ name.toStdString(), from,
            Position {
                from.x + static_cast<float>(stepsX) * kSnapGrid, from.y + static_cast<float>(stepsY) * kSnapGrid } });
    }
    if (!moves.empty())
        m_document.pushMoves(moves, tr("Nudge %1 items").arg(moves.size()));
}

} // namespace scalescope::gui
