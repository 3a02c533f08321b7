// Prints wall time and peak memory of generating, saving, loading, summarizing, laying out and
// listing what is drawn of large designs (every device, or racks as blocks):
//   bench_design [--repeat N] [--explicit]
// Each step's peak is the process's resident high-water mark, reset before the step (Linux
// /proc/self/clear_refs), so it includes what earlier steps still hold (the loaded design
// during info). Times are medians of N
// runs. --explicit also measures designs with every node and link spelled out.
#include "generate/ClusterBuilder.h"
#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "design/Summary.h"
#include "layout/DrawingList.h"
#include "layout/SceneLayout.h"
#include "util/HugePages.h"

#include "BenchTools.h"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

using namespace scalescope;

using namespace scalescope::bench;

namespace {

void benchmark(const char* label, const ClusterOptions& options, int repeat, bool spelledOut)
{
    const Catalog& catalog = Catalog::builtIn();
    const std::string path = (std::filesystem::temp_directory_path() / "bench.scalescope.json").string();
    Design design;
    design.name = label;
    design.generator = options;

    // Each figure is taken before its note is formed: argument order is unspecified.
    std::size_t links = 0;
    const Figure generate = measure(repeat, [&] { links = buildCluster(catalog, options).topology.links.size(); });
    print(label, "generate", generate, std::to_string(links) + " links");
    const Figure save = measure(repeat, [&] { writeDesignFile(design, path, Catalog::builtIn()); });
    print(label, "save", save, std::to_string(std::filesystem::file_size(path)) + " bytes");
    print(label, "load", measure(repeat, [&] { loadDesignFile(path, Catalog::builtInShared()); }));
    const LoadedDesign loaded = loadDesignFile(path, Catalog::builtInShared());
    std::string json;
    print(label, "info", measure(repeat, [&] {
        json = summaryToJson(summarize(loaded.expanded.topology), loaded.expanded.cluster).dump();
    }));
    const Topology& topology = loaded.expanded.topology;
    Scene scene;
    print(label, "layout", measure(repeat, [&] { scene = layoutScene(topology, loaded.design.positions); }));
    DrawingView view;
    std::size_t segments = 0;
    const Figure devices = measure(repeat, [&] { segments = buildDrawingList(topology, scene, view).segments.size(); });
    print(label, "drawing list", devices, std::to_string(segments) + " segments, every device");
    view.detail = DrawingDetail::Blocks;
    const Figure blocks = measure(repeat, [&] { segments = buildDrawingList(topology, scene, view).segments.size(); });
    print(label, "drawing list", blocks, std::to_string(segments) + " segments, racks as blocks");
    if (spelledOut) {
        const Design spelled = designFromTopology(loaded.expanded.topology, label);
        const Figure saveExpanded = measure(1, [&] { writeDesignFile(spelled, path, Catalog::builtIn()); });
        print(
            label, "save expanded", saveExpanded, std::to_string(std::filesystem::file_size(path) >> 20) + " MiB file");
        print(label, "load expanded", measure(1, [&] { loadDesignFile(path, Catalog::builtInShared()); }));
    }
    std::filesystem::remove(path);
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    int repeat = 5;
    bool spelledOut = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (std::strcmp(argv[i], "--explicit") == 0)
            spelledOut = true;
        else {
            std::fprintf(stderr, "usage: bench_design [--repeat N] [--explicit]\n");
            return 2;
        }
    }
    std::printf("%-52s %-16s %13s %13s %13s\n", "design", "step", "median wall", "median CPU", "peak RSS");
    ClusterOptions h100;
    h100.preset = "dgx-h100";
    h100.count = 16384;
    benchmark("dgx-h100 --nodes 16384", h100, repeat, spelledOut);
    ClusterOptions gb300;
    gb300.preset = "gb300-nvl72";
    gb300.count = 16;
    benchmark("gb300-nvl72 --racks 16", gb300, repeat, spelledOut);
    return 0;
}
