#include "layout/CollapsedView.h"

#include <algorithm>
#include <cstdint>
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

// The top-level group a node sits in, kNoGroup outside any.
GroupId topGroupOf(const Topology& topology, NodeId n)
{
    GroupId group = topology.nodes[n].group;
    while (group != kNoGroup && topology.groups[group].parent != kNoGroup)
        group = topology.groups[group].parent;
    return group;
}

} // namespace

void collapseIntoBlocks(const Topology& topology, const PlacedBoxes& placed, const DeviceBands& bands, Scene& scene)
{
    const std::size_t nodeCount = topology.nodes.size();
    scene.blockOfNode.assign(nodeCount, 0);
    std::vector<std::uint32_t> blockOfBox(topology.groups.size(), kNoBlock);
    const std::size_t boxesPerBlock = perBlock(placed.boxes.size(), kMaxRackBlocks);
    for (std::size_t i = 0; i < placed.boxes.size(); ++i) {
        if (i % boxesPerBlock == 0 || placed.startsRow[i])
            scene.blocks.push_back(SceneRect {});
        blockOfBox[placed.boxes[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
        scene.blocks.back() = unite(scene.blocks.back(), scene.groups[placed.boxes[i]]);
    }
    std::vector<std::uint32_t> blockOfBanded(nodeCount, kNoBlock);
    for (const auto& devices : bands) {
        const std::size_t devicesPerBlock = perBlock(devices.size(), kMaxBandBlocks);
        for (std::size_t i = 0; i < devices.size(); ++i) {
            if (i % devicesPerBlock == 0)
                scene.blocks.push_back(SceneRect {});
            blockOfBanded[devices[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
            scene.blocks.back() = unite(scene.blocks.back(), scene.devices[devices[i]]);
        }
    }
    for (NodeId n = 0; n < nodeCount; ++n) {
        const GroupId top = topGroupOf(topology, n);
        if (top != kNoGroup && blockOfBox[top] != kNoBlock) {
            scene.blockOfNode[n] = blockOfBox[top];
        } else if (blockOfBanded[n] != kNoBlock) {
            scene.blockOfNode[n] = blockOfBanded[n];
        } else {
            scene.blockOfNode[n] = static_cast<std::uint32_t>(scene.blocks.size());
            scene.blocks.push_back(scene.devices[n]);
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
