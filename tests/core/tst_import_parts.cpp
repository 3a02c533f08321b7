// The readers' parts on their own: `nvidia-smi topo -m` read as a grid, NCCL topology XML's
// places and checked attributes, and the notes of what the NCCL reader inferred.
#include "io/import/NcclTopoNotes.h"
#include "io/import/NcclXmlSource.h"
#include "io/import/TopoMatrixGrid.h"
#include "model/InputError.h"

#include <QtTest>

using namespace scalescope;

namespace {

const char* const kMatrix = "\tGPU0\tGPU1\tNIC0\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\n"
                            "GPU0\t X \tNV4\tPIX\t0-31\t0\t\tN/A\n"
                            "GPU1\tNV4\t X \tSYS\t32-63\t0-1\t\tN/A\n"
                            "NIC0\tPIX\tSYS\t X \n"
                            "\n"
                            "NIC Legend:\n"
                            "\n"
                            "  NIC0: mlx5_0\n";

// The first problem of the InputError the call throws.
template <typename Call> Problem problemOf(Call call)
{
    try {
        call();
    } catch (const InputError& error) {
        return error.problems().front();
    }
    return Problem { "", 0, 0, "nothing thrown" };
}

} // namespace

class TestImportParts : public QObject {
    Q_OBJECT
private slots:
    void theMatrixReadsAsAGridOfPaths()
    {
        const TopoMatrixGrid grid = readTopoMatrixGrid(kMatrix, "m.txt");
        QCOMPARE(grid.headerLine, 1);
        QCOMPARE(grid.columns.size(), std::size_t(3));
        QVERIFY(grid.columns[0].gpu && grid.columns[1].gpu && !grid.columns[2].gpu);
        QCOMPARE(grid.columns[2].label, std::string("NIC0"));
        QCOMPARE(grid.affinityColumns.size(), std::size_t(3));
        QCOMPARE(grid.cell(0, 1).path, TopoPath::NvLink);
        QCOMPARE(grid.cell(0, 1).nvlinks, 4);
        QCOMPARE(grid.cell(1, 0).nvlinks, 4);
        QCOMPARE(grid.cell(0, 2).path, TopoPath::Pix);
        QCOMPARE(grid.cell(1, 2).path, TopoPath::Sys);
        QCOMPARE(grid.cell(2, 2).path, TopoPath::Self);
    }

    void numaAffinityAndTheLegendNameTheDevices()
    {
        const TopoMatrixGrid grid = readTopoMatrixGrid(kMatrix, "m.txt");
        QCOMPARE(grid.numa[0], std::optional<int>(0));
        QCOMPARE(grid.numa[1], std::optional<int>(0)); // "0-1": the first of them
        QCOMPARE(grid.numa[2], std::optional<int>());
        QCOMPARE(grid.spanningNuma, std::vector<std::string> { "gpu1" });
        QCOMPARE(grid.deviceName(0), std::string("gpu0"));
        QCOMPARE(grid.deviceName(2), std::string("mlx5_0"));
    }

    void aCellTheGridCannotReadIsNamedWithItsPlace()
    {
        std::string text = kMatrix;
        text.replace(text.find("PIX"), 3, "NV2");
        const Problem p = problemOf([&] { readTopoMatrixGrid(text, "m.txt"); });
        QCOMPARE(p.line, 2);
        QCOMPARE(p.column, 14);
        QCOMPARE(p.message,
            std::string("column NIC0 of GPU0's row: expected a PCIe path (NVLinks join only GPUs), found \"NV2\""));
        const Problem none = problemOf([] { readTopoMatrixGrid("GPU1 GPU2\n\nlegend\n", "m.txt"); });
        QCOMPARE(none.line, 4);
        QVERIFY(none.message.starts_with("no header row naming GPU0"));
    }

    void anAttributeIsCheckedAndPlaced()
    {
        const std::string text = "<system>\n  <gpu dev=\"x\" sm=\"90\" class=\" \" guid=\"0x1g\"/>\n</system>\n";
        pugi::xml_document document;
        QVERIFY(document.load_buffer(text.data(), text.size()));
        const pugi::xml_node gpu = document.child("system").child("gpu");
        const NcclXmlSource source(text, "topo.xml");
        QCOMPARE(source.whole(gpu, "sm", 0, 100), std::optional<long long>(90));
        QCOMPARE(source.whole(gpu, "rank", 0, 100), std::optional<long long>());
        QCOMPARE(source.hex(gpu, "class", 6), std::optional<std::uint64_t>()); // blank: not given
        QCOMPARE(source.placeOf(gpu), std::make_pair(2, 4));

        const Problem p = problemOf([&] { source.whole(gpu, "dev", 0, 9, "units"); });
        QCOMPARE(p.line, 2);
        QCOMPARE(p.column, 4);
        QCOMPARE(p.message, std::string("<gpu> dev: expected a whole number from 0 to 9 (units), found \"x\""));
        const Problem h = problemOf([&] { source.hex(gpu, "guid", 16); });
        QCOMPARE(
            h.message, std::string("<gpu> guid: expected a hexadecimal number of at most 16 digits, found \"0x1g\""));
    }

    void onlyElementsAreChildren()
    {
        const std::string text = "<system><!-- a comment -->text<cpu/><?pi?><gpu/></system>";
        pugi::xml_document document;
        QVERIFY(document.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_comments));
        const std::vector<pugi::xml_node> children = NcclXmlSource::elements(document.child("system"));
        QCOMPARE(children.size(), std::size_t(2));
        QCOMPARE(std::string(children[1].name()), std::string("gpu"));
    }

    void nothingInferredNothingNoted() { QVERIFY(ncclTopoNotes(NcclTopoFindings {}).empty()); }

    void notesCountInTheSingularAndThePlural()
    {
        NcclTopoFindings one;
        one.inferredNvSwitches = 1;
        one.pcieSpeedsAssumed = 1;
        one.pcieRatesUnknown = 1;
        const std::vector<std::string> notes = ncclTopoNotes(one);
        QCOMPARE(notes.size(), std::size_t(2));
        QVERIFY(notes[0].starts_with("1 NVSwitch was inferred"));
        QCOMPARE(notes[1],
            std::string("1 PCIe link gives no speed: taken at the speed of the nearest link above that gives one, or "
                        "Gen4 when none does (1)"));
        NcclTopoFindings three;
        three.inferredNvSwitches = 3;
        three.pcieSpeedsAssumed = 3;
        const std::vector<std::string> more = ncclTopoNotes(three);
        QVERIFY(more[0].starts_with("3 NVSwitches were inferred"));
        QCOMPARE(more[1],
            std::string("3 PCIe links give no speed: taken at the speed of the nearest link above that gives one"));
    }

    void notesComeInTheirOrderWhatWasNotReadLast()
    {
        NcclTopoFindings f;
        f.ignoredElements = { "<foo> in <cpu>", "<bar> in <pci>" };
        f.graceCpus = { "cpu0" };
        f.pcieWidthsAssumed = 2;
        f.hiddenNvSwitches = true;
        f.selfLinks = { "gpu1", "gpu2" };
        const std::vector<std::string> notes = ncclTopoNotes(f);
        QCOMPARE(notes.size(), std::size_t(5));
        QVERIFY(notes[0].starts_with("NVLink target fffffff:ffff:ff"));
        QCOMPARE(notes[1], std::string("gpu1 and gpu2: an NVLink to its own bus id, left out"));
        QCOMPARE(notes[2], std::string("2 PCIe links give no width (0 or none): taken as x16"));
        QCOMPARE(notes[3], std::string("cpu0: NVLink-C2C to a GPU, so taken to be Grace"));
        QCOMPARE(notes[4], std::string("not read: <bar> in <pci> and <foo> in <cpu>"));
    }
};

QTEST_APPLESS_MAIN(TestImportParts)
#include "tst_import_parts.moc"
