#include "train/Placement.h"

#include "model/Localized.h"
#include "sim/RankSelection.h"
#include "train/GpuDomains.h"
#include "train/PlacementPolicies.h"

#include <stdexcept>

namespace scalescope {
namespace {

PlacementResult refused(PlacementResult::Fault fault, std::string problem)
{
    PlacementResult result;
    result.fault = fault;
    result.problem = std::move(problem);
    return result;
}

std::string gpusText(long long count)
{
    return count == 1 ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 GPU"), { std::to_string(count) })
                      : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 GPUs"), { std::to_string(count) });
}

// Which GPUs may be used: every GPU neither taken nor unavailable. Counts the two kinds.
struct FreeGpus {
    std::vector<char> isFree; // per entry of GpuDomains::gpus
    std::vector<char> isTaken; // per entry: held by another job (else, when not free, unavailable)
    int free = 0, taken = 0, unavailable = 0;
    std::string problem; // a listed device that is not a GPU of the design
};

FreeGpus markFree(const Topology& topology, const GpuDomains& shape, const PlacementRequest& request)
{
    FreeGpus out;
    out.isFree.assign(shape.gpus.size(), 1);
    out.isTaken.assign(shape.gpus.size(), 0);
    for (const auto* list : { &request.taken, &request.unavailable })
        for (const NodeId device : *list) {
            const int g = shape.indexOf(device);
            if (g < 0) {
                const std::string name = device < topology.nodes.size()
                    ? topology.nodes[device].name
                    : localized(QT_TRANSLATE_NOOP("scalescope-core", "device %1"), { std::to_string(device) });
                out.problem = list == &request.taken
                    ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1, given as taken, is not a GPU of the design"),
                        { name })
                    : localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "%1, given as unavailable, is not a GPU of the design"),
                        { name });
                return out;
            }
            if (!out.isFree[g])
                continue;
            out.isFree[g] = 0;
            out.isTaken[g] = list == &request.taken;
            ++(list == &request.taken ? out.taken : out.unavailable);
        }
    out.free = static_cast<int>(shape.gpus.size()) - out.taken - out.unavailable;
    return out;
}

// "needs 64 GPUs but only 56 are free: 8 are taken", or what the design lacks.
std::string tooFew(int count, const GpuDomains& shape, const FreeGpus& free)
{
    if (static_cast<std::size_t>(count) > shape.gpus.size())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "needs %1 but the design has %2"),
            { gpusText(count), std::to_string(shape.gpus.size()) });
    const std::string taken = std::to_string(free.taken), unavailable = std::to_string(free.unavailable);
    std::string why;
    if (free.taken > 0 && free.unavailable > 0)
        why = free.taken == 1
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is taken, %2 unavailable"), { taken, unavailable })
            : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 are taken, %2 unavailable"), { taken, unavailable });
    else if (free.taken > 0)
        why = free.taken == 1 ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is taken"), { taken })
                              : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 are taken"), { taken });
    else if (free.unavailable > 0)
        why = free.unavailable == 1
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is unavailable"), { unavailable })
            : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 are unavailable"), { unavailable });
    if (free.free == 0)
        return localized(
            QT_TRANSLATE_NOOP("scalescope-core", "needs %1 but none is free: %2"), { gpusText(count), why });
    return free.free == 1 ? localized(QT_TRANSLATE_NOOP("scalescope-core", "needs %1 but only %2 is free: %3"),
               { gpusText(count), std::to_string(free.free), why })
                          : localized(QT_TRANSLATE_NOOP("scalescope-core", "needs %1 but only %2 are free: %3"),
                              { gpusText(count), std::to_string(free.free), why });
}

PlacementResult placeList(
    const Topology& topology, const GpuDomains& shape, const FreeGpus& free, const PlacementRequest& request)
{
    PlacementResult result;
    try {
        result.gpus = selectRanks(request.list, topology);
    } catch (const std::invalid_argument& error) {
        return refused(PlacementResult::Fault::List, error.what());
    }
    for (const NodeId gpu : result.gpus) {
        const int g = shape.indexOf(gpu);
        if (!free.isFree[g])
            return refused(PlacementResult::Fault::List,
                free.isTaken[g] ? localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 in the list is taken"), { topology.nodes[gpu].name })
                                : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 in the list is unavailable"),
                                    { topology.nodes[gpu].name }));
    }
    if (request.gpus > 0 && static_cast<int>(result.gpus.size()) != request.gpus)
        return refused(PlacementResult::Fault::List,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the list names %1 but the job needs %2"),
                { gpusText(static_cast<long long>(result.gpus.size())), std::to_string(request.gpus) }));
    return result;
}

} // namespace

std::string_view toString(PlacementPolicy policy)
{
    switch (policy) {
    case PlacementPolicy::Packed:
        return "packed";
    case PlacementPolicy::Spread:
        return "spread";
    case PlacementPolicy::Random:
        return "random";
    case PlacementPolicy::List:
        return "list";
    }
    return "packed";
}

std::optional<PlacementPolicy> parsePlacementPolicy(std::string_view text)
{
    for (const PlacementPolicy policy : { PlacementPolicy::Packed, PlacementPolicy::Spread, PlacementPolicy::Random })
        if (text == toString(policy))
            return policy;
    return std::nullopt;
}

PlacementResult placeJob(const Topology& topology, const PlacementRequest& request)
{
    using Fault = PlacementResult::Fault;
    const bool isList = request.policy == PlacementPolicy::List;
    if (request.gpus < (isList ? 0 : 1))
        return refused(Fault::Request,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a job needs at least one GPU, not %1"),
                { std::to_string(request.gpus) }));
    if (request.blocks.block < 1 || (request.gpus % request.blocks.block != 0))
        return refused(Fault::Request,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a job of %1 does not split into blocks of %2"),
                { gpusText(request.gpus), std::to_string(request.blocks.block) }));
    const GpuDomains shape = gatherGpuDomains(topology);
    const FreeGpus free = markFree(topology, shape, request);
    if (!free.problem.empty())
        return refused(Fault::Request, free.problem);
    if (isList)
        return placeList(topology, shape, free, request);
    if (request.gpus > free.free)
        return refused(Fault::Capacity, tooFew(request.gpus, shape, free));

    PlacementResult result;
    std::vector<int> chosen;
    if (request.policy == PlacementPolicy::Packed) {
        PackedChoice packed = packedGpus(shape, free.isFree, request.gpus, request.blocks.block, request.blocks.wider);
        chosen = std::move(packed.gpus);
        if (packed.blocksSplit)
            result.note = localized(QT_TRANSLATE_NOOP("scalescope-core",
                                        "the free GPUs leave room for %1 of the %2 blocks of %3 inside one NVLink "
                                        "domain each (the first ranks); the others span domains"),
                { std::to_string(packed.wholeBlocks), std::to_string(request.gpus / request.blocks.block),
                    std::to_string(request.blocks.block) });
    } else if (request.policy == PlacementPolicy::Spread) {
        chosen = spreadGpus(shape, free.isFree, request.gpus);
    } else {
        chosen = randomGpus(shape, free.isFree, request.gpus, request.seed);
    }
    for (const int g : chosen)
        result.gpus.push_back(shape.gpus[g]);
    return result;
}

} // namespace scalescope
