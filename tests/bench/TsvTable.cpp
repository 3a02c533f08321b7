#include "TsvTable.h"

#include <string>

namespace scalescope::validation {

std::vector<TsvField> splitTsvFields(std::string_view line)
{
    std::vector<TsvField> fields;
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

std::string sourceProblem(std::string_view text, bool mustBeAddress)
{
    if (mustBeAddress && (text.rfind("https://", 0) != 0 || text.size() <= 8))
        return "'" + std::string(text) + "' is not an https address";
    for (const std::string_view branch : { "/blob/main/", "/tree/main/", "/blob/master/", "/tree/master/" })
        for (std::size_t at = text.find(branch); at != std::string_view::npos; at = text.find(branch, at + 1)) {
            const std::size_t start = text.rfind("https://", at);
            if (start == std::string_view::npos || text.substr(start).rfind("https://github.com/", 0) != 0)
                continue;
            const std::string_view address = text.substr(start, text.find_first_of(" ,;)", at) - start);
            return "'" + std::string(address) + "' links a branch, whose file can change or go: link the commit read";
        }
    return {};
}

namespace {

void checkHeader(std::string_view content, const std::vector<TsvField>& fields,
    std::span<const std::string_view> columns, Problems& problems)
{
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (c >= fields.size() || fields[c].text != columns[c]) {
            problems.addAt(1, c < fields.size() ? fields[c].column : static_cast<int>(content.size()) + 1,
                "the header's column " + std::to_string(c + 1) + " must be '" + std::string(columns[c]) + "'");
            break;
        }
    if (fields.size() > columns.size())
        problems.addAt(1, fields[columns.size()].column,
            "the header has more than " + std::to_string(columns.size()) + " columns");
}

} // namespace

void readTsvRows(std::string_view text, std::span<const std::string_view> columns, Problems& problems,
    const std::function<void(const std::vector<TsvField>&, int line)>& readRow)
{
    int line = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view content = text.substr(start, end - start);
        start = end + 1;
        ++line;
        const std::vector<TsvField> fields = splitTsvFields(content);
        if (line == 1) {
            checkHeader(content, fields, columns, problems);
            continue;
        }
        if (fields.size() != columns.size()) {
            problems.addAt(line, 1,
                "a row has " + std::to_string(columns.size()) + " tab-separated fields, this one "
                    + std::to_string(fields.size()) + (content.empty() ? " (an empty line)" : ""));
            continue;
        }
        readRow(fields, line);
    }
    if (line == 0)
        problems.addAt(1, 1, "the file is empty; it needs the header line");
}

} // namespace scalescope::validation
