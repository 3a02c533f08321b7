#include "io/import/TopoMatrix.h"

#include "io/import/HardwareIds.h"
#include "io/import/ImportBuilder.h"
#include "model/InputError.h"
#include "util/DisjointSets.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>
#include <set>
#include <vector>

namespace scalescope {
namespace {

constexpr std::size_t kMaxDevices = 1024;
constexpr long long kMaxNvlinksPerPair = 64;

struct Token {
    std::string_view text;
    int column = 1; // 1-based
};

struct Line {
    std::string_view text;
    int number = 0;
};

std::vector<Line> splitLines(std::string_view text)
{
    std::vector<Line> lines;
    std::size_t start = 0;
    int number = 1;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        lines.push_back(Line { text.substr(start, end - start), number++ });
        start = end + 1;
    }
    return lines;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

// nvidia-smi separates cells with tabs; pasted copies with runs of spaces. No cell holds a blank.
std::vector<Token> splitCells(std::string_view line)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i]))
            ++i;
        if (i > start)
            tokens.push_back(Token { line.substr(start, i - start), static_cast<int>(start) + 1 });
    }
    return tokens;
}

std::optional<long long> parseNumber(std::string_view text, long long max)
{
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0 || value > max)
        return std::nullopt;
    return value;
}

// What a cell says about the path between two devices.
enum class Path { Self, NvLink, Pix, Pxb, Phb, Node, Sys };

struct Cell {
    Path path = Path::Sys;
    int nvlinks = 0;
};

struct Column {
    std::string label; // as the header names it: GPU0, NIC3, mlx5_0
    bool gpu = false;
};

class TopoMatrixReader {
public:
    TopoMatrixReader(std::string_view text, const std::string& origin)
        : m_origin(origin)
        , m_catalog(Catalog::builtIn())
        , m_lines(splitLines(text))
        , m_builder(nodeNameFromOrigin(origin), origin)
    {
    }

    ImportedDesign read()
    {
        readHeader();
        readRows();
        readLegend();
        build();
        return ImportedDesign { m_builder.take(), std::move(m_notes) };
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const
    {
        throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
    }

    // --- reading -------------------------------------------------------------------------

    void readHeader()
    {
        for (; m_at < m_lines.size(); ++m_at) {
            m_builder.setPlace(m_lines[m_at].number, 1);
            const std::vector<Token> tokens = splitCells(m_lines[m_at].text);
            const bool hasGpu0
                = std::any_of(tokens.begin(), tokens.end(), [](const Token& t) { return t.text == "GPU0"; });
            if (!hasGpu0)
                continue;
            if (tokens.front().text == "GPU0" && tokens.size() > 1 && tokens[1].text == "X")
                fail(m_lines[m_at].number, tokens.front().column,
                    "a row before the header; expected nvidia-smi topo -m's header of device columns (GPU0, GPU1, ..., "
                    "CPU Affinity)");
            parseHeader(tokens);
            ++m_at;
            return;
        }
        fail(m_lines.empty() ? 1 : m_lines.back().number, 1,
            "no header row naming GPU0; expected the matrix nvidia-smi topo -m prints (GPU0 GPU1 ... CPU Affinity)");
    }

    void parseHeader(const std::vector<Token>& tokens)
    {
        const int line = m_lines[m_at].number;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            auto next = [&](std::size_t k) { return i + k < tokens.size() ? tokens[i + k].text : std::string_view(); };
            const std::string_view text = tokens[i].text;
            if (text == "CPU" && next(1) == "Affinity") {
                m_affinityColumns.push_back("CPU Affinity");
                ++i;
            } else if (text == "NUMA" && next(1) == "Affinity") {
                m_affinityColumns.push_back("NUMA Affinity");
                ++i;
            } else if (text == "GPU" && next(1) == "NUMA" && next(2) == "ID") {
                m_affinityColumns.push_back("GPU NUMA ID");
                i += 2;
            } else if (!m_affinityColumns.empty()) {
                fail(line, tokens[i].column,
                    "\"" + std::string(text)
                        + "\" after the affinity columns; expected CPU Affinity, "
                          "NUMA Affinity or GPU NUMA ID");
            } else {
                const bool gpu = text.starts_with("GPU") && parseNumber(text.substr(3), 100000).has_value();
                const bool named
                    = std::any_of(m_columns.begin(), m_columns.end(), [&](const Column& c) { return c.label == text; });
                if (named)
                    fail(line, tokens[i].column, "column " + std::string(text) + " named twice");
                m_columns.push_back(Column { std::string(text), gpu });
                if (m_columns.size() > kMaxDevices)
                    fail(line, tokens[i].column, "more than " + std::to_string(kMaxDevices) + " device columns");
            }
        }
        if (m_columns.empty() || m_columns.front().label != "GPU0")
            fail(line, tokens.front().column, "expected the header to begin with GPU0");
    }

    void readRows()
    {
        const std::size_t n = m_columns.size();
        m_cells.assign(n * n, Cell {});
        m_numa.assign(n, std::nullopt);
        for (std::size_t row = 0; row < n; ++row) {
            while (m_at < m_lines.size() && splitCells(m_lines[m_at].text).empty())
                ++m_at;
            const std::string& label = m_columns[row].label;
            if (m_at >= m_lines.size())
                fail(m_lines.back().number, 1,
                    "the file ends before the row of " + label + "; expected one row per column of the header");
            const Line& line = m_lines[m_at++];
            const std::vector<Token> tokens = splitCells(line.text);
            if (tokens.front().text != label)
                fail(line.number, tokens.front().column,
                    "expected the row of " + label + " (rows in the header's column order), found \""
                        + std::string(tokens.front().text) + "\"");
            if (tokens.size() < n + 1)
                fail(line.number, static_cast<int>(line.text.size()) + 1,
                    "the row of " + label + " has " + std::to_string(tokens.size() - 1) + " cells; expected "
                        + std::to_string(n) + ", one per device column");
            for (std::size_t col = 0; col < n; ++col)
                m_cells[row * n + col] = parseCell(line.number, tokens[col + 1], row, col);
            const std::size_t extra = tokens.size() - (n + 1);
            if (extra > m_affinityColumns.size())
                fail(line.number, tokens[n + 1 + m_affinityColumns.size()].column,
                    "more cells than the header has columns (" + std::to_string(n + m_affinityColumns.size()) + ")");
            for (std::size_t a = 0; a < extra; ++a)
                if (m_affinityColumns[a] == "NUMA Affinity")
                    m_numa[row] = parseNuma(tokens[n + 1 + a], row);
        }
    }

    Cell parseCell(int line, const Token& token, std::size_t row, std::size_t col) const
    {
        const std::string_view text = token.text;
        auto bad = [&](const std::string& expected) {
            fail(line, token.column,
                "column " + m_columns[col].label + " of " + m_columns[row].label + "'s row: expected " + expected
                    + ", found \"" + std::string(text) + "\"");
        };
        if (row == col) {
            if (text != "X")
                bad("X (a device and itself)");
            return Cell { Path::Self, 0 };
        }
        if (text.starts_with("NV")) {
            const auto count = parseNumber(text.substr(2), kMaxNvlinksPerPair);
            if (!count || *count == 0)
                bad("NV and a number of NVLinks from 1 to " + std::to_string(kMaxNvlinksPerPair));
            if (!m_columns[row].gpu || !m_columns[col].gpu)
                bad("a PCIe path (NVLinks join only GPUs)");
            return Cell { Path::NvLink, static_cast<int>(*count) };
        }
        static const std::map<std::string_view, Path> kPaths { { "PIX", Path::Pix }, { "PXB", Path::Pxb },
            { "PHB", Path::Phb }, { "NODE", Path::Node }, { "SYS", Path::Sys }, { "SOC", Path::Sys } };
        const auto found = kPaths.find(text);
        if (found == kPaths.end())
            bad("NV#, PIX, PXB, PHB, NODE, SYS or SOC");
        return Cell { found->second, 0 };
    }

    std::optional<int> parseNuma(const Token& token, std::size_t row)
    {
        if (token.text == "N/A")
            return std::nullopt;
        const std::size_t end = token.text.find_first_of(",-");
        const auto first = parseNumber(token.text.substr(0, end), 65535);
        if (!first)
            return std::nullopt;
        if (end != std::string_view::npos)
            m_spanningNuma.push_back(deviceName(row));
        return static_cast<int>(*first);
    }

    void readLegend()
    {
        for (; m_at < m_lines.size(); ++m_at) {
            const std::vector<Token> tokens = splitCells(m_lines[m_at].text);
            if (tokens.size() != 2 || !tokens[0].text.ends_with(":"))
                continue;
            const std::string_view label = tokens[0].text.substr(0, tokens[0].text.size() - 1);
            for (std::size_t c = 0; c < m_columns.size(); ++c)
                if (!m_columns[c].gpu && m_columns[c].label == label)
                    m_interfaceNames[c] = std::string(tokens[1].text);
        }
    }

    // --- building ------------------------------------------------------------------------

    const Cell& cell(std::size_t a, std::size_t b) const { return m_cells[a * m_columns.size() + b]; }

    std::string deviceName(std::size_t c) const
    {
        const Column& column = m_columns[c];
        if (column.gpu)
            return "gpu" + column.label.substr(3);
        const auto legend = m_interfaceNames.find(c);
        const std::string& name = legend != m_interfaceNames.end() ? legend->second : column.label;
        const bool valid = isImportableName(name) && !looksGenerated(name);
        return valid ? name : "nic" + std::to_string(c);
    }

    void build()
    {
        const std::size_t n = m_columns.size();
        // NVLinks first: a GPU's NVLink total tells its generation.
        int commonNvlinks = -1;
        bool allPairsSame = true;
        std::size_t gpuCount = 0;
        for (std::size_t a = 0; a < n; ++a) {
            if (!m_columns[a].gpu)
                continue;
            ++gpuCount;
            for (std::size_t b = a + 1; b < n; ++b) {
                if (!m_columns[b].gpu)
                    continue;
                const int links = cell(a, b).path == Path::NvLink ? cell(a, b).nvlinks : 0;
                if (commonNvlinks < 0)
                    commonNvlinks = links;
                allPairsSame = allPairsSame && links == commonNvlinks;
            }
        }
        const bool hopperOrLater = allPairsSame && commonNvlinks == 18;
        const double pcieGigatransfers = hopperOrLater ? 32 : 16;
        const BytesPerSec pcieX16 = *pcieLaneBytesPerSec(m_catalog, pcieGigatransfers) * 16;

        std::vector<std::string> names(n);
        std::set<std::string> used;
        for (std::size_t c = 0; c < n; ++c) {
            names[c] = deviceName(c);
            while (used.count(names[c]))
                names[c] += "-" + std::to_string(c);
            used.insert(names[c]);
        }
        addCpus();
        std::vector<std::string> fullNames(n);
        for (std::size_t c = 0; c < n; ++c) {
            NodeSpec spec;
            spec.name = names[c];
            spec.kind = m_columns[c].gpu ? NodeKind::Gpu : NodeKind::Nic;
            spec.model = m_columns[c].gpu ? "GPU" : "NIC";
            if (!m_columns[c].gpu)
                spec.ports = 1;
            fullNames[c] = m_builder.addDevice(std::move(spec));
        }
        const NvlinkGeneration nvlink = nvlinkGenerationAssumed(m_catalog);
        bool anyNvlink = false;
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                if (cell(a, b).path == Path::NvLink) {
                    const int links = cell(a, b).nvlinks;
                    m_builder.link(fullNames[a], fullNames[b], LinkTier::NvLink, nvlink.linkBytesPerSec * links, links);
                    anyNvlink = true;
                }
        for (std::size_t c = 0; c < n; ++c)
            if (m_columns[c].gpu)
                m_builder.device(fullNames[c]).ports = m_builder.portsUsed(fullNames[c], LinkTier::NvLink);
        addPcie(fullNames, pcieX16);

        if (anyNvlink)
            m_notes.push_back(
                "NVLinks are taken at 25 GB/s per link and direction (NVLink 2 to 4); the matrix names no GPU model "
                "(NVLink 5 would be twice that)");
        if (allPairsSame && gpuCount == 8 && (commonNvlinks == 12 || commonNvlinks == 18))
            m_notes.push_back("every GPU pair shows NV" + std::to_string(commonNvlinks) + ": on 8 GPUs of "
                + (commonNvlinks == 12 ? "NVLink 3" : "NVLink 4 or 5")
                + " the links probably go through NVSwitch, which the matrix cannot tell; each pair is kept as a "
                  "bundle of "
                + std::to_string(commonNvlinks) + " links");
        m_notes.push_back(
            std::string(
                "nvidia-smi topo -m gives no bandwidths, PCIe switch identities, NIC models or GUIDs: PCIe switches "
                "are inferred from PIX (one switch) and PXB (switches under a common one), links taken as ")
            + (hopperOrLater ? "Gen5" : "Gen4") + " x16");
    }

    void addCpus()
    {
        std::set<int> numaNodes;
        for (const auto& numa : m_numa)
            if (numa)
                numaNodes.insert(*numa);
        if (numaNodes.empty()) {
            numaNodes.insert(0);
            m_notes.push_back("no NUMA affinity given: one CPU is assumed");
        }
        for (const int numa : numaNodes) {
            NodeSpec spec;
            spec.name = "cpu" + std::to_string(numa);
            spec.kind = NodeKind::Cpu;
            spec.model = "CPU";
            m_cpuByNuma[numa] = m_builder.addDevice(std::move(spec));
        }
        if (!m_spanningNuma.empty())
            m_notes.push_back(joinForPeople(m_spanningNuma) + ": NUMA affinity of several nodes; placed on the first");
    }

    static bool isPcie(Path path) { return path != Path::Self && path != Path::NvLink; }

    // Which CPU a device hangs from: its own NUMA affinity, else a GPU's it shares a PCIe root
    // or NUMA node with (PIX, PXB, PHB, NODE), else the first CPU.
    std::string cpuOf(std::size_t device, std::vector<std::string>& placedOnFirst) const
    {
        if (m_numa[device])
            return m_cpuByNuma.at(*m_numa[device]);
        for (std::size_t g = 0; g < m_columns.size(); ++g) {
            const Path path = cell(device, g).path;
            if (g != device && m_numa[g] && isPcie(path) && path != Path::Sys)
                return m_cpuByNuma.at(*m_numa[g]);
        }
        if (m_cpuByNuma.size() > 1)
            placedOnFirst.push_back(deviceName(device));
        return m_cpuByNuma.begin()->second;
    }

    void addPcie(const std::vector<std::string>& fullNames, BytesPerSec pcieX16)
    {
        const std::size_t n = m_columns.size();
        DisjointSets pix(n), pxb(n);
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b) {
                const Path path = cell(a, b).path;
                if (path == Path::Pix)
                    pix.join(a, b);
                if (path == Path::Pix || path == Path::Pxb)
                    pxb.join(a, b);
            }
        std::map<std::size_t, std::vector<std::size_t>> pxbGroups;
        for (std::size_t c = 0; c < n; ++c)
            pxbGroups[pxb.find(c)].push_back(c);
        std::vector<std::string> placedOnFirst;
        std::vector<std::string> parentOf(n);
        int switches = 0;
        auto addSwitch = [&](const std::string& parent) {
            NodeSpec spec;
            spec.name = "pcie" + std::to_string(switches++);
            spec.kind = NodeKind::PcieSwitch;
            spec.model = "PCIe switch";
            const std::string name = m_builder.addDevice(std::move(spec));
            m_builder.link(name, parent, LinkTier::Pcie, pcieX16, 16);
            return name;
        };
        std::vector<std::vector<std::size_t>> ordered;
        for (auto& [root, members] : pxbGroups)
            ordered.push_back(members);
        std::sort(ordered.begin(), ordered.end()); // by first member: column order
        for (const std::vector<std::size_t>& members : ordered) {
            if (members.size() < 2) {
                parentOf[members.front()] = cpuOf(members.front(), placedOnFirst);
                continue;
            }
            std::string cpu;
            for (const std::size_t m : members)
                if (cpu.empty() && m_numa[m])
                    cpu = m_cpuByNuma.at(*m_numa[m]);
            if (cpu.empty())
                cpu = cpuOf(members.front(), placedOnFirst);
            const std::string top = addSwitch(cpu);
            std::map<std::size_t, std::vector<std::size_t>> pixGroups;
            for (const std::size_t m : members)
                pixGroups[pix.find(m)].push_back(m);
            std::vector<std::vector<std::size_t>> pixOrdered;
            for (auto& [root, group] : pixGroups)
                pixOrdered.push_back(group);
            std::sort(pixOrdered.begin(), pixOrdered.end());
            for (const std::vector<std::size_t>& group : pixOrdered) {
                const std::string parent = group.size() >= 2 && group.size() < members.size() ? addSwitch(top) : top;
                for (const std::size_t m : group)
                    parentOf[m] = parent;
            }
        }
        for (std::size_t c = 0; c < n; ++c)
            m_builder.link(fullNames[c], parentOf[c], LinkTier::Pcie, pcieX16, 16);
        if (!placedOnFirst.empty())
            m_notes.push_back(joinForPeople(placedOnFirst)
                + ": no NUMA node in the matrix (SYS to every GPU); placed on "
                + m_cpuByNuma.begin()->second.substr(m_builder.nodeName().size() + 1));
    }

    const std::string& m_origin;
    const Catalog& m_catalog;
    std::vector<Line> m_lines;
    std::size_t m_at = 0;
    NodeDesignBuilder m_builder;
    std::vector<Column> m_columns;
    std::vector<std::string> m_affinityColumns;
    std::vector<Cell> m_cells;
    std::vector<std::optional<int>> m_numa;
    std::map<std::size_t, std::string> m_interfaceNames;
    std::map<int, std::string> m_cpuByNuma;
    std::vector<std::string> m_spanningNuma;
    std::vector<std::string> m_notes;
};

} // namespace

ImportedDesign readTopoMatrix(std::string_view text, const std::string& origin)
{
    return TopoMatrixReader(text, origin).read();
}

} // namespace scalescope
