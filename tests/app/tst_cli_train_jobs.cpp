// `scalescope train` on a design's saved training jobs and at flow fidelity, as a user runs it:
// --job NAME places the jobs before it first (their GPUs taken); --jobs all runs them together
// at flow fidelity, where two tenants whose traffic meets on shared spines are each slower
// together than alone, and a tenant inside its own NVLink domain is not slowed; the 64-of-72
// example runs; --fidelity flow lists the busiest links; unknown jobs and bad options are
// usage errors.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QString kData = SCALESCOPE_TEST_DATA;
const QString kSharedSpines = kData + "/train/two-tenants-shared-spines.scalescope.json";
const QString kOwnDomain = kData + "/train/tenant-in-own-domain.scalescope.json";
const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/gb300-two-tenants.scalescope.json";

QJsonObject trainJson(const QStringList& args)
{
    const Run run = scalescope(QStringList { "train" } + args + QStringList { "--json" });
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

QJsonObject jobNamed(const QJsonObject& together, const QString& name)
{
    for (const QJsonValue& job : together.value("jobs").toArray())
        if (job.toObject().value("name").toString() == name)
            return job.toObject();
    return {};
}

} // namespace

class TestCliTrainJobs : public CliTestCase {
    Q_OBJECT
private slots:
    void flowListsTheBusiestLinks()
    {
        const QJsonObject json = trainJson(
            { "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-8b", "--tp", "8", "--fidelity", "flow" });
        QCOMPARE(json.value("fidelity").toString(), QString("flow"));
        const QJsonArray links = json.value("busiest_links").toArray();
        QVERIFY(!links.isEmpty());
        const QJsonObject first = links.first().toObject();
        // By its ends and ports, as --fail names links: parallel cables read apart.
        QVERIFY2(QRegularExpression("^\\S+:\\d+ -> \\S+:\\d+$").match(first.value("link").toString()).hasMatch(),
            qPrintable(first.value("link").toString()));
        QStringList names;
        for (const QJsonValue& link : links)
            names.append(link.toObject().value("link").toString());
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        QVERIFY(!first.value("tier").toString().isEmpty());
        const double utilization = first.value("utilization").toDouble();
        QVERIFY(utilization > 0 && utilization <= 1);
        const QJsonObject analytic
            = trainJson({ "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-8b", "--tp", "8" });
        QVERIFY(!analytic.contains("busiest_links"));
    }

    void tenantsOnSharedSpinesAreEachSlowerTogether()
    {
        const QJsonObject json = trainJson({ kSharedSpines, "--jobs", "all" });
        const QJsonArray jobs = json.value("jobs").toArray();
        QCOMPARE(jobs.size(), 2);
        for (const QJsonValue& value : jobs) {
            const QJsonObject job = value.toObject();
            const double alone = job.value("iteration_ms_alone").toDouble();
            const double together = job.value("iteration_ms_together").toDouble();
            QVERIFY2(alone > 0 && together > 1.05 * alone,
                qPrintable(QString("%1: %2 ms alone, %3 together")
                               .arg(job.value("name").toString())
                               .arg(alone)
                               .arg(together)));
            QVERIFY(std::abs(job.value("slowdown").toDouble() - together / alone) < 1e-9);
        }
        // Placed on the nodes their lists name, disjoint.
        const QJsonArray a = jobNamed(json, "tenant-a").value("together").toObject().value("placement").toArray();
        const QJsonArray b = jobNamed(json, "tenant-b").value("together").toObject().value("placement").toArray();
        QCOMPARE(a.first().toString(), QString("node0/gpu0"));
        QCOMPARE(b.first().toString(), QString("node1/gpu0"));
    }

    void tenantInsideItsDomainIsNotSlowed()
    {
        const QJsonObject json = trainJson({ kOwnDomain, "--jobs", "all" });
        const QJsonObject inside = jobNamed(json, "inside");
        QCOMPARE(inside.value("iteration_ms_together").toDouble(), inside.value("iteration_ms_alone").toDouble());
        QCOMPARE(inside.value("slowdown").toDouble(), 1.0);
        // The second job was placed on what the first left: nodes 1-3.
        const QJsonArray across = jobNamed(json, "across").value("together").toObject().value("placement").toArray();
        QCOMPARE(across.size(), 24);
        for (const QJsonValue& gpu : across)
            QVERIFY(!gpu.toString().startsWith("node0/"));
    }

    void oneSavedJobPlacesTheJobsBeforeIt()
    {
        const QJsonObject json = trainJson({ kExample, "--job", "llama3-70b" });
        QCOMPARE(json.value("model").toString(), QString("llama3-70b"));
        const QJsonArray placement = json.value("placement").toArray();
        QCOMPARE(placement.size(), 64);
        // tenant-b holds rack0/tray0 and tray1; the 64-GPU job stays inside one NVLink domain.
        for (const QJsonValue& gpu : placement) {
            QVERIFY(!gpu.toString().startsWith("rack0/tray0/") && !gpu.toString().startsWith("rack0/tray1/"));
            QVERIFY(gpu.toString().startsWith("rack0/"));
        }
    }

    void theExampleRunsAllJobsTogether()
    {
        const Run run = scalescope({ "train", kExample, "--jobs", "all" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("tenant-b"));
        QVERIFY(run.out.contains("llama3-70b"));
        QVERIFY(run.out.contains("slowdown"));
        const QJsonObject json = trainJson({ kExample, "--jobs", "all" });
        QCOMPARE(json.value("jobs").toArray().size(), 2);
        for (const QJsonValue& job : json.value("jobs").toArray())
            QVERIFY(job.toObject().value("slowdown").toDouble() >= 1.0 - 1e-12);
    }

    void badRequestsAreUsageErrors()
    {
        Run run = scalescope({ "train", kExample, "--job", "nobody" });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("nobody"));
        run = scalescope({ "train", kExample, "--jobs", "some" });
        QCOMPARE(run.exitCode, 2);
        run = scalescope({ "train", kExample, "--job", "tenant-b", "--jobs", "all" });
        QCOMPARE(run.exitCode, 2);
        run = scalescope({ "train", "--preset", "dgx-h100", "--model", "llama3-8b", "--fidelity", "fast" });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--fidelity"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrainJobs)
#include "tst_cli_train_jobs.moc"
