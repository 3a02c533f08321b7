// The failure scenario's edits (FailureEdits.h): a link named as a mark names it, a mark set
// (replacing one of its target) and cleared, the mark that takes out a device or a link, the
// degraded text read as a rate or lanes, the marks counted in words; and
// DesignEditor::setFailures refusing a mark that names nothing.
#include "design/DesignEditor.h"
#include "design/FailureEdits.h"

#include "BuiltClusters.h"

#include <QtTest>

using namespace scalescope;

namespace {

ExpandedDesign dgxH100(Design& design)
{
    ClusterOptions options;
    options.preset = "dgx-h100";
    options.count = 4;
    design.generator = options;
    return expandDesign(design, Catalog::builtInShared(), "mem");
}

LinkId firstLink(const Topology& topology, const std::string& device, LinkTier tier)
{
    const NodeId node = *topology.findNode(device);
    for (LinkId l = 0; l < topology.links.size(); ++l)
        if (topology.links[l].tier == tier && (topology.links[l].a == node || topology.links[l].b == node))
            return l;
    return ~0u;
}

} // namespace

class TestFailureEdits : public QObject {
    Q_OBJECT
private slots:
    void aLinkIsNamedByItsEndsAndFoundEitherWayRound()
    {
        Design design;
        const ExpandedDesign expanded = dgxH100(design);
        const Topology& t = expanded.topology;
        const LinkId l = firstLink(t, "node0/nic0", LinkTier::InfiniBand);
        const std::string target = linkMarkTarget(t, l);
        const Link& link = t.links[l];
        QCOMPARE(target,
            t.nodes[link.a].name + ":" + std::to_string(link.portA) + "--" + t.nodes[link.b].name + ":"
                + std::to_string(link.portB));
        const auto ends = parseLinkMarkEnds(target);
        QVERIFY(ends);
        FailureScenario scenario;
        scenario = withMark(scenario,
            { ends->b + ":" + std::to_string(ends->portB) + "--" + ends->a + ":" + std::to_string(ends->portA),
                FailureState::Failed, std::nullopt, std::nullopt });
        QVERIFY(markOfLink(t, scenario, l));
        QVERIFY(!markOfLink(t, scenario, firstLink(t, "node1/nic0", LinkTier::InfiniBand)));
        // Every link between the two ends, without ports.
        scenario = FailureScenario {};
        scenario = withMark(scenario, { ends->a + "--" + ends->b, FailureState::Failed, std::nullopt, std::nullopt });
        QVERIFY(markOfLink(t, scenario, l));
    }

    void aMarkReplacesOneOfItsTargetAndClears()
    {
        FailureScenario scenario;
        scenario = withMark(scenario, { "node0/gpu0", FailureState::Failed, std::nullopt, std::nullopt });
        scenario = withMark(scenario, { "node0/gpu1", FailureState::Failed, std::nullopt, std::nullopt });
        scenario = withMark(scenario, degradedMark("node0/gpu0", "2 lanes"));
        QCOMPARE(scenario.marks.size(), std::size_t(2));
        QCOMPARE(findMark(scenario, "node0/gpu0")->lanes, std::optional<int>(2));
        scenario = withoutMark(scenario, "node0/gpu0");
        QCOMPARE(scenario.marks.size(), std::size_t(1));
        QVERIFY(!findMark(scenario, "node0/gpu0"));
        QCOMPARE(withoutMark(scenario, "nothing"), scenario);
    }

    void aDeviceIsTakenOutByItsOwnMarkOrItsGroups()
    {
        Design design;
        const ExpandedDesign expanded = dgxH100(design);
        const Topology& t = expanded.topology;
        const NodeId gpu = *t.findNode("node2/gpu1");
        FailureScenario scenario;
        QVERIFY(!markOfDevice(t, scenario, gpu));
        scenario = withMark(scenario, { "node2", FailureState::Failed, std::nullopt, std::nullopt });
        QCOMPARE(markOfDevice(t, scenario, gpu)->target, std::string("node2"));
        scenario = withMark(scenario, { "node2/gpu1", FailureState::Failed, std::nullopt, std::nullopt });
        QCOMPARE(markOfDevice(t, scenario, gpu)->target, std::string("node2/gpu1")); // its own first
    }

    void theDegradedTextIsARateOrLanes()
    {
        QCOMPARE(degradedMark("a--b", "200G").bytesPerSecPerDirection, parseRate("200G"));
        QCOMPARE(degradedMark("a--b", "1 lane").lanes, std::optional<int>(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, degradedMark("a--b", "fast"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, degradedMark("a--b", "0 lanes"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, degradedMark("a--b", "2 PB/s"));
    }

    void theMarksAreCountedByKindInWords()
    {
        Design design;
        const ExpandedDesign expanded = dgxH100(design);
        const Topology& t = expanded.topology;
        FailureScenario scenario;
        QCOMPARE(describeMarks(t, scenario), std::string("no marks"));
        for (const char* target : { "ib/leaf-su0-r0", "node0/nic0", "node1/nic0", "node3" })
            scenario = withMark(scenario, { target, FailureState::Failed, std::nullopt, std::nullopt });
        scenario = withMark(scenario,
            { linkMarkTarget(t, firstLink(t, "node2/nic1", LinkTier::InfiniBand)), FailureState::Failed, std::nullopt,
                std::nullopt });
        QCOMPARE(describeMarks(t, scenario), std::string("5 failed: 1 leaf switch, 2 NICs, 1 node, 1 link"));
        scenario = withMark(
            scenario, degradedMark(linkMarkTarget(t, firstLink(t, "node2/nic2", LinkTier::InfiniBand)), "200G"));
        scenario = withMark(
            scenario, degradedMark(linkMarkTarget(t, firstLink(t, "node2/nic3", LinkTier::InfiniBand)), "200G"));
        QCOMPARE(describeMarks(t, scenario),
            std::string("5 failed: 1 leaf switch, 2 NICs, 1 node, 1 link; 2 degraded links"));
    }

    void theEditorRefusesAMarkThatNamesNothing()
    {
        Design design;
        ExpandedDesign expanded = dgxH100(design);
        const DesignEditor editor(design, expanded.topology, *expanded.catalog, Catalog::builtInShared());
        FailureScenario scenario;
        scenario = withMark(scenario, { "node9/gpu0", FailureState::Failed, std::nullopt, std::nullopt });
        QVERIFY_THROWS_EXCEPTION(std::exception, editor.setFailures(scenario));
        scenario = withMark(FailureScenario {}, { "node0/gpu0", FailureState::Failed, std::nullopt, std::nullopt });
        const DesignChange change = editor.setFailures(scenario);
        QVERIFY(change.changes());
        QVERIFY(change.expanded->survivors);
        QVERIFY(change.expanded->survivors->failed(*expanded.topology.findNode("node0/gpu0")));
        QVERIFY(!editor.setFailures(design.failures).changes());
    }
};

QTEST_MAIN(TestFailureEdits)
#include "tst_failure_edits.moc"
