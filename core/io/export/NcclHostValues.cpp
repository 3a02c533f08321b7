#include "io/export/NcclHostValues.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>

namespace scalescope::nccl {

std::string pcieLinkSpeed(BytesPerSec bytesPerSec, int lanes)
{
    // 128b/130b encoding from PCIe 3.0 on: GT/s = 8 bits x 130/128 per byte and lane.
    const double transfersPerLane = bytesPerSec / std::max(lanes, 1) * kBitsPerByte * 130.0 / 128.0 / kGiga;
    static const double generations[] = { 2.5, 5.0, 8.0, 16.0, 32.0, 64.0 };
    double nearest = generations[0];
    for (const double g : generations)
        if (std::fabs(std::log(transfersPerLane / g)) < std::fabs(std::log(transfersPerLane / nearest)))
            nearest = g;
    char buffer[32];
    if (nearest == 2.5)
        std::snprintf(buffer, sizeof buffer, "2.5 GT/s PCIe");
    else
        std::snprintf(buffer, sizeof buffer, "%.1f GT/s PCIe", nearest);
    return buffer;
}

int computeCapability(const std::string& architecture)
{
    static const std::map<std::string, int> byArchitecture { { "volta", 70 }, { "ampere", 80 }, { "hopper", 90 },
        { "blackwell", 100 }, { "blackwell-ultra", 103 } };
    const auto it = byArchitecture.find(architecture);
    return it == byArchitecture.end() ? 0 : it->second;
}

CpuIdentity cpuIdentity(const std::string& model, const Catalog& catalog)
{
    static const std::map<std::string, CpuIdentity> known {
        { "EPYC-7742", { "x86_64", "AuthenticAMD", 0x8f, 0x31 } }, // Zen 2: family 0xf + 0x8, model 0x31
        { "Xeon-8480C", { "x86_64", "GenuineIntel", 6, 0x8f } }, // Sapphire Rapids
        { "Xeon-8570", { "x86_64", "GenuineIntel", 6, 0xcf } }, // Emerald Rapids
        { "Grace", { "arm64", nullptr, 0, 0 } }
    };
    if (const auto it = known.find(model); it != known.end())
        return it->second;
    const CpuSpec* spec = catalog.cpu(model);
    const std::string name = spec ? spec->name : model;
    if (name.find("Grace") != std::string::npos || name.find("ARM") != std::string::npos)
        return { "arm64", nullptr, 0, 0 };
    if (name.find("AMD") != std::string::npos || name.find("EPYC") != std::string::npos)
        return { "x86_64", "AuthenticAMD", 0x8f, 0x31 };
    return { "x86_64", "GenuineIntel", 6, 0x8f }; // NCCL needs an Intel family and model; Sapphire Rapids
}

std::string affinityMask(int firstCore, int cores, int totalCores)
{
    const int words = std::max(1, (totalCores + 31) / 32);
    std::string mask;
    for (int w = words - 1; w >= 0; --w) {
        std::uint32_t bits = 0;
        for (int b = 0; b < 32; ++b) {
            const int core = w * 32 + b;
            if (core >= firstCore && core < firstCore + cores)
                bits |= 1u << b;
        }
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%08x", bits);
        mask += (mask.empty() ? "" : ",") + std::string(buffer);
    }
    return mask;
}

} // namespace scalescope::nccl
