// Which ranks of a training job work together: rank -> coordinates for a rank order, and the
// groups of each kind as lists of ranks, formed as Megatron-Core forms them
// (megatron/core/parallel_state.py, RankGenerator). The order names the dimensions innermost
// first: "tp-cp-ep-dp-pp" (Megatron-Core's default) puts a TP group on consecutive ranks, so on
// consecutive GPUs of the placement; "dp-tp-pp" puts DP innermost instead.
//
// Dense layers use TP x CP x DP x PP (EP taken as 1). Expert layers use TP x EP x expert-DP x PP
// (CP taken as 1; expert tensor parallelism equals TP), expert-DP = DP x CP / EP, in the same
// order with EP where the order puts it. Both cover the same ranks with TP and PP in the same
// places.
#pragma once

#include "train/ParallelConfig.h"

#include <compare>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class ParallelDim { Tp, Cp, Ep, Dp, Pp };
using RankOrder = std::vector<ParallelDim>; // innermost first

// The groups a job forms. DpCp: the dense gradients' reduction group (DP x CP ranks holding the
// same dense weights); ExpertDp: the ranks holding the same experts.
enum class ParallelGroup { Tp, Cp, Dp, DpCp, Pp, Ep, ExpertDp };

std::string_view toString(ParallelDim dim);
std::string_view toString(ParallelGroup kind);
std::string toString(const RankOrder& order); // "tp-cp-ep-dp-pp"
RankOrder defaultRankOrder();

// "dp-tp-pp": distinct names among tp, cp, ep, dp, pp, joined by '-'. A dimension left out must
// have degree 1 in the config; the message names it. Throws std::invalid_argument.
RankOrder parseRankOrder(std::string_view text, const ParallelConfig& config);

struct RankCoordinates {
    int tp = 0, cp = 0, dp = 0, pp = 0; // dense layers
    int ep = 0, expertDp = 0; // expert layers
};

class ParallelGroups {
public:
    // The config's degrees must be valid (checkParallelConfig); the order as parseRankOrder gives.
    ParallelGroups(const ParallelConfig& config, RankOrder order);

    int worldSize() const { return m_world; }
    const RankOrder& order() const { return m_order; }
    RankCoordinates coordinates(int rank) const;
    // Every group of a kind, each its ranks in ascending order; groups ordered by their first rank.
    // A PP group lists its ranks by stage, stage 0 first.
    std::vector<std::vector<int>> groups(ParallelGroup kind) const;
    // The sizes of the blocks of consecutive ranks that are whole groups of the innermost
    // dimensions of the dense layers (the products of the innermost degrees) or, where they nest
    // with those, of the expert layers; ascending, the world size last. DeepSeek-V3 at TP 1, EP 64,
    // DP 64, PP 4 in the default order: 1, 64 (one DP group, one EP group), 256; at EP 32, DP 128,
    // PP 2: 1, 32 (one EP group), 128 (one DP group), 256. A placement that keeps such a block
    // inside one NVLink domain keeps every group inside it there too.
    std::vector<int> blockSizes() const;

private:
    struct Generator {
        std::vector<ParallelDim> dims; // innermost first
        std::vector<int> sizes;
        int size(ParallelDim dim) const;
        int coordinate(int rank, ParallelDim dim) const;
    };
    std::vector<std::vector<int>> groupsOver(const Generator& generator, const std::vector<ParallelDim>& within) const;

    RankOrder m_order;
    int m_world = 1;
    Generator m_dense, m_expert;
};

// The consecutive ranks a packed placement (Placement.h) keeps inside one NVLink domain: always
// blocks of `block` (a TP group), and the widest of `wider` that costs the job no extra domain.
struct RankBlocks {
    int block = 1;
    std::vector<int> wider;
    auto operator<=>(const RankBlocks&) const = default;
};

// A job's TP groups, and the wider blocks of ParallelGroups::blockSizes in that order.
RankBlocks rankBlocksOf(const ParallelConfig& config, const RankOrder& order);

} // namespace scalescope
