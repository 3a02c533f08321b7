// Catalog::merge: a catalog document read section by section into the catalog, every problem
// named by its JSON pointer, references between entries checked once the whole document is read.
#include "catalog/Catalog.h"

#include "catalog/BomReader.h"

#include "model/InputError.h"
#include "model/Localized.h"
#include "util/JsonDocument.h"
#include "util/JsonFields.h"
#include "util/ReadTextFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>

namespace scalescope {
namespace {

using Need = JsonFields::Need;

template <typename Spec> void upsert(std::vector<Spec>& list, Spec spec)
{
    for (Spec& existing : list) {
        if (existing.id == spec.id) {
            existing = std::move(spec);
            return;
        }
    }
    list.push_back(std::move(spec));
}

// A reference to be checked once the whole document is merged.
struct Reference {
    std::string pointer;
    std::string id;
    std::function<bool(const Catalog&, const std::string&)> exists;
    const char* unknown; // the message when it is not found, "unknown GPU \"%1\"" (marked QT_TRANSLATE_NOOP)
};

class CatalogParser {
public:
    CatalogParser(Catalog& target, Problems& problems)
        : m_target(target)
        , m_problems(problems)
    {
    }

    template <typename Spec, typename ParseOne>
    void section(JsonFields& top, std::string_view key, std::vector<Spec>& into, ParseOne parseOne)
    {
        const nlohmann::json* list = top.array(key, kOptional);
        if (!list)
            return;
        for (std::size_t i = 0; i < list->size(); ++i) {
            JsonFields fields((*list)[i], top.pointerTo(key) + '/' + std::to_string(i), m_problems);
            if (!fields.isObject())
                continue;
            Spec spec;
            const auto id = fields.string("id"); // a problem already when missing or not a name
            spec.id = id.value_or("");
            parseOne(fields, spec);
            fields.rejectUnknownKeys();
            if (id && id->empty())
                m_problems.add(
                    fields.pointerTo("id"), localized(QT_TRANSLATE_NOOP("scalescope-core", "must not be empty")));
            else if (id)
                upsert(into, std::move(spec));
        }
    }

    // `unknown`: the message when `id` is not found, its %1 the id.
    void reference(const std::string& pointer, const std::string& id, const char* unknown,
        std::function<bool(const Catalog&, const std::string&)> exists)
    {
        if (!id.empty())
            m_references.push_back(Reference { pointer, id, std::move(exists), unknown });
    }

    void checkReferences()
    {
        for (const Reference& ref : m_references)
            if (!ref.exists(m_target, ref.id))
                m_problems.add(ref.pointer, localized(ref.unknown, { ref.id }));
    }

private:
    Catalog& m_target;
    Problems& m_problems;
    std::vector<Reference> m_references;
};

bool hasNvlink(const Catalog& c, const std::string& id)
{
    return c.nvlink(id) != nullptr;
}
bool hasPcie(const Catalog& c, const std::string& id)
{
    return id == "none" || c.pcieGen(id) != nullptr;
}
bool hasGpu(const Catalog& c, const std::string& id)
{
    return c.gpu(id) != nullptr;
}
bool hasCpu(const Catalog& c, const std::string& id)
{
    return c.cpu(id) != nullptr;
}
bool hasNic(const Catalog& c, const std::string& id)
{
    return c.nic(id) != nullptr;
}
bool hasSwitch(const Catalog& c, const std::string& id)
{
    return c.switchSpec(id) != nullptr;
}
bool isBomItem(const Catalog& c, const std::string& id)
{
    return c.hasBomItem(id);
}
bool hasStorage(const Catalog& c, const std::string& id)
{
    return c.storageSpec(id) != nullptr;
}

void parseNvlink(JsonFields& f, NvlinkSpec& s)
{
    s.generation = static_cast<int>(f.integer("generation", 1, 99).value_or(0));
    s.linksPerGpu = static_cast<int>(f.integer("links_per_gpu", 1, 256).value_or(0));
    s.linkBytesPerSec = f.rate("link_rate").value_or(0);
    s.latencyNs = f.number("latency_ns", 0, 1e9, kOptional).value_or(0);
    f.text("source", kOptional);
}

void parseGpu(JsonFields& f, GpuSpec& s, CatalogParser& parser)
{
    s.name = f.string("name").value_or("");
    s.architecture = f.string("architecture", kOptional).value_or("");
    s.nvlink = f.string("nvlink").value_or("");
    parser.reference(f.pointerTo("nvlink"), s.nvlink,
        QT_TRANSLATE_NOOP("scalescope-core", "unknown NVLink generation \"%1\""), hasNvlink);
    s.pcie = f.string("pcie", kOptional).value_or("none");
    parser.reference(
        f.pointerTo("pcie"), s.pcie, QT_TRANSLATE_NOOP("scalescope-core", "unknown PCIe generation \"%1\""), hasPcie);
    s.memoryGB = f.number("memory_GB", 0, 1e6, kOptional).value_or(0);
    s.inSwitchReduction = f.boolean("in_switch_reduction", kOptional).value_or(false);
    s.bf16DenseTflops = f.number("bf16_dense_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.fp8DenseTflops = f.number("fp8_dense_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.bf16MatmulTflops = f.number("bf16_matmul_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.fp8MatmulTflops = f.number("fp8_matmul_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.bf16MatmulBurstTflops = f.number("bf16_matmul_burst_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.fp8MatmulBurstTflops = f.number("fp8_matmul_burst_TFLOPS", 0, 1e6, kOptional).value_or(0);
    s.memoryTBytesPerSec = f.number("memory_bandwidth_TBps", 0, 1e4, kOptional).value_or(0);
    s.memoryStreamTBytesPerSec = f.number("memory_stream_TBps", 0, 1e4, kOptional).value_or(0);
    f.text("source", kOptional);
    f.text("matmul_source", kOptional);
    f.text("memory_stream_source", kOptional);
}

void parseCpu(JsonFields& f, CpuSpec& s)
{
    s.name = f.string("name").value_or("");
    s.cores = static_cast<int>(f.integer("cores", 1, 4096, kOptional).value_or(0));
    s.memoryGB = f.number("memory_GB", 0, 1e6, kOptional).value_or(0);
    f.text("source", kOptional);
}

void parseNic(JsonFields& f, NicSpec& s, CatalogParser& parser)
{
    s.name = f.string("name").value_or("");
    s.ports = static_cast<int>(f.integer("ports", 1, 64).value_or(1));
    s.portBytesPerSec = f.rate("port_rate").value_or(0);
    s.pcie = f.string("pcie", kOptional).value_or("none");
    parser.reference(
        f.pointerTo("pcie"), s.pcie, QT_TRANSLATE_NOOP("scalescope-core", "unknown PCIe generation \"%1\""), hasPcie);
    const auto layer = f.string("link_layer", kOptional).value_or("any");
    if (layer == "infiniband")
        s.linkLayer = NicLinkLayer::InfiniBand;
    else if (layer == "ethernet")
        s.linkLayer = NicLinkLayer::Ethernet;
    else if (layer != "any")
        f.problems().add(f.pointerTo("link_layer"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected infiniband, ethernet or any, found \"%1\""), { layer }));
    s.adapter = f.string("adapter", kOptional).value_or("");
    f.text("source", kOptional);
}

void parsePcie(JsonFields& f, PcieSpec& s)
{
    s.x16BytesPerSec = f.rate("x16_rate").value_or(0);
    s.latencyNs = f.number("latency_ns", 0, 1e9, kOptional).value_or(0);
    f.text("source", kOptional);
}

void parseSwitch(JsonFields& f, SwitchSpec& s, CatalogParser& parser)
{
    s.name = f.string("name").value_or("");
    const auto kind = f.string("kind").value_or("infiniband");
    if (kind == "nvswitch")
        s.kind = SwitchKind::NvSwitch;
    else if (kind == "pcie")
        s.kind = SwitchKind::Pcie;
    else if (kind == "infiniband")
        s.kind = SwitchKind::InfiniBand;
    else if (kind == "ethernet")
        s.kind = SwitchKind::Ethernet;
    else
        f.problems().add(f.pointerTo("kind"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected nvswitch, pcie, infiniband or ethernet, found \"%1\""),
                { kind }));
    s.ports = static_cast<int>(f.integer("ports", 1, 4096).value_or(1));
    const bool ratedPorts = s.kind == SwitchKind::InfiniBand || s.kind == SwitchKind::Ethernet;
    s.portBytesPerSec = f.rate("port_rate", ratedPorts ? Need::Required : kOptional).value_or(0);
    s.uplinkPorts = static_cast<int>(f.integer("uplink_ports", 0, 4096, kOptional).value_or(0));
    s.uplinkBytesPerSec = f.rate("uplink_rate", s.uplinkPorts > 0 ? Need::Required : kOptional).value_or(0);
    s.latencyNs = f.number("latency_ns", 0, 1e9, kOptional).value_or(0);
    s.inNetworkReduction = f.boolean("in_network_reduction", kOptional).value_or(false);
    s.portsPerCage = static_cast<int>(f.integer("ports_per_cage", 1, 8, kOptional).value_or(1));
    s.nvlink = f.string("nvlink", s.kind == SwitchKind::NvSwitch ? Need::Required : kOptional).value_or("");
    parser.reference(f.pointerTo("nvlink"), s.nvlink,
        QT_TRANSLATE_NOOP("scalescope-core", "unknown NVLink generation \"%1\""), hasNvlink);
    s.pcie = f.string("pcie", s.kind == SwitchKind::Pcie ? Need::Required : kOptional).value_or("");
    parser.reference(
        f.pointerTo("pcie"), s.pcie, QT_TRANSLATE_NOOP("scalescope-core", "unknown PCIe generation \"%1\""), hasPcie);
    f.text("source", kOptional);
}

void parseStorage(JsonFields& f, StorageSpec& s)
{
    s.name = f.string("name").value_or("");
    s.ports = static_cast<int>(f.integer("ports", 1, 64).value_or(1));
    s.portBytesPerSec = f.rate("port_rate").value_or(0);
}

void parseTray(JsonFields& tray, TraySpec& spec, CatalogParser& parser)
{
    spec.gpus = static_cast<int>(tray.integer("gpus", 1, 64).value_or(1));
    spec.gpu = tray.string("gpu").value_or("");
    parser.reference(
        tray.pointerTo("gpu"), spec.gpu, QT_TRANSLATE_NOOP("scalescope-core", "unknown GPU \"%1\""), hasGpu);
    spec.cpus = static_cast<int>(tray.integer("cpus", 0, 16, kOptional).value_or(0));
    spec.cpu = tray.string("cpu", spec.cpus > 0 ? Need::Required : kOptional).value_or("");
    parser.reference(
        tray.pointerTo("cpu"), spec.cpu, QT_TRANSLATE_NOOP("scalescope-core", "unknown CPU \"%1\""), hasCpu);
    if (const auto c2c = tray.rate("c2c_rate", kOptional))
        spec.c2cBytesPerSec = *c2c;
    spec.pcieSwitches = static_cast<int>(tray.integer("pcie_switches", 0, 64, kOptional).value_or(0));
    spec.pcieSwitch = tray.string("pcie_switch", spec.pcieSwitches > 0 ? Need::Required : kOptional).value_or("");
    parser.reference(tray.pointerTo("pcie_switch"), spec.pcieSwitch,
        QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
    spec.computeNics = static_cast<int>(tray.integer("compute_nics", 0, 64, kOptional).value_or(0));
    spec.computeNic = tray.string("compute_nic", spec.computeNics > 0 ? Need::Required : kOptional).value_or("");
    parser.reference(tray.pointerTo("compute_nic"), spec.computeNic,
        QT_TRANSLATE_NOOP("scalescope-core", "unknown NIC \"%1\""), hasNic);
    spec.storageNics = static_cast<int>(tray.integer("storage_nics", 0, 64, kOptional).value_or(0));
    spec.storageNic = tray.string("storage_nic", spec.storageNics > 0 ? Need::Required : kOptional).value_or("");
    parser.reference(tray.pointerTo("storage_nic"), spec.storageNic,
        QT_TRANSLATE_NOOP("scalescope-core", "unknown NIC \"%1\""), hasNic);
    spec.computeLinksPerCage = static_cast<int>(tray.integer("compute_links_per_cage", 1, 8, kOptional).value_or(1));
    spec.bmc = tray.string("bmc", kOptional).value_or("");
    parser.reference(
        tray.pointerTo("bmc"), spec.bmc, QT_TRANSLATE_NOOP("scalescope-core", "unknown NIC \"%1\""), hasNic);
    const auto attach = tray.string("nic_attach", kOptional).value_or("pcie_switch");
    if (attach == "pcie_switch")
        spec.nicAttach = NicAttach::PcieSwitch;
    else if (attach == "cpu")
        spec.nicAttach = NicAttach::Cpu;
    else if (attach == "gpu")
        spec.nicAttach = NicAttach::Gpu;
    else
        tray.problems().add(tray.pointerTo("nic_attach"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected pcie_switch, cpu or gpu, found \"%1\""), { attach }));
    if (spec.nicAttach == NicAttach::PcieSwitch && spec.computeNics > 0 && spec.pcieSwitches == 0)
        tray.problems().add(tray.pointerTo("nic_attach"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "NICs attach to PCIe switches but the tray has none")));
    if (spec.nicAttach == NicAttach::Cpu && spec.computeNics > 0 && spec.cpus == 0)
        tray.problems().add(tray.pointerTo("nic_attach"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "NICs attach to CPUs but the tray has none")));
    tray.rejectUnknownKeys();
}

void parseSystem(JsonFields& fields, SystemSpec& spec, CatalogParser& parser)
{
    spec.name = fields.string("name").value_or("");
    spec.description = fields.string("description").value_or("");
    const auto scale = fields.string("scale").value_or("nodes");
    if (scale == "nodes")
        spec.scale = SystemScale::Nodes;
    else if (scale == "racks")
        spec.scale = SystemScale::Racks;
    else
        fields.problems().add(fields.pointerTo("scale"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected \"nodes\" or \"racks\", found \"%1\""), { scale }));
    spec.nodesPerRack = static_cast<int>(fields.integer("nodes_per_rack", 1, 64, kOptional).value_or(1));
    spec.computeTrays = static_cast<int>(fields.integer("compute_trays", 1, 256, kOptional).value_or(1));
    if (const nlohmann::json* tray = fields.object("tray")) {
        JsonFields trayFields(*tray, fields.pointerTo("tray"), fields.problems());
        parseTray(trayFields, spec.tray, parser);
    }
    if (const nlohmann::json* nvswitch = fields.object("nvswitch", kOptional)) {
        JsonFields sw(*nvswitch, fields.pointerTo("nvswitch"), fields.problems());
        spec.nvswitchModel = sw.string("model").value_or("");
        parser.reference(sw.pointerTo("model"), spec.nvswitchModel,
            QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
        spec.nvswitchChips = static_cast<int>(sw.integer("chips", 1, 1024).value_or(1));
        spec.switchTrays = static_cast<int>(sw.integer("switch_trays", 0, 256, kOptional).value_or(0));
        if (spec.switchTrays > 0 && spec.nvswitchChips % spec.switchTrays != 0)
            fields.problems().add(sw.pointerTo("switch_trays"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "must divide the number of chips")));
        if (const nlohmann::json* links = sw.value("gpu_links_per_chip")) {
            const std::string pointer = sw.pointerTo("gpu_links_per_chip");
            if (links->is_number_unsigned() && links->get<std::uint64_t>() > 0 && links->get<std::uint64_t>() < 64)
                spec.gpuLinksPerChip.assign(spec.nvswitchChips, links->get<int>());
            else if (links->is_array() && links->size() == static_cast<std::size_t>(spec.nvswitchChips)
                && std::all_of(links->begin(), links->end(), [](const nlohmann::json& v) {
                       return v.is_number_unsigned() && v.get<std::uint64_t>() > 0 && v.get<std::uint64_t>() < 64;
                   }))
                spec.gpuLinksPerChip = links->get<std::vector<int>>();
            else
                fields.problems().add(pointer,
                    localized(QT_TRANSLATE_NOOP(
                        "scalescope-core", "expected a positive count or an array of one positive count per chip")));
        }
        sw.rejectUnknownKeys();
    }
    const auto fabric = fields.string("default_fabric", kOptional).value_or("rail-optimized");
    if (const auto parsed = parseFabricKind(fabric))
        spec.defaultFabric = *parsed;
    else
        fields.problems().add(fields.pointerTo("default_fabric"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected rail-optimized or fat-tree")));
    spec.defaultNicBytesPerSec
        = fields.rate("default_nic_rate", spec.tray.computeNics > 0 ? Need::Required : kOptional).value_or(0);
}

// The Ethernet networks' default switches and servers ("networks").
void parseNetworks(JsonFields& fields, NetworkDefaults& networks, CatalogParser& parser)
{
    if (const nlohmann::json* section = fields.object("networks", kOptional)) {
        JsonFields net(*section, "/networks", fields.problems());
        if (const nlohmann::json* storage = net.object("storage", kOptional)) {
            JsonFields f(*storage, "/networks/storage", fields.problems());
            auto& n = networks;
            n.storageLeaf = f.string("leaf").value_or(n.storageLeaf);
            n.storageSpine = f.string("spine").value_or(n.storageSpine);
            n.storageServer = f.string("server").value_or(n.storageServer);
            n.gpusPerStorageServer = static_cast<int>(
                f.integer("gpus_per_server", 1, 1 << 20, kOptional).value_or(n.gpusPerStorageServer));
            parser.reference(f.pointerTo("leaf"), n.storageLeaf,
                QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
            parser.reference(f.pointerTo("spine"), n.storageSpine,
                QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
            parser.reference(f.pointerTo("server"), n.storageServer,
                QT_TRANSLATE_NOOP("scalescope-core", "unknown storage server \"%1\""), hasStorage);
            f.rejectUnknownKeys();
        }
        if (const nlohmann::json* management = net.object("management", kOptional)) {
            JsonFields f(*management, "/networks/management", fields.problems());
            auto& n = networks;
            n.managementLeaf = f.string("leaf").value_or(n.managementLeaf);
            n.managementSpine = f.string("spine").value_or(n.managementSpine);
            parser.reference(f.pointerTo("leaf"), n.managementLeaf,
                QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
            parser.reference(f.pointerTo("spine"), n.managementSpine,
                QT_TRANSLATE_NOOP("scalescope-core", "unknown switch \"%1\""), hasSwitch);
            f.rejectUnknownKeys();
        }
        net.rejectUnknownKeys();
    }
}

} // namespace

void Catalog::mergeFile(const std::string& path)
{
    merge(parseJsonDocument(readTextFile(path), path), path);
}

void Catalog::merge(const nlohmann::json& document, const std::string& origin)
{
    Catalog result = *this;
    Problems problems;
    CatalogParser parser(result, problems);
    JsonFields top(document, "", problems);
    if (top.isObject()) {
        if (top.string("format", kOptional).value_or("scalescope-catalog") != "scalescope-catalog")
            problems.add("/format", localized(QT_TRANSLATE_NOOP("scalescope-core", "expected \"scalescope-catalog\"")));
        top.integer("version", 1, 1, kOptional);
        const auto with = [&](auto parse) { return [&, parse](JsonFields& f, auto& s) { parse(f, s, parser); }; };
        parser.section(top, "nvlink", result.m_nvlinks, parseNvlink);
        parser.section(top, "gpus", result.m_gpus, with(parseGpu));
        parser.section(top, "cpus", result.m_cpus, parseCpu);
        parser.section(top, "nics", result.m_nics, with(parseNic));
        parser.section(top, "pcie", result.m_pcie, parsePcie);
        parser.section(top, "switches", result.m_switches, with(parseSwitch));
        parser.section(top, "storage", result.m_storage, parseStorage);
        parseNetworks(top, result.m_networks, parser);
        parser.section(top, "systems", result.m_systems, with(parseSystem));
        parser.section(top, "models", result.m_models, readModelSpec);
        parser.section(top, "cabling", result.m_cabling, readCablingSpec);
        const auto priced = [&](auto read) {
            return [&, read](JsonFields& f, auto& spec) {
                read(f, spec);
                parser.reference(f.pointerTo("id"), spec.id,
                    QT_TRANSLATE_NOOP("scalescope-core", "unknown catalog item \"%1\""), isBomItem);
            };
        };
        parser.section(top, "prices", result.m_prices, priced(readPriceSpec));
        parser.section(top, "power", result.m_power, priced(readPowerSpec));
        top.rejectUnknownKeys();
        parser.checkReferences();
    }
    problems.throwIfAny(origin);
    *this = std::move(result);
}

} // namespace scalescope
