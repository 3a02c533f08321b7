// The scene: every generated device has a place inside its node, its rack and the scene; no two
// devices of a tray overlap; the collapsed view accounts for every link between blocks.
#include "build/ClusterBuilder.h"
#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <array>
#include <map>
#include <set>

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

Topology importFabric(const std::string& path)
{
    return expandDesign(readIbNetDiscover(readTextFile(path), path).design, Catalog::builtIn(), path).topology;
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

    // An imported fabric reads as its fat tree: cores above spines above leaves above the hosts,
    // and each host below the leaf most of its adapters are cabled to (on a tie, its first
    // adapter's), so that its cables to that leaf run straight up.
    void importedHostsSitBelowTheirLeaf_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("tiers") << QString(SCALESCOPE_TEST_DATA "/import/tiers.ibnetdiscover");
        QTest::newRow("selene") << QString(SCALESCOPE_TEST_DATA "/samples/ibnetdiscover/Mellanox-ufm_sdk_selene.compute.txt");
    }
    void importedHostsSitBelowTheirLeaf()
    {
        QFETCH(QString, path);
        const Topology t = importFabric(path.toStdString());
        const Scene s = layoutScene(t);
        auto isLeaf = [&](NodeId n) {
            return t.nodes[n].kind == NodeKind::IbSwitch && t.nodes[n].role != SwitchRole::Spine
                   && t.nodes[n].role != SwitchRole::Core;
        };
        // Rows top to bottom: every core above every spine above every leaf above every host.
        auto rowOf = [&](NodeId n) {
            if (t.nodes[n].kind != NodeKind::IbSwitch)
                return 3;
            return t.nodes[n].role == SwitchRole::Core ? 0 : t.nodes[n].role == SwitchRole::Spine ? 1 : 2;
        };
        std::array<float, 4> top{1e30f, 1e30f, 1e30f, 1e30f}, bottom{-1e30f, -1e30f, -1e30f, -1e30f};
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            if (t.nodes[n].kind != NodeKind::IbSwitch && t.nodes[n].group == kNoGroup)
                continue;
            const SceneRect& r = t.nodes[n].group == kNoGroup ? s.devices[n] : s.groups[t.nodes[n].group];
            top[rowOf(n)] = std::min(top[rowOf(n)], r.y);
            bottom[rowOf(n)] = std::max(bottom[rowOf(n)], r.y + r.height);
        }
        for (int row = 0; row + 1 < 4; ++row)
            QVERIFY2(bottom[row] < top[row + 1], qPrintable(QString("row %1 reaches below row %2").arg(row).arg(row + 1)));

        // Each host's leaf: most cables, then its first adapter's.
        std::vector<std::map<NodeId, std::pair<int, NodeId>>> cables(t.groups.size()); // leaf -> count, first adapter
        for (const Link& link : t.links)
            for (const auto& [end, other] : {std::pair{link.a, link.b}, std::pair{link.b, link.a}})
                if (t.nodes[end].group != kNoGroup && isLeaf(other)) {
                    auto [it, fresh] = cables[t.nodes[end].group].try_emplace(other, 0, end);
                    ++it->second.first;
                    it->second.second = std::min(it->second.second, end);
                }
        std::vector<NodeId> leafOf(t.groups.size(), ~0u);
        std::map<NodeId, SceneRect> blockOf; // per leaf, the span of its hosts
        int hosts = 0;
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g) {
            std::pair<int, NodeId> best{0, 0};
            for (const auto& [leaf, tally] : cables[g])
                if (tally.first > best.first || (tally.first == best.first && tally.second < best.second))
                    best = tally, leafOf[g] = leaf;
            if (leafOf[g] == ~0u)
                continue;
            ++hosts;
            SceneRect& block = blockOf[leafOf[g]];
            const SceneRect& box = s.groups[g];
            if (block.empty()) {
                block = box;
            } else {
                const float x1 = std::max(block.x + block.width, box.x + box.width);
                block.x = std::min(block.x, box.x);
                block.width = x1 - block.x;
            }
        }
        QVERIFY(hosts > 0);
        // The leaf sits over the middle of its hosts, and no other leaf sits over any of them.
        for (const auto& [leaf, block] : blockOf) {
            const float centre = s.devices[leaf].centerX();
            QVERIFY2(centre > block.x && centre < block.x + block.width, t.nodes[leaf].name.c_str());
        }
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g) {
            if (leafOf[g] == ~0u)
                continue;
            const SceneRect& box = s.groups[g];
            for (NodeId n = 0; n < t.nodes.size(); ++n)
                if (isLeaf(n) && n != leafOf[g]) {
                    const SceneRect& leaf = s.devices[n];
                    QVERIFY2(leaf.x + leaf.width <= box.x || leaf.x >= box.x + box.width,
                             qPrintable(QString::fromStdString(t.groups[g].name + " is under " + t.nodes[n].name)));
                    QVERIFY2(!blockOf.count(n) || blockOf[n].x >= box.x + box.width
                                 || blockOf[n].x + blockOf[n].width <= box.x,
                             qPrintable(QString::fromStdString(t.groups[g].name + " is among the hosts of " + t.nodes[n].name)));
                }
        }
        // Leaves cabled to the same spines are neighbours in the leaf row.
        std::map<NodeId, std::set<NodeId>> spinesOf;
        for (const Link& link : t.links)
            for (const auto& [end, other] : {std::pair{link.a, link.b}, std::pair{link.b, link.a}})
                if (isLeaf(end) && t.nodes[other].kind == NodeKind::IbSwitch && t.nodes[other].role == SwitchRole::Spine)
                    spinesOf[end].insert(other);
        std::vector<NodeId> leafRow;
        for (const auto& entry : spinesOf)
            leafRow.push_back(entry.first);
        std::sort(leafRow.begin(), leafRow.end(), [&](NodeId x, NodeId y) { return s.devices[x].x < s.devices[y].x; });
        std::set<std::set<NodeId>> seen;
        for (std::size_t i = 0; i < leafRow.size(); ++i)
            if (i == 0 || spinesOf[leafRow[i]] != spinesOf[leafRow[i - 1]])
                QVERIFY2(seen.insert(spinesOf[leafRow[i]]).second, t.nodes[leafRow[i]].name.c_str());
        if (path.endsWith("tiers.ibnetdiscover")) {
            // h1 has one adapter on each leaf: it goes under its first adapter's, leaf-1.
            const GroupId h1 = *t.findGroup("h1");
            QCOMPARE(QString::fromStdString(t.nodes[leafOf[h1]].name), QString("leaf-1"));
        }
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
