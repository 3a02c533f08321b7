// A job's result as QML reads it: typed, read-only objects made from runJob's JobResult (the
// figures, the algorithm and protocol chosen, each candidate weighed, the phases and steps, the
// busiest links), and the comparison of two results. Each is made once per run and never
// changes, so every property is CONSTANT.
#pragma once

#include "design/JobRunner.h"
#include "sim/LoadTimeline.h"

#include <QObject>
#include <QQmlListProperty>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace scalescope::gui {

// One algorithm and protocol `auto` weighed, or why it does not apply.
class TrafficCandidate : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Candidates come with a TrafficResult")
    Q_PROPERTY(QString algorithm MEMBER m_algorithm CONSTANT)
    Q_PROPERTY(QString protocol MEMBER m_protocol CONSTANT)
    Q_PROPERTY(bool applies MEMBER m_applies CONSTANT)
    Q_PROPERTY(double timeUs MEMBER m_timeUs CONSTANT) // when it applies
    Q_PROPERTY(QString timeText MEMBER m_timeText CONSTANT) // the same in a unit that reads well
    Q_PROPERTY(QString whyNot MEMBER m_whyNot CONSTANT) // when it does not

public:
    TrafficCandidate(const Estimate& estimate, QObject* parent);

private:
    QString m_algorithm, m_protocol, m_whyNot, m_timeText;
    bool m_applies = false;
    double m_timeUs = 0;
};

// One phase or step of the algorithm, over simulated time.
class TrafficStep : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Steps come with a TrafficResult")
    Q_PROPERTY(QString phase MEMBER m_phase CONSTANT)
    Q_PROPERTY(int step MEMBER m_step CONSTANT)
    Q_PROPERTY(QString what MEMBER m_what CONSTANT)
    Q_PROPERTY(double startUs MEMBER m_startUs CONSTANT)
    Q_PROPERTY(double endUs MEMBER m_endUs CONSTANT)

public:
    TrafficStep(const SimEvent& event, QObject* parent);

private:
    QString m_phase, m_what;
    int m_step = 0;
    double m_startUs = 0, m_endUs = 0;
};

// A link among the busiest of a run: its ends, tier and mean utilization (0 to 1).
class TrafficBusyLink : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Busy links come with a TrafficResult")
    Q_PROPERTY(QString link MEMBER m_link CONSTANT)
    Q_PROPERTY(QString tier MEMBER m_tier CONSTANT)
    Q_PROPERTY(double utilization MEMBER m_utilization CONSTANT)

public:
    TrafficBusyLink(const Topology& topology, const LinkUtilization& load, QObject* parent);

private:
    QString m_link, m_tier;
    double m_utilization = 0;
};

class TrafficResult : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Results come from a TrafficSession")
    Q_PROPERTY(QString collective READ collective CONSTANT)
    Q_PROPERTY(QString size READ size CONSTANT) // as nccl-tests writes it: "256M"
    Q_PROPERTY(QString algorithm READ algorithm CONSTANT)
    Q_PROPERTY(QString protocol READ protocol CONSTANT)
    Q_PROPERTY(QString fidelity READ fidelity CONSTANT)
    Q_PROPERTY(bool gpuDirect READ gpuDirect CONSTANT)
    // Flow fidelity: the fabric's routing and how evenly it loaded the switch-to-switch links
    // ("static ECMP, 2 connection(s) per NIC pair: busiest uplink 8.0x the mean, ..."); empty at
    // analytic fidelity.
    Q_PROPERTY(QString routing READ routing CONSTANT)
    Q_PROPERTY(int ranks READ ranks CONSTANT)
    Q_PROPERTY(int domains READ domains CONSTANT) // NVLink domains the GPUs span
    Q_PROPERTY(double timeUs READ timeUs CONSTANT)
    Q_PROPERTY(double algbwGBps READ algbwGBps CONSTANT)
    Q_PROPERTY(double busbwGBps READ busbwGBps CONSTANT)
    Q_PROPERTY(double boundUs READ boundUs CONSTANT) // the ideal point-to-point bound
    // Flow fidelity: the analytic model's time for the same algorithm, how far it is from the
    // flow's, and the NCCL ceiling that holds it when one does; empty at analytic fidelity.
    Q_PROPERTY(QString analyticComparison READ analyticComparison CONSTANT)
    // What `auto` weighed, fastest first (the first is the one taken).
    Q_PROPERTY(QQmlListProperty<scalescope::gui::TrafficCandidate> candidates READ candidates CONSTANT)
    Q_PROPERTY(QQmlListProperty<scalescope::gui::TrafficStep> steps READ steps CONSTANT)
    // The links busiest over the run, busiest first (at most kBusiestLinks; none at analytic).
    Q_PROPERTY(QQmlListProperty<scalescope::gui::TrafficBusyLink> busiest READ busiest CONSTANT)

public:
    static constexpr std::size_t kBusiestLinks = 5;

    // `run` for `job` on `topology` (the same the run was on), with its busiest links.
    TrafficResult(const JobSpec& job, std::shared_ptr<const JobResult> run, const Topology& topology,
        const std::vector<LinkUtilization>& busiest);

    const JobSpec& job() const { return m_job; }
    const JobResult& run() const { return *m_run; }

    QString collective() const;
    QString size() const;
    QString algorithm() const;
    QString protocol() const;
    QString fidelity() const;
    bool gpuDirect() const { return m_job.gpuDirect; }
    QString routing() const;
    int ranks() const { return m_run->simulation.ranks; }
    int domains() const { return m_run->simulation.nodes; }
    double timeUs() const { return m_run->simulation.timeUs; }
    double algbwGBps() const { return m_run->simulation.algbwGBps; }
    double busbwGBps() const { return m_run->simulation.busbwGBps; }
    double boundUs() const { return m_run->simulation.boundUs; }
    QString analyticComparison() const;
    QQmlListProperty<TrafficCandidate> candidates();
    QQmlListProperty<TrafficStep> steps();
    QQmlListProperty<TrafficBusyLink> busiest();
    const QList<TrafficStep*>& stepList() const { return m_steps; }
    const QList<TrafficBusyLink*>& busiestList() const { return m_busiest; }

private:
    JobSpec m_job;
    std::shared_ptr<const JobResult> m_run;
    QList<TrafficCandidate*> m_candidates;
    QList<TrafficStep*> m_steps;
    QList<TrafficBusyLink*> m_busiest;
};

// How a result differs from one pinned before it: the two, and the relative change of time
// and busbw (+0.1 is 10% more).
class TrafficComparison : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Comparisons come from a TrafficSession")
    Q_PROPERTY(scalescope::gui::TrafficResult* before READ before CONSTANT)
    Q_PROPERTY(scalescope::gui::TrafficResult* after READ after CONSTANT)
    Q_PROPERTY(double timeChange READ timeChange CONSTANT)
    Q_PROPERTY(double busbwChange READ busbwChange CONSTANT)

public:
    TrafficComparison(std::shared_ptr<TrafficResult> before, std::shared_ptr<TrafficResult> after);

    TrafficResult* before() const { return m_before.get(); }
    TrafficResult* after() const { return m_after.get(); }
    double timeChange() const;
    double busbwChange() const;

private:
    std::shared_ptr<TrafficResult> m_before, m_after;
};

// Results and comparisons are shared (a pinned result is also the current one for a while)
// and may still be bound in QML when let go: deleted once the event loop comes back to them.
template <typename T, typename... Args> std::shared_ptr<T> makeSharedQObject(Args&&... args)
{
    return std::shared_ptr<T>(new T(std::forward<Args>(args)...), [](T* object) { object->deleteLater(); });
}

} // namespace scalescope::gui
