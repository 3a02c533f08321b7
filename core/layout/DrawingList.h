// What is drawn of a Scene, and in which order: the one list the canvas rasterises and the
// diagram exporters paint, so that a file always looks like the screen. It turns the topology,
// its scene and the view's state (every device or racks as blocks, racks collapsed by hand)
// into boxes (group boxes, collapsed racks, rack blocks), segments (links and bundles) and
// devices, each with a palette slot. Slots are stable ids, one per box kind, device kind and
// tier, one per link and one per bundle, so that colours (the theme, a heatmap, a hidden tier
// drawn transparent) are a palette over the same list rather than a new one. Links of every
// tier are in the list, hidden or not: hiding a tier is the palette's business.
#pragma once

#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace scalescope {

// Every device and link, or each rack (or block of racks, or of switches) as one box with the
// links between boxes bundled.
enum class DrawingDetail : std::uint8_t { Devices, Blocks };

// The view's state that decides what is drawn; plain values, wherever they are kept.
struct DrawingView {
    DrawingDetail detail = DrawingDetail::Devices;
    // Per group: a rack collapsed by hand to one box, its links to the outside bundled by what
    // they reach and their tier (Devices only). Shorter than the groups: the rest are open.
    std::vector<bool> collapsedRacks;
    bool links = true; // false: boxes and devices only (an overview)
};

// A block takes the colour of what it holds: a tier of InfiniBand or of Ethernet switches their
// switches' colour, any other block the racks'. At Blocks detail, inside a block of several
// racks (or hosts), each is a Tray box and each node in a rack a BlockNode box.
enum class BoxKind : std::uint8_t { Rack, Tray, CollapsedRack, Block, InfiniBandTier, EthernetTier, BlockNode };
inline constexpr int kBoxKindCount = 7;
// A block of the scene (its DrawnBox::id is the block's index), whatever it holds.
constexpr bool isBlock(BoxKind kind)
{
    return kind == BoxKind::Block || kind == BoxKind::InfiniBandTier || kind == BoxKind::EthernetTier;
}

// Palette slots. Slot 0 is the background; then one per box kind, one per device kind and one
// per tier (the colour a tier shows in where a link of a hidden tier was drawn over one of it);
// then one per link (Devices) and one per bundle.
namespace slot {
inline constexpr std::uint32_t kBackground = 0;
constexpr std::uint32_t box(BoxKind kind)
{
    return 1 + static_cast<std::uint32_t>(kind);
}
constexpr std::uint32_t device(NodeKind kind)
{
    return 1 + kBoxKindCount + static_cast<std::uint32_t>(kind);
}
constexpr std::uint32_t tier(LinkTier tier)
{
    return 1 + kBoxKindCount + kNodeKindCount + static_cast<std::uint32_t>(tier);
}
inline constexpr std::uint32_t kFirstLink = 1 + kBoxKindCount + kNodeKindCount + kLinkTierCount;
} // namespace slot

struct DrawnBox {
    SceneRect rect;
    BoxKind kind = BoxKind::Rack;
    // The group (Rack, Tray, CollapsedRack, BlockNode) or the scene's block (isBlock). At Blocks
    // detail a Tray box is a rack or host inside a block of several (a unit's racks), drawn over
    // it, and a BlockNode box a node in such a rack, over the rack.
    std::uint32_t id = 0;
};

struct DrawnDevice {
    SceneRect rect;
    NodeId node = 0;
    NodeKind kind = NodeKind::Gpu; // its slot's
};

struct DrawnSegment {
    float ax = 0, ay = 0, bx = 0,
          by = 0; // scene units, centre to centre (a bundle between blocks: straight across where they overlap)
    float widthPixels = 1; // on screen (or in a diagram), whatever the zoom
    std::uint32_t slot = 0; // a link's or a bundle's
    LinkTier tier = LinkTier::NvLink;

    float length() const { return std::hypot(bx - ax, by - ay); } // scene units
};

// Links drawn as one segment: between two blocks, or from a collapsed rack to what it reaches.
struct DrawnBundle {
    LinkTier tier = LinkTier::NvLink;
    std::uint32_t firstMember = 0, links = 0; // DrawingList::bundleMembers[first, first + links)
    BytesPerSec bytesPerSecPerDirection = 0; // all its links together
};

struct DrawingList {
    DrawingDetail detail = DrawingDetail::Devices;
    // In the order they are drawn (the z-order): boxes (racks before the trays in them), then
    // segments tier by tier (NVLink lowest, Ethernet highest: the fabric over what is inside a
    // system), each tier's in link order with its bundles after its links, then devices.
    std::vector<DrawnBox> boxes;
    std::vector<DrawnSegment> segments;
    std::vector<DrawnDevice> devices;
    std::vector<DrawnBundle> bundles; // bundle i has slot bundleSlot(i)
    std::vector<LinkId> bundleMembers;
    std::uint32_t linkSlots = 0; // one per topology link at Devices detail, none at Blocks

    std::uint32_t linkSlot(LinkId link) const { return slot::kFirstLink + link; }
    std::uint32_t bundleSlot(std::uint32_t bundle) const { return slot::kFirstLink + linkSlots + bundle; }
    std::uint32_t slotCount() const { return bundleSlot(static_cast<std::uint32_t>(bundles.size())); }
    bool isLinkSlot(std::uint32_t s) const { return s >= slot::kFirstLink && s < slot::kFirstLink + linkSlots; }
    bool isBundleSlot(std::uint32_t s) const { return s >= bundleSlot(0) && s < slotCount(); }
    // What a segment's slot stands for: its link, or its bundle's links (none for other slots).
    std::optional<LinkId> linkOf(std::uint32_t s) const;
    std::span<const LinkId> bundleLinks(std::uint32_t s) const;
    const DrawnBundle& bundleOf(std::uint32_t s) const { return bundles[s - bundleSlot(0)]; } // a bundle's slot
};

DrawingList buildDrawingList(const Topology& topology, const Scene& scene, const DrawingView& view);

// Tiers hidden from view. Their links stay in the list; their slots are transparent.
struct HiddenTiers {
    std::uint8_t bits = 0;
    bool contains(LinkTier tier) const { return bits >> static_cast<int>(tier) & 1u; }
    void set(LinkTier tier, bool hidden)
    {
        const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(tier));
        bits = hidden ? static_cast<std::uint8_t>(bits | bit) : static_cast<std::uint8_t>(bits & ~bit);
    }
    bool operator==(const HiddenTiers&) const = default;
};

// The tier of a link's, a bundle's or a tier's slot; none for boxes, devices, the background.
std::optional<LinkTier> tierOfSlot(const DrawingList& list, const Topology& topology, std::uint32_t slot);
// Whether what has this slot shows: not when it is of a hidden tier.
bool slotShown(const DrawingList& list, const Topology& topology, std::uint32_t slot, HiddenTiers hidden);

// Line thickness by capacity, in pixels on screen (or in a diagram): a 25 GB/s NVLink is thin,
// a 400G link thicker.
float linkWidthPixels(BytesPerSec bytesPerSecPerDirection);
// A bundle: as thick as one of its links and more the more links it holds (a band between two
// tiers of a fat tree), at most kMaxBundlePixels.
inline constexpr float kMaxBundlePixels = 10.0f;
float bundleWidthPixels(std::uint32_t links, BytesPerSec bytesPerSecPerDirection);

} // namespace scalescope
