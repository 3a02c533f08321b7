#include "cli/MessageLanguage.h"

#include <algorithm>
#include <optional>
#include <string_view>

namespace scalescope::cli {
namespace {

std::string variable(EnvironmentLookup environment, const char* name)
{
    const char* value = environment(name);
    return value ? value : "";
}

// "zh_CN.UTF-8@modifier" -> "zh_CN"; "zh-Hans" -> "zh_Hans".
std::string languageAndTerritory(std::string_view locale)
{
    std::string name(locale.substr(0, locale.find_first_of(".@")));
    for (char& c : name)
        if (c == '-')
            c = '_';
    return name;
}

// What one entry asks for: "zh_CN" or "" (English), or nothing when the program lacks it.
std::optional<std::string> languageOf(std::string_view locale)
{
    const std::string name = languageAndTerritory(locale);
    if (name == "C" || name == "POSIX" || name == "en" || name.rfind("en_", 0) == 0)
        return std::string();
    if (name == "zh" || name == "zh_CN" || name == "zh_SG" || name.rfind("zh_Hans", 0) == 0)
        return std::string("zh_CN");
    return std::nullopt;
}

} // namespace

std::string messageLanguage(EnvironmentLookup environment)
{
    std::string locale = variable(environment, "LC_ALL");
    if (locale.empty())
        locale = variable(environment, "LC_MESSAGES");
    if (locale.empty())
        locale = variable(environment, "LANG");
    const std::string name = languageAndTerritory(locale);
    if (name.empty() || name == "C" || name == "POSIX")
        return ""; // gettext too ignores LANGUAGE in the C locale
    const std::string list = variable(environment, "LANGUAGE");
    for (std::size_t start = 0; start < list.size();) {
        const std::size_t end = std::min(list.find(':', start), list.size());
        if (const auto language = languageOf(std::string_view(list).substr(start, end - start)))
            return *language;
        start = end + 1;
    }
    return languageOf(locale).value_or("");
}

} // namespace scalescope::cli
