// The <cpu> elements and the <pci> tree under each: PCIe switches, the GPUs, NICs and NVSwitches
// they hold, and the rate of every PCIe link.
#include "io/import/NcclTopoReader.h"
#include "model/Localized.h"

#include <charconv>

namespace scalescope {

using namespace nccl;

void NcclTopoReader::readCpu(const pugi::xml_node& element)
{
    const auto numaId = whole(element, "numaid", -1, 65535);
    if (!numaId)
        fail(element, localized(QT_TRANSLATE_NOOP("scalescope-core", "<cpu> needs numaid (its NUMA node)")));
    const std::string key = *numaId < 0 ? "cpu-unknown" : "cpu" + std::to_string(*numaId);
    std::string cpu = m_builder.nodeName() + "/" + key;
    if (!m_builder.hasDevice(cpu)) {
        NodeSpec spec;
        spec.name = key;
        spec.kind = NodeKind::Cpu;
        spec.model = cpuModel(element);
        cpu = m_builder.addDevice(std::move(spec));
        m_cpus.push_back(cpu);
    }
    for (const pugi::xml_node child : elements(element)) {
        const std::string_view name = child.name();
        if (name == "pci")
            readPciTree(child, cpu, cpu);
        else if (name == "nic")
            readNic(child, pugi::xml_node(), cpu, PcieRate {});
        else
            m_findings.ignoredElements.insert(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> in <cpu>"), { printableAscii(name) }));
    }
}

std::string NcclTopoReader::cpuModel(const pugi::xml_node& element) const
{
    const std::string vendor = element.attribute("vendor").value();
    const std::string arch = element.attribute("arch").value();
    const auto family = whole(element, "familyid", 0, 1'000'000);
    const auto model = whole(element, "modelid", 0, 1'000'000);
    std::string text = vendor.empty() ? arch : vendor;
    if (family)
        text += " family " + std::to_string(*family);
    if (model)
        text += " model " + std::to_string(*model);
    text = printableAscii(trimmed(text));
    return text.empty() ? "CPU" : text;
}

NcclTopoReader::PcieRate NcclTopoReader::pcieRate(const pugi::xml_node& element, const PcieRate& inherited)
{
    PcieRate rate;
    const std::string speed(trimmed(element.attribute("link_speed").value()));
    if (!speed.empty() && !speed.starts_with("Unknown")) {
        double gigatransfers = 0;
        const auto [end, ec] = std::from_chars(speed.data(), speed.data() + speed.size(), gigatransfers);
        const std::string_view rest = trimmed(std::string_view(end, speed.data() + speed.size() - end));
        if (ec != std::errc() || end == speed.data() || !rest.starts_with("GT/s"))
            fail(element,
                localized(QT_TRANSLATE_NOOP("scalescope-core",
                              "<pci> link_speed: expected a PCIe rate such as \"16.0 GT/s PCIe\", found \"%1\""),
                    { speed }));
        rate.laneBytesPerSec = pcieLaneBytesPerSec(m_catalog, gigatransfers);
        if (!rate.laneBytesPerSec)
            fail(element,
                localized(QT_TRANSLATE_NOOP("scalescope-core",
                              "<pci> link_speed: %1 is not a PCIe rate (2.5, 5, 8, 16, 32 or 64 GT/s)"),
                    { speed }));
        rate.gigatransfersPerSec = gigatransfers;
    }
    if (!rate.laneBytesPerSec) {
        ++m_findings.pcieSpeedsAssumed;
        rate = inherited;
    }
    return rate;
}

nccl::BusId NcclTopoReader::pciBusId(const pugi::xml_node& element) const
{
    const pugi::xml_attribute busIdText = element.attribute("busid");
    if (!busIdText)
        fail(element, localized(QT_TRANSLATE_NOOP("scalescope-core", "<pci> needs busid (\"0000:07:00.0\")")));
    const auto busId = parseBusId(trimmed(busIdText.value()));
    if (!busId)
        fail(element,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "<pci> busid: expected domain:bus:device.function such as \"0000:07:00.0\", found \"%1\""),
                { busIdText.value() }));
    return *busId;
}

NcclTopoReader::PciChildren NcclTopoReader::pciChildren(const pugi::xml_node& element)
{
    PciChildren out;
    for (const pugi::xml_node child : elements(element)) {
        const std::string_view name = child.name();
        if (name == "gpu" && !out.gpu)
            out.gpu = child;
        else if (name == "nic" && !out.nic)
            out.nic = child;
        else if (name == "pci")
            out.pcis.push_back(child);
        else
            m_findings.ignoredElements.insert(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> in <pci>"), { printableAscii(name) }));
    }
    return out;
}

// Depth first, in the file's order, without recursion: a deep file cannot exhaust the stack.
void NcclTopoReader::readPciTree(const pugi::xml_node& top, const std::string& parent, const std::string& cpu)
{
    struct Pending {
        pugi::xml_node element;
        std::string parent;
        PcieRate inherited;
        int depth;
    };
    std::vector<Pending> stack { { top, parent, PcieRate {}, 1 } };
    while (!stack.empty()) {
        Pending item = std::move(stack.back());
        stack.pop_back();
        const pugi::xml_node& element = item.element;
        if (item.depth > kMaxPciDepth)
            fail(element,
                localized(QT_TRANSLATE_NOOP(
                              "scalescope-core", "<pci> nested deeper than %1 levels; expected NCCL's PCIe tree"),
                    { std::to_string(kMaxPciDepth) }));
        const BusId busId = pciBusId(element);
        const std::uint32_t pciClass = static_cast<std::uint32_t>(hex(element, "class", 6).value_or(0));
        const PcieRate rate = pcieRate(element, item.inherited);
        const PciChildren children = pciChildren(element);
        const PciDeviceKind kind = pciDeviceKind(pciClass);
        if (children.gpu || kind == PciDeviceKind::Gpu) {
            readGpu(element, children.gpu, busId, item.parent, cpu, rate);
        } else if (children.nic || kind == PciDeviceKind::InfinibandNic || kind == PciDeviceKind::EthernetNic
            || kind == PciDeviceKind::OtherNic) {
            readNic(children.nic, element, item.parent, rate);
        } else if (kind == PciDeviceKind::NvSwitch) {
            addVisibleNvSwitch(element, busId, item.parent, rate);
        } else if (!children.pcis.empty()) {
            const std::string name = addPcieSwitch(element, busId, item.parent, rate);
            for (auto child = children.pcis.rbegin(); child != children.pcis.rend(); ++child)
                stack.push_back(Pending { *child, name, rate, item.depth + 1 });
            continue;
        } else {
            const std::string className = element.attribute("class").value();
            m_findings.ignoredClasses.insert(className.empty()
                    ? localized(QT_TRANSLATE_NOOP("scalescope-core", "(none)"))
                    : printableAscii(className));
            continue;
        }
        if (!children.pcis.empty())
            m_findings.ignoredElements.insert(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "<pci> under a GPU, NIC or NVSwitch")));
    }
}

// A bridge with devices under it, as a PCIe switch of its link's generation.
std::string NcclTopoReader::addPcieSwitch(
    const pugi::xml_node& element, const BusId& busId, const std::string& parent, const PcieRate& rate)
{
    NodeSpec spec;
    spec.name = freeName("pcie", static_cast<long long>(m_pcieSwitches));
    ++m_pcieSwitches;
    spec.kind = NodeKind::PcieSwitch;
    const std::string generation = pcieGenerationId(rate.gigatransfersPerSec);
    spec.model = generation == "gen4" ? "PCIe-Gen4-Switch" : generation == "gen5" ? "PCIe-Gen5-Switch" : "PCIe bridge";
    setPci(spec, busId);
    const std::string name = m_builder.addDevice(std::move(spec));
    addPcieLink(element, name, parent, rate);
    return name;
}

void NcclTopoReader::addVisibleNvSwitch(
    const pugi::xml_node& pci, const BusId& busId, const std::string& parent, const PcieRate& rate)
{
    NodeSpec spec;
    spec.kind = NodeKind::NvSwitch;
    spec.name = freeName("nvswitch", static_cast<long long>(m_nvswitches.size()));
    setPci(spec, busId);
    const std::string name = m_builder.addDevice(std::move(spec));
    m_nvswitches.emplace(lowercase(trimmed(pci.attribute("busid").value())), name);
    addPcieLink(pci, name, parent, rate);
}

} // namespace scalescope
