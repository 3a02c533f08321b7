// The Traffic panel's job as it is set up: each entry taken into the session's JobSpec as it
// is set, or said to be wrong (jobError); jobs saved in the design and taken back from it.
#include "gui/adapters/TrafficSession.h"

#include "model/Names.h"
#include "model/Units.h"

namespace scalescope::gui {

QStringList TrafficSession::collectives() const
{
    QStringList out;
    for (int c = 0; c <= static_cast<int>(Collective::SendRecv); ++c)
        out.append(QString::fromUtf8(toString(static_cast<Collective>(c))));
    return out;
}

QStringList TrafficSession::algorithms() const
{
    QStringList out;
    for (int a = 0; a <= static_cast<int>(Algorithm::Pairwise); ++a)
        out.append(QString::fromUtf8(toString(static_cast<Algorithm>(a))));
    return out;
}

QStringList TrafficSession::fidelities() const
{
    return { QString::fromUtf8(toString(Fidelity::Flow)), QString::fromUtf8(toString(Fidelity::Analytic)) };
}

QStringList TrafficSession::jobNames() const
{
    QStringList out;
    if (m_document)
        for (const JobSpec& job : m_document->design().jobs)
            out.append(QString::fromStdString(job.name));
    return out;
}

void TrafficSession::setJob(const JobSpec& job)
{
    // Another job altogether, to be run: unlike setGpuDirect, it does not run by itself.
    m_job = job;
    m_problems.clear();
    m_sizeEntry.clear();
    emit jobChanged();
}

void TrafficSession::setProblem(const QString& field, const QString& problem)
{
    if (problem.isEmpty())
        m_problems.remove(field);
    else
        m_problems.insert(field, problem);
}

QString TrafficSession::jobError() const
{
    return QStringList(m_problems.values()).join(QLatin1Char('\n'));
}

void TrafficSession::setRanks(const QString& ranks)
{
    m_job.ranks = ranks.trimmed().toStdString();
    setProblem(QStringLiteral("ranks"), {}); // what the design makes of them, the run says
    emit jobChanged();
}

QString TrafficSession::collective() const
{
    return QString::fromUtf8(toString(m_job.collective));
}

void TrafficSession::setCollective(const QString& name)
{
    const auto collective = parseCollective(name.toStdString());
    if (collective)
        m_job.collective = *collective;
    setProblem(QStringLiteral("collective"), collective ? QString() : tr("\"%1\" is not a collective").arg(name));
    emit jobChanged();
}

QString TrafficSession::size() const
{
    return m_sizeEntry.isEmpty() ? QString::fromStdString(formatSize(m_job.bytes)) : m_sizeEntry;
}

void TrafficSession::setSize(const QString& text)
{
    const auto bytes = parseSize(text.trimmed().toStdString());
    const bool taken = bytes && *bytes > 0;
    if (taken)
        m_job.bytes = *bytes;
    m_sizeEntry = taken ? QString() : text;
    setProblem(QStringLiteral("size"),
        taken ? QString() : tr("\"%1\" is not a size: write it like 8, 32K, 512M or 1G").arg(text));
    emit jobChanged();
}

QString TrafficSession::algorithm() const
{
    return QString::fromUtf8(toString(m_job.algorithm));
}

void TrafficSession::setAlgorithm(const QString& name)
{
    const auto algorithm = parseAlgorithm(name.toStdString());
    if (algorithm)
        m_job.algorithm = *algorithm;
    setProblem(QStringLiteral("algorithm"), algorithm ? QString() : tr("\"%1\" is not an algorithm").arg(name));
    emit jobChanged();
}

QString TrafficSession::fidelity() const
{
    return QString::fromUtf8(toString(m_job.fidelity));
}

void TrafficSession::setFidelity(const QString& name)
{
    const auto fidelity = parseFidelity(name.toStdString());
    if (fidelity)
        m_job.fidelity = *fidelity;
    setProblem(QStringLiteral("fidelity"), fidelity ? QString() : tr("fidelity is analytic or flow"));
    emit jobChanged();
}

QString TrafficSession::routing() const
{
    return m_job.routing ? QString::fromUtf8(toString(*m_job.routing)) : QStringLiteral("design");
}

void TrafficSession::setRouting(const QString& name)
{
    const std::optional<FabricRouting> routing = parseFabricRouting(name.toStdString());
    if (routing == m_job.routing)
        return;
    m_job.routing = routing; // "design" (or anything else): the design's own
    emit hashedChanged();
    runSettingChanged();
}

QStringList TrafficSession::routings() const
{
    return { QStringLiteral("design"), QString::fromUtf8(toString(FabricRouting::Ecmp)),
        QString::fromUtf8(toString(FabricRouting::Adaptive)) };
}

QString TrafficSession::designRouting() const
{
    const auto topology = m_document ? m_document->topology() : nullptr;
    return topology ? QString::fromUtf8(toString(topology->routing)) : QString();
}

void TrafficSession::setQpsPerConnection(int qps)
{
    qps = std::clamp(qps, 1, kMaxQpsPerConnection);
    if (qps == m_job.qpsPerConnection)
        return;
    m_job.qpsPerConnection = qps;
    runSettingChanged();
}

bool TrafficSession::hashed() const
{
    if (m_job.routing)
        return *m_job.routing == FabricRouting::Ecmp;
    const auto topology = m_document ? m_document->topology() : nullptr;
    return topology && topology->routing == FabricRouting::Ecmp;
}

void TrafficSession::setGpuDirect(bool on)
{
    if (on == m_job.gpuDirect)
        return;
    m_job.gpuDirect = on;
    runSettingChanged();
}

void TrafficSession::runSettingChanged()
{
    emit jobChanged();
    if (m_live && (m_result || m_running))
        designEdited(); // the same as an edit: what is shown no longer holds
}

void TrafficSession::useSelection()
{
    if (!m_view || !m_document || !m_document->topology())
        return;
    const Topology& topology = *m_document->topology();
    QStringList names;
    for (const int n : m_view->selection()->indexes()) {
        if (n >= 0 && n < static_cast<int>(topology.nodes.size()) && topology.nodes[n].kind == NodeKind::Gpu)
            names.append(QString::fromStdString(topology.nodes[n].name));
    }
    if (!names.isEmpty())
        setRanks(names.join(','));
}

bool TrafficSession::saveJob(const QString& name)
{
    if (!m_document || !m_editor || !m_document->topology() || name.trimmed().isEmpty() || !m_problems.isEmpty())
        return false;
    // A design file whose job names GPUs it does not have does not open: such a job is not saved.
    try {
        selectJobRanks(*m_document->topology(), m_job.ranks);
    } catch (const JobError& error) {
        setProblem(QStringLiteral("ranks"), tr("GPUs: %1").arg(QString::fromStdString(error.what())));
        emit jobChanged();
        return false;
    }
    JobSpec job = m_job;
    job.name = name.trimmed().toStdString();
    return m_editor->saveJob(job);
}

bool TrafficSession::loadJob(const QString& name)
{
    if (!m_document)
        return false;
    for (const JobSpec& job : m_document->design().jobs)
        if (QString::fromStdString(job.name) == name) {
            setJob(job);
            return true;
        }
    return false;
}

void TrafficSession::dropRun()
{
    m_run.reset();
    m_playback.reset();
    m_resultTopology.reset();
}

// What a scene without a job shows: no result, no heatmap (the Training tab keeps its own).
void TrafficSession::clearResult()
{
    cancel();
    setPlaying(false);
    dropRun();
    if (m_view && m_view->currentTab() != QLatin1String("training"))
        m_view->setLinkLoads({});
    if (!m_result && m_error.isEmpty())
        return;
    m_result.reset();
    m_error.clear();
    emit resultChanged();
    compare();
}

} // namespace scalescope::gui
