// Algorithms as the flow fidelity runs them, family by family: the transfer patterns (rings,
// double binary trees) and the phases of halving-doubling, pairwise alltoall, the binomial tree
// and NVLS with a tree across domains.
#include "BuiltClusters.h"
#include "sim/AlgorithmPhases.h"

#include <QtTest>

#include <map>
#include <set>

using namespace scalescope;

namespace {

constexpr StepLatencies kAlpha { 1, 10, 100 }; // NVLink step, network step, base; us

struct Job {
    Topology topology;
    RankLayout layout;
    std::unique_ptr<Router> router;
    std::unique_ptr<TransferPatterns> patterns;

    // DGX H100 nodes; `ranks` by name, all GPUs when empty.
    Job(int nodes, double bytes, const std::vector<std::string>& ranks = {})
    {
        topology = fixtures::builtTopology("dgx-h100", nodes);
        std::vector<NodeId> ids;
        for (const std::string& name : ranks)
            ids.push_back(topology.findNode(name).value());
        layout = layoutRanks(topology, Catalog::builtIn(), ranks.empty() ? allGpus(topology) : ids);
        router = std::make_unique<Router>(topology, layout, true);
        patterns = std::make_unique<TransferPatterns>(layout, *router, kAlpha, bytes);
    }

    int domainOf(NodeId gpu) const
    {
        for (std::size_t r = 0; r < layout.ranks.size(); ++r)
            if (layout.ranks[r] == gpu)
                return layout.domainOfRank[r];
        return -1;
    }
    std::vector<Phase> phases(Collective collective, Algorithm algorithm) const
    {
        return expandPhases(*patterns, collective, algorithm, Estimate {}, layout);
    }
};

std::vector<std::string> gpuNames(int nodes, int gpus)
{
    std::vector<std::string> names;
    for (int n = 0; n < nodes; ++n)
        for (int g = 0; g < gpus; ++g)
            names.push_back("node" + std::to_string(n) + "/gpu" + std::to_string(g));
    return names;
}

bool everyTransferGoesBothWays(const std::vector<Transfer>& transfers)
{
    std::map<std::pair<NodeId, NodeId>, double> bytes;
    for (const Transfer& t : transfers)
        bytes[{ t.from, t.to }] += t.bytes;
    for (const auto& [pair, sent] : bytes) {
        const auto back = bytes.find({ pair.second, pair.first });
        if (back == bytes.end() || back->second != sent)
            return false;
    }
    return true;
}

} // namespace

class TestSimPhases : public QObject {
    Q_OBJECT
private slots:
    void nodeAwareRingsEnterEveryDomainOnTheirOwnRail()
    {
        const Job job(2, 16);
        const std::vector<Transfer> ring = job.patterns->ring(16);
        // One ring per local GPU, each through all 16 GPUs, the bytes split among the rings.
        QCOMPARE(ring.size(), std::size_t(8 * 16));
        std::map<NodeId, int> sent, received;
        std::set<NodeId> entries;
        int crossings = 0;
        for (const Transfer& t : ring) {
            QCOMPARE(t.bytes, 2.0);
            ++sent[t.from];
            ++received[t.to];
            if (job.domainOf(t.from) != job.domainOf(t.to)) {
                ++crossings;
                entries.insert(t.to);
            }
        }
        // Each ring leaves each domain once, and enters it at a GPU no other ring enters at.
        QCOMPARE(crossings, 16);
        QCOMPARE(entries.size(), std::size_t(16));
        for (const auto& [gpu, count] : sent)
            QCOMPARE(count, 8);
        for (const auto& [gpu, count] : received)
            QCOMPARE(count, 8);
    }

    void ranksThatInterleaveDomainsMakeOneRingInRankOrder()
    {
        std::vector<std::string> names;
        for (int g = 0; g < 8; ++g)
            for (int n = 0; n < 2; ++n)
                names.push_back("node" + std::to_string(n) + "/gpu" + std::to_string(g));
        const Job job(2, 16, names);
        const std::vector<Transfer> ring = job.patterns->ring(16);
        QCOMPARE(ring.size(), std::size_t(16));
        for (std::size_t i = 0; i < ring.size(); ++i) {
            QCOMPARE(ring[i].from, job.layout.ranks[i]);
            QCOMPARE(ring[i].to, job.layout.ranks[(i + 1) % 16]);
            QCOMPARE(ring[i].bytes, 16.0);
        }
        const std::vector<Transfer> reverse = job.patterns->ring(16, true);
        QCOMPARE(reverse.front().from, job.layout.ranks[1]);
        QCOMPARE(reverse.front().to, job.layout.ranks[0]);
    }

    void aDoubleBinaryTreeCarriesEveryEdgeBothWays()
    {
        const Job job(4, 16);
        // Eight channels; per channel two trees of three edges over the four domains' heads.
        const std::vector<Transfer> trees = job.patterns->doubleBinaryTree(16, false);
        QCOMPARE(trees.size(), std::size_t(8 * 2 * 3 * 2));
        for (const Transfer& t : trees) {
            QCOMPARE(t.bytes, 1.0);
            QVERIFY(job.domainOf(t.from) != job.domainOf(t.to));
        }
        QVERIFY(everyTransferGoesBothWays(trees));
        // With chains, each channel adds seven hops each way in each of the four domains.
        const std::vector<Transfer> chained = job.patterns->doubleBinaryTree(16, true);
        QCOMPARE(chained.size(), trees.size() + std::size_t(8 * 4 * 7 * 2));
        int inDomain = 0;
        for (const Transfer& t : chained)
            if (job.domainOf(t.from) == job.domainOf(t.to)) {
                ++inDomain;
                QCOMPARE(t.bytes, 2.0);
            }
        QCOMPARE(inDomain, 8 * 4 * 7 * 2);
        QVERIFY(everyTransferGoesBothWays(chained));
    }

    void halvingDoublingRunsOnPowersOfTwoOnly()
    {
        const Job twelve(2, 64, gpuNames(2, 6));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, twelve.phases(Collective::AllReduce, Algorithm::HalvingDoubling));

        const Job eight(1, 64);
        const std::vector<Phase> allReduce = eight.phases(Collective::AllReduce, Algorithm::HalvingDoubling);
        QCOMPARE(allReduce.size(), std::size_t(6));
        const double expected[] = { 32, 16, 8, 8, 16, 32 };
        const int distance[] = { 1, 2, 4, 4, 2, 1 };
        for (std::size_t k = 0; k < allReduce.size(); ++k) {
            QCOMPARE(allReduce[k].transfers.size(), std::size_t(8));
            for (std::size_t i = 0; i < 8; ++i) {
                QCOMPARE(allReduce[k].transfers[i].bytes, expected[k]);
                QCOMPARE(allReduce[k].transfers[i].to, eight.layout.ranks[i ^ distance[k]]);
            }
            QCOMPARE(allReduce[k].latencyUs, kAlpha.nvlinkUs);
        }
        QCOMPARE(eight.phases(Collective::AllGather, Algorithm::HalvingDoubling).size(), std::size_t(3));
        QCOMPARE(eight.phases(Collective::ReduceScatter, Algorithm::HalvingDoubling).front().transfers[0].bytes, 32.0);
    }

    void pairwiseTakesOnePartnerARound()
    {
        const Job job(2, 160);
        const std::vector<Phase> phases = job.phases(Collective::AllToAll, Algorithm::Pairwise);
        QCOMPARE(phases.size(), std::size_t(15));
        for (std::size_t k = 1; k <= phases.size(); ++k) {
            const Phase& p = phases[k - 1];
            QCOMPARE(p.transfers.size(), std::size_t(16));
            for (std::size_t i = 0; i < 16; ++i) {
                QCOMPARE(p.transfers[i].from, job.layout.ranks[i]);
                QCOMPARE(p.transfers[i].to, job.layout.ranks[(i + k) % 16]);
                QCOMPARE(p.transfers[i].bytes, 10.0);
            }
            // Partners inside the domain first (NVLink steps), then across; the base latency once.
            const double step = k < 8 ? kAlpha.nvlinkUs : kAlpha.networkUs;
            QCOMPARE(p.latencyUs, step + (k == 1 ? kAlpha.baseUs : 0));
        }
    }

    void aReduceRunsTheBroadcastTreeBackwards()
    {
        const Job job(2, 64);
        const std::vector<Phase> broadcast = job.phases(Collective::Broadcast, Algorithm::Tree);
        const std::vector<Phase> reduce = job.phases(Collective::Reduce, Algorithm::Tree);
        QCOMPARE(broadcast.size(), std::size_t(4));
        QCOMPARE(reduce.size(), broadcast.size());
        for (std::size_t k = 0; k < broadcast.size(); ++k) {
            // Round k doubles the GPUs that have the buffer.
            QCOMPARE(broadcast[k].transfers.size(), std::size_t(1) << k);
            QCOMPARE(broadcast[k].latencyUs, kAlpha.networkUs);
            const Phase& back = reduce[reduce.size() - 1 - k];
            QCOMPARE(back.transfers.size(), broadcast[k].transfers.size());
            for (std::size_t i = 0; i < back.transfers.size(); ++i) {
                QCOMPARE(back.transfers[i].from, broadcast[k].transfers[i].to);
                QCOMPARE(back.transfers[i].to, broadcast[k].transfers[i].from);
                QCOMPARE(back.transfers[i].bytes, 64.0);
            }
        }
    }

    void nvlsWithATreeRunsTheTreeBesideTheSwitchFlows()
    {
        const Job job(2, 64);
        const std::vector<Phase> phases = job.phases(Collective::AllReduce, Algorithm::NvlsTree);
        QCOMPARE(phases.size(), std::size_t(1));
        const Phase& p = phases.front();
        QVERIFY(p.inSwitch);
        QCOMPARE(p.transfers.size(), job.patterns->doubleBinaryTree(64, false).size());
        QCOMPARE(p.flows.size(), job.patterns->switchFlows(1, 1).flows.size());
        // Every GPU to each of its four NVSwitch chips and back.
        QCOMPARE(p.flows.size(), std::size_t(16 * 4 * 2));
        QCOMPARE(p.delivered.size(), p.flows.size());
    }
};

QTEST_APPLESS_MAIN(TestSimPhases)
#include "tst_sim_phases.moc"
