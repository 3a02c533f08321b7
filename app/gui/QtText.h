// Text from the core (UTF-8 std::string and std::string_view) as QString.
#pragma once

#include <QString>

#include <string_view>

namespace scalescope::gui {

inline QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace scalescope::gui
