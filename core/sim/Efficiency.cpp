#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope::efficiency {
namespace {

bool isAmpere(std::string_view arch)
{
    return arch == "ampere";
}
bool isBlackwell(std::string_view arch)
{
    return arch.rfind("blackwell", 0) == 0;
}

constexpr int kAlgorithms = 10;
// Indexed [algorithm][protocol], algorithms in the order of the Algorithm enum. Algorithms NCCL
// does not have (hierarchical, halving-doubling, direct) are charged as rings.
constexpr double kBase[kAlgorithms][3] = {
    { 0, 0, 0 }, // auto
    { 6.6, 14.0, 8.4 }, // ring
    { 6.8, 14.0, 8.4 }, // tree
    { 0, 0, 0 }, // nvls
    { 0, 0, 0 }, // nvls tree
    { 0, 0, 0 }, // collnet
    { 6.6, 14.0, 8.4 }, // hierarchical
    { 6.6, 14.0, 8.4 }, // halving-doubling
    { 6.6, 14.0, 8.4 }, // direct
    { 6.6, 14.0, 8.4 }, // pairwise
};
constexpr double kHop[3][kAlgorithms][3] = {
    { // NVLink
        { 0, 0, 0 }, { .6, 1.9, 3.4 }, { .6, 1.25, 4.0 }, { 0, 0, 25 }, { 0, 0, 25 }, { 0, 0, 3.7 }, { .6, 1.9, 3.4 },
        { .6, 1.9, 3.4 }, { .6, 1.9, 3.4 }, { .6, 1.9, 3.4 } },
    { // PCIe
        { 0, 0, 0 }, { 1.0, 2.5, 5.7 }, { 1.0, 1.9, 4.0 }, { 0, 0, 0 }, { 0, 0, 0 }, { 0, 0, 3.7 }, { 1.0, 2.5, 5.7 },
        { 1.0, 2.5, 5.7 }, { 1.0, 2.5, 5.7 }, { 1.0, 2.5, 5.7 } },
    { // network
        { 0, 0, 0 }, { 2.7, 4.0, 14.0 }, { 5.0, 8.5, 14.0 }, { 0, 0, 18 }, { 0, 0, 20.9 }, { 0, 0, 31 },
        { 2.7, 4.0, 14.0 }, { 2.7, 4.0, 14.0 }, { 2.7, 4.0, 14.0 }, { 2.7, 4.0, 14.0 } },
};

} // namespace

double llMaxBusBwGBps(std::string_view arch, int nodes)
{
    const int bucket = nodes <= 1 ? 0 : nodes == 2 ? 1 : 2;
    static const double ampere[3] = { 87.7, 22.5, 19.0 };
    static const double hopper[3] = { 141.0, 45.0, 35.0 };
    if (isAmpere(arch))
        return ampere[bucket];
    if (isBlackwell(arch))
        return 2 * hopper[bucket]; // NCCL doubles Hopper's ceilings for Blackwell
    return hopper[bucket];
}

double protocolShare(Protocol protocol, Algorithm algorithm, Collective collective, int nodes)
{
    const bool tree = algorithm == Algorithm::Tree;
    switch (protocol) {
    case Protocol::LL:
        if (tree)
            return 1.0 / 3.8;
        return nodes > 1 || collective == Collective::AllReduce || collective == Collective::Reduce ? 1.0 / 4.0
                                                                                                    : 1.0 / 3.0;
    case Protocol::LL128:
        if (tree)
            return nodes <= 1 ? 7.0 / 9.0 : 120.0 / 128.0;
        return 0.92;
    case Protocol::Simple:
        return 1.0;
    }
    return 1.0;
}

double baseLatencyUs(Algorithm algorithm, Protocol protocol)
{
    return kBase[static_cast<int>(algorithm)][static_cast<int>(protocol)];
}

double hopLatencyUs(Hop hop, Algorithm algorithm, Protocol protocol)
{
    return kHop[static_cast<int>(hop)][static_cast<int>(algorithm)][static_cast<int>(protocol)];
}

double nvlinkLinkGBps(std::string_view arch)
{
    if (isAmpere(arch))
        return kAmpereNvlinkGBps;
    if (isBlackwell(arch))
        return kBlackwellNvlinkGBps;
    if (arch == "hopper")
        return kHopperNvlinkGBps;
    return 0;
}

double nvlinkScale(std::string_view arch, double rawBytesPerSec, int links)
{
    const double perLink = isBlackwell(arch) ? kBlackwellNvlinkDataGBps : nvlinkLinkGBps(arch);
    if (perLink <= 0 || rawBytesPerSec <= 0 || links <= 0)
        return 0.8;
    double usable = links * perLink * 1e9;
    if (isAmpere(arch))
        usable = std::min(usable, kAmpereBusBwCapGBps * 1e9);
    return usable / rawBytesPerSec;
}

double linkTierScale(LinkTier tier, double nvlinkScale)
{
    switch (tier) {
    case LinkTier::NvLink:
        return nvlinkScale;
    case LinkTier::NvLinkC2C:
        return kC2c;
    case LinkTier::Pcie:
        return kPcie;
    case LinkTier::InfiniBand:
    case LinkTier::Ethernet:
        return kNetwork;
    }
    return 1.0;
}

double nvlsEfficiency(std::string_view arch)
{
    if (arch == "hopper")
        return kHopperNvls;
    if (isBlackwell(arch))
        return kBlackwellNvls;
    return 0;
}

} // namespace scalescope::efficiency
