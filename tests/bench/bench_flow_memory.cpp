// Holds the flow fidelity's memory estimate (sim/FlowMemory.h) against what runs really take:
//   bench_flow_memory [PRESET COUNT COLLECTIVE ALGORITHM]...
// For each case (by default a set of alltoalls, rings, trees and NVLS runs of growing size), the
// estimate, the peak resident memory the run added (the high-water mark reset after the topology
// is built), and their ratio. Not a test: the larger cases take seconds and hundreds of MiB.
#include "design/JobRunner.h"
#include "generate/ClusterBuilder.h"
#include "util/HugePages.h"

#include "BenchTools.h"

#include <cstdlib>

using namespace scalescope;
using namespace scalescope::bench;

namespace {

struct Case {
    std::string preset;
    int count;
    Collective collective;
    Algorithm algorithm;
};

std::vector<Case> defaultCases()
{
    std::vector<Case> cases;
    for (const int nodes : { 4, 8, 16, 32, 64 })
        cases.push_back({ "dgx-h100", nodes, Collective::AllToAll, Algorithm::Direct });
    for (const int racks : { 1, 2, 4 })
        cases.push_back({ "gb200-nvl72", racks, Collective::AllToAll, Algorithm::Direct });
    cases.push_back({ "dgx-h100", 32, Collective::AllToAll, Algorithm::Pairwise });
    cases.push_back({ "dgx-h100", 256, Collective::AllReduce, Algorithm::Ring });
    cases.push_back({ "gb200-nvl72", 16, Collective::AllReduce, Algorithm::Ring });
    cases.push_back({ "dgx-h100", 256, Collective::AllReduce, Algorithm::Tree });
    cases.push_back({ "gb200-nvl72", 16, Collective::AllReduce, Algorithm::Nvls });
    return cases;
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    std::vector<Case> cases;
    for (int i = 1; i + 3 < argc; i += 4) {
        const auto collective = parseCollective(argv[i + 2]);
        const auto algorithm = parseAlgorithm(argv[i + 3]);
        if (!collective || !algorithm) {
            std::fprintf(stderr, "usage: bench_flow_memory [PRESET COUNT COLLECTIVE ALGORITHM]...\n");
            return 2;
        }
        cases.push_back({ argv[i], std::atoi(argv[i + 1]), *collective, *algorithm });
    }
    if (cases.empty())
        cases = defaultCases();
    std::printf("%-34s %6s %10s %10s %10s %5s %10s %9s %12s %12s %6s\n", "case", "GPUs", "transfers", "peak flows",
        "all flows", "c", "timeline", "channels", "estimate MiB", "measured MiB", "ratio");
    for (const Case& c : cases) {
        ClusterOptions options;
        options.preset = c.preset;
        options.count = c.count;
        const Topology topology = buildCluster(Catalog::builtIn(), options).topology;
        JobSpec job;
        job.collective = c.collective;
        job.algorithm = c.algorithm;
        job.bytes = ByteCount(1) << 30;
        job.fidelity = Fidelity::Flow;
        const JobPlan plan = planJob(topology, Catalog::builtIn(), job);
        resetPeakMemory();
        const double before = peakMemoryMiB();
        const JobResult result = runJob(topology, plan);
        const double added = peakMemoryMiB() - before;
        const double estimate = result.simulation.flowMemory.bytes / (1024.0 * 1024.0);
        const std::string name = c.preset + " x" + std::to_string(c.count) + " " + std::string(toString(c.collective))
            + "/" + std::string(toString(c.algorithm));
        const FlowMemoryEstimate& counts = result.simulation.flowMemory;
        std::printf("%-34s %6zu %10.0f %10.0f %10.0f %5.1f %10.0f %9.0f %12.1f %12.1f %6.2f\n", name.c_str(),
            plan.workload.ranks.size(), counts.transfers, counts.peakFlows, counts.totalFlows, counts.channelsPerFlow,
            counts.timelineEntries, counts.channels, estimate, added, added > 0 ? estimate / added : 0.0);
        std::fflush(stdout);
    }
    return 0;
}
