#include "layout/DrawingList.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>
#include <tuple>
#include <utility>

namespace scalescope {
namespace {

// Link ids in drawing order: tier by tier (the enum's order), each tier in link order.
template <typename TierOf> std::vector<std::uint32_t> byTier(std::size_t count, TierOf tierOf)
{
    std::array<std::uint32_t, kLinkTierCount + 1> start {};
    for (std::uint32_t i = 0; i < count; ++i)
        ++start[static_cast<std::size_t>(tierOf(i)) + 1];
    for (std::size_t t = 1; t < start.size(); ++t)
        start[t] += start[t - 1];
    std::vector<std::uint32_t> order(count);
    for (std::uint32_t i = 0; i < count; ++i)
        order[start[static_cast<std::size_t>(tierOf(i))]++] = i;
    return order;
}

DrawnSegment segmentBetween(
    const SceneRect& a, const SceneRect& b, float widthPixels, std::uint32_t slot, LinkTier tier)
{
    return DrawnSegment { a.centerX(), a.centerY(), b.centerX(), b.centerY(), widthPixels, slot, tier };
}

// A vertical band between `a` and `b` beside the taller of them (a unit, over a flat tier): in
// the gap right of it, or left where the other block does not reach that far; none where it
// reaches neither. The same for both ends.
std::optional<float> besideX(const SceneRect& a, const SceneRect& b)
{
    const bool aTaller = std::tie(a.height, a.x, a.y) > std::tie(b.height, b.x, b.y);
    const SceneRect& tall = aTaller ? a : b;
    const SceneRect& other = aTaller ? b : a;
    for (const float x : { tall.x + tall.width + scene::kRackGap / 2, tall.x - scene::kRackGap / 2 })
        if (x > other.x && x < other.x + other.width)
            return x;
    return std::nullopt;
}

// Where a bundle of `tier` meets block `a` on its way to block `b`: straight across from `b`
// where the two overlap side to side or top to bottom (a unit under a tier block is joined by
// a vertical band), each tier a little aside so that bundles of several tiers between the same
// blocks lie side by side; the centre otherwise. An Ethernet band up or down runs in the gap
// right of the narrower block, beside the units it passes rather than over them.
std::pair<float, float> bundleEnd(const SceneRect& a, const SceneRect& b, LinkTier tier)
{
    const float lane = static_cast<float>(static_cast<int>(tier) - static_cast<int>(LinkTier::InfiniBand)) * 0.15f;
    float x = a.centerX(), y = a.centerY();
    const float left = std::max(a.x, b.x), right = std::min(a.x + a.width, b.x + b.width);
    const float top = std::max(a.y, b.y), bottom = std::min(a.y + a.height, b.y + b.height);
    if (right > left && bottom <= top)
        x = tier == LinkTier::Ethernet ? besideX(a, b).value_or((left + right) / 2 + lane * (right - left))
                                       : (left + right) / 2 + lane * (right - left);
    else if (bottom > top && right <= left)
        y = (top + bottom) / 2 + lane * (bottom - top);
    return { x, y };
}

DrawnSegment bundleSegment(const SceneRect& a, const SceneRect& b, float widthPixels, std::uint32_t slot, LinkTier tier)
{
    const auto [ax, ay] = bundleEnd(a, b, tier);
    const auto [bx, by] = bundleEnd(b, a, tier);
    return DrawnSegment { ax, ay, bx, by, widthPixels, slot, tier };
}

// Per group: the collapsed rack it lies in (itself included), or kNoGroup.
std::vector<GroupId> collapsedRackOfGroups(const Topology& topology, const std::vector<bool>& collapsed)
{
    std::vector<GroupId> out(topology.groups.size(), kNoGroup);
    if (std::find(collapsed.begin(), collapsed.end(), true) == collapsed.end())
        return out;
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        GroupId rack = g;
        while (rack != kNoGroup && topology.groups[rack].kind != GroupKind::Rack)
            rack = topology.groups[rack].parent;
        if (rack != kNoGroup && static_cast<std::size_t>(rack) < collapsed.size() && collapsed[rack])
            out[g] = rack;
    }
    return out;
}

// Links of one tier ending in collapsed racks, taken together by what their two ends are (a
// collapsed rack, or a device).
class CollapsedBundles {
public:
    explicit CollapsedBundles(DrawingList& list)
        : m_list(list)
    {
    }
    // An end: a collapsed rack (high bit set) or a device.
    static std::uint32_t endOf(NodeId node, GroupId collapsedRack)
    {
        return collapsedRack == kNoGroup ? node : (0x80000000u | static_cast<std::uint32_t>(collapsedRack));
    }
    void add(LinkId link, std::uint32_t endA, std::uint32_t endB, const Link& spec)
    {
        const std::uint64_t key = std::uint64_t(std::min(endA, endB)) << 32 | std::max(endA, endB);
        auto [it, fresh] = m_bundleOf.try_emplace(key, static_cast<std::uint32_t>(m_list.bundles.size()));
        if (fresh) {
            m_list.bundles.push_back(DrawnBundle { spec.tier, 0, 0, 0 });
            m_members.emplace_back();
            m_ends.emplace_back(endA, endB);
        }
        DrawnBundle& bundle = m_list.bundles[it->second];
        ++bundle.links;
        bundle.bytesPerSecPerDirection += spec.bytesPerSecPerDirection;
        m_members[it->second - m_firstOfTier].push_back(link);
    }
    // Draws the tier's bundles (after its links) and starts the next tier.
    template <typename RectOf> void finishTier(RectOf rectOf)
    {
        for (std::size_t i = 0; i < m_members.size(); ++i) {
            const auto b = static_cast<std::uint32_t>(m_firstOfTier + i);
            DrawnBundle& bundle = m_list.bundles[b];
            bundle.firstMember = static_cast<std::uint32_t>(m_list.bundleMembers.size());
            m_list.bundleMembers.insert(m_list.bundleMembers.end(), m_members[i].begin(), m_members[i].end());
            m_list.segments.push_back(segmentBetween(rectOf(m_ends[i].first), rectOf(m_ends[i].second),
                bundleWidthPixels(bundle.links, bundle.bytesPerSecPerDirection), m_list.bundleSlot(b), bundle.tier));
        }
        m_firstOfTier = static_cast<std::uint32_t>(m_list.bundles.size());
        m_bundleOf.clear();
        m_members.clear();
        m_ends.clear();
    }

private:
    DrawingList& m_list;
    std::uint32_t m_firstOfTier = 0;
    std::unordered_map<std::uint64_t, std::uint32_t> m_bundleOf;
    std::vector<std::vector<LinkId>> m_members; // of this tier's bundles
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_ends;
};

void listDevices(DrawingList& list, const Topology& topology, const Scene& scene, const DrawingView& view)
{
    const std::vector<GroupId> collapsedOf = collapsedRackOfGroups(topology, view.collapsedRacks);
    // Per node, when any rack is collapsed: a small array read twice a link, where the nodes
    // themselves are large and far apart.
    std::vector<GroupId> collapsedOfNode;
    if (std::find_if(collapsedOf.begin(), collapsedOf.end(), [](GroupId g) { return g != kNoGroup; })
        != collapsedOf.end()) {
        collapsedOfNode.resize(topology.nodes.size());
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            collapsedOfNode[n] = topology.nodes[n].group == kNoGroup ? kNoGroup : collapsedOf[topology.nodes[n].group];
    }
    auto collapsedRackOfNode = [&](NodeId n) { return collapsedOfNode.empty() ? kNoGroup : collapsedOfNode[n]; };
    // Group boxes in group order (a rack before the trays in it); a collapsed rack alone.
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        const SceneRect& r = scene.groups[g];
        if (r.empty() || (collapsedOf[g] != kNoGroup && collapsedOf[g] != g))
            continue;
        const BoxKind kind = collapsedOf[g] == g         ? BoxKind::CollapsedRack
            : topology.groups[g].kind == GroupKind::Rack ? BoxKind::Rack
                                                         : BoxKind::Tray;
        list.boxes.push_back(DrawnBox { r, kind, static_cast<std::uint32_t>(g) });
    }
    list.linkSlots = static_cast<std::uint32_t>(topology.links.size());
    if (view.links) {
        list.segments.reserve(topology.links.size());
        CollapsedBundles bundles(list);
        auto rectOfEnd = [&](std::uint32_t end) -> const SceneRect& {
            return end & 0x80000000u ? scene.groups[end & 0x7fffffffu] : scene.devices[end];
        };
        const std::vector<LinkId> order
            = byTier(topology.links.size(), [&](LinkId l) { return topology.links[l].tier; });
        // Rates repeat from link to link: the width of the last one is kept (a logarithm less).
        BytesPerSec lastRate = -1;
        float lastWidth = 1;
        auto draw = [&](LinkId l) {
            const Link& link = topology.links[l];
            if (scene.devices[link.a].empty() || scene.devices[link.b].empty())
                return;
            const GroupId rackA = collapsedRackOfNode(link.a), rackB = collapsedRackOfNode(link.b);
            if (link.bytesPerSecPerDirection != lastRate) {
                lastRate = link.bytesPerSecPerDirection;
                lastWidth = linkWidthPixels(lastRate);
            }
            if (rackA == kNoGroup && rackB == kNoGroup)
                list.segments.push_back(segmentBetween(
                    scene.devices[link.a], scene.devices[link.b], lastWidth, list.linkSlot(l), link.tier));
            else if (rackA != rackB)
                bundles.add(l, CollapsedBundles::endOf(link.a, rackA), CollapsedBundles::endOf(link.b, rackB), link);
            // else: inside one collapsed rack, not drawn
        };
        for (std::size_t i = 0; i < order.size(); ++i) {
            draw(order[i]);
            if (i + 1 == order.size() || topology.links[order[i + 1]].tier != topology.links[order[i]].tier)
                bundles.finishTier(rectOfEnd);
        }
    }
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (!scene.devices[n].empty() && collapsedRackOfNode(n) == kNoGroup)
            list.devices.push_back(DrawnDevice { scene.devices[n], n, topology.nodes[n].kind });
}

// Inside a block of several racks (or hosts), each of them as a tray-coloured box and each node
// in a rack as a smaller box over it, links left out: a scalable unit shows its racks and nodes.
void listBoxesInBlocks(DrawingList& list, const Topology& topology, const Scene& scene)
{
    std::vector<std::uint32_t> blockOfGroup(topology.groups.size(), ~0u);
    std::vector<std::uint32_t> groupsInBlock(scene.blocks.size(), 0);
    for (NodeId n = 0; n < topology.nodes.size() && n < scene.blockOfNode.size(); ++n) {
        const GroupId top = topology.topGroupOf(n);
        if (top == kNoGroup || blockOfGroup[top] != ~0u)
            continue;
        blockOfGroup[top] = scene.blockOfNode[n];
        ++groupsInBlock[scene.blockOfNode[n]];
    }
    auto shownInBlock = [&](GroupId g) {
        return blockOfGroup[g] != ~0u && groupsInBlock[blockOfGroup[g]] > 1 && !scene.groups[g].empty();
    };
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g)
        if (shownInBlock(g))
            list.boxes.push_back(DrawnBox { scene.groups[g], BoxKind::Tray, static_cast<std::uint32_t>(g) });
    // A node of a rack so shown (its parent), over the racks.
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        const Group& group = topology.groups[g];
        if (group.kind == GroupKind::Node && group.parent != kNoGroup && shownInBlock(group.parent)
            && !scene.groups[g].empty())
            list.boxes.push_back(DrawnBox { scene.groups[g], BoxKind::BlockNode, static_cast<std::uint32_t>(g) });
    }
}

BoxKind blockBoxKind(const Scene& scene, std::uint32_t block)
{
    const BlockContent content = block < scene.blockContents.size() ? scene.blockContents[block] : BlockContent::Other;
    return content == BlockContent::InfiniBandSwitches ? BoxKind::InfiniBandTier
        : content == BlockContent::EthernetSwitches    ? BoxKind::EthernetTier
                                                       : BoxKind::Block;
}

void listBlocks(DrawingList& list, const Topology& topology, const Scene& scene, const DrawingView& view)
{
    for (std::uint32_t b = 0; b < scene.blocks.size(); ++b)
        if (!scene.blocks[b].empty())
            list.boxes.push_back(DrawnBox { scene.blocks[b], blockBoxKind(scene, b), b });
    listBoxesInBlocks(list, topology, scene);
    if (!view.links)
        return;
    // The scene's bundles keep their index (and so their slot); drawn tier by tier.
    list.bundles.reserve(scene.bundles.size());
    for (const SceneBundle& bundle : scene.bundles)
        list.bundles.push_back(
            DrawnBundle { bundle.tier, bundle.firstMember, bundle.links, bundle.bytesPerSecPerDirection });
    list.bundleMembers = scene.bundleMembers;
    list.segments.reserve(scene.bundles.size());
    for (const std::uint32_t b : byTier(scene.bundles.size(), [&](std::uint32_t i) { return scene.bundles[i].tier; })) {
        const SceneBundle& bundle = scene.bundles[b];
        list.segments.push_back(bundleSegment(scene.blocks[bundle.blockA], scene.blocks[bundle.blockB],
            bundleWidthPixels(bundle.links, bundle.bytesPerSecPerDirection), list.bundleSlot(b), bundle.tier));
    }
}

} // namespace

std::optional<LinkId> DrawingList::linkOf(std::uint32_t s) const
{
    if (!isLinkSlot(s))
        return std::nullopt;
    return s - slot::kFirstLink;
}

std::span<const LinkId> DrawingList::bundleLinks(std::uint32_t s) const
{
    if (!isBundleSlot(s))
        return {};
    const DrawnBundle& bundle = bundles[s - bundleSlot(0)];
    return std::span<const LinkId>(bundleMembers).subspan(bundle.firstMember, bundle.links);
}

std::optional<LinkTier> tierOfSlot(const DrawingList& list, const Topology& topology, std::uint32_t s)
{
    if (const auto link = list.linkOf(s))
        return topology.links[*link].tier;
    if (list.isBundleSlot(s))
        return list.bundles[s - list.bundleSlot(0)].tier;
    if (s >= slot::tier(LinkTier::NvLink) && s < slot::kFirstLink)
        return static_cast<LinkTier>(s - slot::tier(LinkTier::NvLink));
    return std::nullopt;
}

bool slotShown(const DrawingList& list, const Topology& topology, std::uint32_t s, HiddenTiers hidden)
{
    if (hidden.bits == 0)
        return true;
    const auto tier = tierOfSlot(list, topology, s);
    return !tier || !hidden.contains(*tier);
}

DrawingList buildDrawingList(const Topology& topology, const Scene& scene, const DrawingView& view)
{
    DrawingList list;
    list.detail = view.detail;
    if (view.detail == DrawingDetail::Devices)
        listDevices(list, topology, scene, view);
    else
        listBlocks(list, topology, scene, view);
    return list;
}

float linkWidthPixels(BytesPerSec bytesPerSecPerDirection)
{
    return static_cast<float>(
        std::clamp(1.0 + 0.5 * std::log2(std::max(1.0, bytesPerSecPerDirection / 25e9)), 1.0, 6.0));
}

float bundleWidthPixels(std::uint32_t links, BytesPerSec bytesPerSecPerDirection)
{
    const float perLink = linkWidthPixels(bytesPerSecPerDirection / std::max(1u, links));
    return std::min(kMaxBundlePixels, perLink + 0.6f * std::log2(static_cast<float>(std::max(1u, links))));
}

} // namespace scalescope
