// The catalog: the built-in hardware, lookups by id, and the switch and NIC a fabric of a given
// rate is built from (what merge reads is in CatalogReader.cpp).
#include "catalog/Catalog.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace scalescope {

extern const char kBuiltInCatalogJson[]; // generated from resources/catalog/catalog.json

namespace {

template <typename Spec> const Spec* findById(const std::vector<Spec>& list, std::string_view id)
{
    const auto it = std::find_if(list.begin(), list.end(), [&](const Spec& spec) { return spec.id == id; });
    return it == list.end() ? nullptr : &*it;
}

} // namespace

std::string_view toString(FabricKind fabric)
{
    return fabric == FabricKind::RailOptimized ? "rail-optimized" : "fat-tree";
}

std::optional<FabricKind> parseFabricKind(std::string_view text)
{
    if (text == "rail-optimized")
        return FabricKind::RailOptimized;
    if (text == "fat-tree")
        return FabricKind::FatTree;
    return std::nullopt;
}

const Catalog& Catalog::builtIn()
{
    return *builtInShared();
}

SharedCatalog Catalog::builtInShared()
{
    static const SharedCatalog catalog = [] {
        auto built = std::make_shared<Catalog>();
        built->merge(nlohmann::json::parse(kBuiltInCatalogJson), "built-in catalog");
        return built;
    }();
    return catalog;
}

const NvlinkSpec* Catalog::nvlink(std::string_view id) const
{
    return findById(m_nvlinks, id);
}
const GpuSpec* Catalog::gpu(std::string_view id) const
{
    return findById(m_gpus, id);
}
const CpuSpec* Catalog::cpu(std::string_view id) const
{
    return findById(m_cpus, id);
}
const NicSpec* Catalog::nic(std::string_view id) const
{
    return findById(m_nics, id);
}
const PcieSpec* Catalog::pcieGen(std::string_view id) const
{
    return findById(m_pcie, id);
}
const SwitchSpec* Catalog::switchSpec(std::string_view id) const
{
    return findById(m_switches, id);
}
const StorageSpec* Catalog::storageSpec(std::string_view id) const
{
    return findById(m_storage, id);
}
const SystemSpec* Catalog::system(std::string_view id) const
{
    return findById(m_systems, id);
}

const ModelSpec* Catalog::model(std::string_view id) const
{
    return findById(m_models, id);
}
const PriceSpec* Catalog::price(std::string_view id) const
{
    return findById(m_prices, id);
}
const PowerSpec* Catalog::powerOf(std::string_view id) const
{
    return findById(m_power, id);
}

const CablingSpec* Catalog::cablingFor(BytesPerSec rate) const
{
    const auto it
        = std::find_if(m_cabling.begin(), m_cabling.end(), [&](const CablingSpec& spec) { return spec.rate == rate; });
    return it == m_cabling.end() ? nullptr : &*it;
}

bool Catalog::hasBomItem(std::string_view id) const
{
    if (system(id) || switchSpec(id) || nic(id) || storageSpec(id) || gpu(id) || cpu(id))
        return true;
    for (const CablingSpec& spec : m_cabling)
        for (const auto* part :
            { &spec.copper, &spec.activeCopper, &spec.fiber, &spec.transceiver, &spec.twinTransceiver })
            if (*part && (*part)->id == id)
                return true;
    return false;
}

const SwitchSpec* Catalog::infinibandSwitchFor(BytesPerSec nicBytesPerSec) const
{
    const SwitchSpec* best = nullptr;
    for (const SwitchSpec& spec : m_switches) {
        if (spec.kind != SwitchKind::InfiniBand || spec.portBytesPerSec < nicBytesPerSec)
            continue;
        if (!best || spec.portBytesPerSec < best->portBytesPerSec
            || (spec.portBytesPerSec == best->portBytesPerSec && spec.ports > best->ports))
            best = &spec;
    }
    return best;
}

const SwitchSpec* Catalog::ethernetSwitchFor(BytesPerSec nicBytesPerSec) const
{
    const SwitchSpec* best = nullptr;
    for (const SwitchSpec& spec : m_switches) {
        if (spec.kind != SwitchKind::Ethernet || spec.uplinkPorts > 0 || spec.portBytesPerSec < nicBytesPerSec)
            continue;
        if (!best || spec.portBytesPerSec < best->portBytesPerSec
            || (spec.portBytesPerSec == best->portBytesPerSec && spec.ports > best->ports))
            best = &spec;
    }
    return best;
}

const NicSpec* Catalog::computeNicFor(std::string_view preferred, BytesPerSec nicBytesPerSec, bool ethernet) const
{
    auto fits = [&](const NicSpec& spec) {
        return spec.portBytesPerSec >= nicBytesPerSec && (ethernet ? spec.runsEthernet() : spec.runsInfiniband());
    };
    if (const NicSpec* nicSpec = nic(preferred); nicSpec && fits(*nicSpec))
        return nicSpec;
    for (const NicSpec& spec : m_nics)
        if (spec.ports == 1 && !spec.adapter.empty() && spec.adapter == preferred && fits(spec))
            return &spec;
    const NicSpec* best = nullptr;
    for (const NicSpec& spec : m_nics) {
        if (spec.ports != 1 || !fits(spec))
            continue;
        if (!best || spec.portBytesPerSec < best->portBytesPerSec)
            best = &spec;
    }
    return best;
}

} // namespace scalescope
