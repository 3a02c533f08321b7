// The core's JSON reports as QML reads them: objects as QVariantMap, arrays as QVariantList,
// converted directly (no text in between).
#pragma once

#include <nlohmann/json.hpp>

#include <QVariant>

namespace scalescope::gui {

QVariant toVariant(const nlohmann::json& value);

} // namespace scalescope::gui
