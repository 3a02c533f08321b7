// `scalescope models` as a user runs it: the built-in model catalog as a table and as JSON (with
// the parameters counted from each architecture), a design's own model added by naming the
// design, a broken model entry refused by its JSON pointer, and the command's help.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QString kData = SCALESCOPE_TEST_DATA;

QJsonObject modelNamed(const QJsonArray& models, const QString& id)
{
    for (const QJsonValue& value : models)
        if (value.toObject().value("id").toString() == id)
            return value.toObject();
    return {};
}

} // namespace

class TestCliModels : public CliTestCase {
    Q_OBJECT
private slots:
    void jsonListsEveryModelWithItsCounts()
    {
        const Run run = scalescope({ "models", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonArray models = QJsonDocument::fromJson(run.out.toUtf8()).object().value("models").toArray();
        for (const char* id :
            { "gpt3-175b", "llama3-8b", "llama3-70b", "llama3-405b", "mixtral-8x7b", "deepseek-v3", "megatron-gpt-1t" })
            QVERIFY2(!modelNamed(models, id).isEmpty(), id);
        const QJsonObject deepseek = modelNamed(models, "deepseek-v3");
        QCOMPARE(deepseek.value("experts").toInt(), 256);
        QCOMPARE(deepseek.value("experts_per_token").toInt(), 8);
        QCOMPARE(deepseek.value("shared_experts").toInt(), 1);
        QCOMPARE(deepseek.value("moe_layers").toInt(), 58);
        QCOMPARE(deepseek.value("attention").toString(), QString("mla"));
        QVERIFY(std::abs(deepseek.value("params").toDouble() / 671e9 - 1) < 0.02);
        QVERIFY(std::abs(deepseek.value("active_params").toDouble() / 37e9 - 1) < 0.02);
        const QJsonObject llama = modelNamed(models, "llama3-70b");
        QCOMPARE(llama.value("kv_heads").toInt(), 8);
        QCOMPARE(llama.value("attention").toString(), QString("gqa"));
        QCOMPARE(llama.value("published_params_B").toDouble(), 70.6);
        QVERIFY(llama.value("model_flops_per_token").toDouble() > 6 * 70e9);
        QVERIFY(llama.value("source").toString().contains("https://"));
    }

    void tableHasAHeaderAndALineEach()
    {
        const Run run = scalescope({ "models" });
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 8);
        QVERIFY(lines[0].startsWith("ID"));
        QVERIFY(lines[0].contains("PARAMS") && lines[0].contains("HEADS/KV") && lines[0].contains("EXPERTS"));
        const auto mixtral = lines.filter("mixtral-8x7b");
        QCOMPARE(mixtral.size(), 1);
        QVERIFY2(mixtral[0].contains("46.7B") && mixtral[0].contains("12.9B") && mixtral[0].contains("8 top 2"),
            qPrintable(mixtral[0]));
    }

    void aDesignAddsItsOwnModel()
    {
        const Run builtIn = scalescope({ "models" });
        QVERIFY(!builtIn.out.contains("tinyllama-1.1b"));
        const Run run = scalescope({ "models", kData + "/catalog/own-model.scalescope.json" });
        QCOMPARE(run.exitCode, 0);
        const auto line = run.out.split('\n').filter("tinyllama-1.1b");
        QCOMPARE(line.size(), 1);
        QVERIFY2(line[0].contains("1.1B") && line[0].contains("32/4"), qPrintable(line[0]));
    }

    void aBrokenModelIsRefusedByPointer()
    {
        const QString file = kData + "/broken/model-missing-field.json";
        const Run run = scalescope({ "models", file });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains(file + ": /catalog/models/0: missing required property \"hidden\""), qPrintable(run.err));
    }

    void usageAndHelp()
    {
        QCOMPARE(scalescope({ "models", "a.json", "b.json" }).exitCode, 2);
        QCOMPARE(scalescope({ "models", "--tp", "8" }).exitCode, 2);
        const Run help = scalescope({ "models", "--help" });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--json"));
        QVERIFY(scalescope({ "--help" }).out.contains("models"));
    }
};

QTEST_GUILESS_MAIN(TestCliModels)
#include "tst_cli_models.moc"
