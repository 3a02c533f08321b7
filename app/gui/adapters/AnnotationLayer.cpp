#include "gui/adapters/AnnotationLayer.h"

#include <QVariantMap>

#include <iterator>

namespace scalescope::gui {

namespace {

QPointF pointOf(const ScenePoint& point)
{
    return { point.x, point.y };
}

ScenePoint scenePointOf(QPointF point)
{
    return { point.x(), point.y() };
}

} // namespace

void AnnotationLayer::replaceAll(std::vector<Annotation> annotations)
{
    if (annotations == m_annotations)
        return;
    m_annotations = std::move(annotations);
    emit changed();
}

QVariantList AnnotationLayer::items() const
{
    QVariantList list;
    list.reserve(count());
    for (const Annotation& annotation : m_annotations) {
        list.append(QVariantMap { { QStringLiteral("kind"), QString::fromUtf8(toString(annotation.kind)) },
            { QStringLiteral("from"), pointOf(annotation.from) }, { QStringLiteral("to"), pointOf(annotation.to) },
            { QStringLiteral("text"), QString::fromStdString(annotation.text) },
            { QStringLiteral("colour"), QString::fromStdString(annotation.colour) } });
    }
    return list;
}

int AnnotationLayer::add(const QString& kind, QPointF from, QPointF to, const QString& text, const QString& colour)
{
    const std::optional<AnnotationKind> parsed = parseAnnotationKind(kind.toStdString());
    if (!parsed || !isAnnotationColour(colour.toStdString()))
        return -1;
    m_annotations.push_back(
        { *parsed, scenePointOf(from), scenePointOf(to), text.toStdString(), colour.toStdString() });
    emit changed();
    return count() - 1;
}

void AnnotationLayer::setText(int index, const QString& text)
{
    if (!valid(index) || m_annotations[index].text == text.toStdString())
        return;
    m_annotations[index].text = text.toStdString();
    emit changed();
}

void AnnotationLayer::setColour(int index, const QString& colour)
{
    if (!valid(index) || !isAnnotationColour(colour.toStdString()))
        return;
    m_annotations[index].colour = colour.toStdString();
    emit changed();
}

void AnnotationLayer::moveBy(int index, double dx, double dy)
{
    if (!valid(index))
        return;
    Annotation& annotation = m_annotations[index];
    annotation.from = { annotation.from.x + dx, annotation.from.y + dy };
    annotation.to = { annotation.to.x + dx, annotation.to.y + dy };
    emit changed();
}

void AnnotationLayer::remove(int index)
{
    if (!valid(index))
        return;
    m_annotations.erase(m_annotations.begin() + index);
    emit changed();
}

void AnnotationLayer::clear()
{
    if (m_annotations.empty())
        return;
    m_annotations.clear();
    emit changed();
}

QStringList AnnotationLayer::colours()
{
    QStringList names;
    for (const char* name : kAnnotationColours)
        names.append(QString::fromUtf8(name));
    return names;
}

} // namespace scalescope::gui
