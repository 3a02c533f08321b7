// One node of a design (a DGX node or an NVL72 compute tray) as NCCL dumps its topology
// (NCCL_TOPO_DUMP_FILE) and reads it back (NCCL_TOPO_FILE): <system version="1">, a <cpu> per
// socket with its NUMA id, core affinity and identity, the PCI tree under it (PCIe switches as
// bridges, GPUs with their NVLinks and NVLink-C2C, NICs with one <net> per port), bus ids as
// "0000:BB:DD.F".
// No XML declaration and no entities: NCCL's reader handles neither. It also bounds what it reads;
// the writer keeps inside those bounds (xml.h and topo.h) and refuses otherwise.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <string>

namespace scalescope {

// NCCL's reader: attributes kept per element (MAX_ATTR_COUNT), the longest value it reads
// (MAX_STR_LEN 255 with its terminator and the closing quote in the buffer), elements in one
// file (NCCL_TOPO_XML_MAX_NODES), children per element (MAX_SUBS of older releases, the smallest).
inline constexpr int kNcclMaxAttributes = 16;
inline constexpr int kNcclMaxValueLength = 253;
inline constexpr int kNcclMaxElements = 256;
inline constexpr int kNcclMaxChildren = 32;

// The node's GPUs are ranks 0..n-1 in PCI order (one process per GPU). Throws
// std::invalid_argument when `node` is not a node or tray with GPUs, or when what it holds
// cannot be written within NCCL's bounds.
std::string exportNcclTopoXml(const Topology& topology, GroupId node, const Catalog& catalog);

// NCCL's spelling of a node GUID: the 64-bit value as the verbs library returns it (network byte
// order) read as a little-endian integer, in hexadecimal without leading zeros ("0x100a1420c0").
std::string ncclGuid(std::uint64_t guid);

} // namespace scalescope
