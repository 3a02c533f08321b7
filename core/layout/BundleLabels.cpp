#include "layout/BundleLabels.h"

#include "model/Localized.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <span>
#include <tuple>

namespace scalescope {
namespace {

// A bundle's label takes at most this share of its length: on a fabric at Fit the long bands
// between tiers are labelled, not every short crossing.
constexpr float kLabelShareOfBundle = 0.5f;
// A family's label is tried on at most this many of its bands.
constexpr std::size_t kMaxFamilyPlaces = 64;

// The words of bundle labels in the user's language, looked up once for all the bundles.
struct BundleWords {
    // "256 x 400 Gb/s, 102.4 Tb/s", "256 x 400 Gb/s": links of one rate.
    std::string ofOneRate = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 x %2, %3"));
    std::string eachOfOneRate = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 x %2"));
    // "256 links, 76.8 Tb/s", "256 links": links of several rates (never one: one has one rate).
    std::string ofRates = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 links, %2"));
    std::string eachOfRates = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 links"));
    // A family: "16 bands, each 256 x 400 Gb/s, 102.4 Tb/s", "16 bands of 256 x 400 Gb/s".
    std::string bandsEach = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 bands, each %2"));
    std::string bandsOf = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 bands of %2"));
};

// A bundle's label, "64 x 400 Gb/s, 25.6 Tb/s"; without the total, "64 x 400 Gb/s".
std::string labelText(
    const Topology& topology, const DrawingList& list, std::uint32_t bundle, const BundleWords& words, bool withTotal)
{
    const DrawnBundle& b = list.bundles[bundle];
    const auto members = std::span(list.bundleMembers).subspan(b.firstMember, b.links);
    const BytesPerSec first = members.empty() ? 0 : topology.links[members.front()].bytesPerSecPerDirection;
    const bool oneRate = std::all_of(
        members.begin(), members.end(), [&](LinkId l) { return topology.links[l].bytesPerSecPerDirection == first; });
    const std::string links = std::to_string(b.links);
    if (!withTotal)
        return oneRate ? substitute(words.eachOfOneRate, { links, formatTierRate(b.tier, first) })
                       : substitute(words.eachOfRates, { links });
    const std::string total = formatTierRate(b.tier, b.bytesPerSecPerDirection);
    return oneRate ? substitute(words.ofOneRate, { links, formatTierRate(b.tier, first), total })
                   : substitute(words.ofRates, { links, total });
}

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
void addFamilyLabels(const Topology& topology, const DrawingList& list, const std::vector<BundleSegment>& bundles,
    std::vector<std::size_t> family, const BundleWords& words, std::vector<LabelCandidate>& out)
{
    const BundleSegment& first = bundles[family.front()];
    if (family.size() == 1) {
        out.push_back(bundleLabel(list.segments[first.segment], first.bundle, first.text));
        return;
    }
    const std::string bands = std::to_string(family.size());
    const std::string each = labelText(topology, list, first.bundle, words, false); // "256 x 400 Gb/s"
    std::stable_sort(family.begin(), family.end(), [&](std::size_t a, std::size_t b) {
        return list.segments[bundles[a].segment].length() > list.segments[bundles[b].segment].length();
    });
    family.resize(std::min(family.size(), kMaxFamilyPlaces / 2));
    std::uint8_t fallback = 0;
    for (const std::string& text :
        { substitute(words.bandsEach, { bands, first.text }), substitute(words.bandsOf, { bands, each }) })
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
    return labelText(topology, list, bundle, BundleWords {}, true);
}

void addBundleLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out)
{
    std::vector<BundleSegment> bundles;
    std::optional<BundleWords> words; // looked up at the first bundle
    for (std::size_t i = 0; i < list.segments.size(); ++i) {
        const DrawnSegment& s = list.segments[i];
        if (!list.isBundleSlot(s.slot))
            continue;
        if (!words)
            words.emplace();
        const std::uint32_t bundle = s.slot - list.bundleSlot(0);
        bundles.push_back(BundleSegment { i, bundle, labelText(topology, list, bundle, *words, true) });
    }
    if (bundles.empty())
        return;
    // Families at Blocks detail, where the list's bundles are the scene's.
    if (list.detail != DrawingDetail::Blocks || list.bundles.size() != scene.bundles.size()) {
        for (const BundleSegment& b : bundles)
            out.push_back(bundleLabel(list.segments[b.segment], b.bundle, b.text));
        return;
    }
    for (std::vector<std::size_t>& family : familiesOf(scene, bundles))
        addFamilyLabels(topology, list, bundles, std::move(family), *words, out);
}

} // namespace scalescope
