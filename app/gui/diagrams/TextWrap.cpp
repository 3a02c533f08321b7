#include "gui/diagrams/TextWrap.h"

namespace scalescope::gui {
namespace {

// Han ideographs and the CJK symbols and full-width forms: a line may break before each.
bool isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x9fff) || (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xffef);
}

// The punctuation that closes a phrase stays with what it closes.
bool closesPhrase(QChar c)
{
    return QStringLiteral("\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011").contains(c);
}

// The pieces a line may break between: words with the space before them, and each CJK
// character with the closing punctuation after it.
QStringList pieces(const QString& paragraph)
{
    QStringList out;
    QString current;
    for (const QChar c : paragraph) {
        const bool breakBefore = c == u' ' || (isCjk(c) && !closesPhrase(c))
            || (!current.isEmpty() && isCjk(current.back()) && !closesPhrase(c) && c != u' ');
        if (breakBefore && !current.isEmpty()) {
            out << current;
            current.clear();
        }
        current += c;
    }
    if (!current.isEmpty())
        out << current;
    return out;
}

} // namespace

QStringList wrapText(const QString& text, const QFontMetricsF& metrics, double width)
{
    QStringList lines;
    for (const QString& paragraph : text.split(u'\n')) {
        QString line;
        for (const QString& piece : pieces(paragraph)) {
            const QString longer = line + piece;
            if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
                line = longer;
                continue;
            }
            lines << line;
            line = piece.startsWith(u' ') ? piece.mid(1) : piece;
        }
        lines << line;
    }
    return lines;
}

} // namespace scalescope::gui
