// A word from a fixed set read from a JSON object, for the design file's readers: what is not
// one of the words is a problem at its pointer, listing those that are.
#pragma once

#include "model/Localized.h"
#include "util/JsonFields.h"

#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

template <typename Enum>
std::optional<Enum> parseEnum(JsonFields& fields, const char* key, std::optional<Enum> (*parse)(std::string_view),
    const std::string& allowed, JsonFields::Need need = JsonFields::Need::Required)
{
    const auto text = fields.string(key, need);
    if (!text)
        return std::nullopt;
    const auto value = parse(*text);
    if (!value)
        fields.problems().add(fields.pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not one of: %2"), { *text, allowed }));
    return value;
}

} // namespace scalescope
