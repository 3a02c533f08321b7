// The scene: every generated device has a place inside its node, its rack and the scene; no two
// devices of a tray overlap; the collapsed view accounts for every link between blocks.
#include "build/ClusterBuilder.h"
#include "layout/SceneLayout.h"

#include <QtTest>

using namespace scalescope;

namespace {

bool inside(const SceneRect& inner, const SceneRect& outer)
{
    return inner.x >= outer.x - 1e-3f && inner.y >= outer.y - 1e-3f && inner.x + inner.width <= outer.x + outer.width + 1e-3f
           && inner.y + inner.height <= outer.y + outer.height + 1e-3f;
}

bool overlap(const SceneRect& a, const SceneRect& b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

Topology build(const std::string& preset, int count)
{
    ClusterOptions options;
    options.preset = preset;
    options.count = count;
    return buildCluster(Catalog::builtIn(), options).topology;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void everyDeviceHasItsPlace_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::newRow("dgx-h100 x 40") << "dgx-h100" << 40;
        QTest::newRow("gb200-nvl72 x 3") << "gb200-nvl72" << 3;
        QTest::newRow("dgx-a100 x 1") << "dgx-a100" << 1;
    }
    void everyDeviceHasItsPlace()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        const Topology t = build(preset.toStdString(), count);
        const Scene s = layoutScene(t);
        QCOMPARE(s.devices.size(), t.nodes.size());
        std::vector<std::vector<NodeId>> byGroup(t.groups.size());
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            const SceneRect& r = s.devices[n];
            QVERIFY2(!r.empty(), t.nodes[n].name.c_str());
            QVERIFY(inside(r, s.bounds));
            for (GroupId g = t.nodes[n].group; g != kNoGroup; g = t.groups[g].parent)
                QVERIFY2(inside(r, s.groups[g]), t.nodes[n].name.c_str());
            if (t.nodes[n].group != kNoGroup)
                byGroup[t.nodes[n].group].push_back(n);
            QVERIFY(inside(r, s.blocks[s.blockOfNode[n]]));
        }
        for (const auto& members : byGroup)
            for (std::size_t i = 0; i < members.size(); ++i)
                for (std::size_t j = i + 1; j < members.size(); ++j)
                    QVERIFY(!overlap(s.devices[members[i]], s.devices[members[j]]));
        // Racks do not overlap each other.
        for (GroupId a = 0; a < static_cast<GroupId>(t.groups.size()); ++a)
            for (GroupId b = a + 1; b < static_cast<GroupId>(t.groups.size()); ++b)
                if (t.groups[a].kind == GroupKind::Rack && t.groups[b].kind == GroupKind::Rack)
                    QVERIFY(!overlap(s.groups[a], s.groups[b]));
    }

    void bundlesAccountForEveryLinkBetweenBlocks()
    {
        const Topology t = build("dgx-h100", 64);
        const Scene s = layoutScene(t);
        std::size_t between = 0;
        for (const Link& link : t.links)
            between += s.blockOfNode[link.a] != s.blockOfNode[link.b];
        std::size_t bundled = 0;
        for (const SceneBundle& bundle : s.bundles) {
            QVERIFY(bundle.blockA != bundle.blockB);
            QVERIFY(bundle.links > 0);
            bundled += bundle.links;
            BytesPerSec sum = 0;
            for (std::uint32_t k = 0; k < bundle.links; ++k) {
                const Link& link = t.links[s.bundleMembers[bundle.firstMember + k]];
                QCOMPARE(link.tier, bundle.tier);
                sum += link.bytesPerSecPerDirection;
            }
            QCOMPARE(sum, bundle.bytesPerSecPerDirection);
        }
        QCOMPARE(bundled, between);
        QCOMPARE(s.bundleMembers.size(), between);
    }

    void hugeDesignsStayWithinAFewThousandBlocks()
    {
        const Topology t = build("dgx-h100", 4096);
        const Scene s = layoutScene(t);
        QVERIFY(s.blocks.size() < 1000);
        QVERIFY(s.bundles.size() < t.links.size() / 20);
        // Roughly the shape of a screen, not a ribbon.
        const double aspect = s.bounds.width / s.bounds.height;
        QVERIFY2(aspect > 0.8 && aspect < 3.5, qPrintable(QString::number(aspect)));
    }
};

QTEST_APPLESS_MAIN(TestLayout)
#include "tst_layout.moc"
