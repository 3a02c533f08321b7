// Broken inputs to the NCCL topology XML and nvidia-smi topo -m imports are refused with the file
// and the line: NCCL's graph XML, samples cut short, wrong values, deep nesting, devices with more
// ports than a design holds, empty and binary input, broken matrices.
#include "ImportFixtures.h"

#include "io/TextFile.h"
#include "io/import/Import.h"
#include "model/InputError.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// The reader's error for a text, or an empty string when it was read.
std::string errorOf(std::string_view text, ImportFormat format, const std::string& origin = "broken.in")
{
    try {
        importText(text, format, origin);
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

// The line an error names ("origin:LINE:COL: ..."), 0 when it names none.
int lineOf(const std::string& message, const std::string& origin = "broken.in")
{
    if (message.rfind(origin + ":", 0) != 0)
        return 0;
    return std::atoi(message.c_str() + origin.size() + 1);
}

int lineContaining(const std::string& text, const std::string& needle)
{
    const auto at = text.find(needle);
    return at == std::string::npos ? 0 : 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
}

} // namespace

class TestImportRefusals : public QObject {
    Q_OBJECT
private slots:
    void graphXmlIsNotATopology_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("issue1406") << "NVIDIA-nccl-issue1406_2gpu-1nic.xml";
        QTest::newRow("issue524") << "NVIDIA-nccl-issue524_sjeaugey-example.xml";
        QTest::newRow("ncv4-graph") << "azhpc-images_ncv4-graph.xml";
    }

    void graphXmlIsNotATopology()
    {
        QFETCH(QString, file);
        const std::string text = readTextFile(sample("nccl-graph-xml", file.toStdString()));
        QVERIFY(detectImportFormat(text) != std::optional<ImportFormat>(ImportFormat::NcclTopoXml));
        const std::string error = errorOf(text, ImportFormat::NcclTopoXml);
        QVERIFY2(error.find("NCCL graph XML") != std::string::npos, error.c_str());
        QVERIFY2(error.find("NCCL_TOPO_DUMP_FILE") != std::string::npos, error.c_str());
        QCOMPARE(lineOf(error), 1);
        const std::string path = sample("nccl-graph-xml", file.toStdString());
        try {
            importFiles({ path }, std::nullopt, Catalog::builtInShared());
            QFAIL("a graph XML was imported");
        } catch (const InputError& refused) {
            QVERIFY2(std::string(refused.what()).find("NCCL graph XML") != std::string::npos, refused.what());
        }
    }

    // Every sample cut in the middle (of the matrix, for topo -m) is refused at a line.
    void truncatedSamplesAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        for (const char* file : { "Keysight-infragraph_dgx_a100_nccl_topo.xml", "aliyun-SimAI_topo_2A100_1CX6.xml",
                 "aliyun-SimAI_topo_8A100_4CX6.xml", "azhpc-images_ncv4-topo.xml", "azhpc-images_ndv2-topo.xml",
                 "azhpc-images_ndv4-topo.xml", "azhpc-images_ndv5-topo.xml", "ibm-cloud-docs-vpc_h100-8gpu-8nic.xml" })
            QTest::newRow(file) << QString::fromStdString(sample("nccl-topo-xml", file))
                                << int(ImportFormat::NcclTopoXml);
        for (const char* file : { "XueSongTap-blog_4xA10-2nic.txt", "XueSongTap-blog_8xA100-17nic.txt",
                 "gengwg-cheatsheets_DGX-1.txt", "gengwg-cheatsheets_DGX-A100.txt",
                 "kvcache-ai-Mooncake-issue2039_8xH100-12nic.txt", "stas00-ml-engineering_8xH100-gpu-only.txt" })
            QTest::newRow(file) << QString::fromStdString(sample("nvidia-smi-topo", file))
                                << int(ImportFormat::TopoMatrix);
    }

    void truncatedSamplesAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const std::string text = readTextFile(path.toStdString());
        std::size_t end = text.size();
        if (format == int(ImportFormat::TopoMatrix) && text.find("Legend:") != std::string::npos)
            end = text.find("Legend:");
        const std::string cut = text.substr(0, end / 2);
        const std::string error = errorOf(cut, ImportFormat(format));
        QVERIFY2(!error.empty(), "a file cut in the middle was read");
        const int line = lineOf(error);
        const int lines = 1 + static_cast<int>(std::count(cut.begin(), cut.end(), '\n'));
        QVERIFY2(line >= 1 && line <= lines, error.c_str());
    }

    void wrongValuesNameTheLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("speed=fast") << "speed=\"400000\""
                                    << "speed=\"fast\""
                                    << "<net> speed: expected a whole number";
        QTest::newRow("count=-3")
            << "count=\"18\" tclass=\"0x030200\"/>\n        </gpu>\n      </pci>\n      <pci busid=\"0000:21"
            << "count=\"-3\" tclass=\"0x030200\"/>\n        </gpu>\n      </pci>\n      <pci busid=\"0000:21"
            << "<nvlink> count: expected a whole number from 1 to 256";
        QTest::newRow("count=huge")
            << "count=\"18\" tclass=\"0x030200\"/>\n        </gpu>\n      </pci>\n      <pci busid=\"0000:21"
            << "count=\"99999999999999\" tclass=\"0x030200\"/>\n        </gpu>\n      </pci>\n      <pci "
               "busid=\"0000:21"
            << "<nvlink> count: expected a whole number from 1 to 256";
        QTest::newRow("guid") << "guid=\"0x1c2b3c0003a1420c\""
                              << "guid=\"0x1c2b3c0003a1420c00\""
                              << "<net> guid: expected a hexadecimal";
        QTest::newRow("busid") << "busid=\"0000:31:00.0\""
                               << "busid=\"31\""
                               << "<pci> busid: expected domain:bus:device.function";
        QTest::newRow("link_speed") << "link_speed=\"32.0 GT/s PCIe\" link_width=\"16\">\n        <nic>"
                                    << "link_speed=\"fast\" link_width=\"16\">\n        <nic>"
                                    << "<pci> link_speed: expected a PCIe rate";
        QTest::newRow("numaid") << "numaid=\"0\""
                                << "numaid=\"zero\""
                                << "<cpu> numaid: expected a whole number";
        QTest::newRow("root") << "<system version=\"1\">"
                              << "<topology>"
                              << "whose root element is <system>";
    }

    void wrongValuesNameTheLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        std::string text = readTextFile(fixture("nccl-small.xml"));
        const auto at = text.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), to.toStdString());
        if (to.startsWith("<topology>"))
            text.replace(text.rfind("</system>"), 9, "</topology>");
        const std::string error = errorOf(text, ImportFormat::NcclTopoXml);
        QVERIFY2(error.find(expected.toStdString()) != std::string::npos, error.c_str());
        QCOMPARE(lineOf(error), lineContaining(text, to.toStdString()));
    }

    void deepNestingIsRefused()
    {
        std::string text = "<system version=\"1\">\n<cpu numaid=\"0\">\n";
        constexpr int kDepth = 10000;
        for (int i = 0; i < kDepth; ++i)
            text += "<pci busid=\"0000:01:00.0\" class=\"0x060400\" link_speed=\"16 GT/s\" link_width=\"16\">\n";
        for (int i = 0; i < kDepth; ++i)
            text += "</pci>\n";
        text += "</cpu>\n</system>\n";
        const std::string error = errorOf(text, ImportFormat::NcclTopoXml);
        QVERIFY2(error.find("nested deeper than 64 levels") != std::string::npos, error.c_str());
        QCOMPARE(lineOf(error), 3 + 64);
    }

    void devicesWithMorePortsThanAFileHoldsAreRefused()
    {
        // 17 bundles of 256 NVLinks would need 4352 ports on one GPU; a design holds 4096.
        std::string text
            = "<system version=\"1\">\n<cpu numaid=\"0\">\n<pci busid=\"0000:07:00.0\" class=\"0x030200\">\n"
              "<gpu dev=\"0\" sm=\"90\">\n";
        for (int i = 0; i < 17; ++i)
            text += "<nvlink target=\"0000:" + std::to_string(10 + i) + ":00.0\" count=\"256\" tclass=\"0x068000\"/>\n";
        text += "</gpu>\n</pci>\n</cpu>\n</system>\n";
        const std::string error = errorOf(text, ImportFormat::NcclTopoXml);
        QVERIFY2(error.find("gpu0 would need more than 4096 nvlink ports") != std::string::npos, error.c_str());
        QCOMPARE(lineOf(error), 4 + 17);
    }

    void emptyAndBinaryInputsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("format");
        QByteArray garbage;
        for (int i = 0; i < 4096; ++i)
            garbage.append(char((i * 7919 + 13) % 256));
        for (const int format : { int(ImportFormat::NcclTopoXml), int(ImportFormat::TopoMatrix) }) {
            const QByteArray name = importFormatName(ImportFormat(format));
            QTest::newRow((name + " empty").constData()) << QByteArray() << format;
            QTest::newRow((name + " blank").constData()) << QByteArray("\n\n  \t\n") << format;
            QTest::newRow((name + " binary").constData()) << garbage << format;
            QTest::newRow((name + " nul bytes").constData()) << QByteArray(64, '\0') << format;
        }
    }

    void emptyAndBinaryInputsAreRefused()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, format);
        const std::string error = errorOf(std::string_view(text.constData(), text.size()), ImportFormat(format));
        QVERIFY2(!error.empty(), "garbage was read");
        QVERIFY2(lineOf(error) >= 1, error.c_str());
        QVERIFY(!detectImportFormat(std::string_view(text.constData(), text.size())));
    }

    void brokenMatricesNameTheLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("line");
        QTest::newRow("unknown cell") << "NV4\tPIX"
                                      << "NV4\tFOO"
                                      << "expected NV#, PIX, PXB, PHB, NODE, SYS or SOC" << 2;
        QTest::newRow("huge NV") << "NV4\tPIX"
                                 << "NV99999999999999\tPIX"
                                 << "NV and a number of NVLinks" << 2;
        QTest::newRow("NV to a NIC") << "NV4\tPIX"
                                     << "NV4\tNV2"
                                     << "NVLinks join only GPUs" << 2;
        QTest::newRow("self not X") << "GPU1\tNV4\t X "
                                    << "GPU1\tNV4\tSYS"
                                    << "expected X" << 3;
        QTest::newRow("row order") << "NIC0\tPIX"
                                   << "NIC7\tPIX"
                                   << "expected the row of NIC0" << 4;
        QTest::newRow("short row") << "NIC0\tPIX\tSYS\t X "
                                   << "NIC0\tPIX\tSYS"
                                   << "has 2 cells; expected 3" << 4;
        QTest::newRow("no header") << "\tGPU0\tGPU1\tNIC0\tCPU Affinity"
                                   << "\tGPUX\tGPU1\tNIC0\tCPU Affinity"
                                   << "a row before the header" << 2;
    }

    void brokenMatricesNameTheLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QFETCH(int, line);
        std::string text = readTextFile(fixture("topo-m-small.txt"));
        const auto at = text.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), to.toStdString());
        const std::string error = errorOf(text, ImportFormat::TopoMatrix);
        QVERIFY2(error.find(expected.toStdString()) != std::string::npos, error.c_str());
        QCOMPARE(lineOf(error), line);
    }
};

QTEST_APPLESS_MAIN(TestImportRefusals)
#include "tst_import_refusals.moc"
