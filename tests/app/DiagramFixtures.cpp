#include "DiagramFixtures.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QXmlStreamReader>

namespace scalescope::gui::fixtures {

SvgContent readSvg(const QByteArray& svg)
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

bool hasColourNear(const QImage& image, const QRect& area, const QColor& colour, int tolerance)
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

void DiagramTestCase::keep(const QString& name, const QByteArray& bytes) const
{
    QFile file(outputPath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// A job whose ring keeps links fully busy, and a time at which some link is at 100%.
JobSpec DiagramTestCase::ringJob()
{
    JobSpec job;
    job.name = "ring";
    job.bytes = ByteCount(256) << 20;
    job.algorithm = Algorithm::Ring;
    return job;
}

void DiagramTestCase::initTestCase()
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

} // namespace scalescope::gui::fixtures
