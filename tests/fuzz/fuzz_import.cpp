// Fuzz target for one import format (SCALESCOPE_FUZZ_FORMAT). Any text is either refused with an
// InputError, or read into a design that goes the whole way a user's import goes: it expands
// into a topology that keeps every invariant, the design-file writer writes it, and the reader
// takes that file back (as `scalescope validate` would) as the same design, which expands into
// the same topology (RoundTrip.h). Anything else (a crash, another exception, a sanitizer
// report, a broken invariant) is a finding and aborts. Built as a libFuzzer target with clang
// (SCALESCOPE_FUZZ=ON), and in every other build with replay_main.cpp as a CTest test that feeds
// it the kept corpus, the samples and every past finding.
#include "RoundTrip.h"

#include "io/import/Import.h"
#include "model/InputError.h"

#include <cstdint>
#include <string_view>

using namespace scalescope;

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
    const Topology topology = fuzz::expandChecked(imported.design, catalog, "the imported design");
    fuzz::requireReadsBackEqual(imported.design, topology, catalog);
    return 0;
}
