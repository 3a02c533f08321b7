// The canvas's drawing parts: geometry batches that stay inside what the renderer draws, the
// raster of palette slots that a drawing list is drawn into (with the tiers under every link,
// so that a hidden tier is a palette's business), and the palette itself, with what shows under a
// hidden link.
#include "gui/rendering/CanvasView.h"
#include "gui/rendering/DrawingPalette.h"
#include "gui/rendering/GeometryBatch.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/JobOverlay.h"
#include "generate/ClusterBuilder.h"
#include "gui/rendering/RasterCoverage.h"
#include "gui/rendering/SceneRaster.h"
#include "gui/rendering/SceneStyle.h"

#include <QSGGeometryNode>
#include <QtTest>

#include <algorithm>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

DrawnSegment segment(float ax, float ay, float bx, float by, float width, std::uint32_t slot, LinkTier tier)
{
    return DrawnSegment { ax, ay, bx, by, width, slot, tier };
}

} // namespace

class TestCanvas : public QObject {
    Q_OBJECT
private slots:
    // Fit lays the design clear of a legend at the top left: a tall design beside it at the zoom
    // it has without it, a wide one below it; one the legend does not reach stays where it was.
    void aFittedAreaKeepsClearOfTheOverlaysAtTheCorners()
    {
        CanvasView view;
        view.size = QSizeF(1000, 800);
        const QRectF legend(8, 8, 180, 200);
        const auto drawnAt = [&view](const QRectF& area) {
            return QRectF(view.itemAt(area.topLeft()), view.itemAt(area.bottomRight()));
        };
        const QRectF tall(0, 0, 700, 800);
        const QRectF wide(0, 0, 1000, 700);
        const QRectF small(0, 0, 10, 10);
        for (const QRectF& area : { tall, wide }) {
            view.coveredCorners.clear();
            const double open = view.fitZoom(area, 0.95, 100, true);
            view.coveredCorners = { legend };
            view.zoom = view.fitZoom(area, 0.95, 100, true);
            view.centreOn(area, 0.95, true);
            QVERIFY2(!drawnAt(area).intersects(legend), qPrintable(QString::number(area.width())));
            QVERIFY(QRectF(0, 0, 1000, 800).contains(drawnAt(area)));
            if (area == tall)
                QCOMPARE(view.zoom, open); // beside the legend: nothing lost
            else
                QVERIFY(view.zoom < open && view.zoom > 0.7 * open); // below it: the height lost
        }
        view.zoom = view.fitZoom(small, 0.95, CanvasView::kMaxZoom, true);
        view.centreOn(small, 0.95, true);
        QCOMPARE(drawnAt(small).center(), QPointF(500, 400)); // the legend far from it
        // Without the corners (a scene's area, a selection), the legend is left over the area.
        view.zoom = view.fitZoom(tall, 0.95, 100);
        view.centreOn(tall, 0.95);
        QCOMPARE(drawnAt(tall).center(), QPointF(500, 400));
    }

    void splitsLargeBatchesBelowTheVertexLimit()
    {
        // 30,000 rectangles are 180,000 vertices: more than one draw may hold.
        GeometryBatch batch(30000);
        QCOMPARE(batch.size(), std::size_t(30000));
        int vertices = 0;
        for (QSGNode* child = batch.firstChild(); child; child = child->nextSibling()) {
            const QSGGeometry* geometry = static_cast<QSGGeometryNode*>(child)->geometry();
            QVERIFY(geometry->vertexCount() <= 65535);
            vertices += geometry->vertexCount();
        }
        QCOMPARE(vertices, 180000);
        QCOMPARE(batch.childCount(), 3);

        // The last rectangle lands at the end of the last part.
        batch.setRect(29999, SceneRect { 10, 20, 30, 40 }, QColor(255, 0, 0));
        const QSGGeometry* last = static_cast<QSGGeometryNode*>(batch.lastChild())->geometry();
        const auto* v = last->vertexDataAsColoredPoint2D() + last->vertexCount() - 6;
        QCOMPARE(v[0].x, 10.f);
        QCOMPARE(v[0].y, 20.f);
        QCOMPARE(v[4].x, 40.f);
        QCOMPARE(v[4].y, 60.f);
        QCOMPARE(int(v[4].r), 255);
    }

    // Zoomed out, a training job shows per block: the racks holding its GPUs outlined, a strip at
    // each one's foot with each group's colour as wide as its share of the rack's GPUs, the other
    // jobs' in grey; racks without any are left alone.
    void aJobShowsOnTheBlocksWhenZoomedOut()
    {
        ClusterOptions options;
        options.preset = "gb200-nvl72";
        options.count = 4;
        const Topology topology = buildCluster(Catalog::builtIn(), options).topology;
        const Scene scene = layoutScene(topology);
        std::vector<int> rack0Gpus, rack1Gpus, rest;
        for (std::size_t n = 0; n < topology.nodes.size(); ++n)
            if (topology.nodes[n].kind == NodeKind::Gpu) {
                const std::string& rack = topology.groups[topology.rackOf(static_cast<NodeId>(n))].name;
                (rack == "rack0" ? rack0Gpus : rack == "rack1" ? rack1Gpus : rest).push_back(static_cast<int>(n));
            }
        QCOMPARE(rack0Gpus.size(), std::size_t(72));
        // The job: 36 GPUs of rack0 in a red group and 18 in a blue one; another job holds 18 of rack1.
        std::vector<GpuMark> job;
        for (int i = 0; i < 54; ++i)
            job.push_back({ rack0Gpus[static_cast<std::size_t>(i)], i < 36 ? QColor(Qt::red) : QColor(Qt::blue) });
        const std::vector<int> others(rack1Gpus.begin(), rack1Gpus.begin() + 18);
        JobMarks marks { &job, &others, QColor(Qt::gray), QColor(Qt::black), false };
        const double zoom = 0.2;
        std::unique_ptr<GeometryBatch> batch(makeJobOverlay(topology, scene, marks, zoom));
        QVERIFY(batch);
        // rack0: two strips and a frame of four; rack1: one grey strip, no frame (the job has none there).
        QCOMPARE(batch->size(), std::size_t(2 + 4 + 1));
        const SceneRect& rack0 = scene.blocks[scene.blockOfNode[static_cast<std::size_t>(rack0Gpus[0])]];
        const auto* v = static_cast<QSGGeometryNode*>(batch->firstChild())->geometry()->vertexDataAsColoredPoint2D();
        // The red strip: half the rack's width (36 of 72 GPUs), at its foot.
        QCOMPARE(v[0].x, rack0.x);
        QVERIFY(qAbs(v[4].x - (rack0.x + rack0.width / 2)) < 1e-3f);
        QVERIFY(qAbs(v[4].y - (rack0.y + rack0.height)) < 1e-3f);
        QCOMPARE(int(v[0].r), 255);
        // The blue one after it, a quarter of the width.
        QVERIFY(qAbs(v[6 + 4].x - (rack0.x + rack0.width * 0.75f)) < 1e-3f);
        QCOMPARE(int(v[6].b), 255);
        // Zoomed in, every GPU is tinted and outlined again (5 each) and the others' greyed (1 each).
        marks.detailed = true;
        std::unique_ptr<GeometryBatch> detailed(makeJobOverlay(topology, scene, marks, zoom));
        QCOMPARE(detailed->size(), std::size_t(54 * 5 + 18));
    }

    void premultipliesTranslucentColours()
    {
        GeometryBatch batch(1);
        batch.setRect(0, SceneRect { 0, 0, 1, 1 }, QColor(0, 255, 0, 128));
        const auto* v = static_cast<QSGGeometryNode*>(batch.firstChild())->geometry()->vertexDataAsColoredPoint2D();
        QCOMPARE(int(v[0].g), 128);
        QCOMPARE(int(v[0].a), 128);
    }

    void rastersBoxesThenLinksThenDevices()
    {
        // Scene area (100, 200) to (300, 300) at 0.5 pixels a unit: 100 x 50 pixels.
        DrawingList list;
        list.boxes.push_back({ SceneRect { 120, 220, 40, 40 }, BoxKind::Tray, 0 }); // pixels (10, 10) to (30, 30)
        list.segments.push_back(segment(100, 240, 300, 240, 1, 30, LinkTier::NvLink)); // row 20, left to right
        list.segments.push_back(segment(200, 200, 200, 300, 1, 70001, LinkTier::Ethernet)); // column 50, over it
        list.devices.push_back({ SceneRect { 130, 236, 8, 8 }, 0, NodeKind::Nic }); // pixels (15, 18) to (19, 22)
        const QImage image = rasterDrawing(list, QRectF(100, 200, 200, 100), QSize(100, 50));
        QCOMPARE(image.size(), QSize(100, 50));
        auto at = [&](int x, int y) { return rasterPixelAt(image, { x, y }); };
        QCOMPARE(at(2, 2).slot, slot::kBackground);
        QCOMPARE(at(2, 2).boxSlot, slot::kBackground);
        QCOMPARE(at(12, 12).slot, 0u); // the box: no link, no device
        QCOMPARE(at(12, 12).boxSlot, slot::box(BoxKind::Tray));
        QCOMPARE(at(12, 20).slot, 30u); // the line over the box, the box known under it
        QCOMPARE(at(12, 20).tiers, std::uint8_t(1u << int(LinkTier::NvLink)));
        QCOMPARE(at(12, 20).boxSlot, slot::box(BoxKind::Tray));
        QCOMPARE(at(80, 20).slot, 30u);
        QCOMPARE(at(80, 20).boxSlot, slot::kBackground);
        // Where they cross the later line is on top, and both tiers are known.
        QCOMPARE(at(50, 20).slot, 70001u);
        QCOMPARE(at(50, 20).tiers, std::uint8_t(1u << int(LinkTier::NvLink) | 1u << int(LinkTier::Ethernet)));
        QCOMPARE(at(50, 45).slot, 70001u);
        QCOMPARE(at(80, 22).slot, 0u); // one pixel wide
        // A device covers the links: nothing shows through it.
        QCOMPARE(at(17, 20).slot, slot::device(NodeKind::Nic));
        QCOMPARE(at(17, 20).tiers, std::uint8_t(0));
        QCOMPARE(at(500, 20).slot, 0u); // outside the image
    }

    void rastersLinesAsWideAsTheirCapacity()
    {
        DrawingList list;
        list.segments.push_back(segment(0, 50, 100, 50, 3, 9, LinkTier::InfiniBand)); // three pixels, any zoom
        const QImage image = rasterDrawing(list, QRectF(0, 0, 100, 100), QSize(200, 200));
        int rows = 0;
        for (int y = 90; y < 110; ++y)
            rows += rasterPixelAt(image, { 100, y }).slot == 9u;
        QCOMPARE(rows, 3);
        // On a high-DPI screen the image is in device pixels: twice as many rows at a ratio of 2.
        const QImage sharp = rasterDrawing(list, QRectF(0, 0, 100, 100), QSize(400, 400), 2);
        rows = 0;
        for (int y = 190; y < 210; ++y)
            rows += rasterPixelAt(sharp, { 200, y }).slot == 9u;
        QCOMPARE(rows, 6);
    }

    void skipsWhatLiesOutsideTheArea()
    {
        DrawingList list;
        list.segments.push_back(segment(-500, -500, -400, -400, 1, 5, LinkTier::Pcie));
        const QImage image = rasterDrawing(list, QRectF(0, 0, 10, 10), QSize(10, 10));
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 10; ++x)
                QCOMPARE(rasterPixelAt(image, { x, y }).slot, 0u);
    }

    void drawsOnlyTheTilesThatHoldSomething()
    {
        // 100 x 50 pixels: a box in the tile at (16, 16), a line along row 40 from x = 0 to 99.
        DrawingList list;
        list.boxes.push_back({ SceneRect { 40, 40, 8, 8 }, BoxKind::Tray, 0 }); // pixels (20, 20) to (24, 24)
        list.segments.push_back(segment(0, 81, 200, 81, 1, 7, LinkTier::NvLink)); // row 40
        const QImage image = rasterDrawing(list, QRectF(0, 0, 200, 100), QSize(100, 50));
        const std::vector<QRect> runs = coveredRuns(image);
        // The box's tile; the line's whole row of tiles, the last ones clipped to the image.
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0], QRect(16, 16, 16, 16));
        QCOMPARE(runs[1], QRect(0, 32, 100, 16));
        // Every pixel that holds anything is covered, and nothing outside the image.
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (reinterpret_cast<const QRgb*>(image.constScanLine(y))[x] != 0)
                    QVERIFY(std::any_of(runs.begin(), runs.end(), [&](const QRect& r) { return r.contains(x, y); }));
        for (const QRect& r : runs)
            QVERIFY(image.rect().contains(r));
        // Nothing drawn, nothing to cover: the background behind the canvas shows.
        QVERIFY(coveredRuns(rasterDrawing(DrawingList {}, QRectF(0, 0, 10, 10), QSize(40, 40))).empty());
        // A drawing scattered over more tiles than the scene graph takes quads for: one, whole.
        QImage scattered(QSize(4000, 1600), QImage::Format_ARGB32_Premultiplied);
        scattered.fill(0);
        for (int y = 0; y < scattered.height(); y += 16)
            for (int x = 0; x < scattered.width(); x += 32)
                scattered.setPixel(x, y, 0xff000001);
        const std::vector<QRect> whole = coveredRuns(scattered);
        QCOMPARE(whole.size(), std::size_t(1));
        QCOMPARE(whole.front(), scattered.rect());
    }

    void aHiddenTierIsTransparentInThePalette()
    {
        // Two devices, an NVLink and an InfiniBand link between them, and a bundle of each tier.
        Topology topology;
        topology.addNode(Node { "a", NodeKind::Gpu });
        topology.addNode(Node { "b", NodeKind::IbSwitch });
        topology.addLink(Link { 0, 1, 0, 0, LinkTier::NvLink, 1, 25e9 });
        topology.addLink(Link { 0, 1, 1, 1, LinkTier::InfiniBand, 4, 50e9 });
        DrawingList list;
        list.linkSlots = 2;
        list.bundles.push_back({ LinkTier::NvLink, 0, 1, 25e9 });
        list.bundles.push_back({ LinkTier::InfiniBand, 1, 1, 50e9 });
        list.bundleMembers = { 0, 1 };
        const ThemeColours theme = themeColours(true);
        LinkColours links;
        links.hidden = hiddenTiersNamed({ "infiniband" });
        const QImage palette = paletteImage(list, topology, theme, links);
        auto entry = [&](std::uint32_t slot) { return paletteEntry(palette, slot); };
        QCOMPARE(static_cast<std::uint32_t>(palette.width()), list.slotCount());
        QCOMPARE(entry(slot::kBackground), theme.background.rgba());
        QCOMPARE(entry(slot::box(BoxKind::Rack)), theme.boxes[int(BoxKind::Rack)].rgba());
        QCOMPARE(entry(slot::device(NodeKind::IbSwitch)), theme.devices[int(NodeKind::IbSwitch)].rgba());
        QCOMPARE(entry(list.linkSlot(0)), theme.tiers[int(LinkTier::NvLink)].rgba());
        QCOMPARE(entry(list.linkSlot(1)), 0u); // hidden: the tier under it, or the box, shows
        QCOMPARE(entry(slot::tier(LinkTier::InfiniBand)), 0u);
        QCOMPARE(entry(slot::tier(LinkTier::NvLink)), theme.tiers[int(LinkTier::NvLink)].rgba());
        QCOMPARE(entry(list.bundleSlot(0)),
            over(theme.tiers[int(LinkTier::NvLink)], theme.background, kBundleOpacity).rgba());
        QCOMPARE(entry(list.bundleSlot(1)), 0u);
        // Loads: a link's colour by its own, a bundle's by its links' together, idle ones grey.
        const std::vector<float> loads { 0.0f, 1.0f };
        links = LinkColours { HiddenTiers {}, &loads, false, std::nullopt };
        const QImage heat = paletteImage(list, topology, theme, links);
        QCOMPARE(paletteEntry(heat, list.linkSlot(1)), heatColour(1.0, false, heatRangeOn(theme.background.rgb())));
        QCOMPARE(paletteEntry(heat, list.bundleSlot(1)), heatColour(1.0, false, heatRangeOn(theme.background.rgb())));
        QCOMPARE(paletteEntry(heat, list.linkSlot(0)), theme.idleLink.rgba());
        QCOMPARE(theme.idleLink, sceneColour("idleLink", true));
        QCOMPARE(slotLoad(list, topology, loads, list.bundleSlot(1)), 1.0);
        // A bundle of both links: the bytes moving against what they carry together (two thirds: the busy one is the
        // faster), the same whether its members' shares are kept with the list or made for the palette.
        list.bundles.push_back({ LinkTier::NvLink, 2, 2, 75e9 });
        list.bundleMembers.insert(list.bundleMembers.end(), { 1, 0 });
        const BundleLoads kept(list, topology);
        links.bundleLoads = &kept;
        const QRgb twoThirds = heatColour(2.0 / 3, false, heatRangeOn(theme.background.rgb()));
        QCOMPARE(slotLoad(list, topology, loads, list.bundleSlot(2)), 2.0 / 3);
        QCOMPARE(paletteEntry(paletteImage(list, topology, theme, links), list.bundleSlot(2)), twoThirds);
        links.bundleLoads = nullptr;
        QCOMPARE(paletteEntry(paletteImage(list, topology, theme, links), list.bundleSlot(2)), twoThirds);
    }

    // Where the topmost link's tier is hidden, the canvas shows the highest visible tier drawn
    // under it, else the box under it: one entry for each raster pixel's alpha byte (its tiers in
    // bits 0-4, its box in bits 5-7), after the slots of the canvas's palette.
    void theCanvasPaletteSaysWhatShowsUnderAHiddenLink()
    {
        Topology topology;
        topology.addNode(Node { "a", NodeKind::Gpu });
        topology.addNode(Node { "b", NodeKind::IbSwitch });
        topology.addLink(Link { 0, 1, 0, 0, LinkTier::NvLink, 1, 25e9 });
        DrawingList list;
        list.linkSlots = 1;
        const ThemeColours theme = themeColours(false);
        LinkColours links;
        links.hidden = hiddenTiersNamed({ "infiniband", "ethernet" });
        const QImage palette = canvasPaletteImage(list, topology, theme, links);
        auto under = [&](std::uint32_t tiers, std::uint32_t boxSlot) {
            return paletteEntry(palette, list.slotCount() + (boxSlot << 5 | tiers));
        };
        auto bit = [](LinkTier tier) { return 1u << static_cast<int>(tier); };
        const QRgb rack = theme.boxes[int(BoxKind::Rack)].rgba();
        const QRgb nvlink = theme.tiers[int(LinkTier::NvLink)].rgba();
        const QRgb pcie = theme.tiers[int(LinkTier::Pcie)].rgba();
        // The slots are the plain palette's, in the same places.
        QCOMPARE(paletteEntry(palette, list.linkSlot(0)), nvlink);
        QCOMPARE(palette.width() * palette.height() >= int(list.slotCount() + kUnderEntries), true);
        // No link under it: the box (or the background).
        QCOMPARE(under(0, slot::box(BoxKind::Rack)), rack);
        QCOMPARE(under(0, slot::kBackground), theme.background.rgba());
        // Only hidden tiers under it: the box.
        QCOMPARE(under(bit(LinkTier::InfiniBand) | bit(LinkTier::Ethernet), slot::box(BoxKind::Rack)), rack);
        // A visible tier under it: that tier; of two, the one drawn higher (the later tier).
        QCOMPARE(under(bit(LinkTier::InfiniBand) | bit(LinkTier::NvLink), slot::box(BoxKind::Rack)), nvlink);
        const std::uint32_t both = bit(LinkTier::NvLink) | bit(LinkTier::Pcie) | bit(LinkTier::InfiniBand);
        QCOMPARE(under(both, slot::kBackground), pcie); // PCIe comes after NVLink among the tiers
        // Nothing hidden: every link shows itself; the table still holds the boxes.
        links.hidden = HiddenTiers {};
        const QImage shown = canvasPaletteImage(list, topology, theme, links);
        QCOMPARE(paletteEntry(shown, list.slotCount() + (slot::box(BoxKind::Tray) << 5)),
            theme.boxes[int(BoxKind::Tray)].rgba());
    }
};

QTEST_GUILESS_MAIN(TestCanvas)
#include "tst_canvas.moc"
