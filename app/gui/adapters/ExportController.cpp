#include "gui/adapters/ExportController.h"

#include "gui/diagrams/JobHeatmap.h"
#include "io/export/DotExport.h"
#include "io/export/DrawIoExport.h"
#include "io/TextFile.h"

#include <QFileInfo>
#include <QLocale>

#include <cmath>
#include <exception>

namespace scalescope::gui {
namespace {

struct FormatEntry {
    const char* id;
    const char* label;
    bool usesResolution;
    bool isDiagram; // drawn (view, heatmap); otherwise the whole design as text for another tool
};

constexpr FormatEntry kFormats[] = {
    { "svg", QT_TRANSLATE_NOOP("scalescope::gui::ExportController", "SVG (vector, text stays text)"), false, true },
    { "pdf", QT_TRANSLATE_NOOP("scalescope::gui::ExportController", "PDF (vector, text stays text)"), false, true },
    { "png", QT_TRANSLATE_NOOP("scalescope::gui::ExportController", "PNG (image)"), true, true },
    { "dot", QT_TRANSLATE_NOOP("scalescope::gui::ExportController", "DOT (Graphviz)"), false, false },
    { "drawio", QT_TRANSLATE_NOOP("scalescope::gui::ExportController", "draw.io (positions kept)"), false, false },
};

const FormatEntry* findFormat(const QString& id)
{
    for (const FormatEntry& f : kFormats)
        if (id == QLatin1String(f.id))
            return &f;
    return nullptr;
}

} // namespace

ExportController::ExportController(
    DesignDocument& document, const DesignSummary& summary, ViewState& view, TrafficSession& traffic, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_summary(summary)
    , m_view(view)
    , m_traffic(traffic)
{
    connect(&m_view, &ViewState::heatmapChanged, this, &ExportController::heatmapChanged);
    connect(&m_traffic, &TrafficSession::timeChanged, this, &ExportController::heatmapChanged);
    connect(&m_traffic, &TrafficSession::resultChanged, this, &ExportController::heatmapChanged);
}

QVariantList ExportController::formats() const
{
    QVariantList out;
    for (const FormatEntry& f : kFormats) {
        const QString id = QString::fromLatin1(f.id);
        out.append(QVariantMap { { "id", id }, { "label", tr(f.label) }, { "extension", id },
            { "filter", tr("%1 files (*.%2)").arg(id.toUpper(), id) }, { "usesResolution", f.usesResolution },
            { "usesView", f.isDiagram }, { "usesHeatmap", f.isDiagram } });
    }
    return out;
}

bool ExportController::heatmapAvailable() const
{
    return m_view.heatmap() && m_traffic.heatmapAvailable();
}

QString ExportController::heatmapCaption() const
{
    if (!heatmapAvailable())
        return {};
    const TrafficResult* result = m_traffic.result();
    return jobCaption(result->collective(), result->size(), result->algorithm(), result->ranks(), m_traffic.timeUs(),
        m_traffic.durationUs());
}

QString ExportController::suggestedPath(const QString& format) const
{
    return withExtension(m_document.suggestedPathStem(), format);
}

QString ExportController::withExtension(const QString& path, const QString& format) const
{
    const FormatEntry* entry = findFormat(format);
    if (!entry || path.isEmpty())
        return path;
    QString stem = path;
    for (const FormatEntry& f : kFormats)
        if (stem.endsWith(QLatin1Char('.') + QLatin1String(f.id), Qt::CaseInsensitive))
            stem.chop(static_cast<int>(qstrlen(f.id)) + 1);
    return stem + QLatin1Char('.') + QLatin1String(entry->id);
}

QString ExportController::pathOf(const QUrl& url) const
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

QUrl ExportController::folderOf(const QString& path) const
{
    return QUrl::fromLocalFile(QFileInfo(path).absolutePath());
}

QVariantList ExportController::details() const
{
    return { QVariantMap { { "id", "auto" }, { "label", tr("As the canvas: every device unless too small") } },
        QVariantMap { { "id", "full" }, { "label", tr("Every device and link") } },
        QVariantMap { { "id", "blocks" }, { "label", tr("Racks as blocks, links bundled") } } };
}

QString ExportController::title() const
{
    return m_title.isEmpty() ? m_document.title() : m_title;
}

void ExportController::setTitle(const QString& title)
{
    const QString trimmed = title.trimmed() == m_document.title() ? QString() : title.trimmed();
    if (trimmed == m_title)
        return;
    m_title = trimmed;
    emit titleChanged();
}

DiagramOptions ExportController::diagramOptions(bool currentView, const QString& detail, bool heatmap) const
{
    DiagramOptions options;
    options.title = title();
    options.subtitle = m_summary.countsText();
    options.detail = detail == QLatin1String("full") ? DiagramDetail::Full
        : detail == QLatin1String("blocks")          ? DiagramDetail::Blocks
                                                     : DiagramDetail::Auto;
    options.hiddenTiers = m_view.hiddenTiers();
    if (const auto topology = m_document.topology())
        options.collapsedGroups = m_view.collapsedGroups(*topology);
    if (currentView) {
        // What the main view shows: the same part of the design, scale and level of detail.
        options.sceneArea = m_view.visibleArea();
        options.pixelsPerSceneUnit = m_view.zoom();
        options.detail = m_view.detailed() ? DiagramDetail::Full : DiagramDetail::Blocks;
    }
    if (heatmap && heatmapAvailable()) {
        options.linkLoads = m_view.linkLoads();
        options.logScale = m_view.logScale();
        options.subtitle = heatmapCaption();
    }
    return options;
}

QString ExportController::imageSizeText(int dotsPerInch, bool currentView, const QString& detail) const
{
    if (!m_document.topology() || !m_document.scene() || dotsPerInch <= 0)
        return {};
    const DiagramRenderer renderer(
        *m_document.topology(), *m_document.scene(), diagramOptions(currentView, detail, false));
    const QSizeF size = renderer.pageSize() * (dotsPerInch / DiagramRenderer::kPagePixelsPerInch);
    const QLocale locale;
    return tr("%1 × %2 pixels")
        .arg(locale.toString(static_cast<int>(std::ceil(size.width()))),
            locale.toString(static_cast<int>(std::ceil(size.height()))));
}

bool ExportController::exportDiagram(
    const QString& path, const QString& format, int dotsPerInch, bool currentView, const QString& detail, bool heatmap)
{
    const std::optional<DiagramFormat> diagramFormat = parseDiagramFormat(format);
    const bool text = format == QLatin1String("dot") || format == QLatin1String("drawio");
    if (!diagramFormat && !text) {
        fail(tr("\"%1\" is not a format this program can export").arg(format));
        return false;
    }
    if (!m_document.topology() || !m_document.scene()) {
        fail(tr("There is no design to export."));
        return false;
    }
    if (path.trimmed().isEmpty()) {
        fail(tr("Choose a file to export to."));
        return false;
    }
    // The design as it is now, kept alive for the drawing.
    const std::shared_ptr<const Topology> topology = m_document.topology();
    const std::shared_ptr<const Scene> scene = m_document.scene();
    try {
        if (text) {
            // The whole design, as the command line's export writes it.
            const std::string title = this->title().toStdString();
            writeFileAtomically(path.toStdString(),
                format == QLatin1String("dot") ? exportDot(*topology, title) : exportDrawIo(*topology, *scene, title));
            return true;
        }
        const DiagramRenderer renderer(*topology, *scene, diagramOptions(currentView, detail, heatmap));
        const int resolution = *diagramFormat == DiagramFormat::Pdf ? kPdfDotsPerInch : dotsPerInch;
        const QByteArray bytes = renderer.render(*diagramFormat, resolution);
        writeFileAtomically(path.toStdString(), bytes.toStdString());
    } catch (const std::exception& error) {
        fail(QString::fromStdString(error.what()));
        return false;
    }
    return true;
}

void ExportController::fail(const QString& text)
{
    m_errorText = text;
    emit failed();
}

} // namespace scalescope::gui
