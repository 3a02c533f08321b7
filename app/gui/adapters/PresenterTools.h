// What the presenter's tools are set to, the window's one state of them that the menus, the tool
// bar and the canvas view share through the workspace: the laser pointer and the spotlight on or
// off, the Annotate tool armed (the kind it places) and the colour it draws in, and the annotation
// selected (what Delete removes and a colour swatch recolours). The annotations themselves are
// AnnotationLayer's; the selection follows them as they are removed or replaced.
#pragma once

#include "gui/adapters/AnnotationLayer.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class PresenterTools : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the presenter's tools")
    Q_PROPERTY(bool laserPointer READ laserPointer WRITE setLaserPointer NOTIFY changed)
    Q_PROPERTY(bool spotlight READ spotlight WRITE setSpotlight NOTIFY changed)
    // "" for none, else the kind it places: "arrow", "text" or "frame" (anything else is not taken).
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY changed)
    // One of AnnotationLayer::colours() (anything else is not taken).
    Q_PROPERTY(QString toolColour READ toolColour WRITE setToolColour NOTIFY changed)
    // An index into the annotations, -1 for none (an index past them is taken as none).
    Q_PROPERTY(int selected READ selected WRITE setSelected NOTIFY changed)

public:
    explicit PresenterTools(const AnnotationLayer& annotations, QObject* parent = nullptr);

    bool laserPointer() const { return m_laserPointer; }
    void setLaserPointer(bool on);
    bool spotlight() const { return m_spotlight; }
    void setSpotlight(bool on);
    QString tool() const { return m_tool; }
    void setTool(const QString& kind);
    QString toolColour() const { return m_toolColour; }
    void setToolColour(const QString& colour);
    int selected() const { return m_selected; }
    void setSelected(int index);

signals:
    void changed();

private:
    const AnnotationLayer& m_annotations;
    bool m_laserPointer = false;
    bool m_spotlight = false;
    QString m_tool;
    QString m_toolColour = QStringLiteral("accent");
    int m_selected = -1;
};

} // namespace scalescope::gui
