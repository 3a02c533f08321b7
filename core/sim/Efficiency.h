// What real NCCL achieves compared with the wires: every derating and protocol constant of the
// model, each with where it comes from. `--ideal` sets all of them aside (efficiency 1, no
// protocol overhead, physical latencies only).
#pragma once

#include "model/Collective.h"
#include "model/Topology.h"

#include <string_view>

namespace scalescope::efficiency {

// NVLink bandwidth NCCL's topology code assigns to one link, in GB/s per direction (NCCL
// src/graph/topo.h: SM80_NVLINK_BW 20.0, SM90_NVLINK_BW 20.6, SM100_NVLINK_BW 40.1), against a
// line rate of 25 GB/s (NVLink 3 and 4) or 50 GB/s (NVLink 5): about 20% goes to protocol overhead.
inline constexpr double kAmpereNvlinkGBps = 20.0;
inline constexpr double kHopperNvlinkGBps = 20.6;
inline constexpr double kBlackwellNvlinkGBps = 40.1;
// What a Blackwell GPU's copies move over NVLink 5, point to point, per link and direction: 37.3
// GB/s, the mean of four published ring all_reduce runs on one 4-GPU tray of an NVL72 rack at 4
// to 16 GiB (Oracle Cloud's GB200 guide: 657.31 and 663.34 GB/s of bus bandwidth; its GB300
// guide: 681.03 and 685.19; oracle-quickstart/oci-gpu-quickstarts @6a0abdc, nvidia/GB200 and
// nvidia/GB300 README, 2026-02-24), 671.7 over 18 links. NCCL's 40.1 (above) would give 722; the
// same guides' alltoall on 8 GPUs of a rack, 658 to 685, is as close to 672. These four rows are
// kept out of the validation table (tests/data/validation/nccl-tests-calibration.tsv), so that
// Azure's runs of the same tray and the guides' other runs check the figure. NCCL's own figure
// still decides its channels and its NVLS bandwidth.
inline constexpr double kBlackwellNvlinkDataGBps = 37.3;
// NCCL's tuner caps Ampere's intra-node bus bandwidth (tuning.cc, compCap80 refinement), in line
// with the ~230 GB/s 8 x A100 measure.
inline constexpr double kAmpereBusBwCapGBps = 235.0;

// A 400 Gb/s NIC delivers 46-48 GB/s of its 50 GB/s and a 200 Gb/s NIC about 24 of 25 GB/s in
// nccl-tests (NVIDIA's published DGX results; DOMAIN section 6): 95% of line rate.
inline constexpr double kNetwork = 0.95;
// PCIe payload after TLP headers and flow control: NCCL rates a Gen4 x16 link at 24 GB/s of
// its 31.5 (topo.h, PCI_BW scaled by generation).
inline constexpr double kPcie = 0.76;
// NVLink-C2C between Grace and its GPUs: treated like NVLink.
inline constexpr double kC2c = 0.8;

// NVLS (in-switch reduction) efficiency relative to the NVLink bandwidth (NCCL tuning,
// nvlsEfficiency: Hopper 0.85, Blackwell 0.74).
inline constexpr double kHopperNvls = 0.85;
inline constexpr double kBlackwellNvls = 0.74;
// CollNet/SHARP and tree algorithms lose a little to their pipelining (NCCL tuning.cc: tree and
// collnet bus bandwidth x 0.9, 0.92 in later versions).
inline constexpr double kTree = 0.92;
inline constexpr double kCollNet = 0.9;

// The share of the bandwidth a protocol's payload gets, as NCCL's tuner refines its bus bandwidth
// per algorithm and protocol (src/graph/tuning.cc, ncclTopoTuneModel, "various model
// refinements"). LL sends 4 data bytes and a 4-byte flag in every 8 and each receiver polls the
// flags: a tree gets 1/3.8 (2.18 to 2.29); a ring 1/4 in all_reduce and reduce (and across
// nodes), 1/3 in the others on one node, as the tuner took it up to 2.20. From 2.21 the tuner
// takes a ring's LL at 1/2, but the published LL runs (tests/data/validation: all_reduce of
// 1 MiB on 8 A100 with NCCL 2.18.5 and on 4 GB200 with 2.25.1) reach the former: +9.6% and +3.3%
// off at 1/4, +41% and +16% at 1/2. LL128 carries 120 of every 128 bytes: a ring 0.92, a tree 7/9
// on one node, 120/128 across nodes (2.18 to 2.29; before 2.25 a ring with one rank per node
// 0.7). Simple (and NCCL's Simple-only NVLS and CollNet) all of it. Algorithms NCCL does not
// have are charged as rings; `nodes` counts NVLink domains, NCCL's nodes.
double protocolShare(Protocol protocol, Algorithm algorithm, Collective collective, int nodes);
// LL's absolute ceiling per node, GB/s (NCCL llMaxBws, Hopper: 1 node 141, 2 nodes 45, more 35;
// Ampere 87.7, 22.5, 19).
double llMaxBusBwGBps(std::string_view architecture, int nodes);

// Latencies in microseconds (NCCL src/graph/tuning.cc baseLat and hwLat tables, 2.19 and later).
// Base latency of an algorithm and protocol, paid once per call.
double baseLatencyUs(Algorithm algorithm, Protocol protocol);
// Latency of one step over NVLink, PCIe or the network.
enum class Hop { NvLink, Pcie, Network };
double hopLatencyUs(Hop hop, Algorithm algorithm, Protocol protocol);

// The proxy's per-step network overhead a ring spanning nodes pays at least on every step, us
// (tuning.cc, getNetOverhead: 1 on Intel and Arm hosts, 2 on AMD; NCCL_NET_OVERHEAD); x 3 for Simple.
inline constexpr double kNetOverheadUs = 1.0;
// A multi-node Simple ring all_reduce's latency factor past 64 bytes per rank and channel
// (tuning.cc, ncclTopoGetAlgoTime, "plateau effect of ring": 1.4 from Ampere on).
inline constexpr double kRingPlateau = 1.4;

// Host time to launch one collective on one GPU, us: a thread driving several GPUs (nccl-tests
// -g N, one process for a whole host) launches their kernels one after another every iteration,
// so an operation takes at least N x this. 8 to 128-byte ring all_reduce on a DGX A100 run with
// -g N: 10 us on 2 GPUs, 16.9 on 4, 33.7 on 8, about 4.2 us per GPU (NVIDIA/nccl-tests#123,
// 2022-12-14). With one process per GPU the launch overlaps the previous operation.
inline constexpr double kHostLaunchPerGpuUs = 4.2;

// Extra per-step latency when GPUDirect RDMA is off and data is staged through host memory
// (a copy into a host bounce buffer and the CPU proxy's hand-off).
inline constexpr double kHostStagingUs = 5.0;

// NVLink per-link bandwidth NCCL assumes for a GPU architecture, GB/s; 0 when unknown.
double nvlinkLinkGBps(std::string_view architecture);
// The fraction of a GPU's raw NVLink bandwidth NCCL gets: NCCL's per-link figure over the line
// rate (on Blackwell the measured kBlackwellNvlinkDataGBps), within Ampere's bus-bandwidth cap
// (0.8 when the architecture is unknown).
double nvlinkScale(std::string_view architecture, double rawBytesPerSec, int links);
double nvlsEfficiency(std::string_view architecture);
// The fraction of a link tier's line rate NCCL gets: `nvlinkScale` (nvlinkScale above) for NVLink,
// kC2c, kPcie, kNetwork for the others.
double linkTierScale(LinkTier tier, double nvlinkScale);

} // namespace scalescope::efficiency
