// Checked reading of one JSON object: typed getters that record a problem (with the JSON
// pointer of the offending value) instead of throwing, and a check that no unknown key is left.
#pragma once

#include "model/InputError.h"
#include "model/Units.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace scalescope {

// "an integer", "a string", "an object", ... in the user's language ("null" as JSON writes it).
std::string jsonTypeName(const nlohmann::json& value);

class JsonFields {
public:
    enum class Need { Required, Optional };

    JsonFields(const nlohmann::json& value, std::string pointer, Problems& problems);

    bool isObject() const { return m_object != nullptr; }
    const std::string& pointer() const { return m_pointer; }
    std::string pointerTo(std::string_view key) const { return m_pointer + '/' + jsonPointerToken(key); }

    // The raw value, marked as known; nullptr when absent (a problem when required).
    const nlohmann::json* value(std::string_view key, Need need = Need::Required);
    // A name or word: a problem when it holds a control character (model/NameCheck.h).
    std::optional<std::string> string(std::string_view key, Need need = Need::Required);
    // A required name that must not be empty: "" when it is missing, empty or not a string (each
    // a problem at its pointer).
    std::string nonEmptyString(std::string_view key);
    // Free text such as a description: newline and tab allowed, other control characters not.
    std::optional<std::string> text(std::string_view key, Need need = Need::Required);
    std::optional<std::int64_t> integer(
        std::string_view key, std::int64_t min, std::int64_t max, Need need = Need::Required);
    std::optional<double> number(std::string_view key, double min, double max, Need need = Need::Required);
    std::optional<bool> boolean(std::string_view key, Need need = Need::Required);
    // A rate with its unit, "400G" or "25GB/s"; must be positive.
    std::optional<BytesPerSec> rate(std::string_view key, Need need = Need::Required);
    const nlohmann::json* array(std::string_view key, Need need = Need::Required);
    const nlohmann::json* object(std::string_view key, Need need = Need::Required);

    // Records a problem for each key that no getter asked for.
    void rejectUnknownKeys();

    Problems& problems() { return m_problems; }

private:
    std::optional<std::string> checkedString(
        std::string_view key, Need need, std::optional<std::string> (*problemOf)(std::string_view));
    // `expected`: what the value must be, marked QT_TRANSLATE_NOOP ("an array", "true or false").
    const nlohmann::json* typed(
        std::string_view key, Need need, bool (nlohmann::json::*check)() const noexcept, const char* expected);

    const nlohmann::json* m_object = nullptr;
    std::string m_pointer;
    Problems& m_problems;
    std::set<std::string, std::less<>> m_known;
};

// The readers' shorthand for a field that may be left out.
inline constexpr JsonFields::Need kOptional = JsonFields::Need::Optional;

} // namespace scalescope
