#include "gui/adapters/ComparisonSession.h"

#include "gui/adapters/WholeQuantities.h"
#include "gui/adapters/WorkerJobs.h"

#include "compare/ComparisonReport.h"
#include "design/JobRunner.h"
#include "io/DesignFile.h"

#include <QFileInfo>
#include <QMetaObject>
#include <QVariantMap>

#include <algorithm>
#include <chrono>

namespace scalescope::gui {
namespace {

QString joined(const std::vector<std::string>& items)
{
    QStringList list;
    for (const std::string& item : items)
        list << QString::fromStdString(item);
    return list.join(QStringLiteral(", "));
}

void addNotes(const QString& side, const ComparisonFigures& figures, QStringList& notes)
{
    const BillOfMaterials& bom = figures.figures->bom;
    if (!bom.unpriced.empty())
        notes << QObject::tr("%1: not in the cost (no price in the catalog): %2").arg(side, joined(bom.unpriced));
    if (!bom.unpowered.empty())
        notes << QObject::tr("%1: not in the power (no figure in the catalog): %2").arg(side, joined(bom.unpowered));
    if (!figures.figures->failures.empty())
        notes << QObject::tr("%1: the design's failures are taken out (%2): its GPUs, bandwidth, bisection and "
                             "all_reduce are what survives; cost and power, the whole design")
                     .arg(side, QString::fromStdString(figures.figures->failures));
    if (!figures.collectiveError.isEmpty())
        notes << QObject::tr("%1: no all_reduce: %2").arg(side, figures.collectiveError);
}

} // namespace

ComparisonFigures compareFigures(const ComparisonSide& side)
{
    FigureRequest request;
    request.collective = JobSpec {};
    request.collective->fidelity = Fidelity::Analytic;
    request.survivors = side.survivors;
    ComparisonFigures result;
    try {
        result.figures
            = std::make_shared<const DesignFigures>(designFigures(*side.topology, *side.catalog, *side.scene, request));
    } catch (const JobError& error) {
        result.collectiveError = QString::fromStdString(error.what());
        request.collective.reset();
        result.figures
            = std::make_shared<const DesignFigures>(designFigures(*side.topology, *side.catalog, *side.scene, request));
    }
    return result;
}

ComparisonSession::ComparisonSession(QObject* parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &ComparisonSession::run);
}

ComparisonSession::~ComparisonSession()
{
    ++m_generation;
    for (std::future<void>& job : m_jobs)
        job.wait();
}

void ComparisonSession::setDocument(DesignDocument* document)
{
    m_document = document;
    connect(m_document, &DesignDocument::topologyReplaced, this, &ComparisonSession::designEdited);
}

bool ComparisonSession::compareWithFile(const QUrl& url)
{
    if (!m_document)
        return false;
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    try {
        LoadedDesign loaded = loadDesignFile(path.toStdString(), m_document->baseCatalog());
        ComparisonSide side;
        side.topology = std::make_shared<const Topology>(std::move(loaded.expanded.topology));
        side.catalog = std::move(loaded.expanded.catalog);
        side.survivors = std::move(loaded.expanded.survivors);
        side.scene = std::make_shared<const Scene>(layoutScene(*side.topology, loaded.design.positions));
        side.title
            = loaded.design.name.empty() ? QFileInfo(path).fileName() : QString::fromStdString(loaded.design.name);
        m_baseline = std::move(side);
        m_error.clear();
    } catch (const std::exception& error) {
        m_error = QString::fromStdString(error.what());
        emit baselineChanged();
        return false;
    }
    m_baselineFigures.reset();
    emit baselineChanged();
    setSideBySide(true);
    designEdited();
    return true;
}

bool ComparisonSession::duplicateAsVariant()
{
    if (!m_document || !m_document->topology())
        return false;
    m_baseline = { m_document->topology(), m_document->catalog(), m_document->scene(), m_document->title(),
        m_document->survivors() };
    m_baselineFigures.reset();
    m_error.clear();
    emit baselineChanged();
    Design variant = m_document->design();
    variant.name = m_document->title().toStdString() + " (variant)";
    m_document->pushDesign(std::move(variant), tr("Duplicate as variant"));
    m_document->detachFromFile();
    setSideBySide(true);
    designEdited();
    return true;
}

void ComparisonSession::setSideBySide(bool on)
{
    if (on == m_sideBySide)
        return;
    m_sideBySide = on;
    emit sideBySideChanged();
}

void ComparisonSession::clear()
{
    m_baseline = {};
    m_baselineFigures.reset();
    m_error.clear();
    emit baselineChanged();
    designEdited();
}

// The open design changed (or the baseline): what was shown is dropped, and compared again once
// the edits pause.
void ComparisonSession::designEdited()
{
    ++m_generation;
    m_rows.clear();
    m_notes.clear();
    m_currentTitle = m_document ? m_document->title() : QString();
    emit resultChanged();
    if (hasBaseline()) {
        m_debounce.start();
    } else if (m_running) {
        m_running = false;
        emit runningChanged();
    }
}

void ComparisonSession::retranslate()
{
    m_baselineFigures.reset();
    designEdited();
}

void ComparisonSession::run()
{
    const int generation = ++m_generation;
    if (!m_document || !m_document->topology() || !hasBaseline())
        return;
    dropFinished(m_jobs);
    m_running = true;
    emit runningChanged();
    const ComparisonSide current { m_document->topology(), m_document->catalog(), m_document->scene(),
        m_document->title(), m_document->survivors() };
    m_jobs.push_back(
        std::async(std::launch::async, [this, generation, current, baseline = m_baseline, cached = m_baselineFigures] {
            const ComparisonFigures before = cached ? *cached : compareFigures(baseline);
            const ComparisonFigures now = compareFigures(current);
            QMetaObject::invokeMethod(
                this,
                [this, generation, before, now] {
                    if (generation == m_generation)
                        finish(before, now);
                },
                Qt::QueuedConnection);
        }));
}

void ComparisonSession::finish(const ComparisonFigures& baseline, const ComparisonFigures& current)
{
    m_baselineFigures = std::make_shared<const ComparisonFigures>(baseline);
    m_rows.clear();
    for (const ComparisonRow& row : comparisonRows(*baseline.figures, *current.figures))
        m_rows.push_back(QVariantMap { { "label", wholeQuantities(QString::fromStdString(row.label)) },
            { "baseline", QString::fromStdString(comparisonCell(row, true)) },
            { "current", QString::fromStdString(comparisonCell(row, false)) },
            { "ratio", QString::fromStdString(comparisonRatioCell(row)) }, { "words", row.textA.has_value() } });
    m_notes.clear();
    addNotes(tr("Baseline"), baseline, m_notes);
    addNotes(tr("This design"), current, m_notes);
    m_running = false;
    ++m_finishedRuns;
    emit runningChanged();
    emit resultChanged();
}

} // namespace scalescope::gui
