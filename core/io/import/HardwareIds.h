// What foreign files name hardware by (PCI class and device ids, CUDA compute capability, PCIe
// link speeds) mapped to the catalog's models and rates, for the importers.
#pragma once

#include "catalog/Catalog.h"

#include <cstdint>
#include <optional>
#include <string>

namespace scalescope {

// PCI class codes (base class, subclass, programming interface) that NCCL's dumps carry.
enum class PciDeviceKind { Gpu, InfinibandNic, EthernetNic, OtherNic, Bridge, NvSwitch, Other };
PciDeviceKind pciDeviceKind(std::uint32_t pciClass);

inline constexpr std::uint16_t kNvidiaPciVendor = 0x10de;
inline constexpr std::uint16_t kMellanoxPciVendor = 0x15b3;

// A GPU's model by its NVIDIA PCI device id: a catalog id when the catalog holds that exact
// part, else the part's name; nothing for an id this table does not know.
std::optional<std::string> gpuModelForPciDevice(std::uint16_t device);
// A NIC family by its NVIDIA/Mellanox PCI device id ("ConnectX-7"); nothing when unknown.
std::optional<std::string> nicFamilyForPciDevice(std::uint16_t device);

// An NVLink generation: links per GPU, one link's rate (one direction), the NVSwitch chip of
// that generation. From the catalog where it knows the generation.
struct NvlinkGeneration {
    std::string name; // "NVLink 3"
    int linksPerGpu = 0;
    BytesPerSec linkBytesPerSec = 0;
    std::string switchModel; // catalog id, or empty when the catalog has none
};
std::optional<NvlinkGeneration> nvlinkGenerationOfGpuModel(const Catalog& catalog, const std::string& model);
// By CUDA compute capability x 10 (80 = Ampere A100, 90 = Hopper, 100 = Blackwell).
std::optional<NvlinkGeneration> nvlinkGenerationForSm(const Catalog& catalog, int sm);
// The 25 GB/s per link and direction that NVLink 2, 3 and 4 share, for links of an unknown GPU.
NvlinkGeneration nvlinkGenerationAssumed(const Catalog& catalog);

// Payload rate of one PCIe lane at a signalling rate in GT/s (2.5 and 5 use 8b/10b, later
// generations 128b/130b; 16, 32 and 64 GT/s from the catalog's generations). Nothing for a
// rate no PCIe generation uses.
std::optional<BytesPerSec> pcieLaneBytesPerSec(const Catalog& catalog, double gigatransfersPerSec);
// The catalog's PCIe generation id ("gen4") for a signalling rate, or empty.
std::string pcieGenerationId(double gigatransfersPerSec);

} // namespace scalescope
