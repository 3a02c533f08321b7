#include "util/JsonFields.h"

#include "model/RateProblem.h"

#include <cmath>

namespace scalescope {

std::string jsonTypeName(const nlohmann::json& value)
{
    if (value.is_number_integer() || value.is_number_unsigned())
        return "an integer";
    if (value.is_number_float())
        return "a number";
    if (value.is_string())
        return "a string";
    if (value.is_boolean())
        return "a boolean";
    if (value.is_array())
        return "an array";
    if (value.is_object())
        return "an object";
    return "null";
}

JsonFields::JsonFields(const nlohmann::json& value, std::string pointer, Problems& problems)
    : m_pointer(std::move(pointer))
    , m_problems(problems)
{
    if (value.is_object())
        m_object = &value;
    else
        m_problems.add(m_pointer, "expected an object, found " + jsonTypeName(value));
}

const nlohmann::json* JsonFields::value(std::string_view key, Need need)
{
    m_known.emplace(key);
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            m_problems.add(m_pointer, "missing required property \"" + std::string(key) + "\"");
        return nullptr;
    }
    return &*it;
}

const nlohmann::json* JsonFields::typed(
    std::string_view key, Need need, bool (nlohmann::json::*check)() const noexcept, const char* expected)
{
    const nlohmann::json* found = value(key, need);
    if (!found)
        return nullptr;
    if (!((*found).*check)()) {
        m_problems.add(pointerTo(key), std::string("expected ") + expected + ", found " + jsonTypeName(*found));
        return nullptr;
    }
    return found;
}

std::optional<std::string> JsonFields::string(std::string_view key, Need need)
{
    const nlohmann::json* found = typed(key, need, &nlohmann::json::is_string, "a string");
    if (!found)
        return std::nullopt;
    return found->get<std::string>();
}

std::optional<std::int64_t> JsonFields::integer(std::string_view key, std::int64_t min, std::int64_t max, Need need)
{
    const nlohmann::json* found = value(key, need);
    if (!found)
        return std::nullopt;
    std::int64_t result = 0;
    if (found->is_number_unsigned()) {
        const auto value = found->get<std::uint64_t>();
        if (value > static_cast<std::uint64_t>(max)) {
            m_problems.add(pointerTo(key), "must be at most " + std::to_string(max) + ", found " + found->dump());
            return std::nullopt;
        }
        result = static_cast<std::int64_t>(value);
    } else if (found->is_number_integer()) {
        result = found->get<std::int64_t>();
    } else if (found->is_number_float() && std::isfinite(found->get<double>())
        && std::floor(found->get<double>()) == found->get<double>() && std::fabs(found->get<double>()) < 9.0e15) {
        result = static_cast<std::int64_t>(found->get<double>());
    } else {
        m_problems.add(pointerTo(key), "expected an integer, found " + jsonTypeName(*found) + " " + found->dump());
        return std::nullopt;
    }
    if (result < min || result > max) {
        m_problems.add(pointerTo(key),
            "must be between " + std::to_string(min) + " and " + std::to_string(max) + ", found "
                + std::to_string(result));
        return std::nullopt;
    }
    return result;
}

std::optional<double> JsonFields::number(std::string_view key, double min, double max, Need need)
{
    const nlohmann::json* found = typed(key, need, &nlohmann::json::is_number, "a number");
    if (!found)
        return std::nullopt;
    const double result = found->get<double>();
    if (!std::isfinite(result) || result < min || result > max) {
        char range[96];
        std::snprintf(range, sizeof range, "must be between %g and %g", min, max);
        m_problems.add(pointerTo(key), std::string(range) + ", found " + found->dump());
        return std::nullopt;
    }
    return result;
}

std::optional<bool> JsonFields::boolean(std::string_view key, Need need)
{
    const nlohmann::json* found = typed(key, need, &nlohmann::json::is_boolean, "true or false");
    if (!found)
        return std::nullopt;
    return found->get<bool>();
}

std::optional<BytesPerSec> JsonFields::rate(std::string_view key, Need need)
{
    const nlohmann::json* found = value(key, need);
    if (!found)
        return std::nullopt;
    if (!found->is_string()) {
        m_problems.add(pointerTo(key),
            "expected a rate with its unit such as \"400Gb/s\" or \"50GB/s\", found " + jsonTypeName(*found) + " "
                + found->dump());
        return std::nullopt;
    }
    const auto text = found->get<std::string>();
    if (const std::string problem = rateProblem(text); !problem.empty()) {
        m_problems.add(pointerTo(key), problem);
        return std::nullopt;
    }
    return parseRate(text);
}

const nlohmann::json* JsonFields::array(std::string_view key, Need need)
{
    return typed(key, need, &nlohmann::json::is_array, "an array");
}

const nlohmann::json* JsonFields::object(std::string_view key, Need need)
{
    return typed(key, need, &nlohmann::json::is_object, "an object");
}

void JsonFields::rejectUnknownKeys()
{
    if (!m_object)
        return;
    for (const auto& item : m_object->items()) {
        if (m_known.count(item.key()) == 0) {
            std::string expected;
            for (const auto& known : m_known)
                expected += (expected.empty() ? "" : ", ") + known;
            m_problems.add(pointerTo(item.key()), "unknown property (expected one of: " + expected + ")");
        }
    }
}

} // namespace scalescope
