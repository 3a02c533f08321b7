// The policies behind placeJob (Placement.h), each choosing `count` of the free GPUs; GPUs are
// entries of GpuDomains::gpus, `isFree` says per entry whether it may be used. The caller has
// checked that enough are free.
#pragma once

#include "train/GpuDomains.h"

#include <cstdint>
#include <vector>

namespace scalescope {

struct PackedChoice {
    std::vector<int> gpus; // in rank order
    bool blocksSplit = false; // some block had to straddle NVLink domains
    int wholeBlocks = 0; // then: the blocks that are inside one domain (the first ranks)
};

// Blocks of `block` kept whole; and of the widest of `widerBlocks` that costs no extra domain.
PackedChoice packedGpus(const GpuDomains& shape, const std::vector<char>& isFree, int count, int block,
    const std::vector<int>& widerBlocks = {});
std::vector<int> spreadGpus(const GpuDomains& shape, const std::vector<char>& isFree, int count);
std::vector<int> randomGpus(const GpuDomains& shape, const std::vector<char>& isFree, int count, std::uint64_t seed);

// `count` distinct indices of [0, population), in the order drawn: a Fisher-Yates shuffle of
// std::mt19937_64 seeded with `seed` (a sequence the C++ standard fixes) with a bounded draw of our
// own, so the same seed gives the same indices on every platform. The random placement and the
// random failures (design/RandomFailures.h) draw through it. `count` at most `population`.
std::vector<std::size_t> seededSample(std::size_t population, std::size_t count, std::uint64_t seed);

} // namespace scalescope
