// The vocabulary of collective communication: operations, algorithms, protocols, fidelities,
// and the nccl-tests definitions of bus bandwidth.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

enum class Collective { AllReduce, AllGather, ReduceScatter, Broadcast, Reduce, AllToAll, SendRecv };
enum class Algorithm { Auto, Ring, Tree, Nvls, NvlsTree, CollNet, Hierarchical, HalvingDoubling, Direct, Pairwise };
enum class Protocol { LL, LL128, Simple };
enum class Fidelity { Analytic, Flow };

std::string_view toString(Collective collective);
std::string_view toString(Algorithm algorithm);
std::string_view toString(Protocol protocol);
std::string_view toString(Fidelity fidelity);
std::optional<Collective> parseCollective(std::string_view text);
std::optional<Algorithm> parseAlgorithm(std::string_view text);
std::optional<Fidelity> parseFidelity(std::string_view text);
std::string allCollectiveNames();
std::string allAlgorithmNames();

// nccl-tests: busbw = algbw x factor, so that busbw compares with the bottleneck link:
// 2(n-1)/n for all_reduce, (n-1)/n for all_gather, reduce_scatter and alltoall, 1 otherwise.
double busBandwidthFactor(Collective collective, int ranks);

inline constexpr int kTestElementBytes = 4; // nccl-tests' default type, float

} // namespace scalescope
