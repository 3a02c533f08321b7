// `scalescope bom` as a user runs it: the JSON's required figures with the origin of every price
// and power figure, the CSV carrying the same numbers as the JSON, a price list of one's own (a
// file, or the design's catalog section) replacing a price, bad price lists named by file and
// JSON pointer, and usage errors.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QString kData = SCALESCOPE_TEST_DATA;

// One CSV line's fields: commas split, double quotes group (a doubled quote is one).
QStringList csvFields(const QString& line)
{
    QStringList fields { QString() };
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
            fields.back() += '"';
            ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(QString());
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

QJsonObject bomJson(const QStringList& args)
{
    const Run run = scalescope(QStringList { "bom" } + args + QStringList { "--json" });
    return run.exitCode == 0 ? QJsonDocument::fromJson(run.out.toUtf8()).object() : QJsonObject();
}

QJsonObject item(const QJsonObject& bom, const QString& id)
{
    for (const QJsonValue& value : bom.value("items").toArray())
        if (value.toObject().value("item").toString() == id)
            return value.toObject();
    return {};
}

} // namespace

class TestCliBom : public CliTestCase {
    Q_OBJECT
private slots:
    void jsonHasTheFiguresAndTheirOrigins()
    {
        const QJsonObject bom = bomJson({ "--preset", "gb300-nvl72", "--racks", "2" });
        QCOMPARE(bom.value("gpus").toInt(), 144);
        QVERIFY(bom.value("switches").toObject().value("Q3400").toInt() > 0);
        QVERIFY(bom.value("cables").toObject().value("Fiber-800G").toInt() > 0);
        QCOMPARE(bom.value("cables").toObject().value("nvlink-copper-spine").toInt(), 2 * 72 * 18);
        QVERIFY(bom.value("transceivers").toObject().value("1.6T").toInt() > 0);
        const QJsonObject power = bom.value("power_kW").toObject();
        QVERIFY(power.value("typical").toDouble() >= 240 && power.value("max").toDouble() >= 264);
        const QJsonObject cost = bom.value("cost").toObject();
        QCOMPARE(cost.value("currency").toString(), QString("USD"));
        QVERIFY(cost.value("total").toDouble() >= 2 * 3.5e6);
        QCOMPARE(cost.value("per_gpu").toDouble(), cost.value("total").toDouble() / 144);
        for (const QJsonValue& value : bom.value("items").toArray()) {
            const QJsonObject line = value.toObject();
            if (!line.value("unit_USD").isNull())
                QVERIFY2(line.value("price_source").toString().size() > 10 && !line.value("price_date").isNull(),
                    qPrintable(line.value("item").toString()));
            if (!line.value("unit_max_W").isNull())
                QVERIFY2(line.value("power_source").toString().size() > 10, qPrintable(line.value("item").toString()));
        }
    }

    // Every line of the JSON is a row of the CSV with the same count, cost and power, and the
    // rows add up to the JSON's totals.
    void csvCarriesTheJsonsNumbers()
    {
        const QStringList preset { "--preset", "dgx-b200", "--nodes", "8" };
        const QJsonObject bom = bomJson(preset);
        const Run csv = scalescope(QStringList { "bom" } + preset + QStringList { "--csv" });
        QCOMPARE(csv.exitCode, 0);
        const QStringList lines = csv.out.trimmed().split('\n');
        const QStringList header = csvFields(lines.front());
        QCOMPARE(header.size(), 16);
        const QJsonArray items = bom.value("items").toArray();
        const QJsonObject ratios = bom.value("ratios").toObject();
        QCOMPARE(lines.size() - 1, items.size() + ratios.size()); // then a row per figure
        double usd = 0, maxWatts = 0;
        for (int i = 0; i < items.size(); ++i) {
            const QStringList row = csvFields(lines[i + 1]);
            QCOMPARE(row.size(), header.size());
            const QJsonObject line = items[i].toObject();
            QCOMPARE(row[header.indexOf("item")], line.value("item").toString());
            QCOMPARE(row[header.indexOf("count")].toLongLong(), line.value("count").toInteger());
            QCOMPARE(row[header.indexOf("price_source")], line.value("price_source").toString());
            usd += row[header.indexOf("total_USD")].toDouble();
            maxWatts += row[header.indexOf("total_max_W")].toDouble();
        }
        QCOMPARE(usd, bom.value("cost").toObject().value("total").toDouble());
        QVERIFY(std::abs(maxWatts / 1e3 - bom.value("power_kW").toObject().value("max").toDouble()) < 1e-6);
        for (int i = items.size() + 1; i < lines.size(); ++i) {
            const QStringList row = csvFields(lines[i]);
            QCOMPARE(row.size(), header.size());
            QCOMPARE(row[0], QString("ratio"));
            const QJsonObject ratio = ratios.value(row[1]).toObject();
            QVERIFY2(!ratio.isEmpty(), qPrintable(lines[i]));
            // The CSV writes ten significant digits.
            QVERIFY(std::abs(row[header.indexOf("unit_USD")].toDouble() / ratio.value("USD").toDouble() - 1) < 1e-9);
            QVERIFY(
                std::abs(row[header.indexOf("unit_max_W")].toDouble() / ratio.value("max_W").toDouble() - 1) < 1e-9);
        }
    }

    // Each figure per unit is the total cost over a figure the other commands print: busbw from
    // `simulate` of the all_reduce the bill states, tokens/s from `train --job` of the saved job.
    void figuresPerBusbwAndPerTokenAreTheTotalOverWhatOtherCommandsPrint()
    {
        const QStringList preset { "--preset", "dgx-b200", "--nodes", "8" };
        const QJsonObject bom = bomJson(preset);
        const double cost = bom.value("cost").toObject().value("total").toDouble();
        const Run simulate = scalescope(QStringList { "simulate" } + preset
            + QStringList { "--collective", "all_reduce", "--size", "1G", "--fidelity", "analytic", "--json" });
        QCOMPARE(simulate.exitCode, 0);
        const double busbw = QJsonDocument::fromJson(simulate.out.toUtf8()).object().value("busbw_GBps").toDouble();
        const QJsonObject perBusbw = bom.value("ratios").toObject().value("busbw_GBps").toObject();
        QVERIFY(std::abs(perBusbw.value("divisor").toDouble() / busbw - 1) < 1e-5);
        QVERIFY(std::abs(perBusbw.value("USD").toDouble() / (cost / busbw) - 1) < 1e-5);
        QVERIFY(perBusbw.value("basis").toString().startsWith("all_reduce of 1 GiB on all 64 GPUs, analytic"));
        QVERIFY(!bom.value("ratios").toObject().contains("tokens_per_s")); // a preset saves no training job

        const QString file
            = QStringLiteral(SCALESCOPE_SOURCE_DIR) + "/resources/examples/gb300-two-tenants.scalescope.json";
        const QJsonObject tenants = bomJson({ file });
        const Run train = scalescope({ "train", file, "--job", "tenant-b", "--json" });
        QCOMPARE(train.exitCode, 0);
        const double tokens = QJsonDocument::fromJson(train.out.toUtf8()).object().value("tokens_per_s").toDouble();
        QVERIFY(tokens > 0);
        const QJsonObject perToken = tenants.value("ratios").toObject().value("tokens_per_s").toObject();
        const double tenantsCost = tenants.value("cost").toObject().value("total").toDouble();
        // The whole bill over what the whole design delivers: the job's tokens/s per GPU on all 144 GPUs.
        const double designTokens = tokens / 8 * 144;
        QVERIFY(std::abs(perToken.value("divisor").toDouble() / designTokens - 1) < 1e-9);
        QVERIFY(std::abs(perToken.value("USD").toDouble() / (tenantsCost / designTokens) - 1) < 1e-9);
        const QString basis = perToken.value("basis").toString();
        QVERIFY2(basis.startsWith("saved training job \"tenant-b\": llama3-8b on 8 GPUs"), qPrintable(basis));
        QVERIFY2(basis.contains("its tokens/s per GPU times the design's 144 GPUs"), qPrintable(basis));
    }

    void aPriceListOfOnesOwnReplacesAPrice()
    {
        const QJsonObject builtIn = bomJson({ "--preset", "dgx-b200", "--nodes", "2" });
        const QJsonObject own
            = bomJson({ "--preset", "dgx-b200", "--nodes", "2", "--prices", kData + "/prices/own-prices.json" });
        QCOMPARE(item(builtIn, "dgx-b200").value("unit_USD").toDouble(), 515000.0);
        QCOMPARE(item(own, "dgx-b200").value("unit_USD").toDouble(), 450000.0);
        QVERIFY(item(own, "dgx-b200").value("price_source").toString().contains("quote of our own"));
        QCOMPARE(item(own, "dgx-b200").value("unit_max_W").toDouble(), 14300.0); // its power stays
        QCOMPARE(item(builtIn, "QM9700").value("unit_USD").toDouble(), 36000.0);
        QCOMPARE(item(own, "QM9700").value("unit_USD").toDouble(), 25000.0);
        QVERIFY(!builtIn.value("cost").toObject().value("unpriced").toArray().contains(QJsonValue("dgx-b200")));
        QVERIFY(!own.value("cost").toObject().value("unpriced").toArray().contains(QJsonValue("QM9700")));
    }

    void theDesignsOwnCatalogPricesIt()
    {
        const QJsonObject bom = bomJson({ kData + "/catalog/own-prices.scalescope.json" });
        QCOMPARE(item(bom, "dgx-h100").value("unit_USD").toDouble(), 289000.0);
        QCOMPARE(item(bom, "QM9700").value("unit_USD").toDouble(), 27500.0);
        QVERIFY(item(bom, "QM9700").value("price_source").toString().contains("purchase order"));
    }

    void badPriceListsAreNamedByFileAndPointer_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown item") << "prices-unknown-item.json"
                                      << "/prices/0/id: unknown catalog item \"QM9790X\"";
        QTest::newRow("no source") << "prices-without-source.json"
                                   << "/prices/0: missing required property \"source\"";
    }

    void badPriceListsAreNamedByFileAndPointer()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const QString path = kData + "/broken/" + file;
        const Run run = scalescope({ "bom", "--preset", "dgx-h100", "--prices", path });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(path + ": " + message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void usageErrors()
    {
        QCOMPARE(scalescope({ "bom" }).exitCode, 2);
        QCOMPARE(scalescope({ "bom", "--preset", "dgx-h100", "--json", "--csv" }).exitCode, 2);
        QCOMPARE(
            scalescope({ "bom", kData + "/catalog/own-prices.scalescope.json", "--preset", "dgx-h100" }).exitCode, 2);
    }

    void tableNamesWhatHasNoFigure()
    {
        const Run run = scalescope({ "bom", "--preset", "dgx-h100" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("KIND"));
        const qsizetype unpriced = run.out.indexOf("not in the cost (no price in the catalog):");
        QVERIFY(unpriced > 0);
        QVERIFY(run.out.mid(unpriced, run.out.indexOf('\n', unpriced) - unpriced).contains("SN2201"));
        QVERIFY(run.out.contains("Prices are estimates"));
    }
};

QTEST_MAIN(TestCliBom)
#include "tst_cli_bom.moc"
