// The elements NCCL's topology dump gives a GPU and a NIC inside their <pci>: <gpu> with its
// CUDA index, compute capability, an <nvlink> per target and its <c2c>; <nic> with a <net> per
// port, each with its verbs device, speed, port number and GUID.
#pragma once

#include "catalog/Catalog.h"
#include "io/export/NcclXmlElement.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope {

// `links`: every link of the GPU; `index`: its CUDA index and rank. Throws
// std::invalid_argument when the GPU model's compute capability is not known.
void fillNcclGpu(NcclXmlElement& gpu, const Topology& topology, const Catalog& catalog,
    const std::vector<LinkId>& links, NodeId n, int index);

// `links`: every link of the NIC; its ports are verbs devices firstNetDev, firstNetDev + 1, ...
void fillNcclNic(NcclXmlElement& nic, const Topology& topology, const Catalog& catalog,
    const std::vector<LinkId>& links, NodeId n, int firstNetDev, int ports);

} // namespace scalescope
