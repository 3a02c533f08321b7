#include "bom/BomReport.h"

#include "model/DisplayWidth.h"
#include "model/Localized.h"

#include <cstdio>
#include <sstream>

namespace scalescope {
namespace {

constexpr double kGB = 1e9;

struct PerGpu {
    double costUsd = 0, typicalWatts = 0, maxWatts = 0, scaleOutGBps = 0;
};

PerGpu perGpu(const BillOfMaterials& bom)
{
    PerGpu per;
    if (bom.gpus == 0)
        return per;
    const double gpus = static_cast<double>(bom.gpus);
    per.costUsd = bom.costUsd / gpus;
    per.typicalWatts = bom.typicalWatts / gpus;
    per.maxWatts = bom.maxWatts / gpus;
    per.scaleOutGBps = bom.scaleOutBytesPerSecPerGpu / kGB;
    return per;
}

nlohmann::ordered_json orNull(double value, bool known)
{
    return known ? nlohmann::ordered_json(value) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json lineJson(const BomLine& line)
{
    nlohmann::ordered_json json;
    json["category"] = std::string(toString(line.category));
    json["item"] = line.item;
    json["name"] = line.name;
    json["count"] = line.count;
    json["included_in"]
        = line.includedIn.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(line.includedIn);
    json["unit_USD"] = orNull(line.price ? line.price->usd : 0, line.price.has_value());
    json["total_USD"] = orNull(line.costUsd(), line.price.has_value());
    json["price_basis"] = line.price ? nlohmann::ordered_json(line.price->basis) : nullptr;
    json["price_source"] = line.price ? nlohmann::ordered_json(line.price->source) : nullptr;
    json["price_date"] = line.price ? nlohmann::ordered_json(line.price->date) : nullptr;
    const bool typical = line.power && line.power->typicalWatts;
    json["unit_typical_W"] = orNull(typical ? *line.power->typicalWatts : 0, typical);
    json["unit_max_W"] = orNull(line.power ? line.power->maxWatts : 0, line.power.has_value());
    json["power_source"] = line.power ? nlohmann::ordered_json(line.power->source) : nullptr;
    json["power_date"] = line.power ? nlohmann::ordered_json(line.power->date) : nullptr;
    return json;
}

nlohmann::ordered_json countsJson(const std::map<std::string, std::uint64_t>& counts)
{
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const auto& [key, count] : counts)
        json[key] = count;
    return json;
}

// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + '"';
}

std::string number(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

nlohmann::ordered_json ratiosJson(const std::vector<BomRatio>& ratios)
{
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const BomRatio& ratio : ratios)
        json[ratio.key] = { { "label", ratio.label }, { "basis", ratio.basis },
            { "divisor", orNull(ratio.divisor, ratio.known()) }, { "USD", orNull(ratio.usd, ratio.known()) },
            { "typical_W", orNull(ratio.typicalWatts, ratio.known()) },
            { "max_W", orNull(ratio.maxWatts, ratio.known()) },
            { "problem",
                ratio.problem.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(ratio.problem) } };
    return json;
}

std::string ratioCsvRow(const BomRatio& ratio)
{
    const std::string known = ratio.known() ? "" : " (" + ratio.problem + ")";
    return "ratio," + csvField(ratio.key) + ',' + csvField(ratio.label + ", " + ratio.basis + known) + ",,,"
        + (ratio.known() ? number(ratio.usd) : "") + ",,estimate,,," + (ratio.known() ? number(ratio.typicalWatts) : "")
        + ',' + (ratio.known() ? number(ratio.maxWatts) : "") + ",,,,\n";
}

// A cell of the text table: `text` padded with spaces to `columns` on the right (`left`, as printf's
// "%-12s") or on the left ("%14s"); with `cut`, first cut to `columns` ("%-52.52s"), never inside a
// character.
std::string cell(std::string_view text, std::size_t columns, bool left, bool cut = false)
{
    const auto [bytes, used] = fittingText(text, cut ? columns : std::string_view::npos);
    const std::string padding(used < columns ? columns - used : 0, ' ');
    const std::string kept(text.substr(0, bytes));
    return left ? kept + padding : padding + kept;
}

} // namespace

std::string usdText(double usd)
{
    char text[64];
    if (usd < 100) { // cents where whole dollars would hide the difference
        std::snprintf(text, sizeof text, "$%.2f", usd);
        return text;
    }
    std::snprintf(text, sizeof text, "%.0f", usd);
    return "$" + groupedThousands(text);
}

std::string wattsText(double value)
{
    char text[64];
    const bool kilo = value >= 1e3;
    std::snprintf(text, sizeof text, "%.1f", kilo ? value / 1e3 : value);
    const std::string fixed = text;
    const std::size_t point = fixed.find('.');
    return groupedThousands(fixed.substr(0, point)) + fixed.substr(point) + (kilo ? " kW" : " W");
}

nlohmann::ordered_json bomToJson(const BillOfMaterials& bom, const BomThroughputs& throughputs)
{
    nlohmann::ordered_json json;
    json["gpus"] = bom.gpus;
    nlohmann::ordered_json switches = nlohmann::ordered_json::object();
    nlohmann::ordered_json ports = nlohmann::ordered_json::array();
    for (const SwitchPortUse& use : bom.switchPorts) {
        switches[use.model] = use.switches;
        ports.push_back({ { "model", use.model }, { "switches", use.switches }, { "ports_used", use.portsUsed },
            { "ports_free", use.portsTotal - use.portsUsed } });
    }
    json["switches"] = switches;
    json["switch_ports"] = ports;
    json["cables"] = countsJson(bom.cables);
    json["transceivers"] = countsJson(bom.transceivers);
    json["power_kW"] = { { "typical", bom.typicalWatts / 1e3 }, { "max", bom.maxWatts / 1e3 },
        { "typical_from_max", bom.typicalFromMax }, { "unpowered", bom.unpowered } };
    const PerGpu per = perGpu(bom);
    json["cost"] = { { "total", bom.costUsd }, { "per_gpu", per.costUsd }, { "currency", "USD" }, { "estimate", true },
        { "unpriced", bom.unpriced } };
    json["per_gpu"] = { { "cost_USD", per.costUsd }, { "typical_W", per.typicalWatts }, { "max_W", per.maxWatts },
        { "scale_out_GBps", per.scaleOutGBps },
        { "USD_per_scale_out_GBps", orNull(per.costUsd / per.scaleOutGBps, per.scaleOutGBps > 0) },
        { "max_W_per_scale_out_GBps", orNull(per.maxWatts / per.scaleOutGBps, per.scaleOutGBps > 0) } };
    json["ratios"] = ratiosJson(bomRatios(bom, throughputs));
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    for (const BomLine& line : bom.lines)
        items.push_back(lineJson(line));
    json["items"] = items;
    return json;
}

std::string bomToCsv(const BillOfMaterials& bom, const BomThroughputs& throughputs)
{
    std::ostringstream out;
    out << "category,item,name,count,included_in,unit_USD,total_USD,price_basis,price_source,price_date,"
           "unit_typical_W,unit_max_W,total_typical_W,total_max_W,power_source,power_date\n";
    for (const BomLine& line : bom.lines) {
        const bool typical = line.power && line.power->typicalWatts;
        out << toString(line.category) << ',' << csvField(line.item) << ',' << csvField(line.name) << ',' << line.count
            << ',' << csvField(line.includedIn) << ',' << (line.price ? number(line.price->usd) : "") << ','
            << (line.price ? number(line.costUsd()) : "") << ',' << (line.price ? csvField(line.price->basis) : "")
            << ',' << (line.price ? csvField(line.price->source) : "") << ','
            << (line.price ? csvField(line.price->date) : "") << ','
            << (typical ? number(*line.power->typicalWatts) : "") << ','
            << (line.power ? number(line.power->maxWatts) : "") << ','
            << (line.power ? number(line.typicalWatts()) : "") << ',' << (line.power ? number(line.maxWatts()) : "")
            << ',' << (line.power ? csvField(line.power->source) : "") << ','
            << (line.power ? csvField(line.power->date) : "") << '\n';
    }
    for (const BomRatio& ratio : bomRatios(bom, throughputs))
        out << ratioCsvRow(ratio);
    return out.str();
}

std::string bomToText(const BillOfMaterials& bom, const BomThroughputs& throughputs)
{
    std::ostringstream out;
    const auto row = [&](std::string_view kind, std::string_view item, std::string_view count, std::string_view cost,
                         std::string_view power) {
        out << cell(kind, 12, true) << ' ' << cell(item, 52, true, true) << ' ' << cell(count, 7, false) << ' '
            << cell(cost, 14, false) << ' ' << cell(power, 11, false) << '\n';
    };
    out << cell(localized(QT_TRANSLATE_NOOP("scalescope-core", "KIND")), 12, true) << ' '
        << cell(localized(QT_TRANSLATE_NOOP("scalescope-core", "ITEM")), 52, true) << ' '
        << cell(localized(QT_TRANSLATE_NOOP("scalescope-core", "COUNT")), 7, false) << ' '
        << cell(localized(QT_TRANSLATE_NOOP("scalescope-core", "COST")), 14, false) << ' '
        << cell(localized(QT_TRANSLATE_NOOP("scalescope-core", "MAX POWER")), 11, false) << '\n';
    const std::string includedIn = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "in %1"));
    const std::string noPrice = localized(QT_TRANSLATE_NOOP("scalescope-core", "no price"));
    const std::string noFigure = localized(QT_TRANSLATE_NOOP("scalescope-core", "no figure"));
    for (const BomLine& line : bom.lines) {
        const std::string cost = !line.includedIn.empty() ? substitute(includedIn, { line.includedIn })
            : line.price                                  ? usdText(line.costUsd())
                                                          : noPrice;
        const std::string power = !line.includedIn.empty() ? "-" : line.power ? wattsText(line.maxWatts()) : noFigure;
        row(toString(line.category), line.name, std::to_string(line.count), cost, power);
    }
    out << '\n' << localized(QT_TRANSLATE_NOOP("scalescope-core", "switch ports:"));
    for (const SwitchPortUse& use : bom.switchPorts)
        out << "  "
            << localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2 used, %3 free;"),
                   { use.model, std::to_string(use.portsUsed), std::to_string(use.portsTotal - use.portsUsed) });
    const PerGpu per = perGpu(bom);
    out << '\n'
        << localized(QT_TRANSLATE_NOOP("scalescope-core", "power: %1 typical, %2 max"),
               { wattsText(bom.typicalWatts), wattsText(bom.maxWatts) })
        << '\n'
        << localized(QT_TRANSLATE_NOOP("scalescope-core", "cost: %1 (USD, estimates), %2 per GPU over %3 GPUs"),
               { usdText(bom.costUsd), usdText(per.costUsd), countText(bom.gpus) })
        << '\n';
    for (const BomRatio& ratio : bomRatios(bom, throughputs)) {
        if (ratio.key == "gpu")
            continue; // on the cost line
        if (ratio.known())
            out << localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 (%2): %3, %4 typical, %5 max"),
                { ratio.label, ratio.basis, usdText(ratio.usd), wattsText(ratio.typicalWatts),
                    wattsText(ratio.maxWatts) })
                << '\n';
        else
            out << localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: unknown, %2"), { ratio.label, ratio.problem })
                << '\n';
    }
    if (!bom.unpriced.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-core", "not in the cost (no price in the catalog): %1"),
            { joined(bom.unpriced) })
            << '\n';
    if (!bom.unpowered.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-core", "not in the power (no figure in the catalog): %1"),
            { joined(bom.unpowered) })
            << '\n';
    if (!bom.typicalFromMax.empty())
        out << localized(
            QT_TRANSLATE_NOOP("scalescope-core", "typical power taken as the maximum (none published): %1"),
            { joined(bom.typicalFromMax) })
            << '\n';
    out << localized(QT_TRANSLATE_NOOP(
        "scalescope-core", "Prices are estimates: each item's source and date are in --json and --csv."))
        << '\n';
    return out.str();
}

} // namespace scalescope
