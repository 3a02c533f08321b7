// Where everything of a topology is drawn, in scene units (one unit is about a pixel at zoom 1):
// switch tiers in rows above the racks (cores, spines, leaves), racks in rows with their nodes or
// trays stacked inside and each device in its tray, the Ethernet tier (storage and management
// switches, storage servers) apart below. A fabric of hosts outside racks (an imported one) is
// drawn as its fat tree instead: hosts cabled to the same leaves form a unit (a rail-optimized
// fabric's scalable unit), units side by side, each a block of hosts under a row of its leaves.
// Two levels of detail share it: every device and link, or each rack as one block with the links
// between blocks bundled. The canvas and the exporters draw from the same Scene, so what is
// exported looks like what is on screen.
#pragma once

#include "model/Position.h"
#include "model/Topology.h"

#include <map>
#include <string>
#include <vector>

namespace scalescope {

struct SceneRect {
    float x = 0, y = 0, width = 0, height = 0;
    float centerX() const { return x + width / 2; }
    float centerY() const { return y + height / 2; }
    bool empty() const { return width <= 0 || height <= 0; }
};

// Links between two blocks (a collapsed rack, or a device outside any rack) drawn as one.
struct SceneBundle {
    std::uint32_t blockA = 0, blockB = 0; // indexes into Scene::blocks
    LinkTier tier = LinkTier::InfiniBand;
    std::uint32_t links = 0;
    BytesPerSec bytesPerSecPerDirection = 0; // all links of the bundle together
    std::uint32_t firstMember = 0; // members are Scene::bundleMembers[first, first + links)
};

// What a block of the collapsed view stands for, beyond its members (BlockNames reads it).
struct SceneBlockGrouping {
    std::uint32_t unit = ~0u; // the scalable unit whose boxes it holds, or whose leaves (scene::kNoUnit: none)
    bool planeNamed = false; // switches of one of several planes: named with the plane's prefix
};

// What a block holds, as far as its colour tells: a tier of InfiniBand switches (leaves, spines,
// cores), of Ethernet switches, or anything else (racks, units, servers).
enum class BlockContent : std::uint8_t { Other, InfiniBandSwitches, EthernetSwitches };

struct Scene {
    SceneRect bounds;
    std::vector<SceneRect> devices; // per node; empty rect when the node is not drawn
    std::vector<SceneRect> groups; // per group (rack, node/tray, switch tray)
    // Collapsed view, the structure of the design: a block per rack (per scalable unit of racks or
    // hosts on large designs), per switch tier of each plane, per kind of other device outside racks.
    std::vector<SceneRect> blocks;
    std::vector<std::uint32_t> blockOfNode; // per node
    std::vector<std::string> blockNames; // per block: what it is called on screen (BlockNames)
    // Per block: shorter names, longest first, for where its name does not fit ("SU 3: 32 nodes",
    // "SU 3"); the last is the shortest (BlockNames).
    std::vector<std::vector<std::string>> blockShortNames;
    std::vector<BlockContent> blockContents; // per block (BlockNames)
    std::vector<SceneBlockGrouping> blockGroupings; // per block
    std::vector<SceneBundle> bundles; // links between different blocks
    std::vector<LinkId> bundleMembers;
};

// The automatic layout, then the user's positions (a rack or tray moves with everything in it).
Scene layoutScene(const Topology& topology, const std::map<std::string, Position>& positions = {});

// Positions snap to this grid, in scene units.
inline constexpr float kSnapGrid = 10;
Position snapToGrid(Position position);

// Scene sizes, in scene units.
namespace scene {
inline constexpr float kDevice = 16; // a GPU, NIC or switch chip glyph
inline constexpr float kGap = 6; // between devices
inline constexpr float kPadding = 10; // inside a group's box
inline constexpr float kRackGap = 40; // between racks
inline constexpr float kTierGap = 160; // between switch tiers and the racks
inline constexpr float kBandBlockPad = 20; // collapsed view: a tier's block reaches this far above and below it
inline constexpr float kRoleRowGap = 2 * kBandBlockPad + 2 * kGap; // between the Ethernet tier's rows
inline constexpr int kMaxRacksPerRow = 256;
inline constexpr float kAspect = 16.0f / 9.0f; // the whole scene's target width:height
inline constexpr float kMinWidth = 400; // of the scene's content, however little it holds
inline constexpr std::size_t kMaxRackBlocks = 512; // collapsed view: racks share blocks beyond this
inline constexpr std::size_t kMaxBandBlocks = 64; // and switches of one tier beyond this
inline constexpr std::size_t kMaxSeparateBoxes = 32; // beyond this, a scalable unit's racks are one block
inline constexpr std::uint32_t kNoUnit = ~0u;
} // namespace scene

} // namespace scalescope
