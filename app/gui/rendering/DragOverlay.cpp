#include "gui/rendering/DragOverlay.h"

#include "gui/rendering/DrawingPalette.h"
#include "gui/rendering/GeometryBatch.h"

#include <cmath>

namespace scalescope::gui {

DraggedItems draggedItems(const Topology& topology, const std::vector<std::string>& names)
{
    DraggedItems items;
    if (names.empty())
        return items;
    items.nodes.assign(topology.nodes.size(), false);
    items.groups.assign(topology.groups.size(), false);
    // A name is a group's before a device's, as the document reads it.
    std::vector<bool> named(topology.groups.size(), false);
    for (const std::string& name : names) {
        if (const auto group = topology.findGroup(name))
            named[*group] = true;
        else if (const auto node = topology.findNode(name))
            items.nodes[*node] = true;
    }
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g)
        for (GroupId up = g; up != kNoGroup && !items.groups[g]; up = topology.groups[up].parent)
            items.groups[g] = named[up];
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (const GroupId g = topology.nodes[n].group; g != kNoGroup && items.groups[g])
            items.nodes[n] = true;
    return items;
}

DragOverlay::DragOverlay(
    const DrawingList& list, const Topology& topology, const QImage& palette, const DraggedItems& items, double zoom)
{
    if (items.empty())
        return;
    auto colourOf = [&](std::uint32_t slot) { return QColor::fromRgba(qUnpremultiply(paletteEntry(palette, slot))); };
    std::vector<const DrawnBox*> boxes;
    for (const DrawnBox& box : list.boxes)
        if (!isBlock(box.kind) && items.groups[box.id])
            boxes.push_back(&box);
    // Links among the dragged devices (those to the outside stay where they are until the drop).
    std::vector<const DrawnSegment*> segments;
    for (const DrawnSegment& segment : list.segments)
        if (const auto link = list.linkOf(segment.slot); link && items.nodes[topology.links[*link].a]
            && items.nodes[topology.links[*link].b] && qAlpha(paletteEntry(palette, segment.slot)) > 0)
            segments.push_back(&segment);
    std::vector<const DrawnDevice*> devices;
    for (const DrawnDevice& device : list.devices)
        if (items.nodes[device.node])
            devices.push_back(&device);
    if (boxes.empty() && devices.empty())
        return;
    auto* batch = new GeometryBatch(boxes.size() + segments.size() + devices.size());
    std::size_t i = 0;
    for (const DrawnBox* box : boxes)
        batch->setRect(i++, box->rect, colourOf(slot::box(box->kind)));
    for (const DrawnSegment* s : segments) {
        // Whole pixels on screen, as the raster draws them.
        const double pixels = std::max(1.0, std::floor(s->widthPixels + 0.25));
        batch->setLine(i++, s->ax, s->ay, s->bx, s->by, static_cast<float>(pixels / zoom), colourOf(s->slot));
    }
    for (const DrawnDevice* device : devices)
        batch->setRect(i++, device->rect, colourOf(slot::device(device->kind)));
    appendChildNode(batch);
}

void DragOverlay::setOffset(QPointF sceneOffset)
{
    QMatrix4x4 matrix;
    matrix.translate(static_cast<float>(sceneOffset.x()), static_cast<float>(sceneOffset.y()));
    setMatrix(matrix);
}

} // namespace scalescope::gui
