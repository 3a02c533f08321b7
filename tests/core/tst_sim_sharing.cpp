// How the flow fidelity shares links, part by part: max-min fair rates by water-filling, the
// room slower flows leave to faster ones, flows merged and reduced before sharing, and what
// each channel can carry.
#include "BuiltClusters.h"
#include "sim/ChannelCapacities.h"
#include "sim/ChannelLists.h"
#include "sim/DueQueue.h"
#include "sim/Efficiency.h"
#include "sim/FluidFlow.h"
#include "sim/MaxMinFair.h"
#include "sim/RoomForFaster.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// Channels 0 (10 B/s) and 1 (4 B/s); A on 0, B on 0 and 1, C on 1: channel 1 is B's and C's
// bottleneck (2 each), and A takes what B leaves of channel 0 (8).
struct SharedLinks {
    ChannelLists flows { std::vector<FluidFlow> { { { 0 }, 100 }, { { 0, 1 }, 100 }, { { 1 }, 100 } } };
    std::vector<double> capacity { 10, 4 };
};

// A channel of the first link of the tier.
Channel firstChannelOf(const Topology& topology, LinkTier tier)
{
    for (LinkId l = 0; l < topology.links.size(); ++l)
        if (topology.links[l].tier == tier)
            return channelOf(l, true);
    return ~0u;
}

} // namespace

class TestSimSharing : public QObject {
    Q_OBJECT
private slots:
    void waterFillingGivesEveryFlowItsBottlenecksShare()
    {
        const SharedLinks s;
        MaxMinFairRates rates;
        QCOMPARE(rates.solve(s.flows, { 0, 1, 2 }, s.capacity), (std::vector<double> { 8, 2, 2 }));
        // In the order asked for, and with nothing left over from the call before.
        QCOMPARE(rates.solve(s.flows, { 2, 0 }, s.capacity), (std::vector<double> { 4, 10 }));
        QCOMPARE(rates.solve(s.flows, { 1 }, { 10, 1 }), (std::vector<double> { 1 }));
    }

    void equalFlowsShareALinkEqually()
    {
        const ChannelLists flows { std::vector<FluidFlow> {
            { { 0 }, 1 }, { { 0 }, 1 }, { { 0 }, 1 }, { { 0, 1 }, 1 } } };
        MaxMinFairRates rates;
        const std::vector<double> rate = rates.solve(flows, { 0, 1, 2, 3 }, { 12, 100 });
        QCOMPARE(rate, (std::vector<double> { 3, 3, 3, 3 }));
    }

    void theFasterShareWhatTheSlowerLeave()
    {
        const SharedLinks s;
        const std::vector<double> rate { 8, 2, 2 };
        const std::vector<bool> done { false, false, false };
        RoomForFaster room;
        room.index(s.flows, { 0, 1, 2 }, s.capacity);
        // A alone is faster: channel 0 less B's 2; channel 1, which A does not use, untouched.
        const std::vector<double>* left = room.leftBySlower(s.flows, { 0 }, rate, done, s.capacity);
        QVERIFY(left);
        QCOMPARE(*left, (std::vector<double> { 8, 4 }));
        room.restoreCapacity(s.capacity);
        // B faster: channel 0 less A's 8, channel 1 less C's 2.
        left = room.leftBySlower(s.flows, { 1 }, rate, done, s.capacity);
        QVERIFY(left);
        QCOMPARE(*left, (std::vector<double> { 2, 2 }));
        room.restoreCapacity(s.capacity);
        // A finished flow leaves all it had.
        left = room.leftBySlower(s.flows, { 1 }, rate, { true, false, false }, s.capacity);
        QVERIFY(left);
        QCOMPARE(*left, (std::vector<double> { 10, 2 }));
        room.restoreCapacity(s.capacity);
    }

    void noRoomWhenTheSlowerFillAChannel()
    {
        const SharedLinks s;
        RoomForFaster room;
        room.index(s.flows, { 0, 1, 2 }, s.capacity);
        // C at channel 1's whole capacity leaves B nothing there.
        QVERIFY(!room.leftBySlower(s.flows, { 1 }, { 8, 2, 4 }, { false, false, false }, s.capacity));
    }

    void flowsOnTheSameChannelsMerge()
    {
        std::vector<FluidFlow> flows { { { 3, 1 }, 5 }, { { 0 }, 2 }, { { 3, 1 }, 7 }, { { 2 }, 0 }, { {}, 4 } };
        const std::vector<FluidFlow> merged = mergeFlows(std::move(flows));
        QCOMPARE(merged.size(), std::size_t(2));
        QCOMPARE(merged[0].channels, (std::vector<Channel> { 0 }));
        QCOMPARE(merged[0].bytes, 2.0);
        QCOMPARE(merged[1].channels, (std::vector<Channel> { 3, 1 }));
        QCOMPARE(merged[1].bytes, 12.0);
    }

    void ofChannelsCarryingTheSameFlowsOnlyTheNarrowestIsKept()
    {
        // Channels 0 and 1 carry A alone: 1, the narrower, stays. Channel 2 carries A and B.
        const std::vector<FluidFlow> flows { { { 0, 1, 2 }, 1 }, { { 2 }, 1 } };
        const ChannelLists kept = narrowestChannels(flows, { 0, 1 }, { 10, 5, 20 });
        QCOMPARE(kept.size(), flows.size());
        QVERIFY(std::ranges::equal(kept[0], std::vector<Channel> { 1, 2 }));
        QVERIFY(std::ranges::equal(kept[1], std::vector<Channel> { 2 }));
        // A flow not active keeps no channels.
        QVERIFY(narrowestChannels(flows, { 1 }, { 10, 5, 20 })[0].empty());
    }

    void flowsThatShareNoChannelAreIndependent()
    {
        const ChannelLists flows { std::vector<FluidFlow> {
            { { 0 }, 1 }, { { 0, 1 }, 1 }, { { 1 }, 1 }, { { 2 }, 1 }, { { 1 }, 1 } } };
        // Flow 4 is not active: a group of its own, whatever it shares.
        const std::vector<std::uint32_t> group = independentGroups(flows, { 0, 1, 2, 3 }, 3);
        QCOMPARE(group, (std::vector<std::uint32_t> { 0, 0, 0, 3, 4 }));
    }

    void finishTimesLeaveSoonestFirst()
    {
        // Entries made at once, pushed later, and superseded ones dropped: what is left comes
        // out in ascending order, as sorting them would give.
        std::vector<Due> entries;
        std::uint64_t x = 12345;
        for (std::uint32_t f = 0; f < 1000; ++f) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            entries.emplace_back(static_cast<double>(x >> 54), f, 0); // many equal times
        }
        DueQueue queue(entries);
        for (std::uint32_t f = 0; f < 200; ++f) {
            queue.emplace(static_cast<double>(f % 37), f, 1);
            entries.emplace_back(static_cast<double>(f % 37), f, 1);
        }
        const auto stale = [](const Due& e) { return std::get<1>(e) % 3 == 0 && std::get<2>(e) == 0; };
        queue.dropIf(stale);
        std::erase_if(entries, stale);
        std::sort(entries.begin(), entries.end());
        std::vector<Due> popped;
        while (!queue.empty()) {
            popped.push_back(queue.top());
            queue.pop();
        }
        QCOMPARE(popped.size(), entries.size());
        QVERIFY(popped == entries);
    }

    void channelsCarryWhatNcclGetsOfTheirTier()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), allGpus(topology));
        const Channel nvlink = firstChannelOf(topology, LinkTier::NvLink);
        const Channel infiniband = firstChannelOf(topology, LinkTier::InfiniBand);
        const Channel pcie = firstChannelOf(topology, LinkTier::Pcie);

        const ChannelCapacities ideal
            = channelCapacities(topology, layout, Protocol::LL, Algorithm::Ring, Collective::AllReduce, { true, true });
        QCOMPARE(ideal.effectiveBytesPerSec, ideal.rawBytesPerSec);
        QCOMPARE(ideal.inSwitchScale[nvlink], 1.0);

        const ChannelCapacities simple
            = channelCapacities(topology, layout, Protocol::Simple, Algorithm::Ring, Collective::AllReduce, {});
        QCOMPARE(simple.rawBytesPerSec.size(), topology.links.size() * 2);
        // NVLink at NCCL's per-link figure for Hopper against a 25 GB/s line rate.
        QVERIFY(qFuzzyCompare(
            simple.effectiveBytesPerSec[nvlink], simple.rawBytesPerSec[nvlink] * efficiency::kHopperNvlinkGBps / 25.0));
        QVERIFY(qFuzzyCompare(
            simple.effectiveBytesPerSec[infiniband], simple.rawBytesPerSec[infiniband] * efficiency::kNetwork));
        QVERIFY(qFuzzyCompare(simple.effectiveBytesPerSec[pcie], simple.rawBytesPerSec[pcie] * efficiency::kPcie));
        // In-switch reduction gets what NCCL's NVLS graph reserves: 8 heads at 40 GB/s on 18 x 20.6
        // GB/s of NVLink, bus bandwidth 8 x 40 x 0.85 x 7/8 x 2 = 476 GB/s, so that moving S (1 + 1/8)
        // each way takes 2 (7/8) S / 476 GB/s: a share of 9 x 476 / (14 x 370.8) of the NVLink.
        const double busBw = 8 * 40 * efficiency::kHopperNvls * 7.0 / 8.0 * 2.0;
        QVERIFY(qFuzzyCompare(simple.inSwitchScale[nvlink], 9 * busBw / (14 * 18 * efficiency::kHopperNvlinkGBps)));
        QCOMPARE(simple.inSwitchScale[infiniband], 1.0);

        // LL's share as NCCL's tuner takes it: a ring all_reduce across nodes gets a quarter.
        const ChannelCapacities ll
            = channelCapacities(topology, layout, Protocol::LL, Algorithm::Ring, Collective::AllReduce, {});
        QVERIFY(qFuzzyCompare(ll.effectiveBytesPerSec[infiniband], simple.effectiveBytesPerSec[infiniband] / 4));
    }

    // NCCL's tuner (tuning.cc, "various model refinements") gives each algorithm and protocol its
    // own share of the bus bandwidth: LL's flags cost a ring all_reduce three quarters (NCCL up to
    // 2.20, what the published LL runs reach), an all_gather on one node two thirds, a tree
    // 1 - 1/3.8; LL128's 120 of 128 bytes cost a ring 8%, a tree in one node 2/9.
    void eachProtocolKeepsTheShareNcclsTunerGivesIt()
    {
        using efficiency::protocolShare;
        QCOMPARE(protocolShare(Protocol::Simple, Algorithm::Ring, Collective::AllReduce, 4), 1.0);
        QCOMPARE(protocolShare(Protocol::LL, Algorithm::Ring, Collective::AllReduce, 1), 0.25);
        QCOMPARE(protocolShare(Protocol::LL, Algorithm::Ring, Collective::AllGather, 1), 1.0 / 3);
        QCOMPARE(protocolShare(Protocol::LL, Algorithm::Ring, Collective::AllGather, 2), 0.25);
        QCOMPARE(protocolShare(Protocol::LL, Algorithm::Tree, Collective::AllReduce, 2), 1 / 3.8);
        QCOMPARE(protocolShare(Protocol::LL128, Algorithm::Ring, Collective::AllReduce, 2), 0.92);
        QCOMPARE(protocolShare(Protocol::LL128, Algorithm::Tree, Collective::AllReduce, 1), 7.0 / 9);
        QCOMPARE(protocolShare(Protocol::LL128, Algorithm::Tree, Collective::AllReduce, 2), 120.0 / 128);

        // The analytic ring and the flow fidelity's links take the same share.
        const Topology topology = builtTopology("dgx-a100", 1);
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), allGpus(topology));
        const Channel nvlink = firstChannelOf(topology, LinkTier::NvLink);
        const double simple
            = channelCapacities(topology, layout, Protocol::Simple, Algorithm::Ring, Collective::AllGather, {})
                  .effectiveBytesPerSec[nvlink];
        QVERIFY(
            qFuzzyCompare(channelCapacities(topology, layout, Protocol::LL, Algorithm::Ring, Collective::AllGather, {})
                              .effectiveBytesPerSec[nvlink],
                simple / 3));
    }

    void withoutInSwitchReductionNvlinkKeepsItsCapacity()
    {
        const Topology topology = builtTopology("dgx-a100", 1);
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), allGpus(topology));
        const ChannelCapacities capacities
            = channelCapacities(topology, layout, Protocol::Simple, Algorithm::Ring, Collective::AllReduce, {});
        QCOMPARE(capacities.inSwitchScale[firstChannelOf(topology, LinkTier::NvLink)], 1.0);
    }
};

QTEST_APPLESS_MAIN(TestSimSharing)
#include "tst_sim_sharing.moc"
