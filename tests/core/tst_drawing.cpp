// The drawing list: what the canvas and the exporters draw of a scene. Every device and link
// once, centre to centre, tier by tier; racks as blocks with the links between them in bundles;
// a collapsed rack one box with its links to the outside bundled; hidden tiers a matter of
// slots, not of what is listed.
#include "BuiltClusters.h"
#include "layout/DrawingList.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

bool startsAt(const DrawnSegment& segment, const SceneRect& a, const SceneRect& b)
{
    return (segment.ax == a.centerX() && segment.ay == a.centerY() && segment.bx == b.centerX()
               && segment.by == b.centerY())
        || (segment.ax == b.centerX() && segment.ay == b.centerY() && segment.bx == a.centerX()
            && segment.by == a.centerY());
}

// A bundle between blocks: each end inside its block (an Ethernet band's beside it), straight across (vertical or
// horizontal) where the blocks overlap side by side or one above the other, else centre to centre.
bool joins(const DrawnSegment& segment, const SceneRect& a, const SceneRect& b)
{
    // An Ethernet band runs in the gap beside the taller block, not over it.
    const float slack = segment.tier == LinkTier::Ethernet ? scene::kRackGap / 2 : 0;
    auto in = [&](float x, float y, const SceneRect& r) {
        return x >= r.x - slack && x <= r.x + r.width + slack && y >= r.y && y <= r.y + r.height;
    };
    if (!in(segment.ax, segment.ay, a) || !in(segment.bx, segment.by, b))
        return false;
    const bool overlapX = std::min(a.x + a.width, b.x + b.width) > std::max(a.x, b.x);
    const bool overlapY = std::min(a.y + a.height, b.y + b.height) > std::max(a.y, b.y);
    if (overlapX && !overlapY)
        return segment.ax == segment.bx;
    if (overlapY && !overlapX)
        return segment.ay == segment.by;
    return startsAt(segment, a, b);
}

bool tierByTier(const DrawingList& list)
{
    for (std::size_t i = 1; i < list.segments.size(); ++i)
        if (list.segments[i - 1].tier > list.segments[i].tier)
            return false;
    return true;
}

// The group's rack, or the group itself when it is one; kNoGroup outside racks.
GroupId rackOfGroup(const Topology& t, GroupId g)
{
    while (g != kNoGroup && t.groups[g].kind != GroupKind::Rack)
        g = t.groups[g].parent;
    return g;
}

} // namespace

class TestDrawing : public QObject {
    Q_OBJECT
private slots:
    void everyDeviceAndLinkOnceCentreToCentre()
    {
        const Topology t = builtTopology("dgx-h100", 8);
        const Scene s = layoutScene(t);
        const DrawingList list = buildDrawingList(t, s, DrawingView {});
        QCOMPARE(list.detail, DrawingDetail::Devices);
        QCOMPARE(list.devices.size(), t.nodes.size());
        QCOMPARE(list.segments.size(), t.links.size());
        QVERIFY(list.bundles.empty());
        QCOMPARE(list.slotCount(), slot::kFirstLink + static_cast<std::uint32_t>(t.links.size()));
        std::vector<int> drawn(t.links.size(), 0);
        for (const DrawnSegment& segment : list.segments) {
            const auto link = list.linkOf(segment.slot);
            QVERIFY(link);
            ++drawn[*link];
            const Link& l = t.links[*link];
            QCOMPARE(segment.tier, l.tier);
            QVERIFY(startsAt(segment, s.devices[l.a], s.devices[l.b]));
            QCOMPARE(segment.widthPixels, linkWidthPixels(l.bytesPerSecPerDirection));
            QVERIFY(list.bundleLinks(segment.slot).empty());
        }
        QVERIFY(std::all_of(drawn.begin(), drawn.end(), [](int n) { return n == 1; }));
        // NVLink lowest, the fabric over it.
        QVERIFY(tierByTier(list));
        QCOMPARE(list.segments.front().tier, LinkTier::NvLink);
        QCOMPARE(list.segments.back().tier, LinkTier::Ethernet);
        // A box per group, racks before the trays in them; each device by its node.
        QCOMPARE(list.boxes.size(), t.groups.size());
        std::map<std::uint32_t, std::size_t> boxOfGroup;
        for (std::size_t i = 0; i < list.boxes.size(); ++i) {
            const DrawnBox& box = list.boxes[i];
            const Group& group = t.groups[box.id];
            QCOMPARE(box.kind, group.kind == GroupKind::Rack ? BoxKind::Rack : BoxKind::Tray);
            if (group.parent != kNoGroup)
                QVERIFY(boxOfGroup.at(static_cast<std::uint32_t>(group.parent)) < i);
            boxOfGroup[box.id] = i;
        }
        for (const DrawnDevice& device : list.devices)
            QCOMPARE(device.rect.x, s.devices[device.node].x);
        // Slots of other things stand for no link.
        QVERIFY(!list.linkOf(slot::device(NodeKind::Gpu)));
        QVERIFY(!list.linkOf(slot::box(BoxKind::Rack)));
        QVERIFY(!list.linkOf(list.slotCount()));
    }

    void racksAsBlocksWithTheLinksBetweenThemBundled()
    {
        const Topology t = builtTopology("dgx-h100", 40);
        const Scene s = layoutScene(t);
        DrawingView view;
        view.detail = DrawingDetail::Blocks;
        const DrawingList list = buildDrawingList(t, s, view);
        QVERIFY(list.devices.empty());
        QCOMPARE(list.linkSlots, 0u);
        QCOMPARE(list.boxes.size(), s.blocks.size());
        QCOMPARE(list.bundles.size(), s.bundles.size());
        QCOMPARE(list.segments.size(), s.bundles.size());
        QVERIFY(tierByTier(list));
        // Every link between two blocks in exactly one bundle of its tier, none other.
        std::vector<int> bundled(t.links.size(), 0);
        for (const DrawnSegment& segment : list.segments) {
            QVERIFY(list.isBundleSlot(segment.slot));
            const std::uint32_t b = segment.slot - list.bundleSlot(0);
            QVERIFY(joins(segment, s.blocks[s.bundles[b].blockA], s.blocks[s.bundles[b].blockB]));
            QCOMPARE(list.bundleLinks(segment.slot).size(), std::size_t(s.bundles[b].links));
            for (const LinkId l : list.bundleLinks(segment.slot)) {
                ++bundled[l];
                QCOMPARE(t.links[l].tier, segment.tier);
            }
        }
        for (LinkId l = 0; l < t.links.size(); ++l)
            QCOMPARE(bundled[l], s.blockOfNode[t.links[l].a] != s.blockOfNode[t.links[l].b] ? 1 : 0);
        // An overview: the blocks alone.
        view.links = false;
        const DrawingList overview = buildDrawingList(t, s, view);
        QVERIFY(overview.segments.empty());
        QCOMPARE(overview.boxes.size(), list.boxes.size());
    }

    void aCollapsedRackIsOneBoxItsLinksOutBundled()
    {
        const Topology t = builtTopology("gb200-nvl72", 3);
        const Scene s = layoutScene(t);
        const GroupId rack = *t.findGroup("rack1");
        DrawingView view;
        view.collapsedRacks.assign(t.groups.size(), false);
        view.collapsedRacks[rack] = true;
        const DrawingList list = buildDrawingList(t, s, view);
        // One box for the rack, none for what is inside it; none of its devices.
        std::size_t collapsedBoxes = 0;
        for (const DrawnBox& box : list.boxes) {
            const bool inRack = rackOfGroup(t, static_cast<GroupId>(box.id)) == rack;
            QCOMPARE(box.kind == BoxKind::CollapsedRack, inRack);
            if (inRack) {
                QCOMPARE(box.id, static_cast<std::uint32_t>(rack));
                ++collapsedBoxes;
            }
        }
        QCOMPARE(collapsedBoxes, std::size_t(1));
        std::size_t inside = 0;
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            inside += t.rackOf(n) == rack;
        QVERIFY(inside > 72);
        QCOMPARE(list.devices.size(), t.nodes.size() - inside);
        for (const DrawnDevice& device : list.devices)
            QVERIFY(t.rackOf(device.node) != rack);
        // Links inside the rack are gone; links out of it are bundled by what they reach and
        // their tier, drawn from the rack's middle; every other link is its own.
        std::vector<int> drawn(t.links.size(), 0);
        std::set<std::pair<NodeId, LinkTier>> reached;
        std::size_t bundleSegments = 0;
        for (const DrawnSegment& segment : list.segments) {
            if (const auto link = list.linkOf(segment.slot)) {
                ++drawn[*link];
                QVERIFY(t.rackOf(t.links[*link].a) != rack && t.rackOf(t.links[*link].b) != rack);
                continue;
            }
            QVERIFY(list.isBundleSlot(segment.slot));
            ++bundleSegments;
            const auto members = list.bundleLinks(segment.slot);
            QVERIFY(!members.empty());
            const Link& first = t.links[members.front()];
            const NodeId outside = t.rackOf(first.a) == rack ? first.b : first.a;
            QVERIFY(startsAt(segment, s.groups[rack], s.devices[outside]));
            QVERIFY(reached.emplace(outside, segment.tier).second); // one bundle per end and tier
            BytesPerSec total = 0;
            for (const LinkId l : members) {
                ++drawn[l];
                const Link& link = t.links[l];
                QCOMPARE(link.tier, segment.tier);
                QCOMPARE(t.rackOf(link.a) == rack ? link.b : link.a, outside);
                total += link.bytesPerSecPerDirection;
            }
            QCOMPARE(list.bundleOf(segment.slot).bytesPerSecPerDirection, total);
        }
        QVERIFY(bundleSegments > 0);
        QCOMPARE(bundleSegments, list.bundles.size());
        for (LinkId l = 0; l < t.links.size(); ++l) {
            const bool in = t.rackOf(t.links[l].a) == rack, out = t.rackOf(t.links[l].b) == rack;
            QCOMPARE(drawn[l], in && out ? 0 : 1);
        }
        QVERIFY(tierByTier(list));
        // Link slots do not move when a rack collapses: the palette of the others stays.
        QCOMPARE(list.linkSlots, static_cast<std::uint32_t>(t.links.size()));
        QCOMPARE(list.bundleSlot(0), slot::kFirstLink + list.linkSlots);
    }

    void hiddenTiersAreTransparentSlotsNotFewerSegments()
    {
        const Topology t = builtTopology("gb200-nvl72", 2);
        const Scene s = layoutScene(t);
        DrawingView view;
        view.collapsedRacks.assign(t.groups.size(), false);
        view.collapsedRacks[*t.findGroup("rack0")] = true;
        const DrawingList list = buildDrawingList(t, s, view);
        HiddenTiers hidden;
        hidden.set(LinkTier::InfiniBand, true);
        QVERIFY(hidden.contains(LinkTier::InfiniBand));
        QVERIFY(!hidden.contains(LinkTier::NvLink));
        std::size_t hiddenLinks = 0, hiddenBundles = 0;
        for (const DrawnSegment& segment : list.segments) {
            QCOMPARE(tierOfSlot(list, t, segment.slot), std::optional<LinkTier>(segment.tier));
            const bool shown = slotShown(list, t, segment.slot, hidden);
            QCOMPARE(shown, segment.tier != LinkTier::InfiniBand);
            if (!shown)
                ++(list.isBundleSlot(segment.slot) ? hiddenBundles : hiddenLinks);
            QVERIFY(slotShown(list, t, segment.slot, HiddenTiers {}));
        }
        QVERIFY(hiddenLinks > 0);
        QVERIFY(hiddenBundles > 0);
        // The tier's own slot (what shows under a hidden link) goes with it; boxes and devices stay.
        QVERIFY(!slotShown(list, t, slot::tier(LinkTier::InfiniBand), hidden));
        QVERIFY(slotShown(list, t, slot::tier(LinkTier::NvLink), hidden));
        QVERIFY(slotShown(list, t, slot::box(BoxKind::CollapsedRack), hidden));
        QVERIFY(slotShown(list, t, slot::device(NodeKind::IbSwitch), hidden));
        QVERIFY(slotShown(list, t, slot::kBackground, hidden));
        hidden.set(LinkTier::InfiniBand, false);
        QCOMPARE(hidden, HiddenTiers {});
    }
};

QTEST_GUILESS_MAIN(TestDrawing)
#include "tst_drawing.moc"
