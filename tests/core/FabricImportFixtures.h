// What the tests of the fabric imports share: the sample and fixture files, counts and look-ups
// in an imported design, the checks every imported design must pass, and a reader's error.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "io/DesignFile.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>

namespace scalescope::fixtures {

inline std::string sample(const QString& folder, const QString& file)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/samples/" + folder.toStdString() + "/" + file.toStdString();
}
inline std::string fixture(const char* name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/import/" + name;
}

inline std::size_t count(const Design& design, NodeKind kind)
{
    return static_cast<std::size_t>(
        std::count_if(design.nodes.begin(), design.nodes.end(), [&](const NodeSpec& n) { return n.kind == kind; }));
}
inline std::size_t countTier(const Design& design, LinkTier tier)
{
    return static_cast<std::size_t>(
        std::count_if(design.links.begin(), design.links.end(), [&](const LinkSpec& l) { return l.tier == tier; }));
}
inline const NodeSpec* nodeNamed(const Design& design, const std::string& name)
{
    for (const NodeSpec& n : design.nodes)
        if (n.name == name)
            return &n;
    return nullptr;
}
inline const LinkSpec* linkBetween(const Design& design, const PortRef& a, const PortRef& b)
{
    for (const LinkSpec& l : design.links)
        if ((l.a == a && l.b == b) || (l.a == b && l.b == a))
            return &l;
    return nullptr;
}

// The design builds, keeps every invariant, and reads back from its own file unchanged.
inline void checkDesign(const Design& design, const std::string& origin)
{
    const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), origin);
    const std::vector<std::string> problems = checkTopology(expanded.topology);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    QCOMPARE(expanded.topology.nodes.size(), design.nodes.size());
    QCOMPARE(expanded.topology.links.size(), design.links.size());
    const Design reread = parseDesign(formatDesign(design, Catalog::builtIn()), origin, Catalog::builtIn());
    QVERIFY(reread.nodes == design.nodes);
    QVERIFY(reread.links == design.links);
    QVERIFY(reread.groups == design.groups);
    QVERIFY(reread == design);
}

// Every (device, port) at most once per tier, and no two links join the same two ports.
inline void checkEachCableOnce(const Design& design)
{
    std::set<std::tuple<std::string, int, int>> ends;
    for (const LinkSpec& l : design.links) {
        QVERIFY2(ends.emplace(l.a.node, l.a.port, static_cast<int>(l.tier)).second, (l.a.node + " used twice").c_str());
        QVERIFY2(ends.emplace(l.b.node, l.b.port, static_cast<int>(l.tier)).second, (l.b.node + " used twice").c_str());
    }
}

// The message of the InputError `read` throws; fails the test when nothing is thrown.
template <typename Read> QString errorOf(Read read)
{
    try {
        read();
    } catch (const InputError& error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("<no error>");
}

} // namespace scalescope::fixtures
