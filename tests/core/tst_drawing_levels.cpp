// What is drawn at each level of detail of two large fabrics, counted: a 4,096-GPU DGX H100
// cluster (rail-optimized, 16 scalable units of 32 nodes) and Selene's real fabric dump. Zoomed
// out (blocks), the structure: a block per scalable unit and per switch tier, one bundle per pair
// of blocks and tier; zoomed in, every device and link.
#include "BuiltClusters.h"
#include "FabricImportFixtures.h"
#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "layout/DrawingList.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <array>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

struct Drawn {
    std::size_t boxes = 0, blocks = 0, bundles = 0, segments = 0, devices = 0;
    std::array<std::size_t, kBoxKindCount> byKind {};
    std::size_t of(BoxKind kind) const { return byKind[static_cast<std::size_t>(kind)]; }
};

Drawn drawnAt(const Topology& t, const Scene& s, DrawingDetail detail)
{
    DrawingView view;
    view.detail = detail;
    const DrawingList list = buildDrawingList(t, s, view);
    Drawn drawn;
    drawn.boxes = list.boxes.size();
    drawn.blocks = static_cast<std::size_t>(
        std::count_if(list.boxes.begin(), list.boxes.end(), [](const DrawnBox& box) { return isBlock(box.kind); }));
    for (const DrawnBox& box : list.boxes)
        ++drawn.byKind[static_cast<std::size_t>(box.kind)];
    drawn.bundles = list.bundles.size();
    drawn.segments = list.segments.size();
    drawn.devices = list.devices.size();
    return drawn;
}

void print(const char* what, const Drawn& d)
{
    qInfo("%s: %zu boxes (%zu blocks), %zu bundles, %zu segments, %zu devices", what, d.boxes, d.blocks, d.bundles,
        d.segments, d.devices);
}

} // namespace

class TestDrawingLevels : public QObject {
    Q_OBJECT
private slots:
    // 128 racks in 16 scalable units of 8 racks (32 nodes, 256 rail NICs); 128 leaves, 128
    // spines and 64 cores; storage and management Ethernet below.
    void dgxH100Of512NodesIsUnitsUnderTiers()
    {
        const Topology t = builtTopology("dgx-h100", 512);
        const Scene s = layoutScene(t);
        const Drawn blocks = drawnAt(t, s, DrawingDetail::Blocks);
        print("blocks", blocks);
        // 16 units, 3 InfiniBand tiers, storage servers, 3 storage and 2 management tiers.
        QCOMPARE(blocks.blocks, std::size_t(16 + 3 + 1 + 3 + 2));
        // Tiers in their switches' colour: 3 of InfiniBand, 5 of Ethernet switches; the units and
        // the storage servers in the racks'.
        QCOMPARE(blocks.of(BoxKind::InfiniBandTier), std::size_t(3));
        QCOMPARE(blocks.of(BoxKind::EthernetTier), std::size_t(5));
        QCOMPARE(blocks.of(BoxKind::Block), std::size_t(16 + 1));
        // And the units' racks in them, each with its 4 nodes.
        QCOMPARE(blocks.of(BoxKind::Tray), std::size_t(128));
        QCOMPARE(blocks.of(BoxKind::BlockNode), std::size_t(512));
        QCOMPARE(blocks.boxes, blocks.blocks + 128 + 512);
        QCOMPARE(blocks.devices, std::size_t(0));
        // Each unit to the leaves, the storage leaves and the management leaves (48); leaves to
        // spines, spines to cores, in both fabrics (4); storage servers to their leaves and
        // management leaves to their spine (2).
        QCOMPARE(blocks.bundles, std::size_t(48 + 4 + 2));
        QCOMPARE(blocks.segments, blocks.bundles);
        const std::set<std::string> names(s.blockNames.begin(), s.blockNames.end());
        for (const char* name : { "SU 0: 32 nodes, rack0 - rack7", "SU 15: 32 nodes, rack120 - rack127",
                 "128 leaf switches, QM9700", "128 spine switches, QM9700", "64 core switches, QM9700",
                 "66 storage leaf switches, SN5600", "11 management leaf switches, SN2201" })
            QVERIFY2(names.count(name), name);
        // A fat tree as tiers joined by bands: each unit's 256 rail links one bundle, straight
        // up to the leaf tier; all 4,096 leaf uplinks one bundle.
        const std::uint32_t leafTier = s.blockOfNode[*t.findNode("ib/leaf-su0-r0")];
        const std::uint32_t spineTier = s.blockOfNode[*t.findNode("ib/spine0")];
        std::size_t unitBundles = 0;
        for (const SceneBundle& bundle : s.bundles) {
            if (bundle.tier != LinkTier::InfiniBand)
                continue;
            if (bundle.blockA == leafTier || bundle.blockB == leafTier) {
                const std::uint32_t other = bundle.blockA == leafTier ? bundle.blockB : bundle.blockA;
                if (other == spineTier) {
                    QCOMPARE(bundle.links, 4096u);
                    continue;
                }
                QVERIFY(s.blockNames[other].rfind("SU ", 0) == 0);
                QCOMPARE(bundle.links, 256u);
                ++unitBundles;
            }
        }
        QCOMPARE(unitBundles, std::size_t(16));
        DrawingView view;
        view.detail = DrawingDetail::Blocks;
        const DrawingList list = buildDrawingList(t, s, view);
        float unitWidth = 0, uplinksWidth = 0;
        for (const DrawnSegment& segment : list.segments) {
            const DrawnBundle& bundle = list.bundleOf(segment.slot);
            if (bundle.tier == LinkTier::InfiniBand && bundle.links == 256) {
                QCOMPARE(segment.ax, segment.bx); // vertical
                unitWidth = segment.widthPixels;
            }
            if (bundle.links == 4096)
                uplinksWidth = segment.widthPixels;
        }
        QVERIFY(unitWidth >= linkWidthPixels(50e9) + 4); // far thicker than a link
        QVERIFY(uplinksWidth > unitWidth);
        QVERIFY(uplinksWidth <= kMaxBundlePixels);
        // Zoomed in: every device and link, a box per rack and node.
        const Drawn devices = drawnAt(t, s, DrawingDetail::Devices);
        print("devices", devices);
        QCOMPARE(devices.boxes, std::size_t(128 + 512));
        QCOMPARE(devices.blocks, std::size_t(0));
        QCOMPARE(devices.segments, t.links.size());
        QCOMPARE(devices.segments, std::size_t(44683));
        QCOMPARE(devices.devices, std::size_t(15358));
        QCOMPARE(devices.bundles, std::size_t(0));
    }

    // The storage and management Ethernet bands of each unit run down beside the units below it,
    // not over them (they crossed every unit of their column).
    void aUnitOfOneIsCountedInTheSingular()
    {
        // The last unit of 545 DGX nodes holds one: it read "SU 17: 1 nodes, rack136".
        const Topology t = builtTopology("dgx-h100", 545);
        const Scene s = layoutScene(t);
        const std::set<std::string> names(s.blockNames.begin(), s.blockNames.end());
        QVERIFY(names.count("SU 0: 32 nodes, rack0 - rack7"));
        QVERIFY(names.count("SU 17: 1 node, rack136"));
        for (const std::string& name : names)
            QVERIFY2(
                name.find(" 1 nodes") == std::string::npos && name.find(" 1 racks") == std::string::npos, name.c_str());
    }

    void ethernetBandsPassBesideUnits()
    {
        const Topology t = builtTopology("dgx-h100", 512);
        const Scene s = layoutScene(t);
        DrawingView view;
        view.detail = DrawingDetail::Blocks;
        const DrawingList list = buildDrawingList(t, s, view);
        auto inside = [](float x, float y, const SceneRect& r) {
            return x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height;
        };
        std::size_t ethernet = 0;
        for (const DrawnSegment& segment : list.segments) {
            if (segment.tier != LinkTier::Ethernet)
                continue;
            ++ethernet;
            for (const DrawnBox& box : list.boxes) {
                if (box.kind != BoxKind::Block || s.blockNames[box.id].rfind("SU ", 0) != 0)
                    continue;
                for (int i = 0; i <= 100; ++i) {
                    const float f = static_cast<float>(i) / 100;
                    const float x = segment.ax + f * (segment.bx - segment.ax);
                    const float y = segment.ay + f * (segment.by - segment.ay);
                    QVERIFY2(!inside(x, y, box.rect), s.blockNames[box.id].c_str());
                }
            }
        }
        QCOMPARE(ethernet, std::size_t(16 + 16 + 2 + 2)); // each unit's two, and between the tiers
    }

    // Selene's dump: 28 units of hosts (20 or so DGX A100 each, and the storage and management
    // hosts), each under a block of its own leaves; one block of spines, one of cores.
    void seleneIsUnitsUnderTheirLeaves()
    {
        const std::string path = sample("ibnetdiscover", "Mellanox-ufm_sdk_selene.compute.txt");
        const Topology t
            = expandDesign(readIbNetDiscover(readTextFile(path), path).design, Catalog::builtInShared(), path).topology;
        const Scene s = layoutScene(t);
        const Drawn blocks = drawnAt(t, s, DrawingDetail::Blocks);
        print("blocks", blocks);
        QCOMPARE(blocks.blocks, std::size_t(28 + 28 + 2));
        QCOMPARE(blocks.boxes, blocks.blocks + 469); // and the units' hosts in them
        // The units' leaves, the spines and the cores in the InfiniBand switches' colour.
        QCOMPARE(blocks.of(BoxKind::InfiniBandTier), std::size_t(28 + 2));
        QCOMPARE(blocks.of(BoxKind::Tray), std::size_t(469));
        QCOMPARE(blocks.of(BoxKind::BlockNode), std::size_t(0)); // a host is a node
        QCOMPARE(blocks.bundles, std::size_t(57));
        QCOMPARE(blocks.segments, blocks.bundles);
        QCOMPARE(blocks.devices, std::size_t(0));
        std::size_t units = 0, unitLeaves = 0;
        for (const std::string& name : s.blockNames) {
            units += name.find(" nodes, ") != std::string::npos && name.rfind("SU ", 0) == 0;
            unitLeaves += name.find(" leaf switches, QM8700") != std::string::npos && name.rfind("SU ", 0) == 0;
        }
        QCOMPARE(units, std::size_t(28));
        QCOMPARE(unitLeaves, std::size_t(25));
        const std::set<std::string> names(s.blockNames.begin(), s.blockNames.end());
        QVERIFY(names.count("SU 0: 20 nodes, luna-0001 - luna-0020"));
        QVERIFY(names.count("SU 0: 8 leaf switches, QM8700"));
        QVERIFY(names.count("321 spine switches, QM8700"));
        QVERIFY(names.count("142 core switches, QM8700"));
        const Drawn devices = drawnAt(t, s, DrawingDetail::Devices);
        print("devices", devices);
        QCOMPARE(devices.boxes, std::size_t(469));
        QCOMPARE(devices.segments, std::size_t(12186));
        QCOMPARE(devices.devices, std::size_t(4341));
    }
};

QTEST_APPLESS_MAIN(TestDrawingLevels)
#include "tst_drawing_levels.moc"
