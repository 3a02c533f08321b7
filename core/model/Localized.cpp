#include "model/Localized.h"
#include "model/MessageSource.h"

#include <atomic>
#include <cstdio>

namespace scalescope {
namespace {

std::atomic<TranslateFunction> g_translate { nullptr };

} // namespace

void setTranslateFunction(TranslateFunction function)
{
    g_translate.store(function);
}

std::string translated(const char* context, const std::string& source)
{
    const TranslateFunction function = g_translate.load();
    if (!function)
        return source;
    std::string text = function(context, source.c_str());
    return text.empty() ? source : text;
}

std::string substitute(std::string_view text, const std::vector<std::string_view>& arguments)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool placeholder = text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9';
        const std::size_t index = placeholder ? static_cast<std::size_t>(text[i + 1] - '1') : 0;
        if (placeholder && index < arguments.size()) {
            out += arguments[index];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string localized(const char* source, const std::vector<std::string_view>& arguments)
{
    return substitute(translated(kCoreContext, source), arguments);
}

const char* sourceOf(std::span<const MessageSource> table, std::string_view message, bool byStart)
{
    for (const auto& [text, source] : table)
        if (message == text || (byStart && message.substr(0, text.size()) == text))
            return source;
    return nullptr;
}

std::string formatNumber(const char* pattern, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

} // namespace scalescope
