#include "layout/FabricRows.h"

#include "layout/SwitchRows.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace scalescope {
namespace {

using namespace scene;

constexpr float kUnitGap = 2 * kRackGap; // between units, twice that between hosts of one
constexpr float kLeafStep = kDevice + kGap;

// A unit's hosts in rows of up to `perRow` boxes, each centred in a cell as wide as the unit's
// widest host and half a rack gap; the unit as wide as that block or its leaf row, whichever is
// wider; the tree as wide as its units and the gaps between them. Scene units.
class UnitWidths {
public:
    UnitWidths(const std::vector<FabricUnit>& units, const std::vector<SceneRect>& groupRects)
        : m_units(units)
        , m_cellWidth(units.size(), 0)
    {
        for (std::size_t i = 0; i < units.size(); ++i)
            for (const GroupId g : units[i].hosts)
                m_cellWidth[i] = std::max(m_cellWidth[i], groupRects[g].width + kRackGap / 2);
    }
    float cellWidth(std::size_t unit) const { return m_cellWidth[unit]; }
    float hostsWidth(std::size_t unit, std::size_t perRow) const
    {
        const std::size_t hosts = m_units[unit].hosts.size();
        return hosts == 0 ? 0.0f : static_cast<float>(std::min(hosts, perRow)) * m_cellWidth[unit] - kRackGap / 2;
    }
    float unitWidth(std::size_t unit, std::size_t perRow) const
    {
        return std::max(hostsWidth(unit, perRow), static_cast<float>(m_units[unit].leaves.size()) * kLeafStep - kGap);
    }
    float treeWidth(std::size_t perRow) const
    {
        float total = 0;
        for (std::size_t i = 0; i < m_units.size(); ++i)
            total += (i > 0 ? kUnitGap : 0) + unitWidth(i, perRow);
        return total;
    }

private:
    const std::vector<FabricUnit>& m_units;
    std::vector<float> m_cellWidth;
};

// The hosts per row, the same for every unit, that make the tree (from the top of the scene to
// its tallest unit's last row) closest to 16:9.
std::size_t hostsPerRowNearestAspect(
    const std::vector<FabricUnit>& units, const UnitWidths& widths, float cellHeight, float top)
{
    std::size_t mostHosts = 1;
    for (const FabricUnit& unit : units)
        mostHosts = std::max(mostHosts, unit.hosts.size());
    std::size_t perRow = 1;
    double bestMiss = 0;
    for (std::size_t candidate = 1; candidate <= mostHosts; ++candidate) {
        const double rows = static_cast<double>((mostHosts + candidate - 1) / candidate);
        const double miss = std::abs(std::log(widths.treeWidth(candidate) / (top + rows * cellHeight) / kAspect));
        if (candidate == 1 || miss < bestMiss)
            perRow = candidate, bestMiss = miss;
    }
    return perRow;
}

// One unit's place: its span from `left`, its hosts in `columns` cells of `cellWidth` from `top`.
struct UnitCells {
    float left = 0;
    float span = 0;
    float hostsWidth = 0;
    std::size_t columns = 1;
    float cellWidth = 0;
    float top = 0;
    float cellHeight = 0;
};

// The unit's leaves in a row at the leaf tier centred over its span: packed, or, over several
// columns of hosts, spread from above the first column's middle to above the last's.
void placeUnitLeaves(const FabricUnit& unit, const UnitCells& cells, const std::vector<NodeId>& leafBand,
    std::vector<SceneRect>& deviceRects, std::vector<NodeId>& leavesPlaced)
{
    const std::size_t leafCount = unit.leaves.size();
    float leafStep = kLeafStep;
    if (leafCount > 1 && cells.columns > 1)
        leafStep = std::max(
            leafStep, static_cast<float>(cells.columns - 1) * cells.cellWidth / static_cast<float>(leafCount - 1));
    float leafX
        = cells.left + (cells.span - (leafCount > 0 ? static_cast<float>(leafCount - 1) * leafStep + kDevice : 0)) / 2;
    for (const std::uint32_t leaf : unit.leaves) {
        deviceRects[leafBand[leaf]] = SceneRect { leafX, switchTierTop(band::kLeaf), kDevice, kDevice };
        leavesPlaced.push_back(leafBand[leaf]);
        leafX += leafStep;
    }
}

// The unit's hosts row by row, each centred in its cell, the block centred in the unit's span.
void placeUnitHosts(const FabricUnit& unit, const UnitCells& cells, GroupBoxes& boxes,
    const std::vector<SceneRect>& groupRects, PlacedBoxes& placed)
{
    const float hostsLeft = cells.left + (cells.span - cells.hostsWidth) / 2;
    for (std::size_t k = 0; k < unit.hosts.size(); ++k) {
        const GroupId g = unit.hosts[k];
        const float cellLeft = hostsLeft + static_cast<float>(k % cells.columns) * cells.cellWidth;
        boxes.placeTray(g, cellLeft + (cells.cellWidth - kRackGap / 2 - groupRects[g].width) / 2,
            cells.top + static_cast<float>(k / cells.columns) * cells.cellHeight);
        placed.boxes.push_back(g);
        placed.startsRow.push_back(k % cells.columns == 0);
    }
    const auto rows = static_cast<float>((unit.hosts.size() + cells.columns - 1) / cells.columns);
    placed.bottom = std::max(placed.bottom, cells.top + rows * cells.cellHeight + kRackGap / 2);
}

// A band's devices centred as near `wantedX` as a device and its gap apart allow, within `width`.
void placePackedNear(const std::vector<NodeId>& devices, const std::vector<float>& wantedX, float top, float width,
    std::vector<SceneRect>& deviceRects)
{
    constexpr float step = kDevice + kGap;
    std::vector<float> centreX(devices.size());
    for (std::size_t i = 0; i < devices.size(); ++i)
        centreX[i] = std::max(wantedX[i], i > 0 ? centreX[i - 1] + step : step / 2);
    for (std::size_t i = devices.size(); i-- > 0;) {
        centreX[i] = std::min(centreX[i], i + 1 < devices.size() ? centreX[i + 1] - step : width - step / 2);
        deviceRects[devices[i]] = SceneRect { centreX[i] - kDevice / 2, top, kDevice, kDevice };
    }
}

} // namespace

PlacedBoxes placeFabricTree(const Topology& topology, const std::vector<FabricUnit>& units, float boxHeight, float top,
    GroupBoxes& boxes, DeviceBands& bands, Scene& scene)
{
    const UnitWidths widths(units, scene.groups);
    const float cellHeight = boxHeight + kRackGap / 2;
    const std::size_t perRow = hostsPerRowNearestAspect(units, widths, cellHeight, top);
    const float treeWidth = widths.treeWidth(perRow);
    PlacedBoxes placed;
    placed.unitsSpanRows = true;
    // At least as wide as the spines packed in one row, so that none wraps onto a second.
    placed.sceneWidth = std::max({ treeWidth, static_cast<float>(bands[band::kSpine].size()) * kLeafStep, kMinWidth });
    placed.bottom = top;
    std::vector<NodeId> leavesPlaced;
    float cursorX = (placed.sceneWidth - treeWidth) / 2;
    for (std::size_t i = 0; i < units.size(); ++i) {
        UnitCells cells;
        cells.left = cursorX + (i > 0 ? kUnitGap : 0);
        cells.span = widths.unitWidth(i, perRow);
        cells.hostsWidth = widths.hostsWidth(i, perRow);
        cells.columns = std::max<std::size_t>(1, std::min(units[i].hosts.size(), perRow));
        cells.cellWidth = widths.cellWidth(i);
        cells.top = top;
        cells.cellHeight = cellHeight;
        placeUnitLeaves(units[i], cells, bands[band::kLeaf], scene.devices, leavesPlaced);
        placeUnitHosts(units[i], cells, boxes, scene.groups, placed);
        // Hosts cabled to no leaf are in no unit; leaves with no hosts are one of their own.
        placed.unitOfBox.resize(
            placed.boxes.size(), units[i].leafSet.empty() ? kNoUnit : static_cast<std::uint32_t>(i));
        placed.unitOfLeaf.resize(topology.nodes.size(), kNoUnit);
        for (const std::uint32_t leaf : units[i].leaves)
            placed.unitOfLeaf[bands[band::kLeaf][leaf]] = static_cast<std::uint32_t>(i);
        cursorX = cells.left + cells.span;
    }
    bands[band::kLeaf] = std::move(leavesPlaced);
    placeSpinesAndCores(topology, bands, placed.sceneWidth, scene.devices);
    return placed;
}

void placeSpinesAndCores(
    const Topology& topology, DeviceBands& bands, float sceneWidth, std::vector<SceneRect>& deviceRects)
{
    const std::size_t nodeCount = topology.nodes.size();
    std::vector<double> sumX(nodeCount, 0);
    std::vector<std::uint32_t> below(nodeCount, 0);
    std::vector<int> bandOfNode(nodeCount, -1);
    for (const int tier : { band::kCore, band::kSpine, band::kLeaf })
        for (const NodeId n : bands[tier])
            bandOfNode[n] = tier;
    for (const int tier : { band::kSpine, band::kCore }) {
        std::vector<NodeId>& devices = bands[tier];
        for (const Link& link : topology.links)
            for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } })
                if (bandOfNode[end] == tier && bandOfNode[other] == tier + 1) {
                    sumX[end] += deviceRects[other].centerX();
                    ++below[end];
                }
        auto wanted = [&](NodeId n) { return below[n] ? static_cast<float>(sumX[n] / below[n]) : sceneWidth; };
        std::stable_sort(devices.begin(), devices.end(), [&](NodeId x, NodeId y) { return wanted(x) < wanted(y); });
        const float top = switchTierTop(tier);
        if (tier == band::kCore || static_cast<float>(devices.size()) * kLeafStep > sceneWidth) {
            placeSpreadRow(devices, top, sceneWidth, deviceRects);
            continue;
        }
        std::vector<float> wantedX(devices.size());
        std::transform(devices.begin(), devices.end(), wantedX.begin(), wanted);
        placePackedNear(devices, wantedX, top, sceneWidth, deviceRects);
    }
}

} // namespace scalescope
