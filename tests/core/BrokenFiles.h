// The broken design files of tests/data/broken/ and the one check every suite makes of them:
// loading refuses the file with a message that starts with its path and says what and where.
#pragma once

#include "io/DesignFile.h"
#include "model/InputError.h"

#include <QtTest>

#include <string>

namespace scalescope::testing {

inline std::string brokenFixture(const char* name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/broken/" + name;
}

// Call from a test function whose data has the columns "file" and "expected" (a part of the
// message, such as its JSON pointer and what is wrong there).
inline void checkBrokenFileRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const std::string path = brokenFixture(file.toLatin1().constData());
    try {
        loadDesignFile(path, Catalog::builtInShared());
        QFAIL("the broken file loaded");
    } catch (const InputError& error) {
        const std::string message = error.what();
        QVERIFY2(message.rfind(path, 0) == 0, message.c_str()); // starts with the file name
        QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
    }
}

inline void addBrokenFileColumns()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
}

inline void brokenFileRow(const char* file, const char* expected)
{
    QTest::newRow(file) << file << expected;
}

} // namespace scalescope::testing
