#include "ValidationTable.h"

#include "TsvTable.h"

#include "model/InputError.h"
#include "util/ReadTextFile.h"

#include <cmath>

namespace scalescope::validation {

namespace {

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
    RowReader(const std::vector<TsvField>& fields, int line, Problems& problems)
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
        const auto value = parseTsvNumber<Number>(text(column));
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
    const std::vector<TsvField>& m_fields;
    int m_line;
    Problems& m_problems;
};

ValidationRow readRow(const std::vector<TsvField>& fields, int line, Problems& problems)
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
    if (const std::string problem = sourceProblem(row.sourceUrl, true); !problem.empty())
        in.fail(13, problem);
    row.sourceDate = in.text(14);
    if (!row.sourceDate.empty() && !isDate(row.sourceDate))
        in.fail(14, "'" + row.sourceDate + "' is not YYYY-MM or YYYY-MM-DD");
    row.sourceNote = in.text(15);
    if (const std::string problem = sourceProblem(row.sourceNote, false); !problem.empty())
        in.fail(15, problem);
    return row;
}

} // namespace

std::vector<ValidationRow> parseValidationTable(std::string_view text, const std::string& origin)
{
    Problems problems;
    std::vector<ValidationRow> rows;
    readTsvRows(text, kColumns, problems,
        [&](const std::vector<TsvField>& fields, int line) { rows.push_back(readRow(fields, line, problems)); });
    problems.throwIfAny(origin);
    return rows;
}

std::vector<ValidationRow> readValidationTable(const std::string& path)
{
    return parseValidationTable(readTextFile(path), path);
}

} // namespace scalescope::validation
