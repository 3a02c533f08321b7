#include "util/JsonFields.h"

#include "model/Localized.h"
#include "model/NameCheck.h"
#include "model/RateProblem.h"
#include "util/JsonDocument.h"

#include <cmath>

namespace scalescope {

std::string jsonTypeName(const nlohmann::json& value)
{
    if (value.is_number_integer() || value.is_number_unsigned())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "an integer"));
    if (value.is_number_float())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a number"));
    if (value.is_string())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a string"));
    if (value.is_boolean())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a boolean"));
    if (value.is_array())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "an array"));
    if (value.is_object())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "an object"));
    return "null"; // JSON's own word
}

JsonFields::JsonFields(const nlohmann::json& value, std::string pointer, Problems& problems)
    : m_pointer(std::move(pointer))
    , m_problems(problems)
{
    if (value.is_object())
        m_object = &value;
    else
        m_problems.add(m_pointer,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected an object, found %1"), { jsonTypeName(value) }));
}

const nlohmann::json* JsonFields::value(std::string_view key, Need need)
{
    m_known.emplace(key);
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            m_problems.add(m_pointer,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "missing required property \"%1\""), { key }));
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
        // `expected` is marked QT_TRANSLATE_NOOP where it is given ("a string", "true or false").
        m_problems.add(pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected %1, found %2"),
                { localized(expected), jsonTypeName(*found) }));
        return nullptr;
    }
    return found;
}

std::optional<std::string> JsonFields::checkedString(
    std::string_view key, Need need, std::optional<std::string> (*problemOf)(std::string_view))
{
    const nlohmann::json* found
        = typed(key, need, &nlohmann::json::is_string, QT_TRANSLATE_NOOP("scalescope-core", "a string"));
    if (!found)
        return std::nullopt;
    const auto& text = found->get_ref<const std::string&>();
    if (const auto problem = problemOf(text)) {
        m_problems.add(pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" %2"), { printableText(text, 40), *problem }));
        return std::nullopt;
    }
    return text;
}

std::optional<std::string> JsonFields::string(std::string_view key, Need need)
{
    return checkedString(key, need, nameProblem);
}

std::string JsonFields::nonEmptyString(std::string_view key)
{
    const auto found = string(key);
    if (found && found->empty())
        m_problems.add(pointerTo(key), localized(QT_TRANSLATE_NOOP("scalescope-core", "must not be empty")));
    return found.value_or("");
}

std::optional<std::string> JsonFields::text(std::string_view key, Need need)
{
    return checkedString(key, need, freeTextProblem);
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
            m_problems.add(pointerTo(key),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "must be at most %1, found %2"),
                    { std::to_string(max), describeJsonValue(*found) }));
            return std::nullopt;
        }
        result = static_cast<std::int64_t>(value);
    } else if (found->is_number_integer()) {
        result = found->get<std::int64_t>();
    } else if (found->is_number_float() && std::isfinite(found->get<double>())
        && std::floor(found->get<double>()) == found->get<double>() && std::fabs(found->get<double>()) < 9.0e15) {
        result = static_cast<std::int64_t>(found->get<double>());
    } else {
        m_problems.add(pointerTo(key),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected an integer, found %1"), { describeJsonValue(*found) }));
        return std::nullopt;
    }
    if (result < min || result > max) {
        m_problems.add(pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "must be between %1 and %2, found %3"),
                { std::to_string(min), std::to_string(max), std::to_string(result) }));
        return std::nullopt;
    }
    return result;
}

std::optional<double> JsonFields::number(std::string_view key, double min, double max, Need need)
{
    const nlohmann::json* found
        = typed(key, need, &nlohmann::json::is_number, QT_TRANSLATE_NOOP("scalescope-core", "a number"));
    if (!found)
        return std::nullopt;
    const double result = found->get<double>();
    if (!std::isfinite(result) || result < min || result > max) {
        m_problems.add(pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "must be between %1 and %2, found %3"),
                { formatNumber("%g", min), formatNumber("%g", max), describeJsonValue(*found) }));
        return std::nullopt;
    }
    return result;
}

std::optional<bool> JsonFields::boolean(std::string_view key, Need need)
{
    const nlohmann::json* found
        = typed(key, need, &nlohmann::json::is_boolean, QT_TRANSLATE_NOOP("scalescope-core", "true or false"));
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
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "expected a rate with its unit such as \"400Gb/s\" or \"50GB/s\", found %1"),
                { describeJsonValue(*found) }));
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
    return typed(key, need, &nlohmann::json::is_array, QT_TRANSLATE_NOOP("scalescope-core", "an array"));
}

const nlohmann::json* JsonFields::object(std::string_view key, Need need)
{
    return typed(key, need, &nlohmann::json::is_object, QT_TRANSLATE_NOOP("scalescope-core", "an object"));
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
            m_problems.add(pointerTo(item.key()),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "unknown property (expected one of: %1)"), { expected }));
        }
    }
}

} // namespace scalescope
