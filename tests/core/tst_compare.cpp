// Two designs compared (core/compare): the scale-out fabric's bisection against hand arithmetic
// (a two-tier fat tree at 1:1 and at 3:1 from its formula, one leaf, a narrow uplink, a fabric
// deeper than any call stack), one design's figures against their counts and the bill of
// materials, and the rows' ratios B/A.
#include "BuiltClusters.h"

#include "compare/Bisection.h"
#include "compare/ComparisonReport.h"
#include "compare/DesignComparison.h"
#include "compare/DesignFigures.h"
#include "layout/SceneLayout.h"

#include <QtTest>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

constexpr BytesPerSec kNdr = 400e9 / 8; // 400 Gb/s in bytes per second

ClusterOptions fatTree(double oversubscription = 1)
{
    ClusterOptions options;
    options.fabric = FabricKind::FatTree;
    options.oversubscription = oversubscription;
    return options;
}

// A compute fabric drawn by hand: NICs on leaves, leaves on spines, each link at its rate.
struct HandFabric {
    Topology topology;

    NodeId add(const std::string& name, NodeKind kind)
    {
        Node node;
        node.name = name;
        node.kind = kind;
        node.network = Network::Compute;
        node.role = kind == NodeKind::IbSwitch ? SwitchRole::Leaf : SwitchRole::None;
        return topology.addNode(node);
    }
    void cable(NodeId a, NodeId b, BytesPerSec rate)
    {
        Link link;
        link.a = a;
        link.b = b;
        link.tier = LinkTier::InfiniBand;
        link.bytesPerSecPerDirection = rate;
        topology.addLink(link);
    }
    NodeId leafWithNics(const std::string& name, int nics, BytesPerSec rate)
    {
        const NodeId leaf = add(name, NodeKind::IbSwitch);
        for (int i = 0; i < nics; ++i)
            cable(add(name + "/nic" + std::to_string(i), NodeKind::Nic), leaf, rate);
        return leaf;
    }
};

DesignFigures figuresOf(const Topology& topology, const FigureRequest& request = {})
{
    return designFigures(topology, Catalog::builtIn(), layoutScene(topology), request);
}

const ComparisonRow& row(const std::vector<ComparisonRow>& rows, const std::string& key)
{
    for (const ComparisonRow& r : rows)
        if (r.key == key)
            return r;
    static const ComparisonRow none;
    return none;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void fullBisectionOfATwoTierFatTree()
    {
        // 16 DGX H100: 128 NICs at 400 Gb/s on 4 leaves of 32 down and 32 up. Half the NICs at line rate.
        const FabricBisection bisection = fabricBisection(builtTopology("dgx-h100", 16, fatTree()));
        QCOMPARE(bisection.nicsFirstHalf, std::size_t(64));
        QCOMPARE(bisection.nicsSecondHalf, std::size_t(64));
        QCOMPARE(bisection.firstHalfNicBytesPerSec, 64 * kNdr);
        QCOMPARE(bisection.bytesPerSec, 64 * kNdr);
        QCOMPARE(bisection.fraction(), 1.0);
    }

    void oversubscribedFatTreeCarriesOneThird()
    {
        // 24 DGX H100 at 3:1: 192 NICs on 4 leaves of 48 down and 16 up. Two leaves on each side:
        // 2 x 16 uplinks cross, (N/2) r / 3.
        const FabricBisection bisection = fabricBisection(builtTopology("dgx-h100", 24, fatTree(3)));
        QCOMPARE(bisection.bytesPerSec, 2 * 16 * kNdr);
        QCOMPARE(bisection.bytesPerSec, 96 * kNdr / 3);
        QCOMPARE(bisection.fraction(), 1.0 / 3);
    }

    void oneLeafIsNonBlocking()
    {
        // 4 DGX H100: 32 NICs on one leaf; 16 send to 16.
        QCOMPARE(fabricBisection(builtTopology("dgx-h100", 4, fatTree())).bytesPerSec, 16 * kNdr);
    }

    void narrowUplinkIsTheCut()
    {
        // Two leaves of two NICs each, one 100 Gb/s uplink each to one spine: 100 Gb/s crosses.
        HandFabric fabric;
        const NodeId left = fabric.leafWithNics("left", 2, kNdr);
        const NodeId right = fabric.leafWithNics("right", 2, kNdr);
        const NodeId spine = fabric.add("spine", NodeKind::IbSwitch);
        fabric.cable(left, spine, kNdr / 4);
        fabric.cable(right, spine, kNdr / 4);
        QCOMPARE(fabricBisection(fabric.topology).bytesPerSec, kNdr / 4);
        // A second path through another spine adds its capacity.
        const NodeId spine2 = fabric.add("spine2", NodeKind::IbSwitch);
        fabric.cable(left, spine2, kNdr);
        fabric.cable(right, spine2, kNdr);
        QCOMPARE(fabricBisection(fabric.topology).bytesPerSec, kNdr + kNdr / 4);
    }

    void oddCountsAndNoFabric()
    {
        HandFabric fabric;
        fabric.leafWithNics("leaf", 3, kNdr);
        const FabricBisection three = fabricBisection(fabric.topology);
        QCOMPARE(three.nicsFirstHalf, std::size_t(1));
        QCOMPARE(three.nicsSecondHalf, std::size_t(2));
        QCOMPARE(three.bytesPerSec, kNdr);
        const FabricBisection none = fabricBisection(Topology {});
        QCOMPARE(none.bytesPerSec, 0.0);
        QCOMPARE(none.fraction(), 0.0);
    }

    void aDeepFabricDoesNotReachTheCallStack()
    {
        // Two NICs joined by a chain of 200,000 switches: the search keeps its path on the heap.
        HandFabric fabric;
        NodeId previous = fabric.add("a", NodeKind::Nic);
        for (int i = 0; i < 200000; ++i) {
            const NodeId next = fabric.add("s" + std::to_string(i), NodeKind::IbSwitch);
            fabric.cable(previous, next, kNdr);
            previous = next;
        }
        fabric.cable(previous, fabric.add("b", NodeKind::Nic), kNdr);
        QCOMPARE(fabricBisection(fabric.topology).bytesPerSec, kNdr);
    }

    void figuresOfAnNvl72Rack()
    {
        const Topology rack = builtTopology("gb300-nvl72", 1);
        const DesignFigures f = figuresOf(rack);
        QCOMPARE(f.gpus, std::size_t(72));
        QCOMPARE(f.nvlinkDomains, std::size_t(1));
        QCOMPARE(f.largestNvlinkDomain, std::size_t(72));
        QCOMPARE(f.nvlinkPerGpuBothWays, 1.8e12); // 18 NVLink 5 links x 50 GB/s x 2 directions
        QCOMPARE(f.computeNics, std::size_t(72));
        QCOMPARE(f.scaleOutPerGpu, 800e9 / 8); // one ConnectX-8 at 800 Gb/s per GPU
        const BillOfMaterials bom = billOfMaterials(rack, Catalog::builtIn(), layoutScene(rack));
        QCOMPARE(f.bom.costUsd, bom.costUsd);
        QCOMPARE(f.bom.maxWatts, bom.maxWatts);
        QVERIFY(!f.collective && !f.training);
    }

    void figuresOfNineDgxB200()
    {
        const DesignFigures f = figuresOf(builtTopology("dgx-b200", 9));
        QCOMPARE(f.gpus, std::size_t(72));
        QCOMPARE(f.nvlinkDomains, std::size_t(9));
        QCOMPARE(f.largestNvlinkDomain, std::size_t(8));
        QCOMPARE(f.nvlinkPerGpuBothWays, 1.8e12);
        QCOMPARE(f.scaleOutPerGpu, kNdr); // eight ConnectX-7 at 400 Gb/s for eight GPUs
        QCOMPARE(f.bisection.bytesPerSec, 36 * kNdr);
    }

    void rowsCarryTheRatios()
    {
        FigureRequest request;
        request.collective = JobSpec {};
        request.collective->fidelity = Fidelity::Analytic;
        const DesignFigures a = figuresOf(builtTopology("dgx-h100", 2), request);
        const DesignFigures b = figuresOf(builtTopology("dgx-h100", 4), request);
        const std::vector<ComparisonRow> rows = comparisonRows(a, b);
        QCOMPARE(*row(rows, "gpus").a, 16.0);
        QCOMPARE(*row(rows, "gpus").b, 32.0);
        QCOMPARE(*row(rows, "gpus").ratio(), 2.0);
        QCOMPARE(*row(rows, "busbw_GBps").ratio(), b.collective->result.busbwGBps / a.collective->result.busbwGBps);
        QCOMPARE(*row(rows, "cost_USD").ratio(), b.bom.costUsd / a.bom.costUsd);
        QVERIFY(row(rows, "gpu_model").textA && !row(rows, "gpu_model").ratio());
        QVERIFY(row(rows, "iteration_ms").key.empty()); // no training asked: no training rows
        const nlohmann::ordered_json json = comparisonToJson(a, b);
        QCOMPARE(json["ratios"]["gpus"].get<double>(), 2.0);
        QCOMPARE(json["a"]["busbw_GBps"].get<double>(), a.collective->result.busbwGBps);
        QVERIFY(!json["ratios"].contains("gpu_model")); // words have no ratio
    }

    void aZeroOnSideAHasNoRatio()
    {
        ComparisonRow zero;
        zero.a = 0;
        zero.b = 5;
        QVERIFY(!zero.ratio());
        zero.b.reset();
        zero.a = 2;
        QVERIFY(!zero.ratio());
    }
};

QTEST_APPLESS_MAIN(TestCompare)
#include "tst_compare.moc"
