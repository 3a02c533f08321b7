#include "cli/Arguments.h"
#include "cli/Translate.h"

#include <charconv>
#include <cmath>

namespace scalescope::cli {

Arguments::Arguments(
    const std::vector<std::string>& args, const std::set<std::string>& valued, const std::set<std::string>& flags)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.size() < 2 || arg[0] != '-') {
            m_positionals.push_back(arg);
            continue;
        }
        std::string name = arg;
        std::optional<std::string> inlineValue;
        if (const auto eq = arg.find('='); eq != std::string::npos) {
            name = arg.substr(0, eq);
            inlineValue = arg.substr(eq + 1);
        }
        if (valued.count(name)) {
            if (has(name))
                throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 is given twice"), { name }));
            if (inlineValue) {
                m_values.emplace_back(name, *inlineValue);
            } else {
                if (i + 1 >= args.size())
                    throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 needs a value"), { name }));
                m_values.emplace_back(name, args[++i]);
            }
        } else if (flags.count(name) && !inlineValue) {
            m_flags.insert(name);
        } else {
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "unknown option %1"), { name }));
        }
    }
}

bool Arguments::has(const std::string& name) const
{
    if (m_flags.count(name))
        return true;
    for (const auto& [key, value] : m_values)
        if (key == name)
            return true;
    return false;
}

std::optional<std::string> Arguments::value(const std::string& name) const
{
    for (const auto& [key, value] : m_values)
        if (key == name)
            return value;
    return std::nullopt;
}

int Arguments::intValue(const std::string& name, int min, int max) const
{
    const auto text = value(name).value_or("");
    int result = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), result);
    if (ec != std::errc() || end != text.data() + text.size() || result < min || result > max)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a whole number from %2 to %3, not \"%4\""),
                { name, std::to_string(min), std::to_string(max), text }));
    return result;
}

double Arguments::doubleValue(const std::string& name, double min, double max) const
{
    const auto text = value(name).value_or("");
    double result = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), result);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(result) || result < min || result > max)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a number from %2 to %3, not \"%4\""),
            { name, std::to_string(static_cast<int>(min)), std::to_string(static_cast<int>(max)), text }));
    return result;
}

} // namespace scalescope::cli
