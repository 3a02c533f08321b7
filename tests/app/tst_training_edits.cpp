// The Training tab's fields and search as edits of the saved job: a field typed is checked with
// the model's or Megatron-Core's reason before it is saved, one undoable edit each; a search's
// result applied is one edit, undone as one.
#include "TrainingSessionFixture.h"

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestTrainingEdits : public QObject, private TrainingSessionFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings("tst_training_edits"); }
    void init() { open(this); }
    void cleanup() { close(); }

    void aFieldTypedIsCheckedThenSavedUndoably()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const Design before = m_document->design();
        QVERIFY(!m_session->setField("tp", "3")); // Llama 3 70B has 64 heads
        QVERIFY2(m_session->fieldError().contains("heads"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("dp", "lots"));
        QVERIFY2(m_session->fieldError().contains("dp"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("order", "tp-pp")); // leaves out DP 4
        QVERIFY(!m_session->fieldError().isEmpty());
        QVERIFY(m_document->design() == before); // nothing refused is saved

        QVERIFY(m_session->setField("globalBatch", "256"));
        QVERIFY(m_session->fieldError().isEmpty());
        QCOMPARE(m_document->design().trainingJobs.back().parallel.globalBatch, 256);
        QCOMPARE(m_session->jobFields().value("globalBatch").toLongLong(), 256LL);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QCOMPARE(m_session->result()->config.globalBatch, 256);
        m_document->undo();
        QVERIFY(m_document->design() == before);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 3, 30000);
        QCOMPARE(m_session->result()->config.globalBatch, 128);
    }

    // Queue pairs per connection: a whole number from 1 to NCCL's 128, saved with the job; the
    // example's InfiniBand fabric routes adaptively, where they change nothing and are not offered.
    void queuePairsAreCheckedThenSaved()
    {
        QVERIFY(!m_session->jobFields().value("hashed").toBool());
        QCOMPARE(m_session->jobFields().value("qpsPerConnection").toString(), QString("1"));
        QVERIFY(!m_session->setField("qpsPerConnection", "0"));
        QVERIFY2(m_session->fieldError().contains("1 to 128"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("qpsPerConnection", "many"));
        QVERIFY2(m_session->setField("qpsPerConnection", "16"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_document->design().trainingJobs.back().qpsPerConnection, 16);
        QCOMPARE(m_session->jobFields().value("qpsPerConnection").toString(), QString("16"));
        m_document->undo();
        QCOMPARE(m_document->design().trainingJobs.back().qpsPerConnection, 1);
    }

    // Recomputation (its modules too), activation offloading, the DP mode, CP's exchange and the
    // pipeline layout are typed like the other fields and refused with Megatron-Core's reasons; the job (PP 2 in the
    // example) cannot offload.
    void memoryAndLayoutFieldsAreCheckedThenSaved()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY(!m_session->setField("recompute", "sometimes"));
        QVERIFY2(m_session->fieldError().contains("selective"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("offloadLayers", "4"));
        QVERIFY2(m_session->fieldError().contains("offloading"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("recomputeLayers", "-1"));
        QVERIFY(!m_session->setField("recomputeModules", "core_attn, softmax"));
        QVERIFY2(m_session->fieldError().contains("mla_up_proj"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("recomputeModules", "moe_act")); // Llama 3 70B has no experts
        QVERIFY2(m_session->fieldError().contains("has no experts"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("recomputeModules", "core_attn"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("recomputeModules").toString(), QString("core_attn"));
        QCOMPARE(m_session->jobFields().value("cpComm").toString(), QString("p2p"));
        QVERIFY(!m_session->setField("cpComm", "ring"));
        QVERIFY2(m_session->fieldError().contains("all_gather"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("cpComm", "all_gather"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("cpComm").toString(), QString("all_gather"));
        QCOMPARE(m_session->jobFields().value("fp8Recipe").toString(), QString("delayed"));
        QVERIFY(!m_session->setField("fp8Recipe", "current"));
        QVERIFY2(m_session->fieldError().contains("tensorwise"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("fp8Recipe", "tensorwise"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("gradReduce").toString(), QString("fp32"));
        QVERIFY(!m_session->setField("gradReduce", "fp16"));
        QVERIFY2(m_session->setField("gradReduce", "bf16"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("lossFusion").toString(), QString("unfused"));
        QVERIFY(!m_session->setField("lossFusion", "fused"));
        QVERIFY2(m_session->fieldError().contains("unfused, native or te"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("lossFusion", "native"), qPrintable(m_session->fieldError()));

        QVERIFY2(m_session->setField("recompute", "full"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("recomputeLayers", "4"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("dpMode", "fsdp"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("pipelineLayout", "41*x"));
        QVERIFY(!m_session->setField("pipelineLayout", "40")); // one count for PP 2
        QVERIFY2(m_session->fieldError().contains("virtual stages"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("pipelineLayout", "41,39"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("pipelineLayout").toString(), QString("41,39"));
        const ParallelConfig& saved = m_document->design().trainingJobs.back().parallel;
        QVERIFY(saved.recompute == Recompute::Full);
        QCOMPARE(saved.recomputeLayers, 4);
        QVERIFY(saved.dpMode == DataParallelMode::Fsdp);
        QVERIFY(saved.cpComm == ContextParallelComm::AllGather);
        QVERIFY(saved.fp8Recipe == Fp8Recipe::Tensorwise);
        QVERIFY(!saved.gradReduceInFp32);
        QVERIFY(saved.lossFusion == LossFusion::Native);
        const QVariantMap fields = m_session->jobFields();
        QCOMPARE(fields.value("recompute").toString(), QString("full"));
        QCOMPARE(fields.value("recomputeLayers").toInt(), 4);
        QCOMPARE(fields.value("dpMode").toString(), QString("fsdp"));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->hasResult() && m_session->result()->config.recomputeLayers == 4
                && m_session->result()->config.layerLayout == std::vector<int>({ 41, 39 })
                && m_session->result()->config.dpMode == DataParallelMode::Fsdp,
            30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
    }

    void aSearchResultIsAppliedAsOneEdit()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const Design before = m_document->design();
        m_session->search();
        QVERIFY(m_session->searching());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedSearches(), 1, 60000);
        QVERIFY(!m_session->searching());
        const QVariantList results = m_session->searchResults();
        QVERIFY2(!results.isEmpty(), qPrintable(m_session->searchStatus()));
        QVERIFY2(m_session->searchStatus().contains("timed"), qPrintable(m_session->searchStatus()));
        // A result that differs from the job as saved (TP 8, PP 2, DP 4, micro-batch 1).
        int chosen = -1;
        for (int i = 0; i < results.size() && chosen < 0; ++i) {
            const QVariantMap row = results[i].toMap();
            if (row["tp"].toInt() != 8 || row["pp"].toInt() != 2 || row["microBatch"].toInt() != 1)
                chosen = i;
        }
        QVERIFY(chosen >= 0);
        const QVariantMap row = results[chosen].toMap();
        QVERIFY(m_session->applySearchResult(chosen));
        const TrainingJobSpec& job = m_document->design().trainingJobs.back();
        QCOMPARE(job.parallel.tp, row["tp"].toInt());
        QCOMPARE(job.parallel.pp, row["pp"].toInt());
        QCOMPARE(job.parallel.dp, row["dp"].toInt());
        QCOMPARE(job.parallel.vpp, row["vpp"].toInt());
        QCOMPARE(job.parallel.microBatch, row["microBatch"].toInt());
        QCOMPARE(QString::fromStdString(job.order), row["order"].toString());
        QCOMPARE(job.parallel.gpus(), 64LL);
        QCOMPARE(m_session->jobFields().value("tp").toInt(), row["tp"].toInt());
        // The results stay after the edit, saying that they were found on the design before it.
        QCOMPARE(m_session->searchResults().size(), results.size());
        QVERIFY2(
            m_session->searchStatus().startsWith("Found before the last edit"), qPrintable(m_session->searchStatus()));
        m_document->undo();
        QVERIFY(m_document->design() == before);
        QVERIFY(!m_document->canUndo()); // one edit
        QVERIFY(!m_session->applySearchResult(results.size())); // no such result
    }
};

QTEST_MAIN(TestTrainingEdits)
#include "tst_training_edits.moc"
