// One stretch of constant load on one direction of a link: what the fluid network records and
// what a simulation's link timelines hold.
#pragma once

namespace scalescope {

struct LinkSegment {
    double startUs = 0;
    double endUs = 0;
    double utilization = 0; // 0..1 of the direction's capacity
};

} // namespace scalescope
