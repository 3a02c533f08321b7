// Prints wall time, CPU time and peak memory of the simulator on the cases the product cares about:
//   bench_sim [--repeat N] [--only TEXT] [--alltoall-racks N]... [--ring-nodes N]...
// flow all_reduce 1G on 16 GB200 NVL72 racks (auto, ring and hierarchical, with the per-link
// timeline), flow alltoall 256M on 128 DGX H100 nodes (three fabrics, below), analytic all_reduce 1G on 16,384 DGX H100
// nodes, and a 30-size analytic sweep on 8 DGX H100 nodes; `--alltoall-racks N` adds a flow alltoall 256M on N GB200
// NVL72 racks (run once: 32 racks take a gigabyte or more; issue #14's rows are `--alltoall-racks 32
// --alltoall-racks 64`) and `--ring-nodes N` a flow ring all_reduce 1G on N DGX H100 nodes (run once:
// `--ring-nodes 16384` is the heatmap job of `gui-bench --algo ring` on 131,072 GPUs). Flow runs print the memory the
// run was estimated to need beside the peak it took. `--only TEXT` runs the cases whose name holds TEXT. Topology
// generation is not timed.
#include "generate/ClusterBuilder.h"
#include "sim/Simulator.h"
#include "util/HugePages.h"

#include "BenchTools.h"

#include <cmath>
#include <cstring>

using namespace scalescope;
using namespace scalescope::bench;

namespace {

Topology cluster(const std::string& preset, int count, std::optional<FabricKind> fabric = {},
    double oversubscription = 1, std::string* shape = nullptr, std::optional<FabricRouting> routing = {})
{
    ClusterOptions options;
    options.preset = preset;
    options.count = count;
    options.fabric = fabric;
    options.oversubscription = oversubscription;
    options.routing = routing;
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
    if (r.flowMemory.bytes > 0)
        return text + std::string(", estimated ") + std::to_string(std::lround(r.flowMemory.bytes / (1 << 20)))
            + " MiB";
    return text;
}

struct Options {
    int repeat = 5;
    std::string only;
    std::vector<int> alltoallRacks;
    std::vector<int> ringNodes;
};

bool parseOptions(int argc, char** argv, Options& options)
{
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--repeat") == 0 && hasValue)
            options.repeat = std::max(1, std::atoi(argv[++i]));
        else if (std::strcmp(argv[i], "--only") == 0 && hasValue)
            options.only = argv[++i];
        else if (std::strcmp(argv[i], "--alltoall-racks") == 0 && hasValue)
            options.alltoallRacks.push_back(std::max(1, std::atoi(argv[++i])));
        else if (std::strcmp(argv[i], "--ring-nodes") == 0 && hasValue)
            options.ringNodes.push_back(std::max(1, std::atoi(argv[++i])));
        else
            return false;
    }
    return true;
}

Workload job(const Topology& t, Collective c, ByteCount bytes, Algorithm algorithm = Algorithm::Auto)
{
    Workload w;
    w.collective = c;
    w.bytes = bytes;
    w.ranks = allGpus(t);
    w.algorithm = algorithm;
    return w;
}

// One flow run of `w` on `t`, `repeat` times, printed as `name`.
void benchFlow(const std::string& name, const Topology& t, const Workload& w, int repeat, const std::string& note = {})
{
    SimResult last;
    const Figure f = measure(repeat, [&] {
        last = simulate(t, Catalog::builtIn(), w, SimOptions { Fidelity::Flow, false, true });
    });
    print(name, "flow", f, describe(last) + note);
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(
            stderr, "usage: bench_sim [--repeat N] [--only TEXT] [--alltoall-racks N]... [--ring-nodes N]...\n");
        return 2;
    }
    const int repeat = options.repeat;
    auto wanted = [&](const std::string& name) { return name.find(options.only) != std::string::npos; };
    std::printf("%-52s %-16s %13s %13s %13s\n", "case", "step", "median wall", "median CPU", "peak RSS");
    const Catalog& catalog = Catalog::builtIn();
    const ByteCount gib = ByteCount(1) << 30;
    if (wanted("gb200-nvl72 --racks 16")) {
        const Topology t = cluster("gb200-nvl72", 16);
        benchFlow("all_reduce 1G, gb200-nvl72 --racks 16", t, job(t, Collective::AllReduce, gib), repeat);
        benchFlow("ring all_reduce 1G, gb200-nvl72 --racks 16", t, job(t, Collective::AllReduce, gib, Algorithm::Ring),
            repeat);
        benchFlow("hierarchical all_reduce 1G, gb200-nvl72 --racks 16", t,
            job(t, Collective::AllReduce, gib, Algorithm::Hierarchical), repeat);
    }
    // Alltoall 256M on 128 DGX H100 nodes: rail-optimized 1:1 with the fabric's adaptive routing
    // and with static ECMP, and behind a 2:1 fat tree.
    const std::string alltoall = "alltoall 256M, dgx-h100 --nodes 128";
    const int alltoallRepeat = std::min(repeat, 3);
    const ByteCount alltoallBytes = ByteCount(256) << 20;
    if (wanted(alltoall)) {
        const Topology rails = cluster("dgx-h100", 128);
        benchFlow(alltoall, rails, job(rails, Collective::AllToAll, alltoallBytes), alltoallRepeat);
    }
    if (wanted(alltoall + ", static ECMP")) {
        const Topology ecmp = cluster("dgx-h100", 128, {}, 1, nullptr, FabricRouting::Ecmp);
        benchFlow(alltoall + ", static ECMP", ecmp, job(ecmp, Collective::AllToAll, alltoallBytes), alltoallRepeat);
    }
    if (wanted(alltoall + ", 2:1")) {
        std::string shape;
        const Topology t = cluster("dgx-h100", 128, FabricKind::FatTree, 2, &shape);
        benchFlow(alltoall + ", 2:1", t, job(t, Collective::AllToAll, alltoallBytes), alltoallRepeat, ", " + shape);
    }
    for (const int racks : options.alltoallRacks) {
        const std::string name = "alltoall 256M, gb200-nvl72 --racks " + std::to_string(racks);
        if (!wanted(name))
            continue;
        const Topology t = cluster("gb200-nvl72", racks);
        benchFlow(name, t, job(t, Collective::AllToAll, ByteCount(256) << 20), 1);
    }
    for (const int nodes : options.ringNodes) {
        const std::string name = "ring all_reduce 1G, dgx-h100 --nodes " + std::to_string(nodes);
        if (!wanted(name))
            continue;
        const Topology t = cluster("dgx-h100", nodes);
        benchFlow(name, t, job(t, Collective::AllReduce, gib, Algorithm::Ring), 1);
    }
    SimResult last;
    if (wanted("all_reduce 1G, dgx-h100 --nodes 16384")) {
        const Topology t = cluster("dgx-h100", 16384);
        const Workload w = job(t, Collective::AllReduce, gib);
        const Figure f = measure(repeat, [&] { last = simulate(t, catalog, w, SimOptions {}); });
        print("all_reduce 1G, dgx-h100 --nodes 16384", "analytic", f, describe(last));
    }
    if (wanted("30-size sweep 8B-4G, dgx-h100 --nodes 8")) {
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
