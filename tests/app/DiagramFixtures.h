// What the tests of the diagrams share: an SVG read back as its texts and line colours, a colour
// looked for in an image, and a workspace on two GB300 NVL72 racks whose diagrams are written into
// a folder (SCALESCOPE_DIAGRAM_DIR=folder keeps the files there to look at). Compiled once, in the
// library scalescope_diagram_fixtures, which the suites link (tests/app/CMakeLists.txt).
#pragma once

#include "design/JobSpec.h"
#include "gui/adapters/Workspace.h"

#include <QColor>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

namespace scalescope::gui::fixtures {

inline const QString kCjkTitle = QStringLiteral("集群拓扑 GB300");

struct SvgContent {
    QStringList texts; // every <text> element's text, whitespace simplified
    QStringList lineStrokes; // the stroke colour of every line (polyline) drawn
    QString error;
};

// Reads an SVG as XML; lines inherit their stroke from the enclosing <g>.
SvgContent readSvg(const QByteArray& svg);

// Whether some pixel of `area` is within `tolerance` of `colour` in each channel.
bool hasColourNear(const QImage& image, const QRect& area, const QColor& colour, int tolerance);

// The workspace every test of a suite draws, opened once for the suite.
class DiagramTestCase : public QObject {
    Q_OBJECT
protected:
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    QTemporaryDir m_temporary;
    QString m_folder;

    QString outputPath(const QString& name) const { return m_folder + QLatin1Char('/') + name; }

    void keep(const QString& name, const QByteArray& bytes) const;

    // A job whose ring keeps links fully busy, and a time at which some link is at 100%.
    static JobSpec ringJob();

private slots:
    void initTestCase();
};

} // namespace scalescope::gui::fixtures
