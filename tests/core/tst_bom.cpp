// The bill of materials against hand counts: a two-tier fat tree's switches, ports and cables
// from its formula, a DGX H100 node's devices and the transceivers of its four twin-port cages,
// an NVL72 rack's copper spine (no transceivers), cable kinds from the layout's distances, and the
// catalog's price and power figures merged from a user's list without losing the others.
#include "BuiltClusters.h"

#include "bom/BillOfMaterials.h"
#include "bom/CableLengths.h"
#include "bom/CageCount.h"
#include "catalog/Catalog.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <set>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

// The topology with only its compute fabric's links (devices kept), to count that fabric alone.
Topology computeFabricOnly(Topology topology)
{
    std::vector<Link> kept;
    for (const Link& link : topology.links)
        if (topology.isComputeFabricLink(link))
            kept.push_back(link);
    topology.links = std::move(kept);
    return topology;
}

BillOfMaterials bomOf(const Topology& topology, const Catalog& catalog = Catalog::builtIn())
{
    return billOfMaterials(topology, catalog, layoutScene(topology));
}

const BomLine* line(const BillOfMaterials& bom, BomCategory category, const std::string& item)
{
    const auto it = std::find_if(
        bom.lines.begin(), bom.lines.end(), [&](const BomLine& l) { return l.category == category && l.item == item; });
    return it == bom.lines.end() ? nullptr : &*it;
}

std::uint64_t total(const std::map<std::string, std::uint64_t>& counts)
{
    std::uint64_t sum = 0;
    for (const auto& [key, count] : counts)
        sum += count;
    return sum;
}

const SwitchPortUse* ports(const BillOfMaterials& bom, const std::string& model)
{
    for (const SwitchPortUse& use : bom.switchPorts)
        if (use.model == model)
            return &use;
    return nullptr;
}

} // namespace

class TestBom : public QObject {
    Q_OBJECT
private slots:
    // 16 DGX H100 nodes on a 1:1 fat tree of QM9700 (radix k = 64): N = 128 NICs, leaves of k/2
    // down and k/2 up, so N / (k/2) = 4 leaves and N / k = 2 spines; N host cables and N uplink
    // cables; every port used.
    void twoTierFatTreeMatchesItsFormula()
    {
        ClusterOptions options;
        options.fabric = FabricKind::FatTree;
        const Topology topology = computeFabricOnly(builtTopology("dgx-h100", 16, options));
        const BillOfMaterials bom = bomOf(topology);
        const int n = 16 * 8, k = 64;
        const SwitchPortUse* qm = ports(bom, "QM9700");
        QVERIFY(qm);
        QCOMPARE(qm->switches, std::uint64_t(n / (k / 2) + n / k));
        QCOMPARE(qm->portsUsed, std::uint64_t(n + 2 * n));
        QCOMPARE(qm->portsTotal - qm->portsUsed, std::uint64_t(0));
        QCOMPARE(total(bom.cables), std::uint64_t(2 * n));
    }

    // One DGX H100's links to its rail leaves, every cable long enough for fibre: 8 links leave through 4
    // twin-port OSFP cages (4 modules of 800G), each lands on a rail leaf's cage of its own (8
    // more: a QM9700 cage holds two ports, but each leaf has one link here); 8 fibres.
    void dgxH100NodeCountsByHand()
    {
        Topology topology = computeFabricOnly(builtTopology("dgx-h100", 1));
        std::erase_if(topology.links, [&](const Link& l) {
            return topology.nodes[l.a].kind != NodeKind::Nic && topology.nodes[l.b].kind != NodeKind::Nic;
        });
        const CabledLinks cabled
            = countCablesAndCages(topology, Catalog::builtIn(), std::vector<double>(topology.links.size(), 30.0));
        std::map<std::string, std::uint64_t> counts;
        for (const CountedPart& part : cabled.parts)
            counts[part.item] = part.count;
        QCOMPARE(counts["Fiber-MPO-400G"], std::uint64_t(8));
        QCOMPARE(counts["OSFP-2x400G-SR8"], std::uint64_t(4 + 8));
        QCOMPARE(counts.count("OSFP-400G-SR4"), std::size_t(0));

        const BillOfMaterials bom = bomOf(builtTopology("dgx-h100", 1));
        QCOMPARE(line(bom, BomCategory::System, "dgx-h100")->count, std::uint64_t(1));
        QCOMPARE(line(bom, BomCategory::Gpu, "H100-SXM5-80GB")->count, std::uint64_t(8));
        QCOMPARE(line(bom, BomCategory::Gpu, "H100-SXM5-80GB")->includedIn, std::string("dgx-h100"));
        QCOMPARE(line(bom, BomCategory::Cpu, "Xeon-8480C")->count, std::uint64_t(2));
        QCOMPARE(line(bom, BomCategory::NvSwitch, "NVSwitch-3")->count, std::uint64_t(4));
        QCOMPARE(line(bom, BomCategory::Nic, "ConnectX-7")->count, std::uint64_t(8));
        QCOMPARE(line(bom, BomCategory::System, "dgx-h100")->maxWatts(), 10200.0);
        QVERIFY(!line(bom, BomCategory::Gpu, "H100-SXM5-80GB")->price); // the system's price covers it
        QCOMPARE(bom.gpus, std::uint64_t(8));
        QCOMPARE(bom.scaleOutBytesPerSecPerGpu, 50e9);
    }

    // A GB200 NVL72 rack: 72 GPUs, 36 Grace, 18 switch chips in 9 trays, all part of the rack;
    // its 72 x 18 NVLinks run on the copper spine: counted, priced with the rack, no transceiver.
    void nvl72RackCountsByHand()
    {
        const Topology rack = builtTopology("gb200-nvl72", 1);
        const BillOfMaterials bom = bomOf(rack);
        QCOMPARE(line(bom, BomCategory::System, "gb200-nvl72")->count, std::uint64_t(1));
        QCOMPARE(line(bom, BomCategory::Gpu, "B200-GB200-186GB")->count, std::uint64_t(72));
        QCOMPARE(line(bom, BomCategory::Cpu, "Grace")->count, std::uint64_t(36));
        QCOMPARE(line(bom, BomCategory::NvSwitch, "NVLink5-Switch")->count, std::uint64_t(18));
        QCOMPARE(line(bom, BomCategory::SwitchTray, "nvlink-switch-tray")->count, std::uint64_t(9));
        const BomLine* spine = line(bom, BomCategory::Cable, "nvlink-copper-spine");
        QVERIFY(spine);
        QCOMPARE(spine->count, std::uint64_t(72 * 18));
        QCOMPARE(spine->includedIn, std::string("gb200-nvl72"));

        Topology nvlinkOnly = rack;
        nvlinkOnly.links.erase(std::remove_if(nvlinkOnly.links.begin(), nvlinkOnly.links.end(),
                                   [](const Link& l) { return l.tier != LinkTier::NvLink; }),
            nvlinkOnly.links.end());
        QVERIFY(bomOf(nvlinkOnly).transceivers.empty());
    }

    // Inside a rack a cable is 2 m (400G passive copper reaches 3 m); a leaf above the racks is
    // further than a neighbour rack.
    void cableLengthsFollowTheLayout()
    {
        const Topology topology = builtTopology("gb200-nvl72", 2);
        const std::vector<double> lengths = cableLengthsMetres(topology, layoutScene(topology));
        std::set<double> inRack;
        double shortestToSwitch = 1e9;
        for (LinkId id = 0; id < topology.links.size(); ++id) {
            const Link& link = topology.links[id];
            if (!needsCable(link)) {
                QCOMPARE(lengths[id], 0.0);
                continue;
            }
            const GroupId a = topology.rackOf(link.a), b = topology.rackOf(link.b);
            if (a != kNoGroup && a == b)
                inRack.insert(lengths[id]);
            else
                shortestToSwitch = std::min(shortestToSwitch, lengths[id]);
        }
        QVERIFY(inRack.empty() || (inRack.size() == 1 && *inRack.begin() == kInRackCableMetres));
        QVERIFY(shortestToSwitch >= 2 * kRiserMetres);
        QVERIFY(shortestToSwitch < 1e9);
    }

    // At 400 Gb/s: passive copper to 3 m, active copper to 5 m, fibre beyond, by the link's length.
    void mediaFollowTheirReach()
    {
        Topology topology = computeFabricOnly(builtTopology("dgx-h100", 1));
        topology.links.resize(3);
        const CabledLinks cabled = countCablesAndCages(topology, Catalog::builtIn(), { 2.0, 4.5, 12.0 });
        std::set<std::string> items;
        for (const CountedPart& part : cabled.parts)
            if (!part.transceiver)
                items.insert(part.item + "=" + std::to_string(part.count));
        QCOMPARE(items, (std::set<std::string> { "DAC-400G=1", "ACC-400G=1", "Fiber-MPO-400G=1" }));
    }

    // Every price and power figure of the built-in catalog says where it comes from and when; every
    // system a preset builds has its power.
    void everyFigureHasAnOrigin()
    {
        const Catalog& c = Catalog::builtIn();
        QVERIFY(!c.prices().empty() && !c.power().empty());
        for (const PriceSpec& price : c.prices())
            QVERIFY2(price.source.find("http") != std::string::npos && !price.date.empty(), price.id.c_str());
        for (const PowerSpec& power : c.power())
            QVERIFY2(power.source.size() > 20 && !power.date.empty(), power.id.c_str());
        for (const SystemSpec& system : c.systems())
            QVERIFY2(c.powerOf(system.id), system.id.c_str());
    }

    // A user's price list replaces one price and keeps that item's power and everything else.
    void userPricesReplaceOnlyThePrice()
    {
        Catalog c = Catalog::builtIn();
        c.merge(nlohmann::json::parse(R"json({"prices": [
            {"id": "dgx-h100", "USD": 310000, "basis": "street", "source": "our quote 2025-11", "date": "2025-11"},
            {"id": "SN2201", "USD": 9000, "basis": "street", "source": "our quote", "date": "2025-11-03"}]})json"),
            "my-prices.json");
        QCOMPARE(c.price("dgx-h100")->usd, 310000.0);
        QCOMPARE(c.price("dgx-h100")->source, std::string("our quote 2025-11"));
        QCOMPARE(c.powerOf("dgx-h100")->maxWatts, 10200.0);
        QCOMPARE(c.prices().size(), Catalog::builtIn().prices().size() + 1);
        const BillOfMaterials bom = bomOf(builtTopology("dgx-h100", 1), c);
        QCOMPARE(line(bom, BomCategory::System, "dgx-h100")->costUsd(), 310000.0);
        QVERIFY(std::find(bom.unpriced.begin(), bom.unpriced.end(), "SN2201") == bom.unpriced.end());
    }

    void badPriceEntriesAreNamedByPointer()
    {
        Catalog c = Catalog::builtIn();
        try {
            c.merge(nlohmann::json::parse(R"json({"prices": [
                {"id": "QM9999", "USD": 1, "basis": "list", "source": "x", "date": "2024"},
                {"id": "QM9700", "USD": -5, "basis": "guess", "source": "x", "date": "last year"},
                {"id": "SN5600", "USD": 5, "basis": "list", "date": "2024"}],
                "power": [{"id": "QM9700", "typical_W": 900, "max_W": 800, "source": "x", "date": "2024"}]})json"),
                "my-prices.json");
            QFAIL("a bad price list was accepted");
        } catch (const InputError& error) {
            const std::string text = error.what();
            for (const char* expected :
                { "my-prices.json: /prices/0/id: unknown catalog item \"QM9999\"", "/prices/1/USD",
                    "/prices/1/basis: expected list, street or estimate", "/prices/1/date: expected a date",
                    "/prices/2: missing required property \"source\"", "/power/0/typical_W: must not exceed" })
                QVERIFY2(text.find(expected) != std::string::npos, (std::string(expected) + " in " + text).c_str());
        }
        QCOMPARE(c.price("QM9700")->usd, Catalog::builtIn().price("QM9700")->usd); // nothing of the list was taken
    }
};

QTEST_APPLESS_MAIN(TestBom)
#include "tst_bom.moc"
