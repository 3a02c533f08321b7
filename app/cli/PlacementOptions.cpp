#include "cli/PlacementOptions.h"
#include "cli/Translate.h"

#include "model/InputError.h"
#include "sim/RankSelection.h"

#include <charconv>
#include <stdexcept>

namespace scalescope::cli {
namespace {

std::uint64_t seedValue(const std::string& text)
{
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (error != std::errc() || end != text.data() + text.size())
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a whole number from %2 to %3, not \"%4\""),
                { "--seed", "0", "18446744073709551615", text }));
    return seed;
}

} // namespace

const std::set<std::string>& placementOptionNames()
{
    static const std::set<std::string> names { "--gpus", "--placement", "--seed", "--exclude" };
    return names;
}

PlacementRequest parsePlacementOptions(const Arguments& args, const Topology& topology)
{
    PlacementRequest request;
    if (args.has("--gpus"))
        request.gpus = args.intValue("--gpus", 1, 1 << 24);
    const std::string placement = args.value("--placement").value_or("packed");
    if (const auto policy = parsePlacementPolicy(placement)) {
        request.policy = *policy;
    } else {
        request.policy = PlacementPolicy::List;
        request.list = placement;
    }
    if (const auto seed = args.value("--seed")) {
        // The same seed draws --fail-random's failures, where the command takes them.
        if (request.policy != PlacementPolicy::Random && !args.has("--fail-random"))
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--seed goes with --placement random")));
        request.seed = seedValue(*seed);
    }
    if (const auto exclude = args.value("--exclude")) {
        try {
            request.taken = selectRanks(*exclude, topology);
        } catch (const std::invalid_argument& error) {
            throw UsageError(std::string("--exclude: ") + error.what());
        }
    }
    return request;
}

PlacementResult placeOrThrow(const Topology& topology, const PlacementRequest& request, const std::string& label)
{
    PlacementResult result = placeJob(topology, request);
    switch (result.fault) {
    case PlacementResult::Fault::None:
        return result;
    case PlacementResult::Fault::List:
        throw UsageError("--placement: " + result.problem);
    case PlacementResult::Fault::Request:
        throw UsageError(result.problem);
    case PlacementResult::Fault::Capacity:
        break;
    }
    throw InputError(label, localized(QT_TRANSLATE_NOOP("scalescope-cli", "the job %1"), { result.problem }));
}

} // namespace scalescope::cli
