// How the compute fabric routes: each fabric's default, the setting read back from the design
// file (generator, a design without one, a job) and older files without it, and what routing
// does to a collective: on a 1:1 fat tree, adaptive routing reaches the NIC line-rate bound for an
// all_reduce across the fabric, while static ECMP, hashing NCCL's few connections per NIC, puts
// several on one uplink and runs measurably slower (more queue pairs per connection thin the
// collisions out); through a core tier too, adaptive is no slower, and sends between pods run at
// line rate.
#include "SimulatorFixtures.h"

#include "design/Design.h"
#include "io/DesignFile.h"
#include "model/InputError.h"
#include "sim/SimulateTogether.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

QString word(FabricRouting routing)
{
    return QString::fromLatin1(toString(routing).data(), static_cast<int>(toString(routing).size()));
}

ClusterOptions roceFatTree(std::optional<FabricRouting> routing)
{
    ClusterOptions o;
    o.fabric = FabricKind::FatTree;
    o.network = ScaleOutNetwork::RoceV2;
    o.oversubscription = 1;
    o.routing = routing;
    return o;
}

// A design of 4 DGX H100 nodes on a RoCE fat tree with the routing given, holding `jobs`.
Design roceDesign(std::optional<FabricRouting> routing, std::vector<JobSpec> jobs)
{
    Design design;
    ClusterOptions o = roceFatTree(routing);
    o.preset = "dgx-h100";
    o.count = 4;
    design.generator = o;
    design.jobs = std::move(jobs);
    return design;
}

SimResult ringAllReduce(const Cluster& cluster, std::optional<FabricRouting> routing, int qpsPerConnection = 1)
{
    Workload w;
    w.collective = Collective::AllReduce;
    w.bytes = 8 * kGiB;
    w.algorithm = Algorithm::Ring;
    w.ranks = allGpus(cluster.topology);
    SimOptions options;
    options.fidelity = Fidelity::Flow;
    options.ideal = true; // line rates: the bound is the NICs' alone
    options.routing = routing;
    options.qpsPerConnection = qpsPerConnection;
    return simulate(cluster.topology, Catalog::builtIn(), w, options);
}

} // namespace

class TestRouting : public QObject {
    Q_OBJECT
private slots:
    void eachFabricHasTheDefaultItsUsersExpect()
    {
        // InfiniBand: Quantum adaptive routing.
        QCOMPARE(word(builtTopology("dgx-h100", 2).routing), QString("adaptive"));
        ClusterOptions roce;
        roce.network = ScaleOutNetwork::RoceV2;
        // 400G RoCE: SN5400 switches, ConnectX-7 in Ethernet mode: hashed.
        QCOMPARE(word(builtTopology("dgx-h100", 2, roce).routing), QString("ecmp"));
        // 800G RoCE: SN5600 and ConnectX-8 SuperNICs, Spectrum-X: sprayed.
        QCOMPARE(word(builtTopology("gb300-nvl72", 2, roce).routing), QString("adaptive"));
        roce.fabricSwitch = "SN4700";
        roce.nicBytesPerSec = parseRate("400G");
        QCOMPARE(word(builtTopology("dgx-h100", 2, roce).routing), QString("ecmp"));
        ClusterOptions stated = roceFatTree(FabricRouting::Adaptive);
        QCOMPARE(word(builtTopology("dgx-h100", 2, stated).routing), QString("adaptive"));
        ClusterOptions v1;
        v1.network = ScaleOutNetwork::RoceV1;
        QCOMPARE(word(builtTopology("dgx-h100", 2, v1).routing), QString("ecmp"));
    }

    void theRoutingRoundTripsThroughTheDesignFile()
    {
        JobSpec job;
        job.name = "hashed";
        job.routing = FabricRouting::Ecmp;
        const Design design = roceDesign(FabricRouting::Adaptive, { job });
        const std::string text = formatDesign(design, Catalog::builtIn());
        QVERIFY(text.find("\"routing\": \"adaptive\"") != std::string::npos);
        QVERIFY(text.find("\"routing\": \"ecmp\"") != std::string::npos);
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read == design);
        QVERIFY(read.generator->routing == FabricRouting::Adaptive);
        QVERIFY(read.jobs.at(0).routing == FabricRouting::Ecmp);
        QCOMPARE(word(expandDesign(read, Catalog::builtInShared(), "mem").topology.routing), QString("adaptive"));
        QCOMPARE(formatDesign(read, Catalog::builtIn()), text);
    }

    void aDesignWithoutAGeneratorStatesItsRoutingAtTheTop()
    {
        const char* text = R"({"format": "scalescope", "version": 1, "name": "lab", "network": "roce",
            "routing": "adaptive", "nodes": [{"name": "gpu0", "kind": "gpu", "model": "H100-SXM5-80GB"}]})";
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read.routing == FabricRouting::Adaptive);
        QCOMPARE(word(expandDesign(read, Catalog::builtInShared(), "mem").topology.routing), QString("adaptive"));
        const std::string written = formatDesign(read, Catalog::builtIn());
        QVERIFY(written.find("\"routing\": \"adaptive\"") != std::string::npos);
        QVERIFY(parseDesign(written, "mem", Catalog::builtIn()) == read);
    }

    void olderFilesWithoutItTakeTheFabricsDefault()
    {
        const auto load = [](const char* text) {
            return expandDesign(parseDesign(text, "mem", Catalog::builtIn()), Catalog::builtInShared(), "mem");
        };
        const ExpandedDesign ib = load(R"({"format": "scalescope", "version": 1,
            "generator": {"preset": "dgx-h100", "nodes": 2}, "jobs": [{"name": "x", "collective": "all_reduce", "size": "1G"}]})");
        QCOMPARE(word(ib.topology.routing), QString("adaptive"));
        const Design oldJob = parseDesign(R"({"format": "scalescope", "version": 1,
            "generator": {"preset": "dgx-h100", "nodes": 2}, "jobs": [{"name": "x", "collective": "all_reduce", "size": "1G"}]})",
            "mem", Catalog::builtIn());
        QVERIFY(!oldJob.jobs.at(0).routing); // the design's routing

        const ExpandedDesign roce = load(R"({"format": "scalescope", "version": 1,
            "generator": {"preset": "dgx-h100", "nodes": 2, "network": "roce"}})");
        QCOMPARE(word(roce.topology.routing), QString("ecmp"));
        const ExpandedDesign bare = load(R"({"format": "scalescope", "version": 1, "network": "roce",
            "nodes": [{"name": "gpu0", "kind": "gpu", "model": "H100-SXM5-80GB"}]})");
        QCOMPARE(word(bare.topology.routing), QString("ecmp"));
    }

    void adaptiveRoutingReachesTheBoundWhereEcmpCollides()
    {
        // 32 DGX H100 nodes on a 1:1 RoCE fat tree: four nodes per leaf, so the rings' hops from
        // one leaf to the next cross the spines, 16 connections (2 per NIC) from each leaf.
        const Cluster cluster("dgx-h100", 32, roceFatTree(std::nullopt));
        QCOMPARE(word(cluster.topology.routing), QString("ecmp"));
        const SimResult adaptive = ringAllReduce(cluster, FabricRouting::Adaptive);
        const SimResult ecmp = ringAllReduce(cluster, std::nullopt); // the design's: ECMP
        QCOMPARE(word(adaptive.routing), QString("adaptive"));
        QCOMPARE(word(ecmp.routing), QString("ecmp"));
        // Adaptive: within 5% of the line-rate bound, every uplink evenly loaded.
        verifyClose(adaptive.timeUs, adaptive.boundUs, 0.05, "adaptive all_reduce against the bound");
        QVERIFY(adaptive.fabricLoad && adaptive.fabricLoad->directions > 0);
        verifyClose(adaptive.fabricLoad->busiestBytes, adaptive.fabricLoad->meanBytes, 0.01, "adaptive busiest uplink");
        QCOMPARE(adaptive.fabricLoad->idle, 0);
        // ECMP: connections collide on uplinks while others idle, and the ring waits for them.
        QVERIFY(ecmp.fabricLoad);
        const FabricLoad& hashed = *ecmp.fabricLoad;
        QCOMPARE(hashed.connectionsPerPeer, 2);
        QVERIFY2(hashed.mostConnections > 1, qPrintable(QString::number(hashed.mostConnections)));
        QVERIFY(hashed.collided > 0);
        QVERIFY(hashed.idle > 0);
        QVERIFY2(hashed.busiestBytes > 1.5 * hashed.meanBytes, qPrintable(QString::number(hashed.busiestBytes)));
        QVERIFY2(ecmp.timeUs > 1.3 * adaptive.timeUs,
            qPrintable(QString("ecmp %1 us, adaptive %2 us").arg(ecmp.timeUs).arg(adaptive.timeUs)));
        // The same inputs, the same hash: a second run is the same to the bit.
        QCOMPARE(ringAllReduce(cluster, FabricRouting::Ecmp).timeUs, ecmp.timeUs);
    }

    void moreQueuePairsPerConnectionSpreadStaticEcmp()
    {
        // NCCL_IB_QPS_PER_CONNECTION: each queue pair is hashed on its own, so 16 of them put 32
        // flows per NIC pair on the uplinks where NCCL's 2 connections put 2. The collisions thin
        // out and the ring runs faster, but hashing never beats spreading every flow evenly.
        const Cluster cluster("dgx-h100", 32, roceFatTree(std::nullopt));
        const SimResult one = ringAllReduce(cluster, FabricRouting::Ecmp, 1);
        const SimResult sixteen = ringAllReduce(cluster, FabricRouting::Ecmp, 16);
        const SimResult adaptive = ringAllReduce(cluster, FabricRouting::Adaptive, 16);
        QVERIFY(one.fabricLoad && sixteen.fabricLoad);
        QCOMPARE(one.fabricLoad->connectionsPerPeer, 2);
        QCOMPARE(sixteen.fabricLoad->connectionsPerPeer, 32);
        QCOMPARE(sixteen.fabricLoad->qpsPerConnection, 16);
        const auto spread = [](const FabricLoad& load) { return load.busiestBytes / load.meanBytes; };
        QVERIFY2(spread(*sixteen.fabricLoad) < spread(*one.fabricLoad),
            qPrintable(QString("busiest/mean %1 with 16, %2 with 1")
                           .arg(spread(*sixteen.fabricLoad))
                           .arg(spread(*one.fabricLoad))));
        QVERIFY2(sixteen.timeUs < 0.8 * one.timeUs,
            qPrintable(QString("16 QPs %1 us, 1 QP %2 us").arg(sixteen.timeUs).arg(one.timeUs)));
        QVERIFY(sixteen.timeUs >= adaptive.timeUs);
        // Adaptive routing spreads whatever the queue pairs: the same time with 1 or 16.
        QCOMPARE(adaptive.timeUs, ringAllReduce(cluster, FabricRouting::Adaptive, 1).timeUs);
    }

    void theConnectionsCountedAreTheRunsOwn()
    {
        // One send across the fabric: each hashed connection crosses two switch-to-switch links
        // (leaf to spine, spine to leaf). The routes the memory estimate samples before the run
        // were counted too, doubling them.
        const Cluster cluster("dgx-h100", 32, roceFatTree(FabricRouting::Ecmp));
        Workload w;
        w.collective = Collective::SendRecv;
        w.bytes = 64 << 20;
        w.ranks = { *cluster.topology.findNode("node0/gpu0"), *cluster.topology.findNode("node31/gpu0") };
        SimOptions options;
        options.fidelity = Fidelity::Flow;
        options.qpsPerConnection = 4;
        const SimResult result = simulate(cluster.topology, Catalog::builtIn(), w, options);
        QVERIFY(result.fabricLoad);
        QCOMPARE(result.fabricLoad->connections, 2 * result.fabricLoad->connectionsPerPeer);
    }

    void aJobsQueuePairsAndNvlsRoundTripThroughTheDesignFile()
    {
        JobSpec job;
        job.name = "sixteen";
        job.qpsPerConnection = 16;
        job.nvls = false;
        const Design design = roceDesign(std::nullopt, { job, JobSpec { .name = "defaults" } });
        const std::string text = formatDesign(design, Catalog::builtIn());
        QVERIFY(text.find("\"qps_per_connection\": 16") != std::string::npos);
        QVERIFY(text.find("\"nvls\": false") != std::string::npos);
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read == design);
        QCOMPARE(read.jobs.at(0).qpsPerConnection, 16);
        QVERIFY(!read.jobs.at(0).nvls);
        QCOMPARE(read.jobs.at(1).qpsPerConnection, 1);
        QVERIFY(read.jobs.at(1).nvls);
        // Out of NCCL's range: an error naming the file and the field, not a run.
        const char* zero = R"({"format": "scalescope", "version": 1, "generator": {"preset": "dgx-h100", "nodes": 2},
            "jobs": [{"name": "x", "collective": "all_reduce", "size": "1G", "qps_per_connection": 0}]})";
        try {
            parseDesign(zero, "zero.json", Catalog::builtIn());
            QFAIL("a job with 0 queue pairs per connection was read");
        } catch (const InputError& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.contains("zero.json") && message.contains("qps_per_connection"), qPrintable(message));
        }
    }

    void adaptiveRoutingSpreadsOverParallelLinksEvenly()
    {
        // 8 nodes on a 1:1 RoCE fat tree: two leaves, one spine, 32 parallel links from each leaf.
        // A path takes one of 32 links up and one of 32 down: 1,024 paths, more than are spread
        // over; counted digit by digit, the first 256 used 8 of the 32 links down, four times
        // loaded, and adaptive routing ran slower than ECMP.
        const Cluster cluster("dgx-h100", 8, roceFatTree(std::nullopt));
        const SimResult adaptive = ringAllReduce(cluster, FabricRouting::Adaptive);
        QVERIFY(adaptive.fabricLoad && adaptive.fabricLoad->directions == 128);
        QCOMPARE(adaptive.fabricLoad->idle, 0);
        verifyClose(adaptive.fabricLoad->busiestBytes, adaptive.fabricLoad->meanBytes, 0.01, "busiest parallel link");
        QVERIFY(ringAllReduce(cluster, FabricRouting::Ecmp).timeUs > adaptive.timeUs);
    }

    void adaptiveRoutingIsNoSlowerThanEcmpThroughACoreTier()
    {
        // 512 DGX H100 nodes: leaf, spine and core switches. Every switch dealt each pair of
        // leaves' spread paths from its first next hop on, so a spine's first uplinks to the core
        // carried every pair's paths while the others idled, and a tree all_reduce under adaptive
        // routing took 23.6 ms against static ECMP's 15.2 ms. Each pair now starts where it says.
        const Cluster cluster("dgx-h100", 512);
        Workload w;
        w.collective = Collective::AllReduce;
        w.bytes = kGiB / 4;
        w.algorithm = Algorithm::Tree;
        w.ranks = allGpus(cluster.topology);
        SimOptions options;
        options.fidelity = Fidelity::Flow;
        options.routing = FabricRouting::Adaptive;
        const SimResult adaptive = simulate(cluster.topology, Catalog::builtIn(), w, options);
        options.routing = FabricRouting::Ecmp;
        const SimResult ecmp = simulate(cluster.topology, Catalog::builtIn(), w, options);
        QVERIFY(adaptive.fabricLoad);
        QCOMPARE(adaptive.fabricLoad->idle, 0);
        QVERIFY2(adaptive.timeUs < ecmp.timeUs,
            qPrintable(QString("adaptive %1 us, ecmp %2 us").arg(adaptive.timeUs).arg(ecmp.timeUs)));
    }

    void adaptiveRoutingSpreadsSendsBetweenPodsEvenly()
    {
        // 264 DGX H100 nodes: three pods of 128 nodes under a core tier. Every GPU of the first
        // pod sends to its peer in the second, as pipeline stages do. A pair of leaves spreads
        // over 256 of its 16,384 paths, using some of each spine's uplinks and of each core's
        // parallel links down; dealt from where each pair's hash said, some links carried several
        // pairs while others idled, and each send took 2.2 times its time alone. Each set of next
        // hops now goes on from where the pairs before it left off, and every send runs at its
        // NICs' line rate.
        const Cluster cluster("dgx-h100", 264);
        const std::vector<NodeId> gpus = allGpus(cluster.topology);
        std::vector<Workload> sends;
        for (std::size_t g = 0; g < 128 * 8; ++g) {
            Workload w;
            w.collective = Collective::SendRecv;
            w.bytes = kGiB / 16;
            w.ranks = { gpus[g], gpus[g + 128 * 8] };
            sends.push_back(w);
        }
        SimOptions options;
        options.fidelity = Fidelity::Flow;
        options.ideal = true;
        options.routing = FabricRouting::Adaptive;
        const TogetherResult together = simulateTogether(cluster.topology, Catalog::builtIn(), sends, options);
        const SimResult alone = simulate(cluster.topology, Catalog::builtIn(), sends.front(), options);
        verifyClose(together.timeUs, alone.timeUs, 0.02, "1,024 sends between pods against one alone");
    }

    void routingChangesNothingWhereNoPathBranches()
    {
        // Rail-optimized, 8 nodes: every ring hop between nodes stays on its rail's leaf.
        ClusterOptions o;
        o.network = ScaleOutNetwork::RoceV2;
        const Cluster cluster("dgx-h100", 8, o);
        const SimResult adaptive = ringAllReduce(cluster, FabricRouting::Adaptive);
        const SimResult ecmp = ringAllReduce(cluster, FabricRouting::Ecmp);
        verifyClose(ecmp.timeUs, adaptive.timeUs, 1e-9, "ring on rail leaves");
        QCOMPARE(ecmp.fabricLoad->collided, 0);
    }
};

QTEST_GUILESS_MAIN(TestRouting)
#include "tst_routing.moc"
