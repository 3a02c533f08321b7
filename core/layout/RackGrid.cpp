#include "layout/RackGrid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

namespace scalescope {

using namespace scene;

RackGridShape rackGridShape(std::size_t boxCount, BoxSize largest, std::size_t unitSize)
{
    RackGridShape shape;
    const auto count = static_cast<double>(boxCount);
    shape.boxesPerRow = std::clamp(
        static_cast<int>(std::lround(std::sqrt(count * kAspect * largest.height / largest.width))), 1, kMaxRacksPerRow);
    const auto unit = static_cast<int>(std::min<std::size_t>(unitSize, kMaxRacksPerRow));
    if (boxCount > kMaxSeparateBoxes && unit > 1 && unit <= shape.boxesPerRow)
        shape.boxesPerRow
            = std::clamp(static_cast<int>(std::lround(static_cast<double>(shape.boxesPerRow) / unit)) * unit, unit,
                kMaxRacksPerRow / unit * unit);
    shape.rows = static_cast<int>((count + shape.boxesPerRow - 1) / shape.boxesPerRow);
    shape.boxesWidth
        = std::min<float>(shape.boxesPerRow, static_cast<float>(count)) * (largest.width + kRackGap) - kRackGap;
    shape.boxesHeight = std::max(0, shape.rows) * (largest.height + kRackGap);
    shape.sceneWidth = std::max({ shape.boxesWidth, 0.8f * kAspect * shape.boxesHeight, kMinWidth });
    shape.left = (shape.sceneWidth - std::max(shape.boxesWidth, 0.0f)) / 2;
    return shape;
}

void orderHostsByFirstSwitch(const Topology& topology, const LayoutOutline& outline, std::vector<GroupId>& hostGroups)
{
    constexpr std::uint64_t kNoSwitch = ~std::uint64_t(0);
    std::vector<std::uint64_t> switchKey(topology.nodes.size(), kNoSwitch);
    for (int tier = band::kLeaf; tier >= band::kCore; --tier)
        for (std::size_t i = 0; i < outline.bands[tier].size(); ++i)
            switchKey[outline.bands[tier][i]] = std::uint64_t(band::kLeaf - tier) << 32 | i;
    std::vector<std::uint64_t> groupKey(topology.groups.size(), kNoSwitch);
    for (const Link& link : topology.links)
        for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } }) {
            const GroupId host = outline.topGroupOf[end];
            if (host != kNoGroup && switchKey[other] != kNoSwitch)
                groupKey[host] = std::min(groupKey[host], switchKey[other]);
        }
    std::stable_sort(
        hostGroups.begin(), hostGroups.end(), [&](GroupId x, GroupId y) { return groupKey[x] < groupKey[y]; });
}

PlacedBoxes placeRackGrid(GroupBoxes& boxes, const std::vector<GroupId>& racks, const std::vector<GroupId>& hostGroups,
    BoxSize largest, float top, std::size_t unitSize)
{
    const RackGridShape shape = rackGridShape(racks.size() + hostGroups.size(), largest, unitSize);
    PlacedBoxes placed;
    placed.sceneWidth = shape.sceneWidth;
    placed.bottom = top + shape.boxesHeight;
    const int perRow = shape.boxesPerRow;
    int cell = 0;
    auto place = [&](GroupId g, bool isRack) {
        const float x = shape.left + (cell % perRow) * (largest.width + kRackGap);
        const float y = top + (cell / perRow) * (largest.height + kRackGap);
        if (isRack)
            boxes.placeRack(g, x, y);
        else
            boxes.placeTray(g, x, y);
        placed.boxes.push_back(g);
        placed.startsRow.push_back(cell % perRow == 0);
        ++cell;
    };
    for (const GroupId rack : racks)
        place(rack, true);
    for (const GroupId g : hostGroups)
        place(g, false);
    return placed;
}

} // namespace scalescope
