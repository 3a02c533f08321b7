// Prints wall time and peak memory of the simulator on the cases the product cares about:
//   bench_sim [--repeat N]
// flow all_reduce 1G on 16 GB200 NVL72 racks (with the per-link timeline), flow alltoall 256M
// on 128 DGX H100 nodes behind a 2:1 fat tree, analytic all_reduce 1G on 16,384 DGX H100 nodes,
// and a 30-size analytic sweep on 8 DGX H100 nodes. Topology generation is not timed.
#include "generate/ClusterBuilder.h"
#include "sim/Simulator.h"

#include "BenchTools.h"

#include <cstring>

using namespace scalescope;
using namespace scalescope::bench;

namespace {

Topology cluster(const std::string& preset, int count, std::optional<FabricKind> fabric = {},
    double oversubscription = 1, std::string* shape = nullptr)
{
    ClusterOptions options;
    options.preset = preset;
    options.count = count;
    options.fabric = fabric;
    options.oversubscription = oversubscription;
    GeneratedCluster built = buildCluster(Catalog::builtIn(), options);
    if (shape)
        *shape = std::to_string(built.report.fabrics[0].shape.tiers) + "-tier " + built.report.fabrics[0].switchModel;
    return std::move(built.topology);
}

std::string describe(const SimResult& r)
{
    char text[200];
    std::snprintf(text, sizeof text, "%s/%s, %.1f us, busbw %.1f GB/s, %zu links in the timeline",
        std::string(toString(r.algorithm)).c_str(), std::string(toString(r.protocol)).c_str(), r.timeUs, r.busbwGBps,
        r.links.size());
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    int repeat = 5;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: bench_sim [--repeat N]\n");
            return 2;
        }
    }
    std::printf("%-44s %-16s %13s %13s\n", "case", "step", "median", "peak RSS");
    const Catalog& catalog = Catalog::builtIn();
    auto job = [](const Topology& t, Collective c, ByteCount bytes) {
        Workload w;
        w.collective = c;
        w.bytes = bytes;
        w.ranks = allGpus(t);
        return w;
    };
    SimResult last;
    {
        const Topology t = cluster("gb200-nvl72", 16);
        const Workload w = job(t, Collective::AllReduce, ByteCount(1) << 30);
        const Figure f = measure(repeat, [&] {
            last = simulate(t, catalog, w, SimOptions { Fidelity::Flow, false, true });
        });
        print("all_reduce 1G, gb200-nvl72 --racks 16", "flow", f, describe(last));
    }
    {
        std::string shape;
        const Topology t = cluster("dgx-h100", 128, FabricKind::FatTree, 2, &shape);
        const Workload w = job(t, Collective::AllToAll, ByteCount(256) << 20);
        const Figure f = measure(std::min(repeat, 3), [&] {
            last = simulate(t, catalog, w, SimOptions { Fidelity::Flow, false, true });
        });
        print("alltoall 256M, dgx-h100 --nodes 128, 2:1", "flow", f, describe(last) + ", " + shape);
    }
    {
        const Topology t = cluster("dgx-h100", 16384);
        const Workload w = job(t, Collective::AllReduce, ByteCount(1) << 30);
        const Figure f = measure(repeat, [&] { last = simulate(t, catalog, w, SimOptions {}); });
        print("all_reduce 1G, dgx-h100 --nodes 16384", "analytic", f, describe(last));
    }
    {
        const Topology t = cluster("dgx-h100", 8);
        Workload w = job(t, Collective::AllReduce, 8);
        const Figure f = measure(repeat, [&] {
            const RankLayout layout = layoutRanks(t, catalog, w.ranks);
            for (int k = 0; k < 30; ++k) {
                w.bytes = ByteCount(8) << k; // 8 B to 4 GiB
                last = simulate(t, layout, w, SimOptions {});
            }
        });
        print("30-size sweep 8B-4G, dgx-h100 --nodes 8", "analytic", f, describe(last));
    }
    return 0;
}
