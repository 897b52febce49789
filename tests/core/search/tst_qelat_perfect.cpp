// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect play in Qelat (mancala/qelat_perfect.h): the Perfect level's
// decisions within the endgame database never lose value and convert
// without shuffling to the quiet-move limit (G2); the hints' and the
// analysis' values are exact there; the database file is found, or refused,
// kept aside and built again.

#include "test_support.h"
#include "search/brute_force.h"
#include "solver/qelat_positions.h"

#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"
#include "mancala/search.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

using namespace mancala;
using namespace testsupport;
using namespace testsupport::qelat;

namespace {

int difference(const Position& p, Side me)
{
    const auto s = score(p);
    return me == Side::South ? s[0] - s[1] : s[1] - s[0];
}

} // namespace

class TestQelatPerfect : public QObject {
    Q_OBJECT

    std::shared_ptr<QelatEndgame> m_db = std::make_shared<QelatEndgame>();
    const Rules m_rules = Rules::defaults(Variant::Qelat);

private slots:
    void initTestCase()
    {
        QCOMPARE(m_db->compute(m_rules, 5), std::string());
        setQelatPerfectDatabase(m_db);
    }
    void cleanupTestCase() { setQelatPerfectDatabase(nullptr); }

    void perfectIsOfferedWhereTheDatabasePlays()
    {
        QVERIFY(levelAvailable(m_rules, kPerfectLevel));
        QVERIFY(!levelAvailable(rulesFrom(Variant::Qelat, {"quiet-end=draw"}), kPerfectLevel));
        QVERIFY(!levelAvailable(Rules::defaults(Variant::Mewelad), kPerfectLevel));
    }

    /// Every Perfect decision where the database holds the position keeps
    /// its value: as the database values the decision played, and (near the
    /// quiet-move limit, where every line ends within its depth) as a search
    /// without the database does.
    void perfectDecisionsNeverLoseValue()
    {
        std::mt19937 rng(38);
        int compared = 0;
        int searched = 0;
        for (int i = 0; i < 200; ++i) {
            Position p = reachableEndgame(m_rules, rng, 5);
            if (i % 2)
                p.quietPlies = static_cast<std::uint16_t>(2 * m_rules.quietLimit - 1 - i % 12);
            const auto value = m_db->value(p);
            if (!value)
                continue;
            const Decision d = chooseDecision(p, kPerfectLevel, static_cast<std::uint64_t>(i), 50);
            Position child = p;
            QVERIFY(apply(child, d));
            std::optional<int> kept;
            if (child.over())
                kept = difference(child, p.decider);
            else if (const auto v = m_db->value(child))
                kept = child.decider == p.decider ? *v : -*v;
            QVERIFY2(kept == value, (toPositionString(p) + " " + formatDecision(p, d)).c_str());
            ++compared;
            if (child.over() || 2 * m_rules.quietLimit - child.quietPlies > 12)
                continue;
            SearchLimits limits; // no database
            limits.depth = 14;
            const SearchInfo info = analyse(child, limits);
            if (!info.exact)
                continue;
            const int v = static_cast<int>(std::lround(info.value));
            QVERIFY2((child.decider == p.decider ? v : -v) == *value, toPositionString(p).c_str());
            ++searched;
        }
        QVERIFY(compared >= 100);
        QVERIFY(searched >= 20);
    }

    /// Perfect against Perfect from a position the database holds: every
    /// decision keeps the value, and no run of quiet plies is longer than
    /// the entry at its start needs (it converts; it does not shuffle to
    /// the quiet-move limit) until the game ends or nothing more can be
    /// won (a dead draw of the rest: the players are told).
    void perfectConvertsWithoutShuffling()
    {
        std::mt19937 rng(2026);
        int games = 0;
        for (int i = 0; i < 200 && games < 12; ++i) {
            Position p = reachableEndgame(m_rules, rng, 5);
            p.quietPlies = 0;
            const auto e = m_db->entry(p);
            if (!e || e->gain == 0)
                continue;
            ++games;
            const Side first = p.decider;
            const int value = *m_db->value(p);
            int quiet = 0;
            int most = 0;
            while (!p.over() && !qelatDeadDraw(*m_db, p)) {
                const auto here = m_db->entry(p);
                QVERIFY(here.has_value());
                const auto v = m_db->value(p);
                QVERIFY(v.has_value());
                QCOMPARE(p.decider == first ? *v : -*v, value);
                if (p.quietPlies == 0) {
                    most = here->quietPlies; // a new stage: its own conversion
                    quiet = 0;
                }
                const Decision d = chooseDecision(p, kPerfectLevel, 7, 20);
                QVERIFY(apply(p, d));
                if (p.quietPlies > 0)
                    QVERIFY2(++quiet <= most, toPositionString(p).c_str());
            }
            QCOMPARE(difference(p, first), value); // over, or a dead draw: the score difference is the value
        }
        QVERIFY(games >= 6);
    }

    /// Hints and analysis within the database's range: exact, its value.
    void hintsAndAnalysisAreExactInRange()
    {
        std::mt19937 rng(6);
        int compared = 0;
        for (int i = 0; i < 60; ++i) {
            const Position p = reachableEndgame(m_rules, rng, 5);
            const auto value = m_db->value(p);
            if (!value)
                continue;
            SearchLimits limits;
            limits.depth = 2;
            limits.exactEndgames = true;
            const SearchResult hint = search(p, limits);
            QVERIFY2(hint.info.exact, toPositionString(p).c_str());
            QCOMPARE(std::lround(hint.info.value), *value);
            const SearchInfo rows = analyseExact(p, limits);
            QVERIFY(rows.exact);
            const auto exact = qelatExactDecisions(*m_db, p);
            QVERIFY(exact.has_value());
            QCOMPARE(rows.decisions.size(), exact->size());
            for (const DecisionValue& row : rows.decisions) {
                QVERIFY(row.exact);
                const auto same = std::find_if(exact->begin(), exact->end(), [&](const QelatExactDecision& x) {
                    return x.decision == row.decision;
                });
                QVERIFY(same != exact->end());
                QCOMPARE(std::lround(row.value), same->value);
            }
            ++compared;
        }
        QVERIFY(compared >= 20);
    }

    /// The quiet-move limit (G2) stops a game at 40-4: the analysis says -36 (issue 38's case).
    void theQuietLimitEndsTheValue()
    {
        Position p;
        QCOMPARE(fromPositionString("1,1,0,0,2,4/32,0,0,0,4,4 0,0 aws,ewn,fws,Aws - n play - 1 32 399 -", m_rules, p),
                 std::string());
        SearchLimits limits;
        limits.depth = 4;
        const SearchInfo info = analyseExact(p, limits);
        QVERIFY(info.exact);
        QCOMPARE(std::lround(info.value), -36L);
    }

    void deadDrawsAreTold()
    {
        std::mt19937 rng(11);
        int dead = 0;
        for (int i = 0; i < 100; ++i) {
            const Position p = reachableEndgame(m_rules, rng, 5);
            const auto e = m_db->entry(p);
            QCOMPARE(qelatDeadDraw(*m_db, p), e && e->gain == 0 && m_db->value(p).has_value());
            dead += qelatDeadDraw(*m_db, p);
        }
        QVERIFY(dead > 0);
    }

    /// A damaged file is refused with its reason, kept aside and built again; a good one is used.
    void filesAreFoundOrRefusedAndBuiltAgain()
    {
        const Rules rules = rulesFrom(Variant::Qelat, {"houses=4", "quiet-limit=3"});
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const std::string path = folder + "/" + QelatEndgame::fileName(rules, 3);
        QelatDatabaseFound built = findOrBuildQelatDatabase(rules, folder, 3);
        QVERIFY(built.database);
        QCOMPARE(built.error, std::string());
        QVERIFY(std::filesystem::exists(path));
        QelatDatabaseFound again = findOrBuildQelatDatabase(rules, folder, 3);
        QVERIFY(again.database && again.refused.empty());
        std::filesystem::resize_file(path, std::filesystem::file_size(path) - 5);
        QelatDatabaseFound rebuilt = findOrBuildQelatDatabase(rules, folder, 3);
        QVERIFY(rebuilt.database);
        QVERIFY2(rebuilt.refused.find("truncated") != std::string::npos, rebuilt.refused.c_str());
        QVERIFY(std::filesystem::exists(path + ".refused"));
        QelatEndgame read;
        QCOMPARE(read.load(path), std::string());
    }
};

QTEST_APPLESS_MAIN(TestQelatPerfect)
#include "tst_qelat_perfect.moc"
