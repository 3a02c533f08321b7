// Strict JSON, names without control characters and nothing written that does not read back:
// nesting is bounded while parsing, a key given twice is an error with its place, a bad value is
// described briefly; every name a file or an edit gives is refused when it holds a control
// character; the exporters keep names apart and well-formed; a design file is only written
// once it reads back as the same design.
#include "ExportFixtures.h"

#include "design/DesignEditor.h"
#include "io/DesignFile.h"
#include "io/export/DotExport.h"
#include "io/export/DrawIoExport.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"
#include "model/NameCheck.h"
#include "util/JsonDocument.h"

#include <QtTest>

#include <pugixml.hpp>

#include <filesystem>
#include <fstream>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::string brokenFile(const char* name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/broken/" + name;
}

// The message a design's text is refused with ("" when it is accepted).
std::string refusal(const std::string& text, const std::string& origin = "d.json")
{
    try {
        parseDesign(text, origin, Catalog::builtIn());
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

std::string refusalOfFile(const char* name)
{
    try {
        loadDesignFile(brokenFile(name), Catalog::builtInShared());
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

// A design's text whose one node is named `name` (written with JSON escapes).
std::string designNamingNode(const std::string& jsonName)
{
    return "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"" + jsonName
        + "\", \"kind\": \"gpu\", \"model\": \"H100-SXM5-80GB\"}]}";
}

std::string deepArray(std::size_t depth)
{
    return std::string(depth, '[') + std::string(depth, ']');
}

Design twoNodeDesign()
{
    Design design;
    NodeSpec nic;
    nic.name = "nic-a";
    nic.kind = NodeKind::Nic;
    nic.network = Network::Compute;
    nic.model = "ConnectX-7";
    NodeSpec leaf;
    leaf.name = "leaf";
    leaf.kind = NodeKind::IbSwitch;
    leaf.role = SwitchRole::Leaf;
    leaf.model = "QM9700";
    design.nodes = { nic, leaf };
    LinkSpec link;
    link.a = PortRef { "nic-a", 1 };
    link.b = PortRef { "leaf", 1 };
    link.tier = LinkTier::InfiniBand;
    link.bytesPerSecPerDirection = 50e9;
    design.links = { link };
    return design;
}

std::string writeRefusal(const Design& design)
{
    try {
        formatDesignThatReadsBack(design, Catalog::builtIn(), "out.json");
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestReadBack : public QObject {
    Q_OBJECT

private slots:
    void deepNestingIsRefusedWithItsPlace()
    {
        // 50,000 levels in a numeric field crashed with a stack overflow.
        const std::string deep
            = "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"a\", \"ports\": "
            + deepArray(50000) + "}]}";
        const std::string message = refusal(deep, "deep.json");
        QVERIFY2(message.starts_with("deep.json:1:"), message.c_str());
        QVERIFY2(message.find("nested more than 64 levels deep") != std::string::npos, message.c_str());
        QVERIFY2(message.size() < 200, message.c_str());
        // The limit itself is fine: 64 levels read, 65 do not.
        QVERIFY_THROWS_NO_EXCEPTION(parseJsonDocument(deepArray(kMaxJsonDepth), "ok.json"));
        QVERIFY_THROWS_EXCEPTION(InputError, parseJsonDocument(deepArray(kMaxJsonDepth + 1), "deep.json"));
        try {
            parseJsonDocument("{\"a\": [1,\n  " + deepArray(kMaxJsonDepth) + "]}", "place.json");
            QFAIL("accepted");
        } catch (const InputError& error) {
            // The 65th opening bracket: line 2, column 3 + 62.
            QCOMPARE(std::string(error.what()), std::string("place.json:2:65: nested more than 64 levels deep"));
        }
    }

    void deepCatalogFileIsRefused()
    {
        const std::filesystem::path path = std::filesystem::temp_directory_path() / "scalescope-deep-catalog.json";
        std::ofstream(path) << deepArray(50000);
        Catalog catalog = Catalog::builtIn();
        try {
            catalog.mergeFile(path.string());
            QFAIL("accepted");
        } catch (const InputError& error) {
            QVERIFY2(std::string(error.what()).find(":1:65: nested more than 64 levels deep") != std::string::npos,
                error.what());
        }
        std::filesystem::remove(path);
    }

    void duplicateKeysAreRefusedWithTheirPlace_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("in a node") << "duplicate-key.json"
                                   << "duplicate-key.json:5:64: duplicate key \"name\" in the object at /nodes/0";
        QTest::newRow("at the top") << "duplicate-top-key.json"
                                    << "duplicate-top-key.json:4:3: duplicate key \"version\" in the object at the top";
    }
    void duplicateKeysAreRefusedWithTheirPlace()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string message = refusalOfFile(file.toLatin1().constData());
        QVERIFY2(message.ends_with(expected.toStdString()), message.c_str());
        // Keys equal once unescaped are the same key.
        QVERIFY(refusal("{\"format\": \"scalescope\", \"\\u0066ormat\": \"x\"}").find("duplicate key \"format\"")
            != std::string::npos);
        // The same key in two objects is fine.
        QCOMPARE(
            refusal("{\"format\": \"scalescope\", \"version\": 1, \"name\": \"a\", \"layout\": {\"positions\": {}}}"),
            std::string());
    }

    void badValuesAreDescribedBriefly()
    {
        // A 5,000,000-element array where a number goes gave a 39 MB message.
        std::string array = "[1";
        for (int i = 1; i < 5'000'000; ++i)
            array += ",1";
        array += ']';
        const std::string big
            = "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"a\", \"kind\": \"gpu\", "
              "\"ports\": "
            + array + "}]}";
        std::string message = refusal(big);
        QVERIFY2(message.size() < 200, message.substr(0, 300).c_str());
        QVERIFY2(message.find("/nodes/0/ports: expected an integer, found an array of 5000000 elements")
                != std::string::npos,
            message.c_str());
        message = refusal("{\"format\": \"scalescope\", \"version\": " + array + "}");
        QVERIFY2(message.find("/version: expected a positive integer, found an array of 5000000 elements")
                != std::string::npos,
            message.substr(0, 300).c_str());
        const std::string longText(100000, 'x');
        message = refusal(
            "{\"format\": \"scalescope\", \"version\": 1, \"layout\": {\"positions\": {\"a\": \"" + longText + "\"}}}");
        QVERIFY2(message.find("found a string \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\"") != std::string::npos,
            message.substr(0, 300).c_str());
        QVERIFY(message.size() < 200);
    }

    void controlCharactersInNamesAreRefused_data()
    {
        QTest::addColumn<QString>("jsonName");
        QTest::addColumn<QString>("codePoint");
        QTest::newRow("NUL") << "a\\u0000b"
                             << "U+0000 at character 2";
        QTest::newRow("ESC") << "gpu\\u001b[31m"
                             << "U+001B at character 4";
        QTest::newRow("newline") << "a\\nb"
                                 << "U+000A";
        QTest::newRow("tab") << "a\\tb"
                             << "U+0009";
        QTest::newRow("DEL") << "a\\u007f"
                             << "U+007F";
        QTest::newRow("C1 NEL") << "a\\u0085"
                                << "U+0085";
        QTest::newRow("C1 CSI") << "a\\u009b"
                                << "U+009B";
        QTest::newRow("bidi embedding") << "\\u202aa"
                                        << "U+202A at character 1";
        QTest::newRow("bidi override") << "evil\\u202etxt"
                                       << "U+202E at character 5";
        QTest::newRow("bidi isolate") << "a\\u2066"
                                      << "U+2066";
        QTest::newRow("bidi isolate end") << "a\\u2069"
                                          << "U+2069";
    }
    void controlCharactersInNamesAreRefused()
    {
        QFETCH(QString, jsonName);
        QFETCH(QString, codePoint);
        const std::string message = refusal(designNamingNode(jsonName.toStdString()));
        QVERIFY2(message.find("d.json: /nodes/0/name: \"") == 0, message.c_str());
        QVERIFY2(message.find("contains the control character " + codePoint.toStdString()) != std::string::npos,
            message.c_str());
        // The message itself holds no control character: it is safe on a terminal.
        QVERIFY2(!nameProblem(message.substr(0, message.find('\n'))), message.c_str());
    }

    void namesOfEveryKindAreChecked_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* file, const char* expected) { QTest::newRow(file) << file << expected; };
        row("name-with-escape.json", "/nodes/0/name: \"gpu\\u001b[2J\" contains the control character U+001B");
        row("name-with-nul.json", "/groups/0/name: \"rack\\u00000\" contains the control character U+0000");
        row("name-with-bidi-override.json",
            "/jobs/0/name: \"evil\\u202etxt.exe\" contains the control character "
            "U+202E at character 5");
        row("override-key-with-newline.json",
            "/overrides/node0~1gpu0\\u000anode0~1gpu1: \"node0/gpu0\\u000anode0/gpu1\" "
            "contains the control character U+000A");
        row("catalog-id-with-control.json",
            "/catalog/nics/0/id: \"NIC\\u0085X\" contains the control character U+0085");
        row("description-with-escape.json",
            "/description: \"two lines\\u000aand a tab\\u0009 are text, \\u001b[31m is ...\" "
            "contains the control character U+001B at character 32");
    }
    void namesOfEveryKindAreChecked()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string message = refusalOfFile(file.toLatin1().constData());
        QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
    }

    void textThatIsNotANameKeepsLinesAndOtherScripts()
    {
        QVERIFY(!nameProblem("\u673a\u67b6-0/gpu\u00e9"));
        QVERIFY(!freeTextProblem("two lines\nand a\ttab"));
        QVERIFY(nameProblem("two lines\nand a\ttab"));
        QCOMPARE(*nameProblem("ab\xff"), std::string("is not valid UTF-8 at byte 3"));
        QCOMPARE(printableText("a\x1b[2Jb\xff", 20), std::string("a\\u001b[2Jb\\xff"));
        QCOMPARE(printableText("abcdef", 3), std::string("abc..."));
    }

    void savedJobNamesAreChecked()
    {
        Design design;
        ClusterOptions options;
        options.preset = "dgx-h100";
        options.count = 1;
        design.generator = options;
        const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), "job");
        const DesignEditor editor(design, expanded.topology, *expanded.catalog, Catalog::builtInShared());
        JobSpec job;
        job.name = "evil\u202etxt";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, editor.saveJob(job));
        job.name = "";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, editor.saveJob(job));
        job.name = "all_reduce 1G";
        QCOMPARE(editor.saveJob(job).jobs.size(), std::size_t(1));
    }

    void dotNeverMergesTwoNames()
    {
        // DOT dropped NUL, so "a<NUL>b" and "ab" became one node.
        Topology t;
        addDevice(t, std::string("a\0b", 3), NodeKind::Gpu);
        addDevice(t, "ab", NodeKind::Gpu);
        addDevice(t, "a\\x00b", NodeKind::Gpu);
        const std::string dot = exportDot(t, "t");
        QVERIFY2(dot.find("\"a\\x00b\" [") != std::string::npos, dot.c_str());
        QVERIFY2(dot.find("\"ab\" [") != std::string::npos, dot.c_str());
        QVERIFY2(dot.find("\"a\\\\x00b\" [") != std::string::npos, dot.c_str());
        QVERIFY(dot.find('\0') == std::string::npos);
    }

    void drawIoStaysWellFormed()
    {
        Topology t;
        const NodeId a = addDevice(t, "gpu\x1b[2J", NodeKind::Gpu);
        const NodeId b = addDevice(t, std::string("nic\0x", 5), NodeKind::Nic, kNoGroup, "bad\xff model");
        cable(t, a, b, LinkTier::Pcie, 32);
        const std::string text = exportDrawIo(t, layoutScene(t), "title\x01");
        pugi::xml_document document;
        const pugi::xml_parse_result parsed = document.load_buffer(text.data(), text.size());
        QVERIFY2(parsed, parsed.description());
        QVERIFY(document.select_node("//object[@name='gpu\xEF\xBF\xBD[2J']"));
        QVERIFY(document.select_node("//object[@name='nic\xEF\xBF\xBDx']"));
        QVERIFY(document.select_node("//object[@model='bad\xEF\xBF\xBD model']"));
        for (const char c : text)
            QVERIFY(static_cast<unsigned char>(c) >= 0x20 || c == '\n' || c == '\t' || c == '\r');
    }

    void aDesignIsWrittenOnlyIfItReadsBack()
    {
        const Design good = twoNodeDesign();
        QCOMPARE(writeRefusal(good), std::string());
        // GUID 0 is written as "0x0000000000000000", which no reader takes as an address.
        Design guidZero = good;
        guidZero.nodes[0].guid = 0;
        QCOMPARE(writeRefusal(guidZero),
            std::string("out.json: would write a file that does not read back: /nodes/0/guid: \"0x0000000000000000\" "
                        "is not an address like \"0x0c42a10300000001\""));
        // A rate beyond double's range was written as "infGB/s".
        for (const double rate : { 1e308 * 10, 1e300 * 1e9 / 8, 1e20 }) {
            Design absurd = good;
            absurd.links[0].bytesPerSecPerDirection = rate;
            const std::string message = writeRefusal(absurd);
            QVERIFY2(message.starts_with("out.json: would write a file that does not read back: /links/0/bandwidth: "),
                message.c_str());
        }
        Design controlName = good;
        controlName.name = "x\x1b[31m";
        QVERIFY2(writeRefusal(controlName).find("/name: \"x\\u001b[31m\" contains the control character U+001B")
                != std::string::npos,
            writeRefusal(controlName).c_str());
        Design notUtf8 = good;
        notUtf8.description = "caf\xe9";
        QCOMPARE(writeRefusal(notUtf8),
            std::string("out.json: would write a file that does not read back: a name or text is not valid UTF-8"));
    }

    void nothingIsWrittenWhenTheCheckFails()
    {
        const std::filesystem::path path = std::filesystem::temp_directory_path() / "scalescope-readback.json";
        std::filesystem::remove(path);
        Design design = twoNodeDesign();
        design.nodes[1].guid = 0;
        QVERIFY_THROWS_EXCEPTION(InputError, writeDesignFile(design, path.string(), Catalog::builtIn()));
        QVERIFY(!std::filesystem::exists(path));
        design.nodes[1].guid = 0x0c42a10300000001ull;
        writeDesignFile(design, path.string(), Catalog::builtIn());
        QVERIFY(readDesignFile(path.string(), Catalog::builtIn()) == design);
        std::filesystem::remove(path);
    }
};

QTEST_APPLESS_MAIN(TestReadBack)
#include "tst_readback.moc"
