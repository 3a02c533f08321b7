#include "gui/adapters/WholeQuantities.h"

#include <QRegularExpression>
#include <QVariantList>
#include <QVariantMap>

namespace scalescope::gui {

QString wholeQuantities(const QString& text)
{
    // A digit, a space, then a rate's unit: the space made no-break, the slash joined to the "s".
    static const QRegularExpression rate(QStringLiteral("(\\d) ([kMGTP]?[bB])/s"));
    QString out = text;
    out.replace(rate, QStringLiteral("\\1\u00a0\\2/\u2060s"));
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
