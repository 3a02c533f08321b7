// The spotlight's veil: over the whole area but the lit boxes, whatever their number and overlaps,
// and no more rectangles than the boxes' edges make.
#include "gui/rendering/SpotlightOverlay.h"

#include <QtTest>

#include <random>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

double areaOf(const SceneRect& r)
{
    return static_cast<double>(r.width) * r.height;
}

bool overlap(const SceneRect& a, const SceneRect& b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Whether a point is veiled: inside some rectangle of the veil.
bool veiled(const std::vector<SceneRect>& veil, float x, float y)
{
    for (const SceneRect& r : veil)
        if (x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)
            return true;
    return false;
}

bool lit(const std::vector<SceneRect>& boxes, float x, float y)
{
    for (const SceneRect& r : boxes)
        if (x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)
            return true;
    return false;
}

} // namespace

class TestSpotlight : public QObject {
    Q_OBJECT

private slots:
    void nothingLitIsOneVeil()
    {
        const SceneRect outer { -100, -50, 400, 300 };
        const auto veil = veilAround(outer, {});
        QCOMPARE(veil.size(), std::size_t(1));
        QCOMPARE(areaOf(veil[0]), areaOf(outer));
    }

    void theVeilCoversAllButTheLitBoxes()
    {
        // Two overlapping boxes, one inside another, one reaching past the area, one outside it.
        const SceneRect outer { 0, 0, 100, 100 };
        const std::vector<SceneRect> boxes { { 10, 10, 20, 20 }, { 20, 20, 20, 20 }, { 60, 10, 30, 30 },
            { 65, 15, 5, 5 }, { 80, 80, 40, 40 }, { 200, 200, 10, 10 } };
        const auto veil = veilAround(outer, boxes);
        for (const SceneRect& v : veil)
            for (const SceneRect& b : boxes)
                QVERIFY(!overlap(v, b));
        // Every point of the area is either lit or veiled, once.
        double veiledArea = 0;
        for (const SceneRect& v : veil)
            veiledArea += areaOf(v);
        for (float x = 0.5F; x < 100; x += 1)
            for (float y = 0.5F; y < 100; y += 1)
                QVERIFY2(veiled(veil, x, y) != lit(boxes, x, y), qPrintable(QStringLiteral("%1, %2").arg(x).arg(y)));
        // Lit: 20x20 twice less their 10x10 overlap, 30x30, and the 20x20 corner inside the area.
        QCOMPARE(veiledArea, 100.0 * 100 - (400 + 400 - 100) - 900 - 400);
    }

    void aGridOfBoxesTakesFewRectangles()
    {
        // A rack's 72 GPUs as a grid of 18 trays of 4: one slab per column edge, a few gaps in each.
        std::vector<SceneRect> boxes;
        for (int tray = 0; tray < 18; ++tray)
            for (int gpu = 0; gpu < 4; ++gpu)
                boxes.push_back({ 10.0F + 30 * gpu, 10.0F + 20 * tray, 20, 10 });
        const auto veil = veilAround({ 0, 0, 200, 400 }, boxes);
        // 9 slabs (the 8 edges and the ends); the 4 GPU columns have 19 gaps each, the 5 others one.
        QCOMPARE(veil.size(), std::size_t(4 * 19 + 5));
        // Ten thousand scattered boxes make a veil of rectangles in proportion, not in the square.
        std::mt19937 random(17);
        std::uniform_real_distribution<float> at(0, 10000);
        std::vector<SceneRect> many;
        for (int i = 0; i < 10000; ++i)
            many.push_back({ at(random), at(random), 8, 8 });
        const auto big = veilAround({ -100, -100, 10200, 10200 }, many);
        QVERIFY2(big.size() < 20 * many.size(), qPrintable(QString::number(big.size())));
    }
};

QTEST_GUILESS_MAIN(TestSpotlight)
#include "tst_spotlight.moc"
