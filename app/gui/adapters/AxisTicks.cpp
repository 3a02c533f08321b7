#include "gui/adapters/AxisTicks.h"

#include <cmath>

namespace scalescope::gui {

double roundTickStep(double span, int parts)
{
    if (!(span > 0) || parts < 1)
        return 1;
    const double rough = span / parts;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (double factor : { 1.0, 2.0, 5.0 })
        if (factor * power >= rough)
            return factor * power;
    return 10 * power;
}

RoundAxis roundAxisFromZero(double top, int parts)
{
    if (!(top > 0))
        return {};
    const double step = roundTickStep(top, parts);
    const double steps = std::ceil(top / step);
    return { steps * step, static_cast<int>(steps) + 1 };
}

} // namespace scalescope::gui
