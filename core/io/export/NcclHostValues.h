// How NCCL's topology dump spells what it reads from the host (sysfs and cpuid): a PCIe link's
// speed, a GPU's compute capability, a CPU's identity, a socket's cores as an affinity mask.
#pragma once

#include "catalog/Catalog.h"

#include <string>

namespace scalescope::nccl {

// "32.0 GT/s PCIe": the transfer rate of one lane from the link's rate in bytes/s, the nearest
// PCIe generation's, as sysfs names it.
std::string pcieLinkSpeed(BytesPerSec bytesPerSec, int lanes);

// CUDA compute capability of a GPU architecture, as NCCL's "sm" (major x 10 + minor); 0 when
// the architecture is not known.
int computeCapability(const std::string& architecture);

struct CpuIdentity {
    const char* arch;
    const char* vendor; // x86 only
    int familyId = 0; // x86 only: family | extended family << 4, as NCCL reads cpuid
    int modelId = 0; // model | extended model << 4
};
// The identity of a CPU model: the known ones by catalog id, others by their name (Grace or
// ARM, AMD or EPYC), else an Intel Sapphire Rapids, since NCCL needs an x86 family and model.
CpuIdentity cpuIdentity(const std::string& model, const Catalog& catalog);

// NCCL's cpumask of `cores` cores from `firstCore` of `totalCores`: 32-bit words in
// hexadecimal, most significant first, joined by commas.
std::string affinityMask(int firstCore, int cores, int totalCores);

} // namespace scalescope::nccl
