#include "gui/adapters/JsonVariant.h"

#include <QVariantList>
#include <QVariantMap>

namespace scalescope::gui {

QVariant toVariant(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::object: {
        QVariantMap map;
        for (auto it = value.begin(); it != value.end(); ++it)
            map.insert(QString::fromStdString(it.key()), toVariant(it.value()));
        return map;
    }
    case nlohmann::json::value_t::array: {
        QVariantList list;
        list.reserve(static_cast<qsizetype>(value.size()));
        for (const auto& item : value)
            list.append(toVariant(item));
        return list;
    }
    case nlohmann::json::value_t::string:
        return QString::fromStdString(value.get_ref<const std::string&>());
    case nlohmann::json::value_t::boolean:
        return value.get<bool>();
    case nlohmann::json::value_t::number_integer:
        return static_cast<qlonglong>(value.get<std::int64_t>());
    case nlohmann::json::value_t::number_unsigned:
        return static_cast<qulonglong>(value.get<std::uint64_t>());
    case nlohmann::json::value_t::number_float:
        return value.get<double>();
    default:
        return {};
    }
}

} // namespace scalescope::gui
