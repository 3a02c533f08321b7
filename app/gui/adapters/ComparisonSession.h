// Two designs side by side in the desktop program (the Compare tab): a baseline, either a design
// file chosen with "Compare with file…" or the open design as it was when "Duplicate as variant"
// made the open design an unsaved copy of itself, against the open design as it is now. The rows
// are those of `scalescope compare` (core/compare): GPUs, bandwidth per tier, the scale-out
// bisection, cost and power, and an all_reduce of 1 GiB over every GPU (analytic), with the
// baseline's value, the open design's and their ratio, as ready text. Figures are computed on a
// worker thread, again after every edit; a result for a design that has since changed is never shown.
#pragma once

#include "compare/DesignFigures.h"
#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <future>
#include <memory>
#include <vector>

namespace scalescope::gui {

// One side of a comparison: a design expanded and laid out, and its title.
struct ComparisonSide {
    std::shared_ptr<const Topology> topology;
    SharedCatalog catalog;
    std::shared_ptr<const Scene> scene;
    QString title;
    // What survives the design's failure scenario, null when none applies: the figures count it.
    std::shared_ptr<const SurvivingTopology> survivors = nullptr;
};

// The side's figures with the all_reduce of 1 GiB; without it (and `collectiveError` saying why)
// when the design cannot run it. On the calling thread.
struct ComparisonFigures {
    std::shared_ptr<const DesignFigures> figures;
    QString collectiveError;
};
ComparisonFigures compareFigures(const ComparisonSide& side);

class ComparisonSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the comparison")
    Q_PROPERTY(bool hasBaseline READ hasBaseline NOTIFY baselineChanged)
    Q_PROPERTY(QString baselineTitle READ baselineTitle NOTIFY baselineChanged)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY resultChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // Per figure: { label, baseline, current, ratio (current / baseline, "" when none), words (true
    // for a row of words, such as the GPU model) }.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY resultChanged)
    // What either side's cost or power leaves out, and why a side's all_reduce could not run.
    Q_PROPERTY(QStringList notes READ notes NOTIFY resultChanged)
    // Why the last file could not be compared (the reader's words, naming the file); empty otherwise.
    Q_PROPERTY(QString error READ error NOTIFY baselineChanged)
    // The baseline drawn beside the open design (BaselineView); on whenever a baseline is chosen.
    Q_PROPERTY(bool sideBySide READ sideBySide WRITE setSideBySide NOTIFY sideBySideChanged)

public:
    static constexpr int kDebounceMs = 30;

    explicit ComparisonSession(QObject* parent = nullptr);
    ~ComparisonSession() override;

    void setDocument(DesignDocument* document);
    // The language changed: both sides' figures (their rows and notes are the core's words) are
    // made again.
    void retranslate();

    bool hasBaseline() const { return m_baseline.topology != nullptr; }
    QString baselineTitle() const { return m_baseline.title; }
    QString currentTitle() const { return m_currentTitle; }
    bool running() const { return m_running; }
    QVariantList rows() const { return m_rows; }
    QStringList notes() const { return m_notes; }
    QString error() const { return m_error; }
    bool sideBySide() const { return m_sideBySide; }
    void setSideBySide(bool on);
    const ComparisonSide& baselineSide() const { return m_baseline; }
    // Comparisons that have reported (tests wait on it).
    int finishedRuns() const { return m_finishedRuns; }

    // The design file as the baseline; false (and error) when it cannot be read.
    Q_INVOKABLE bool compareWithFile(const QUrl& url);
    // The open design as the baseline, and the open design an unsaved copy of itself to change.
    Q_INVOKABLE bool duplicateAsVariant();
    // No baseline.
    Q_INVOKABLE void clear();

signals:
    void baselineChanged();
    void resultChanged();
    void runningChanged();
    void sideBySideChanged();

private:
    void designEdited();
    void run();
    void finish(const ComparisonFigures& baseline, const ComparisonFigures& current);

    QPointer<DesignDocument> m_document;
    ComparisonSide m_baseline;
    std::shared_ptr<const ComparisonFigures> m_baselineFigures; // computed once per baseline
    QString m_currentTitle;
    QVariantList m_rows;
    QStringList m_notes;
    QString m_error;
    bool m_running = false;
    bool m_sideBySide = false;
    int m_generation = 0;
    int m_finishedRuns = 0;
    std::vector<std::future<void>> m_jobs;
    QTimer m_debounce;
};

} // namespace scalescope::gui
