// DiagramRenderer's outputs: the one drawing routine painted on an SVG generator, a PDF page
// or an image, and the file's bytes.
#include "gui/diagrams/DiagramRenderer.h"

#include <QBuffer>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>
#include <stdexcept>

namespace scalescope::gui {

std::optional<DiagramFormat> parseDiagramFormat(const QString& text)
{
    const QString lower = text.toLower();
    if (lower == QLatin1String("svg"))
        return DiagramFormat::Svg;
    if (lower == QLatin1String("pdf"))
        return DiagramFormat::Pdf;
    if (lower == QLatin1String("png"))
        return DiagramFormat::Png;
    return std::nullopt;
}

namespace {

QPageSize pdfPageSize(const DiagramRenderer& page)
{
    return QPageSize(page.pageSize() * (72 / DiagramRenderer::kPagePixelsPerInch), QPageSize::Point, QString(),
        QPageSize::ExactMatch);
}

} // namespace

QByteArray renderPdfPages(const std::vector<const DiagramRenderer*>& pages, int dotsPerInch, const QString& title)
{
    if (pages.empty())
        throw std::runtime_error("a PDF needs at least one page");
    if (dotsPerInch <= 0)
        throw std::runtime_error("the resolution must be a positive number of dots per inch");
    const double toDevice = dotsPerInch / DiagramRenderer::kPagePixelsPerInch;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(dotsPerInch);
    pdf.setPageSize(pdfPageSize(*pages.front()));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("ScaleScope"));
    QPainter painter(&pdf);
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (i > 0) {
            // The next page takes its own diagram's size.
            pdf.setPageSize(pdfPageSize(*pages[i]));
            pdf.newPage();
        }
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(toDevice, toDevice);
        pages[i]->paint(painter);
        painter.restore();
    }
    painter.end();
    return bytes;
}

QByteArray DiagramRenderer::render(DiagramFormat format, int dotsPerInch) const
{
    if (dotsPerInch <= 0)
        throw std::runtime_error("the resolution must be a positive number of dots per inch");
    const double toDevice = dotsPerInch / kPagePixelsPerInch;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case DiagramFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(m_pageSize.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), m_pageSize));
        svg.setResolution(static_cast<int>(kPagePixelsPerInch));
        svg.setTitle(m_options.title);
        svg.setDescription(m_options.subtitle);
        QPainter painter(&svg);
        paint(painter);
        break;
    }
    case DiagramFormat::Pdf:
        return renderPdfPages({ this }, dotsPerInch, m_options.title);
    case DiagramFormat::Png: {
        const QSize size(static_cast<int>(std::ceil(m_pageSize.width() * toDevice)),
            static_cast<int>(std::ceil(m_pageSize.height() * toDevice)));
        if (size.width() > kMaxImageSide || size.height() > kMaxImageSide
            || static_cast<double>(size.width()) * size.height() > kMaxImagePixels)
            throw std::runtime_error(QStringLiteral("at %1 dots per inch the image would be %2 x %3 pixels, more than "
                                                    "%4 a side or %5 million in all; choose a lower resolution")
                                         .arg(dotsPerInch)
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(kMaxImageSide)
                                         .arg(kMaxImagePixels / 1e6)
                                         .toStdString());
        QImage image(size, QImage::Format_RGB32);
        image.fill(m_background);
        const int dotsPerMeter = static_cast<int>(std::lround(dotsPerInch / 0.0254));
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        {
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            painter.scale(toDevice, toDevice);
            paint(painter);
        }
        if (!image.save(&buffer, "PNG"))
            throw std::runtime_error("the image could not be encoded as PNG");
        break;
    }
    }
    return bytes;
}

} // namespace scalescope::gui
