// What the tests of the diagrams share: an SVG read back as its texts and line colours, a colour
// looked for in an image, and a workspace on two GB300 NVL72 racks whose diagrams are written into
// a folder (SCALESCOPE_DIAGRAM_DIR=folder keeps the files there to look at).
#pragma once

#include "design/JobSpec.h"
#include "gui/adapters/Workspace.h"

#include <QColor>
#include <QFile>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace scalescope::gui::fixtures {

inline const QString kCjkTitle = QStringLiteral("集群拓扑 GB300");

struct SvgContent {
    QStringList texts; // every <text> element's text, whitespace simplified
    QStringList lineStrokes; // the stroke colour of every line (polyline) drawn
    QString error;
};

// Reads an SVG as XML; lines inherit their stroke from the enclosing <g>.
inline SvgContent readSvg(const QByteArray& svg)
{
    SvgContent out;
    QXmlStreamReader xml(svg);
    QStringList strokes { QString() };
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString stroke = xml.attributes().value("stroke").toString();
            strokes.append(stroke.isEmpty() ? strokes.last() : stroke);
            if (xml.name() == QLatin1String("text")) {
                out.texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified());
                strokes.removeLast();
            } else if (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("line")) {
                out.lineStrokes.append(strokes.last().toLower());
            }
        } else if (xml.isEndElement()) {
            strokes.removeLast();
        }
    }
    if (xml.hasError())
        out.error = xml.errorString();
    return out;
}

inline bool hasColourNear(const QImage& image, const QRect& area, const QColor& colour, int tolerance)
{
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (std::abs(qRed(p) - colour.red()) <= tolerance && std::abs(qGreen(p) - colour.green()) <= tolerance
                && std::abs(qBlue(p) - colour.blue()) <= tolerance)
                return true;
        }
    return false;
}

// The workspace every test of a suite draws, opened once for the suite.
class DiagramTestCase : public QObject {
    Q_OBJECT
protected:
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    QTemporaryDir m_temporary;
    QString m_folder;

    QString outputPath(const QString& name) const { return m_folder + QLatin1Char('/') + name; }

    void keep(const QString& name, const QByteArray& bytes) const
    {
        QFile file(outputPath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    // A job whose ring keeps links fully busy, and a time at which some link is at 100%.
    static JobSpec ringJob()
    {
        JobSpec job;
        job.name = "ring";
        job.bytes = ByteCount(256) << 20;
        job.algorithm = Algorithm::Ring;
        return job;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_diagram");
        QSettings().clear();
        m_folder = qEnvironmentVariable("SCALESCOPE_DIAGRAM_DIR", m_temporary.path());
        m_workspace = new Workspace(this);
        m_document = m_workspace->document();
        QVERIFY(m_document->newFromPreset("gb300-nvl72", 2, "", 1.0, "", 0));
    }
};

} // namespace scalescope::gui::fixtures
