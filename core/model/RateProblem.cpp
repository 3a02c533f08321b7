#include "model/RateProblem.h"

#include "model/Localized.h"
#include "model/NameCheck.h"
#include "model/Units.h"

namespace scalescope {

std::string rateProblem(std::string_view text)
{
    const auto parsed = parseRate(text);
    // A rate comes from a file or a field: shown short and with no control character in it.
    const std::string quoted = "\"" + printableText(text, 40) + "\"";
    if (!parsed) {
        const std::size_t first = text.find_first_not_of(" \t");
        const bool negative = first != std::string_view::npos && text[first] == '-';
        return negative
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "must be positive, found %1"), { quoted })
            : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is not a rate (write e.g. \"400Gb/s\" or \"50GB/s\")"),
                { quoted });
    }
    if (*parsed <= 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "must be positive, found %1"), { quoted });
    if (!isLinkRateInRange(*parsed))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "must be from 1 Mb/s to 1 PB/s, found %1"), { quoted });
    return {};
}

} // namespace scalescope
