// The design file: what is written reads back the same, generated designs stay small, and every
// kind of bad input gets a message that names the file and the place, and loads nothing.
#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "design/DesignEdits.h"
#include "model/InputError.h"
#include "design/Summary.h"
#include "BrokenFiles.h"

#include <QtTest>

#include <filesystem>

using namespace scalescope;

namespace {

ClusterOptions options(const std::string& preset, int count)
{
    ClusterOptions o;
    o.preset = preset;
    o.count = count;
    return o;
}

// Everything a user can see of a topology, for comparing two of them.
void compareTopologies(const Topology& a, const Topology& b)
{
    QCOMPARE(a.nodes.size(), b.nodes.size());
    QCOMPARE(a.links.size(), b.links.size());
    QCOMPARE(a.groups.size(), b.groups.size());
    for (std::size_t i = 0; i < a.nodes.size(); ++i) {
        const Node& x = a.nodes[i];
        const Node& y = b.nodes[i];
        QCOMPARE(x.name, y.name);
        QVERIFY(x.kind == y.kind && x.role == y.role && x.network == y.network && x.portCount == y.portCount);
        QCOMPARE(a.modelOf(x), b.modelOf(y));
        QCOMPARE(x.group == kNoGroup ? std::string() : a.groups[x.group].name,
            y.group == kNoGroup ? std::string() : b.groups[y.group].name);
        QVERIFY(x.addresses.pciBdf == y.addresses.pciBdf && x.addresses.lid == y.addresses.lid
            && x.addresses.ibSubnet == y.addresses.ibSubnet && x.addresses.guid == y.addresses.guid
            && x.addresses.ipv4 == y.addresses.ipv4 && x.addresses.mac == y.addresses.mac);
    }
    for (std::size_t i = 0; i < a.links.size(); ++i) {
        const Link& x = a.links[i];
        const Link& y = b.links[i];
        QVERIFY(x.a == y.a && x.b == y.b && x.portA == y.portA && x.portB == y.portB && x.tier == y.tier
            && x.lanes == y.lanes);
        QCOMPARE(x.bytesPerSecPerDirection, y.bytesPerSecPerDirection);
        QCOMPARE(x.latencyNs, y.latencyNs);
    }
}

class TemporaryFolder {
public:
    TemporaryFolder()
        : m_path(std::filesystem::temp_directory_path() / ("scalescope-test-" + std::to_string(::getpid())))
    {
        std::filesystem::create_directories(m_path);
    }
    ~TemporaryFolder() { std::filesystem::remove_all(m_path); }
    std::string file(const char* name) const { return (m_path / name).string(); }
    std::size_t entries() const
    {
        return static_cast<std::size_t>(
            std::distance(std::filesystem::directory_iterator(m_path), std::filesystem::directory_iterator()));
    }

private:
    std::filesystem::path m_path;
};

} // namespace

class TestDesignFile : public QObject {
    Q_OBJECT
private slots:
    void generatedDesignRoundTrips()
    {
        Design design;
        design.name = "two GB300 racks";
        design.description = "800G, a spare storage server";
        ClusterOptions o = options("gb300-nvl72", 2);
        o.fabric = FabricKind::RailOptimized;
        o.oversubscription = 2;
        o.nicBytesPerSec = parseRate("400G");
        o.storageServers = 3;
        o.fabricSwitch = "QM9700";
        design.generator = o;
        design.positions["rack1"] = Position { 120, -40.5f };
        design.positions["ib/spine0"] = Position { -30, 10 };
        const std::string text = formatDesign(design, Catalog::builtIn());
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read == design);
        QCOMPARE(formatDesign(read, Catalog::builtIn()), text);
        QVERIFY(text.find("\"racks\": 2") != std::string::npos);
        QVERIFY(text.find("\"nic\": \"400Gb/s\"") != std::string::npos);
    }

    void everyRateReadsBackExactly()
    {
        // Rates that no short decimal in GB/s states: 481 GiB/s (as an ASTRA-sim file gives
        // it, found by the fuzzer), a third of a GB/s, a rate one ulp off a round one. The file
        // must say each so that it reads back as the same number.
        const double gib = 1024.0 * 1024.0 * 1024.0;
        for (const double rate : { 481.0 * gib, 1e9 / 3, std::nextafter(450e9, 1e12), 450e9, 12.5e9 }) {
            for (const LinkTier tier : { LinkTier::NvLink, LinkTier::InfiniBand }) {
                Design design;
                design.name = "rates";
                design.nodes = { NodeSpec { .name = "a", .kind = NodeKind::Gpu },
                    NodeSpec { .name = "b", .kind = NodeKind::Gpu } };
                design.links
                    = { LinkSpec { .a = { "a", 0 }, .b = { "b", 0 }, .tier = tier, .bytesPerSecPerDirection = rate } };
                const std::string text = formatDesign(design, Catalog::builtIn());
                const Design back = parseDesign(text, "mem", Catalog::builtIn());
                QCOMPARE(back.links.size(), std::size_t(1));
                QVERIFY2(back.links[0].bytesPerSecPerDirection == rate, text.c_str());
            }
        }
    }

    void hugeGeneratedDesignIsAFewLines()
    {
        Design design;
        design.generator = options("dgx-h100", 16384);
        QVERIFY(formatDesign(design, Catalog::builtIn()).size() < 400);
    }

    void explicitDesignRebuildsTheSameTopology()
    {
        // Every node, address and link spelled out reads back as the very topology it came from.
        const Catalog& catalog = Catalog::builtIn();
        const GeneratedCluster cluster = buildCluster(catalog, options("dgx-h100", 4));
        const Design explicitDesign = designFromTopology(cluster.topology, "spelled out");
        const std::string text = formatDesign(explicitDesign, Catalog::builtIn());
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read == explicitDesign);
        QCOMPARE(formatDesign(read, Catalog::builtIn()), text);
        compareTopologies(expandDesign(read, Catalog::builtInShared(), "mem").topology, cluster.topology);
    }

    void editsApplyOnTopOfTheGenerator()
    {
        const Catalog& catalog = Catalog::builtIn();
        const std::string text = R"json({
          "format": "scalescope", "version": 1,
          "generator": {"preset": "dgx-h100", "nodes": 2},
          "removed": {"nodes": ["node1/gpu7"], "links": [{"a": "node0/nic0:1", "b": "ib/leaf-su0-r0:1"}]},
          "groups": [{"name": "lab", "kind": "rack"}],
          "nodes": [{"name": "lab/spine", "kind": "ib_switch", "role": "spine", "network": "compute", "model": "QM9700",
                     "group": "lab", "guid": "0x0000000000abcdef"}],
          "links": [{"a": "node0/nic0:1", "b": "lab/spine:1", "tier": "infiniband", "bandwidth": "400Gb/s", "latency_ns": 25}]
        })json";
        const Design design = parseDesign(text, "mem", Catalog::builtIn());
        const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), "mem");
        const Topology& t = expanded.topology;
        const TopologySummary base = summarize(buildCluster(catalog, options("dgx-h100", 2)).topology);
        const TopologySummary edited = summarize(t);
        QCOMPARE(edited.count(NodeKind::Gpu), base.count(NodeKind::Gpu) - 1);
        QCOMPARE(edited.count(NodeKind::IbSwitch), base.count(NodeKind::IbSwitch) + 1);
        // The removed GPU took its NVLinks and PCIe link with it; one IB link was moved.
        QCOMPARE(edited.count(LinkTier::NvLink), base.count(LinkTier::NvLink) - 4);
        QCOMPARE(edited.count(LinkTier::InfiniBand), base.count(LinkTier::InfiniBand));
        const NodeId spine = t.findNode("lab/spine").value();
        QCOMPARE(t.nodes[spine].addresses.guid, 0xabcdefull);
        QVERIFY(t.nodes[spine].addresses.lid != 0); // joined the fabric's subnet, given a free LID
        QCOMPARE(t.groups[t.nodes[spine].group].name, std::string("lab"));
        // Generated devices keep the addresses they had before the edit.
        const Topology plain = buildCluster(catalog, options("dgx-h100", 2)).topology;
        const NodeId nic = t.findNode("node0/nic0").value();
        QCOMPARE(t.nodes[nic].addresses.lid, plain.nodes[plain.findNode("node0/nic0").value()].addresses.lid);
        QCOMPARE(formatDesign(parseDesign(formatDesign(design, Catalog::builtIn()), "mem", Catalog::builtIn()),
                     Catalog::builtIn()),
            formatDesign(design, Catalog::builtIn()));
    }

    void devicesSetByHandRenumberNothing()
    {
        const Catalog& catalog = Catalog::builtIn();
        Design design;
        design.generator = options("dgx-h100", 2);
        NodeOverride& nic = design.overrides["node0/nic0"];
        nic.model = "ConnectX-7-2P";
        nic.lid = 500;
        nic.guid = 0x0c42a103000000ffull;
        nic.pci = 0x6900; // 0000:69:00.0
        design.overrides["node1/bmc"].ipv4 = 0x0A0000FEu; // 10.0.0.254
        const Topology t = expandDesign(design, Catalog::builtInShared(), "mem").topology;
        const Node& n = t.nodes[t.findNode("node0/nic0").value()];
        QCOMPARE(t.modelOf(n), std::string("ConnectX-7-2P"));
        QCOMPARE(int(n.portCount), 2);
        QCOMPARE(int(n.addresses.lid), 500);
        QCOMPARE(n.addresses.guid, 0x0c42a103000000ffull);
        QCOMPARE(n.addresses.pciBdf, 0x6900u);
        QCOMPARE(t.nodes[t.findNode("node1/bmc").value()].addresses.ipv4, 0x0A0000FEu);
        // Every other device keeps the addresses it had.
        const Topology plain = buildCluster(catalog, options("dgx-h100", 2)).topology;
        QCOMPARE(t.nodes.size(), plain.nodes.size());
        int changed = 0;
        for (NodeId i = 0; i < t.nodes.size(); ++i) {
            const Addresses& a = t.nodes[i].addresses;
            const Addresses& b = plain.nodes[i].addresses;
            changed += a.lid != b.lid || a.guid != b.guid || a.pciBdf != b.pciBdf || a.ipv4 != b.ipv4 || a.mac != b.mac;
        }
        QCOMPARE(changed, 2);
        // The file keeps them.
        const Design again = parseDesign(formatDesign(design, Catalog::builtIn()), "mem", Catalog::builtIn());
        QVERIFY(again.overrides == design.overrides);
        QVERIFY(formatDesign(design, Catalog::builtIn()).find("\"ip\": \"10.0.0.254\"") != std::string::npos);
    }

    void jobsAreSavedWithTheDesign()
    {
        Design design;
        design.generator = options("gb300-nvl72", 2);
        JobSpec job;
        job.name = "rack1 gather";
        job.ranks = "rack1";
        job.collective = Collective::AllGather;
        job.bytes = ByteCount(384) << 20;
        job.algorithm = Algorithm::Ring;
        job.fidelity = Fidelity::Analytic;
        design.jobs = { JobSpec {}, job };
        design.jobs[0].name = "everything";
        const std::string text = formatDesign(design, Catalog::builtIn());
        QVERIFY(text.find("\"size\": \"384M\"") != std::string::npos);
        const Design again = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(again.jobs == design.jobs);
        QCOMPARE(formatDesign(again, Catalog::builtIn()), text);
    }

    void aJobWithoutGpuDirectRoundTripsThroughTheFile()
    {
        Design design;
        design.generator = options("dgx-h100", 2);
        JobSpec job;
        job.name = "staged";
        job.gpuDirect = false;
        design.jobs = { job };
        QTemporaryDir dir;
        const std::string path = dir.filePath("staged.scalescope.json").toStdString();
        writeDesignFile(design, path, Catalog::builtIn());
        const LoadedDesign loaded = loadDesignFile(path, Catalog::builtInShared());
        QCOMPARE(loaded.design.jobs.size(), std::size_t(1));
        QVERIFY(!loaded.design.jobs[0].gpuDirect);
        QVERIFY(loaded.design.jobs == design.jobs);
        // A file from before the key: GPUDirect on, as every job then ran.
        const Design old = parseDesign(R"({"format": "scalescope", "version": 1, "name": "old",
            "generator": {"preset": "dgx-h100", "nodes": 2},
            "jobs": [{"name": "x", "collective": "all_reduce", "size": "1G"}]})",
            "mem", Catalog::builtIn());
        QCOMPARE(old.jobs.size(), std::size_t(1));
        QVERIFY(old.jobs[0].gpuDirect);
        // Anything but true or false is refused where it stands.
        try {
            parseDesign(R"({"format": "scalescope", "version": 1, "name": "bad",
                "jobs": [{"name": "x", "collective": "all_reduce", "size": "1G", "gpu_direct": "no"}]})",
                "mem", Catalog::builtIn());
            QFAIL("a gpu_direct that is not a boolean was accepted");
        } catch (const InputError& error) {
            QVERIFY2(std::string(error.what()).find("/jobs/0/gpu_direct") != std::string::npos, error.what());
        }
    }

    void devicePropertiesAreCheckedAsTyped()
    {
        const Catalog& catalog = Catalog::builtIn();
        Design design;
        design.generator = options("dgx-h100", 1);
        const Topology t = expandDesign(design, Catalog::builtInShared(), "mem").topology;
        const NodeId nic0 = t.findNode("node0/nic0").value();
        const NodeId nic1 = t.findNode("node0/nic1").value();
        const NodeId gpu = t.findNode("node0/gpu0").value();
        const auto problem = [&](NodeId node, const char* property, const char* text) {
            return devicePropertyProblem(t, catalog, node, property, text);
        };
        QCOMPARE(problem(nic1, "lid", "77"), std::string());
        QCOMPARE(problem(nic1, "lid", "1"), std::string("lid 1 is already used by node0/nic0"));
        QCOMPARE(problem(nic1, "lid", "49152"), std::string("a LID is a whole number from 1 to 49151"));
        QCOMPARE(problem(nic1, "lid", "7x"), std::string("a LID is a whole number from 1 to 49151"));
        QCOMPARE(problem(gpu, "lid", "7"), std::string("node0/gpu0 has no InfiniBand LID"));
        QCOMPARE(problem(gpu, "ip", "10.0.0.1"), std::string("node0/gpu0 has no IP address"));
        QCOMPARE(problem(nic0, "guid", "0x12"), std::string());
        QCOMPARE(problem(nic0, "guid", "twelve"), std::string("a GUID is written like 0x0c42a10300000001"));
        QCOMPARE(problem(gpu, "pci", "0000:28:00.0"), std::string()); // its own
        QCOMPARE(problem(gpu, "pci", "0000:30:00.0"), std::string("pci 0000:30:00.0 is already used by node0/gpu1"));
        QCOMPARE(problem(nic0, "model", "ConnectX-8"), std::string());
        QCOMPARE(problem(nic0, "model", "H100-SXM5-80GB"),
            std::string("\"H100-SXM5-80GB\" is not a nic model in the catalog"));
        QCOMPARE(problem(gpu, "colour", "red"), std::string("\"colour\" cannot be set by hand"));
        const std::vector<std::string> models = modelsFor(t, catalog, nic0);
        QVERIFY(std::find(models.begin(), models.end(), "ConnectX-7") != models.end());
        QVERIFY(std::find(models.begin(), models.end(), "H100-SXM5-80GB") == models.end());

        // Set: an override, and the expanded design shows it.
        Design after = design;
        setDeviceProperty(after, t, catalog, nic1, "lid", "77");
        QCOMPARE(int(after.overrides.at("node0/nic1").lid.value()), 77);
        const Topology edited = expandDesign(after, Catalog::builtInShared(), "mem").topology;
        QCOMPARE(int(edited.nodes[nic1].addresses.lid), 77);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, setDeviceProperty(after, t, catalog, nic1, "lid", "1"));
    }

    // An edited link rate is one the file can hold: from 1 Mb/s to 1 PB/s.
    void editedLinkRatesAreRatesTheFileTakes()
    {
        const Catalog& catalog = Catalog::builtIn();
        Design design;
        design.generator = options("dgx-h100", 1);
        const Topology t = expandDesign(design, Catalog::builtInShared(), "mem").topology;
        const NodeId nic = t.findNode("node0/nic0").value();
        for (const BytesPerSec rate : { 0.0, kMinLinkBytesPerSec / 2, kMaxLinkBytesPerSec * 2, 1e308 * 10 })
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, setLinkRate(design, t, nic, LinkTier::InfiniBand, 1, rate));
        setLinkRate(design, t, nic, LinkTier::InfiniBand, 1, kMaxLinkBytesPerSec);
        QVERIFY(parseDesign(formatDesign(design, catalog), "edited.json", catalog) == design);
    }

    void brokenFilesAreRejectedWithTheirPlace_data()
    {
        testing::addBrokenFileColumns();
        const auto row = testing::brokenFileRow;
        row("syntax-missing-comma.json",
            "syntax-missing-comma.json:3:11: syntax error in an object: a string where '}' should be");
        row("truncated.json",
            "truncated.json:4:34: syntax error in a value: a string without its closing quote (last read: "
            "'\"dgx-h1')");
        row("not-an-object.json", "not-an-object.json: expected an object, found an array");
        row("wrong-format.json", "/format: expected \"scalescope\", found \"drawio\"");
        row("future-version.json", "/version: this file is version 7; this ScaleScope reads versions up to 1");
        row("missing-version.json", "missing required property \"version\"");
        row("unknown-property.json", "/colour: unknown property");
        row("unknown-preset.json", "/generator: unknown preset \"dgx-z900\"");
        row("racks-for-node-preset.json", "/generator/racks: dgx-h100 is counted in nodes");
        row("bad-oversubscription.json", "/generator/oversubscription: must be between 1 and 16");
        row("link-unknown-node.json", "/links/0/b: unknown node \"ghost\"");
        row("negative-bandwidth.json", "/links/0/bandwidth: must be positive, found \"-400Gb/s\"");
        row("bandwidth-without-unit.json", "/links/0/bandwidth: expected a rate with its unit");
        // Beyond double's range once in bytes per second: read as infinity, it was written as "inf".
        row("absurd-bandwidth.json", "/links/0/bandwidth: must be from 1 Mb/s to 1 PB/s, found \"1e308GB/s\"");
        row("duplicate-node.json", "/nodes/1/name: duplicate node name \"gpu\" (first at /nodes/0)");
        row("duplicate-of-generated.json",
            "/nodes/0/name: duplicate node name \"node0/gpu0\" (a generated node has it)");
        row("port-out-of-range.json", "/links/0/b: port 70 is outside leaf's ports 1..64");
        row("port-used-twice.json", "/links/1/b: port 5 of leaf is already used by /links/0");
        row("bad-tier.json", "/links/0/tier: \"warp\" is not one of: nvlink, nvlink_c2c, pcie, infiniband, ethernet");
        row("tier-mismatch.json", "/links/0/tier: nvlink cannot join a nic and a ib_switch");
        row("bad-port-reference.json", "/links/0/a: expected \"node:port\", found \"nic-a\"");
        row("removed-unknown-node.json", "/removed/nodes/0: no generated node is named \"node7/gpu0\"");
        row("removed-unknown-link.json", "/removed/links/0: no generated link joins node0/gpu0:0 and node0/nic3:1");
        row("bad-address.json", "/nodes/0/ip: \"10.0.0.300\" is not an address");
        row("duplicate-lid.json", "/nodes/1/lid: lid is already used by a");
        row("huge-number.json", "/nodes/0/ports: expected an integer");
        row("wrong-type.json", "/nodes: expected an array, found an object");
        row("unknown-group.json", "/nodes/0/group: unknown group \"rack9\"");
        row("unknown-model-without-ports.json", "/nodes/0: model \"QM9999\" is not in the catalog");
        row("bad-catalog.json", "/catalog/nics/0/port_rate");
        row("model-missing-field.json", "/catalog/models/0: missing required property \"hidden\"");
        row("model-bad-number.json", "/catalog/models/0/moe/experts_per_token: must be between 1 and 65536");
        row("bad-position.json", "/layout/positions/rack0: expected [x, y], two numbers");
        row("unknown-position.json", "/layout/positions/rack7: no device or group is named \"rack7\"");
        row("override-unknown-device.json", "/overrides/node9~1gpu0: no device is named \"node9/gpu0\"");
        row("override-address-in-use.json", "/overrides/node0~1nic1/lid: lid is already used by node0/nic0");
        row("override-takes-a-later-address.json", "/overrides/node0~1bmc/ip: ip is already used by node1/bmc");
        row("override-missing-address.json", "/overrides/node0~1gpu0/lid: node0/gpu0 has no InfiniBand LID");
        row("job-unknown-rack.json", "/jobs/0/ranks: \"rack7\": not a GPU index, a range such as 0-7, or the name");
        row("job-repeated-rank.json", "/jobs/0/ranks: \"0,0,0\": GPU 0 (rack0/tray0/gpu0) is given twice");
        row("job-backwards-range.json", "/jobs/0/ranks: \"7-3\": a range that runs backwards");
        // Refused from the counts before anything is built (it took 15-33 s and 5.7 GB).
        row("racks-beyond-the-fabric.json",
            "/generator: gb200-nvl72 holds at most 2515 racks with these options, not 65536");
        row("job-bad-collective.json", "/jobs/0/collective: \"all_shuffle\" is not one of");
        row("job-duplicate-name.json", "/jobs/1/name: another job is named \"x\" (/jobs/0)");
        row("bad-network.json", "/generator/network: \"ethernet\" is not one of: infiniband, roce, roce-v1");
        row("eth-switch-on-infiniband.json", "/generator/eth_switch: an InfiniBand fabric's switch is given as");
        row("ib-switch-on-roce.json", "/generator/ib_switch: a RoCE fabric's switch is given as \"eth_switch\"");
        row("network-beside-generator.json", "/network: a design with a generator states its network in");
        row("bad-routing.json", "/generator/routing: \"spray\" is not one of: ecmp, adaptive");
        row("routing-beside-generator.json", "/routing: a design with a generator states its routing in");
        row("job-bad-routing.json", "/jobs/0/routing: \"random\" is not one of: ecmp, adaptive");
        row("failure-unknown-device.json",
            "/failures/marks/1/target: \"node7/gpu0\" names no device, group or link of the design");
        row("failure-marked-twice.json",
            "/failures/marks/1/target: \"node0/nic0\" is marked already (/failures/marks/0)");
        row("failure-degraded-device.json", "/failures/marks/0/target: \"node0/nic0\" is a device: only a link");
        row("failure-degraded-without-rate.json", "/failures/marks/0: a degraded link needs \"bandwidth\"");
        row("failure-bad-state.json", "/failures/marks/0/state: \"melted\" is not one of: failed, degraded");
        row("override-bad-model.json",
            "/overrides/node0~1nic0/model: model \"ConnectX-99\" is not in the catalog as a nic");
    }
    void brokenFilesAreRejectedWithTheirPlace() { testing::checkBrokenFileRefused(); }

    void manyProblemsAreReportedAtOnce()
    {
        const std::string text = R"json({"format": "scalescope", "version": 1,
            "nodes": [{"name": "a:b", "kind": "robot"}, {"kind": "gpu"}],
            "links": [{"a": "x", "b": "y", "tier": "warp"}]})json";
        try {
            parseDesign(text, "many.json", Catalog::builtIn());
            QFAIL("accepted");
        } catch (const InputError& error) {
            QVERIFY(error.problems().size() >= 6);
        }
    }

    void absurdInputNeverCrashes()
    {
        // Deep nesting, huge numbers and binary noise are errors, not crashes.
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        QVERIFY_THROWS_EXCEPTION(InputError, parseDesign(deep, "deep.json", Catalog::builtIn()));
        try {
            parseDesign("{\"format\": \"scalescope\",\n \"version\": 1e400}", "big.json", Catalog::builtIn());
            QFAIL("accepted");
        } catch (const InputError& error) {
            QVERIFY2(std::string(error.what()).find("big.json:2:13: number overflow") == 0, error.what());
        }
        QVERIFY_THROWS_EXCEPTION(
            InputError, parseDesign(std::string("\x00\xff\xfe{", 4), "noise.json", Catalog::builtIn()));
        QVERIFY_THROWS_EXCEPTION(InputError, parseDesign("", "empty.json", Catalog::builtIn()));
        QVERIFY_THROWS_EXCEPTION(InputError, readDesignFile("/nonexistent/design.scalescope.json", Catalog::builtIn()));
        QVERIFY_THROWS_EXCEPTION(InputError, readDesignFile(std::string(SCALESCOPE_TEST_DATA), Catalog::builtIn()));
    }

    void writesAtomically()
    {
        TemporaryFolder folder;
        const std::string path = folder.file("design.scalescope.json");
        Design design;
        design.generator = options("dgx-b200", 3);
        writeDesignFile(design, path, Catalog::builtIn());
        QVERIFY(readDesignFile(path, Catalog::builtIn()) == design);
        design.generator->count = 5;
        writeDesignFile(design, path, Catalog::builtIn());
        QCOMPARE(readDesignFile(path, Catalog::builtIn()).generator->count, 5);
        QCOMPARE(folder.entries(), std::size_t(1)); // no temporary file left behind
        // A folder that cannot take the file: an error, and the old file stays as it was.
        QVERIFY_THROWS_EXCEPTION(
            std::runtime_error, writeDesignFile(design, folder.file("missing/inner.json"), Catalog::builtIn()));
        QCOMPARE(folder.entries(), std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(TestDesignFile)
#include "tst_designfile.moc"
