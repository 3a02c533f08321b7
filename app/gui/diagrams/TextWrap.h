// Lines of a caption for a page: broken at spaces, and between Chinese characters (never before
// the punctuation that closes a phrase), never inside a word or a unit such as "Gb/s", which
// Qt's own word wrap breaks after the slash.
#pragma once

#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace scalescope::gui {

// The lines of `text` no wider than `width` (a word wider than a line gets a line of its own);
// a newline in the text starts a new line.
QStringList wrapText(const QString& text, const QFontMetricsF& metrics, double width);

} // namespace scalescope::gui
