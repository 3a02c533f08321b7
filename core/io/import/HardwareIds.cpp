#include "io/import/HardwareIds.h"

#include "model/Localized.h"

#include <array>
#include <cmath>

namespace scalescope {
namespace {

struct DeviceName {
    std::uint16_t device;
    const char* name;
};

// NVIDIA PCI device ids of data-centre GPUs (from the PCI id registry). Names that are catalog
// ids are the catalog's parts; the others are kept as text.
constexpr std::array<DeviceName, 14> kGpuDevices { {
    { 0x15f8, "P100-PCIE-16GB" },
    { 0x15f9, "P100-SXM2-16GB" },
    { 0x1db1, "V100-SXM2-16GB" },
    { 0x1db5, "V100-SXM2-32GB" },
    { 0x1db6, "V100-PCIE-32GB" },
    { 0x20b0, "A100-SXM4-40GB" },
    { 0x20b2, "A100-SXM4-80GB" },
    { 0x20b5, "A100-PCIE-80GB" },
    { 0x20f1, "A100-PCIE-40GB" },
    { 0x2236, "A10" },
    { 0x2330, "H100-SXM5-80GB" },
    { 0x2331, "H100-PCIE-80GB" },
    { 0x2335, "H200-SXM5-141GB" },
    { 0x2901, "B200-SXM6-180GB" },
} };

constexpr std::array<DeviceName, 10> kNicDevices { {
    { 0x1017, "ConnectX-5" },
    { 0x1019, "ConnectX-5-Ex" },
    { 0x101b, "ConnectX-6" },
    { 0x101d, "ConnectX-6-Dx" },
    { 0x101e, "ConnectX-VF" }, // the virtual function of ConnectX-6 Dx and later
    { 0x101f, "ConnectX-6-Lx" },
    { 0x1021, "ConnectX-7" },
    { 0x1023, "ConnectX-8" },
    { 0xa2d6, "BlueField-2" },
    { 0xa2dc, "BlueField-3" },
} };

NvlinkGeneration fromCatalog(const Catalog& catalog, const NvlinkSpec& spec)
{
    NvlinkGeneration generation;
    generation.name = "NVLink " + std::to_string(spec.generation);
    generation.linksPerGpu = spec.linksPerGpu;
    generation.linkBytesPerSec = spec.linkBytesPerSec;
    for (const SwitchSpec& sw : catalog.switches())
        if (sw.kind == SwitchKind::NvSwitch && sw.nvlink == spec.id) {
            generation.switchModel = sw.id;
            break;
        }
    return generation;
}

std::optional<NvlinkGeneration> catalogGeneration(const Catalog& catalog, int generationNumber)
{
    for (const NvlinkSpec& spec : catalog.nvlinks())
        if (spec.generation == generationNumber)
            return fromCatalog(catalog, spec);
    return std::nullopt;
}

} // namespace

PciDeviceKind pciDeviceKind(std::uint32_t pciClass)
{
    if (pciClass == 0x068000)
        return PciDeviceKind::NvSwitch;
    switch (pciClass >> 8) {
    case 0x0300: // VGA controller
    case 0x0302: // 3D controller
        return PciDeviceKind::Gpu;
    case 0x0207:
        return PciDeviceKind::InfinibandNic;
    case 0x0200:
        return PciDeviceKind::EthernetNic;
    case 0x0604:
        return PciDeviceKind::Bridge;
    default:
        break;
    }
    if (pciClass >> 16 == 0x02)
        return PciDeviceKind::OtherNic;
    return PciDeviceKind::Other;
}

std::optional<std::string> gpuModelForPciDevice(std::uint16_t device)
{
    for (const DeviceName& entry : kGpuDevices)
        if (entry.device == device)
            return std::string(entry.name);
    return std::nullopt;
}

std::optional<std::string> nicFamilyForPciDevice(std::uint16_t device)
{
    for (const DeviceName& entry : kNicDevices)
        if (entry.device == device)
            return std::string(entry.name);
    return std::nullopt;
}

std::optional<NvlinkGeneration> nvlinkGenerationOfGpuModel(const Catalog& catalog, const std::string& model)
{
    if (const GpuSpec* gpu = catalog.gpu(model))
        if (const NvlinkSpec* spec = catalog.nvlink(gpu->nvlink))
            return fromCatalog(catalog, *spec);
    return std::nullopt;
}

std::optional<NvlinkGeneration> nvlinkGenerationForSm(const Catalog& catalog, int sm)
{
    // Older generations than the catalog holds, from NVIDIA's P100 and V100 datasheets:
    // NVLink 1 has 4 links of 20 GB/s per direction, NVLink 2 has 6 links of 25 GB/s.
    if (sm >= 60 && sm < 70)
        return NvlinkGeneration { "NVLink 1", 4, bytesPerSecFromGBps(20), {} };
    if (sm >= 70 && sm < 80)
        return NvlinkGeneration { "NVLink 2", 6, bytesPerSecFromGBps(25), {} };
    if (sm >= 80 && sm < 90)
        return catalogGeneration(catalog, 3);
    if (sm >= 90 && sm < 100)
        return catalogGeneration(catalog, 4);
    if (sm >= 100 && sm < 120)
        return catalogGeneration(catalog, 5);
    return std::nullopt;
}

NvlinkGeneration nvlinkGenerationAssumed(const Catalog& catalog)
{
    if (auto generation = catalogGeneration(catalog, 4)) {
        generation->name = localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink 2 to 4")); // for notes
        generation->linksPerGpu = 0;
        generation->switchModel.clear();
        return *generation;
    }
    return NvlinkGeneration { localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink 2 to 4")), 0,
        bytesPerSecFromGBps(25), {} };
}

std::string pcieGenerationId(double gigatransfersPerSec)
{
    if (gigatransfersPerSec == 16)
        return "gen4";
    if (gigatransfersPerSec == 32)
        return "gen5";
    if (gigatransfersPerSec == 64)
        return "gen6";
    return {};
}

std::optional<BytesPerSec> pcieLaneBytesPerSec(const Catalog& catalog, double gigatransfersPerSec)
{
    if (const std::string id = pcieGenerationId(gigatransfersPerSec); !id.empty())
        if (const PcieSpec* spec = catalog.pcieGen(id))
            return spec->x16BytesPerSec / 16;
    // Bits per transfer on one lane, less the line code: 8b/10b up to 5 GT/s, then 128b/130b.
    if (gigatransfersPerSec == 2.5 || gigatransfersPerSec == 5)
        return gigatransfersPerSec * kGiga * 8.0 / 10.0 / kBitsPerByte;
    if (gigatransfersPerSec == 8 || gigatransfersPerSec == 16 || gigatransfersPerSec == 32)
        return gigatransfersPerSec * kGiga * 128.0 / 130.0 / kBitsPerByte;
    return std::nullopt;
}

} // namespace scalescope
