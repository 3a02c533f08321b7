// readPriceSpec, readPowerSpec, readCablingSpec: what an item costs and draws, and the media a link
// rate allows. Every figure must say where it comes from (a source and a date).
#include "catalog/BomReader.h"

#include "model/Localized.h"
#include "util/JsonFields.h"

#include <nlohmann/json.hpp>

#include <cctype>

namespace scalescope {
namespace {

using Need = JsonFields::Need;

// "2024", "2024-05" or "2024-05-13".
bool isDate(const std::string& text)
{
    if (text.size() != 4 && text.size() != 7 && text.size() != 10)
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool dash = i == 4 || i == 7;
        if (dash ? text[i] != '-' : !std::isdigit(static_cast<unsigned char>(text[i])))
            return false;
    }
    return true;
}

void readOrigin(JsonFields& f, std::string& source, std::string& date)
{
    source = f.text("source").value_or("");
    if (f.isObject() && source.empty() && f.value("source", Need::Optional))
        f.problems().add(f.pointerTo("source"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "must not be empty: every figure says where it comes from")));
    date = f.string("date").value_or("");
    if (!date.empty() && !isDate(date))
        f.problems().add(f.pointerTo("date"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected a date as YYYY, YYYY-MM or YYYY-MM-DD, found \"%1\""),
                { date }));
}

std::optional<CablePart> readPart(JsonFields& parent, std::string_view key, bool cable)
{
    const nlohmann::json* value = parent.object(key, Need::Optional);
    if (!value)
        return std::nullopt;
    JsonFields f(*value, parent.pointerTo(key), parent.problems());
    CablePart part;
    part.id = f.string("id").value_or("");
    if (f.value("id", Need::Optional) && part.id.empty())
        f.problems().add(f.pointerTo("id"), localized(QT_TRANSLATE_NOOP("scalescope-core", "must not be empty")));
    part.name = f.text("name").value_or("");
    if (cable)
        part.reachMetres = f.number("reach_m", 0.1, 1e5, Need::Optional).value_or(0);
    f.rejectUnknownKeys();
    return part;
}

} // namespace

void readPriceSpec(JsonFields& f, PriceSpec& spec)
{
    spec.usd = f.number("USD", 0, 1e10).value_or(0);
    spec.basis = f.string("basis").value_or("estimate");
    if (spec.basis != "list" && spec.basis != "street" && spec.basis != "estimate")
        f.problems().add(f.pointerTo("basis"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected list, street or estimate, found \"%1\""),
                { spec.basis }));
    readOrigin(f, spec.source, spec.date);
}

void readPowerSpec(JsonFields& f, PowerSpec& spec)
{
    spec.maxWatts = f.number("max_W", 0, 1e8).value_or(0);
    spec.typicalWatts = f.number("typical_W", 0, 1e8, Need::Optional);
    if (spec.typicalWatts && *spec.typicalWatts > spec.maxWatts)
        f.problems().add(
            f.pointerTo("typical_W"), localized(QT_TRANSLATE_NOOP("scalescope-core", "must not exceed max_W")));
    readOrigin(f, spec.source, spec.date);
}

void readCablingSpec(JsonFields& f, CablingSpec& spec)
{
    spec.rate = f.rate("rate").value_or(0);
    spec.copper = readPart(f, "copper", true);
    spec.activeCopper = readPart(f, "active_copper", true);
    spec.fiber = readPart(f, "fiber", true);
    spec.transceiver = readPart(f, "transceiver", false);
    spec.twinTransceiver = readPart(f, "twin_transceiver", false);
    for (const auto* part : { &spec.copper, &spec.activeCopper })
        if (*part && (*part)->reachMetres <= 0)
            f.problems().add(f.pointerTo(part == &spec.copper ? "copper" : "active_copper") + "/reach_m",
                localized(QT_TRANSLATE_NOOP("scalescope-core", "copper needs its reach")));
    if (f.isObject() && !spec.copper && !spec.activeCopper && !spec.fiber)
        f.problems().add(f.pointer(),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "names no cable: give copper, active_copper or fiber")));
    if (spec.fiber && !spec.transceiver)
        f.problems().add(f.pointerTo("transceiver"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "fiber needs a transceiver at each end")));
    spec.source = f.text("source").value_or("");
}

} // namespace scalescope
