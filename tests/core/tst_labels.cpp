// The canvas's names (semantic zoom): which candidates a drawing list gives, and which of them
// show at a zoom. Text widths are a fixed width per character here; the canvas measures its font.
#include "BuiltClusters.h"
#include "FabricImportFixtures.h"
#include "LayoutFixtures.h"
#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "layout/DrawingList.h"
#include "layout/LabelPlacement.h"
#include "layout/SceneLabels.h"

#include <QtTest>

#include <array>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

constexpr float kCharPixels = 6.5f;
constexpr double kScreenWidth = 1920, kScreenHeight = 1080;

float textWidth(const std::string& text)
{
    float chars = 0;
    for (const char c : text)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0; // UTF-8 lead bytes
    return chars * kCharPixels;
}

std::vector<float> widthsOf(const std::vector<LabelCandidate>& candidates)
{
    std::vector<float> widths;
    for (const LabelCandidate& c : candidates)
        widths.push_back(textWidth(c.text));
    return widths;
}

// A 1920x1080 screen at `zoom` on the scene's centre, or the whole scene at Fit (zoom 0).
LabelView screenAt(const Scene& scene, double zoom)
{
    LabelView view;
    const SceneRect& b = scene.bounds;
    view.zoom = zoom > 0 ? zoom : std::min(kScreenWidth / b.width, kScreenHeight / b.height);
    const auto w = static_cast<float>(kScreenWidth / view.zoom), h = static_cast<float>(kScreenHeight / view.zoom);
    view.area = SceneRect { b.centerX() - w / 2, b.centerY() - h / 2, w, h };
    return view;
}

struct Shown {
    std::vector<LabelCandidate> candidates;
    std::vector<PlacedLabel> placed;
    std::array<int, kLabelKindCount> byKind {};
    std::set<std::string> texts;
};

Shown shownAt(const Topology& t, const Scene& s, DrawingDetail detail, double zoom, LabelOptions options = {})
{
    DrawingView drawing;
    drawing.detail = detail;
    const DrawingList list = buildDrawingList(t, s, drawing);
    Shown out;
    const LabelView view = screenAt(s, zoom);
    // As the canvas takes them: the level's names, then the port numbers this view can show.
    out.candidates = sceneLabels(t, s, list, options);
    for (LabelCandidate& port : portLabels(t, s, list, view))
        out.candidates.push_back(std::move(port));
    out.placed = placeLabels(out.candidates, widthsOf(out.candidates), view);
    for (const PlacedLabel& p : out.placed) {
        ++out.byKind[static_cast<std::size_t>(out.candidates[p.candidate].kind)];
        out.texts.insert(out.candidates[p.candidate].text);
    }
    return out;
}

int shownOf(const Shown& shown, LabelKind kind)
{
    return shown.byKind[static_cast<std::size_t>(kind)];
}

Topology seleneTopology()
{
    const std::string path = sample("ibnetdiscover", "Mellanox-ufm_sdk_selene.compute.txt");
    return expandDesign(readIbNetDiscover(readTextFile(path), path).design, Catalog::builtInShared(), path).topology;
}

// The blocks drawn at Blocks detail that have a name shown, and those drawn.
std::pair<std::set<std::uint32_t>, std::set<std::uint32_t>> namedBlocks(const Topology& t, const Scene& s, double zoom)
{
    DrawingView drawing;
    drawing.detail = DrawingDetail::Blocks;
    const DrawingList list = buildDrawingList(t, s, drawing);
    std::set<std::uint32_t> drawn, named;
    for (const DrawnBox& box : list.boxes)
        if (isBlock(box.kind))
            drawn.insert(box.id);
    const Shown shown = shownAt(t, s, DrawingDetail::Blocks, zoom);
    for (const PlacedLabel& p : shown.placed)
        if (shown.candidates[p.candidate].kind == LabelKind::Block)
            named.insert(shown.candidates[p.candidate].id);
    return { named, drawn };
}

// Bundle labels shown with the same text as another.
int repeatedBundleLabels(const Shown& shown)
{
    std::multiset<std::string> texts;
    for (const PlacedLabel& p : shown.placed)
        if (shown.candidates[p.candidate].kind == LabelKind::Bundle)
            texts.insert(shown.candidates[p.candidate].text);
    int repeated = 0;
    for (const std::string& text : std::set<std::string>(texts.begin(), texts.end()))
        repeated += static_cast<int>(texts.count(text)) - 1;
    return repeated;
}

bool overlap(const PlacedLabel& a, const PlacedLabel& b, double zoom)
{
    const auto z = static_cast<float>(zoom);
    const float ax = a.anchorX * z + a.left, ay = a.anchorY * z + a.top;
    const float bx = b.anchorX * z + b.left, by = b.anchorY * z + b.top;
    return ax < bx + b.width && bx < ax + a.width && ay < by + b.height && by < ay + a.height;
}

bool noneOverlap(const Shown& shown, double zoom)
{
    for (std::size_t i = 0; i < shown.placed.size(); ++i)
        for (std::size_t j = i + 1; j < shown.placed.size(); ++j)
            if (overlap(shown.placed[i], shown.placed[j], zoom))
                return false;
    return true;
}

} // namespace

class TestLabels : public QObject {
    Q_OBJECT
private slots:
    void namesFollowTheZoom()
    {
        const Topology t = builtTopology("dgx-h100", 4);
        const Scene s = layoutScene(t);
        // Far out: the racks and the switch tiers, nothing inside them.
        const Shown far = shownAt(t, s, DrawingDetail::Devices, 0.25);
        QVERIFY(shownOf(far, LabelKind::Rack) > 0);
        QCOMPARE(shownOf(far, LabelKind::Device), 0);
        QCOMPARE(shownOf(far, LabelKind::Tray), 0);
        // In between: the nodes too.
        const Shown middle = shownAt(t, s, DrawingDetail::Devices, 1.2);
        QVERIFY(shownOf(middle, LabelKind::Tray) > 0);
        QVERIFY(middle.texts.count("node0"));
        QVERIFY(!middle.texts.count("gpu0"));
        // Close: devices by their short names.
        const Shown close = shownAt(t, s, DrawingDetail::Devices, 4);
        QVERIFY(shownOf(close, LabelKind::Device) > 0);
        QVERIFY(close.texts.count("gpu0"));
        QVERIFY(!close.texts.count(t.nodes[0].name) || t.nodes[0].name == "gpu0");
    }

    void portNumbersBesideLinkEndsWhenZoomedIn()
    {
        const Topology t = builtTopology("dgx-h100", 4);
        const Scene s = layoutScene(t);
        // At Fit and where nodes are named, no port numbers; where devices are named, some.
        QCOMPARE(shownOf(shownAt(t, s, DrawingDetail::Devices, 0), LabelKind::Port), 0);
        QCOMPARE(shownOf(shownAt(t, s, DrawingDetail::Devices, 1.2), LabelKind::Port), 0);
        const Shown close = shownAt(t, s, DrawingDetail::Devices, 4);
        QVERIFY(shownOf(close, LabelKind::Port) > 10);
        QVERIFY(shownOf(close, LabelKind::Device) > 0);
        QVERIFY(noneOverlap(close, 4));
        // Each is the port of its device on a link of it, just outside its glyph, on the link.
        for (const PlacedLabel& p : close.placed) {
            const LabelCandidate& c = close.candidates[p.candidate];
            if (c.kind != LabelKind::Port)
                continue;
            const SceneRect& r = s.devices[c.id];
            const bool outside
                = c.anchorX < r.x || c.anchorX > r.x + r.width || c.anchorY < r.y || c.anchorY > r.y + r.height;
            QVERIFY2(outside, c.text.c_str());
            QVERIFY(std::hypot(c.anchorX - r.centerX(), c.anchorY - r.centerY()) < 2 * scene::kDevice);
            const bool ofALink = std::any_of(t.links.begin(), t.links.end(), [&](const Link& l) {
                const int span = portsSpanned(l);
                auto text = [&](int port) {
                    return span > 1 ? "p" + std::to_string(port) + "-" + std::to_string(port + span - 1)
                                    : "p" + std::to_string(port);
                };
                return (l.a == c.id && text(l.portA) == c.text) || (l.b == c.id && text(l.portB) == c.text);
            });
            QVERIFY2(ofALink, c.text.c_str());
        }
        // Below every other label: a device's name wins a place they both want.
        for (std::size_t i = 1; i < close.candidates.size(); ++i)
            QVERIFY(close.candidates[i - 1].priority() >= close.candidates[i].priority());
        // Zoomed out, nothing is even made: a large design is not walked link by link.
        DrawingView devices;
        const DrawingList list = buildDrawingList(t, s, devices);
        QVERIFY(portLabels(t, s, list, screenAt(s, 0.5)).empty());
        DrawingView blocks;
        blocks.detail = DrawingDetail::Blocks;
        QVERIFY(portLabels(t, s, buildDrawingList(t, s, blocks), screenAt(s, 4)).empty());
    }

    void switchRowsAreNamedByWhatTheyHold()
    {
        Topology t;
        const NodeId spine = addSwitch(t, "spine0", SwitchRole::Spine);
        addSwitch(t, "spine1", SwitchRole::Spine);
        const NodeId leaf = addSwitch(t, "leaf0", SwitchRole::Leaf);
        addSwitch(t, "leaf1", SwitchRole::Leaf);
        addSwitch(t, "leaf2", SwitchRole::Leaf);
        t.nodes[leaf].model = t.internModel("QM9700");
        t.nodes[leaf + 1].model = t.nodes[leaf + 2].model = t.nodes[leaf].model;
        addCable(t, spine, leaf);
        const Scene s = layoutScene(t);
        const DrawingList list = buildDrawingList(t, s, DrawingView {});
        std::set<std::string> tiers;
        for (const LabelCandidate& c : sceneLabels(t, s, list))
            if (c.kind == LabelKind::SwitchTier)
                tiers.insert(c.text);
        QCOMPARE(tiers, (std::set<std::string> { "2 spine switches", "3 leaf switches, QM9700" }));
    }

    void bundlesAndLinksSayRateAndPorts()
    {
        Topology t;
        const NodeId a = addSwitch(t, "leaf0", SwitchRole::Leaf);
        const NodeId b = addSwitch(t, "spine0", SwitchRole::Spine);
        for (int i = 0; i < 64; ++i)
            addCable(t, a, b);
        t.links[0].portA = 3;
        t.links[0].portB = 17;
        Scene s = layoutScene(t);
        QCOMPARE(linkLabel(t, s, 0, LabelKind::Link).text, std::string("400 Gb/s, p3 - p17"));
        t.links[1].tier = LinkTier::NvLink;
        t.links[1].lanes = 18;
        t.links[1].bytesPerSecPerDirection = bytesPerSecFromGbps(3600);
        QCOMPARE(linkLabel(t, s, 1, LabelKind::Link).text, std::string("450 GB/s, p0-17 - p0-17"));
        // A bundle: count, each link's rate, all together, in the bits a 400G cable is sold in.
        t.links[1] = t.links[2];
        DrawingView blocks;
        blocks.detail = DrawingDetail::Blocks;
        const DrawingList list = buildDrawingList(t, s, blocks);
        QCOMPARE(list.bundles.size(), std::size_t(1));
        std::vector<std::string> bundles;
        for (const LabelCandidate& c : sceneLabels(t, s, list))
            if (c.kind == LabelKind::Bundle)
                bundles.push_back(c.text);
        QCOMPARE(bundles, std::vector<std::string> { "64 x 400 Gb/s, 25.6 Tb/s" });
    }

    void placedLabelsNeverOverlap()
    {
        const Topology t = builtTopology("dgx-h100", 16);
        const Scene s = layoutScene(t);
        LabelOptions every;
        every.everyLink = true;
        for (const double zoom : { 0.0, 0.3, 0.8, 1.5, 3.0, 6.0 }) {
            const Shown shown = shownAt(t, s, DrawingDetail::Devices, zoom, every);
            QVERIFY(!shown.placed.empty());
            QVERIFY2(noneOverlap(shown, screenAt(s, zoom).zoom), qPrintable(QString::number(zoom)));
        }
    }

    void aLabelAtTheDesignsEdgeIsMovedInside()
    {
        // A bundle's name centred on its anchor at the design's left edge was cut in half by
        // the canvas's edge at Fit ("ands, each 256 x 400 Gb/s").
        LabelCandidate bundle;
        bundle.kind = LabelKind::Bundle;
        bundle.text = "16 bands, each 256 x 400 Gb/s";
        bundle.anchorX = 2;
        bundle.anchorY = 50;
        LabelView view;
        view.area = SceneRect { -20, -20, 240, 140 };
        const std::vector<LabelCandidate> one { bundle };
        const float width = textWidth(bundle.text) + 2 * view.paddingPixels;
        QCOMPARE(placeLabels(one, widthsOf(one), view).at(0).left, std::round(-width / 2));
        view.keepWithin = SceneRect { 0, 0, 200, 100 };
        const PlacedLabel inside = placeLabels(one, widthsOf(one), view).at(0);
        QCOMPARE(inside.left, -2.0f); // its box starts at the edge
        QCOMPARE(inside.top, std::round(-view.textHeightPixels / 2)); // well inside: not moved
        // Near the bottom right corner it moves up and left; wider than the design it stays.
        bundle.anchorX = 199;
        bundle.anchorY = 99;
        const PlacedLabel corner = placeLabels(std::vector { bundle }, widthsOf(std::vector { bundle }), view).at(0);
        QVERIFY(corner.left + corner.width <= 1 && corner.left + corner.width > 0);
        QVERIFY(corner.top + corner.height <= 1 && corner.top + corner.height > 0);
        view.keepWithin.width = width / 2;
        QCOMPARE(placeLabels(one, widthsOf(one), view).at(0).left, std::round(-width / 2));
    }

    void higherPriorityWins()
    {
        // Two labels on the same spot: the higher kind shows, whichever came first in the list.
        LabelCandidate device;
        device.kind = LabelKind::Device;
        device.text = "gpu0";
        LabelCandidate rack = device;
        rack.kind = LabelKind::Rack;
        rack.text = "rack0";
        LabelView view;
        view.area = SceneRect { -100, -100, 200, 200 };
        // sceneLabels gives them highest first; placement keeps the first of two that collide.
        const std::vector<LabelCandidate> both { rack, device };
        const auto placed = placeLabels(both, widthsOf(both), view);
        QCOMPARE(placed.size(), std::size_t(1));
        QCOMPARE(placed[0].candidate, 0u);
        // On a real design, each label left out though it fits collides with one placed that
        // matters at least as much.
        const Topology t = builtTopology("dgx-h100", 16);
        const Scene s = layoutScene(t);
        LabelOptions every;
        every.everyLink = true;
        const Shown shown = shownAt(t, s, DrawingDetail::Devices, 1.5, every);
        for (std::size_t i = 1; i < shown.candidates.size(); ++i)
            QVERIFY(shown.candidates[i - 1].priority() >= shown.candidates[i].priority());
        const LabelView at = screenAt(s, 1.5);
        std::vector<bool> isPlaced(shown.candidates.size(), false);
        for (const PlacedLabel& p : shown.placed)
            isPlaced[p.candidate] = true;
        int dropped = 0;
        for (std::size_t i = 0; i < shown.candidates.size(); ++i) {
            const LabelCandidate& c = shown.candidates[i];
            LabelPlacement alone(at);
            if (isPlaced[i] || !alone.tryPlace(c, textWidth(c.text), static_cast<std::uint32_t>(i)))
                continue;
            ++dropped;
            const bool blocked = std::any_of(shown.placed.begin(), shown.placed.end(), [&](const PlacedLabel& p) {
                return shown.candidates[p.candidate].priority() >= c.priority()
                    && overlap(p, alone.placed().front(), at.zoom);
            });
            QVERIFY2(blocked, c.text.c_str());
        }
        QVERIFY(dropped > 0);
    }

    void theSameEveryTime()
    {
        const Topology t = builtTopology("dgx-h100", 16);
        const Scene s = layoutScene(t);
        const Shown first = shownAt(t, s, DrawingDetail::Devices, 1.5);
        const Shown second = shownAt(t, s, DrawingDetail::Devices, 1.5);
        QCOMPARE(first.placed.size(), second.placed.size());
        for (std::size_t i = 0; i < first.placed.size(); ++i)
            QCOMPARE(first.placed[i].candidate, second.placed[i].candidate);
    }

    // Selene at Fit: 28 units of hosts under their own leaves, too narrow for their long names
    // (none was named, nor any unit's leaves): each block shows a name, the shorter where the
    // long one does not fit ("SU 3", "8 leaves").
    void everyBlockOfSeleneIsNamedAtFit()
    {
        const Topology t = seleneTopology();
        const Scene s = layoutScene(t);
        const auto [named, drawn] = namedBlocks(t, s, 0);
        QCOMPARE(drawn.size(), std::size_t(58));
        QCOMPARE(named, drawn);
        const Shown fit = shownAt(t, s, DrawingDetail::Blocks, 0);
        QVERIFY(noneOverlap(fit, screenAt(s, 0).zoom));
        QVERIFY(fit.texts.count("SU 3") || fit.texts.count("SU 3: 20 nodes"));
        QVERIFY(fit.texts.count("321 spine switches, QM8700"));
        // Its bands alike (each unit's up to its own leaves) labelled once.
        QCOMPARE(repeatedBundleLabels(fit), 0);
        // Part way in, the units still named, the bands alike still labelled once.
        const Shown part = shownAt(t, s, DrawingDetail::Blocks, 0.45);
        QVERIFY(part.texts.count("SU 10"));
        QCOMPARE(repeatedBundleLabels(part), 0);
        QVERIFY(noneOverlap(part, 0.45));
    }

    // A fabric's bands alike (each unit's up to the leaves, down to the storage and management
    // Ethernet) are labelled once for all, not "32 x 1 Gb/s, 32 Gb/s" on each.
    void bandsAlikeAreLabelledOnce()
    {
        const Topology t = builtTopology("dgx-h100", 512);
        const Scene s = layoutScene(t);
        for (const double zoom : { 0.0, 0.2, 0.35 }) {
            const Shown shown = shownAt(t, s, DrawingDetail::Blocks, zoom);
            QCOMPARE(repeatedBundleLabels(shown), 0);
            QVERIFY(shownOf(shown, LabelKind::Bundle) > 0);
        }
        const Shown fit = shownAt(t, s, DrawingDetail::Blocks, 0);
        QVERIFY(fit.texts.count("16 bands, each 256 x 400 Gb/s, 102.4 Tb/s"));
        QVERIFY(fit.texts.count("16 bands, each 32 x 1 Gb/s, 32 Gb/s"));
    }

    // Part way in (30%, still the structure), a unit's racks are named and so are their nodes,
    // drawn as boxes inside them (the units were pale boxes of racks alone).
    void unitsShowRacksAndNodesPartWay()
    {
        const Topology t = builtTopology("dgx-h100", 512);
        const Scene s = layoutScene(t);
        const Shown part = shownAt(t, s, DrawingDetail::Blocks, 0.3);
        QCOMPARE(shownOf(part, LabelKind::Rack), 104);
        QCOMPARE(shownOf(part, LabelKind::Tray), 452);
        QVERIFY(part.texts.count("rack60"));
        QVERIFY(part.texts.count("node240"));
        QVERIFY(noneOverlap(part, 0.3));
    }

    void countsOnALargeFabric()
    {
        const Topology t = builtTopology("dgx-h100", 512);
        const Scene s = layoutScene(t);
        const Shown fit = shownAt(t, s, DrawingDetail::Blocks, 0);
        const Shown middle = shownAt(t, s, DrawingDetail::Devices, 0.5);
        const Shown close = shownAt(t, s, DrawingDetail::Devices, 3);
        // At Fit the structure: 16 units and every switch tier by name (the one management spine
        // too, its name past its ends), the bands between them (each family of bands alike
        // once), and the racks inside the units, a few of their nodes; nothing smaller.
        QCOMPARE(shownOf(fit, LabelKind::Block), 25);
        for (const char* tier : { "64 core switches, QM9700", "128 spine switches, QM9700", "128 leaf switches, QM9700",
                 "SU 0: 32 nodes, rack0 - rack7", "66 storage leaf switches, SN5600" })
            QVERIFY2(fit.texts.count(tier) == 1, tier);
        QCOMPARE(shownOf(fit, LabelKind::Bundle), 3);
        QCOMPARE(shownOf(fit, LabelKind::Rack), 100);
        QCOMPARE(shownOf(fit, LabelKind::Tray), 7); // nodes, where units' and racks' names leave room
        QCOMPARE(shownOf(fit, LabelKind::Device), 0);
        QCOMPARE(int(fit.placed.size()), 135);
        // Halfway in, racks and nodes; close, devices (and the trays whose corner is on screen)
        // with their ports.
        QCOMPARE(shownOf(middle, LabelKind::Rack), 45);
        QCOMPARE(shownOf(middle, LabelKind::Tray), 195);
        QCOMPARE(int(middle.placed.size()), 240);
        QCOMPARE(shownOf(close, LabelKind::Device), 148);
        QCOMPARE(shownOf(close, LabelKind::Tray), 6);
        QCOMPARE(shownOf(close, LabelKind::Port), 205); // and the ports of the links' ends
        QCOMPARE(shownOf(middle, LabelKind::Port), 0);
        QCOMPARE(int(close.placed.size()), 362);
        QVERIFY(noneOverlap(fit, screenAt(s, 0).zoom));
        QVERIFY(noneOverlap(middle, 0.5));
        QVERIFY(noneOverlap(close, 3));
    }
};

QTEST_GUILESS_MAIN(TestLabels)
#include "tst_labels.moc"
