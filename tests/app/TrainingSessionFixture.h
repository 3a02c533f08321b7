// What the tests of the Training tab's session share: the two-tenant example (a GB300 design whose
// last training job is Llama 3 70B on 64 GPUs, another tenant holding 8) open in a workspace made
// anew for each test, an edit of that job as the document makes it, and what the canvas shows.
#pragma once

#include "gui/adapters/Workspace.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <map>

namespace scalescope::gui::fixtures {

inline const QString kTwoTenants
    = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/gb300-two-tenants.scalescope.json";

// Settings of a suite's own, emptied: nothing a user saved decides what a test sees.
inline void isolateSettings(const char* suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("ScaleScopeTests");
    QCoreApplication::setApplicationName(suite);
    QSettings().clear();
}

// The suites' base: open() in init, close() in cleanup.
class TrainingSessionFixture {
protected:
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    TrainingSession* m_session = nullptr;

    void open(QObject* parent)
    {
        m_workspace = new Workspace(Catalog::builtInShared(), parent);
        m_document = m_workspace->document();
        m_session = m_workspace->training();
        QVERIFY2(m_document->load(kTwoTenants), qPrintable(m_document->property("error").toString()));
    }

    void close()
    {
        delete m_workspace;
        m_workspace = nullptr;
    }

    // The design with its last training job changed by `change`, as an edit replaces it.
    template <typename Change> void editLastJob(Change change)
    {
        Design design = m_document->design();
        change(design.trainingJobs.back());
        m_document->replaceDesign(design);
    }

    // How many links of each tier the canvas's heatmap shows loaded.
    std::map<LinkTier, int> loadedLinksByTier() const
    {
        std::map<LinkTier, int> count;
        const std::vector<float>& loads = m_workspace->view()->linkLoads();
        const Topology& topology = *m_document->topology();
        for (std::size_t link = 0; link < loads.size(); ++link)
            if (loads[link] > 0)
                ++count[topology.links.at(link).tier];
        return count;
    }

    // The middle of the first bar of `kind` on any stage, in microseconds; -1 when there is none.
    double middleOfFirstBar(TimelineKind kind) const
    {
        for (const StageTimeline& stage : m_session->result()->timeline)
            for (const TimelineBar& bar : stage.bars)
                if (bar.kind == kind)
                    return (bar.startUs + bar.endUs) / 2;
        return -1;
    }
};

} // namespace scalescope::gui::fixtures
