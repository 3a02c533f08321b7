#include "sim/Collective.h"

#include <array>

namespace scalescope {
namespace {

constexpr std::array<std::string_view, 7> kCollectives{"all_reduce", "all_gather", "reduce_scatter", "broadcast",
                                                       "reduce",     "alltoall",   "sendrecv"};
constexpr std::array<std::string_view, 10> kAlgorithms{"auto",    "ring",         "tree",             "nvls",   "nvlstree",
                                                       "collnet", "hierarchical", "halving-doubling", "direct", "pairwise"};
constexpr std::array<std::string_view, 3> kProtocols{"LL", "LL128", "Simple"};
constexpr std::array<std::string_view, 2> kFidelities{"analytic", "flow"};

template <typename Enum, std::size_t N>
std::optional<Enum> find(const std::array<std::string_view, N>& names, std::string_view text)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == text)
            return static_cast<Enum>(i);
    return std::nullopt;
}

template <std::size_t N>
std::string join(const std::array<std::string_view, N>& names)
{
    std::string out;
    for (const auto name : names)
        out += (out.empty() ? "" : "|") + std::string(name);
    return out;
}

} // namespace

std::string_view toString(Collective c) { return kCollectives[static_cast<std::size_t>(c)]; }
std::string_view toString(Algorithm a) { return kAlgorithms[static_cast<std::size_t>(a)]; }
std::string_view toString(Protocol p) { return kProtocols[static_cast<std::size_t>(p)]; }
std::string_view toString(Fidelity f) { return kFidelities[static_cast<std::size_t>(f)]; }
std::optional<Collective> parseCollective(std::string_view text) { return find<Collective>(kCollectives, text); }
std::optional<Algorithm> parseAlgorithm(std::string_view text) { return find<Algorithm>(kAlgorithms, text); }
std::optional<Fidelity> parseFidelity(std::string_view text) { return find<Fidelity>(kFidelities, text); }
std::string allCollectiveNames() { return join(kCollectives); }
std::string allAlgorithmNames() { return join(kAlgorithms); }

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
