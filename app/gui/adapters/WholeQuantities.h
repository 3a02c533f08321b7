// Text the window wraps, with each rate kept on one line: "63 GB/s", "400 Gb/s" and "1,505 TFLOP/s"
// break neither between the number and its unit nor after the unit's slash (where Unicode's line
// breaking allows a break), so a narrow panel never shows "GB/" above "s".
#pragma once

#include <QString>
#include <QVariant>

namespace scalescope::gui {

QString wholeQuantities(const QString& text);
// Every string of a report (maps and lists walked through), the rest as it is.
QVariant wholeQuantities(const QVariant& value);

} // namespace scalescope::gui
