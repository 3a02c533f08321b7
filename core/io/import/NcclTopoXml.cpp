#include "io/import/NcclTopoXml.h"

#include "io/import/HardwareIds.h"
#include "io/import/ImportBuilder.h"
#include "io/import/NcclValues.h"
#include "model/InputError.h"

#include <pugixml.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cmath>
#include <map>
#include <set>
#include <vector>

namespace scalescope {
namespace {

using namespace nccl;

// NCCL's dumps nest a handful of PCIe levels; far deeper nesting is not a topology.
constexpr int kMaxPciDepth = 64;
constexpr long long kMaxNetSpeedMbps = 1'000'000'000; // 1 Pb/s
constexpr int kMaxLinkCount = 256; // NVLinks in one bundle, C2C links
constexpr int kMaxNicPorts = 64;
// The bus id NCCL gives NVLink targets it cannot see (NVSwitches outside a virtual machine).
constexpr const char* kHiddenNvlinkTarget = "fffffff:ffff:ff";

struct PcieRate {
    std::optional<BytesPerSec> laneBytesPerSec; // nothing when the file does not say
    double gigatransfersPerSec = 0;
};

struct GpuRecord {
    std::string name;
    std::string busId; // lowercase, as nvlink targets name it
    std::string cpu;
    std::optional<NvlinkGeneration> generation;
    pugi::xml_node element; // the <gpu>, or nothing for a GPU known only by its PCI class
};

struct NvlinkRecord {
    std::size_t gpu;
    std::string target;
    int count;
    pugi::xml_node element;
};

class NcclTopoReader {
public:
    NcclTopoReader(std::string_view text, const std::string& origin)
        : m_text(text)
        , m_origin(origin)
        , m_catalog(Catalog::builtIn())
        , m_builder(nodeNameFromOrigin(origin), origin)
    {
    }

    ImportedDesign read()
    {
        pugi::xml_document document;
        const pugi::xml_parse_result parsed = document.load_buffer(m_text.data(), m_text.size(), pugi::parse_default);
        if (!parsed)
            failAt(static_cast<std::size_t>(std::max<std::ptrdiff_t>(parsed.offset, 0)),
                std::string("not well-formed XML: ") + parsed.description());
        const pugi::xml_node system = document.document_element();
        checkRoot(system);
        if (const auto host = system.attribute("hostname"); isImportableName(host.value()))
            m_builder = NodeDesignBuilder(host.value(), m_origin);
        for (const pugi::xml_node child : elements(system)) {
            if (std::string_view(child.name()) == "cpu")
                readCpu(child);
            else
                m_ignoredElements.insert("<" + printableText(child.name()) + "> in <system>");
        }
        if (m_cpus.empty())
            fail(system, "a <system> with no <cpu>: expected NCCL's topology of at least one CPU");
        addNvlinks();
        addC2cLinks();
        finishPorts();
        Design design = m_builder.take();
        design.catalog = m_catalogExtension; // NIC models the built-in catalog lacks
        return ImportedDesign { std::move(design), notes() };
    }

private:
    // --- errors and attributes -----------------------------------------------------------

    [[noreturn]] void failAt(std::size_t offset, const std::string& message) const
    {
        const auto [line, column] = lineAndColumnAt(m_text, offset);
        throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
    }

    [[noreturn]] void fail(const pugi::xml_node& element, const std::string& message) const
    {
        failAt(static_cast<std::size_t>(std::max<std::ptrdiff_t>(element.offset_debug(), 0)), message);
    }

    static std::vector<pugi::xml_node> elements(const pugi::xml_node& parent)
    {
        std::vector<pugi::xml_node> out;
        for (const pugi::xml_node child : parent.children())
            if (child.type() == pugi::node_element)
                out.push_back(child);
        return out;
    }

    std::string describe(const pugi::xml_node& element, const char* attribute) const
    {
        return std::string("<") + element.name() + "> " + attribute;
    }

    std::optional<long long> whole(const pugi::xml_node& element, const char* attribute, long long min, long long max,
        const char* unit = nullptr) const
    {
        const pugi::xml_attribute value = element.attribute(attribute);
        if (!value)
            return std::nullopt;
        const auto parsed = parseWhole(value.value(), min, max);
        if (!parsed)
            fail(element,
                describe(element, attribute) + ": expected a whole number from " + std::to_string(min) + " to "
                    + std::to_string(max) + (unit ? std::string(" (") + unit + ")" : std::string()) + ", found \""
                    + value.value() + "\"");
        return parsed;
    }

    std::optional<std::uint64_t> hex(const pugi::xml_node& element, const char* attribute, int maxDigits) const
    {
        const pugi::xml_attribute value = element.attribute(attribute);
        if (!value || trimmed(value.value()).empty())
            return std::nullopt;
        const auto parsed = parseHex(value.value(), maxDigits);
        if (!parsed)
            fail(element,
                describe(element, attribute) + ": expected a hexadecimal number of at most " + std::to_string(maxDigits)
                    + " digits, found \"" + value.value() + "\"");
        return parsed;
    }

    void checkRoot(const pugi::xml_node& root) const
    {
        const std::string_view name = root.name();
        if (name == "system")
            return;
        if (name == "graphs" || name == "graph")
            fail(root,
                "this is NCCL graph XML (what NCCL_GRAPH_DUMP_FILE writes: the channels NCCL chose), not its topology; "
                "expected the topology dump (NCCL_TOPO_DUMP_FILE), whose root element is <system>");
        fail(root,
            "expected NCCL topology XML (what NCCL_TOPO_DUMP_FILE writes), whose root element is <system>; found <"
                + printableText(name) + ">");
    }

    // --- devices -------------------------------------------------------------------------

    std::string freeName(const std::string& stem, std::optional<long long> preferred = std::nullopt)
    {
        if (preferred) {
            const std::string name = stem + std::to_string(*preferred);
            if (!m_builder.hasDevice(m_builder.nodeName() + "/" + name))
                return name;
        }
        for (int index = 0;; ++index) {
            const std::string name = stem + std::to_string(index);
            if (!m_builder.hasDevice(m_builder.nodeName() + "/" + name))
                return name;
        }
    }

    void setPci(NodeSpec& spec, const std::optional<BusId>& busId)
    {
        if (!busId)
            return;
        if (busId->domain != 0) {
            ++m_devicesOutsideDomain0;
            return;
        }
        spec.pci = busId->bdf();
    }

    void readCpu(const pugi::xml_node& element)
    {
        const auto numaId = whole(element, "numaid", -1, 65535);
        if (!numaId)
            fail(element, "<cpu> needs numaid (its NUMA node)");
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
                m_ignoredElements.insert("<" + printableText(name) + "> in <cpu>");
        }
    }

    std::string cpuModel(const pugi::xml_node& element) const
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
        text = printableText(trimmed(text));
        return text.empty() ? "CPU" : text;
    }

    PcieRate pcieRate(const pugi::xml_node& element, const PcieRate& inherited)
    {
        PcieRate rate;
        const std::string speed(trimmed(element.attribute("link_speed").value()));
        if (!speed.empty() && !speed.starts_with("Unknown")) {
            double gigatransfers = 0;
            const auto [end, ec] = std::from_chars(speed.data(), speed.data() + speed.size(), gigatransfers);
            const std::string_view rest = trimmed(std::string_view(end, speed.data() + speed.size() - end));
            if (ec != std::errc() || end == speed.data() || !rest.starts_with("GT/s"))
                fail(element,
                    "<pci> link_speed: expected a PCIe rate such as \"16.0 GT/s PCIe\", found \"" + speed + "\"");
            rate.laneBytesPerSec = pcieLaneBytesPerSec(m_catalog, gigatransfers);
            if (!rate.laneBytesPerSec)
                fail(element, "<pci> link_speed: " + speed + " is not a PCIe rate (2.5, 5, 8, 16, 32 or 64 GT/s)");
            rate.gigatransfersPerSec = gigatransfers;
        }
        if (!rate.laneBytesPerSec) {
            ++m_pcieSpeedsAssumed;
            rate = inherited;
        }
        return rate;
    }

    void setPlace(const pugi::xml_node& element)
    {
        const auto offset = static_cast<std::size_t>(std::max<std::ptrdiff_t>(element.offset_debug(), 0));
        const auto [line, column] = lineAndColumnAt(m_text, offset);
        m_builder.setPlace(line, column);
    }

    // Joins a device to its parent over PCIe at the element's own link speed and width.
    void addPcieLink(
        const pugi::xml_node& element, const std::string& device, const std::string& parent, const PcieRate& rate)
    {
        if (element)
            setPlace(element);
        int width = element ? static_cast<int>(whole(element, "link_width", 0, 32).value_or(0)) : 0;
        // The widths PCIe links train to (Linux's current_link_width); 0 when unknown.
        if (width != 0 && width != 1 && width != 2 && width != 4 && width != 8 && width != 12 && width != 16
            && width != 32)
            fail(element,
                "<pci> link_width: " + std::to_string(width) + " is not a PCIe link width (1, 2, 4, 8, 12, 16 or 32)");
        if (width == 0) {
            ++m_pcieWidthsAssumed;
            width = 16;
        }
        BytesPerSec lane = rate.laneBytesPerSec.value_or(0);
        if (lane <= 0) {
            ++m_pcieRatesUnknown;
            lane = *pcieLaneBytesPerSec(m_catalog, 16);
        }
        m_builder.link(device, parent, LinkTier::Pcie, lane * width, width);
    }

    void readPciTree(const pugi::xml_node& top, const std::string& parent, const std::string& cpu)
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
                    "<pci> nested deeper than " + std::to_string(kMaxPciDepth) + " levels; expected NCCL's PCIe tree");
            const pugi::xml_attribute busIdText = element.attribute("busid");
            if (!busIdText)
                fail(element, "<pci> needs busid (\"0000:07:00.0\")");
            const auto busId = parseBusId(trimmed(busIdText.value()));
            if (!busId)
                fail(element,
                    std::string("<pci> busid: expected domain:bus:device.function such as \"0000:07:00.0\", found \"")
                        + busIdText.value() + "\"");
            const std::uint32_t pciClass = static_cast<std::uint32_t>(hex(element, "class", 6).value_or(0));
            const PcieRate rate = pcieRate(element, item.inherited);
            pugi::xml_node gpu, nic;
            std::vector<pugi::xml_node> children;
            for (const pugi::xml_node child : elements(element)) {
                const std::string_view name = child.name();
                if (name == "gpu" && !gpu)
                    gpu = child;
                else if (name == "nic" && !nic)
                    nic = child;
                else if (name == "pci")
                    children.push_back(child);
                else
                    m_ignoredElements.insert("<" + printableText(name) + "> in <pci>");
            }
            const PciDeviceKind kind = pciDeviceKind(pciClass);
            if (gpu || kind == PciDeviceKind::Gpu) {
                readGpu(element, gpu, *busId, item.parent, cpu, rate);
            } else if (nic || kind == PciDeviceKind::InfinibandNic || kind == PciDeviceKind::EthernetNic
                || kind == PciDeviceKind::OtherNic) {
                readNic(nic, element, item.parent, rate);
            } else if (kind == PciDeviceKind::NvSwitch) {
                addVisibleNvSwitch(element, *busId, item.parent, rate);
            } else if (!children.empty()) {
                NodeSpec spec;
                spec.name = freeName("pcie", static_cast<long long>(m_pcieSwitches));
                ++m_pcieSwitches;
                spec.kind = NodeKind::PcieSwitch;
                const std::string generation = pcieGenerationId(rate.gigatransfersPerSec);
                spec.model = generation == "gen4" ? "PCIe-Gen4-Switch"
                    : generation == "gen5"        ? "PCIe-Gen5-Switch"
                                                  : "PCIe bridge";
                setPci(spec, busId);
                const std::string name = m_builder.addDevice(std::move(spec));
                addPcieLink(element, name, item.parent, rate);
                for (auto child = children.rbegin(); child != children.rend(); ++child)
                    stack.push_back(Pending { *child, name, rate, item.depth + 1 });
                continue;
            } else {
                const std::string className = element.attribute("class").value();
                m_ignoredClasses.insert(className.empty() ? std::string("(none)") : printableText(className));
                continue;
            }
            if (!children.empty())
                m_ignoredElements.insert("<pci> under a GPU, NIC or NVSwitch");
        }
    }

    void readGpu(const pugi::xml_node& pci, const pugi::xml_node& gpu, const BusId& busId, const std::string& parent,
        const std::string& cpu, const PcieRate& rate)
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
            ++m_gpusFromClass;
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

    void readNic(const pugi::xml_node& nic, const pugi::xml_node& pci, const std::string& parent, const PcieRate& rate)
    {
        std::vector<pugi::xml_node> nets;
        if (nic)
            for (const pugi::xml_node child : elements(nic)) {
                if (std::string_view(child.name()) == "net")
                    nets.push_back(child);
                else
                    m_ignoredElements.insert("<" + printableText(child.name()) + "> in <nic>");
            }
        if (nets.size() > kMaxNicPorts)
            fail(nic,
                "<nic> with " + std::to_string(nets.size()) + " <net> ports; expected at most "
                    + std::to_string(kMaxNicPorts));
        std::optional<long long> speedMbps;
        bool speedsDiffer = false;
        std::uint64_t printedGuid = 0;
        std::string firstNetName;
        for (const pugi::xml_node& net : nets) {
            whole(net, "dev", 0, 65535);
            whole(net, "port", 0, 255);
            whole(net, "maxconn", 0, 1'000'000'000);
            whole(net, "gdr", 0, 1);
            if (const pugi::xml_attribute latency = net.attribute("latency")) {
                const std::string_view text = trimmed(latency.value());
                double value = 0;
                const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
                if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0)
                    fail(net,
                        std::string("<net> latency: expected a number of microseconds, found \"") + latency.value()
                            + "\"");
            }
            if (const auto speed = whole(net, "speed", 0, kMaxNetSpeedMbps, "Mb/s"); speed && *speed > 0) {
                speedsDiffer = speedsDiffer || (speedMbps && *speedMbps != *speed);
                speedMbps = std::max(speedMbps.value_or(0), *speed);
            }
            if (const auto guid = hex(net, "guid", 16); guid && *guid != 0 && printedGuid == 0)
                printedGuid = *guid;
            if (firstNetName.empty())
                firstNetName = net.attribute("name").value();
        }
        const int ports = std::max<int>(1, static_cast<int>(nets.size()));
        NodeSpec spec;
        spec.kind = NodeKind::Nic;
        spec.ports = ports;
        spec.name = isImportableName(firstNetName) && !looksGenerated(firstNetName)
                && !m_builder.hasDevice(m_builder.nodeName() + "/" + firstNetName)
            ? firstNetName
            : freeName("nic");
        const std::uint32_t pciClass = pci ? static_cast<std::uint32_t>(hex(pci, "class", 6).value_or(0)) : 0;
        const PciDeviceKind kind = pciDeviceKind(pciClass);
        spec.network = kind == PciDeviceKind::InfinibandNic ? Network::Compute : Network::None;
        std::optional<std::string> family;
        if (pci) {
            const auto vendor = hex(pci, "vendor", 4);
            const auto device = hex(pci, "device", 4);
            if (device && (!vendor || *vendor == kMellanoxPciVendor))
                family = nicFamilyForPciDevice(static_cast<std::uint16_t>(*device));
            setPci(spec, parseBusId(trimmed(pci.attribute("busid").value())));
        }
        if (!family)
            family = kind == PciDeviceKind::InfinibandNic ? "InfiniBand NIC"
                : kind == PciDeviceKind::EthernetNic      ? "Ethernet NIC"
                                                          : "NIC";
        std::optional<BytesPerSec> portRate;
        if (speedMbps)
            portRate = bytesPerSecFromGbps(static_cast<double>(*speedMbps) / 1000.0);
        spec.model = nicModel(*family, ports, portRate);
        if (speedsDiffer)
            m_nicsWithMixedSpeeds.push_back(spec.name);
        if (printedGuid != 0) {
            const std::uint64_t guid = guidFromNcclNetGuid(printedGuid);
            if (m_guids.insert(guid).second)
                spec.guid = guid;
            else
                m_duplicateGuids.push_back(spec.name);
        }
        if (!nic)
            ++m_nicsFromClass;
        const std::string name = m_builder.addDevice(std::move(spec));
        if (!pci)
            ++m_nicsWithoutPci;
        addPcieLink(pci, name, parent, rate);
    }

    // The catalog's model when the family at this port count and rate is in it; else a model
    // of the design's own catalog that keeps the rate NCCL reports; else the family as text.
    std::string nicModel(const std::string& family, int ports, std::optional<BytesPerSec> portRate)
    {
        const std::string catalogId = ports == 1 ? family : family + "-" + std::to_string(ports) + "P";
        if (const NicSpec* known = m_catalog.nic(catalogId);
            known && (!portRate || known->portBytesPerSec == *portRate))
            return catalogId;
        if (!portRate)
            return family;
        // The rate as NCCL gave it, in Gb/s with at most three decimals (NCCL's unit is Mb/s).
        char gigabits[32];
        std::snprintf(gigabits, sizeof gigabits, "%.3f", gbpsFromBytesPerSec(*portRate));
        std::string number = gigabits;
        number.erase(number.find_last_not_of('0') + 1);
        if (number.back() == '.')
            number.pop_back();
        const std::string rateText = number + " Gb/s";
        const std::string id = family + "-" + number + "G" + (ports > 1 ? "-" + std::to_string(ports) + "P" : "");
        if (m_localNicModels.insert(id).second) {
            nlohmann::json entry { { "id", id },
                { "name", family + " at " + rateText + " per port, as NCCL reported it" }, { "ports", ports },
                { "port_rate", rateText } };
            if (m_catalogExtension.is_null())
                m_catalogExtension = nlohmann::json { { "format", "scalescope-catalog" }, { "version", 1 },
                    { "nics", nlohmann::json::array() } };
            m_catalogExtension["nics"].push_back(std::move(entry));
        }
        return id;
    }

    void addVisibleNvSwitch(
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

    std::string shortName(const std::string& fullName) const
    {
        return fullName.substr(m_builder.nodeName().size() + 1);
    }

    // --- NVLink and C2C ------------------------------------------------------------------

    void addNvlinks()
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
                    m_ignoredElements.insert("<" + printableText(childName) + "> in <gpu>");
                    continue;
                }
                const auto count = whole(child, "count", 1, kMaxLinkCount);
                if (!count)
                    fail(child, "<nvlink> needs count (the links to its target)");
                const std::string target = lowercase(trimmed(child.attribute("target").value()));
                if (target.empty())
                    fail(child, "<nvlink> needs target (the bus id of the device at its other end)");
                const std::uint32_t targetClass = static_cast<std::uint32_t>(hex(child, "tclass", 6).value_or(0));
                const auto peer = gpuByBusId.find(target);
                if (target == m_gpus[g].busId) {
                    m_selfLinks.push_back(shortName(m_gpus[g].name));
                } else if (pciDeviceKind(targetClass) == PciDeviceKind::NvSwitch || m_nvswitches.count(target)) {
                    toSwitches.push_back(NvlinkRecord { g, target, static_cast<int>(*count), child });
                } else if (peer != gpuByBusId.end()) {
                    const auto key = std::minmax(g, peer->second);
                    const auto [it, fresh] = gpuPairs.emplace(std::pair { key.first, key.second },
                        NvlinkRecord { g, peer->first, static_cast<int>(*count), child });
                    if (!fresh && it->second.count != *count)
                        m_asymmetricPairs.push_back(
                            shortName(m_gpus[key.first].name) + " and " + shortName(m_gpus[key.second].name));
                } else if (targetClass == 0x068001) { // NCCL's class for a CPU at the other end (POWER9)
                    toCpus.push_back(NvlinkRecord { g, target, static_cast<int>(*count), child });
                } else {
                    m_unknownTargets.insert(printableText(target));
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

    void inferNvSwitches(const std::vector<NvlinkRecord>& links)
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
            ++m_inferredNvSwitches;
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

    void addNvlink(const NvlinkRecord& link, const GpuRecord& gpu, const std::string& other)
    {
        const int count = link.count;
        setPlace(link.element);
        NvlinkGeneration generation = gpu.generation.value_or(nvlinkGenerationAssumed(m_catalog));
        if (!gpu.generation)
            m_gpusWithAssumedNvlink.insert(shortName(gpu.name));
        m_builder.link(gpu.name, other, LinkTier::NvLink, generation.linkBytesPerSec * count, count);
        m_nvlinkGenerations.insert(generation.name);
    }

    void addC2cLinks()
    {
        for (const GpuRecord& gpu : m_gpus) {
            if (!gpu.element)
                continue;
            for (const pugi::xml_node c2c : gpu.element.children("c2c")) {
                const auto count = whole(c2c, "count", 1, kMaxLinkCount);
                const auto megabytesPerSec = whole(c2c, "bw", 1, 100'000'000, "MB/s per link");
                if (!count || !megabytesPerSec)
                    fail(c2c, "<c2c> needs bw (MB/s per link) and count");
                // NCCL reads bw as MB/s per link (it divides bw x count by 1000 to get GB/s).
                const BytesPerSec rate = static_cast<double>(*megabytesPerSec) * 1e6 * static_cast<double>(*count);
                if (!isLinkRateInRange(rate))
                    fail(c2c, "<c2c> bw x count is " + formatRateBytes(rate) + "; a link carries at most 1 PB/s");
                setPlace(c2c);
                m_builder.link(gpu.name, gpu.cpu, LinkTier::NvLinkC2C, rate, static_cast<int>(*count));
                NodeSpec& cpu = m_builder.device(gpu.cpu);
                if (m_catalog.cpu("Grace") && cpu.model != "Grace") {
                    cpu.model = "Grace";
                    m_graceCpus.push_back(shortName(cpu.name));
                }
            }
        }
    }

    void finishPorts()
    {
        for (const GpuRecord& gpu : m_gpus) {
            const int perGeneration = gpu.generation ? gpu.generation->linksPerGpu : 0;
            m_builder.device(gpu.name).ports = std::max(perGeneration, m_builder.portsUsed(gpu.name, LinkTier::NvLink));
        }
        for (const auto& [target, name] : m_nvswitches) {
            NodeSpec& sw = m_builder.device(name);
            const SwitchSpec* known = m_catalog.switchSpec(sw.model);
            sw.ports = std::max(known ? known->ports : 0, m_builder.portsUsed(name, LinkTier::NvLink));
        }
    }

    // --- notes ---------------------------------------------------------------------------

    std::vector<std::string> notes()
    {
        std::vector<std::string> out;
        auto count = [](std::size_t n, const char* one, const char* many) {
            return std::to_string(n) + " " + (n == 1 ? one : many);
        };
        if (m_inferredNvSwitches > 0)
            out.push_back(count(m_inferredNvSwitches, "NVSwitch was", "NVSwitches were")
                + " inferred, one per distinct NVLink target of class 0x068000: NCCL does not list NVSwitches, only "
                  "the bus ids its GPUs' NVLinks reach");
        if (m_nvswitches.count(kHiddenNvlinkTarget))
            out.push_back(
                "NVLink target fffffff:ffff:ff is NCCL's name for NVSwitches a virtual machine cannot see: one "
                "NVSwitch stands for all of them");
        if (m_gpusFromClass > 0)
            out.push_back(count(m_gpusFromClass, "GPU is", "GPUs are")
                + " known only by PCI class (no <gpu> element): model and NVLinks unknown");
        if (m_nicsFromClass > 0)
            out.push_back(count(m_nicsFromClass, "NIC is", "NICs are")
                + " known only by PCI class (no <nic> element): rate and GUID unknown");
        if (!m_ignoredClasses.empty())
            out.push_back("PCI devices of class " + joinForPeople({ m_ignoredClasses.begin(), m_ignoredClasses.end() })
                + " are neither GPU, NIC, NVSwitch nor a bridge with devices under it; left out");
        if (m_gpusWithAssumedNvlink.size() > 0)
            out.push_back(joinForPeople({ m_gpusWithAssumedNvlink.begin(), m_gpusWithAssumedNvlink.end() })
                + ": GPU model unknown, NVLinks taken at 25 GB/s per link and direction (NVLink 2 to 4)");
        if (!m_selfLinks.empty())
            out.push_back(joinForPeople(m_selfLinks) + ": an NVLink to its own bus id, left out");
        if (!m_asymmetricPairs.empty())
            out.push_back("NVLink counts differ between the two ends of " + joinForPeople(m_asymmetricPairs)
                + "; the first end's count is kept");
        if (!m_unknownTargets.empty())
            out.push_back("NVLinks to " + joinForPeople({ m_unknownTargets.begin(), m_unknownTargets.end() })
                + " reach no device of the file; left out");
        if (m_pcieSpeedsAssumed > 0)
            out.push_back(count(m_pcieSpeedsAssumed, "PCIe link gives", "PCIe links give")
                + " no speed: taken at the speed of the nearest link above that gives one"
                + (m_pcieRatesUnknown > 0 ? ", or Gen4 when none does (" + std::to_string(m_pcieRatesUnknown) + ")"
                                          : std::string()));
        if (m_pcieWidthsAssumed > 0)
            out.push_back(count(m_pcieWidthsAssumed, "PCIe link gives", "PCIe links give")
                + " no width (0 or none): taken as x16");
        if (m_nicsWithoutPci > 0)
            out.push_back(count(m_nicsWithoutPci, "NIC sits", "NICs sit")
                + " directly under a CPU with no PCI device; joined to it as Gen4 x16");
        if (!m_nicsWithMixedSpeeds.empty())
            out.push_back(
                joinForPeople(m_nicsWithMixedSpeeds) + ": ports of different speeds; the model takes the fastest");
        if (!m_duplicateGuids.empty())
            out.push_back(
                joinForPeople(m_duplicateGuids) + ": the same GUID as an earlier NIC; kept on the first only");
        if (m_devicesOutsideDomain0 > 0)
            out.push_back(count(m_devicesOutsideDomain0, "device has a bus id", "devices have bus ids")
                + " outside PCI domain 0, which a design does not hold: not kept (the address plan numbers them as "
                  "devices without one)");
        if (!m_graceCpus.empty())
            out.push_back(joinForPeople(m_graceCpus) + ": NVLink-C2C to a GPU, so taken to be Grace");
        if (!m_nvlinkGenerations.empty())
            out.push_back("NVLink rates are those of "
                + joinForPeople({ m_nvlinkGenerations.begin(), m_nvlinkGenerations.end() })
                + ", from the GPUs' PCI device ids or compute capability");
        if (!m_guids.empty())
            out.push_back("NIC GUIDs are NCCL's byte-reversed system image GUIDs put back in order");
        if (!m_ignoredElements.empty())
            out.push_back("not read: " + joinForPeople({ m_ignoredElements.begin(), m_ignoredElements.end() }));
        return out;
    }

    std::string_view m_text;
    const std::string& m_origin;
    const Catalog& m_catalog;
    NodeDesignBuilder m_builder;
    std::vector<std::string> m_cpus;
    std::vector<GpuRecord> m_gpus;
    std::map<std::string, std::string> m_nvswitches; // target bus id -> device name
    std::set<std::uint64_t> m_guids;
    std::set<std::string> m_localNicModels;
    nlohmann::json m_catalogExtension;
    std::size_t m_pcieSwitches = 0, m_inferredNvSwitches = 0, m_gpusFromClass = 0, m_nicsFromClass = 0;
    std::size_t m_pcieSpeedsAssumed = 0, m_pcieWidthsAssumed = 0, m_pcieRatesUnknown = 0, m_nicsWithoutPci = 0;
    std::size_t m_devicesOutsideDomain0 = 0;
    std::set<std::string> m_ignoredElements, m_ignoredClasses, m_unknownTargets, m_gpusWithAssumedNvlink,
        m_nvlinkGenerations;
    std::vector<std::string> m_selfLinks, m_asymmetricPairs, m_nicsWithMixedSpeeds, m_duplicateGuids, m_graceCpus;
};

} // namespace

ImportedDesign readNcclTopoXml(std::string_view text, const std::string& origin)
{
    return NcclTopoReader(text, origin).read();
}

} // namespace scalescope
