// The annotations over the main view (arrows, text boxes, highlight frames, in scene units): what
// the canvas draws over the design and what a story's scene records and brings back. Held apart
// from the design's undo stack: a scene owns its annotations, the view shows those of the scene
// on screen (or those placed since).
#pragma once

#include "design/Story.h"

#include <QObject>
#include <QPointF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace scalescope::gui {

class AnnotationLayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the annotations")
    // Each annotation as a map: kind ("arrow", "text", "frame"), from and to (scene points), text,
    // colour (a name of kAnnotationColours).
    Q_PROPERTY(QVariantList items READ items NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)

public:
    using QObject::QObject;

    const std::vector<Annotation>& all() const { return m_annotations; }
    void replaceAll(std::vector<Annotation> annotations);

    QVariantList items() const;
    int count() const { return static_cast<int>(m_annotations.size()); }

    // Adds one; returns its index, or -1 when the kind or colour is not one there is.
    Q_INVOKABLE int add(const QString& kind, QPointF from, QPointF to, const QString& text, const QString& colour);
    Q_INVOKABLE void setText(int index, const QString& text);
    Q_INVOKABLE void setColour(int index, const QString& colour);
    Q_INVOKABLE void moveBy(int index, double dx, double dy);
    Q_INVOKABLE void remove(int index);
    Q_INVOKABLE void clear();
    // The colours there are, by name, in the order menus list them.
    Q_INVOKABLE static QStringList colours();

signals:
    void changed();

private:
    bool valid(int index) const { return index >= 0 && index < count(); }

    std::vector<Annotation> m_annotations;
};

} // namespace scalescope::gui
