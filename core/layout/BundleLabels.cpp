#include "layout/BundleLabels.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <span>
#include <tuple>

namespace scalescope {
namespace {

// A bundle's label takes at most this share of its length: on a fabric at Fit the long bands
// between tiers are labelled, not every short crossing.
constexpr float kLabelShareOfBundle = 0.5f;
// A family's label is tried on at most this many of its bands.
constexpr std::size_t kMaxFamilyPlaces = 64;

LabelCandidate bundleLabel(const DrawnSegment& s, std::uint32_t bundle, std::string text)
{
    LabelCandidate c;
    c.anchorX = (s.ax + s.bx) / 2;
    c.anchorY = (s.ay + s.by) / 2;
    c.roomWidth = s.length() * kLabelShareOfBundle;
    c.kind = LabelKind::Bundle;
    c.id = bundle;
    c.text = std::move(text);
    return c;
}

struct BundleSegment {
    std::size_t segment = 0;
    std::uint32_t bundle = 0;
    std::string text;
};

// Bundles of one tier and text are a family when they share an end block (units up to their
// tier) or run between the same two rows of blocks (each unit up to its own leaves); a bundle
// belongs to the largest family it is in, each family listed by its members' indexes.
using FamilyKey = std::tuple<LinkTier, int, float, float, std::string>;

std::vector<std::vector<std::size_t>> familiesOf(const Scene& scene, const std::vector<BundleSegment>& bundles)
{
    std::map<FamilyKey, std::vector<std::size_t>> byKey;
    for (std::size_t i = 0; i < bundles.size(); ++i) {
        const SceneBundle& sb = scene.bundles[bundles[i].bundle];
        const float rowA = scene.blocks[sb.blockA].y, rowB = scene.blocks[sb.blockB].y;
        byKey[FamilyKey { sb.tier, 0, static_cast<float>(sb.blockA), 0, bundles[i].text }].push_back(i);
        byKey[FamilyKey { sb.tier, 1, static_cast<float>(sb.blockB), 0, bundles[i].text }].push_back(i);
        byKey[FamilyKey { sb.tier, 2, std::min(rowA, rowB), std::max(rowA, rowB), bundles[i].text }].push_back(i);
    }
    std::vector<std::vector<std::size_t>> families;
    std::vector<bool> taken(bundles.size(), false);
    // Larger families first; a bundle joins the first that holds it.
    std::vector<const std::vector<std::size_t>*> bySize;
    for (const auto& [key, members] : byKey)
        if (members.size() > 1)
            bySize.push_back(&members);
    std::stable_sort(bySize.begin(), bySize.end(), [](const auto* a, const auto* b) { return a->size() > b->size(); });
    for (const auto* members : bySize) {
        std::vector<std::size_t> family;
        for (const std::size_t i : *members)
            if (!taken[i])
                family.push_back(i);
        if (family.size() < 2)
            continue;
        for (const std::size_t i : family)
            taken[i] = true;
        families.push_back(std::move(family));
    }
    for (std::size_t i = 0; i < bundles.size(); ++i)
        if (!taken[i])
            families.push_back({ i });
    std::sort(families.begin(), families.end()); // in the order of their first bundle
    return families;
}

// A family's label, tried on its longest bands first (it may take a band's whole length), then
// a shorter one without the total: never one band's words alone, which would read as one band.
void addFamilyLabels(const DrawingList& list, const std::vector<BundleSegment>& bundles,
    std::vector<std::size_t> family, std::vector<LabelCandidate>& out)
{
    const BundleSegment& first = bundles[family.front()];
    if (family.size() == 1) {
        out.push_back(bundleLabel(list.segments[first.segment], first.bundle, first.text));
        return;
    }
    const std::string bands = std::to_string(family.size()) + " bands";
    const std::string each = first.text.substr(0, first.text.find(", ")); // "256 x 400 Gb/s"
    std::stable_sort(family.begin(), family.end(), [&](std::size_t a, std::size_t b) {
        return list.segments[bundles[a].segment].length() > list.segments[bundles[b].segment].length();
    });
    family.resize(std::min(family.size(), kMaxFamilyPlaces / 2));
    std::uint8_t fallback = 0;
    for (const std::string& text : { bands + ", each " + first.text, bands + " of " + each })
        for (const std::size_t i : family) {
            const DrawnSegment& s = list.segments[bundles[i].segment];
            LabelCandidate c = bundleLabel(s, bundles[i].bundle, text);
            c.roomWidth = s.length();
            c.fallback = fallback++;
            out.push_back(std::move(c));
        }
}

} // namespace

std::string formatTierRate(LinkTier tier, BytesPerSec rate)
{
    return tier == LinkTier::InfiniBand || tier == LinkTier::Ethernet ? formatRateBits(rate) : formatRateBytes(rate);
}

std::string bundleText(const Topology& topology, const DrawingList& list, std::uint32_t bundle)
{
    const DrawnBundle& b = list.bundles[bundle];
    const auto members = std::span(list.bundleMembers).subspan(b.firstMember, b.links);
    const BytesPerSec first = members.empty() ? 0 : topology.links[members.front()].bytesPerSecPerDirection;
    const bool oneRate = std::all_of(
        members.begin(), members.end(), [&](LinkId l) { return topology.links[l].bytesPerSecPerDirection == first; });
    std::string text = std::to_string(b.links) + (oneRate ? " x " + formatTierRate(b.tier, first) : " links");
    return text + ", " + formatTierRate(b.tier, b.bytesPerSecPerDirection);
}

void addBundleLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out)
{
    std::vector<BundleSegment> bundles;
    for (std::size_t i = 0; i < list.segments.size(); ++i) {
        const DrawnSegment& s = list.segments[i];
        if (!list.isBundleSlot(s.slot))
            continue;
        const std::uint32_t bundle = s.slot - list.bundleSlot(0);
        bundles.push_back(BundleSegment { i, bundle, bundleText(topology, list, bundle) });
    }
    // Families at Blocks detail, where the list's bundles are the scene's.
    if (list.detail != DrawingDetail::Blocks || list.bundles.size() != scene.bundles.size()) {
        for (const BundleSegment& b : bundles)
            out.push_back(bundleLabel(list.segments[b.segment], b.bundle, b.text));
        return;
    }
    for (std::vector<std::size_t>& family : familiesOf(scene, bundles))
        addFamilyLabels(list, bundles, std::move(family), out);
}

} // namespace scalescope
