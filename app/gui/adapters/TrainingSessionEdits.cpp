// The training session's edits: a field of the selected job checked as typed and saved through the
// undo stack, a job added or deleted.
#include "gui/adapters/TrainingSession.h"

#include "sim/RankLayout.h"
#include "sim/RankSelection.h"
#include "train/ParallelGroups.h"
#include "train/TrainingCheck.h"

#include <limits>

namespace scalescope::gui {
namespace {

constexpr int kMostDegree = 1 << 20;

// A whole number in [least, kMostDegree], or why not.
std::optional<int> wholeNumber(const QString& text, int least)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok && value >= least && value <= kMostDegree ? std::optional<int>(value) : std::nullopt;
}

// `into` set to the choice `text` names, or `refusal` (its %1 the text) when it names none.
template <typename Value, typename Parse>
QString applyChoice(Value& into, Parse parse, const QString& text, const QString& refusal)
{
    const auto parsed = parse(text.trimmed().toStdString());
    if (!parsed)
        return refusal.arg(text);
    into = *parsed;
    return {};
}

// Each applyXxx below sets one kind of field from its text and returns what is wrong with the text
// ("" when nothing), or nothing when `field` is not of its kind.
using Applied = std::optional<QString>;

// The whole numbers: parallel degrees, layers, batch and sequence, the a2a+p2p group.
Applied applyCount(ParallelConfig& c, const QString& field, const QString& text)
{
    const std::pair<const char*, int*> degrees[] = { { "tp", &c.tp }, { "pp", &c.pp }, { "vpp", &c.vpp },
        { "dp", &c.dp }, { "cp", &c.cp }, { "ep", &c.ep }, { "microBatch", &c.microBatch } };
    for (const auto& [name, value] : degrees)
        if (field == QLatin1String(name)) {
            const auto parsed = wholeNumber(text, 1);
            if (!parsed)
                return QObject::tr("%1: \"%2\" is not a whole number from 1 to %3").arg(field, text).arg(kMostDegree);
            *value = *parsed;
            return QString();
        }
    if (field == QLatin1String("recomputeLayers") || field == QLatin1String("offloadLayers")) {
        const auto parsed = wholeNumber(text, 0);
        if (!parsed)
            return QObject::tr("%1: \"%2\" is not a whole number of layers (0: none)").arg(field, text);
        (field == QLatin1String("recomputeLayers") ? c.recomputeLayers : c.offloadLayers) = *parsed;
        return QString();
    }
    if (field == QLatin1String("globalBatch") || field == QLatin1String("seqLength")) {
        const auto parsed = wholeNumber(text, 0);
        if (!parsed)
            return QObject::tr("%1: \"%2\" is not a whole number (0: the default)").arg(field, text);
        (field == QLatin1String("globalBatch") ? c.globalBatch : c.seqLength) = *parsed;
        return QString();
    }
    if (field == QLatin1String("cpA2aRanks")) {
        const auto parsed = text.trimmed().isEmpty() ? std::optional<int>(0) : wholeNumber(text, 0);
        if (!parsed)
            return QObject::tr("cpA2aRanks: \"%1\" is not a whole number of CP ranks (empty: the widest)").arg(text);
        c.cpAllToAllRanks = *parsed;
        return QString();
    }
    return std::nullopt;
}

// The choices among named values.
Applied applyNamedChoice(TrainingJobSpec& job, const QString& field, const QString& text)
{
    ParallelConfig& c = job.parallel;
    if (field == QLatin1String("precision"))
        return applyChoice(c.precision, parsePrecision, text, QObject::tr("precision: \"%1\" is not bf16 or fp8"));
    if (field == QLatin1String("fp8Recipe"))
        return applyChoice(c.fp8Recipe, parseFp8Recipe, text,
            QObject::tr("fp8Recipe: \"%1\" is not delayed, tensorwise, mxfp8 or blockwise"));
    if (field == QLatin1String("recompute"))
        return applyChoice(
            c.recompute, parseRecompute, text, QObject::tr("recompute: \"%1\" is not none, selective or full"));
    if (field == QLatin1String("dpMode"))
        return applyChoice(c.dpMode, parseDataParallelMode, text,
            QObject::tr("dpMode: \"%1\" is not plain, distributed-optimizer or fsdp"));
    if (field == QLatin1String("gradReduce"))
        return applyChoice(
            c.gradReduceInFp32, parseGradientReduction, text, QObject::tr("gradReduce: \"%1\" is not fp32 or bf16"));
    if (field == QLatin1String("lossFusion"))
        return applyChoice(
            c.lossFusion, parseLossFusion, text, QObject::tr("lossFusion: \"%1\" is not unfused, native or te"));
    if (field == QLatin1String("fidelity"))
        return applyChoice(job.fidelity, parseFidelity, text, QObject::tr("fidelity: \"%1\" is not analytic or flow"));
    if (field == QLatin1String("cpComm")) {
        QString error = applyChoice(c.cpComm, parseContextParallelComm, text,
            QObject::tr("cpComm: \"%1\" is not p2p, all_gather, a2a or a2a+p2p"));
        if (c.cpComm != ContextParallelComm::AllToAllThenRing)
            c.cpAllToAllRanks = 0; // the groups of a2a+p2p alone
        return error;
    }
    return std::nullopt;
}

// The lists written as text: which modules recompute, the layers of each pipeline stage.
Applied applyList(ParallelConfig& c, const QString& field, const QString& text)
{
    const QString trimmed = text.trimmed();
    if (field == QLatin1String("recomputeModules")) {
        const auto parsed = trimmed.isEmpty() ? RecomputeModules {} : parseRecomputeModules(trimmed.toStdString());
        if (!parsed)
            return QObject::tr("recompute modules: \"%1\" is not core_attn, mla_up_proj or moe_act, separated by "
                               "commas (empty: core_attn)")
                .arg(text);
        c.recomputeModules = *parsed;
        return QString();
    }
    if (field == QLatin1String("pipelineLayout")) {
        const auto parsed = trimmed.isEmpty() ? std::vector<int> {} : parseLayerLayout(trimmed.toStdString());
        if (!parsed)
            return QObject::tr("pipeline layout: \"%1\" is not layers per virtual stage (N,N,... with N*K for K "
                               "stages of N; empty: an even split)")
                .arg(text);
        c.layerLayout = *parsed; // empty: the even split
        return QString();
    }
    return std::nullopt;
}

// The job's own settings: the seed, the queue pairs, the overlaps, the model, placement and rank order.
Applied applyJobSetting(TrainingJobSpec& job, const QString& field, const QString& text)
{
    if (field == QLatin1String("seed")) {
        bool ok = false;
        const qulonglong seed = text.trimmed().toULongLong(&ok);
        if (!ok)
            return QObject::tr("seed: \"%1\" is not a whole number from 0").arg(text);
        job.seed = seed;
        return QString();
    }
    if (field == QLatin1String("qpsPerConnection")) {
        bool ok = false;
        const int qps = text.trimmed().toInt(&ok);
        if (!ok || qps < 1 || qps > kMaxQpsPerConnection)
            return QObject::tr("queue pairs: \"%1\" is not a whole number from 1 to %2")
                .arg(text)
                .arg(kMaxQpsPerConnection);
        job.qpsPerConnection = qps;
        return QString();
    }
    if (field == QLatin1String("overlapDp") || field == QLatin1String("overlapTp")) {
        (field == QLatin1String("overlapDp") ? job.overlapDataParallel : job.overlapTensorParallel)
            = text == QLatin1String("true");
        return QString();
    }
    const std::pair<const char*, std::string*> texts[]
        = { { "model", &job.model }, { "placement", &job.placement }, { "order", &job.order } };
    for (const auto& [name, value] : texts)
        if (field == QLatin1String(name)) {
            *value = text.trimmed().toStdString();
            return QString();
        }
    return std::nullopt;
}

// The field set from its text on `job`, or what is wrong with the text.
QString applyField(TrainingJobSpec& job, const QString& field, const QString& text)
{
    if (Applied wrong = applyCount(job.parallel, field, text))
        return *wrong;
    if (Applied wrong = applyNamedChoice(job, field, text))
        return *wrong;
    if (Applied wrong = applyList(job.parallel, field, text))
        return *wrong;
    if (Applied wrong = applyJobSetting(job, field, text))
        return *wrong;
    return QObject::tr("a training job has no field \"%1\"").arg(field);
}

// What the design file's reader would refuse in the job: the model, its configuration on the
// design's GPU, the rank order and a GPU list of the wrong length.
QStringList jobProblems(const TrainingJobSpec& job, const Topology& topology, const Catalog& catalog)
{
    QStringList problems;
    const ModelSpec* model = catalog.model(job.model);
    if (!model)
        return { QObject::tr("the catalog has no model \"%1\"").arg(QString::fromStdString(job.model)) };
    const std::vector<NodeId> gpus = allGpus(topology);
    const GpuSpec* gpu = gpus.empty() ? nullptr : catalog.gpu(topology.modelOf(topology.nodes[gpus.front()]));
    const auto found = gpu ? checkTraining(*model, job.parallel, *gpu) : checkParallelConfig(*model, job.parallel);
    for (const std::string& problem : found)
        problems << QString::fromStdString(problem);
    if (!problems.isEmpty())
        return problems;
    try {
        parseRankOrder(job.order, job.parallel);
        if (job.placement != "packed" && job.placement != "spread" && job.placement != "random") {
            const auto listed = selectRanks(job.placement, topology);
            if (static_cast<long long>(listed.size()) != job.parallel.gpus())
                problems << QObject::tr("placement lists %1 GPUs but the job needs %2")
                                .arg(listed.size())
                                .arg(job.parallel.gpus());
        }
    } catch (const std::exception& error) {
        problems << QString::fromStdString(error.what());
    }
    return problems;
}

} // namespace

QStringList TrainingSession::models() const
{
    QStringList ids;
    if (m_document && m_document->catalog())
        for (const ModelSpec& model : m_document->catalog()->models())
            ids << QString::fromStdString(model.id);
    return ids;
}

void TrainingSession::setFieldError(const QString& error)
{
    if (error == m_fieldError)
        return;
    m_fieldError = error;
    emit fieldErrorChanged();
}

bool TrainingSession::setField(const QString& field, const QString& text)
{
    if (!m_document || !m_editor || !m_document->topology() || m_selected < 0)
        return false;
    TrainingJobSpec job = m_document->design().trainingJobs.at(static_cast<std::size_t>(m_selected));
    if (const QString wrong = applyField(job, field, text); !wrong.isEmpty()) {
        setFieldError(wrong);
        return false;
    }
    if (const QStringList problems = jobProblems(job, *m_document->topology(), *m_document->catalog());
        !problems.isEmpty()) {
        setFieldError(problems.join('\n'));
        return false;
    }
    setFieldError({});
    return m_editor->saveTrainingJob(job);
}

bool TrainingSession::applySearchResult(int index)
{
    if (!m_document || !m_editor || !m_document->topology() || m_selected < 0 || index < 0
        || index >= static_cast<int>(m_searchBest.size()))
        return false;
    TrainingJobSpec job = m_document->design().trainingJobs.at(static_cast<std::size_t>(m_selected));
    const IterationResult& found = m_searchBest[static_cast<std::size_t>(index)].result;
    ParallelConfig& c = job.parallel;
    c.tp = found.config.tp;
    c.pp = found.config.pp;
    c.vpp = found.config.vpp;
    c.dp = found.config.dp;
    c.cp = found.config.cp;
    c.ep = found.config.ep;
    c.microBatch = found.config.microBatch;
    job.order = toString(found.order);
    if (const QStringList problems = jobProblems(job, *m_document->topology(), *m_document->catalog());
        !problems.isEmpty()) {
        setFieldError(problems.join('\n'));
        return false;
    }
    setFieldError({});
    return m_editor->saveTrainingJob(job);
}

bool TrainingSession::addJob()
{
    if (!m_document || !m_editor)
        return false;
    const QStringList names = jobNames();
    TrainingJobSpec job;
    if (m_selected >= 0) {
        job = m_document->design().trainingJobs.at(static_cast<std::size_t>(m_selected));
        job.placement = "packed";
    } else {
        job.model = "llama3-8b";
        job.parallel.tp = 8;
    }
    int n = static_cast<int>(names.size()) + 1;
    while (names.contains(QStringLiteral("job-%1").arg(n)))
        ++n;
    job.name = QStringLiteral("job-%1").arg(n).toStdString();
    if (!m_editor->saveTrainingJob(job))
        return false;
    setSelectedJob(static_cast<int>(jobNames().indexOf(QString::fromStdString(job.name))));
    return true;
}

bool TrainingSession::deleteJob()
{
    if (!m_editor || m_selected < 0)
        return false;
    return m_editor->removeTrainingJob(jobNames().at(m_selected));
}

} // namespace scalescope::gui
