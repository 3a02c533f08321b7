#include "compare/ComparisonReport.h"

#include "bom/BomReport.h"
#include "compare/DesignComparison.h"
#include "model/Collective.h"
#include "model/DisplayWidth.h"
#include "model/Localized.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace scalescope {
namespace {

nlohmann::ordered_json sideJson(const DesignFigures& figures, const std::vector<ComparisonRow>& rows, bool first)
{
    nlohmann::ordered_json json;
    json["file"] = figures.label;
    json["name"] = figures.name;
    for (const ComparisonRow& row : rows) {
        const auto& text = first ? row.textA : row.textB;
        const auto& value = first ? row.a : row.b;
        json[row.key] = text ? nlohmann::ordered_json(*text)
            : value          ? nlohmann::ordered_json(*value)
                             : nlohmann::ordered_json(nullptr);
    }
    json["cost_currency"] = "USD";
    json["cost_estimate"] = true;
    json["unpriced"] = figures.bom.unpriced;
    json["unpowered"] = figures.bom.unpowered;
    json["failures"]
        = figures.failures.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(figures.failures);
    return json;
}

// 1234567.8 with 0 decimals: "1,234,568".
std::string grouped(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, std::fabs(value));
    const std::string digits = text;
    const std::size_t integerDigits = std::min(digits.find('.'), digits.size());
    std::string out = value < 0 ? "-" : "";
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && i < integerDigits && (integerDigits - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

void printOmissions(const char* side, const DesignFigures& figures, std::ostream& out)
{
    if (!figures.bom.unpriced.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: %2"),
            { side,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "not in the cost (no price in the catalog): %1"),
                    { joined(figures.bom.unpriced) }) })
            << '\n';
    if (!figures.bom.unpowered.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: %2"),
            { side,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "not in the power (no figure in the catalog): %1"),
                    { joined(figures.bom.unpowered) }) })
            << '\n';
    if (!figures.failures.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-core",
                             "%1: the design's failures are taken out (%2): its GPUs, bandwidth, bisection and runs "
                             "are what survives; cost and power, the whole design"),
            { side, figures.failures })
            << '\n';
}

} // namespace

std::string comparisonCell(const ComparisonRow& row, bool sideA)
{
    const auto& text = sideA ? row.textA : row.textB;
    const auto& value = sideA ? row.a : row.b;
    if (text)
        return *text;
    return value ? grouped(*value, row.decimals) : "-";
}

std::string comparisonRatioCell(const ComparisonRow& row)
{
    const auto ratio = row.ratio();
    if (!ratio)
        return "";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", *ratio);
    return text;
}

nlohmann::ordered_json comparisonToJson(const DesignFigures& a, const DesignFigures& b)
{
    const std::vector<ComparisonRow> rows = comparisonRows(a, b);
    nlohmann::ordered_json json;
    json["a"] = sideJson(a, rows, true);
    json["b"] = sideJson(b, rows, false);
    nlohmann::ordered_json ratios = nlohmann::ordered_json::object();
    for (const ComparisonRow& row : rows)
        if (!row.textA) {
            const auto ratio = row.ratio();
            ratios[row.key] = ratio ? nlohmann::ordered_json(*ratio) : nlohmann::ordered_json(nullptr);
        }
    json["ratios"] = ratios;
    if (a.collective) {
        const SimResult& job = a.collective->result;
        json["collective"] = { { "collective", std::string(toString(job.collective)) }, { "bytes", job.bytes },
            { "fidelity", std::string(toString(job.fidelity)) } };
    }
    if (a.training)
        json["training"]
            = { { "model", a.training->model }, { "fidelity", std::string(toString(a.training->result.fidelity)) } };
    return json;
}

std::string comparisonToText(const DesignFigures& a, const DesignFigures& b)
{
    std::ostringstream out;
    out << "A  " << a.label << (a.name.empty() ? "" : ": " + a.name) << '\n';
    out << "B  " << b.label << (b.name.empty() ? "" : ": " + b.name) << "\n\n";
    std::vector<std::array<std::string, 4>> lines { { localized(QT_TRANSLATE_NOOP("scalescope-core", "FIGURE")), "A",
        "B", "B/A" } };
    for (const ComparisonRow& row : comparisonRows(a, b))
        lines.push_back({ row.label, comparisonCell(row, true), comparisonCell(row, false), comparisonRatioCell(row) });
    std::array<std::size_t, 4> widths {};
    for (const auto& line : lines)
        for (std::size_t column = 0; column < widths.size(); ++column)
            widths[column] = std::max(widths[column], displayWidth(line[column]));
    for (const auto& line : lines) {
        std::string text = line[0] + std::string(widths[0] - displayWidth(line[0]), ' ');
        for (std::size_t column = 1; column < widths.size(); ++column)
            text += "  " + std::string(widths[column] - displayWidth(line[column]), ' ') + line[column];
        out << text.substr(0, text.find_last_not_of(' ') + 1) << '\n';
    }
    out << '\n';
    printOmissions("A", a, out);
    printOmissions("B", b, out);
    out << localized(QT_TRANSLATE_NOOP(
        "scalescope-core", "Costs are estimates (USD); each price's source and date: scalescope bom FILE --json."))
        << '\n';
    return out.str();
}

} // namespace scalescope
