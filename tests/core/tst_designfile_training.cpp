// Training jobs saved in the design file: written and read back as the same jobs, defaults for
// what an entry leaves out, and every mistake refused with the file and its place.
#include "io/DesignFile.h"
#include "model/InputError.h"

#include <QtTest>

using namespace scalescope;

namespace {

std::string fixture(const char* name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/broken/" + name;
}

Design twoNodes()
{
    Design design;
    design.name = "two";
    ClusterOptions generator;
    generator.preset = "dgx-h100";
    generator.count = 2;
    design.generator = generator;
    return design;
}

TrainingJobSpec llama70b()
{
    TrainingJobSpec job;
    job.name = "llama";
    job.model = "llama3-70b";
    job.parallel.tp = 8;
    job.parallel.pp = 2;
    job.parallel.vpp = 5;
    job.parallel.microBatch = 1;
    job.parallel.globalBatch = 64;
    job.parallel.seqLength = 4096;
    job.parallel.precision = Precision::Fp8;
    job.parallel.dpMode = DataParallelMode::Plain;
    job.parallel.recompute = Recompute::Full;
    job.order = "tp-cp-ep-pp-dp";
    job.fidelity = Fidelity::Flow;
    job.overlapDataParallel = false;
    job.overlapTensorParallel = true;
    job.parallel.fusedAttention = false;
    return job;
}

} // namespace

class TestDesignFileTraining : public QObject {
    Q_OBJECT
private slots:
    void trainingJobsAreSavedWithTheDesign()
    {
        Design design = twoNodes();
        TrainingJobSpec spread = llama70b();
        spread.name = "spread";
        spread.placement = "random";
        spread.seed = 42;
        spread.parallel.recomputeLayers = 3; // of the 8 layers of each virtual stage
        TrainingJobSpec listed = llama70b();
        listed.name = "listed";
        listed.parallel.pp = 1;
        listed.parallel.vpp = 1;
        listed.parallel.recompute = Recompute::None;
        listed.parallel.offloadLayers = 10;
        listed.placement = "node1";
        TrainingJobSpec laidOut = llama70b();
        laidOut.name = "laid out";
        laidOut.parallel.vpp = 1;
        laidOut.parallel.layerLayout = { 41, 39 }; // PP 2: one layer more on the first stage
        laidOut.parallel.tp = 4; // and CP 2 on the same 16 GPUs
        laidOut.parallel.cp = 2;
        laidOut.parallel.cpComm = ContextParallelComm::AllGather;
        TrainingJobSpec modules;
        modules.name = "modules";
        modules.model = "deepseek-v3";
        modules.parallel.tp = 8;
        modules.parallel.dp = 2;
        modules.parallel.ep = 2;
        modules.parallel.recomputeModules = *parseRecomputeModules("mla_up_proj,moe_act");
        modules.parallel.cpComm = ContextParallelComm::AllToAll;
        TrainingJobSpec hierarchical; // CP 4: the all-to-all in pairs, the ring between them
        hierarchical.name = "hierarchical";
        hierarchical.model = "llama3-8b";
        hierarchical.parallel.cp = 4;
        hierarchical.parallel.cpComm = ContextParallelComm::AllToAllThenRing;
        hierarchical.parallel.cpAllToAllRanks = 2;
        TrainingJobSpec currentScaling = llama70b();
        currentScaling.name = "current scaling";
        currentScaling.parallel.precision = Precision::Fp8;
        currentScaling.parallel.fp8Recipe = Fp8Recipe::Tensorwise;
        TrainingJobSpec tried = currentScaling; // BF16 tried: the FP8 scaling chosen is kept
        tried.name = "tried";
        tried.parallel.precision = Precision::Bf16;
        tried.parallel.gradReduceInFp32 = false;
        tried.parallel.lossFusion = LossFusion::TransformerEngine;
        TrainingJobSpec hashed = llama70b(); // flow fidelity with 8 queue pairs per connection
        hashed.name = "hashed";
        hashed.qpsPerConnection = 8;
        design.trainingJobs
            = { llama70b(), spread, listed, laidOut, modules, hierarchical, currentScaling, tried, hashed };
        const std::string text = formatDesign(design, Catalog::builtIn());
        QVERIFY(text.find("\"training_jobs\"") != std::string::npos);
        const Design again = parseDesign(text, "saved.json", Catalog::builtIn());
        QVERIFY(again.trainingJobs == design.trainingJobs);
        QVERIFY(text.find(R"("recompute_modules": [)") != std::string::npos);
        QVERIFY(text.find(R"("cp_comm": "all_gather")") != std::string::npos);
        QVERIFY(text.find(R"("cp_comm": "a2a")") != std::string::npos);
        QVERIFY(text.find(R"("cp_a2a_ranks": 2)") != std::string::npos);
        QVERIFY(text.find(R"("fp8_recipe": "tensorwise")") != std::string::npos);
        QVERIFY(text.find(R"("grad_reduce": "bf16")") != std::string::npos);
        QVERIFY(text.find(R"("loss_fusion": "te")") != std::string::npos);
        QVERIFY(text.find(R"("qps_per_connection": 8)") != std::string::npos);
        QCOMPARE(formatDesign(again, Catalog::builtIn()), text);
    }

    void anEntryLeavesTheRestToDefaults()
    {
        const Design design = parseDesign(R"({"format": "scalescope", "version": 1,
            "generator": {"preset": "dgx-h100", "nodes": 2},
            "training_jobs": [{"name": "t", "model": "llama3-8b", "tp": 8, "dp": 2}]})",
            "short.json", Catalog::builtIn());
        QCOMPARE(design.trainingJobs.size(), std::size_t(1));
        const TrainingJobSpec& job = design.trainingJobs[0];
        QCOMPARE(job.parallel.gpus(), 16LL);
        QCOMPARE(job.placement, std::string("packed"));
        QCOMPARE(job.order, std::string(kDefaultRankOrder));
        QVERIFY(job.parallel.precision == Precision::Bf16);
        QVERIFY(job.parallel.dpMode == DataParallelMode::DistributedOptimizer);
        QVERIFY(job.fidelity == Fidelity::Analytic);
        QVERIFY(job.overlapDataParallel);
        QVERIFY(!job.overlapTensorParallel);
        QVERIFY(job.parallel.fusedAttention);
        QCOMPARE(job.qpsPerConnection, 1);
    }

    void aModelOfTheDesignsOwnCatalogServes()
    {
        const Design design = parseDesign(R"({"format": "scalescope", "version": 1,
            "catalog": {"models": [{"id": "tiny", "name": "Tiny", "layers": 4, "hidden": 512, "ffn_hidden": 2048,
                "heads": 8, "kv_heads": 8, "vocab": 32000, "seq_length": 1024, "source": "a test"}]},
            "generator": {"preset": "dgx-h100", "nodes": 1},
            "training_jobs": [{"name": "t", "model": "tiny", "tp": 8}]})",
            "own.json", Catalog::builtIn());
        QCOMPARE(design.trainingJobs[0].model, std::string("tiny"));
    }

    void theTwoTenantExampleLoads()
    {
        const std::string path
            = std::string(SCALESCOPE_SOURCE_DIR) + "/resources/examples/gb300-two-tenants.scalescope.json";
        const LoadedDesign loaded = loadDesignFile(path, Catalog::builtInShared());
        QCOMPARE(loaded.design.trainingJobs.size(), std::size_t(2));
        QCOMPARE(loaded.design.trainingJobs[0].parallel.gpus(), 8LL);
        QCOMPARE(loaded.design.trainingJobs[1].parallel.gpus(), 64LL);
        const Design again = parseDesign(formatDesign(loaded.design, Catalog::builtIn()), path, Catalog::builtIn());
        QVERIFY(again == loaded.design);
    }

    void brokenFilesAreRejectedWithTheirPlace_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* file, const char* expected) { QTest::newRow(file) << file << expected; };
        row("training-unknown-model.json", "/training_jobs/0/model: \"llama9-1t\" is not a model of the catalog");
        row("training-tp-vs-heads.json", "/training_jobs/0: tensor parallel 3 does not divide the 64 attention heads");
        row("training-name-of-a-job.json", "/training_jobs/0/name: another job is named \"x\" (/jobs/0)");
        row("training-placement-unknown-gpu.json", "/training_jobs/0/placement: ");
        row("training-placement-count.json", "/training_jobs/0/placement: lists 8 GPUs; the job needs 16");
        row("training-bad-order.json", "/training_jobs/0/order: ");
        row("training-bad-precision.json", "/training_jobs/0/precision: \"fp4\" is not one of: bf16, fp8");
        row("training-bad-fp8-recipe.json",
            "/training_jobs/0/fp8_recipe: \"current\" is not one of: delayed, tensorwise, mxfp8, blockwise");
        row("training-bad-cp-comm.json",
            "/training_jobs/0/cp_comm: \"ring\" is not one of: p2p, all_gather, a2a, a2a+p2p");
        row("training-cp-groups-without-a2a-p2p.json",
            "/training_jobs/0/cp_a2a_ranks: all-to-all groups go with \"cp_comm\": \"a2a+p2p\"");
        row("training-recompute-layers.json",
            "/training_jobs/0: recomputing 4 layers of each virtual stage needs full recomputation, not selective");
        row("training-recompute-layers-negative.json", "/training_jobs/0/recompute_layers: ");
        row("training-offload-with-stages.json",
            "/training_jobs/0: offloading activations needs pipeline parallel 1, not 2");
        row("training-layout-layers.json", "/training_jobs/0: the pipeline layout 4*2 holds 8 layers, not the 32 of");
        row("training-recompute-modules-unknown.json",
            "/training_jobs/0/recompute_modules/1: expected core_attn, mla_up_proj or moe_act, found a string "
            "\"softmax\"");
        row("training-recompute-modules-model.json",
            "/training_jobs/0: mla_up_proj recomputes multi-head latent attention's up-projections, which Llama 3 8B");
        row("training-layout-negative.json", "/training_jobs/0/pipeline_layout/1: expected a whole number of layers");
        row("training-queue-pairs.json", "/training_jobs/0/qps_per_connection: must be at most 128");
    }
    void brokenFilesAreRejectedWithTheirPlace()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string path = fixture(file.toLatin1().constData());
        try {
            loadDesignFile(path, Catalog::builtInShared());
            QFAIL("the broken file loaded");
        } catch (const InputError& error) {
            const std::string message = error.what();
            QVERIFY2(message.rfind(path, 0) == 0, message.c_str());
            QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestDesignFileTraining)
#include "tst_designfile_training.moc"
