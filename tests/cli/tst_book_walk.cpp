// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-cli book --follow (app/cli/book_walk.h) on Kalah(6,2): the walk
// follows every decision of the other side and only the value-keeping ones of
// the Perfect level's side, and every line it gives is the exact value.

#include "book_walk.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/solver.h"

#include <QTest>

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace mancala;
using mancala::cli::BookWalkCallbacks;
using mancala::cli::BookWalkRequest;
using mancala::cli::BookWalkTotals;
using mancala::cli::BookWalkVisit;

namespace {

/// Kalah(6,2) K4; positions point to their rules, which live as long as the test.
const Rules& kalah62()
{
    static const Rules rules = [] {
        Rules r = Rules::defaults(Variant::Kalah);
        r.houses = 6;
        r.seeds = 2;
        return r;
    }();
    return rules;
}

/// Every decision's exact value, by the solver alone (no book, no database).
std::vector<SolvedDecision> valuesOf(const Position& p)
{
    SolverLimits limits;
    limits.analyse = true;
    limits.useBook = false;
    limits.memoryMB = 16;
    const auto r = solveKalah(p, limits);
    return r ? r->decisions : std::vector<SolvedDecision>{};
}

int valueOf(const Position& p)
{
    const auto all = valuesOf(p);
    return all.empty() ? -1000 : all.front().value;
}

/// A board for its decider, stores aside (as the book and the walk tell positions apart:
/// the same houses with other stores have the same decisions and values less the stores).
std::string key(const Position& p) { return openingBookLine(p, 0); }

/// The level's positions the walk must reach, found here independently:
/// every decision of the other side, only the best ones of `perfect`.
std::set<std::string> expectedPositions(const Position& start, Side perfect, int plies, int minSeeds)
{
    std::set<std::string> out;
    std::vector<Position> level{start};
    for (int ply = 0; ply <= plies; ++ply) {
        std::vector<Position> next;
        for (const Position& p : level) {
            if (p.over() || p.seedsOnBoard() < minSeeds)
                continue;
            DecisionList list;
            legalDecisions(p, list);
            std::vector<SolvedDecision> values;
            if (p.decider == perfect) {
                out.insert(key(p));
                values = valuesOf(p);
            }
            for (const Decision& d : list) {
                bool keeps = true;
                for (const SolvedDecision& s : values)
                    if (s.decision == d)
                        keeps = s.value == values.front().value;
                if (!keeps)
                    continue;
                Position child = p;
                apply(child, d);
                next.push_back(child);
            }
        }
        level = std::move(next);
    }
    return out;
}

} // namespace

class TestBookWalk : public QObject {
    Q_OBJECT

private slots:
    void followsOnlyValueKeepingDecisions_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("millis");
        // 0 ms: nothing is proved in time, every position of the level gets
        // lines; 60 s: all in time, no lines.
        QTest::newRow("south, all lines") << int(Side::South) << 0;
        QTest::newRow("north, all lines") << int(Side::North) << 0;
        QTest::newRow("south, in time") << int(Side::South) << 60000;
    }

    void followsOnlyValueKeepingDecisions()
    {
        QFETCH(int, side);
        QFETCH(int, millis);
        BookWalkRequest request;
        request.start = startPosition(kalah62(), 1);
        request.perfect = static_cast<Side>(side);
        request.plies = 5;
        request.minSeeds = 16;
        request.millis = millis;
        request.quickNodes = millis > 0 ? kPerfectQuickNodes : 0;
        request.testMemoryMB = 16;
        request.memoryMB = 16;

        std::vector<BookWalkVisit> visits;
        std::vector<std::string> lines;
        BookWalkCallbacks callbacks;
        callbacks.visit = [&](const BookWalkVisit& v) { visits.push_back(v); };
        callbacks.line = [&](const std::string& l) { lines.push_back(l); };
        BookWalkTotals totals;
        QVERIFY(cli::walkStrongPlay(request, callbacks, totals));

        std::set<std::string> visited;
        for (const BookWalkVisit& v : visits) {
            QCOMPARE(v.position.decider, request.perfect);
            QVERIFY2(visited.insert(key(v.position)).second, "a position valued twice");
            // The decisions followed are exactly those that keep the value.
            const auto values = valuesOf(v.position);
            QVERIFY(!values.empty());
            QCOMPARE(v.value, values.front().value);
            std::set<int> keeping, followed;
            for (const SolvedDecision& s : values)
                if (s.value == values.front().value)
                    keeping.insert(s.decision.hole);
            for (const Decision& d : v.keeping)
                followed.insert(d.hole);
            QCOMPARE(followed, keeping);
            QCOMPARE(v.inTime, millis > 0);
        }
        const auto expected = expectedPositions(request.start, request.perfect, request.plies, request.minSeeds);
        QVERIFY(expected.size() > 5); // the test walks a real tree
        QCOMPARE(visited, expected);
        QCOMPARE(totals.perfectPositions, int(visits.size()));
        QCOMPARE(totals.missed, millis > 0 ? 0 : int(visits.size()));
        QCOMPARE(totals.lines, int(lines.size()));
        QCOMPARE(lines.empty(), millis > 0);

        // Every line is a position's exact value (from the side to move's view,
        // the seeds still to be won): checked against the solver alone.
        std::map<std::string, int> lineValue;
        for (const std::string& l : lines) {
            const std::size_t at = l.rfind(" value=");
            QVERIFY(at != std::string::npos);
            QVERIFY2(lineValue.emplace(l.substr(0, at), std::stoi(l.substr(at + 7))).second, "a line given twice");
        }
        std::vector<Position> level{request.start};
        int checked = 0;
        for (int ply = 0; ply <= request.plies + 1; ++ply) {
            std::vector<Position> next;
            for (const Position& p : level) {
                if (p.over())
                    continue;
                const auto it = lineValue.find(openingBookLine(p, 0).substr(0, openingBookLine(p, 0).rfind(" value=")));
                if (it != lineValue.end()) {
                    QCOMPARE(openingBookLine(p, valueOf(p)), it->first + " value=" + std::to_string(it->second));
                    ++checked;
                    lineValue.erase(it);
                }
                DecisionList list;
                legalDecisions(p, list);
                for (const Decision& d : list) {
                    Position child = p;
                    apply(child, d);
                    next.push_back(child);
                }
            }
            level = std::move(next);
        }
        QVERIFY(lineValue.empty()); // every line is a position of the walk or an answer to one
        QCOMPARE(checked, int(lines.size()));
    }
};

QTEST_APPLESS_MAIN(TestBookWalk)
#include "tst_book_walk.moc"
