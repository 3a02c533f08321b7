#include "catalog/CatalogTexts.h"

#include "model/Localized.h"

namespace scalescope {
namespace {

// The systems' descriptions in resources/catalog/catalog.json, in its order.
constexpr const char* kBuiltInTexts[] = {
    QT_TRANSLATE_NOOP("scalescope-core", "8 x A100 SXM4, NVLink 3 through 6 NVSwitch chips, 8 x 200G HDR"),
    QT_TRANSLATE_NOOP("scalescope-core", "8 x H100 SXM5, NVLink 4 through 4 NVSwitch chips, 8 x 400G NDR"),
    QT_TRANSLATE_NOOP("scalescope-core", "8 x H200 SXM5, NVLink 4 through 4 NVSwitch chips, 8 x 400G NDR"),
    QT_TRANSLATE_NOOP("scalescope-core", "8 x B200, NVLink 5 through 2 switch chips, 8 x 400G NDR"),
    QT_TRANSLATE_NOOP(
        "scalescope-core", "one rack: 18 trays of 2 Grace + 4 B200, 18 NVLink 5 switch chips, 72 x 400G NDR"),
    QT_TRANSLATE_NOOP(
        "scalescope-core", "one rack: 18 trays of 2 Grace + 4 B300, 18 NVLink 5 switch chips, 72 x 800G XDR"),
};

} // namespace

std::string catalogText(const std::string& english)
{
    return translated(kCoreContext, english);
}

std::span<const char* const> builtInCatalogTexts()
{
    return kBuiltInTexts;
}

} // namespace scalescope
