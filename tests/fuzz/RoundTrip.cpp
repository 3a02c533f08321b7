#include "RoundTrip.h"

#include "io/DesignFile.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <cstdio>
#include <cstdlib>

namespace scalescope::fuzz {

void finding(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "finding: %s: %s\n", what, detail.c_str());
    std::fflush(stderr);
    std::abort();
}

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

namespace {

// The design file of the design, read back; the reader refusing its own writer's file is a finding.
Design readBack(const std::string& file, const Catalog& catalog)
{
    try {
        return parseDesign(file, "fuzz.scalescope.json", catalog);
    } catch (const InputError& error) {
        finding("the design file written for the design is refused", error.what());
    }
}

// The first line where two texts differ, for a finding's message.
std::string firstDifference(const std::string& before, const std::string& after)
{
    std::size_t at = 0;
    while (at < before.size() && at < after.size() && before[at] == after[at])
        ++at;
    const std::size_t lineStart = before.rfind('\n', at) == std::string::npos ? 0 : before.rfind('\n', at) + 1;
    return "at byte " + std::to_string(at) + ": \"" + before.substr(lineStart, at - lineStart + 40) + "\" then \""
        + after.substr(lineStart, at - lineStart + 40) + "\"";
}

} // namespace

void requireReadsBackEqual(const Design& design, const Topology& topology, const SharedCatalog& catalog)
{
    const std::string file = formatDesign(design, *catalog);
    const Design reread = readBack(file, *catalog);
    if (!(reread == design))
        finding("the design reads back from its file differently", design.name);
    if (const std::string again = formatDesign(reread, *catalog); again != file)
        finding("the design read back is written differently", firstDifference(file, again));
    const Topology rereads = expandChecked(reread, catalog, "the design read back from its file");
    if (!(designFromTopology(rereads, {}) == designFromTopology(topology, {})))
        finding("the design read back from its file expands differently", design.name);
}

} // namespace scalescope::fuzz
