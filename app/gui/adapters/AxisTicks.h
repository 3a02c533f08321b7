// Round numbers for a chart's axis: ticks every 1, 2 or 5 times a power of ten, so that a reader
// sees 0, 200, 400 rather than 0, 253, 507.
#pragma once

namespace scalescope::gui {

// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most about `parts` parts;
// 1 for a span that is not positive.
double roundTickStep(double span, int parts);

// An axis from 0 that holds `top`: its end, a whole number of round steps, and its tick count.
struct RoundAxis {
    double max = 1;
    int tickCount = 2;
};
RoundAxis roundAxisFromZero(double top, int parts);

} // namespace scalescope::gui
