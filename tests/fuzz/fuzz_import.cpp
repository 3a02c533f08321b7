// Fuzz target for one import format (SCALESCOPE_FUZZ_FORMAT). Any text is either refused with an
// InputError, or read into a design that goes the whole way a user's import goes: it expands
// into a topology that keeps every invariant, the design-file writer writes it, and the reader
// takes that file back (as `scalescope validate` would) as the same design, which expands into a
// topology with the same counts. Anything else (a crash, another exception, a sanitizer report,
// a broken invariant) is a finding and aborts. Built as a libFuzzer target with clang
// (SCALESCOPE_FUZZ=ON), and in every other build with replay_main.cpp as a CTest test that feeds
// it the kept corpus, the samples and every past finding.
#include "io/DesignFile.h"
#include "io/import/Import.h"
#include "model/InputError.h"
#include "design/Summary.h"
#include "model/TopologyCheck.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace scalescope;

namespace {

[[noreturn]] void finding(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "finding: %s: %s\n", what, detail.c_str());
    std::fflush(stderr);
    std::abort();
}

// Expands the design and checks the topology's invariants; a refusal is a finding.
Topology expandChecked(const Design& design, const SharedCatalog& catalog, const char* which)
{
    Topology topology;
    try {
        topology = expandDesign(design, catalog, "fuzz").topology;
    } catch (const InputError& error) {
        finding(which, std::string("does not build: ") + error.what());
    }
    if (const auto problems = checkTopology(topology); !problems.empty())
        finding(which, "breaks an invariant: " + problems.front());
    return topology;
}

// The design file of the design, read back; the reader refusing its own writer's file is a finding.
Design writtenAndReadBack(const Design& design, const Catalog& catalog)
{
    const std::string file = formatDesign(design, catalog);
    try {
        return parseDesign(file, "fuzz.scalescope.json", catalog);
    } catch (const InputError& error) {
        finding("the design file written for the import is refused", error.what());
    }
}

// What `scalescope info` counts: devices by kind and role, links by tier, groups, bandwidths.
std::string countsOf(const Topology& topology)
{
    return std::to_string(topology.groups.size()) + " groups, "
        + summaryToJson(summarize(topology), std::nullopt).dump();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ImportedDesign imported;
    try {
        imported = importText(text, ImportFormat::SCALESCOPE_FUZZ_FORMAT, "fuzz");
    } catch (const InputError&) {
        return 0; // refused, as it should be when the text is not the format
    }
    const SharedCatalog catalog = Catalog::builtInShared();
    const Topology imports = expandChecked(imported.design, catalog, "the imported design");
    const Design reread = writtenAndReadBack(imported.design, *catalog);
    if (!(reread == imported.design))
        finding("the imported design reads back from its file differently", imported.design.name);
    const Topology rereads = expandChecked(reread, catalog, "the design read back from its file");
    if (countsOf(rereads) != countsOf(imports))
        finding("the design read back from its file counts differently",
            countsOf(imports) + " before, " + countsOf(rereads) + " after");
    return 0;
}
