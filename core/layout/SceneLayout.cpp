#include "layout/SceneLayout.h"

#include "layout/BlockNames.h"
#include "layout/CollapsedView.h"
#include "layout/FabricRows.h"
#include "layout/FabricUnits.h"
#include "layout/GroupBoxes.h"
#include "layout/LayoutOutline.h"
#include "layout/RackGrid.h"
#include "layout/StructureGroups.h"
#include "layout/SwitchRows.h"
#include "layout/UserPositions.h"

#include <cmath>
#include <utility>

namespace scalescope {

using namespace scene;

Position snapToGrid(Position position)
{
    return Position { std::round(position.x / kSnapGrid) * kSnapGrid, std::round(position.y / kSnapGrid) * kSnapGrid };
}

Scene layoutScene(const Topology& topology, const std::map<std::string, Position>& positions)
{
    Scene scene;
    scene.devices.assign(topology.nodes.size(), SceneRect {});
    scene.groups.assign(topology.groups.size(), SceneRect {});
    LayoutOutline outline = outlineTopology(topology);
    GroupBoxes boxes(topology, outline, scene);

    // A fabric of hosts outside racks cabled to leaves (an imported one) is drawn as its fat tree,
    // each host below its leaves. Otherwise top-level groups outside racks sit in the racks' grid
    // in the order of the first switch they are cabled to, so that the hosts of one leaf are
    // neighbours.
    const bool hostsUnderLeaves
        = outline.racks.empty() && !outline.hostGroups.empty() && !outline.bands[band::kLeaf].empty();
    if (!outline.hostGroups.empty() && !hostsUnderLeaves)
        orderHostsByFirstSwitch(topology, outline, outline.hostGroups);
    const BoxSize largest = boxes.largestBox(outline.racks, outline.hostGroups);
    PlacedBoxes placed;
    if (hostsUnderLeaves) {
        const std::vector<FabricUnit> units = groupHostsIntoUnits(
            topology, outline.hostGroups, outline.topGroupOf, outline.bands[band::kLeaf], outline.bands[band::kSpine]);
        placed = placeFabricTree(topology, units, largest.height, kRacksTop, boxes, outline.bands, scene);
    } else {
        // A scalable unit's racks side by side on one row, so that the collapsed view shows it
        // as one block.
        std::vector<std::uint32_t> units = unitsOfRacks(topology, outline.racks, outline.bands[band::kLeaf]);
        placed = placeRackGrid(boxes, outline.racks, outline.hostGroups, largest, kRacksTop, commonUnitSize(units));
        units.resize(placed.boxes.size(), kNoUnit);
        placed.unitOfBox = std::move(units);
        placeSwitchTiers(outline.bands, placed.sceneWidth, scene.devices);
    }

    // The Ethernet tier and the rest apart below the racks.
    const float ethernetTop = placed.bottom + kTierGap;
    // On a large design a row per kind, so that each is a tier as wide as the racks zoomed out.
    const std::vector<NodeId>& ethernet = outline.bands[band::kEthernet];
    const float ethernetHeight = placed.boxes.size() > kMaxSeparateBoxes
        ? placeRowsByRole(topology, ethernet, ethernetTop, placed.sceneWidth, scene.devices)
        : placeSpreadRow(ethernet, ethernetTop, placed.sceneWidth, scene.devices);
    const float otherHeight = placeSpreadRow(
        outline.bands[band::kOther], ethernetTop + ethernetHeight + kTierGap, placed.sceneWidth, scene.devices);
    scene.bounds = SceneRect { -kPadding, -kPadding, placed.sceneWidth + 2 * kPadding,
        ethernetTop + ethernetHeight + kTierGap + otherHeight + kPadding };

    if (!positions.empty())
        applyUserPositions(topology, outline, positions, scene);
    collapseIntoBlocks(topology, placed, outline.bands, scene);
    bundleLinksBetweenBlocks(topology, scene);
    nameBlocks(topology, scene);
    return scene;
}

} // namespace scalescope
