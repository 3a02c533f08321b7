// The <gpu> elements, and after the whole tree is read (their targets may come later in the
// file) their <nvlink> and <c2c> children: NVLinks to GPUs, NVSwitches (inferred when NCCL only
// names their bus ids) and CPUs, NVLink-C2C to Grace.
#include "io/import/NcclTopoReader.h"
#include "model/Localized.h"

#include <algorithm>

namespace scalescope {

using namespace nccl;

void NcclTopoReader::readGpu(const pugi::xml_node& pci, const pugi::xml_node& gpu, const BusId& busId,
    const std::string& parent, const std::string& cpu, const PcieRate& rate)
{
    NodeSpec spec;
    spec.kind = NodeKind::Gpu;
    std::optional<long long> dev, sm;
    if (gpu) {
        dev = whole(gpu, "dev", 0, 65535);
        sm = whole(gpu, "sm", 0, 10000);
        whole(gpu, "rank", 0, 1'000'000'000);
        whole(gpu, "gdr", 0, 1);
    } else {
        ++m_findings.gpusFromClass;
    }
    spec.name = freeName("gpu", dev);
    const auto vendor = hex(pci, "vendor", 4);
    const auto device = hex(pci, "device", 4);
    std::optional<std::string> model;
    if (device && (!vendor || *vendor == kNvidiaPciVendor))
        model = gpuModelForPciDevice(static_cast<std::uint16_t>(*device));
    std::optional<NvlinkGeneration> generation;
    if (model)
        generation = nvlinkGenerationOfGpuModel(m_catalog, *model);
    if (!generation && sm)
        generation = nvlinkGenerationForSm(m_catalog, static_cast<int>(*sm));
    if (!model)
        model = sm ? "GPU sm " + std::to_string(*sm) : "GPU";
    spec.model = *model;
    setPci(spec, busId);
    const std::string name = m_builder.addDevice(std::move(spec));
    addPcieLink(pci, name, parent, rate);
    m_gpus.push_back(GpuRecord { name, lowercase(trimmed(pci.attribute("busid").value())), cpu, generation, gpu });
}

void NcclTopoReader::addNvlinks()
{
    std::vector<NvlinkRecord> toSwitches;
    std::map<std::pair<std::size_t, std::size_t>, NvlinkRecord> gpuPairs; // (lower, higher) -> the first end's
    std::vector<NvlinkRecord> toCpus;
    std::map<std::string, std::size_t> gpuByBusId;
    for (std::size_t g = 0; g < m_gpus.size(); ++g)
        gpuByBusId.emplace(m_gpus[g].busId, g);
    for (std::size_t g = 0; g < m_gpus.size(); ++g) {
        if (!m_gpus[g].element)
            continue;
        for (const pugi::xml_node child : elements(m_gpus[g].element)) {
            const std::string_view childName = child.name();
            if (childName == "c2c")
                continue;
            if (childName != "nvlink") {
                m_findings.ignoredElements.insert(
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> in <gpu>"), { printableAscii(childName) }));
                continue;
            }
            const auto count = whole(child, "count", 1, kMaxLinkCount);
            if (!count)
                fail(child,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "<nvlink> needs count (the links to its target)")));
            const std::string target = lowercase(trimmed(child.attribute("target").value()));
            if (target.empty())
                fail(child,
                    localized(QT_TRANSLATE_NOOP(
                        "scalescope-core", "<nvlink> needs target (the bus id of the device at its other end)")));
            const std::uint32_t targetClass = static_cast<std::uint32_t>(hex(child, "tclass", 6).value_or(0));
            const auto peer = gpuByBusId.find(target);
            if (target == m_gpus[g].busId) {
                m_findings.selfLinks.push_back(shortName(m_gpus[g].name));
            } else if (pciDeviceKind(targetClass) == PciDeviceKind::NvSwitch || m_nvswitches.count(target)) {
                toSwitches.push_back(NvlinkRecord { g, target, static_cast<int>(*count), child });
            } else if (peer != gpuByBusId.end()) {
                const auto key = std::minmax(g, peer->second);
                const auto [it, fresh] = gpuPairs.emplace(std::pair { key.first, key.second },
                    NvlinkRecord { g, peer->first, static_cast<int>(*count), child });
                if (!fresh && it->second.count != *count)
                    m_findings.asymmetricPairs.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 and %2"),
                        { shortName(m_gpus[key.first].name), shortName(m_gpus[key.second].name) }));
            } else if (targetClass == 0x068001) { // NCCL's class for a CPU at the other end (POWER9)
                toCpus.push_back(NvlinkRecord { g, target, static_cast<int>(*count), child });
            } else {
                m_findings.unknownTargets.insert(printableAscii(target));
            }
        }
    }
    inferNvSwitches(toSwitches);
    for (const NvlinkRecord& link : toSwitches)
        addNvlink(link, m_gpus[link.gpu], m_nvswitches.at(link.target));
    for (const auto& [pair, link] : gpuPairs)
        addNvlink(link, m_gpus[pair.first], m_gpus[pair.second].name);
    for (const NvlinkRecord& link : toCpus)
        addNvlink(link, m_gpus[link.gpu], m_gpus[link.gpu].cpu);
}

void NcclTopoReader::inferNvSwitches(const std::vector<NvlinkRecord>& links)
{
    std::set<std::string> targets;
    for (const NvlinkRecord& link : links)
        if (!m_nvswitches.count(link.target))
            targets.insert(link.target);
    for (const std::string& target : targets) {
        NodeSpec spec;
        spec.kind = NodeKind::NvSwitch;
        spec.name = freeName("nvswitch", static_cast<long long>(m_nvswitches.size()));
        setPci(spec, parseBusId(target));
        m_nvswitches.emplace(target, m_builder.addDevice(std::move(spec)));
        ++m_findings.inferredNvSwitches;
    }
    for (const NvlinkRecord& link : links) {
        NodeSpec& sw = m_builder.device(m_nvswitches.at(link.target));
        if (sw.model.empty() && m_gpus[link.gpu].generation && !m_gpus[link.gpu].generation->switchModel.empty())
            sw.model = m_gpus[link.gpu].generation->switchModel;
    }
    for (const auto& [target, name] : m_nvswitches)
        if (m_builder.device(name).model.empty())
            m_builder.device(name).model = "NVSwitch";
}

void NcclTopoReader::addNvlink(const NvlinkRecord& link, const GpuRecord& gpu, const std::string& other)
{
    const int count = link.count;
    setPlace(link.element);
    NvlinkGeneration generation = gpu.generation.value_or(nvlinkGenerationAssumed(m_catalog));
    if (!gpu.generation)
        m_findings.gpusWithAssumedNvlink.insert(shortName(gpu.name));
    m_builder.link(gpu.name, other, LinkTier::NvLink, generation.linkBytesPerSec * count, count);
    m_findings.nvlinkGenerations.insert(generation.name);
}

void NcclTopoReader::addC2cLinks()
{
    for (const GpuRecord& gpu : m_gpus) {
        if (!gpu.element)
            continue;
        for (const pugi::xml_node c2c : gpu.element.children("c2c")) {
            const auto count = whole(c2c, "count", 1, kMaxLinkCount);
            const auto megabytesPerSec
                = whole(c2c, "bw", 1, 100'000'000, QT_TRANSLATE_NOOP("scalescope-core", "MB/s per link"));
            if (!count || !megabytesPerSec)
                fail(c2c, localized(QT_TRANSLATE_NOOP("scalescope-core", "<c2c> needs bw (MB/s per link) and count")));
            // NCCL reads bw as MB/s per link (it divides bw x count by 1000 to get GB/s).
            const BytesPerSec rate = static_cast<double>(*megabytesPerSec) * 1e6 * static_cast<double>(*count);
            if (!isLinkRateInRange(rate))
                fail(c2c,
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "<c2c> bw x count is %1; a link carries at most 1 PB/s"),
                        { formatRateBytes(rate) }));
            setPlace(c2c);
            m_builder.link(gpu.name, gpu.cpu, LinkTier::NvLinkC2C, rate, static_cast<int>(*count));
            NodeSpec& cpu = m_builder.device(gpu.cpu);
            if (m_catalog.cpu("Grace") && cpu.model != "Grace") {
                cpu.model = "Grace";
                m_findings.graceCpus.push_back(shortName(cpu.name));
            }
        }
    }
}

} // namespace scalescope
