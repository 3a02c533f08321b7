#include "model/Collective.h"

#include "model/NameTable.h"

namespace scalescope {
namespace {

constexpr std::array<std::string_view, 7> kCollectives { "all_reduce", "all_gather", "reduce_scatter", "broadcast",
    "reduce", "alltoall", "sendrecv" };
constexpr std::array<std::string_view, 10> kAlgorithms { "auto", "ring", "tree", "nvls", "nvlstree", "collnet",
    "hierarchical", "halving-doubling", "direct", "pairwise" };
constexpr std::array<std::string_view, 3> kProtocols { "LL", "LL128", "Simple" };
constexpr std::array<std::string_view, 2> kFidelities { "analytic", "flow" };

} // namespace

std::string_view toString(Collective c)
{
    return kCollectives[static_cast<std::size_t>(c)];
}
std::string_view toString(Algorithm a)
{
    return kAlgorithms[static_cast<std::size_t>(a)];
}
std::string_view toString(Protocol p)
{
    return kProtocols[static_cast<std::size_t>(p)];
}
std::string_view toString(Fidelity f)
{
    return kFidelities[static_cast<std::size_t>(f)];
}
std::optional<Collective> parseCollective(std::string_view text)
{
    return enumFromName<Collective>(kCollectives, text);
}
std::optional<Algorithm> parseAlgorithm(std::string_view text)
{
    return enumFromName<Algorithm>(kAlgorithms, text);
}
std::optional<Fidelity> parseFidelity(std::string_view text)
{
    return enumFromName<Fidelity>(kFidelities, text);
}
std::string allCollectiveNames()
{
    return joinNames(kCollectives, "|");
}
std::string allAlgorithmNames()
{
    return joinNames(kAlgorithms, "|");
}

double busBandwidthFactor(Collective collective, int ranks)
{
    const double n = ranks;
    switch (collective) {
    case Collective::AllReduce:
        return 2.0 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
        return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce:
    case Collective::SendRecv:
        return 1.0;
    }
    return 1.0;
}

} // namespace scalescope
