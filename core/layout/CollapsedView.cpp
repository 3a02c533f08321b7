#include "layout/CollapsedView.h"

#include "layout/StructureGroups.h"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace scalescope {
namespace {

using namespace scene;

constexpr std::uint32_t kNoBlock = ~0u;

// The smallest rect holding both; an empty `a` (a block not yet grown) gives `b`.
SceneRect unite(const SceneRect& a, const SceneRect& b)
{
    if (a.empty())
        return b;
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const float x1 = std::max(a.x + a.width, b.x + b.width), y1 = std::max(a.y + a.height, b.y + b.height);
    return SceneRect { x0, y0, x1 - x0, y1 - y0 };
}

// How many of `count` things share a block so that they make at most `maxBlocks` blocks.
std::size_t perBlock(std::size_t count, std::size_t maxBlocks)
{
    return std::max<std::size_t>(1, (count + maxBlocks - 1) / maxBlocks);
}

// Whether the boxes are shown unit by unit: many of them, and some unit holding several.
bool boxesByUnit(const PlacedBoxes& placed)
{
    if (placed.boxes.size() <= kMaxSeparateBoxes || placed.unitOfBox.size() != placed.boxes.size())
        return false;
    for (std::size_t i = 1; i < placed.unitOfBox.size(); ++i)
        if (placed.unitOfBox[i] != kNoUnit && placed.unitOfBox[i] == placed.unitOfBox[i - 1])
            return true;
    return false;
}

// The boxes' blocks in the order placed: a unit's boxes of one row, or (outside units) runs of
// neighbours of one row, so many as keep the blocks within kMaxRackBlocks.
void blocksOfBoxes(const PlacedBoxes& placed, Scene& scene, std::vector<std::uint32_t>& blockOfBox)
{
    const bool byUnit = boxesByUnit(placed);
    const std::size_t boxesPerBlock = perBlock(placed.boxes.size(), kMaxRackBlocks);
    std::uint32_t unit = kNoUnit;
    std::size_t inRun = 0;
    for (std::size_t i = 0; i < placed.boxes.size(); ++i) {
        const std::uint32_t boxUnit = byUnit ? placed.unitOfBox[i] : kNoUnit;
        const bool rowGoesOn = !placed.startsRow[i] || (boxUnit != kNoUnit && placed.unitsSpanRows);
        const bool sameRun
            = i > 0 && rowGoesOn && boxUnit == unit && (boxUnit != kNoUnit || inRun % boxesPerBlock != 0);
        if (!sameRun) {
            scene.blocks.push_back(SceneRect {});
            scene.blockGroupings.push_back(SceneBlockGrouping { boxUnit, false });
            inRun = 0;
        }
        unit = boxUnit;
        ++inRun;
        blockOfBox[placed.boxes[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
        scene.blocks.back() = unite(scene.blocks.back(), scene.groups[placed.boxes[i]]);
    }
}

// A band's blocks: runs of neighbours of one tier, plane, unit and line; beyond kMaxBandBlocks
// such runs, neighbours by count as many as keep within it.
void blocksOfBand(const std::vector<NodeId>& devices, const std::vector<BandBlockKey>& keys, bool namePlanes,
    Scene& scene, std::vector<std::uint32_t>& blockOfBanded)
{
    std::size_t runs = devices.empty() ? 0 : 1;
    for (std::size_t i = 1; i < devices.size(); ++i)
        runs += !(keys[i] == keys[i - 1]);
    const bool byKey = runs <= kMaxBandBlocks;
    const std::size_t devicesPerBlock = perBlock(devices.size(), kMaxBandBlocks);
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const bool fresh = byKey ? i == 0 || !(keys[i] == keys[i - 1]) : i % devicesPerBlock == 0;
        if (fresh) {
            scene.blocks.push_back(SceneRect {});
            const bool planeNamed = byKey && namePlanes && keys[i].plane != kNoUnit;
            scene.blockGroupings.push_back(SceneBlockGrouping { byKey ? keys[i].unit : kNoUnit, planeNamed });
        }
        blockOfBanded[devices[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
        // A little larger than the row, so that a tier reads as a band zoomed out.
        const SceneRect& r = scene.devices[devices[i]];
        scene.blocks.back() = unite(scene.blocks.back(),
            SceneRect { r.x - kGap, r.y - kBandBlockPad, r.width + 2 * kGap, r.height + 2 * kBandBlockPad });
    }
}

// Whether switches of the same kind, network and role in the band belong to several planes.
bool severalPlanesOfOneKind(const std::vector<BandBlockKey>& keys)
{
    std::vector<std::tuple<NodeKind, Network, SwitchRole, std::uint32_t>> kinds;
    for (const BandBlockKey& key : keys)
        if (key.plane != kNoUnit)
            kinds.emplace_back(key.kind, key.network, key.role, key.plane);
    std::sort(kinds.begin(), kinds.end());
    kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
    for (std::size_t i = 1; i < kinds.size(); ++i)
        if (std::get<0>(kinds[i]) == std::get<0>(kinds[i - 1]) && std::get<1>(kinds[i]) == std::get<1>(kinds[i - 1])
            && std::get<2>(kinds[i]) == std::get<2>(kinds[i - 1]))
            return true;
    return false;
}

} // namespace

void collapseIntoBlocks(const Topology& topology, const PlacedBoxes& placed, const DeviceBands& bands, Scene& scene)
{
    const std::size_t nodeCount = topology.nodes.size();
    scene.blockOfNode.assign(nodeCount, 0);
    std::vector<std::uint32_t> blockOfBox(topology.groups.size(), kNoBlock);
    blocksOfBoxes(placed, scene, blockOfBox);
    std::vector<std::uint32_t> blockOfBanded(nodeCount, kNoBlock);
    const std::vector<std::uint32_t> planes = switchPlanes(topology);
    for (const auto& devices : bands) {
        const std::vector<BandBlockKey> keys
            = bandBlockKeys(topology, devices, planes, placed.unitOfLeaf, scene.devices);
        blocksOfBand(devices, keys, severalPlanesOfOneKind(keys), scene, blockOfBanded);
    }
    for (NodeId n = 0; n < nodeCount; ++n) {
        const GroupId top = topology.topGroupOf(n);
        if (top != kNoGroup && blockOfBox[top] != kNoBlock) {
            scene.blockOfNode[n] = blockOfBox[top];
        } else if (blockOfBanded[n] != kNoBlock) {
            scene.blockOfNode[n] = blockOfBanded[n];
        } else {
            scene.blockOfNode[n] = static_cast<std::uint32_t>(scene.blocks.size());
            scene.blocks.push_back(scene.devices[n]);
            scene.blockGroupings.push_back(SceneBlockGrouping {});
        }
    }
}

void bundleLinksBetweenBlocks(const Topology& topology, Scene& scene)
{
    std::unordered_map<std::uint64_t, std::uint32_t> bundleOf; // by block pair and tier
    std::vector<std::vector<LinkId>> bundleLinks;
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        std::uint32_t a = scene.blockOfNode[link.a], b = scene.blockOfNode[link.b];
        if (a == b)
            continue;
        if (a > b)
            std::swap(a, b);
        const std::uint64_t key
            = (std::uint64_t(a) << 35) | (std::uint64_t(b) << 3) | static_cast<std::uint64_t>(link.tier);
        auto [it, fresh] = bundleOf.try_emplace(key, static_cast<std::uint32_t>(scene.bundles.size()));
        if (fresh) {
            scene.bundles.push_back(SceneBundle { a, b, link.tier, 0, 0, 0 });
            bundleLinks.emplace_back();
        }
        SceneBundle& bundle = scene.bundles[it->second];
        ++bundle.links;
        bundle.bytesPerSecPerDirection += link.bytesPerSecPerDirection;
        bundleLinks[it->second].push_back(l);
    }
    for (std::size_t i = 0; i < scene.bundles.size(); ++i) {
        scene.bundles[i].firstMember = static_cast<std::uint32_t>(scene.bundleMembers.size());
        scene.bundleMembers.insert(scene.bundleMembers.end(), bundleLinks[i].begin(), bundleLinks[i].end());
    }
}

} // namespace scalescope
