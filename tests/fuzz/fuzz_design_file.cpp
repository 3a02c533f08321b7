// Fuzz target for the design file (.scalescope.json), what `scalescope validate` and File > Open
// read. Any text is either refused with an InputError (by the reader, or by the expansion for
// what only the built topology shows), or it is a design whose topology keeps every invariant and
// which the writer saves as a file the reader takes back as the same design, expanding into the
// same topology (RoundTrip.h). Anything else (a crash, another exception, a sanitizer report, a
// broken invariant, a file that does not read back) is a finding and aborts. Built like the
// import targets (CMakeLists.txt): libFuzzer with SCALESCOPE_FUZZ=ON, a CTest replay otherwise.
#include "RoundTrip.h"

#include "io/DesignFile.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <cstdint>
#include <string_view>

using namespace scalescope;

namespace {

// A generator of more systems than this is not expanded here: its size is what the generator's
// own limits and tests are about, and a cluster of thousands of racks would make one input take
// seconds and gigabytes, so that the search would find nothing else.
constexpr int kLargestGeneratedCount = 16;
constexpr int kLargestStorageServers = 64;

bool tooLargeToExpand(const Design& design)
{
    return design.generator
        && (design.generator->count > kLargestGeneratedCount
            || design.generator->storageServers.value_or(0) > kLargestStorageServers);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const SharedCatalog catalog = Catalog::builtInShared();
    Design design;
    try {
        design = parseDesign(text, "fuzz.scalescope.json", *catalog);
    } catch (const InputError&) {
        return 0; // refused with the place of the mistake, as it should be
    }
    if (tooLargeToExpand(design))
        return 0;
    Topology topology;
    try {
        topology = expandDesign(design, catalog, "fuzz.scalescope.json").topology;
    } catch (const InputError&) {
        return 0; // a design that cannot be built, refused with the place of the mistake
    }
    if (const auto problems = checkTopology(topology); !problems.empty())
        fuzz::finding("the design's topology breaks an invariant", problems.front());
    fuzz::requireReadsBackEqual(design, topology, catalog);
    return 0;
}
