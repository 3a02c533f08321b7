// The BOM tab: the bill of materials of the open design (core/bom) with the figures users compare
// it by (bom/BomRatios.h, measured by design/BomThroughput.h), made on a worker thread whenever the
// design, its jobs or its layout change (cable lengths follow the layout), and handed to QML as
// ready rows and strings: QML formats nothing. A result for a design that has since changed is
// never shown. With a view state, the bill is made only while the BOM tab is the one shown (a
// saved flow job can take seconds on a large design), and on coming to it when the design
// changed meanwhile. "Export CSV…" writes what `scalescope bom --csv` prints for the same design.
#pragma once

#include "bom/BillOfMaterials.h"
#include "bom/BomRatios.h"
#include "design/JobSpec.h"
#include "design/TrainingJobSpec.h"
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/ViewState.h"
#include "layout/SceneLayout.h"
#include "sim/StopFlag.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <future>
#include <memory>
#include <vector>

namespace scalescope::gui {

// What a worker run gives: the bill and what the design delivered, or why there is none.
struct BomOutcome {
    std::shared_ptr<const BillOfMaterials> bom;
    BomThroughputs throughputs;
    QString error;
};

// The bill of materials of the document's design as it stands, and its measured figures (on what
// survives its failure scenario, `survivors`, when one applies). On the calling thread; `stop`
// ends a long saved job's run (its figure then reads "stopped").
BomOutcome computeBom(const Topology& topology, const Catalog& catalog, const Scene& scene,
    const std::vector<JobSpec>& jobs, const std::vector<TrainingJobSpec>& trainingJobs, double memoryBudgetBytes,
    StopFlag stop, std::shared_ptr<const SurvivingTopology> survivors = nullptr);

class BomSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the bill of materials")
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    // The bill's sections in order, each { title, rows }: systems and the devices in them, switches
    // (with their ports used and free), cables, transceivers. A row is { name, detail, count,
    // cost, power, source (each figure's origin, for a tooltip), estimate, missing }: `cost` and
    // `power` are the line's totals as text ("$1,250,000", "14.3 kW"), "no price" / "no figure"
    // when the catalog has none (`missing`), "in DGX H100" for a device its system covers.
    Q_PROPERTY(QVariantList sections READ sections NOTIFY resultChanged)
    // Power and cost in all: { label, value, detail } ("Power, typical", "962.7 kW", ...).
    Q_PROPERTY(QVariantList totals READ totals NOTIFY resultChanged)
    // The figures to compare designs by: { label, cost, detail (power, and what was divided by), known }.
    Q_PROPERTY(QVariantList ratios READ ratios NOTIFY resultChanged)
    // What is left out or assumed, each a sentence: items without a price or a power figure,
    // typical power taken as the maximum, and that prices are estimates.
    Q_PROPERTY(QStringList notes READ notes NOTIFY resultChanged)
    // Why the last export failed (the file and the reason); empty after one that worked.
    Q_PROPERTY(QString exportError READ exportError NOTIFY exportErrorChanged)

public:
    static constexpr int kDebounceMs = 30;

    explicit BomSession(QObject* parent = nullptr);
    ~BomSession() override;

    void setDocument(DesignDocument* document);
    // The bill is made only while the view's current tab is "bom" (without a view, always).
    void setView(ViewState* view);
    void setMemoryBudget(double bytes) { m_memoryBudgetBytes = bytes; }
    // The language changed: the bill (its rows, bases and notes are the core's words) is made again.
    void retranslate() { designChanged(); }

    bool running() const { return m_running; }
    bool hasResult() const { return m_bom != nullptr; }
    QString error() const { return m_error; }
    QVariantList sections() const;
    QVariantList totals() const;
    QVariantList ratios() const;
    QStringList notes() const;
    QString exportError() const { return m_exportError; }
    // The bill shown (null before one) and its measured figures, for tests and the exporter.
    const BillOfMaterials* bom() const { return m_bom.get(); }
    const BomThroughputs& throughputs() const { return m_throughputs; }
    // Runs that have reported (tests wait on it).
    int finishedRuns() const { return m_finishedRuns; }

    // Writes the bill as `scalescope bom --csv` prints it; false (with exportError) when it cannot.
    Q_INVOKABLE bool exportCsv(const QUrl& file);
    // The file to propose: named after the design, beside its file (else in the home folder), ".bom.csv".
    Q_INVOKABLE QUrl suggestedCsvUrl() const;
    Q_INVOKABLE void refresh();

signals:
    void runningChanged();
    void resultChanged();
    void exportErrorChanged();

private:
    void designChanged();
    bool shown() const;
    void tabChanged();
    void finish(const BomOutcome& outcome);
    void stopRun();

    QPointer<DesignDocument> m_document;
    QPointer<ViewState> m_view;
    bool m_stale = true; // the design changed since the bill shown (or none was made)
    double m_memoryBudgetBytes = 0;
    bool m_running = false;
    QString m_error, m_exportError;
    std::shared_ptr<const BillOfMaterials> m_bom;
    BomThroughputs m_throughputs;
    int m_generation = 0;
    int m_finishedRuns = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::vector<std::future<void>> m_jobs;
    QTimer m_debounce;
};

} // namespace scalescope::gui
