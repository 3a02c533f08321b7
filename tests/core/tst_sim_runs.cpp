// A simulator run as its callers use it: a flow run records every link's load and the timeline
// samples it (a playback seeking from time to time gives the same loads), a raised stop flag ends it, ranks are chosen
// as people write them, the same inputs give the same output, every collective runs on every preset, and what cannot
// run is refused.
#include "SimulatorFixtures.h"

#include "sim/LoadPlayback.h"
#include "sim/LoadTimeline.h"
#include "sim/RankSelection.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

class TestSimRuns : public QObject {
    Q_OBJECT
private slots:
    void flowRunsRecordEveryLinksLoad()
    {
        const Cluster cluster("gb300-nvl72", 2);
        const SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        QVERIFY(!r.links.empty());
        QVERIFY(!r.events.empty());
        bool nvlink = false, infiniband = false;
        for (const LinkTimeline& line : r.links) {
            const LinkTier tier = cluster.topology.links[line.link].tier;
            nvlink = nvlink || tier == LinkTier::NvLink;
            infiniband = infiniband || tier == LinkTier::InfiniBand;
            double previousEnd = 0, bytes = 0;
            for (const LinkSegment& s : line.segments) {
                QVERIFY(s.startUs >= previousEnd - 1e-6 && s.endUs > s.startUs);
                QVERIFY(s.utilization > 0 && s.utilization <= 1 + 1e-9);
                QVERIFY(s.endUs <= r.timeUs + 1e-6);
                bytes += s.utilization * cluster.topology.links[line.link].bytesPerSecPerDirection
                    * (s.endUs - s.startUs) * kMicro;
                previousEnd = s.endUs;
            }
            QVERIFY(std::fabs(bytes - line.bytes) <= 1e-6 * line.bytes + 1);
        }
        QVERIFY(nvlink && infiniband);
        for (std::size_t i = 1; i < r.events.size(); ++i)
            QVERIFY(r.events[i].startUs >= r.events[i - 1].startUs);
    }

    void aPlaybackGivesTheTimelinesLoadsWhateverTheOrderOfItsSeeks()
    {
        const Cluster cluster("gb300-nvl72", 2);
        SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        // Besides the run's: a direction in two timelines whose segments overlap, one that ends
        // where the next begins, and one of no length.
        r.links.push_back({ 0, true, 0, { { 1.0, 5.0, 0.5 }, { 5.0, 6.0, 0.25 }, { 7.0, 7.0, 0.75 } } });
        r.links.push_back({ 0, true, 0, { { 3.0, 9.0, 0.125 } } });
        r.links.push_back({ 0, false, 0, { { 2.0, 4.0, 0.375 } } });
        const LoadTimeline timeline(r, cluster.topology.links.size());
        LoadPlayback playback(timeline);
        std::vector<float> expected;
        auto same = [&](double t) {
            timeline.sample(t, expected);
            return playback.seek(t) == expected;
        };
        // Forward as a playback goes, every segment's ends exactly, back, and jumps either way.
        std::vector<double> times;
        for (int frame = 0; frame <= 300; ++frame)
            times.push_back(frame * r.timeUs / 300);
        for (const LinkTimeline& line : r.links)
            for (const LinkSegment& s : line.segments)
                times.insert(times.end(), { s.startUs, s.endUs });
        std::sort(times.begin(), times.end());
        for (const double t : times)
            QVERIFY2(same(t), qPrintable(QString("forward at %1 us").arg(t)));
        for (auto t = times.rbegin(); t != times.rend(); ++t)
            QVERIFY2(same(*t), qPrintable(QString("back at %1 us").arg(*t)));
        for (std::size_t i = 0, j = 7; i < times.size(); ++i, j = (j * 31 + 11) % times.size())
            QVERIFY2(same(times[j]), qPrintable(QString("jumping to %1 us").arg(times[j])));
        QVERIFY(same(-1) && same(r.timeUs + 1));
        // A frame forward looks only at the directions whose load may change in between: none
        // past the end, a few between two frames.
        QVERIFY(same(r.timeUs + 2));
        QCOMPARE(playback.lastDirectionsLooked(), std::size_t(0));
        QVERIFY(same(0.0));
        QVERIFY(same(r.timeUs / 300));
        QVERIFY(playback.lastDirectionsLooked() < 2 * timeline.activeCount());
    }

    // A run's first bytes move after its latency: the map at 0 is empty, at firstLoadUs some link
    // is loaded, and none is before it.
    void theFirstLoadIsWhereTheFirstLinkCarriesTraffic()
    {
        const Cluster cluster("gb300-nvl72", 2);
        const SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        const LoadTimeline timeline(r, cluster.topology.links.size());
        const double first = timeline.firstLoadUs();
        QVERIFY(first > 0 && first < timeline.durationUs());
        std::vector<float> loads;
        timeline.sample(first, loads);
        QVERIFY(*std::max_element(loads.begin(), loads.end()) > 0);
        timeline.sample(first * 0.999, loads);
        QCOMPARE(*std::max_element(loads.begin(), loads.end()), 0.0f);
        SimResult idle = r;
        idle.links.clear();
        QCOMPARE(LoadTimeline(idle, cluster.topology.links.size()).firstLoadUs(), 0.0);
    }

    void theTimelineSamplesWhatTheSimulatorRecorded()
    {
        const Cluster cluster("gb300-nvl72", 2);
        const SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        const LoadTimeline timeline(r, cluster.topology.links.size());
        QCOMPARE(timeline.durationUs(), r.timeUs);
        std::vector<float> loads;
        int checked = 0;
        for (const LinkTimeline& line : r.links)
            for (const LinkSegment& s : line.segments) {
                // Inside a segment: its utilization on that direction, and the link shows at
                // least that much (the busier direction).
                if (s.endUs - s.startUs < 1e-6)
                    continue; // too short to hold a sample
                const double middle = (s.startUs + s.endUs) / 2;
                QCOMPARE(timeline.utilizationAt(line.link, middle, line.fromA), static_cast<float>(s.utilization));
                timeline.sample(middle, loads);
                QVERIFY(loads[line.link] >= static_cast<float>(s.utilization));
                QVERIFY(loads[line.link] <= 1.0f + 1e-6f);
                ++checked;
            }
        QVERIFY(checked > 100);
        // Before the first byte moves and after the end, nothing is lit.
        timeline.sample(r.timeUs + 1, loads);
        QCOMPARE(*std::max_element(loads.begin(), loads.end()), 0.0f);
        QCOMPARE(loads.size(), cluster.topology.links.size());
        // Stepping goes from phase to phase and stops at the ends.
        QVERIFY(!timeline.stepTimes().empty());
        const double first = timeline.nextStep(-1);
        QCOMPARE(first, timeline.stepTimes().front());
        QVERIFY(timeline.nextStep(first) > first);
        QCOMPARE(timeline.previousStep(first), 0.0);
        QCOMPARE(timeline.nextStep(r.timeUs), r.timeUs);
        const int event = timeline.eventAt((r.events[0].startUs + r.events[0].endUs) / 2);
        QVERIFY(event >= 0);
        QVERIFY(r.events[static_cast<std::size_t>(event)].startUs <= r.events[0].endUs);
    }

    void aRaisedStopFlagEndsAFlowRun()
    {
        // The desktop program raises it when a run is cancelled or replaced by a newer one.
        const Cluster c("dgx-h100", 4);
        Workload w;
        w.collective = Collective::AllReduce;
        w.bytes = ByteCount(1) << 28;
        w.ranks = allGpus(c.topology);
        std::atomic<bool> raised { true };
        SimOptions options { Fidelity::Flow };
        options.stop = StopFlag(&raised);
        QVERIFY_THROWS_EXCEPTION(SimulationStopped, simulate(c.topology, Catalog::builtIn(), w, options));
        raised = false;
        QVERIFY(simulate(c.topology, Catalog::builtIn(), w, options).timeUs > 0);
    }

    void ranksAreChosenAsPeopleWriteThem()
    {
        const Cluster cluster("gb300-nvl72", 2);
        QCOMPARE(selectRanks("all", cluster.topology).size(), std::size_t(144));
        QCOMPARE(selectRanks("rack1", cluster.topology).size(), std::size_t(72));
        QCOMPARE(selectRanks("rack1/tray0", cluster.topology).size(), std::size_t(4));
        QCOMPARE(selectRanks("0-7", cluster.topology).size(), std::size_t(8));
        QCOMPARE(selectRanks("rack0/tray0/gpu0,rack1/tray0/gpu0", cluster.topology).size(), std::size_t(2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("0-999", cluster.topology));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("7-3", cluster.topology));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("rack0/tray0/cpu0", cluster.topology));
    }

    void sameInputsSameOutputs()
    {
        const Cluster cluster("dgx-b200", 8);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow }) {
            const auto first
                = resultToJson(run(cluster, Collective::AllToAll, 32 << 20, Algorithm::Auto, {}, f)).dump();
            const auto second
                = resultToJson(run(cluster, Collective::AllToAll, 32 << 20, Algorithm::Auto, {}, f)).dump();
            QCOMPARE(first, second);
        }
    }

    void everyCollectiveRunsOnEveryPreset_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* preset : { "dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "gb200-nvl72", "gb300-nvl72" })
            QTest::newRow(preset) << preset;
    }

    void everyCollectiveRunsOnEveryPreset()
    {
        QFETCH(QString, preset);
        const std::string name = preset.toStdString();
        const Cluster cluster(name, name.find("nvl72") != std::string::npos ? 2 : 4);
        const auto gpus = allGpus(cluster.topology);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow })
            for (const bool gpuDirect : { true, false })
                for (const Collective c : { Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                         Collective::Broadcast, Collective::Reduce, Collective::AllToAll, Collective::SendRecv }) {
                    std::vector<NodeId> ranks = gpus;
                    if (c == Collective::SendRecv)
                        ranks = { gpus.front(), gpus.back() };
                    if (c == Collective::AllToAll && f == Fidelity::Flow)
                        ranks.resize(std::min<std::size_t>(ranks.size(), 64)); // keep the all-pairs flow run small
                    const SimResult r = run(cluster, c, 64 << 20, Algorithm::Auto, ranks, f, false, gpuDirect);
                    QVERIFY(r.timeUs > 0 && std::isfinite(r.timeUs));
                    QVERIFY(r.busbwGBps > 0);
                    if (f == Fidelity::Flow)
                        QVERIFY(!r.links.empty());
                }
    }

    void refusesWhatCannotRun()
    {
        const Cluster cluster("dgx-a100", 2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            run(cluster, Collective::AllReduce, kGiB, Algorithm::Auto, { cluster.gpu("node0/gpu0") }));
        const std::vector<NodeId> three { cluster.gpu("node0/gpu0"), cluster.gpu("node0/gpu1"),
            cluster.gpu("node1/gpu0") };
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, run(cluster, Collective::SendRecv, kGiB, Algorithm::Auto, three));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, run(cluster, Collective::AllReduce, kGiB, Algorithm::Nvls, {})); // Ampere
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, run(cluster, Collective::AllReduce, 0, Algorithm::Ring, {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            run(cluster, Collective::AllReduce, kGiB, Algorithm::Ring,
                { cluster.gpu("node0/gpu0"), cluster.gpu("node0/nvsw0") }));
    }
};

QTEST_APPLESS_MAIN(TestSimRuns)
#include "tst_sim_runs.moc"
