#include "layout/SceneLabels.h"

#include "layout/BlockNames.h"
#include "layout/BundleLabels.h"
#include "layout/LabelPlacement.h"
#include "model/Localized.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string_view>

namespace scalescope {
namespace {

// A name inside a box takes at most this share of its height: a rack's or a tray's name shows
// once the box reads as a thing of its own, not as soon as the text would squeeze in.
constexpr float kNameShareOfBox = 1.0f / 3;
// Above a row of switches, this far (scene units): the row's name.
constexpr float kRowLabelLift = 4;
// A block this many times wider than it is high is a row (a switch tier): named above it.
constexpr float kFlatBlockRatio = 4;
// A switch alone in its row has this many glyph widths of room.
constexpr float kLoneSwitchRoom = 12;
// A port number needs a glyph this many times a label's height: it shows where devices are named.
constexpr float kGlyphHeightsPerPortLabel = 2;
// A port number's anchor: on its link, this far outside its device's glyph (scene units), and
// never past this share of the link's visible length.
constexpr float kPortLabelLift = 0.75f * scene::kDevice;
constexpr float kPortLabelShareOfLink = 0.25f;

std::string portRange(int first, int span)
{
    return span > 1 ? "p" + std::to_string(first) + "-" + std::to_string(first + span - 1)
                    : "p" + std::to_string(first);
}

LabelCandidate boxLabel(const SceneRect& r, LabelAlign align, LabelKind kind, std::uint32_t id, std::string text)
{
    LabelCandidate c;
    c.anchorX = align == LabelAlign::Center ? r.centerX() : r.x;
    c.anchorY = align == LabelAlign::Center ? r.centerY() : r.y;
    c.roomWidth = r.width;
    c.roomHeight = align == LabelAlign::Center ? r.height : r.height * kNameShareOfBox;
    c.align = align;
    c.kind = kind;
    c.id = id;
    c.text = std::move(text);
    return c;
}

// A block's name: inside it, or on top of a block as flat as a row of switches (a switch tier),
// which has no height to hold a name at any zoom where the whole fabric is in view.
LabelCandidate blockLabel(const DrawnBox& box, const std::string& name)
{
    if (box.rect.height * kFlatBlockRatio > box.rect.width)
        return boxLabel(box.rect, LabelAlign::Center, LabelKind::Block, box.id, name);
    LabelCandidate c = boxLabel(box.rect, LabelAlign::BottomCenter, LabelKind::Block, box.id, name);
    c.anchorX = box.rect.centerX();
    c.anchorY = box.rect.y;
    c.anchorY += std::min(box.rect.height / 2, scene::kPadding); // on the block's top padding, inside the scene
    c.roomHeight = 0;
    return c;
}

// A block's name, then its shorter ones where it does not fit ("SU 3: 32 nodes", "SU 3"). The
// shortest reaches past the block's sides if it must (a narrow unit or tier), over nothing else
// named; and where neighbours' names leave it no room there, it goes higher or lower in a tall
// block, just above or below the block, or towards either end.
void addBlockLabels(const DrawnBox& box, const Scene& scene, std::vector<LabelCandidate>& out)
{
    if (box.id >= scene.blockNames.size() || scene.blockNames[box.id].empty())
        return;
    const std::vector<std::string> none;
    const std::vector<std::string>& shorter
        = box.id < scene.blockShortNames.size() ? scene.blockShortNames[box.id] : none;
    for (std::size_t i = 0; i <= shorter.size(); ++i) {
        LabelCandidate c = blockLabel(box, i == 0 ? scene.blockNames[box.id] : shorter[i - 1]);
        c.fallback = static_cast<std::uint8_t>(std::min<std::size_t>(i, 255));
        if (i == shorter.size())
            c.roomWidth = 0;
        out.push_back(std::move(c));
    }
    const SceneRect& r = box.rect;
    const LabelCandidate shortest = out.back();
    auto add = [&](LabelAlign align, float x, float y) {
        LabelCandidate c = shortest;
        c.align = align;
        c.anchorX = x;
        c.anchorY = y;
        c.roomWidth = c.roomHeight = 0;
        c.fallback = static_cast<std::uint8_t>(out.back().fallback + 1);
        out.push_back(std::move(c));
    };
    if (shortest.align == LabelAlign::Center) {
        // A tall block's (a narrow unit's beside others named in the middle) higher or lower.
        add(LabelAlign::Center, r.centerX(), r.y + r.height / 4);
        add(LabelAlign::Center, r.centerX(), r.y + r.height * 3 / 4);
    }
    add(LabelAlign::BottomCenter, r.centerX(), r.y);
    add(LabelAlign::TopCenter, r.centerX(), r.y + r.height);
    // A wide block's (a tier's among others close above and below it) towards either end.
    add(LabelAlign::Center, r.x + r.width / 4, r.centerY());
    add(LabelAlign::Center, r.x + r.width * 3 / 4, r.centerY());
}

void addBoxLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out)
{
    // At Blocks detail a tray box is a rack (or host) inside a block: named as racks are.
    const LabelKind trayKind = list.detail == DrawingDetail::Blocks ? LabelKind::Rack : LabelKind::Tray;
    for (const DrawnBox& box : list.boxes) {
        switch (box.kind) {
        case BoxKind::Block:
        case BoxKind::InfiniBandTier:
        case BoxKind::EthernetTier:
            addBlockLabels(box, scene, out);
            break;
        case BoxKind::CollapsedRack:
            out.push_back(
                boxLabel(box.rect, LabelAlign::Center, LabelKind::Rack, box.id, topology.groups[box.id].name));
            break;
        case BoxKind::Rack: // above the rack, clear of its first tray's name
            out.push_back(
                boxLabel(box.rect, LabelAlign::BottomLeft, LabelKind::Rack, box.id, topology.groups[box.id].name));
            break;
        case BoxKind::Tray:
            out.push_back(boxLabel(
                box.rect, LabelAlign::TopLeft, trayKind, box.id, shortDeviceName(topology.groups[box.id].name)));
            break;
        case BoxKind::BlockNode: // in the middle of its box, which holds nothing else at this level
            out.push_back(boxLabel(
                box.rect, LabelAlign::Center, LabelKind::Tray, box.id, shortDeviceName(topology.groups[box.id].name)));
            break;
        }
    }
}

void addLinkLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out)
{
    for (const DrawnSegment& s : list.segments)
        if (const auto link = list.linkOf(s.slot)) {
            LabelCandidate c = linkLabel(topology, scene, *link, LabelKind::Link);
            c.roomWidth = s.length();
            out.push_back(std::move(c));
        }
}

// The words of a row's name in the user's language, looked up once for all the rows.
struct RowWords {
    RowWords()
    {
        for (std::size_t k = 0; k < kinds.size(); ++k)
            kinds[k] = translated(kCoreContext, countedKind(static_cast<NodeKind>(k)));
        for (std::size_t r = 0; r < roles.size(); ++r)
            roles[r] = translated(kCoreContext, countedRole(static_cast<SwitchRole>(r)));
    }
    std::array<std::string, kNodeKindCount> kinds; // "%1 GPUs"
    std::array<std::string, 4> roles; // "%1 spine switches"
    // "12 spine switches, QM9700": devices of one model.
    std::string ofModel = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, %2"));
};

// "12 spine switches, QM9700", or "2 Ethernet switches, 4 storage servers": a row of devices
// outside groups by what they are.
std::string rowText(const Topology& topology, std::span<const NodeId> row, const RowWords& words)
{
    const Node& first = topology.nodes[row.front()];
    auto all = [&](auto same) {
        return std::all_of(row.begin(), row.end(), [&](NodeId n) { return same(topology.nodes[n]); });
    };
    const bool oneKind = all([&](const Node& n) { return n.kind == first.kind; });
    if (!oneKind) {
        std::array<std::size_t, kNodeKindCount> byKind {};
        for (const NodeId n : row)
            ++byKind[static_cast<std::size_t>(topology.nodes[n].kind)];
        std::string text; // a list of whole parts
        for (std::size_t k = 0; k < byKind.size(); ++k)
            if (byKind[k] > 0)
                text += (text.empty() ? "" : ", ") + substitute(words.kinds[k], { std::to_string(byKind[k]) });
        return text;
    }
    const bool oneRole = all([&](const Node& n) { return n.role == first.role; });
    const bool oneModel = all([&](const Node& n) { return n.model == first.model; });
    const std::string& what = oneRole && first.role != SwitchRole::None
        ? words.roles[static_cast<std::size_t>(first.role)]
        : words.kinds[static_cast<std::size_t>(first.kind)];
    const std::string text = substitute(what, { std::to_string(row.size()) });
    if (oneModel && !topology.modelOf(first).empty())
        return substitute(words.ofModel, { text, topology.modelOf(first) });
    return text;
}

// Devices outside any group stand in rows (the switch tiers, the Ethernet tier): each row named
// above its left end, and each device given the room to its nearest neighbour in the row.
void addRowLabels(const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<float>& roomOfNode,
    std::vector<LabelCandidate>& out)
{
    std::vector<NodeId> loose;
    for (const DrawnDevice& d : list.devices)
        if (topology.nodes[d.node].group == kNoGroup)
            loose.push_back(d.node);
    std::sort(loose.begin(), loose.end(), [&](NodeId a, NodeId b) {
        const SceneRect &ra = scene.devices[a], &rb = scene.devices[b];
        return ra.y != rb.y ? ra.y < rb.y : (ra.x != rb.x ? ra.x < rb.x : a < b);
    });
    std::optional<RowWords> words; // looked up at the first row named
    for (std::size_t begin = 0, end = 0; begin < loose.size(); begin = end) {
        const float y = scene.devices[loose[begin]].y;
        for (end = begin; end < loose.size() && scene.devices[loose[end]].y == y; ++end) { }
        const auto row = std::span(loose).subspan(begin, end - begin);
        for (std::size_t i = 0; i < row.size(); ++i) {
            const SceneRect& r = scene.devices[row[i]];
            float room = r.width * kLoneSwitchRoom;
            if (i > 0)
                room = std::min(room, r.centerX() - scene.devices[row[i - 1]].centerX());
            if (i + 1 < row.size())
                room = std::min(room, scene.devices[row[i + 1]].centerX() - r.centerX());
            roomOfNode[row[i]] = room;
        }
        if (row.size() < 2)
            continue;
        LabelCandidate c;
        c.anchorX = scene.devices[row.front()].x;
        c.anchorY = y - kRowLabelLift;
        c.align = LabelAlign::BottomLeft;
        c.kind = LabelKind::SwitchTier;
        c.id = row.front();
        if (!words)
            words.emplace();
        c.text = rowText(topology, row, *words);
        out.push_back(std::move(c));
    }
}

void addDeviceLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out)
{
    std::vector<float> roomOfNode(topology.nodes.size(), 0);
    addRowLabels(topology, scene, list, roomOfNode, out);
    for (const DrawnDevice& d : list.devices) {
        const Node& node = topology.nodes[d.node];
        const bool loose = node.group == kNoGroup;
        LabelCandidate c = boxLabel(d.rect, LabelAlign::Center, loose ? LabelKind::Switch : LabelKind::Device, d.node,
            loose ? node.name : shortDeviceName(node.name));
        // A device's name lies on its glyph: it shows once the glyph holds it.
        c.roomWidth = loose ? roomOfNode[d.node] : d.rect.width;
        c.roomHeight = loose ? d.rect.height + scene::kGap : d.rect.height;
        out.push_back(std::move(c));
    }
}

// How far from a rectangle's centre a ray in direction (dx, dy) (unit length) leaves it.
float exitDistance(const SceneRect& r, float dx, float dy)
{
    const float alongX = dx != 0 ? r.width / 2 / std::abs(dx) : INFINITY;
    const float alongY = dy != 0 ? r.height / 2 / std::abs(dy) : INFINITY;
    return std::min(alongX, alongY);
}

// Both ends' port numbers of one link drawn between two devices' centres, if in the area.
void addLinkEnds(
    const Topology& topology, const Scene& scene, LinkId link, const SceneRect& area, std::vector<LabelCandidate>& out)
{
    const Link& l = topology.links[link];
    const SceneRect &ra = scene.devices[l.a], &rb = scene.devices[l.b];
    const float dx = rb.centerX() - ra.centerX(), dy = rb.centerY() - ra.centerY();
    const float length = std::hypot(dx, dy);
    if (ra.empty() || rb.empty() || length <= 0)
        return;
    const float ux = dx / length, uy = dy / length;
    const float exitA = exitDistance(ra, ux, uy), exitB = exitDistance(rb, ux, uy);
    const float visible = length - exitA - exitB;
    if (visible <= 0)
        return;
    const float lift = std::min(kPortLabelLift, visible * kPortLabelShareOfLink);
    const int span = portsSpanned(l);
    auto add = [&](NodeId node, const SceneRect& r, float along, int port) {
        LabelCandidate c;
        c.anchorX = ra.centerX() + ux * along;
        c.anchorY = ra.centerY() + uy * along;
        if (c.anchorX < area.x || c.anchorY < area.y || c.anchorX > area.x + area.width
            || c.anchorY > area.y + area.height)
            return;
        // As wide as twice its distance from the glyph: it never reaches back over the line's end,
        // nor past the first half of the line, where a link's own label goes.
        c.roomWidth = 2 * lift;
        c.roomHeight = std::min(r.width, r.height) / kGlyphHeightsPerPortLabel;
        c.kind = LabelKind::Port;
        c.id = node;
        c.text = portRange(port, span);
        out.push_back(std::move(c));
    };
    add(l.a, ra, exitA + lift, l.portA);
    add(l.b, rb, length - exitB - lift, l.portB);
}

} // namespace

std::vector<LabelCandidate> portLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, const LabelView& view)
{
    std::vector<LabelCandidate> out;
    if (list.detail != DrawingDetail::Devices)
        return out;
    // No glyph is large enough on screen: nothing can show (and a large design is not walked).
    const auto zoom = static_cast<float>(view.zoom);
    if (scene::kDevice * zoom < kGlyphHeightsPerPortLabel * view.textHeightPixels)
        return out;
    for (const DrawnSegment& s : list.segments)
        if (const auto link = list.isLinkSlot(s.slot) ? list.linkOf(s.slot) : std::nullopt)
            addLinkEnds(topology, scene, *link, view.area, out);
    return out;
}

std::string shortDeviceName(const std::string& name)
{
    const auto slash = name.rfind('/');
    return slash == std::string::npos ? name : name.substr(slash + 1);
}

LabelCandidate linkLabel(const Topology& topology, const Scene& scene, LinkId link, LabelKind kind)
{
    const Link& l = topology.links[link];
    const SceneRect &a = scene.devices[l.a], &b = scene.devices[l.b];
    LabelCandidate c;
    c.anchorX = (a.centerX() + b.centerX()) / 2;
    c.anchorY = (a.centerY() + b.centerY()) / 2;
    c.kind = kind;
    c.id = link;
    const int span = portsSpanned(l);
    c.text = formatTierRate(l.tier, l.bytesPerSecPerDirection) + ", " + portRange(l.portA, span) + " - "
        + portRange(l.portB, span);
    return c;
}

std::vector<LabelCandidate> sceneLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, const LabelOptions& options)
{
    std::vector<LabelCandidate> out;
    for (const LinkId link : options.pinnedLinks)
        if (link < topology.links.size())
            out.push_back(linkLabel(topology, scene, link, LabelKind::PinnedLink));
    addBoxLabels(topology, scene, list, out);
    addBundleLabels(topology, scene, list, out);
    if (options.everyLink && list.detail == DrawingDetail::Devices)
        addLinkLabels(topology, scene, list, out);
    addDeviceLabels(topology, scene, list, out);
    std::stable_sort(out.begin(), out.end(),
        [](const LabelCandidate& a, const LabelCandidate& b) { return a.priority() > b.priority(); });
    return out;
}

} // namespace scalescope
