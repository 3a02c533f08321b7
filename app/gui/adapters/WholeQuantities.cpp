#include "gui/adapters/WholeQuantities.h"

#include <QRegularExpression>
#include <QVariantList>
#include <QVariantMap>

namespace scalescope::gui {

QString wholeQuantities(const QString& text)
{
    // A rate's unit ("Gb/s", "(TB/s)", "TFLOP/s") with its slash joined to the "s", and the space
    // between a digit and the unit made no-break.
    static const QRegularExpression unit(QStringLiteral("\\b([kMGTP]?[bB]|[kMGTPE]?FLOP)/s\\b"));
    static const QRegularExpression spaced(QStringLiteral("(\\d) ((?:[kMGTP]?[bB]|[kMGTPE]?FLOP)/\u2060s)"));
    QString out = text;
    out.replace(unit, QStringLiteral("\\1/\u2060s"));
    out.replace(spaced, QStringLiteral("\\1\u00a0\\2"));
    return out;
}

QVariant wholeQuantities(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QString:
        return wholeQuantities(value.toString());
    case QMetaType::QVariantMap: {
        QVariantMap map = value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            it.value() = wholeQuantities(it.value());
        return map;
    }
    case QMetaType::QVariantList: {
        QVariantList list = value.toList();
        for (QVariant& item : list)
            item = wholeQuantities(item);
        return list;
    }
    default:
        return value;
    }
}

} // namespace scalescope::gui
