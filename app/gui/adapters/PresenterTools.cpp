#include "gui/adapters/PresenterTools.h"

namespace scalescope::gui {

PresenterTools::PresenterTools(const AnnotationLayer& annotations, QObject* parent)
    : QObject(parent)
    , m_annotations(annotations)
{
    // Annotations replaced (a story's scene) or removed: a selection past them is none.
    connect(&m_annotations, &AnnotationLayer::changed, this, [this] {
        if (m_selected >= m_annotations.count())
            setSelected(-1);
    });
}

void PresenterTools::setLaserPointer(bool on)
{
    if (on == m_laserPointer)
        return;
    m_laserPointer = on;
    emit changed();
}

void PresenterTools::setSpotlight(bool on)
{
    if (on == m_spotlight)
        return;
    m_spotlight = on;
    emit changed();
}

void PresenterTools::setTool(const QString& kind)
{
    const bool known = kind.isEmpty() || kind == QLatin1String("arrow") || kind == QLatin1String("text")
        || kind == QLatin1String("frame");
    if (!known || kind == m_tool)
        return;
    m_tool = kind;
    emit changed();
}

void PresenterTools::setToolColour(const QString& colour)
{
    if (colour == m_toolColour || !AnnotationLayer::colours().contains(colour))
        return;
    m_toolColour = colour;
    emit changed();
}

void PresenterTools::setSelected(int index)
{
    if (index < -1 || index >= m_annotations.count())
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    emit changed();
}

} // namespace scalescope::gui
