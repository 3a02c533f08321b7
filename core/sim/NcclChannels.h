// What NCCL's graph search builds for a job (docs/NCCL-BEHAVIOUR.md, sections 2 and 3): how many
// ring/tree channels and NVLS heads, at what per-channel bandwidth, through how many of each
// NVLink domain's NICs, and the per-channel ceilings of NCCL's tuner. Rules inferred from NCCL's
// src/graph/search.cc (ncclTopoCompute, ncclTopoSearchTryNvls, ncclTopoCompareGraphs,
// ncclTopoDupChannels) and the tables of src/graph/tuning.cc; GB/s are NCCL's (10^9 B/s).
#pragma once

#include "model/Collective.h"
#include "sim/RankLayout.h"

#include <string>

namespace scalescope {

// A ring (and balanced tree) graph: the search channels found, each reserving bwIntra on every
// NVLink it crosses and bwInter on the NIC it leaves its domain by.
struct RingChannels {
    int searchChannels = 1; // before duplication (ncclTopoDupChannels)
    int channels = 1; // after duplication: what NCCL's tuner multiplies per-channel figures by
    double bwIntraGBps = 0; // per search channel
    double bwInterGBps = 0; // per search channel, 0 on one domain
    int nicsUsedPerDomain = 0; // distinct NICs the channels leave each domain by (0 on one domain)
};

// An NVLS graph: heads (one GPU each, pulling its share from the NVSwitch multicast object) and
// the NVLink bandwidth each head reserves on every GPU.
struct NvlsHeads {
    int heads = 0;
    double bwIntraGBps = 0;
    int nicsUsedPerDomain = 0; // across domains: the heads' NICs (NVLS Tree), 0 on one domain
};

// NCCL's NVLink bandwidth per GPU: its per-link figure (topo.h) times the GPU's links; 0 when the
// architecture is unknown.
double ncclNvlinkGBps(const RankLayout& layout);
// A NIC's port speed as NCCL reads it (line rate, GB/s).
double ncclNicGBps(const RankLayout& layout);

RingChannels ringChannels(const RankLayout& layout);
NvlsHeads nvlsHeads(const RankLayout& layout);
// The CTAs (channels) an NVLS all_reduce runs on (transport/nvls.cc, ncclNvlsTuning: 16 on Hopper;
// on Blackwell 24 inside one domain, 32 across domains).
int nvlsChannels(const RankLayout& layout);
// The bytes each NVLS head takes per channel and step for an all_reduce of `S` bytes
// (enqueue.cc, calcCollChunking): NCCL_NVLS_CHUNKSIZE's 128 KiB, shrunk to 64, 32 and 16 KiB
// as the message gets short against channels x heads x chunk.
double nvlsChunkBytes(const RankLayout& layout, double S);
// NCCL's NVLS all_reduce bus bandwidth inside one domain, bytes/s (tuning.cc, ncclTopoTuneModel:
// heads x bwIntra x NVLS efficiency x (heads-1)/heads, doubled for two pipelined operations);
// 0 when there is no NVLS graph.
double nvlsBusBytesPerSec(const RankLayout& layout);
// The share of a GPU's NCCL NVLink bandwidth that in-switch reduction gets, so that moving
// S (1 + 1/L) each way per GPU takes as long as NCCL's bus bandwidth says: (L + 1) busBw /
// (2 (L - 1) NVLink); 0 when there is no NVLS graph.
double nvlsLinkShare(const RankLayout& layout);

// NCCL's per-channel bus-bandwidth ceiling for an algorithm and protocol on this architecture
// and node count (tuning.cc ncclTunerConstantsDefaults: perChMaxTreeBws, perChMaxTreeLL128Bws,
// and from 2.28 perChMaxNVLSTreeBws); 0 for the others (the ring's LL128 ceiling is left out:
// docs/NCCL-BEHAVIOUR.md, section 11).
double perChannelCeilingGBps(const RankLayout& layout, Algorithm algorithm, Protocol protocol);

// One line on what NCCL would build, for --explain.
std::string describeRing(const RankLayout& layout, const RingChannels& ring);
std::string describeNvls(const RankLayout& layout, const NvlsHeads& nvls);

} // namespace scalescope
