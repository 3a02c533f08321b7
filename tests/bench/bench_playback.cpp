// What a heatmap frame costs in loads: a job's timeline played over 300 frames, as the desktop's
// playback and `gui-bench --heatmap` do, each frame's loads sampled for every link
// (LoadTimeline::sample) and sought from the frame before (LoadPlayback::seek), in turn:
//   bench_playback [PRESET COUNT]   (default dgx-h100 512)
// an all_reduce of 1 GiB over every GPU at flow fidelity. Prints each way's median per frame and
// how many link directions the playback looked at. Not a test: it times.
#include "design/JobRunner.h"
#include "generate/ClusterBuilder.h"
#include "sim/LoadPlayback.h"
#include "util/HugePages.h"

#include "BenchTools.h"

#include <chrono>
#include <cstdlib>

using namespace scalescope;
using namespace scalescope::bench;

namespace {

constexpr int kFrames = 300;
constexpr int kRounds = 3; // times round the run

double millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times.empty() ? 0 : times[times.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    ClusterOptions options;
    options.preset = argc > 1 ? argv[1] : "dgx-h100";
    options.count = argc > 2 ? std::atoi(argv[2]) : 512;
    const Topology topology = buildCluster(Catalog::builtIn(), options).topology;
    JobSpec job;
    job.collective = Collective::AllReduce;
    job.bytes = ByteCount(1) << 30;
    job.fidelity = Fidelity::Flow;
    const JobResult result = runJob(topology, planJob(topology, Catalog::builtIn(), job));
    const LoadTimeline& timeline = result.timeline;
    auto start = std::chrono::steady_clock::now();
    LoadPlayback playback(timeline);
    const double sorted = millisecondsSince(start);
    std::vector<float> loads;
    std::vector<double> sampleMs, seekMs;
    std::size_t looked = 0, mismatches = 0;
    for (int frame = 0; frame < kRounds * kFrames; ++frame) {
        const double t = (frame % kFrames) * timeline.durationUs() / kFrames;
        start = std::chrono::steady_clock::now();
        timeline.sample(t, loads);
        sampleMs.push_back(millisecondsSince(start));
        start = std::chrono::steady_clock::now();
        const std::vector<float>& sought = playback.seek(t);
        seekMs.push_back(millisecondsSince(start));
        looked += playback.lastDirectionsLooked();
        mismatches += sought == loads ? 0 : 1;
    }
    std::printf("%s x%d: %zu links, %zu carried load, %d frames; changes sorted in %.1f ms\n", options.preset.c_str(),
        options.count, topology.links.size(), timeline.activeCount(), kRounds * kFrames, sorted);
    std::printf("  sample every link: median %.2f ms a frame\n", median(sampleMs));
    std::printf("  seek from the frame before: median %.2f ms a frame, %.0f link directions looked at a frame "
                "(of %zu), %zu frames unlike the sample\n",
        median(seekMs), static_cast<double>(looked) / (kRounds * kFrames), 2 * timeline.activeCount(), mismatches);
    return mismatches == 0 ? 0 : 1;
}
