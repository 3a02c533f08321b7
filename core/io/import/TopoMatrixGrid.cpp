#include "io/import/TopoMatrixGrid.h"

#include "io/import/ImportBuilder.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>
#include <charconv>

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

class GridReader {
public:
    GridReader(std::string_view text, const std::string& origin)
        : m_origin(origin)
        , m_lines(splitLines(text))
    {
    }

    TopoMatrixGrid read()
    {
        readHeader();
        readRows();
        readLegend();
        return std::move(m_grid);
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const
    {
        throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
    }

    void readHeader()
    {
        for (; m_at < m_lines.size(); ++m_at) {
            const std::vector<Token> tokens = splitCells(m_lines[m_at].text);
            const bool hasGpu0
                = std::any_of(tokens.begin(), tokens.end(), [](const Token& t) { return t.text == "GPU0"; });
            if (!hasGpu0)
                continue;
            if (tokens.front().text == "GPU0" && tokens.size() > 1 && tokens[1].text == "X")
                fail(m_lines[m_at].number, tokens.front().column,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                        "a row before the header; expected nvidia-smi topo -m's header of device columns (GPU0, GPU1, "
                        "..., CPU Affinity)")));
            m_grid.headerLine = m_lines[m_at].number;
            parseHeader(tokens);
            ++m_at;
            return;
        }
        fail(m_lines.empty() ? 1 : m_lines.back().number, 1,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                "no header row naming GPU0; expected the matrix nvidia-smi topo -m prints (GPU0 GPU1 ... CPU "
                "Affinity)")));
    }

    void parseHeader(const std::vector<Token>& tokens)
    {
        const int line = m_lines[m_at].number;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            auto next = [&](std::size_t k) { return i + k < tokens.size() ? tokens[i + k].text : std::string_view(); };
            const std::string_view text = tokens[i].text;
            if (text == "CPU" && next(1) == "Affinity") {
                m_grid.affinityColumns.push_back("CPU Affinity");
                ++i;
            } else if (text == "NUMA" && next(1) == "Affinity") {
                m_grid.affinityColumns.push_back("NUMA Affinity");
                ++i;
            } else if (text == "GPU" && next(1) == "NUMA" && next(2) == "ID") {
                m_grid.affinityColumns.push_back("GPU NUMA ID");
                i += 2;
            } else if (!m_grid.affinityColumns.empty()) {
                fail(line, tokens[i].column,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "\"%1\" after the affinity columns; expected CPU Affinity, NUMA Affinity or GPU NUMA "
                                  "ID"),
                        { text }));
            } else {
                const bool gpu = text.starts_with("GPU") && parseNumber(text.substr(3), 100000).has_value();
                const bool named = std::any_of(
                    m_grid.columns.begin(), m_grid.columns.end(), [&](const TopoColumn& c) { return c.label == text; });
                if (named)
                    fail(line, tokens[i].column,
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "column %1 named twice"), { text }));
                m_grid.columns.push_back(TopoColumn { std::string(text), gpu });
                if (m_grid.columns.size() > kMaxDevices)
                    fail(line, tokens[i].column,
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "more than %1 device columns"),
                            { std::to_string(kMaxDevices) }));
            }
        }
        if (m_grid.columns.empty() || m_grid.columns.front().label != "GPU0")
            fail(line, tokens.front().column,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "expected the header to begin with GPU0")));
    }

    void readRows()
    {
        const std::size_t n = m_grid.columns.size();
        m_grid.cells.assign(n * n, TopoCell {});
        m_grid.numa.assign(n, std::nullopt);
        for (std::size_t row = 0; row < n; ++row) {
            while (m_at < m_lines.size() && splitCells(m_lines[m_at].text).empty())
                ++m_at;
            const std::string& label = m_grid.columns[row].label;
            if (m_at >= m_lines.size())
                fail(m_lines.back().number, 1,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "the file ends before the row of %1; expected one row per column of the header"),
                        { label }));
            const Line& line = m_lines[m_at++];
            const std::vector<Token> tokens = splitCells(line.text);
            if (tokens.front().text != label)
                fail(line.number, tokens.front().column,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "expected the row of %1 (rows in the header's column order), found \"%2\""),
                        { label, tokens.front().text }));
            if (tokens.size() < n + 1)
                fail(line.number, static_cast<int>(line.text.size()) + 1,
                    localized(QT_TRANSLATE_NOOP(
                                  "scalescope-core", "the row of %1 has %2 cells; expected %3, one per device column"),
                        { label, std::to_string(tokens.size() - 1), std::to_string(n) }));
            for (std::size_t col = 0; col < n; ++col)
                m_grid.cells[row * n + col] = parseCell(line.number, tokens[col + 1], row, col);
            const std::size_t extra = tokens.size() - (n + 1);
            if (extra > m_grid.affinityColumns.size())
                fail(line.number, tokens[n + 1 + m_grid.affinityColumns.size()].column,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "more cells than the header has columns (%1)"),
                        { std::to_string(n + m_grid.affinityColumns.size()) }));
            for (std::size_t a = 0; a < extra; ++a)
                if (m_grid.affinityColumns[a] == "NUMA Affinity")
                    m_grid.numa[row] = parseNuma(tokens[n + 1 + a], row);
        }
    }

    TopoCell parseCell(int line, const Token& token, std::size_t row, std::size_t col) const
    {
        const std::string_view text = token.text;
        // `expected` says, in the user's language, what the cell should hold.
        auto bad = [&](const std::string& expected) {
            fail(line, token.column,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "column %1 of %2's row: expected %3, found \"%4\""),
                    { m_grid.columns[col].label, m_grid.columns[row].label, expected, text }));
        };
        if (row == col) {
            if (text != "X")
                bad(localized(QT_TRANSLATE_NOOP("scalescope-core", "X (a device and itself)")));
            return TopoCell { TopoPath::Self, 0 };
        }
        if (text.starts_with("NV")) {
            const auto count = parseNumber(text.substr(2), kMaxNvlinksPerPair);
            if (!count || *count == 0)
                bad(localized(QT_TRANSLATE_NOOP("scalescope-core", "NV and a number of NVLinks from 1 to %1"),
                    { std::to_string(kMaxNvlinksPerPair) }));
            if (!m_grid.columns[row].gpu || !m_grid.columns[col].gpu)
                bad(localized(QT_TRANSLATE_NOOP("scalescope-core", "a PCIe path (NVLinks join only GPUs)")));
            return TopoCell { TopoPath::NvLink, static_cast<int>(*count) };
        }
        static const std::map<std::string_view, TopoPath> kPaths { { "PIX", TopoPath::Pix }, { "PXB", TopoPath::Pxb },
            { "PHB", TopoPath::Phb }, { "NODE", TopoPath::Node }, { "SYS", TopoPath::Sys }, { "SOC", TopoPath::Sys } };
        const auto found = kPaths.find(text);
        if (found == kPaths.end())
            bad(localized(QT_TRANSLATE_NOOP("scalescope-core", "NV#, PIX, PXB, PHB, NODE, SYS or SOC")));
        return TopoCell { found->second, 0 };
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
            m_grid.spanningNuma.push_back(m_grid.deviceName(row));
        return static_cast<int>(*first);
    }

    void readLegend()
    {
        for (; m_at < m_lines.size(); ++m_at) {
            const std::vector<Token> tokens = splitCells(m_lines[m_at].text);
            if (tokens.size() != 2 || !tokens[0].text.ends_with(":"))
                continue;
            const std::string_view label = tokens[0].text.substr(0, tokens[0].text.size() - 1);
            for (std::size_t c = 0; c < m_grid.columns.size(); ++c)
                if (!m_grid.columns[c].gpu && m_grid.columns[c].label == label)
                    m_grid.interfaceNames[c] = std::string(tokens[1].text);
        }
    }

    const std::string& m_origin;
    std::vector<Line> m_lines;
    std::size_t m_at = 0;
    TopoMatrixGrid m_grid;
};

} // namespace

std::string TopoMatrixGrid::deviceName(std::size_t c) const
{
    const TopoColumn& column = columns[c];
    if (column.gpu)
        return "gpu" + column.label.substr(3);
    const auto legend = interfaceNames.find(c);
    const std::string& name = legend != interfaceNames.end() ? legend->second : column.label;
    const bool valid = isImportableName(name) && !looksGenerated(name);
    return valid ? name : "nic" + std::to_string(c);
}

TopoMatrixGrid readTopoMatrixGrid(std::string_view text, const std::string& origin)
{
    return GridReader(text, origin).read();
}

} // namespace scalescope
