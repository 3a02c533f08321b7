// libFuzzer target for one import format (SCALESCOPE_FUZZ_FORMAT): any text is either refused
// with an InputError or read into a design that builds, keeps the topology's invariants and
// reads back the same after a save. Anything else (a crash, another exception, a sanitizer
// report) is a finding.
#include "io/DesignFile.h"
#include "io/import/Import.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace scalescope;

namespace {

[[noreturn]] void finding(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "%s: %s\n", what, detail.c_str());
    std::abort();
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
    const Catalog& catalog = Catalog::builtIn();
    try {
        const ExpandedDesign expanded = expandDesign(imported.design, Catalog::builtInShared(), "fuzz");
        if (const auto problems = checkTopology(expanded.topology); !problems.empty())
            finding("the imported topology breaks an invariant", problems.front());
        if (!(parseDesign(formatDesign(imported.design, catalog), "fuzz", catalog) == imported.design))
            finding("the imported design reads back differently", imported.design.name);
    } catch (const InputError& error) {
        finding("a reader returned a design that does not build", error.what());
    }
    return 0;
}
