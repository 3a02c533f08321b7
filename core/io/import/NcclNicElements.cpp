// The <nic> elements: one NIC with a port per <net>, its model from its PCI ids and the rate
// NCCL gives (a model of the design's own catalog when the built-in one lacks that rate), and
// its GUID put back in order.
#include "io/import/NcclTopoReader.h"
#include "model/Localized.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace scalescope {

using namespace nccl;

NcclTopoReader::NetPorts NcclTopoReader::readNetPorts(const pugi::xml_node& nic)
{
    std::vector<pugi::xml_node> nets;
    if (nic)
        for (const pugi::xml_node child : elements(nic)) {
            if (std::string_view(child.name()) == "net")
                nets.push_back(child);
            else
                m_findings.ignoredElements.insert(
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> in <nic>"), { printableAscii(child.name()) }));
        }
    if (nets.size() > kMaxNicPorts)
        fail(nic,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "<nic> with %1 <net> ports; expected at most %2"),
                { std::to_string(nets.size()), std::to_string(kMaxNicPorts) }));
    NetPorts out;
    out.count = nets.size();
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
                    localized(QT_TRANSLATE_NOOP(
                                  "scalescope-core", "<net> latency: expected a number of microseconds, found \"%1\""),
                        { latency.value() }));
        }
        if (const auto speed = whole(net, "speed", 0, kMaxNetSpeedMbps, "Mb/s"); speed && *speed > 0) {
            out.speedsDiffer = out.speedsDiffer || (out.speedMbps && *out.speedMbps != *speed);
            out.speedMbps = std::max(out.speedMbps.value_or(0), *speed);
        }
        if (const auto guid = hex(net, "guid", 16); guid && *guid != 0 && out.printedGuid == 0)
            out.printedGuid = *guid;
        if (out.firstName.empty())
            out.firstName = net.attribute("name").value();
    }
    return out;
}

void NcclTopoReader::readNic(
    const pugi::xml_node& nic, const pugi::xml_node& pci, const std::string& parent, const PcieRate& rate)
{
    const NetPorts net = readNetPorts(nic);
    const int ports = std::max<int>(1, static_cast<int>(net.count));
    NodeSpec spec;
    spec.kind = NodeKind::Nic;
    spec.ports = ports;
    spec.name = isImportableName(net.firstName) && !looksGenerated(net.firstName)
            && !m_builder.hasDevice(m_builder.nodeName() + "/" + net.firstName)
        ? net.firstName
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
    if (net.speedMbps)
        portRate = bytesPerSecFromGbps(static_cast<double>(*net.speedMbps) / 1000.0);
    spec.model = nicModel(*family, ports, portRate);
    if (net.speedsDiffer)
        m_findings.nicsWithMixedSpeeds.push_back(spec.name);
    if (net.printedGuid != 0) {
        const std::uint64_t guid = guidFromNcclNetGuid(net.printedGuid);
        if (m_guids.insert(guid).second)
            spec.guid = guid;
        else
            m_findings.duplicateGuids.push_back(spec.name);
    }
    if (!nic)
        ++m_findings.nicsFromClass;
    const std::string name = m_builder.addDevice(std::move(spec));
    if (!pci)
        ++m_findings.nicsWithoutPci;
    addPcieLink(pci, name, parent, rate);
}

// The catalog's model when the family at this port count and rate is in it; else a model
// of the design's own catalog that keeps the rate NCCL reports; else the family as text.
std::string NcclTopoReader::nicModel(const std::string& family, int ports, std::optional<BytesPerSec> portRate)
{
    const std::string catalogId = ports == 1 ? family : family + "-" + std::to_string(ports) + "P";
    if (const NicSpec* known = m_catalog.nic(catalogId); known && (!portRate || known->portBytesPerSec == *portRate))
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
        nlohmann::json entry { { "id", id }, { "name", family + " at " + rateText + " per port, as NCCL reported it" },
            { "ports", ports }, { "port_rate", rateText } };
        if (m_catalogExtension.is_null())
            m_catalogExtension = nlohmann::json { { "format", "scalescope-catalog" }, { "version", 1 },
                { "nics", nlohmann::json::array() } };
        m_catalogExtension["nics"].push_back(std::move(entry));
    }
    return id;
}

} // namespace scalescope
