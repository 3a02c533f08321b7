#include "io/import/AstraSimNetwork.h"

#include "io/AstraSimUnits.h"
#include "io/import/YamlErrorText.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

// ASTRA-sim's analytical network file (astra-network-analytical, common/network-parser):
//
//   topology: [ Ring, FullyConnected, Switch ]
//   npus_count: [ 2, 8, 4 ]        # NPUs per dimension; the product is the whole system
//   bandwidth: [ 200.0, 100.0, 50.0 ]  # GB/s, which ASTRA-sim takes as 2^30 bytes/s (io/AstraSimUnits.h)
//   latency: [ 50.0, 500.0, 2000.0 ]   # ns
//
// What its topologies build (congestion_aware/basic-topology): a Ring joins NPU i and i+1 and
// the last back to the first, every link both ways; FullyConnected a link each way between
// every two NPUs; Switch one switch with a link both ways to every NPU. Each link carries the
// dimension's bandwidth in each direction (a Link is one direction; `bandwidth` is per Link)
// and adds the dimension's latency per hop. A device holds one link per neighbour, so a ring of
// two is a single link. NPU ids run over dimension 0 first.
//
// How it becomes a design (the convention the exporter shares): dimension 0 is scale-up, one
// NVLink domain per node of npus_count[0] GPUs (Ring: an NVLink ring; FullyConnected: an NVLink
// between every two GPUs; Switch: an NVSwitch with one link per GPU); every further dimension is
// scale-out: each GPU has one NIC, and the dimension joins the NICs whose NPUs differ only in
// that dimension (Switch: an InfiniBand switch; Ring and FullyConnected: direct cables).

namespace scalescope {
namespace {

enum class Shape { Ring, FullyConnected, Switch };

constexpr long long kMaxNpus = 131072; // the largest cluster the program generates
constexpr double kMaxLinks = 4'000'000.0; // beyond this a spelled-out design is no longer useful
constexpr int kMaxPortsPerDevice = 4096; // what the design file accepts per device

struct FileDimension {
    Shape shape = Shape::Ring;
    long long npus = 0;
    double astraSimBandwidth = 0; // as the file states it: ASTRA-sim's GB/s, 2^30 bytes/s
    double latencyNs = 0;
};

class Reader {
public:
    explicit Reader(const std::string& origin)
        : m_origin(origin)
    {
    }

    [[noreturn]] void fail(const YAML::Mark& mark, const std::string& message) const
    {
        const int line = mark.is_null() ? 1 : mark.line + 1;
        const int column = mark.is_null() ? 1 : mark.column + 1;
        throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
    }

    YAML::Node list(const YAML::Node& root, const char* key)
    {
        const YAML::Node node = root[key];
        if (!node)
            fail(root.Mark(),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "missing \"%1\" (a list with one entry per dimension)"),
                    { key }));
        if (!node.IsSequence())
            fail(node.Mark(),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" must be a list like [8, 4], one entry per dimension"),
                    { key }));
        return node;
    }

    // `expected` is a text (QT_TRANSLATE_NOOP) that says what the entry must be.
    template <typename T> T scalar(const YAML::Node& node, const char* key, std::size_t index, const char* expected)
    {
        const std::string where = std::string(key) + "[" + std::to_string(index) + "]";
        if (!node.IsScalar())
            fail(node.Mark(),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: expected %2"), { where, localized(expected) }));
        try {
            return node.as<T>();
        } catch (const YAML::BadConversion&) {
            fail(node.Mark(),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: expected %2, found \"%3\""),
                    { where, localized(expected), node.Scalar().substr(0, 40) }));
        }
    }

    std::vector<FileDimension> dimensions(const YAML::Node& root)
    {
        if (!root.IsMap())
            fail(root.Mark(),
                localized(QT_TRANSLATE_NOOP(
                    "scalescope-core", "expected a mapping with topology, npus_count, bandwidth and latency")));
        const YAML::Node topology = list(root, "topology");
        const YAML::Node npus = list(root, "npus_count");
        const YAML::Node bandwidth = list(root, "bandwidth");
        const YAML::Node latency = list(root, "latency");
        if (topology.size() == 0)
            fail(topology.Mark(), localized(QT_TRANSLATE_NOOP("scalescope-core", "\"topology\" names no dimension")));
        for (const auto& [node, key] : { std::pair { npus, "npus_count" }, std::pair { bandwidth, "bandwidth" },
                 std::pair { latency, "latency" } })
            if (node.size() != topology.size())
                fail(node.Mark(),
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "\"%1\" has %2 entries but \"topology\" has %3; give one per dimension"),
                        { key, std::to_string(node.size()), std::to_string(topology.size()) }));
        std::vector<FileDimension> dims(topology.size());
        double npusInAll = 1;
        for (std::size_t i = 0; i < dims.size(); ++i) {
            const std::string name = scalar<std::string>(
                topology[i], "topology", i, QT_TRANSLATE_NOOP("scalescope-core", "Ring, FullyConnected or Switch"));
            if (name == "Ring")
                dims[i].shape = Shape::Ring;
            else if (name == "FullyConnected")
                dims[i].shape = Shape::FullyConnected;
            else if (name == "Switch")
                dims[i].shape = Shape::Switch;
            else
                fail(topology[i].Mark(),
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "topology[%1]: unknown topology \"%2\" (expected Ring, FullyConnected or Switch)"),
                        { std::to_string(i), name.substr(0, 40) }));
            dims[i].npus = scalar<long long>(
                npus[i], "npus_count", i, QT_TRANSLATE_NOOP("scalescope-core", "a whole number of NPUs"));
            if (dims[i].npus < 2)
                fail(npus[i].Mark(),
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "npus_count[%1] is %2; a dimension has at least 2 NPUs"),
                        { std::to_string(i), std::to_string(dims[i].npus) }));
            npusInAll *= static_cast<double>(dims[i].npus);
            if (npusInAll > kMaxNpus)
                fail(npus[i].Mark(),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "npus_count multiplies to more than %1 NPUs"),
                        { std::to_string(kMaxNpus) }));
            dims[i].astraSimBandwidth = scalar<double>(
                bandwidth[i], "bandwidth", i, QT_TRANSLATE_NOOP("scalescope-core", "a bandwidth in GB/s"));
            if (!isLinkRateInRange(bytesPerSecFromAstraSimBandwidth(dims[i].astraSimBandwidth)))
                fail(bandwidth[i].Mark(),
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "bandwidth[%1] must be a link's rate, 1 Mb/s to 1 PB/s (about 0.000116 to 931323 in "
                                  "ASTRA-sim's GB/s, which are 2^30 bytes/s)"),
                        { std::to_string(i) }));
            dims[i].latencyNs
                = scalar<double>(latency[i], "latency", i, QT_TRANSLATE_NOOP("scalescope-core", "a latency in ns"));
            if (!std::isfinite(dims[i].latencyNs) || dims[i].latencyNs < 0 || dims[i].latencyNs > 1e12)
                fail(latency[i].Mark(),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "latency[%1] must be from 0 to 10^12 ns"),
                        { std::to_string(i) }));
        }
        // Cables and ports the design would need, before anything is built.
        double links = 0;
        int nicPorts = 0;
        for (std::size_t i = 0; i < dims.size(); ++i) {
            const double n = static_cast<double>(dims[i].npus);
            const double perGroup = dims[i].shape == Shape::FullyConnected ? n * (n - 1) / 2
                : dims[i].npus == 2                                        ? 1
                                                                           : n;
            links += perGroup * npusInAll / n;
            const long long ports = dims[i].shape == Shape::FullyConnected ? dims[i].npus - 1
                : dims[i].shape == Shape::Ring                             ? 2
                                                                           : 1;
            if (i > 0)
                nicPorts += static_cast<int>(std::min<long long>(ports, kMaxPortsPerDevice + 1));
            if (dims[i].npus > kMaxPortsPerDevice || (i > 0 && nicPorts > kMaxPortsPerDevice))
                fail(npus[i].Mark(),
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "npus_count[%1] needs devices of more than %2 ports"),
                        { std::to_string(i), std::to_string(kMaxPortsPerDevice) }));
        }
        links += dims.size() > 1 ? npusInAll : 0; // each GPU to its NIC
        if (links > kMaxLinks)
            fail(npus[0].Mark(),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "the network would have about %1 links, more than %2"),
                    { std::to_string(static_cast<long long>(links)),
                        std::to_string(static_cast<long long>(kMaxLinks)) }));
        return dims;
    }

private:
    const std::string& m_origin;
};

std::string shapeName(Shape shape)
{
    switch (shape) {
    case Shape::Ring:
        return "Ring";
    case Shape::FullyConnected:
        return "FullyConnected";
    case Shape::Switch:
        return "Switch";
    }
    return "?";
}

// The ports a member of a dimension uses: a ring's next and previous (one neighbour in a ring
// of two), a port per peer, or the switch's.
int portsPerMember(const FileDimension& dim)
{
    if (dim.shape == Shape::FullyConnected || (dim.shape == Shape::Ring && dim.npus == 2))
        return static_cast<int>(dim.npus - 1);
    return dim.shape == Shape::Ring ? 2 : 1;
}

class Builder {
public:
    explicit Builder(const std::vector<FileDimension>& dims)
        : m_dims(dims)
    {
        m_total = 1;
        for (const FileDimension& dim : dims)
            m_total *= dim.npus;
    }

    Design build()
    {
        const long long perNode = m_dims[0].npus;
        const long long nodes = m_total / perNode;
        int nicPorts = 0;
        for (std::size_t i = 1; i < m_dims.size(); ++i)
            nicPorts += portsPerMember(m_dims[i]);
        m_design.groups.reserve(static_cast<std::size_t>(nodes));
        m_design.nodes.reserve(static_cast<std::size_t>(m_total * (m_dims.size() > 1 ? 2 : 1) + nodes));
        for (long long k = 0; k < nodes; ++k)
            m_design.groups.push_back(GroupSpec { node(k), GroupKind::Node, {}, {} });
        for (long long g = 0; g < m_total; ++g) {
            NodeSpec gpu;
            gpu.name = gpuName(g);
            gpu.kind = NodeKind::Gpu;
            gpu.ports = portsPerMember(m_dims[0]);
            gpu.group = node(g / perNode);
            m_design.nodes.push_back(std::move(gpu));
        }
        if (m_dims[0].shape == Shape::Switch)
            for (long long k = 0; k < nodes; ++k) {
                NodeSpec sw;
                sw.name = node(k) + "/nvswitch";
                sw.kind = NodeKind::NvSwitch;
                sw.ports = static_cast<int>(perNode);
                sw.group = node(k);
                m_design.nodes.push_back(std::move(sw));
            }
        if (m_dims.size() > 1) {
            BytesPerSec nicBytesPerSec = 0;
            for (std::size_t i = 1; i < m_dims.size(); ++i)
                nicBytesPerSec
                    += portsPerMember(m_dims[i]) * bytesPerSecFromAstraSimBandwidth(m_dims[i].astraSimBandwidth);
            for (long long g = 0; g < m_total; ++g) {
                NodeSpec nic;
                nic.name = nicName(g);
                nic.kind = NodeKind::Nic;
                nic.network = Network::Compute;
                nic.ports = nicPorts;
                nic.group = node(g / perNode);
                m_design.nodes.push_back(std::move(nic));
                // PCIe as fast as the NIC's cables together, so that it never limits what the file
                // states, short of the fastest rate a link has.
                m_design.links.push_back(LinkSpec { { gpuName(g), 0 }, { nicName(g), 0 }, LinkTier::Pcie,
                    std::min(nicBytesPerSec, kMaxLinkBytesPerSec), {}, {} });
            }
        }
        int firstNicPort = firstPortNumber(LinkTier::InfiniBand);
        for (std::size_t i = 0; i < m_dims.size(); ++i) {
            joinDimension(i, i == 0 ? 0 : firstNicPort);
            if (i > 0)
                firstNicPort += portsPerMember(m_dims[i]);
        }
        return std::move(m_design);
    }

private:
    static std::string node(long long k) { return "node" + std::to_string(k); }
    std::string gpuName(long long g) const
    {
        return node(g / m_dims[0].npus) + "/gpu" + std::to_string(g % m_dims[0].npus);
    }
    std::string nicName(long long g) const
    {
        return node(g / m_dims[0].npus) + "/nic" + std::to_string(g % m_dims[0].npus);
    }

    // The members of dimension i: NPUs equal in every other coordinate, in coordinate order.
    void joinDimension(std::size_t i, int firstPort)
    {
        const FileDimension& dim = m_dims[i];
        long long stride = 1;
        for (std::size_t d = 0; d < i; ++d)
            stride *= m_dims[d].npus;
        const bool scaleUp = i == 0;
        const LinkTier tier = scaleUp ? LinkTier::NvLink : LinkTier::InfiniBand;
        const BytesPerSec rate = bytesPerSecFromAstraSimBandwidth(dim.astraSimBandwidth);
        auto member = [&](long long group, long long c) {
            const long long base = (group / stride) * stride * dim.npus + group % stride;
            const long long g = base + c * stride;
            return scaleUp ? gpuName(g) : nicName(g);
        };
        auto link = [&](std::string a, int portA, std::string b, int portB) {
            m_design.links.push_back(
                LinkSpec { { std::move(a), portA }, { std::move(b), portB }, tier, rate, {}, dim.latencyNs });
        };
        const long long groups = m_total / dim.npus;
        for (long long group = 0; group < groups; ++group) {
            switch (dim.shape) {
            case Shape::Ring: // port first: to the next member; first + 1: from the previous
                if (dim.npus == 2) {
                    link(member(group, 0), firstPort, member(group, 1), firstPort);
                    break;
                }
                for (long long c = 0; c < dim.npus; ++c)
                    link(member(group, c), firstPort, member(group, (c + 1) % dim.npus), firstPort + 1);
                break;
            case Shape::FullyConnected: // member c's port for peer p: p's rank among c's peers
                for (long long c = 0; c < dim.npus; ++c)
                    for (long long p = c + 1; p < dim.npus; ++p)
                        link(member(group, c), firstPort + static_cast<int>(p - 1), member(group, p),
                            firstPort + static_cast<int>(c));
                break;
            case Shape::Switch: {
                std::string sw;
                if (scaleUp) {
                    sw = node(group) + "/nvswitch";
                } else {
                    sw = "dim" + std::to_string(i) + "/switch" + std::to_string(group);
                    NodeSpec spec;
                    spec.name = sw;
                    spec.kind = NodeKind::IbSwitch;
                    spec.role = SwitchRole::Leaf;
                    spec.network = Network::Compute;
                    spec.ports = static_cast<int>(dim.npus);
                    m_design.nodes.push_back(std::move(spec));
                }
                const int switchFirst = firstPortNumber(tier);
                for (long long c = 0; c < dim.npus; ++c)
                    link(member(group, c), firstPort, sw, switchFirst + static_cast<int>(c));
                break;
            }
            }
        }
    }

    const std::vector<FileDimension>& m_dims;
    long long m_total = 1;
    Design m_design;
};

} // namespace

ImportedDesign readAstraSimNetwork(std::string_view text, const std::string& origin)
{
    Reader reader(origin);
    YAML::Node root;
    try {
        root = YAML::Load(std::string(text));
    } catch (const YAML::DeepRecursion& error) { // its own message says "bad file"
        reader.fail(error.mark,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "lists or mappings nested deeper than %1 levels"),
                { std::to_string(error.depth()) }));
    } catch (const YAML::Exception& error) {
        reader.fail(error.mark,
            error.msg.empty()
                ? localized(QT_TRANSLATE_NOOP("scalescope-core", "not valid YAML"))
                : localized(QT_TRANSLATE_NOOP("scalescope-core", "not valid YAML: %1"), { yamlErrorText(error.msg) }));
    }
    if (!root || root.IsNull())
        throw InputError(origin,
            std::vector<Problem> { Problem { "", 1, 1,
                localized(QT_TRANSLATE_NOOP(
                    "scalescope-core", "empty file: expected topology, npus_count, bandwidth and latency")) } });
    const std::vector<FileDimension> dims = reader.dimensions(root);

    ImportedDesign imported;
    imported.design = Builder(dims).build();
    imported.design.name = std::filesystem::path(origin).stem().string();
    std::string shapes;
    for (const FileDimension& dim : dims)
        shapes += (shapes.empty() ? "" : " x ") + shapeName(dim.shape) + " of " + std::to_string(dim.npus);
    imported.design.description = "ASTRA-sim analytical network: " + shapes;
    std::set<std::string> ignored;
    for (const auto& entry : root)
        if (entry.first.IsScalar()) {
            const std::string key = entry.first.Scalar();
            if (key != "topology" && key != "npus_count" && key != "bandwidth" && key != "latency")
                ignored.insert(key);
        }
    for (const std::string& key : ignored)
        imported.notes.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not part of the analytical network file and was ignored"),
            { key }));
    imported.notes.push_back(localized(
        QT_TRANSLATE_NOOP("scalescope-core", "the file names no hardware: GPUs, NICs and switches have no model")));
    imported.notes.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
        "the file does not say which dimensions are inside a node: dimension 0 is taken as the NVLink "
        "domain of each node, every further one as InfiniBand through one NIC per GPU")));
    if (dims.size() > 1)
        imported.notes.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
            "the file states no PCIe: each GPU reaches its NIC over a PCIe link as fast as the NIC's cables "
            "together")));
    imported.notes.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
        "bandwidth is read as ASTRA-sim reads it, per link and direction in GB/s of 2^30 bytes/s "
        "(GiB/s: 100 in the file is 107.4 GB/s here), latency as ns per link")));
    return imported;
}

} // namespace scalescope
