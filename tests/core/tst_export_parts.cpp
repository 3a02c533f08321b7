// The NCCL topology writer's parts on their own: how NCCL spells host facts (PCIe link speed,
// compute capability, CPU identity, core affinity) and the <gpu> and <nic> elements of a device.
#include "BuiltClusters.h"
#include "io/export/NcclDeviceElements.h"
#include "io/export/NcclHostValues.h"
#include "io/export/NcclTopoXmlExport.h"

#include <QtTest>

#include <cstring>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::vector<LinkId> linksOf(const Topology& t, NodeId n)
{
    std::vector<LinkId> links;
    for (LinkId l = 0; l < t.links.size(); ++l)
        if (t.links[l].a == n || t.links[l].b == n)
            links.push_back(l);
    return links;
}

std::string attribute(const NcclXmlElement& element, const std::string& key)
{
    for (const auto& [name, value] : element.attributes)
        if (name == key)
            return value;
    return "(none)";
}

std::vector<const NcclXmlElement*> childrenNamed(const NcclXmlElement& element, const std::string& name)
{
    std::vector<const NcclXmlElement*> out;
    for (const NcclXmlElement& child : element.children)
        if (child.name == name)
            out.push_back(&child);
    return out;
}

} // namespace

class TestExportParts : public QObject {
    Q_OBJECT
private slots:
    void aPcieLinkSpeedIsItsGenerationsTransferRate()
    {
        // 128b/130b: a Gen4 x16 link carries 31.5 GB/s, Gen5 twice that.
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(31.5), 16), std::string("16.0 GT/s PCIe"));
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(63), 16), std::string("32.0 GT/s PCIe"));
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(7.88), 8), std::string("8.0 GT/s PCIe"));
        // The nearest generation; the first spelled as sysfs does.
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(55), 16), std::string("32.0 GT/s PCIe"));
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(0.25), 1), std::string("2.5 GT/s PCIe"));
        QCOMPARE(nccl::pcieLinkSpeed(bytesPerSecFromGBps(3.94), 0), std::string("32.0 GT/s PCIe")); // as one lane
    }

    void computeCapabilityByArchitecture()
    {
        QCOMPARE(nccl::computeCapability("ampere"), 80);
        QCOMPARE(nccl::computeCapability("hopper"), 90);
        QCOMPARE(nccl::computeCapability("blackwell-ultra"), 103);
        QCOMPARE(nccl::computeCapability("kepler"), 0);
    }

    void aCpuIsIdentifiedByModelThenByName()
    {
        const Catalog& catalog = Catalog::builtIn();
        const nccl::CpuIdentity grace = nccl::cpuIdentity("Grace", catalog);
        QCOMPARE(std::string(grace.arch), std::string("arm64"));
        QVERIFY(!grace.vendor);
        const nccl::CpuIdentity epyc = nccl::cpuIdentity("EPYC-7742", catalog);
        QCOMPARE(std::string(epyc.vendor), std::string("AuthenticAMD"));
        QCOMPARE(epyc.familyId, 0x8f);
        QCOMPARE(std::string(nccl::cpuIdentity("AMD EPYC 9654", catalog).vendor), std::string("AuthenticAMD"));
        QCOMPARE(std::string(nccl::cpuIdentity("some ARM chip", catalog).arch), std::string("arm64"));
        // NCCL needs an x86 family and model for anything else.
        const nccl::CpuIdentity other = nccl::cpuIdentity("", catalog);
        QCOMPARE(std::string(other.vendor), std::string("GenuineIntel"));
        QCOMPARE(other.familyId, 6);
    }

    void coreAffinityIsAMaskOfWordsMostSignificantFirst()
    {
        QCOMPARE(nccl::affinityMask(0, 8, 8), std::string("000000ff"));
        QCOMPARE(nccl::affinityMask(0, 56, 112), std::string("00000000,00000000,00ffffff,ffffffff"));
        QCOMPARE(nccl::affinityMask(56, 56, 112), std::string("0000ffff,ffffffff,ff000000,00000000"));
        QCOMPARE(nccl::affinityMask(0, 0, 0), std::string("00000000"));
    }

    void aGpuNamesEachNvswitchItReachesOnce()
    {
        const Topology t = builtTopology("dgx-h100", 1);
        const NodeId gpu = *t.findNode("node0/gpu0");
        NcclXmlElement element { "gpu", {}, {} };
        fillNcclGpu(element, t, Catalog::builtIn(), linksOf(t, gpu), gpu, 5);
        QCOMPARE(attribute(element, "dev"), std::string("5"));
        QCOMPARE(attribute(element, "rank"), std::string("5"));
        QCOMPARE(attribute(element, "sm"), std::string("90"));
        // Four NVSwitch chips, 18 NVLinks in all; no NVLink-C2C on a DGX.
        const auto nvlinks = childrenNamed(element, "nvlink");
        QCOMPARE(nvlinks.size(), std::size_t(4));
        int links = 0;
        for (const NcclXmlElement* nvlink : nvlinks) {
            QCOMPARE(attribute(*nvlink, "tclass"), std::string("0x068000"));
            links += std::stoi(attribute(*nvlink, "count"));
        }
        QCOMPARE(links, 18);
        QVERIFY(childrenNamed(element, "c2c").empty());
    }

    void aGraceGpuHasItsC2cInMegabytesPerSecondPerLink()
    {
        const Topology t = builtTopology("gb200-nvl72", 1);
        const NodeId gpu = *t.findNode("rack0/tray0/gpu0");
        NcclXmlElement element { "gpu", {}, {} };
        fillNcclGpu(element, t, Catalog::builtIn(), linksOf(t, gpu), gpu, 0);
        const auto c2c = childrenNamed(element, "c2c");
        QCOMPARE(c2c.size(), std::size_t(1));
        QCOMPARE(attribute(*c2c.front(), "count"), std::string("1"));
        QCOMPARE(attribute(*c2c.front(), "bw"), std::string("450000"));
        QCOMPARE(attribute(element, "sm"), std::string("100"));
    }

    void aGpuOfUnknownArchitectureIsRefused()
    {
        Topology t = builtTopology("dgx-h100", 1);
        const NodeId gpu = *t.findNode("node0/gpu0");
        t.nodes[gpu].model = t.internModel("Mystery GPU");
        NcclXmlElement element { "gpu", {}, {} };
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, fillNcclGpu(element, t, Catalog::builtIn(), linksOf(t, gpu), gpu, 0));
    }

    void aNicHasANetPerPortAtItsCablesRate()
    {
        Topology t = builtTopology("dgx-h100", 1);
        const NodeId nic = *t.findNode("node0/nic0");
        for (const LinkId l : linksOf(t, nic))
            if (t.links[l].tier == LinkTier::InfiniBand)
                t.links[l].bytesPerSecPerDirection = bytesPerSecFromGbps(200);
        NcclXmlElement element { "nic", {}, {} };
        fillNcclNic(element, t, Catalog::builtIn(), linksOf(t, nic), nic, 3, 2);
        const auto nets = childrenNamed(element, "net");
        QCOMPARE(nets.size(), std::size_t(2));
        QCOMPARE(attribute(*nets[0], "name"), std::string("mlx5_3"));
        QCOMPARE(attribute(*nets[1], "dev"), std::string("4"));
        QCOMPARE(attribute(*nets[0], "port"), std::string("1"));
        QCOMPARE(attribute(*nets[1], "port"), std::string("2"));
        // Port 1 is cabled at 200 Gb/s; port 2 is not, and takes the catalog's rate (Mb/s).
        QCOMPARE(attribute(*nets[0], "speed"), std::string("200000"));
        QCOMPARE(attribute(*nets[1], "speed"), std::string("400000"));
        QCOMPARE(attribute(*nets[0], "guid"), ncclGuid(t.nodes[nic].addresses.guid));
    }
};

QTEST_APPLESS_MAIN(TestExportParts)
#include "tst_export_parts.moc"
