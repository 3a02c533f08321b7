// Rates, sizes and addresses: bits and bytes never mix.
#include "model/AddressFormat.h"
#include "model/Units.h"

#include <QtTest>

#include <limits>

using namespace scalescope;

class TestUnits : public QObject {
    Q_OBJECT
private slots:
    void sizesWriteAsTheyRead()
    {
        for (const char* text : { "1G", "384M", "8K", "1000", "3T", "0" })
            QCOMPARE(formatSize(parseSize(text).value()), std::string(text));
        QCOMPARE(formatSize(1536), std::string("1536"));
        // Either case of the unit letter, as nccl-tests reads it.
        QCOMPARE(parseSize("64m").value(), ByteCount(64) << 20);
        QCOMPARE(parseSize("8g").value(), ByteCount(8) << 30);
        QCOMPARE(parseSize("32KiB").value(), ByteCount(32) << 10);
        QVERIFY(!parseSize("64x"));
        QVERIFY(!parseSize("64mm"));
        QCOMPARE(formatSize(ByteCount(1) << 31), std::string("2G"));
    }

    void parsesRatesInBitsAndBytes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("bytesPerSec");
        QTest::newRow("NIC speed") << "400G" << 50e9;
        QTest::newRow("bits per second") << "400Gb/s" << 50e9;
        QTest::newRow("Gbps") << "800 Gbps" << 100e9;
        QTest::newRow("GbE") << "800GbE" << 100e9;
        QTest::newRow("bytes") << "25GB/s" << 25e9;
        QTest::newRow("GBps") << "900 GBps" << 900e9;
        QTest::newRow("terabits") << "51.2Tb/s" << 6.4e12;
        QTest::newRow("one gigabit") << "1G" << 125e6;
    }
    void parsesRatesInBitsAndBytes()
    {
        QFETCH(QString, text);
        QFETCH(double, bytesPerSec);
        const auto parsed = parseRate(text.toStdString());
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, bytesPerSec);
    }

    // A rate's number is a decimal in its unit: it reads as the double nearest that value, not
    // as the number's double times the unit (which can be the next double over).
    void ratesReadAsTheNearestDouble()
    {
        QVERIFY(parseRate("0.016622711GB/s") == 16622711.0);
        QVERIFY(parseRate("1.6622711e-2GB/s") == 16622711.0);
        QVERIFY(parseRate("1.6622711E+1 MB/s") == 16622711.0);
        QVERIFY(parseRate("0.505893128GB/s") == 505893128.0);
        QVERIFY(parseRate("137772.148522964GB/s") == 137772148522964.0);
        QVERIFY(parseRate("1.1G") == 137500000.0);
        QVERIFY(parseRate("1e308GB/s") == std::numeric_limits<double>::infinity()); // beyond a double
    }

    void rejectsWhatIsNotARate_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : { "", "G", "400", "400X", "400Gx/s", "-400G", "abc", "400 parsecs", "nanG" })
            QTest::newRow(bad) << bad;
    }
    void rejectsWhatIsNotARate()
    {
        QFETCH(QString, text);
        QVERIFY(!parseRate(text.toStdString()).has_value());
    }

    void eightPortsOf800GbpsAre800GBps()
    {
        // 8 x 800 Gb/s = 6.4 Tb/s = 800 GB/s, not 6.4 TB/s.
        const BytesPerSec total = 8 * *parseRate("800G");
        QCOMPARE(formatRateBits(total), std::string("6.4 Tb/s"));
        QCOMPARE(formatRateBytes(total), std::string("800 GB/s"));
    }

    void parsesSizesLikeNcclTests()
    {
        QCOMPARE(parseSize("8").value(), ByteCount(8));
        QCOMPARE(parseSize("32K").value(), ByteCount(32 * 1024));
        QCOMPARE(parseSize("512M").value(), ByteCount(512) << 20);
        QCOMPARE(parseSize("8G").value(), ByteCount(8) << 30);
        QVERIFY(!parseSize("8Q").has_value());
        QVERIFY(!parseSize("-1").has_value());
        QVERIFY(!parseSize("99999999999999999999G").has_value());
    }

    void addressesRoundTripThroughText()
    {
        QCOMPARE(formatPciBdf(0x1800), std::string("0000:18:00.0"));
        QCOMPARE(parsePciBdf("0000:18:00.0").value(), 0x1800u);
        QCOMPARE(parsePciBdf("9a:00.1").value(), 0x9a01u);
        QVERIFY(!parsePciBdf("0000:1g:00.0"));
        QCOMPARE(formatGuid(0x0c42a10300000001ull), std::string("0x0c42a10300000001"));
        QCOMPARE(parseGuid("0x0c42a10300000001").value(), 0x0c42a10300000001ull);
        QCOMPARE(formatGid(0, 0x0c42a10300000001ull), std::string("fe80:0000:0000:0000:0c42:a103:0000:0001"));
        QCOMPARE(formatGid(2, 1).substr(0, 19), std::string("fec0:0000:0000:0002"));
        QCOMPARE(formatIpv4(0x0A400001u), std::string("10.64.0.1"));
        QCOMPARE(parseIpv4("10.64.0.1").value(), 0x0A400001u);
        QVERIFY(!parseIpv4("10.64.0.256"));
        QVERIFY(!parseIpv4("10.64.0"));
        QCOMPARE(formatMac(0x0c42a1000001ull), std::string("0c:42:a1:00:00:01"));
        QCOMPARE(parseMac("0c:42:a1:00:00:01").value(), 0x0c42a1000001ull);
        QVERIFY(!parseMac("0c:42:a1:00:00"));
    }
};

QTEST_APPLESS_MAIN(TestUnits)
#include "tst_units.moc"
