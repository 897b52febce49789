// SPDX-License-Identifier: GPL-3.0-or-later
// The search plays the quiet-move limit (G2) as the game does: its values
// agree with plain minimax over the engine's apply() (which ends the game,
// or the round, at the limit) near the limit in every rule set, and its
// exact values with a brute force to the end of the game.

#include "test_support.h"
#include "reference_minimax.h"
#include "search/brute_force.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/search.h"
#include "mancala/solver.h"
#include "search/searcher.h"

#include <QTest>


using namespace mancala;
using namespace testsupport;

namespace {

/// A position `plies` random decisions into `seed`'s game (its last position not over), or the start.
Position randomPosition(const Rules& rules, std::uint64_t seed, int plies)
{
    Position p = startPosition(rules, seed);
    PlayoutRandom random(seed * 7919 + 1);
    for (int i = 0; i < plies && !p.over(); ++i) {
        Position before = p;
        if (!playRandomDecision(p, random) || p.over()) {
            p = before;
            break;
        }
    }
    return p;
}

/// Whether some line of at most `plies` decisions from `p` is ended (game or round) by the quiet-move limit.
bool reachesTheLimit(const Position& p, int plies)
{
    if (plies == 0 || p.over())
        return false;
    DecisionList list;
    legalDecisions(p, list);
    for (const Decision& d : list) {
        Position c = p;
        StepList steps;
        apply(c, d, &steps);
        if (std::any_of(steps.begin(), steps.end(), [](const Step& s) { return s.rule == RuleId::G2; })
            || reachesTheLimit(c, plies - 1))
            return true;
    }
    return false;
}

ai::Value toValue(double seeds) { return static_cast<ai::Value>(std::lround(seeds * ai::kSeed)); }

} // namespace

class TestQuietLimit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        setPerfectPlayDatabases(false); // nothing outside the repository is read
    }

    void qelatStopsAtTheLimit()
    {
        // Qelat, 399 quiet plies of 400 (G2, Q11): whatever North answers to
        // South's E, the limit stops the game, scored (quiet-end=score): the
        // waldas hold 40 against 4. The search once played on past the limit
        // and found -40.
        const Rules rules = Rules::defaults(Variant::Qelat);
        Position p;
        QCOMPARE(fromPositionString("1,1,0,0,2,4/32,0,0,0,4,4 0,0 aws,ewn,fws,Aws - n play - 1 32 399 -", rules, p),
                 std::string());
        SearchLimits limits;
        limits.depth = 20;
        const SearchInfo info = analyse(p, limits);
        bool seen = false;
        for (const DecisionValue& v : info.decisions) {
            if (formatDecision(p, v.decision) != "E")
                continue;
            seen = true;
            QCOMPARE(v.value, -36.0);
            QVERIFY(v.exact);
            // The engine ends the game there too.
            Position after = p;
            QVERIFY(apply(after, v.decision));
            QVERIFY(after.over());
            QCOMPARE(endingRule(after), RuleId::G2);
            QCOMPARE(ai::finalValue(after, Side::North), -36 * ai::kSeed);
        }
        QVERIFY(seen);
    }

    void exactOnlyWhenNoDecisionMayBeBetter()
    {
        // Qelat, 5 seeds in play: f's line ends within the depth (-48,
        // exact), d's shuffles single seeds and does not (the database says
        // -45). The position's value is not proven: d may be better.
        const Rules rules = Rules::defaults(Variant::Qelat);
        Position p;
        QCOMPARE(fromPositionString("25,0,0,0,0,2/0,18,0,1,0,2 0,0 bwn,Fwn - s play - 1 45 21 -", rules, p),
                 std::string());
        SearchLimits limits;
        limits.depth = 20;
        const SearchInfo info = analyse(p, limits);
        QCOMPARE(info.decisions.size(), std::size_t(2));
        QVERIFY(!info.decisions[0].exact || !info.decisions[1].exact);
        QVERIFY(!info.exact);
    }

    void drawnStopIsWorthNothing()
    {
        // Kalah 2x3, quiet-limit=1, quiet-end=draw: South's a into b is
        // quiet, the second quiet ply in a row: the game stops, drawn,
        // though South's store leads 18 to 4.
        const Rules rules = rulesFrom(Variant::Kalah, {"houses=3", "quiet-limit=1"});
        Position p;
        QCOMPARE(fromPositionString("0,0,1/1,0,0 18,4 - - s play - 1 5 1 -", rules, p), std::string());
        Position after = p;
        QVERIFY(apply(after, Decision::sow(0)));
        QVERIFY(after.over());
        QCOMPARE(after.outcome, Outcome::Draw);
        QCOMPARE(ai::finalValue(after, Side::South), ai::Value(0));
        const SearchInfo info = analyse(p, SearchLimits{});
        QVERIFY(info.exact);
        QCOMPARE(info.value, 0.0);
    }

    // --- depth by depth, near the limit -----------------------------------

    void agreesWithMinimaxNearTheLimit_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QStringList>("houseRules");
        QTest::addColumn<int>("maxPlies");
        QTest::addColumn<int>("depth");
        QTest::newRow("kalah 2x3 quiet-limit=1") << int(Variant::Kalah)
                                                 << QStringList{"houses=3", "seeds=2", "quiet-limit=1"} << 10 << 7;
        QTest::newRow("kalah 2x4 quiet-limit=2 score")
            << int(Variant::Kalah) << QStringList{"houses=4", "seeds=1", "quiet-limit=2", "quiet-end=score"} << 10
            << 7;
        QTest::newRow("qelat 2x4 quiet-limit=2") << int(Variant::Qelat)
                                                 << QStringList{"houses=4", "seeds=2", "quiet-limit=2"} << 20 << 6;
        QTest::newRow("qelat 2x4 quiet-limit=2 draw")
            << int(Variant::Qelat) << QStringList{"houses=4", "seeds=2", "quiet-limit=2", "quiet-end=draw"} << 20
            << 6;
        QTest::newRow("qelat 2x6 quiet-limit=1") << int(Variant::Qelat) << QStringList{"quiet-limit=1"} << 40 << 4;
        QTest::newRow("qelat-keren 2x4 quiet-limit=2")
            << int(Variant::QelatKeren) << QStringList{"houses=4", "seeds=2", "quiet-limit=2"} << 30 << 5;
        QTest::newRow("mewelad 2x4 quiet-limit=2")
            << int(Variant::Mewelad) << QStringList{"houses=4", "seeds=2", "quiet-limit=2", "race=off"} << 30 << 5;
        QTest::newRow("enkeshui 2x4 quiet-limit=2")
            << int(Variant::Enkeshui)
            << QStringList{"houses=4", "layout=uniform", "seeds=2", "quiet-limit=2", "race=off"} << 12 << 5;
    }
    void agreesWithMinimaxNearTheLimit()
    {
        QFETCH(int, variant);
        QFETCH(QStringList, houseRules);
        QFETCH(int, maxPlies);
        QFETCH(int, depth);
        const Rules rules = rulesFrom(static_cast<Variant>(variant), houseRules);
        int stopped = 0; // lines the limit ended within the depth (the test tests something)
        for (int n = 0; n < 30; ++n) {
            const Position p = randomPosition(rules, 500 + n, n % (maxPlies + 1));
            if (p.over())
                continue;
            const std::string where = toPositionString(p);
            for (int d = 1; d <= depth; ++d) {
                ai::Searcher searcher(SearchLimits{}, 14);
                QVERIFY2(searcher.valueAt(p, d) == reference::minimax(p, d),
                         (where + " depth " + std::to_string(d)).c_str());
            }
            stopped += reachesTheLimit(p, std::min(depth, 4));
        }
        QVERIFY(stopped > 0);
    }

    // --- to the end of the game -----------------------------------------

    void exactValuesKeepTheLimit_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QStringList>("houseRules");
        QTest::addColumn<int>("maxPlies");
        QTest::newRow("kalah 2x3 quiet-limit=2") << int(Variant::Kalah)
                                                 << QStringList{"houses=3", "seeds=2", "quiet-limit=2"} << 8;
        QTest::newRow("qelat 2x4 quiet-limit=2") << int(Variant::Qelat)
                                                 << QStringList{"houses=4", "seeds=1", "quiet-limit=2"} << 12;
        QTest::newRow("qelat 2x4 quiet-limit=3 draw")
            << int(Variant::Qelat) << QStringList{"houses=4", "seeds=1", "quiet-limit=3", "quiet-end=draw"} << 12;
        QTest::newRow("enkeshui 2x4 quiet-limit=2")
            << int(Variant::Enkeshui)
            << QStringList{"houses=4", "layout=uniform", "seeds=1", "quiet-limit=2", "race=off"} << 8;
    }
    void exactValuesKeepTheLimit()
    {
        QFETCH(int, variant);
        QFETCH(QStringList, houseRules);
        QFETCH(int, maxPlies);
        const Rules rules = rulesFrom(static_cast<Variant>(variant), houseRules);
        reference::BruteForce brute;
        for (int n = 0; n < 20; ++n) {
            const Position p = randomPosition(rules, 700 + n, n % (maxPlies + 1));
            if (p.over())
                continue;
            const std::string where = toPositionString(p);
            SearchLimits limits;
            limits.depth = 60;
            const SearchInfo info = analyse(p, limits);
            QVERIFY2(info.exact, where.c_str());
            QCOMPARE(toValue(info.value), brute.value(p));
            for (const DecisionValue& v : info.decisions) {
                QVERIFY(v.exact);
                QVERIFY2(toValue(v.value) == brute.decisionValue(p, v.decision),
                         (where + " " + formatDecision(p, v.decision)).c_str());
            }
        }
    }

    void defaultLimitNearItsEnd()
    {
        // Qelat with its default limit (200 full moves), the quiet count set
        // a few plies short of it in positions of a real game: the table
        // keys the count there, and every value at depth d is minimax's.
        const Rules rules = Rules::defaults(Variant::Qelat);
        for (int n = 0; n < 12; ++n) {
            Position p = randomPosition(rules, 900 + n, 30 + n);
            if (p.over())
                continue;
            p.quietPlies = static_cast<std::uint16_t>(2 * rules.quietLimit - 1 - n % 4);
            for (int d = 1; d <= 5; ++d) {
                ai::Searcher searcher(SearchLimits{}, 14);
                QVERIFY2(searcher.valueAt(p, d) == reference::minimax(p, d),
                         (toPositionString(p) + " depth " + std::to_string(d)).c_str());
            }
        }
    }

    // --- the Kalah solver ---------------------------------------------------

    void solverRefusesAReachableLimit()
    {
        // Six houses: at most 55 quiet moves a side in a row.
        QCOMPARE(kalahQuietMovesAtMost(6), 55);
        QVERIFY(solverSupports(Rules::defaults(Variant::Kalah)).empty());
        QVERIFY(solverSupports(rulesFrom(Variant::Kalah, {"quiet-limit=56"})).empty());
        QVERIFY(!solverSupports(rulesFrom(Variant::Kalah, {"quiet-limit=55"})).empty());
        QVERIFY(solverSupports(rulesFrom(Variant::Kalah, {"quiet-limit=0"})).empty());

        // A quiet run going on near the limit: the solver leaves it to the search.
        const Rules rules = Rules::defaults(Variant::Kalah);
        Position p = startPosition(rules, 1);
        QVERIFY(quietLimitOutOfReach(p));
        p.quietPlies = 2 * rules.quietLimit - 10;
        QVERIFY(!quietLimitOutOfReach(p));
        QVERIFY(!solveKalah(p, SolverLimits{}));
        QVERIFY(!openingBookValue(p));
    }
};

QTEST_APPLESS_MAIN(TestQuietLimit)
#include "tst_quiet_limit.moc"
