// NCCL node dumps joined to an ibnetdiscover fabric by NIC GUID: through the NCCL reader (which
// puts NCCL's byte-reversed print back in order) and as designs; the node's devices go into the
// host, fabric adapters keep their names, GUIDs, LIDs and cables; a node the fabric does not hold,
// or a NIC two nodes claim, is refused.
#include "FabricImportFixtures.h"

#include "io/TextFile.h"
#include "io/import/GuidJoin.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/NcclTopoXml.h"

#include <QtTest>

#include <cstdio>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::uint64_t byteSwapped(std::uint64_t value)
{
    std::uint64_t out = 0;
    for (int i = 0; i < 8; ++i)
        out = out << 8 | ((value >> (8 * i)) & 0xFF);
    return out;
}

// A node as NCCL's topology dump describes one, as a design: a CPU, a PCIe switch, two GPUs
// joined by NVLink, and NICs with the GUID NCCL writes.
ImportedDesign ncclNode(const std::vector<std::pair<std::string, std::uint64_t>>& nics)
{
    ImportedDesign node;
    Design& d = node.design;
    d.groups.push_back(GroupSpec { "node", GroupKind::Node, {}, {} });
    auto add = [&](const std::string& name, NodeKind kind, std::optional<int> ports) {
        NodeSpec spec;
        spec.name = name;
        spec.kind = kind;
        spec.ports = ports;
        spec.group = "node";
        d.nodes.push_back(spec);
        return &d.nodes.back();
    };
    add("cpu0", NodeKind::Cpu, 0);
    add("pcie0", NodeKind::PcieSwitch, 8);
    add("gpu0", NodeKind::Gpu, 12);
    add("gpu1", NodeKind::Gpu, 12);
    d.links.push_back(LinkSpec { { "gpu0", 0 }, { "gpu1", 0 }, LinkTier::NvLink, bytesPerSecFromGBps(25), 12, {} });
    d.links.push_back(LinkSpec { { "cpu0", 0 }, { "pcie0", 0 }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    d.links.push_back(LinkSpec { { "gpu0", 0 }, { "pcie0", 1 }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    int port = 2;
    for (const auto& [name, guid] : nics) {
        NodeSpec* nic = add(name, NodeKind::Nic, 1);
        nic->network = Network::Compute;
        nic->guid = guid;
        nic->pci = 0x1800u + static_cast<std::uint32_t>(port);
        d.links.push_back(
            LinkSpec { { name, 0 }, { "pcie0", port++ }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    }
    return node;
}

} // namespace

class TestFabricImportGuidJoin : public QObject {
    Q_OBJECT
private slots:
    void aNcclDumpJoinsTheFabricThroughItsReader()
    {
        // The whole path: NCCL prints the system image GUID with its bytes reversed, the NCCL
        // reader puts them back in order, and the join finds the adapter by it.
        const ImportedDesign fabric
            = readIbNetDiscover(readTextFile(fixture("tiers.ibnetdiscover")), "tiers.ibnetdiscover");
        char printed[32];
        std::snprintf(printed, sizeof printed, "%#llx", static_cast<unsigned long long>(byteSwapped(0xa03)));
        const std::string xml
            = std::string("<system version=\"1\">\n"
                          "  <cpu numaid=\"0\" affinity=\"0000ffff\" arch=\"x86_64\" vendor=\"GenuineIntel\">\n"
                          "    <pci busid=\"0000:18:00.0\" class=\"0x020700\" vendor=\"0x15b3\" device=\"0x101b\""
                          " link_speed=\"16.0 GT/s PCIe\" link_width=\"16\">\n"
                          "      <nic>\n"
                          "        <net name=\"mlx5_0\" dev=\"0\" speed=\"200000\" port=\"1\" guid=\"")
            + printed + "\" maxconn=\"131072\" gdr=\"1\"/>\n      </nic>\n    </pci>\n  </cpu>\n</system>\n";
        std::vector<NamedImport> nodes { { "h2.xml", readNcclTopoXml(xml, "h2.xml") } };
        const ImportedDesign joined = joinNodesToFabric(fabric, nodes);
        QCOMPARE(joined.notes.back(), std::string("h2.xml joined to host h2 through 1 NIC"));
        checkDesign(joined.design, "joined through the reader");
    }

    void nodesJoinTheFabricByGuid()
    {
        const ImportedDesign fabric
            = readIbNetDiscover(readTextFile(fixture("tiers.ibnetdiscover")), "tiers.ibnetdiscover");
        // h1's two adapters share system image GUID 0xa00 (one dual-port NIC), as the NCCL reader
        // gives it. A third NIC (storage, Ethernet) is not in the fabric.
        std::vector<NamedImport> nodes;
        nodes.push_back({ "h1.xml", ncclNode({ { "mlx5_0", 0xa00 }, { "mlx5_1", 0xa00 }, { "mlx5_2", 0x1234 } }) });
        nodes.push_back({ "h2.xml", ncclNode({ { "mlx5_0", 0xa03 } }) });
        const ImportedDesign joined = joinNodesToFabric(fabric, nodes);
        const Design& d = joined.design;
        // Fabric adapters keep their names, GUIDs, LIDs and cables; they gain the node's PCIe.
        const NodeSpec* nic = nodeNamed(d, "h1/mlx5_1");
        QVERIFY(nic);
        QCOMPARE(nic->guid, std::optional<std::uint64_t>(0xa02));
        QCOMPARE(nic->lid, std::optional<std::uint16_t>(12));
        QCOMPARE(nic->pci, std::optional<std::uint32_t>(0x1803));
        QVERIFY(linkBetween(d, { "h1/mlx5_1", 1 }, { "leaf-2", 1 }));
        QVERIFY(linkBetween(d, { "h1/mlx5_1", 0 }, { "h1/pcie0", 3 }));
        QVERIFY(linkBetween(d, { "h1/mlx5_0", 0 }, { "h1/pcie0", 2 }));
        QVERIFY(linkBetween(d, { "h2/mlx5_0", 0 }, { "h2/pcie0", 2 }));
        // The node's devices are in the host, the NVLink between its GPUs kept.
        for (const char* name : { "h1/gpu0", "h1/gpu1", "h1/cpu0", "h1/pcie0", "h1/mlx5_2" })
            QCOMPARE(nodeNamed(d, name) ? nodeNamed(d, name)->group : std::string("<missing>"), std::string("h1"));
        QVERIFY(linkBetween(d, { "h1/gpu0", 0 }, { "h1/gpu1", 0 }));
        // The storage NIC is no fabric adapter: kept with its GUID.
        QCOMPARE(nodeNamed(d, "h1/mlx5_2")->guid, std::optional<std::uint64_t>(0x1234));
        QCOMPARE(joined.notes.back(), std::string("h2.xml joined to host h2 through 1 NIC"));
        QCOMPARE(joined.notes[joined.notes.size() - 2],
            std::string(
                "h1.xml joined to host h1 through 2 NICs; 1 NIC is not in the fabric: kept without fabric links"));
        QCOMPARE(count(d, NodeKind::Gpu), std::size_t(4));
        QCOMPARE(count(d, NodeKind::Nic), std::size_t(4 + 1)); // the fabric's four, h1's storage NIC
        QCOMPARE(d.groups.size(), fabric.design.groups.size());
        QCOMPARE(d.links.size(), fabric.design.links.size() + 2 * 3 + 3 + 1);
        checkDesign(d, "joined");

        // A node none of whose NICs is in the fabric, and one whose NIC another node took.
        std::vector<NamedImport> stranger { { "stranger.xml", ncclNode({ { "mlx5_0", 0x0c42a1030000beefull } }) } };
        QCOMPARE(errorOf([&] { joinNodesToFabric(fabric, stranger); }),
            QString("stranger.xml: none of the node's NICs (system image guid 0x0c42a1030000beef) is an adapter "
                    "of the fabric dump"));
        std::vector<NamedImport> twice { { "a.xml", ncclNode({ { "mlx5_0", 0xa03 } }) },
            { "b.xml", ncclNode({ { "mlx5_0", 0xa03 } }) } };
        QVERIFY(errorOf([&] { joinNodesToFabric(fabric, twice); }).startsWith("b.xml: NIC mlx5_0 (guid "));
    }
};

QTEST_APPLESS_MAIN(TestFabricImportGuidJoin)
#include "tst_fabric_import_guid_join.moc"
