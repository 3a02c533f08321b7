// Enum <-> word tables: one array of names per enum, indexed by the enum's value.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

template <typename Enum, std::size_t N>
std::optional<Enum> enumFromName(const std::array<std::string_view, N>& names, std::string_view text)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == text)
            return static_cast<Enum>(i);
    return std::nullopt;
}

template <std::size_t N> std::string joinNames(const std::array<std::string_view, N>& names, std::string_view separator)
{
    std::string out;
    for (const auto name : names) {
        if (!out.empty())
            out += separator;
        out += name;
    }
    return out;
}

} // namespace scalescope
