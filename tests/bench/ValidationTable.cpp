#include "ValidationTable.h"

#include "model/InputError.h"
#include "util/ReadTextFile.h"

#include <array>
#include <charconv>
#include <cmath>

namespace scalescope::validation {

namespace {

constexpr std::size_t kColumnCount = std::size(kColumns);

struct Field {
    std::string_view text;
    int column = 1; // 1-based byte column of the field's first character
};

// The line's fields between tabs, each with its column.
std::vector<Field> splitFields(std::string_view line)
{
    std::vector<Field> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        fields.push_back(
            { line.substr(start, tab == std::string_view::npos ? tab : tab - start), static_cast<int>(start) + 1 });
        if (tab == std::string_view::npos)
            return fields;
        start = tab + 1;
    }
}

template <typename Number> std::optional<Number> parseNumber(std::string_view text)
{
    Number value {};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc {} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<Protocol> parseProtocol(std::string_view text)
{
    for (Protocol p : { Protocol::LL, Protocol::LL128, Protocol::Simple })
        if (toString(p) == text)
            return p;
    return std::nullopt;
}

bool isDate(std::string_view text)
{
    const auto digits = [&](std::size_t from, std::size_t count) {
        for (std::size_t i = from; i < from + count; ++i)
            if (text[i] < '0' || text[i] > '9')
                return false;
        return true;
    };
    if (text.size() != 7 && text.size() != 10)
        return false;
    if (!digits(0, 4) || text[4] != '-' || !digits(5, 2))
        return false;
    return text.size() == 7 || (text[7] == '-' && digits(8, 2));
}

// Reads one row's fields into `row`, adding a problem at the field for each that is wrong.
class RowReader {
public:
    RowReader(const std::vector<Field>& fields, int line, Problems& problems)
        : m_fields(fields)
        , m_line(line)
        , m_problems(problems)
    {
    }

    std::string_view text(std::size_t column) const { return m_fields[column].text; }

    void fail(std::size_t column, const std::string& message)
    {
        m_problems.addAt(m_line, m_fields[column].column, std::string(kColumns[column]) + ": " + message);
    }

    template <typename Number> Number positive(std::size_t column)
    {
        const auto value = parseNumber<Number>(text(column));
        if (!value || !(*value > 0) || !std::isfinite(static_cast<double>(*value))) {
            fail(column, "'" + std::string(text(column)) + "' is not a number above zero");
            return Number {};
        }
        return *value;
    }

    std::optional<double> optionalPositive(std::size_t column)
    {
        if (text(column).empty())
            return std::nullopt;
        const double value = positive<double>(column);
        return value > 0 ? std::optional<double>(value) : std::nullopt;
    }

    template <typename Value, typename Parse>
    std::optional<Value> named(std::size_t column, Parse parse, const char* what)
    {
        if (text(column).empty())
            return std::nullopt;
        const std::optional<Value> value = parse(text(column));
        if (!value)
            fail(column, "'" + std::string(text(column)) + "' is not " + what);
        return value;
    }

private:
    const std::vector<Field>& m_fields;
    int m_line;
    Problems& m_problems;
};

ValidationRow readRow(const std::vector<Field>& fields, int line, Problems& problems)
{
    RowReader in(fields, line, problems);
    ValidationRow row;
    row.line = line;
    row.system = in.text(0);
    row.gpu = in.text(1);
    if (row.system.empty() || row.gpu.empty())
        in.fail(row.system.empty() ? 0 : 1, "must not be empty");
    row.gpusPerNode = in.positive<int>(2);
    row.nodes = in.positive<int>(3);
    row.nic = in.text(4);
    row.network = in.text(5);
    if (!row.network.empty() && row.network != "infiniband" && row.network != "roce" && row.network != "nvlink-only")
        in.fail(5, "'" + row.network + "' is not infiniband, roce or nvlink-only");
    if (const auto collective = in.named<Collective>(6, parseCollective, "a collective"))
        row.collective = *collective;
    else if (in.text(6).empty())
        in.fail(6, "must not be empty");
    row.sizeBytes = in.positive<std::uint64_t>(7);
    row.algorithm = in.named<Algorithm>(8, parseAlgorithm, "an algorithm");
    row.protocol = in.named<Protocol>(9, parseProtocol, "LL, LL128 or Simple");
    row.ncclVersion = in.text(10);
    row.busbwGBps = in.optionalPositive(11);
    row.timeUs = in.optionalPositive(12);
    if (in.text(11).empty() && in.text(12).empty())
        in.fail(11, "a row needs a bus bandwidth or a time");
    row.sourceUrl = in.text(13);
    if (row.sourceUrl.rfind("https://", 0) != 0 || row.sourceUrl.size() <= 8)
        in.fail(13, "'" + row.sourceUrl + "' is not an https address");
    row.sourceDate = in.text(14);
    if (!row.sourceDate.empty() && !isDate(row.sourceDate))
        in.fail(14, "'" + row.sourceDate + "' is not YYYY-MM or YYYY-MM-DD");
    row.sourceNote = in.text(15);
    return row;
}

} // namespace

std::vector<ValidationRow> parseValidationTable(std::string_view text, const std::string& origin)
{
    Problems problems;
    std::vector<ValidationRow> rows;
    int line = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view content = text.substr(start, end - start);
        start = end + 1;
        ++line;
        const std::vector<Field> fields = splitFields(content);
        if (line == 1) {
            for (std::size_t c = 0; c < kColumnCount; ++c)
                if (c >= fields.size() || fields[c].text != kColumns[c]) {
                    problems.addAt(1, c < fields.size() ? fields[c].column : static_cast<int>(content.size()) + 1,
                        "the header's column " + std::to_string(c + 1) + " must be '" + std::string(kColumns[c]) + "'");
                    break;
                }
            if (fields.size() > kColumnCount)
                problems.addAt(1, fields[kColumnCount].column, "the header has more than 16 columns");
            continue;
        }
        if (fields.size() != kColumnCount) {
            problems.addAt(line, 1,
                "a row has 16 tab-separated fields, this one " + std::to_string(fields.size())
                    + (content.empty() ? " (an empty line)" : ""));
            continue;
        }
        rows.push_back(readRow(fields, line, problems));
    }
    if (line == 0)
        problems.addAt(1, 1, "the file is empty; it needs the header line");
    problems.throwIfAny(origin);
    return rows;
}

std::vector<ValidationRow> readValidationTable(const std::string& path)
{
    return parseValidationTable(readTextFile(path), path);
}

} // namespace scalescope::validation
