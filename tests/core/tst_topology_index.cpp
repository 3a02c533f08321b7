// Finding a device or group by name: a copy of a topology finds its own devices after the
// original is gone, and several threads looking names up in one shared topology at once (the
// desktop program's runs on worker threads) each find the right one.
#include "BuiltClusters.h"

#include <QtTest>

#include <thread>
#include <vector>

using namespace scalescope;
using namespace scalescope::fixtures;

class TestTopologyIndex : public QObject {
    Q_OBJECT
private slots:
    void aCopyFindsItsOwnDevices()
    {
        Topology copy;
        {
            const Topology original = builtTopology("dgx-h100", 2);
            QVERIFY(original.findNode("node1/gpu7").has_value()); // its index built
            copy = original;
        }
        const std::optional<NodeId> gpu = copy.findNode("node1/gpu7");
        QVERIFY(gpu.has_value());
        QCOMPARE(copy.nodes[*gpu].name, std::string("node1/gpu7"));
        QVERIFY(!copy.findNode("node2/gpu0").has_value());
        copy.addNode(Node { "extra", NodeKind::Gpu });
        QCOMPARE(copy.findNode("extra"), std::optional<NodeId>(static_cast<NodeId>(copy.nodes.size() - 1)));
    }

    void threadsLookingUpAtOnceEachFindTheirDevice()
    {
        for (int round = 0; round < 20; ++round) {
            const Topology topology = builtTopology("dgx-h100", 16); // its index not built yet
            std::vector<int> wrong(4, 0);
            std::vector<std::thread> threads;
            for (int t = 0; t < 4; ++t)
                threads.emplace_back([&, t] {
                    for (NodeId id = static_cast<NodeId>(t); id < topology.nodes.size(); id += 4)
                        wrong[t] += topology.findNode(topology.nodes[id].name) != std::optional<NodeId>(id);
                    wrong[t] += topology.rackOf(0) != kNoGroup
                        && topology.findGroup(topology.groups[topology.rackOf(0)].name) != topology.rackOf(0);
                });
            for (std::thread& thread : threads)
                thread.join();
            QCOMPARE(wrong, std::vector<int>(4, 0));
        }
    }
};

QTEST_GUILESS_MAIN(TestTopologyIndex)
#include "tst_topology_index.moc"
