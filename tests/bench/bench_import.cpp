// Prints wall time and peak memory of importing the largest real fabric dump we have, NVIDIA
// Selene's compute fabric from ibnetdiscover (666 switches, 4,341 adapters, 2.8 MB):
//   bench_import [--repeat N] [FILE]
// "read" parses the text into a Design, "build" expands that Design into the Topology (every
// check included), "import" is both from the file, as `scalescope import` does before writing. Each peak is the
// process's resident high-water mark, reset before the step (Linux /proc/self/clear_refs). Times are medians of N runs.
#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/Import.h"
#include "util/HugePages.h"

#include "BenchTools.h"

#include <cstring>

using namespace scalescope;
using namespace scalescope::bench;

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    int repeat = 5;
    std::string path = std::string(SCALESCOPE_TEST_DATA) + "/samples/ibnetdiscover/Mellanox-ufm_sdk_selene.compute.txt";
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (argv[i][0] != '-')
            path = argv[i];
        else {
            std::fprintf(stderr, "usage: bench_import [--repeat N] [FILE]\n");
            return 2;
        }
    }
    const SharedCatalog catalog = Catalog::builtInShared();
    const std::string label = path.substr(path.rfind('/') + 1);
    std::printf("%-52s %-16s %13s %13s %13s\n", "file", "step", "median wall", "median CPU", "peak RSS");
    const std::string text = readTextFile(path);
    ImportedDesign imported;
    const Figure read = measure(repeat, [&] { imported = readIbNetDiscover(text, path); });
    print(label, "read", read,
        std::to_string(imported.design.nodes.size()) + " devices, " + std::to_string(imported.design.links.size())
            + " links");
    std::size_t built = 0;
    const Figure build
        = measure(repeat, [&] { built = expandDesign(imported.design, catalog, path).topology.links.size(); });
    print(label, "build", build, std::to_string(built) + " links");
    imported = ImportedDesign {};
    const Figure whole
        = measure(repeat, [&] { built = importFiles({ path }, std::nullopt, catalog).design.nodes.size(); });
    print(label, "import", whole, "file read, format detected, parsed, built once to check");
    return 0;
}
