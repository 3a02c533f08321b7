// The scene: every generated device has a place inside its node, its rack and the scene; no two
// devices of a tray overlap; the collapsed view accounts for every link between blocks.
#include "BuiltClusters.h"
#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

bool inside(const SceneRect& inner, const SceneRect& outer)
{
    return inner.x >= outer.x - 1e-3f && inner.y >= outer.y - 1e-3f
        && inner.x + inner.width <= outer.x + outer.width + 1e-3f
        && inner.y + inner.height <= outer.y + outer.height + 1e-3f;
}

bool overlap(const SceneRect& a, const SceneRect& b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

Topology importFabric(const std::string& path)
{
    return expandDesign(readIbNetDiscover(readTextFile(path), path).design, Catalog::builtInShared(), path).topology;
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
        const Topology t = builtTopology(preset.toStdString(), count);
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
        const Topology t = builtTopology("dgx-h100", 64);
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
    // and the hosts in units, each under its own leaves. Hosts cabled to the same set of leaves
    // form a unit (on Selene, a scalable unit of DGX hosts and its eight rail leaves); a host
    // whose leaves all are in a larger unit's set belongs to that unit. Every host sits within the
    // span of its unit's leaves, no other unit's host sits there, and units whose leaves are
    // cabled to the same spines are neighbours.
    void importedHostsSitInUnitsUnderTheirLeaves_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("tiers") << QString(SCALESCOPE_TEST_DATA "/import/tiers.ibnetdiscover");
        QTest::newRow("selene") << QString(
            SCALESCOPE_TEST_DATA "/samples/ibnetdiscover/Mellanox-ufm_sdk_selene.compute.txt");
    }
    void importedHostsSitInUnitsUnderTheirLeaves()
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
        std::array<float, 4> top { 1e30f, 1e30f, 1e30f, 1e30f }, bottom { -1e30f, -1e30f, -1e30f, -1e30f };
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            if (t.nodes[n].kind != NodeKind::IbSwitch && t.nodes[n].group == kNoGroup)
                continue;
            const SceneRect& r = t.nodes[n].group == kNoGroup ? s.devices[n] : s.groups[t.nodes[n].group];
            top[rowOf(n)] = std::min(top[rowOf(n)], r.y);
            bottom[rowOf(n)] = std::max(bottom[rowOf(n)], r.y + r.height);
        }
        for (int row = 0; row + 1 < 4; ++row)
            QVERIFY2(
                bottom[row] < top[row + 1], qPrintable(QString("row %1 reaches below row %2").arg(row).arg(row + 1)));
        // The collapsed view: every device inside its block, every link between blocks in a bundle.
        std::size_t between = 0, bundled = 0;
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            QVERIFY2(inside(s.devices[n], s.blocks[s.blockOfNode[n]]), t.nodes[n].name.c_str());
        for (const Link& link : t.links)
            between += s.blockOfNode[link.a] != s.blockOfNode[link.b];
        for (const SceneBundle& bundle : s.bundles)
            bundled += bundle.links;
        QCOMPARE(bundled, between);

        // Each host's leaves, each leaf's spines.
        std::map<GroupId, std::set<NodeId>> leavesOf;
        std::map<NodeId, std::set<NodeId>> spinesOf;
        for (const Link& link : t.links)
            for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } }) {
                if (t.nodes[end].group != kNoGroup && isLeaf(other))
                    leavesOf[t.nodes[end].group].insert(other);
                if (isLeaf(end) && t.nodes[other].kind == NodeKind::IbSwitch
                    && t.nodes[other].role == SwitchRole::Spine)
                    spinesOf[end].insert(other);
            }
        QVERIFY(!leavesOf.empty());
        // A host's unit: the largest leaf set of any host that contains its own leaves.
        std::map<GroupId, std::set<NodeId>> unitOf;
        for (const auto& [host, own] : leavesOf) {
            unitOf[host] = own;
            for (const auto& [other, theirs] : leavesOf)
                if (theirs.size() > unitOf[host].size()
                    && std::includes(theirs.begin(), theirs.end(), own.begin(), own.end()))
                    unitOf[host] = theirs;
        }
        auto spanOf = [&](const std::set<NodeId>& leaves) { // left edge of the leftmost, right edge of the rightmost
            float x0 = 1e30f, x1 = -1e30f;
            for (const NodeId leaf : leaves)
                x0 = std::min(x0, s.devices[leaf].x), x1 = std::max(x1, s.devices[leaf].x + s.devices[leaf].width);
            return std::pair { x0, x1 };
        };
        std::map<std::set<NodeId>, std::pair<float, float>> units; // leaves -> their span
        for (const auto& [host, unit] : unitOf)
            units.try_emplace(unit, spanOf(unit));
        std::map<std::set<NodeId>, std::pair<float, float>> hostsSpanOf; // per unit, its hosts' left and right edges
        for (const auto& [host, unit] : unitOf) {
            const SceneRect& box = s.groups[host];
            auto [it, fresh] = hostsSpanOf.try_emplace(unit, box.x, box.x + box.width);
            it->second = { std::min(it->second.first, box.x), std::max(it->second.second, box.x + box.width) };
        }
        for (const auto& [host, unit] : unitOf) {
            const SceneRect& box = s.groups[host];
            const auto [x0, x1] = units[unit];
            // Under a row of leaves, the host's middle; a single leaf sits over the middle of its hosts.
            if (unit.size() > 1)
                QVERIFY2(box.centerX() > x0 && box.centerX() < x1,
                    qPrintable(QString::fromStdString(t.groups[host].name + " is not under its unit's leaves")));
            else
                QVERIFY2(std::abs((x0 + x1) / 2 - (hostsSpanOf[unit].first + hostsSpanOf[unit].second) / 2) < 1,
                    qPrintable(QString::fromStdString(t.nodes[*unit.begin()].name + " is not over its hosts' middle")));
            for (const auto& [other, span] : units)
                if (other != unit)
                    QVERIFY2(box.x + box.width <= span.first || box.x >= span.second,
                        qPrintable(QString::fromStdString(t.groups[host].name + " is under the leaves of another unit, "
                            + t.nodes[*other.begin()].name + "'s")));
        }
        // Units left to right: those whose leaves reach the same spines are neighbours.
        std::vector<std::pair<float, std::set<NodeId>>> spinesLeftToRight; // per unit, the spines of its leaves
        for (const auto& [unit, span] : units) {
            std::set<NodeId> spines;
            for (const NodeId leaf : unit)
                spines.insert(spinesOf[leaf].begin(), spinesOf[leaf].end());
            spinesLeftToRight.emplace_back(span.first, std::move(spines));
        }
        std::sort(spinesLeftToRight.begin(), spinesLeftToRight.end());
        std::set<std::set<NodeId>> seen;
        for (std::size_t i = 0; i < spinesLeftToRight.size(); ++i)
            if (i == 0 || spinesLeftToRight[i].second != spinesLeftToRight[i - 1].second)
                QVERIFY2(seen.insert(spinesLeftToRight[i].second).second,
                    qPrintable(QString("unit %1 from the left").arg(i)));

        if (path.endsWith("tiers.ibnetdiscover")) {
            // h1 has an adapter on each leaf, h2 one on leaf-2, the nameless host one on leaf-1:
            // all three are one unit under both leaves.
            QCOMPARE(units.size(), std::size_t(1));
            QCOMPARE(unitOf.size(), std::size_t(3));
            const NodeId leaf1 = *t.findNode("leaf-1"), leaf2 = *t.findNode("leaf-2");
            QCOMPARE(units.begin()->first, (std::set<NodeId> { leaf1, leaf2 }));
            QCOMPARE(s.devices[leaf1].y, s.devices[leaf2].y);
        } else {
            // Selene is rail-optimized: most hosts have one adapter on each of their unit's eight leaves.
            std::map<std::size_t, int> unitsOfSize;
            for (const auto& [unit, span] : units)
                ++unitsOfSize[unit.size()];
            QVERIFY(unitsOfSize[8] >= 20);
        }
    }

    void hugeDesignsStayWithinAFewThousandBlocks()
    {
        const Topology t = builtTopology("dgx-h100", 4096);
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
