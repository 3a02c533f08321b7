#include "bom/BillOfMaterials.h"

#include "bom/CableLengths.h"
#include "bom/CageCount.h"
#include "model/Localized.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace scalescope {
namespace {

BomCategory categoryOf(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Gpu:
        return BomCategory::Gpu;
    case NodeKind::Cpu:
        return BomCategory::Cpu;
    case NodeKind::NvSwitch:
        return BomCategory::NvSwitch;
    case NodeKind::Nic:
        return BomCategory::Nic;
    case NodeKind::Storage:
        return BomCategory::Storage;
    case NodeKind::PcieSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
        break;
    }
    return BomCategory::Switch;
}

std::string catalogName(const Catalog& catalog, const std::string& id)
{
    if (const auto* s = catalog.system(id))
        return s->name;
    if (const auto* s = catalog.switchSpec(id))
        return s->name;
    if (const auto* s = catalog.nic(id))
        return s->name;
    if (const auto* s = catalog.gpu(id))
        return s->name;
    if (const auto* s = catalog.cpu(id))
        return s->name;
    if (const auto* s = catalog.storageSpec(id))
        return s->name;
    return id;
}

class BomBuilder {
public:
    BomBuilder(const Topology& topology, const Catalog& catalog)
        : m_topology(topology)
        , m_catalog(catalog)
    {
    }

    void add(BomCategory category, const std::string& item, const std::string& name, std::uint64_t count,
        const std::string& includedIn = {})
    {
        BomLine& line = m_lines[{ category, item, includedIn }];
        if (line.count == 0) {
            line.category = category;
            line.item = item;
            line.name = name;
            line.includedIn = includedIn;
        }
        line.count += count;
    }

    void addDevicesAndSystems()
    {
        const std::string trayName = localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink switch tray"));
        const std::string rackName = localized(QT_TRANSLATE_NOOP("scalescope-core", "rack"));
        for (GroupId g = 0; g < static_cast<GroupId>(m_topology.groups.size()); ++g) {
            const Group& group = m_topology.groups[g];
            const GroupId system = systemGroupOf(m_topology, m_catalog, g);
            if (system == g) {
                const std::string& id = m_topology.models[group.model];
                add(BomCategory::System, id, catalogName(m_catalog, id), 1);
            } else if (group.kind == GroupKind::SwitchTray) {
                add(BomCategory::SwitchTray, "nvlink-switch-tray", trayName, 1, systemId(system));
            } else if (group.kind == GroupKind::Rack && system == kNoGroup) {
                add(BomCategory::Rack, "rack", rackName, 1);
            }
        }
        for (const Node& node : m_topology.nodes) {
            const std::string& model = m_topology.modelOf(node);
            add(categoryOf(node.kind), model, catalogName(m_catalog, model), 1,
                systemId(systemGroupOf(m_topology, m_catalog, node.group)));
        }
    }

    std::string systemId(GroupId system) const
    {
        return system == kNoGroup ? std::string() : m_topology.models[m_topology.groups[system].model];
    }

    std::vector<BomLine> lines()
    {
        std::vector<BomLine> result;
        for (auto& [key, line] : m_lines) {
            if (line.includedIn.empty()) {
                if (const PriceSpec* price = m_catalog.price(line.item))
                    line.price = *price;
                if (const PowerSpec* power = m_catalog.powerOf(line.item))
                    line.power = *power;
            }
            result.push_back(std::move(line));
        }
        return result;
    }

private:
    const Topology& m_topology;
    const Catalog& m_catalog;
    std::map<std::tuple<BomCategory, std::string, std::string>, BomLine> m_lines;
};

std::vector<SwitchPortUse> switchPorts(const Topology& topology, const Catalog& catalog)
{
    std::vector<std::uint64_t> used(topology.nodes.size(), 0);
    for (const Link& link : topology.links) {
        used[link.a] += portsSpanned(link);
        used[link.b] += portsSpanned(link);
    }
    std::map<std::string, SwitchPortUse> byModel;
    for (NodeId n = 0; n < topology.nodes.size(); ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind != NodeKind::IbSwitch && node.kind != NodeKind::EthSwitch)
            continue;
        SwitchPortUse& use = byModel[topology.modelOf(node)];
        use.model = topology.modelOf(node);
        use.switches += 1;
        use.portsUsed += used[n];
        const SwitchSpec* spec = catalog.switchSpec(use.model);
        use.portsTotal += spec ? static_cast<std::uint64_t>(spec->ports + spec->uplinkPorts) : node.portCount;
    }
    std::vector<SwitchPortUse> result;
    for (auto& [model, use] : byModel)
        result.push_back(use);
    return result;
}

// The compute fabric's bandwidth per GPU, one direction: what the GPUs' NICs carry into it.
double scaleOutPerGpu(const Topology& topology, std::uint64_t gpus)
{
    double total = 0;
    for (const Link& link : topology.links)
        if (topology.isComputeFabricLink(link)
            && (topology.nodes[link.a].kind == NodeKind::Nic || topology.nodes[link.b].kind == NodeKind::Nic))
            total += link.bytesPerSecPerDirection;
    return gpus == 0 ? 0 : total / static_cast<double>(gpus);
}

void addTotals(BillOfMaterials& bom)
{
    std::set<std::string> unpriced, unpowered, typicalFromMax;
    for (const BomLine& line : bom.lines) {
        bom.costUsd += line.costUsd();
        bom.maxWatts += line.maxWatts();
        bom.typicalWatts += line.typicalWatts();
        if (!line.includedIn.empty())
            continue;
        if (!line.price)
            unpriced.insert(line.item);
        if (!line.power)
            unpowered.insert(line.item);
        else if (!line.power->typicalWatts)
            typicalFromMax.insert(line.item);
    }
    bom.unpriced.assign(unpriced.begin(), unpriced.end());
    bom.unpowered.assign(unpowered.begin(), unpowered.end());
    bom.typicalFromMax.assign(typicalFromMax.begin(), typicalFromMax.end());
}

} // namespace

std::string_view toString(BomCategory category)
{
    static constexpr std::string_view names[] = { "system", "gpu", "cpu", "nvswitch", "switch_tray", "nic", "switch",
        "storage", "rack", "cable", "transceiver" };
    return names[static_cast<int>(category)];
}

BillOfMaterials billOfMaterials(const Topology& topology, const Catalog& catalog, const Scene& scene)
{
    BillOfMaterials bom;
    BomBuilder builder(topology, catalog);
    builder.addDevicesAndSystems();
    const CabledLinks cabled = countCablesAndCages(topology, catalog, cableLengthsMetres(topology, scene));
    for (const CountedPart& part : cabled.parts) {
        builder.add(part.transceiver ? BomCategory::Transceiver : BomCategory::Cable, part.item, part.name, part.count,
            part.includedIn);
        (part.transceiver ? bom.transceivers[part.speed] : bom.cables[part.item]) += part.count;
    }
    bom.lines = builder.lines();
    bom.switchPorts = switchPorts(topology, catalog);
    bom.gpus = static_cast<std::uint64_t>(std::count_if(
        topology.nodes.begin(), topology.nodes.end(), [](const Node& node) { return node.kind == NodeKind::Gpu; }));
    bom.scaleOutBytesPerSecPerGpu = scaleOutPerGpu(topology, bom.gpus);
    addTotals(bom);
    return bom;
}

} // namespace scalescope
