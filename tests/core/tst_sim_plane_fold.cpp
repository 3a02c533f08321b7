// NVSwitch planes folded (sim/PlaneFold.h): which chips are taken as one, and that a chip that
// differs (another lane count, another capacity) is kept apart. That runs give the same results
// folded as before is tst_sim_flow_results' part.
#include "SimulatorFixtures.h"

#include "sim/ChannelCapacities.h"
#include "sim/PlaneFold.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::vector<NodeId> chipsOf(const Topology& t)
{
    std::vector<NodeId> chips;
    for (NodeId n = 0; n < t.nodes.size(); ++n)
        if (t.nodes[n].kind == NodeKind::NvSwitch)
            chips.push_back(n);
    return chips;
}

PlaneFold foldOf(const Topology& t)
{
    const RankLayout layout = layoutRanks(t, Catalog::builtIn(), allGpus(t));
    return foldSwitchPlanes(
        t, channelCapacities(t, layout, Protocol::Simple, Algorithm::Ring, Collective::AllReduce, CostOptions {}));
}

// The copies of every chip, in node order.
std::vector<int> copiesOfChips(const Topology& t, const PlaneFold& fold)
{
    std::vector<int> copies;
    for (const NodeId chip : chipsOf(t))
        copies.push_back(fold.copies[chip]);
    return copies;
}

} // namespace

class TestSimPlaneFold : public QObject {
    Q_OBJECT

private slots:
    void anNvl72RacksEighteenChipsAreOne()
    {
        const Cluster c("gb200-nvl72", 2);
        const PlaneFold fold = foldOf(c.topology);
        std::vector<int> expected(36, 0);
        expected[0] = expected[18] = 18; // each rack's first chip stands for its 18
        QCOMPARE(copiesOfChips(c.topology, fold), expected);
        // Every link direction of a folded chip takes its load from the first chip's link to
        // the same GPU, in the same direction.
        const std::vector<NodeId> chips = chipsOf(c.topology);
        for (LinkId l = 0; l < c.topology.links.size(); ++l) {
            const Link& link = c.topology.links[l];
            const NodeId chip = c.topology.nodes[link.a].kind == NodeKind::NvSwitch ? link.a : link.b;
            if (link.tier != LinkTier::NvLink || chip == chips[0] || chip == chips[18])
                continue;
            for (const bool fromA : { true, false }) {
                const Channel source = fold.sourceOf[channelOf(l, fromA)];
                const Link& first = c.topology.links[source / 2];
                const NodeId sourceChip = c.topology.nodes[first.a].kind == NodeKind::NvSwitch ? first.a : first.b;
                QCOMPARE(sourceChip, chip < chips[18] ? chips[0] : chips[18]);
                const NodeId gpu = link.a == chip ? link.b : link.a;
                QCOMPARE(first.a == sourceChip ? first.b : first.a, gpu);
                const bool leavesChip = (link.a == chip) == fromA;
                QCOMPARE((first.a == sourceChip) == (source % 2 == 0), leavesChip);
            }
        }
        // Nothing else is folded.
        for (LinkId l = 0; l < c.topology.links.size(); ++l)
            if (c.topology.links[l].tier != LinkTier::NvLink)
                QCOMPARE(fold.sourceOf[channelOf(l, true)], channelOf(l, true));
    }

    void chipsOfDifferentLanesStayApart()
    {
        // A DGX H100's GPUs reach its four chips by 5, 4, 4 and 5 NVLinks: two classes of two.
        const Cluster c("dgx-h100", 1);
        QCOMPARE(copiesOfChips(c.topology, foldOf(c.topology)), (std::vector<int> { 2, 2, 0, 0 }));
    }

    void aChipThatDiffersIsKeptApart()
    {
        Cluster c("gb200-nvl72", 1);
        const std::vector<NodeId> chips = chipsOf(c.topology);
        // One NVLink of the last chip at half its rate: that chip is its own.
        for (Link& link : c.topology.links)
            if (link.tier == LinkTier::NvLink && (link.a == chips.back() || link.b == chips.back())) {
                link.bytesPerSecPerDirection /= 2;
                break;
            }
        std::vector<int> expected(18, 0);
        expected[0] = 17;
        expected[17] = 1;
        QCOMPARE(copiesOfChips(c.topology, foldOf(c.topology)), expected);
    }

    void aDomainWithDirectNvlinksIsNotFolded()
    {
        Cluster c("gb200-nvl72", 1);
        const std::vector<NodeId> chips = chipsOf(c.topology);
        Link direct = c.topology.links.front();
        std::vector<NodeId> gpus;
        for (NodeId n = 0; n < c.topology.nodes.size() && gpus.size() < 2; ++n)
            if (c.topology.nodes[n].kind == NodeKind::Gpu)
                gpus.push_back(n);
        for (const Link& link : c.topology.links)
            if (link.tier == LinkTier::NvLink)
                direct = link;
        direct.a = gpus[0];
        direct.b = gpus[1];
        c.topology.links.push_back(direct);
        QCOMPARE(copiesOfChips(c.topology, foldOf(c.topology)), std::vector<int>(18, 1));
    }
};

QTEST_APPLESS_MAIN(TestSimPlaneFold)
#include "tst_sim_plane_fold.moc"
