#include "io/import/NcclTopoXml.h"

#include "io/import/NcclTopoReader.h"
#include "model/Localized.h"

#include <algorithm>

namespace scalescope {

using namespace nccl;

NcclTopoReader::NcclTopoReader(std::string_view text, const std::string& origin)
    : NcclXmlSource(text, origin)
    , m_catalog(Catalog::builtIn())
    , m_builder(nodeNameFromOrigin(origin), origin)
{
}

namespace {

// pugixml's reason in the user's language (its own description() is English).
std::string xmlErrorText(const pugi::xml_parse_result& parsed)
{
    const char* text = nullptr;
    switch (parsed.status) {
    case pugi::status_out_of_memory:
        text = QT_TRANSLATE_NOOP("scalescope-core", "out of memory");
        break;
    case pugi::status_unrecognized_tag:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a tag that is not XML");
        break;
    case pugi::status_bad_pi:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken processing instruction or declaration");
        break;
    case pugi::status_bad_comment:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken comment");
        break;
    case pugi::status_bad_cdata:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken CDATA section");
        break;
    case pugi::status_bad_doctype:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken document type declaration");
        break;
    case pugi::status_bad_pcdata:
        text = QT_TRANSLATE_NOOP("scalescope-core", "broken text between elements");
        break;
    case pugi::status_bad_start_element:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken start tag");
        break;
    case pugi::status_bad_attribute:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken attribute");
        break;
    case pugi::status_bad_end_element:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a broken end tag");
        break;
    case pugi::status_end_element_mismatch:
        text = QT_TRANSLATE_NOOP("scalescope-core", "an end tag that does not match its start tag, or is missing");
        break;
    case pugi::status_no_document_element:
        text = QT_TRANSLATE_NOOP("scalescope-core", "no root element");
        break;
    default:
        return parsed.description();
    }
    return translated(kCoreContext, text);
}

} // namespace

ImportedDesign NcclTopoReader::read()
{
    pugi::xml_document document;
    const pugi::xml_parse_result parsed = document.load_buffer(text().data(), text().size(), pugi::parse_default);
    if (!parsed)
        failAt(static_cast<std::size_t>(std::max<std::ptrdiff_t>(parsed.offset, 0)),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "not well-formed XML: %1"), { xmlErrorText(parsed) }));
    const pugi::xml_node system = document.document_element();
    checkRoot(system);
    if (const auto host = system.attribute("hostname"); isImportableName(host.value()))
        m_builder = NodeDesignBuilder(host.value(), origin());
    for (const pugi::xml_node child : elements(system)) {
        if (std::string_view(child.name()) == "cpu")
            readCpu(child);
        else
            m_findings.ignoredElements.insert(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> in <system>"), { printableAscii(child.name()) }));
    }
    if (m_cpus.empty())
        fail(system,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "a <system> with no <cpu>: expected NCCL's topology of at least one CPU")));
    addNvlinks();
    addC2cLinks();
    finishPorts();
    Design design = m_builder.take();
    design.catalog = m_catalogExtension; // NIC models the built-in catalog lacks
    m_findings.hiddenNvSwitches = m_nvswitches.count(kHiddenNvlinkTarget) > 0;
    m_findings.nicGuidsReordered = !m_guids.empty();
    return ImportedDesign { std::move(design), ncclTopoNotes(m_findings) };
}

void NcclTopoReader::checkRoot(const pugi::xml_node& root) const
{
    const std::string_view name = root.name();
    if (name == "system")
        return;
    if (name == "graphs" || name == "graph")
        fail(root,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                "this is NCCL graph XML (what NCCL_GRAPH_DUMP_FILE writes: the channels NCCL chose), not its topology; "
                "expected the topology dump (NCCL_TOPO_DUMP_FILE), whose root element is <system>")));
    fail(root,
        localized(QT_TRANSLATE_NOOP("scalescope-core",
                      "expected NCCL topology XML (what NCCL_TOPO_DUMP_FILE writes), whose root element is <system>; "
                      "found <%1>"),
            { printableAscii(name) }));
}

std::string NcclTopoReader::freeName(const std::string& stem, std::optional<long long> preferred)
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

void NcclTopoReader::setPci(NodeSpec& spec, const std::optional<BusId>& busId)
{
    if (!busId)
        return;
    if (busId->domain != 0) {
        ++m_findings.devicesOutsideDomain0;
        return;
    }
    spec.pci = busId->bdf();
}

void NcclTopoReader::setPlace(const pugi::xml_node& element)
{
    const auto [line, column] = placeOf(element);
    m_builder.setPlace(line, column);
}

// Joins a device to its parent over PCIe at the element's own link speed and width.
void NcclTopoReader::addPcieLink(
    const pugi::xml_node& element, const std::string& device, const std::string& parent, const PcieRate& rate)
{
    if (element)
        setPlace(element);
    int width = element ? static_cast<int>(whole(element, "link_width", 0, 32).value_or(0)) : 0;
    // The widths PCIe links train to (Linux's current_link_width); 0 when unknown.
    if (width != 0 && width != 1 && width != 2 && width != 4 && width != 8 && width != 12 && width != 16 && width != 32)
        fail(element,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "<pci> link_width: %1 is not a PCIe link width (1, 2, 4, 8, 12, 16 or 32)"),
                { std::to_string(width) }));
    if (width == 0) {
        ++m_findings.pcieWidthsAssumed;
        width = 16;
    }
    BytesPerSec lane = rate.laneBytesPerSec.value_or(0);
    if (lane <= 0) {
        ++m_findings.pcieRatesUnknown;
        lane = *pcieLaneBytesPerSec(m_catalog, 16);
    }
    m_builder.link(device, parent, LinkTier::Pcie, lane * width, width);
}

std::string NcclTopoReader::shortName(const std::string& fullName) const
{
    return fullName.substr(m_builder.nodeName().size() + 1);
}

void NcclTopoReader::finishPorts()
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

ImportedDesign readNcclTopoXml(std::string_view text, const std::string& origin)
{
    return NcclTopoReader(text, origin).read();
}

} // namespace scalescope
