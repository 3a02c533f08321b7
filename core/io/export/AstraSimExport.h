// ASTRA-sim's analytical network (YAML) and system (JSON) configurations summarising a design as
// ASTRA-sim's multi-dimensional topology, in the convention the ASTRA-sim importer reads back:
// - dimension 0 is scale-up: the GPUs of one NVLink domain. Switch when the domain has NVSwitch
//   chips (bandwidth: a GPU's NVLink per direction; latency: its NVLink plus half the switch,
//   since ASTRA-sim charges two links through a switch), Ring or FullyConnected when GPUs are
//   cabled to each other (bandwidth and latency of one GPU-to-GPU link).
// - dimension 1 is scale-out: the NVLink domains joined by the compute fabric, as a Switch
//   (bandwidth: compute NIC rate per GPU; latency: half the worst NIC-to-NIC path, links and
//   switch hops).
// Units as ASTRA-sim takes them: bandwidth per link and direction in its "GB/s", which its
// analytical backend reads as 2^30 bytes/s (GiB/s; see io/AstraSimUnits.h), latency in ns per link.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <string>

namespace scalescope {

struct AstraSimFiles {
    std::string networkYaml;
    std::string systemJson;
    std::string notes; // what the summary leaves out, one fact a line
};

// Throws std::invalid_argument saying why when the design has no single shape ASTRA-sim can
// describe: no GPUs, NVLink domains of different sizes or bandwidths, domains that no compute
// fabric joins.
AstraSimFiles exportAstraSim(const Topology& topology, const Catalog& catalog);

} // namespace scalescope
