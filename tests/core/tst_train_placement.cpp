// Where a training job's GPUs go: packed keeps a job that fits inside one NVLink domain (64 of a
// GB300 NVL72 rack's 72 with 8 taken), picks the domain that fits best, takes whole DGX nodes
// under one scalable unit's leaves and keeps blocks (the TP size) inside a domain; spread deals
// over every node; random is seeded and the same everywhere; an explicit list keeps its order;
// whatever cannot be placed is said in words.
#include "BuiltClusters.h"

#include "catalog/Catalog.h"
#include "sim/RankLayout.h"
#include "train/GpuDomains.h"
#include "train/ParallelGroups.h"
#include "train/Placement.h"
#include "train/PlacementSpan.h"

#include <QtTest>

#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

const Topology& gb300Racks(int racks)
{
    static std::map<int, Topology> built;
    auto it = built.find(racks);
    if (it == built.end())
        it = built.emplace(racks, builtTopology("gb300-nvl72", racks)).first;
    return it->second;
}

const Topology& dgxH100(int nodes)
{
    static std::map<int, Topology> built;
    auto it = built.find(nodes);
    if (it == built.end())
        it = built.emplace(nodes, builtTopology("dgx-h100", nodes)).first;
    return it->second;
}

NodeId gpu(const Topology& topology, const std::string& name)
{
    const auto id = topology.findNode(name);
    if (!id)
        qFatal("no device %s", name.c_str());
    return *id;
}

// The GPUs of a rack, node or tray, or of a range of indices (RankSelection's syntax).
std::vector<NodeId> gpusOf(const Topology& topology, const std::string& text)
{
    PlacementRequest request;
    request.policy = PlacementPolicy::List;
    request.list = text;
    return placeJob(topology, request).gpus;
}

PlacementResult place(
    const Topology& topology, int count, PlacementPolicy policy, const std::vector<NodeId>& taken = {}, int block = 1)
{
    PlacementRequest request;
    request.gpus = count;
    request.policy = policy;
    request.taken = taken;
    request.blocks.block = block;
    return placeJob(topology, request);
}

RankLayout layoutOf(const Topology& topology, const std::vector<NodeId>& gpus)
{
    return layoutRanks(topology, Catalog::builtIn(), gpus);
}

// Whether every block of `size` consecutive ranks sits in one NVLink domain.
bool blocksInOneDomain(const Topology& topology, const std::vector<NodeId>& gpus, int size)
{
    const RankLayout layout = layoutOf(topology, gpus);
    for (std::size_t r = 0; r < layout.domainOfRank.size(); ++r)
        if (layout.domainOfRank[r] != layout.domainOfRank[r / size * size])
            return false;
    return true;
}

// The rack or node (the part of a GPU's name before its last two parts, or its first).
std::set<std::string> prefixes(const Topology& topology, const std::vector<NodeId>& gpus, bool rack)
{
    std::set<std::string> out;
    for (const NodeId g : gpus) {
        const std::string& name = topology.nodes[g].name;
        out.insert(rack ? name.substr(0, name.find('/')) : name.substr(0, name.rfind('/')));
    }
    return out;
}

// The fabric switches the job's rail NICs are cabled to.
std::set<NodeId> leavesOf(const Topology& topology, const std::vector<NodeId>& gpus)
{
    const RankLayout layout = layoutOf(topology, gpus);
    const std::set<NodeId> nics(layout.nicOfRank.begin(), layout.nicOfRank.end());
    std::set<NodeId> leaves;
    for (const Link& link : topology.links)
        if (topology.isComputeFabricLink(link)) {
            if (nics.count(link.a))
                leaves.insert(link.b);
            if (nics.count(link.b))
                leaves.insert(link.a);
        }
    return leaves;
}

bool disjoint(const std::vector<NodeId>& a, const std::vector<NodeId>& b)
{
    const std::set<NodeId> inA(a.begin(), a.end());
    return std::none_of(b.begin(), b.end(), [&](NodeId n) { return inA.count(n) > 0; });
}

std::vector<NodeId> joined(std::vector<NodeId> a, const std::vector<NodeId>& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace

class TestTrainPlacement : public QObject {
    Q_OBJECT
private slots:
    void sixtyFourOfSeventyTwoStayInsideTheRack()
    {
        const Topology& rack = gb300Racks(1);
        const std::vector<NodeId> taken = gpusOf(rack, "rack0/tray3,rack0/tray11"); // another tenant's 8
        QCOMPARE(taken.size(), std::size_t(8));
        const PlacementResult result = place(rack, 64, PlacementPolicy::Packed, taken);
        QVERIFY2(result.ok(), result.problem.c_str());
        QCOMPARE(result.gpus.size(), std::size_t(64));
        QVERIFY(disjoint(result.gpus, taken));
        QCOMPARE(std::set<NodeId>(result.gpus.begin(), result.gpus.end()).size(), std::size_t(64));
        QCOMPARE(layoutOf(rack, result.gpus).domains, 1);
        QCOMPARE(result.gpus.front(), gpu(rack, "rack0/tray0/gpu0")); // node, tray and local order
        QCOMPARE(result.gpus[12], gpu(rack, "rack0/tray4/gpu0")); // tray3 skipped
    }

    void aJobGoesToTheRackThatFitsItBest()
    {
        const Topology& racks = gb300Racks(2);
        const std::vector<NodeId> taken = gpusOf(racks, "rack0/tray5,rack0/tray6");
        const PlacementResult small = place(racks, 64, PlacementPolicy::Packed, taken);
        QVERIFY2(small.ok(), small.problem.c_str());
        QCOMPARE(prefixes(racks, small.gpus, true), std::set<std::string> { "rack0" }); // 64 free: fits exactly
        const PlacementResult whole = place(racks, 72, PlacementPolicy::Packed, taken);
        QVERIFY2(whole.ok(), whole.problem.c_str());
        QCOMPARE(prefixes(racks, whole.gpus, true), std::set<std::string> { "rack1" });
        // With both tenants in, 64 + 72 leave none of the 144 but the 8 taken.
        const PlacementResult both = place(racks, 72, PlacementPolicy::Packed, joined(taken, small.gpus));
        QCOMPARE(prefixes(racks, both.gpus, true), std::set<std::string> { "rack1" });
    }

    void packedTakesWholeDgxNodes()
    {
        const Topology& cluster = dgxH100(16);
        const std::vector<NodeId> taken = gpusOf(cluster, "node2/gpu5"); // node2 is no longer whole
        const PlacementResult result = place(cluster, 64, PlacementPolicy::Packed, taken, 8);
        QVERIFY2(result.ok(), result.problem.c_str());
        const PlacementSpan span = describePlacement(cluster, result.gpus, taken);
        QCOMPARE(span.nodes.size(), std::size_t(8));
        QCOMPARE(span.domains.size(), std::size_t(8));
        for (const PlacementSpan::Part& node : span.nodes) {
            QCOMPARE(node.ranks.size(), std::size_t(8));
            QVERIFY(node.name != "node2");
        }
        QCOMPARE(rankRanges(span.nodes.front().ranks), std::string("0-7")); // TP 8 inside a node
        QVERIFY(layoutOf(cluster, result.gpus).domains == 8);
    }

    void packedStaysUnderOneUnitsLeaves()
    {
        // 64 nodes: two scalable units of 32, each on its own 8 rail leaves. Unit 0 keeps 4 whole
        // nodes free, unit 1 has 28: the job's 8 nodes all go to unit 1, not 4 + 4.
        const Topology& cluster = dgxH100(64);
        const std::vector<NodeId> taken = gpusOf(cluster, "0-223,256-287");
        const PlacementResult result = place(cluster, 64, PlacementPolicy::Packed, taken, 8);
        QVERIFY2(result.ok(), result.problem.c_str());
        QCOMPARE(prefixes(cluster, result.gpus, false),
            (std::set<std::string> { "node36", "node37", "node38", "node39", "node40", "node41", "node42", "node43" }));
        QCOMPARE(leavesOf(cluster, result.gpus).size(), std::size_t(8));
        // The same nodes first-fit in index order would have crossed to the other unit's leaves.
        const std::vector<NodeId> firstFit = gpusOf(cluster, "224-255,288-319");
        QCOMPARE(leavesOf(cluster, firstFit).size(), std::size_t(16));
    }

    void packedStaysInsideOnePod()
    {
        // 512 nodes on three tiers: pods of 4 units (128 nodes) under their own spines. A job of
        // 48 nodes fits in no unit; pod 0 holds it (unit 0 whole and 20 nodes of unit 1), so it
        // goes there rather than to unit 0 and the 16 nodes left in unit 4, across the core.
        const Topology& cluster = dgxH100(512);
        const GpuDomains shape = gatherGpuDomains(cluster);
        QCOMPARE(shape.units, 16);
        QCOMPARE(shape.pods, 4);
        QCOMPARE(shape.podOfUnit[3], 0);
        QCOMPARE(shape.podOfUnit[4], 1);
        const std::vector<NodeId> taken = gpusOf(cluster, "256-351,512-1023,1024-1151");
        const PlacementResult result = place(cluster, 384, PlacementPolicy::Packed, taken, 8);
        QVERIFY2(result.ok(), result.problem.c_str());
        const PlacementSpan span = describePlacement(cluster, result.gpus, taken);
        QCOMPARE(span.units, 2);
        QCOMPARE(span.nodes.front().name, std::string("node0"));
        QCOMPARE(span.nodes[32].name, std::string("node44"));
        QCOMPARE(span.nodes.back().name, std::string("node59"));
    }

    void blocksStayInsideADomain()
    {
        // Rack 0 has 68 free, rack 1 60: a job of 120 in blocks of 8 takes 64 + 56, so that no
        // block of 8 consecutive ranks straddles the racks; without blocks it takes 68 + 52.
        const Topology& racks = gb300Racks(2);
        const std::vector<NodeId> taken = gpusOf(racks, "rack0/tray17,rack1/tray0,rack1/tray1,rack1/tray2");
        const PlacementResult blocks = place(racks, 120, PlacementPolicy::Packed, taken, 8);
        QVERIFY2(blocks.ok(), blocks.problem.c_str());
        QVERIFY(blocks.note.empty());
        QVERIFY(blocksInOneDomain(racks, blocks.gpus, 8));
        const RankLayout loose = layoutOf(racks, place(racks, 120, PlacementPolicy::Packed, taken, 1).gpus);
        QCOMPARE(std::count(loose.domainOfRank.begin(), loose.domainOfRank.end(), loose.domainOfRank.front()), 68);
    }

    void expertGroupsStayInsideARack()
    {
        // DeepSeek-V3 at TP 1, EP 64, DP 64, PP 4 on four GB300 racks: filling the racks one after
        // another would leave three of the four EP (and DP) groups of 64 across two racks; packed
        // takes 64 GPUs of each rack instead, one group each.
        const Topology& racks = gb300Racks(4);
        PlacementRequest request;
        request.gpus = 256;
        request.blocks = RankBlocks { 1, { 64, 256 } };
        const PlacementResult result = placeJob(racks, request);
        QVERIFY2(result.ok(), result.problem.c_str());
        QVERIFY(blocksInOneDomain(racks, result.gpus, 64));
        const RankLayout layout = layoutOf(racks, result.gpus);
        QCOMPARE(std::set<int>(layout.domainOfRank.begin(), layout.domainOfRank.end()).size(), std::size_t(4));
    }

    void expertGroupsNarrowerThanTheirDpGroupStayInsideARack()
    {
        // DeepSeek-V3 at TP 1, EP 32, DP 128, PP 2 on four GB300 racks: a DP group of 128 cannot
        // stay in a rack, but each EP group of 32 inside it can; packed takes two of them a rack.
        ParallelConfig config;
        config.pp = 2;
        config.dp = 128;
        config.ep = 32;
        const Topology& racks = gb300Racks(4);
        PlacementRequest request;
        request.gpus = 256;
        request.blocks = rankBlocksOf(config, defaultRankOrder());
        const PlacementResult result = placeJob(racks, request);
        QVERIFY2(result.ok(), result.problem.c_str());
        QVERIFY(blocksInOneDomain(racks, result.gpus, 32));
    }

    void widerBlocksNeverCostADomain()
    {
        // A job of 144 at TP 8, DP 6, PP 3 fits two whole racks; kept in DP groups of 48 it would
        // take 48 of three racks, so it keeps only its TP blocks. Where a wider block costs nothing
        // (three racks with 64, 72 and 68 free, a job of 128 in DP groups of 64), it is kept.
        const Topology& racks = gb300Racks(4);
        const std::vector<NodeId> taken = gpusOf(racks, "rack2/tray0,rack2/tray1,rack3/tray0,rack3/tray1");
        PlacementRequest request;
        request.gpus = 144;
        request.taken = taken;
        request.blocks = RankBlocks { 8, { 48, 144 } };
        const PlacementResult narrow = placeJob(racks, request);
        QVERIFY2(narrow.ok(), narrow.problem.c_str());
        QCOMPARE(narrow.gpus, place(racks, 144, PlacementPolicy::Packed, taken, 8).gpus);
        QCOMPARE(prefixes(racks, narrow.gpus, true), (std::set<std::string> { "rack0", "rack1" }));

        const Topology& three = gb300Racks(3);
        request.gpus = 128;
        request.taken = gpusOf(three, "rack0/tray15,rack0/tray16,rack2/tray0");
        request.blocks = RankBlocks { 8, { 64, 128 } };
        const PlacementResult wide = placeJob(three, request);
        QVERIFY2(wide.ok(), wide.problem.c_str());
        QVERIFY(blocksInOneDomain(three, wide.gpus, 64));
    }

    void blocksThatCannotStayTogetherAreSaid()
    {
        const Topology& cluster = dgxH100(3);
        const std::vector<NodeId> taken = gpusOf(cluster, "node0/gpu0,node0/gpu1,node1/gpu0,node1/gpu1");
        const PlacementResult result = place(cluster, 16, PlacementPolicy::Packed, taken, 8);
        QVERIFY2(result.ok(), result.problem.c_str());
        QCOMPARE(result.gpus.size(), std::size_t(16));
        QCOMPARE(result.note,
            std::string("the free GPUs leave room for 1 of the 2 blocks of 8 inside one NVLink domain each (the first "
                        "ranks); the others span domains"));
        // The block that fits is whole: ranks 0-7 on node2; the other takes node0's six and two of node1.
        QCOMPARE(prefixes(cluster, { result.gpus.begin(), result.gpus.begin() + 8 }, false),
            std::set<std::string> { "node2" });
        QCOMPARE(prefixes(cluster, { result.gpus.begin() + 8, result.gpus.end() }, false),
            (std::set<std::string> { "node0", "node1" }));
    }

    void spreadDealsOverEveryNode()
    {
        const Topology& cluster = dgxH100(16);
        const PlacementResult result = place(cluster, 64, PlacementPolicy::Spread);
        QVERIFY2(result.ok(), result.problem.c_str());
        const PlacementSpan span = describePlacement(cluster, result.gpus, {});
        QCOMPARE(span.nodes.size(), std::size_t(16));
        for (const PlacementSpan::Part& node : span.nodes)
            QCOMPARE(node.ranks.size(), std::size_t(4));
        QCOMPARE(rankRanges(span.nodes.front().ranks), std::string("0,16,32,48"));
        const RankLayout layout = layoutOf(cluster, result.gpus);
        QCOMPARE(layout.domains, 16);
        QVERIFY(layout.domainOfRank[0] != layout.domainOfRank[1]);
    }

    void spreadDealsOverTheTraysOfARack()
    {
        const Topology& racks = gb300Racks(2);
        const PlacementResult result = place(racks, 36, PlacementPolicy::Spread);
        QVERIFY2(result.ok(), result.problem.c_str());
        QCOMPARE(racks.nodes[result.gpus[0]].name, std::string("rack0/tray0/gpu0"));
        QCOMPARE(racks.nodes[result.gpus[1]].name, std::string("rack1/tray0/gpu0"));
        QCOMPARE(racks.nodes[result.gpus[2]].name, std::string("rack0/tray1/gpu0"));
        QCOMPARE(describePlacement(racks, result.gpus, {}).nodes.size(), std::size_t(36));
    }

    void randomIsSeeded()
    {
        const Topology& cluster = dgxH100(16);
        const std::vector<NodeId> taken = gpusOf(cluster, "node0");
        PlacementRequest request;
        request.gpus = 64;
        request.policy = PlacementPolicy::Random;
        request.taken = taken;
        request.seed = 7;
        const PlacementResult first = placeJob(cluster, request);
        const PlacementResult again = placeJob(cluster, request);
        QVERIFY2(first.ok(), first.problem.c_str());
        QCOMPARE(first.gpus.size(), std::size_t(64));
        QCOMPARE(std::set<NodeId>(first.gpus.begin(), first.gpus.end()).size(), std::size_t(64));
        QVERIFY(disjoint(first.gpus, taken));
        QVERIFY(first.gpus == again.gpus);
        request.seed = 8;
        QVERIFY(placeJob(cluster, request).gpus != first.gpus);
        QVERIFY(describePlacement(cluster, first.gpus, taken).nodes.size() > 8); // not packed
    }

    void randomIsTheSameOnEveryPlatform()
    {
        // mt19937_64's sequence is fixed by the C++ standard, and the draw below a bound is ours:
        // these GPUs come out of seed 1 with every standard library.
        PlacementRequest request;
        request.gpus = 4;
        request.policy = PlacementPolicy::Random;
        request.seed = 1;
        const Topology& cluster = dgxH100(16);
        QStringList names;
        for (const NodeId g : placeJob(cluster, request).gpus)
            names << QString::fromStdString(cluster.nodes[g].name);
        QCOMPARE(names.join(' '), QString("node13/gpu0 node1/gpu2 node2/gpu4 node15/gpu4"));
    }

    void tooFewFreeGpusAreSaid()
    {
        const Topology& rack = gb300Racks(1);
        const std::vector<NodeId> taken = gpusOf(rack, "rack0/tray0,rack0/tray1");
        for (const PlacementPolicy policy :
            { PlacementPolicy::Packed, PlacementPolicy::Spread, PlacementPolicy::Random }) {
            const PlacementResult result = place(rack, 72, policy, taken);
            QVERIFY(!result.ok());
            QVERIFY(result.gpus.empty());
            QCOMPARE(result.fault, PlacementResult::Fault::Capacity);
            QCOMPARE(result.problem, std::string("needs 72 GPUs but only 64 are free: 8 are taken"));
        }
        PlacementRequest request;
        request.gpus = 70;
        request.taken = gpusOf(rack, "rack0/tray0");
        request.unavailable = gpusOf(rack, "rack0/tray1/gpu0,rack0/tray0/gpu1");
        QCOMPARE(placeJob(rack, request).problem,
            std::string("needs 70 GPUs but only 67 are free: 4 are taken, 1 unavailable"));
        QCOMPARE(place(rack, 73, PlacementPolicy::Packed).problem, std::string("needs 73 GPUs but the design has 72"));
        QCOMPARE(place(rack, 1, PlacementPolicy::Packed, gpusOf(rack, "all")).problem,
            std::string("needs 1 GPU but none is free: 72 are taken"));
    }

    void badRequestsAreSaid()
    {
        const Topology& rack = gb300Racks(1);
        QCOMPARE(place(rack, 0, PlacementPolicy::Packed).problem, std::string("a job needs at least one GPU, not 0"));
        QCOMPARE(place(rack, 12, PlacementPolicy::Packed, {}, 8).problem,
            std::string("a job of 12 GPUs does not split into blocks of 8"));
        const NodeId nvswitch = gpu(rack, "rack0/swtray0/nvsw0");
        const PlacementResult notGpu = place(rack, 8, PlacementPolicy::Packed, { nvswitch });
        QCOMPARE(notGpu.fault, PlacementResult::Fault::Request);
        QCOMPARE(notGpu.problem, std::string("rack0/swtray0/nvsw0, given as taken, is not a GPU of the design"));
    }

    void aListKeepsItsOrderAndRefusesTakenGpus()
    {
        const Topology& cluster = dgxH100(2);
        PlacementRequest request;
        request.policy = PlacementPolicy::List;
        request.list = "node1/gpu3,node0/gpu0,node1/gpu0";
        const PlacementResult result = placeJob(cluster, request);
        QVERIFY2(result.ok(), result.problem.c_str());
        QVERIFY(result.gpus
            == (std::vector<NodeId> {
                gpu(cluster, "node1/gpu3"), gpu(cluster, "node0/gpu0"), gpu(cluster, "node1/gpu0") }));
        request.taken = { gpu(cluster, "node0/gpu0") };
        const PlacementResult taken = placeJob(cluster, request);
        QCOMPARE(taken.fault, PlacementResult::Fault::List);
        QCOMPARE(taken.problem, std::string("node0/gpu0 in the list is taken"));
        request.taken.clear();
        request.gpus = 8;
        QCOMPARE(placeJob(cluster, request).problem, std::string("the list names 3 GPUs but the job needs 8"));
        request.list = "node0/nic0";
        QCOMPARE(placeJob(cluster, request).problem, std::string("\"node0/nic0\": not a GPU"));
    }

    void rankRangesReadAsRanges()
    {
        QCOMPARE(rankRanges({ 0, 1, 2, 3, 8, 9, 10, 11 }), std::string("0-3,8-11"));
        QCOMPARE(rankRanges({ 0, 16, 32, 48 }), std::string("0,16,32,48"));
        QCOMPARE(rankRanges({ 4, 5 }), std::string("4,5"));
        QCOMPARE(rankRanges({}), std::string());
    }
};

QTEST_GUILESS_MAIN(TestTrainPlacement)
#include "tst_train_placement.moc"
