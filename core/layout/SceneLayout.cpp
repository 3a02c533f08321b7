#include "layout/SceneLayout.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <unordered_map>

namespace scalescope {
namespace {

using namespace scene;

// The order devices sit in inside a node or tray: GPUs on top, then switch chips, NICs, CPUs,
// PCIe switches, the rest.
int rowOf(const Node& node)
{
    switch (node.kind) {
    case NodeKind::Gpu:
        return 0;
    case NodeKind::NvSwitch:
        return 1;
    case NodeKind::Nic:
        return node.network == Network::Compute ? 2 : 5;
    case NodeKind::Cpu:
        return 3;
    case NodeKind::PcieSwitch:
        return 4;
    default:
        return 6;
    }
}

// Which band a device outside any group belongs to: 0 cores, 1 spines, 2 leaves (compute
// fabric), 3 the Ethernet tier and storage, 4 anything else.
int bandOf(const Node& node)
{
    if (node.kind == NodeKind::IbSwitch || (node.kind == NodeKind::EthSwitch && node.network == Network::Compute)) {
        if (node.role == SwitchRole::Core)
            return 0;
        if (node.role == SwitchRole::Spine)
            return 1;
        return 2;
    }
    if (node.kind == NodeKind::EthSwitch || node.kind == NodeKind::Storage)
        return 3;
    return 4;
}

} // namespace

Position snapToGrid(Position position)
{
    return Position { std::round(position.x / kSnapGrid) * kSnapGrid, std::round(position.y / kSnapGrid) * kSnapGrid };
}

Scene layoutScene(const Topology& topology, const std::map<std::string, Position>& positions)
{
    Scene scene;
    const std::size_t nodeCount = topology.nodes.size();
    scene.devices.assign(nodeCount, SceneRect {});
    scene.groups.assign(topology.groups.size(), SceneRect {});

    // Devices of each group, in node order, by row.
    std::vector<std::vector<NodeId>> members(topology.groups.size());
    std::vector<std::vector<NodeId>> bands(5);
    for (NodeId n = 0; n < nodeCount; ++n) {
        const Node& node = topology.nodes[n];
        if (node.group != kNoGroup)
            members[node.group].push_back(n);
        else
            bands[bandOf(node)].push_back(n);
    }
    std::vector<std::vector<GroupId>> children(topology.groups.size());
    std::vector<GroupId> racks;
    std::vector<GroupId> looseGroups; // top-level groups that are not racks
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        const Group& group = topology.groups[g];
        if (group.parent != kNoGroup)
            children[group.parent].push_back(g);
        else if (group.kind == GroupKind::Rack)
            racks.push_back(g);
        else
            looseGroups.push_back(g);
    }
    // The top-level group each device sits in (only needed when some are not racks).
    std::vector<GroupId> topOf;
    if (!looseGroups.empty()) {
        topOf.assign(nodeCount, kNoGroup);
        for (NodeId n = 0; n < nodeCount; ++n)
            for (GroupId g = topology.nodes[n].group; g != kNoGroup; g = topology.groups[g].parent)
                topOf[n] = g;
    }
    // A fabric of hosts outside racks cabled to leaves (an imported one) is drawn as its fat tree,
    // each host below its leaf (see below). Otherwise top-level groups outside racks sit in the
    // racks' grid in the order of the first switch they are cabled to, leaves first, so that the
    // hosts of one leaf are neighbours.
    const bool hostsUnderLeaves = racks.empty() && !looseGroups.empty() && !bands[2].empty();
    if (!looseGroups.empty() && !hostsUnderLeaves) {
        std::vector<std::uint64_t> switchKey(nodeCount, ~std::uint64_t(0));
        for (int b = 2; b >= 0; --b)
            for (std::size_t i = 0; i < bands[b].size(); ++i)
                switchKey[bands[b][i]] = std::uint64_t(2 - b) << 32 | i;
        std::vector<std::uint64_t> groupKey(topology.groups.size(), ~std::uint64_t(0));
        for (const Link& link : topology.links)
            for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } })
                if (topOf[end] != kNoGroup && switchKey[other] != ~std::uint64_t(0))
                    groupKey[topOf[end]] = std::min(groupKey[topOf[end]], switchKey[other]);
        std::stable_sort(
            looseGroups.begin(), looseGroups.end(), [&](GroupId x, GroupId y) { return groupKey[x] < groupKey[y]; });
    }

    // A node or tray: its devices in rows, a box around them. Returns the box size.
    auto placeTray = [&](GroupId g, float x, float y) {
        std::map<int, std::vector<NodeId>> rows;
        for (const NodeId n : members[g])
            rows[rowOf(topology.nodes[n])].push_back(n);
        float width = 0, cursorY = y + kPadding;
        for (const auto& [row, devices] : rows) {
            float cursorX = x + kPadding;
            for (const NodeId n : devices) {
                scene.devices[n] = SceneRect { cursorX, cursorY, kDevice, kDevice };
                cursorX += kDevice + kGap;
            }
            width = std::max(width, cursorX - x - kGap + kPadding);
            cursorY += kDevice + kGap;
        }
        const float height = cursorY - y - kGap + kPadding;
        scene.groups[g] = SceneRect { x, y, std::max(width, 2 * kPadding), std::max(height, 2 * kPadding) };
        return scene.groups[g];
    };
    // A rack: its nodes and trays stacked. A rack with switch trays (an NVL72) is drawn as three
    // columns, the switch trays in the middle and half the compute trays on either side, so
    // that its NVLinks fan out both ways and the rack is about as wide as it is tall.
    auto placeRack = [&](GroupId rack, float x, float y) {
        std::vector<GroupId> compute, switches;
        for (const GroupId c : children[rack])
            (topology.groups[c].kind == GroupKind::SwitchTray ? switches : compute).push_back(c);
        std::vector<std::vector<GroupId>> columns;
        if (switches.empty() || compute.empty()) {
            columns.push_back(children[rack]);
        } else {
            const auto half = static_cast<std::ptrdiff_t>(compute.size() / 2 + compute.size() % 2);
            columns.emplace_back(compute.begin(), compute.begin() + half);
            columns.push_back(switches);
            columns.emplace_back(compute.begin() + half, compute.end());
        }
        // Each column's size first (placing at the origin), then the columns side by side with
        // shorter ones centred vertically.
        std::vector<std::pair<float, float>> sizes; // width, height of each column
        for (const auto& column : columns) {
            float width = 0, height = 0;
            for (const GroupId tray : column) {
                const SceneRect box = placeTray(tray, 0, 0);
                width = std::max(width, box.width);
                height += box.height + kGap;
            }
            sizes.emplace_back(width, std::max(0.0f, height - kGap));
        }
        float tallest = 0;
        for (const auto& size : sizes)
            tallest = std::max(tallest, size.second);
        float cursorX = x + kPadding;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            float cursorY = y + kPadding + (tallest - sizes[c].second) / 2;
            for (const GroupId tray : columns[c])
                cursorY += placeTray(tray, cursorX, cursorY).height + kGap;
            cursorX += sizes[c].first + kRackGap / 2;
        }
        float width = std::max(0.0f, cursorX - x - kPadding - kRackGap / 2);
        float cursorY = y + kPadding + tallest + kGap;
        // Devices directly in the rack (none in generated designs) sit below its trays.
        if (!members[rack].empty()) {
            float cursorX = x + kPadding;
            for (const NodeId n : members[rack]) {
                scene.devices[n] = SceneRect { cursorX, cursorY, kDevice, kDevice };
                cursorX += kDevice + kGap;
            }
            width = std::max(width, cursorX - x - kGap);
            cursorY += kDevice + kGap;
        }
        scene.groups[rack] = SceneRect { x, y, width + 2 * kPadding, cursorY - y - kGap + kPadding };
        return scene.groups[rack];
    };

    float rackWidth = 1, rackHeight = 1; // the largest rack or host box
    for (const GroupId rack : racks) {
        const SceneRect box = placeRack(rack, 0, 0);
        rackWidth = std::max(rackWidth, box.width);
        rackHeight = std::max(rackHeight, box.height);
    }
    for (const GroupId g : looseGroups) {
        const SceneRect box = placeTray(g, 0, 0);
        rackWidth = std::max(rackWidth, box.width);
        rackHeight = std::max(rackHeight, box.height);
    }
    const float racksTop = 3 * (kDevice + kTierGap);
    float width = 400, racksBottom = racksTop;
    std::vector<bool> startsRow; // per rack, then per top-level group outside racks, as placed

    // Switch tiers spread evenly over the racks' width; long tiers wrap into several lines.
    auto placeBand = [&](const std::vector<NodeId>& band, float top) {
        const int perLine = std::max(1, static_cast<int>(width / (kDevice + kGap)));
        const int lines = (static_cast<int>(band.size()) + perLine - 1) / perLine;
        for (std::size_t i = 0; i < band.size(); ++i) {
            const int line = static_cast<int>(i) / perLine;
            const int inLine = std::min<int>(perLine, static_cast<int>(band.size()) - line * perLine);
            const float step = width / inLine;
            scene.devices[band[i]] = SceneRect { step * (static_cast<float>(i % perLine) + 0.5f) - kDevice / 2,
                top + line * (kDevice + kGap), kDevice, kDevice };
        }
        return lines * (kDevice + kGap);
    };

    if (!hostsUnderLeaves) {
        // Racks in rows, as many per row as make the whole about 16:9; a design of few tall racks
        // gets switch rows wider than its racks, with the racks in the middle.
        const auto blocksCount = static_cast<double>(racks.size() + looseGroups.size());
        const int perRow
            = std::clamp(static_cast<int>(std::lround(std::sqrt(blocksCount * kAspect * rackHeight / rackWidth))), 1,
                kMaxRacksPerRow);
        const int rows = static_cast<int>((blocksCount + perRow - 1) / perRow);
        const float racksWidth
            = std::min<float>(perRow, static_cast<float>(blocksCount)) * (rackWidth + kRackGap) - kRackGap;
        const float racksHeight = std::max(0, rows) * (rackHeight + kRackGap);
        width = std::max({ racksWidth, 0.8f * kAspect * racksHeight, 400.0f });
        const float left = (width - std::max(racksWidth, 0.0f)) / 2;
        int placed = 0;
        for (const GroupId rack : racks) {
            placeRack(rack, left + (placed % perRow) * (rackWidth + kRackGap),
                racksTop + (placed / perRow) * (rackHeight + kRackGap));
            startsRow.push_back(placed % perRow == 0);
            ++placed;
        }
        for (const GroupId g : looseGroups) {
            placeTray(g, left + (placed % perRow) * (rackWidth + kRackGap),
                racksTop + (placed / perRow) * (rackHeight + kRackGap));
            startsRow.push_back(placed % perRow == 0);
            ++placed;
        }
        racksBottom = racksTop + racksHeight;
        for (int b = 0; b < 3; ++b)
            placeBand(bands[b], b * (kDevice + kTierGap));
    } else {
        // The fat tree: cores, spines, leaves in rows, and below the leaves the hosts in units.
        // Hosts cabled to the same set of leaves form a unit (on a rail-optimized fabric, a
        // scalable unit and its rail leaves); a unit whose leaves all are in a larger unit's set
        // joins the largest such unit (the one with most hosts). Units sit side by side, each a
        // block of hosts with its leaves in a row centred above it; units whose leaves are cabled
        // to the same spines are neighbours. A leaf in the sets of several units sits above the one
        // with most cables to it. Leaves with no hosts, then hosts cabled to no leaf, come last.
        constexpr std::uint32_t kNone = ~0u;
        std::vector<NodeId>& leaves = bands[2];
        std::vector<std::uint32_t> leafAt(nodeCount, kNone), spineAt(nodeCount, kNone);
        for (std::uint32_t i = 0; i < leaves.size(); ++i)
            leafAt[leaves[i]] = i;
        for (std::uint32_t i = 0; i < bands[1].size(); ++i)
            spineAt[bands[1][i]] = i;
        // Per host, the leaf (position in `leaves`) of each of its cables to a leaf, sorted; per
        // leaf, the spines it is cabled to.
        std::vector<std::vector<std::uint32_t>> cablesOf(topology.groups.size());
        std::vector<std::vector<std::uint32_t>> spinesOf(leaves.size());
        for (const Link& link : topology.links)
            for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } }) {
                const std::uint32_t leaf = leafAt[other];
                if (leaf == kNone)
                    continue;
                if (spineAt[end] != kNone)
                    spinesOf[leaf].push_back(spineAt[end]);
                else if (topOf[end] != kNoGroup)
                    cablesOf[topOf[end]].push_back(leaf);
            }
        auto sortUnique = [](std::vector<std::uint32_t>& v) {
            std::sort(v.begin(), v.end());
            v.erase(std::unique(v.begin(), v.end()), v.end());
        };
        for (auto& spines : spinesOf)
            sortUnique(spines);

        struct Unit {
            std::vector<std::uint32_t> leafSet; // sorted positions in `leaves`
            std::vector<GroupId> hosts;
            std::vector<std::uint32_t> leaves; // the leaves drawn above it
            std::vector<std::uint32_t> spines; // cabled to its leaves, sorted
            bool joined = false; // its hosts moved into a larger unit
        };
        std::vector<Unit> units;
        std::vector<GroupId> unattached; // hosts cabled to no leaf
        {
            std::map<std::vector<std::uint32_t>, std::uint32_t> unitOfSet;
            for (const GroupId g : looseGroups) {
                std::sort(cablesOf[g].begin(), cablesOf[g].end());
                std::vector<std::uint32_t> leafSet = cablesOf[g];
                sortUnique(leafSet);
                if (leafSet.empty()) {
                    unattached.push_back(g);
                    continue;
                }
                const auto [it, fresh] = unitOfSet.try_emplace(leafSet, static_cast<std::uint32_t>(units.size()));
                if (fresh)
                    units.push_back(Unit { std::move(leafSet), {}, {}, {}, false });
                units[it->second].hosts.push_back(g);
            }
        }
        // Joins, largest sets first so that a unit only joins one that stays; a unit that contains
        // another contains its first leaf, so only the kept units with that leaf are looked at.
        {
            std::vector<std::uint32_t> bySize(units.size());
            for (std::uint32_t u = 0; u < bySize.size(); ++u)
                bySize[u] = u;
            std::stable_sort(bySize.begin(), bySize.end(),
                [&](std::uint32_t x, std::uint32_t y) { return units[x].leafSet.size() > units[y].leafSet.size(); });
            std::vector<std::vector<std::uint32_t>> keptWithLeaf(leaves.size());
            for (const std::uint32_t u : bySize) {
                Unit& unit = units[u];
                std::uint32_t into = kNone;
                for (const std::uint32_t v : keptWithLeaf[unit.leafSet.front()])
                    if (units[v].leafSet.size() > unit.leafSet.size()
                        && std::includes(
                            units[v].leafSet.begin(), units[v].leafSet.end(), unit.leafSet.begin(), unit.leafSet.end())
                        && (into == kNone || units[v].hosts.size() > units[into].hosts.size()
                            || (units[v].hosts.size() == units[into].hosts.size() && v < into)))
                        into = v;
                if (into == kNone) {
                    for (const std::uint32_t leaf : unit.leafSet)
                        keptWithLeaf[leaf].push_back(u);
                    continue;
                }
                units[into].hosts.insert(units[into].hosts.end(), unit.hosts.begin(), unit.hosts.end());
                unit.hosts.clear();
                unit.joined = true;
            }
        }
        std::erase_if(units, [](const Unit& unit) { return unit.joined; });
        // Each leaf above the unit with most cables to it (a tie: the unit first formed).
        std::vector<std::uint32_t> ownerOf(leaves.size(), kNone), ownerCables(leaves.size(), 0);
        {
            std::vector<std::uint32_t> cables(leaves.size(), 0);
            for (std::uint32_t u = 0; u < units.size(); ++u) {
                Unit& unit = units[u];
                std::sort(unit.hosts.begin(), unit.hosts.end());
                for (const GroupId g : unit.hosts)
                    for (const std::uint32_t leaf : cablesOf[g])
                        ++cables[leaf];
                for (const std::uint32_t leaf : unit.leafSet) {
                    if (cables[leaf] > ownerCables[leaf])
                        ownerOf[leaf] = u, ownerCables[leaf] = cables[leaf];
                    cables[leaf] = 0;
                    unit.spines.insert(unit.spines.end(), spinesOf[leaf].begin(), spinesOf[leaf].end());
                }
                sortUnique(unit.spines);
            }
        }
        std::vector<std::uint32_t> hostlessLeaves;
        for (std::uint32_t leaf = 0; leaf < leaves.size(); ++leaf)
            (ownerOf[leaf] == kNone ? hostlessLeaves : units[ownerOf[leaf]].leaves).push_back(leaf);
        // Units with the same spines together, in the order of those spines; units whose leaves
        // reach no spine after them. Leaves with no hosts in the order of their first spine.
        std::stable_sort(units.begin(), units.end(), [](const Unit& x, const Unit& y) {
            if (x.spines.empty() || y.spines.empty())
                return !x.spines.empty() && y.spines.empty();
            return x.spines < y.spines;
        });
        std::stable_sort(hostlessLeaves.begin(), hostlessLeaves.end(), [&](std::uint32_t x, std::uint32_t y) {
            return (spinesOf[x].empty() ? kNone : spinesOf[x].front())
                < (spinesOf[y].empty() ? kNone : spinesOf[y].front());
        });
        if (!hostlessLeaves.empty())
            units.push_back(Unit { {}, {}, std::move(hostlessLeaves), {}, false });
        if (!unattached.empty())
            units.push_back(Unit { {}, std::move(unattached), {}, {}, false });

        // A unit's hosts in rows of up to `perRow` boxes, each centred in a cell as wide as the
        // unit's widest host; the unit as wide as that block or its leaf row, whichever is wider.
        // `perRow` is the same for every unit, chosen to make the whole closest to 16:9.
        constexpr float kUnitGap = 2 * kRackGap; // between units, twice that between hosts of one
        constexpr float kLeafStep = kDevice + kGap;
        std::vector<float> cellWidth(units.size(), 0);
        for (std::size_t i = 0; i < units.size(); ++i)
            for (const GroupId g : units[i].hosts)
                cellWidth[i] = std::max(cellWidth[i], scene.groups[g].width + kRackGap / 2);
        const float cellHeight = rackHeight + kRackGap / 2;
        auto hostsWidth = [&](std::size_t i, std::size_t perRow) {
            const std::size_t hosts = units[i].hosts.size();
            return hosts == 0 ? 0.0f : static_cast<float>(std::min(hosts, perRow)) * cellWidth[i] - kRackGap / 2;
        };
        auto unitWidth = [&](std::size_t i, std::size_t perRow) {
            return std::max(hostsWidth(i, perRow), static_cast<float>(units[i].leaves.size()) * kLeafStep - kGap);
        };
        auto treeWidthFor = [&](std::size_t perRow) {
            float total = 0;
            for (std::size_t i = 0; i < units.size(); ++i)
                total += (i > 0 ? kUnitGap : 0) + unitWidth(i, perRow);
            return total;
        };
        std::size_t mostHosts = 1;
        for (const Unit& unit : units)
            mostHosts = std::max(mostHosts, unit.hosts.size());
        std::size_t perRow = 1;
        double bestMiss = 0;
        for (std::size_t candidate = 1; candidate <= mostHosts; ++candidate) {
            const double rows = static_cast<double>((mostHosts + candidate - 1) / candidate);
            const double miss = std::abs(std::log(treeWidthFor(candidate) / (racksTop + rows * cellHeight) / kAspect));
            if (candidate == 1 || miss < bestMiss)
                perRow = candidate, bestMiss = miss;
        }
        // At least as wide as the spines packed in one row, so that none wraps onto a second.
        const float treeWidth = treeWidthFor(perRow);
        width = std::max({ treeWidth, static_cast<float>(bands[1].size()) * kLeafStep, 400.0f });
        float cursorX = (width - treeWidth) / 2;
        std::vector<GroupId> placedHosts;
        std::vector<NodeId> leavesPlaced;
        for (std::size_t i = 0; i < units.size(); ++i) {
            const Unit& unit = units[i];
            const float unitLeft = cursorX + (i > 0 ? kUnitGap : 0);
            const float span = unitWidth(i, perRow);
            const std::size_t columns = std::max<std::size_t>(1, std::min(unit.hosts.size(), perRow));
            // The leaves packed, or, over several columns of hosts, spread from above the first
            // column's middle to above the last's.
            const std::size_t leafCount = unit.leaves.size();
            float leafStep = kLeafStep;
            if (leafCount > 1 && columns > 1)
                leafStep = std::max(
                    leafStep, static_cast<float>(columns - 1) * cellWidth[i] / static_cast<float>(leafCount - 1));
            float leafX
                = unitLeft + (span - (leafCount > 0 ? static_cast<float>(leafCount - 1) * leafStep + kDevice : 0)) / 2;
            for (const std::uint32_t leaf : unit.leaves) {
                scene.devices[leaves[leaf]] = SceneRect { leafX, 2 * (kDevice + kTierGap), kDevice, kDevice };
                leavesPlaced.push_back(leaves[leaf]);
                leafX += leafStep;
            }
            const float hostsLeft = unitLeft + (span - hostsWidth(i, perRow)) / 2;
            for (std::size_t k = 0; k < unit.hosts.size(); ++k) {
                const GroupId g = unit.hosts[k];
                const float cellLeft = hostsLeft + static_cast<float>(k % columns) * cellWidth[i];
                placeTray(g, cellLeft + (cellWidth[i] - kRackGap / 2 - scene.groups[g].width) / 2,
                    racksTop + static_cast<float>(k / columns) * cellHeight);
                placedHosts.push_back(g);
                startsRow.push_back(k % columns == 0);
            }
            racksBottom = std::max(racksBottom,
                racksTop + static_cast<float>((unit.hosts.size() + columns - 1) / columns) * cellHeight + kRackGap / 2);
            cursorX = unitLeft + span;
        }
        looseGroups = std::move(placedHosts);
        leaves = std::move(leavesPlaced); // the collapsed view groups neighbours in this order

        // Spines above the mean of their leaves, packed no closer than a device and its gap (or
        // spread evenly when too many for the width); cores, cabled across the whole tree,
        // spread evenly in the order of the mean of their spines.
        std::vector<double> sumX(nodeCount, 0);
        std::vector<std::uint32_t> below(nodeCount, 0);
        std::vector<int> bandOfNode(nodeCount, -1);
        for (int b = 0; b < 3; ++b)
            for (const NodeId n : bands[b])
                bandOfNode[n] = b;
        for (int b = 1; b >= 0; --b) {
            std::vector<NodeId>& band = bands[b];
            for (const Link& link : topology.links)
                for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } })
                    if (bandOfNode[end] == b && bandOfNode[other] == b + 1) {
                        sumX[end] += scene.devices[other].centerX();
                        ++below[end];
                    }
            const float top = static_cast<float>(b) * (kDevice + kTierGap);
            constexpr float step = kDevice + kGap;
            auto wanted = [&](NodeId n) { return below[n] ? static_cast<float>(sumX[n] / below[n]) : width; };
            std::stable_sort(band.begin(), band.end(), [&](NodeId x, NodeId y) { return wanted(x) < wanted(y); });
            if (b == 0 || static_cast<float>(band.size()) * step > width) {
                placeBand(band, top);
                continue;
            }
            std::vector<float> centreX(band.size());
            for (std::size_t i = 0; i < band.size(); ++i)
                centreX[i] = std::max(wanted(band[i]), i > 0 ? centreX[i - 1] + step : step / 2);
            for (std::size_t i = band.size(); i-- > 0;) {
                centreX[i] = std::min(centreX[i], i + 1 < band.size() ? centreX[i + 1] - step : width - step / 2);
                scene.devices[band[i]] = SceneRect { centreX[i] - kDevice / 2, top, kDevice, kDevice };
            }
        }
    }
    const float ethernetTop = racksBottom + kTierGap;
    const float ethernetHeight = placeBand(bands[3], ethernetTop);
    const float otherHeight = placeBand(bands[4], ethernetTop + ethernetHeight + kTierGap);
    scene.bounds = SceneRect { -kPadding, -kPadding, width + 2 * kPadding,
        ethernetTop + ethernetHeight + kTierGap + otherHeight + kPadding };

    // The user's positions: groups first (with everything inside them), then single devices.
    if (!positions.empty()) {
        std::function<void(GroupId, float, float)> shift = [&](GroupId g, float dx, float dy) {
            scene.groups[g].x += dx;
            scene.groups[g].y += dy;
            for (const NodeId n : members[g]) {
                scene.devices[n].x += dx;
                scene.devices[n].y += dy;
            }
            for (const GroupId c : children[g])
                shift(c, dx, dy);
        };
        for (const auto& [name, position] : positions)
            if (const auto g = topology.findGroup(name))
                shift(*g, position.x - scene.groups[*g].x, position.y - scene.groups[*g].y);
        for (const auto& [name, position] : positions)
            if (const auto n = topology.findNode(name); n && !topology.findGroup(name)) {
                scene.devices[*n].x = position.x;
                scene.devices[*n].y = position.y;
            }
        SceneRect all = scene.bounds;
        auto grow = [&](const SceneRect& r) {
            if (r.empty())
                return;
            const float x1 = std::max(all.x + all.width, r.x + r.width + kPadding);
            const float y1 = std::max(all.y + all.height, r.y + r.height + kPadding);
            all.x = std::min(all.x, r.x - kPadding);
            all.y = std::min(all.y, r.y - kPadding);
            all.width = x1 - all.x;
            all.height = y1 - all.y;
        };
        for (const SceneRect& r : scene.devices)
            grow(r);
        for (const SceneRect& r : scene.groups)
            grow(r);
        scene.bounds = all;
    }

    // Collapsed view: a block per rack (and per top-level node outside any rack, as an imported
    // fabric's hosts are) and per device outside them; on very large designs several
    // neighbouring racks, or neighbouring switches of one tier, share a block so that what is
    // drawn stays within a few thousand blocks.
    scene.blockOfNode.assign(nodeCount, 0);
    std::vector<std::uint32_t> blockOfRack(topology.groups.size(), ~0u);
    auto unite = [](SceneRect a, const SceneRect& b) {
        if (a.empty())
            return b;
        const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
        const float x1 = std::max(a.x + a.width, b.x + b.width), y1 = std::max(a.y + a.height, b.y + b.height);
        return SceneRect { x0, y0, x1 - x0, y1 - y0 };
    };
    std::vector<GroupId> gridGroups = racks; // in the order they were placed
    gridGroups.insert(gridGroups.end(), looseGroups.begin(), looseGroups.end());
    const std::size_t racksPerBlock = (gridGroups.size() + kMaxRackBlocks - 1) / kMaxRackBlocks;
    for (std::size_t i = 0; i < gridGroups.size(); ++i) {
        // Racks of one block are neighbours in a row.
        if (i % std::max<std::size_t>(1, racksPerBlock) == 0 || startsRow[i])
            scene.blocks.push_back(SceneRect {});
        blockOfRack[gridGroups[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
        scene.blocks.back() = unite(scene.blocks.back(), scene.groups[gridGroups[i]]);
    }
    std::vector<std::uint32_t> blockOfLoose(nodeCount, ~0u);
    for (const auto& band : bands) {
        const std::size_t perBlock = (band.size() + kMaxBandBlocks - 1) / kMaxBandBlocks;
        for (std::size_t i = 0; i < band.size(); ++i) {
            if (i % std::max<std::size_t>(1, perBlock) == 0)
                scene.blocks.push_back(SceneRect {});
            blockOfLoose[band[i]] = static_cast<std::uint32_t>(scene.blocks.size() - 1);
            scene.blocks.back() = unite(scene.blocks.back(), scene.devices[band[i]]);
        }
    }
    for (NodeId n = 0; n < nodeCount; ++n) {
        GroupId rack = topology.nodes[n].group; // the top-level group it sits in
        while (rack != kNoGroup && topology.groups[rack].parent != kNoGroup)
            rack = topology.groups[rack].parent;
        if (rack != kNoGroup && blockOfRack[rack] != ~0u) {
            scene.blockOfNode[n] = blockOfRack[rack];
        } else if (blockOfLoose[n] != ~0u) {
            scene.blockOfNode[n] = blockOfLoose[n];
        } else {
            scene.blockOfNode[n] = static_cast<std::uint32_t>(scene.blocks.size());
            scene.blocks.push_back(scene.devices[n]);
        }
    }
    // Bundles: links between different blocks, grouped by block pair and tier.
    std::unordered_map<std::uint64_t, std::uint32_t> bundleOf;
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
    return scene;
}

} // namespace scalescope
