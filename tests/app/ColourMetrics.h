// How far apart two colours are, as people see them: WCAG 2 contrast ratio (relative
// luminance) and CIELAB (D65) distance and chroma, for the tests of the themes' colours.
#pragma once

#include <QColor>

#include <algorithm>
#include <array>
#include <cmath>

namespace scalescope::fixtures {

inline double linearChannel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

inline double relativeLuminance(const QColor& colour)
{
    return 0.2126 * linearChannel(colour.redF()) + 0.7152 * linearChannel(colour.greenF())
        + 0.0722 * linearChannel(colour.blueF());
}

// 1 (the same) to 21 (black on white).
inline double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// L*, a*, b*.
inline std::array<double, 3> cieLab(const QColor& colour)
{
    const double r = linearChannel(colour.redF()), g = linearChannel(colour.greenF()),
                 b = linearChannel(colour.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

// CIE76 colour difference: about 2.3 is just noticeable, above 20 clearly another colour.
inline double labDistance(const QColor& a, const QColor& b)
{
    const auto p = cieLab(a), q = cieLab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// How coloured a colour is (0: a grey).
inline double labChroma(const QColor& colour)
{
    const auto p = cieLab(colour);
    return std::hypot(p[1], p[2]);
}

} // namespace scalescope::fixtures
