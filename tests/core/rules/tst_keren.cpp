// SPDX-License-Identifier: GPL-3.0-or-later
// Qelat, Keren / Magazeb II, docs/rules.md M1-M11 (and G1, G2), from hand-worked
// positions. Rows are written as docs/rules.md writes them: North's row as South
// sees it (F E D C B A), a slash, South's row from a. Ring indices: a..f are
// 0..5, A..F are 6..11.

#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

namespace {

/// Splitmix64, for the playouts' choices (independent of the game's lots).
std::uint64_t nextChoice(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace

class TestKeren : public QObject {
    Q_OBJECT

private:
    Rules m_rules = Rules::defaults(Variant::QelatKeren);

    Position fresh() { return startPosition(m_rules, 1); }

    /// A position with `rows` on the board and the rest of the 48 seeds in
    /// the stores as given.
    void setup(Position& p, const char* rows, int southStore, int northStore, Side toMove = Side::South)
    {
        p = fresh();
        setRows(p, rows);
        p.store = {static_cast<std::int16_t>(southStore), static_cast<std::int16_t>(northStore)};
        p.toMove = p.decider = toMove;
        QCOMPARE(checkConsistency(p), std::string());
    }

    static void makeEkwarna(Position& p, char name, Side captor)
    {
        const int h = hole(p, name);
        p.mark[h] = Mark::Ekwarna;
        p.markOwner[h] = captor;
    }

    /// Owners in ring order as 'S' / 'N' (a..f then A..F).
    static std::string owners(const Position& p)
    {
        std::string out;
        for (int i = 0; i < p.ring(); ++i)
            out += p.owner[i] == Side::South ? 'S' : 'N';
        return out;
    }

    static void setOwners(Position& p, const char* text)
    {
        for (int i = 0; i < p.ring(); ++i)
            p.owner[i] = text[i] == 'S' ? Side::South : Side::North;
    }

    static const Step* findStep(const StepList& steps, StepKind kind)
    {
        for (const Step& s : steps)
            if (s.kind == kind)
                return &s;
        return nullptr;
    }

    static const Step* lastDrop(const StepList& steps)
    {
        for (auto it = steps.rbegin(); it != steps.rend(); ++it)
            if (it->kind == StepKind::Drop)
                return &*it;
        return nullptr;
    }

    /// A plain relay sowing (no ekwarna on the board): laps from `start`
    /// until a lap ends in an empty hole or makes a four in a hole South
    /// does not own. Returns the number of laps before the board and the
    /// hand's hole first repeat the start, or 0 when the sowing ends.
    static int relayPeriod(std::array<std::uint8_t, kMaxRing> ring, int start, const Position& p)
    {
        const auto first = ring;
        int at = start;
        for (int lap = 1; lap <= 200; ++lap) {
            int hand = ring[at];
            ring[at] = 0;
            while (hand-- > 0) {
                at = (at + 1) % 12;
                ++ring[at];
            }
            if (ring[at] == 1 || (p.owner[at] != Side::South && ring[at] == 4))
                return 0;
            if (ring == first && at == start)
                return lap;
        }
        return 0;
    }

private slots:
    void m1StartPosition()
    {
        const Position p = fresh();
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.totalSeeds(), 48);
        QCOMPARE(p.store[0] + p.store[1], 0);
        QCOMPARE(p.toMove, Side::South);
        QCOMPARE(owners(p), std::string("SSSSSSNNNNNN"));
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 6);
        for (const Decision& d : list) {
            QCOMPARE(d.kind, DecisionKind::Sow);
            QCOMPARE(p.rowOf(d.hole), Side::South);
        }
    }

    void m2RelaySowing()
    {
        Position p = fresh();
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        // Lap 1: a (4) -> b c d e = 5; e held 4: relay.
        // Lap 2: e (5) -> f A B C D = 5; D held 4: relay.
        // Lap 3: D (5) -> E F = 5, a = 1, b c = 6; c held 5: relay.
        // Lap 4: c (6) -> d = 6, e = 1, f = 6, A B C = 6; C held 5 (not 3): relay.
        // Lap 5: C (6) -> D = 1, E F = 6, a = 2, b = 7, c = 1: c was empty, the move ends.
        QCOMPARE(rows(p), std::string("6,6,1,0,6,6/2,7,1,6,1,6"));
        QCOMPARE(countSteps(steps, StepKind::PickUp), 5);
        QCOMPARE(countSteps(steps, StepKind::Drop), 4 + 5 + 5 + 6 + 6);
        int lap = 0;
        for (const Step& s : steps) {
            QCOMPARE(s.rule, RuleId::M2);
            if (s.kind == StepKind::PickUp)
                QCOMPARE(int(s.lap), ++lap);
        }
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.quietPlies, std::uint16_t(1)); // G2: nothing reached a store or an ekwarna
    }

    void m2Illegal_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("hole");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("text");
        const int sow = int(DecisionKind::Sow);
        // Ring: b = 1, c = 2, A = 6.
        QTest::newRow("M2 opponent's hole") << sow << 7 << int(RuleId::M2) << "holes you own";
        QTest::newRow("M2 empty hole") << sow << 1 << int(RuleId::M2) << "empty";
        QTest::newRow("M2 own ekwarna") << sow << 6 << int(RuleId::M2) << "An ekwarna cannot be sown";
        QTest::newRow("M2 hole lost as an ekwarna") << sow << 2 << int(RuleId::M2) << "opponent's ekwarna";
        QTest::newRow("M1 no such hole") << sow << 12 << int(RuleId::M1) << "no such hole";
        QTest::newRow("M7 pass while able to move") << int(DecisionKind::Pass) << -1 << int(RuleId::M7) << "cannot pass";
        QTest::newRow("M5 continue without eating") << int(DecisionKind::Continue) << 0 << int(RuleId::M2) << "sowing";
    }
    void m2Illegal()
    {
        QFETCH(int, kind);
        QFETCH(int, hole);
        QFETCH(int, rule);
        QFETCH(QString, text);
        Position p;
        // A (South's ekwarna) holds 4, c (North's ekwarna) holds 4, b is empty:
        // 24 + 20 = 44 on the board, 4 in the stores.
        setup(p, "4,4,4,4,4,4/4,0,4,4,4,4", 2, 2);
        makeEkwarna(p, 'A', Side::South);
        makeEkwarna(p, 'c', Side::North);
        Decision d = Decision::sow(hole);
        d.kind = static_cast<DecisionKind>(kind);
        const Position before = p;
        StepList steps{Step{}};
        QVERIFY(!apply(p, d, &steps));
        QVERIFY(p == before);
        QCOMPARE(steps.size(), std::size_t(1));
        RuleId why{};
        const std::string reason = whyIllegal(p, d, &why);
        QVERIFY2(reason.find(text.toStdString()) != std::string::npos, reason.c_str());
        QCOMPARE(int(why), rule);
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(!list.contains(d));
    }

    void m3MakeEkwarna()
    {
        Position p;
        // A holds 3; South sows f (1): the last seed makes A exactly 4.
        // Board 13 + 1 = 14, stores 17 + 17 = 34.
        setup(p, "2,2,2,2,2,3/0,0,0,0,0,1", 17, 17);
        StepList steps;
        play(p, Decision::sow(hole(p, 'f')), &steps);
        const int a = hole(p, 'A');
        QCOMPARE(p.mark[a], Mark::Ekwarna);
        QCOMPARE(p.markOwner[a], Side::South);
        QCOMPARE(p.owner[a], Side::North); // the round's owner is unchanged; the captor is markOwner
        QCOMPARE(int(p.seeds[a]), 4);
        QCOMPARE(p.toMove, Side::North); // the move ends
        QCOMPARE(countSteps(steps, StepKind::PickUp), 1);
        const Step* made = findStep(steps, StepKind::MakeEkwarna);
        QVERIFY(made);
        QCOMPARE(made->rule, RuleId::M3);
        QCOMPARE(int(made->from), a);
        QCOMPARE(lastDrop(steps)->rule, RuleId::M3);
        QCOMPARE(score(p)[0], 17 + 4);
        QCOMPARE(p.quietPlies, std::uint16_t(0));
    }

    void m3OnlyInOpponentsHoles()
    {
        Position p;
        // South sows a (1) into its own b (3 -> 4): no ekwarna, b relays:
        // b (4) -> c d e f = 1; f was empty, the move ends. Board 12 + 4, stores 32.
        setup(p, "2,2,2,2,2,2/1,3,0,0,0,0", 16, 16);
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        QCOMPARE(rows(p), std::string("2,2,2,2,2,2/0,0,1,1,1,1"));
        QCOMPARE(countSteps(steps, StepKind::MakeEkwarna), 0);
        for (int i = 0; i < p.ring(); ++i)
            QCOMPARE(p.mark[i], Mark::None);
    }

    void m4OwnEkwarnaEndsMove()
    {
        Position p;
        // A is South's ekwarna with 2; South sows f (1) into it: 3, and no relay.
        // Board 12 + 1, stores 35.
        setup(p, "2,2,2,2,2,2/0,0,0,0,0,1", 18, 17);
        makeEkwarna(p, 'A', Side::South);
        StepList steps;
        play(p, Decision::sow(hole(p, 'f')), &steps);
        QCOMPARE(rows(p), std::string("2,2,2,2,2,3/0,0,0,0,0,0"));
        QCOMPARE(countSteps(steps, StepKind::PickUp), 1);
        QCOMPARE(lastDrop(steps)->rule, RuleId::M4);
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(score(p)[0], 18 + 3);
        QCOMPARE(p.quietPlies, std::uint16_t(0)); // a seed reached an ekwarna (G2)
    }

    void m5Eat_data()
    {
        QTest::addColumn<int>("held");
        QTest::addColumn<int>("eaten");
        QTest::newRow("M5 the last seed and one more") << 2 << 2;
        QTest::newRow("M5 empty ekwarna: the last seed only") << 0 << 1;
        QTest::newRow("M6 eaten empty, still an ekwarna") << 1 << 2;
    }
    void m5Eat()
    {
        QFETCH(int, held);
        QFETCH(int, eaten);
        Position p;
        // d is North's ekwarna holding `held`; South sows c (1) into it.
        // Board 12 + 2 + held, South's store 10, North's 24 - held.
        const QByteArray board = "2,2,2,2,2,2/1,0,1," + QByteArray::number(held) + ",0,0";
        setup(p, board.constData(), 10, 24 - held);
        const int d = hole(p, 'd');
        makeEkwarna(p, 'd', Side::North);
        StepList steps;
        play(p, Decision::sow(hole(p, 'c')), &steps);
        // d held `held`, the last seed makes held + 1, `eaten` go to South's store.
        QCOMPARE(int(p.seeds[d]), held + 1 - eaten);
        QCOMPARE(int(p.store[0]), 10 + eaten);
        const Step* eat = findStep(steps, StepKind::Eat);
        QVERIFY(eat);
        QCOMPARE(eat->rule, RuleId::M5);
        QCOMPARE(int(eat->count), eaten);
        QCOMPARE(int(eat->to), int(kSouthStore));
        QCOMPARE(p.mark[d], Mark::Ekwarna); // M6: an emptied ekwarna keeps its owner
        QCOMPARE(p.markOwner[d], Side::North);
        // M5: the move goes on from a hole South chooses, a decision even with one hole (a).
        QCOMPARE(p.pending, Pending::ContinueFrom);
        QCOMPARE(p.decider, Side::South);
        QCOMPARE(p.toMove, Side::South);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QVERIFY(list[0] == Decision::continueFrom(hole(p, 'a')));
        QVERIFY(!apply(p, Decision::sow(hole(p, 'a')))); // a continuation, not a new turn
        steps.clear();
        play(p, Decision::continueFrom(hole(p, 'a')), &steps); // a (1) -> b, empty: the move ends
        QCOMPARE(steps.front().kind, StepKind::ChooseContinue);
        QCOMPARE(steps.front().rule, RuleId::M5);
        QCOMPARE(int(p.seeds[hole(p, 'b')]), 1);
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.quietPlies, std::uint16_t(0)); // the move ate
    }

    void m5ChoiceOfHoles()
    {
        Position p;
        // After eating at d, South may continue from a or from f.
        setup(p, "2,2,2,2,2,2/1,0,1,0,0,3", 10, 21);
        makeEkwarna(p, 'd', Side::North);
        play(p, Decision::sow(hole(p, 'c')));
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 2);
        QVERIFY(list.contains(Decision::continueFrom(hole(p, 'a'))));
        QVERIFY(list.contains(Decision::continueFrom(hole(p, 'f'))));
        RuleId why{};
        QVERIFY(!whyIllegal(p, Decision::continueFrom(hole(p, 'd')), &why).empty());
        QCOMPARE(why, RuleId::M2);
        QVERIFY(!whyIllegal(p, Decision::pass(), &why).empty());
        QCOMPARE(why, RuleId::M5);
    }

    void m5NoHoleLeftEndsMove()
    {
        Position p;
        // South's only seed is c; after eating at d (2 + 1 -> 1 left) nothing to continue from.
        setup(p, "2,2,2,2,2,2/0,0,1,2,0,0", 10, 23);
        makeEkwarna(p, 'd', Side::North);
        play(p, Decision::sow(hole(p, 'c')));
        QCOMPARE(int(p.store[0]), 12);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.toMove, Side::North);
    }

    void m6SeedsInEkwarnaBelongToCaptor()
    {
        Position p;
        // A is South's empty ekwarna. North sows F (8): a..f = 2, A = 1, B = 1
        // (B was empty: the move ends). The seed in A counts for South.
        // Board 8 + 6 = 14, stores 20 + 14.
        setup(p, "8,0,0,0,0,0/1,1,1,1,1,1", 20, 14, Side::North);
        makeEkwarna(p, 'A', Side::South);
        QCOMPARE(int(p.seeds[hole(p, 'A')]), 0);
        play(p, Decision::sow(hole(p, 'F')));
        QCOMPARE(rows(p), std::string("0,0,0,0,1,1/2,2,2,2,2,2"));
        QCOMPARE(score(p)[0], 21);
        QCOMPARE(score(p)[1], 14);
        QCOMPARE(p.markOwner[hole(p, 'A')], Side::South);
        QCOMPARE(p.quietPlies, std::uint16_t(0));
    }

    void m7PassUntilAbleToMove()
    {
        Position p;
        // South's only seeds are in c, North's ekwarna: South passes.
        // Board 3 + 2 = 5, stores 23 + 20.
        setup(p, "0,0,0,0,1,1/0,0,3,0,0,0", 23, 20);
        makeEkwarna(p, 'c', Side::North);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].kind, DecisionKind::Pass);
        StepList steps;
        play(p, Decision::pass(), &steps);
        QVERIFY(hasStep(steps, StepKind::Pass, RuleId::M7));
        QCOMPARE(p.toMove, Side::North);
        // North: A (1) -> B (1 -> 2), relay: B (2) -> C, D = 1; D was empty.
        play(p, Decision::sow(hole(p, 'A')));
        QCOMPARE(rows(p), std::string("0,0,1,1,0,0/0,0,3,0,0,0"));
        // South still cannot move: the opponent keeps moving.
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].kind, DecisionKind::Pass);
        play(p, Decision::pass());
        QCOMPARE(p.toMove, Side::North);
        QVERIFY(!p.over());
    }

    void m8RoundEnd_data()
    {
        // South sows f (1) into its ekwarna A (5 -> 6, M4): no seed is left outside
        // stores and ekwarna, so the round ends (M8). South's total is its store
        // + 6, North's its store + the seeds in its ekwarna c. Board 1 + 5 + c.
        QTest::addColumn<int>("southStore");
        QTest::addColumn<int>("northStore");
        QTest::addColumn<int>("inC");
        QTest::addColumn<QString>("owners");
        QTest::addColumn<int>("starter");
        // 27 + 6 = 33 = 8 x 4 + 1, 8 + 7 = 15 = 3 x 4 + 3: 11 whole holes; 3 against 1
        // gives North the 12th. South fills a..f, then A and B (reached first from f).
        QTest::newRow("M9 3 against 1 (33 against 15)") << 27 << 8 << 7 << "SSSSSSSSNNNN" << int(Side::South);
        // 9 + 6 = 15 = 3 x 4 + 3, 26 + 7 = 33 = 8 x 4 + 1: South gets the 12th hole.
        // North fills A..F, then a and b (its CCW sowing reaches a first); North starts.
        QTest::newRow("M9 North wins 33 against 15") << 9 << 26 << 7 << "NNSSSSNNNNNN" << int(Side::North);
        // 34 + 6 = 40 = 10 x 4, 1 + 7 = 8 = 2 x 4: South takes A B C D.
        QTest::newRow("M9 4k more (40 against 8)") << 34 << 1 << 7 << "SSSSSSSSSSNN" << int(Side::South);
        // 18 + 6 = 24, 17 + 7 = 24: own rows; the turn passes to North as usual.
        QTest::newRow("M9 even round (24 against 24)") << 18 << 17 << 7 << "SSSSSSNNNNNN" << int(Side::North);
    }
    void m8RoundEnd()
    {
        QFETCH(int, southStore);
        QFETCH(int, northStore);
        QFETCH(int, inC);
        QFETCH(QString, owners);
        QFETCH(int, starter);
        Position p;
        const QByteArray board = "0,0,0,0,0,5/0,0," + QByteArray::number(inC) + ",0,0,1";
        setup(p, board.constData(), southStore, northStore);
        makeEkwarna(p, 'A', Side::South);
        makeEkwarna(p, 'c', Side::North);
        StepList steps;
        play(p, Decision::sow(hole(p, 'f')), &steps);

        const Step* end = findStep(steps, StepKind::RoundEnd);
        QVERIFY(end);
        QCOMPARE(end->rule, RuleId::M8);
        QCOMPARE(int(end->count), 1);
        // M8: the ekwarna are counted out into their captors' stores.
        QCOMPARE(countSteps(steps, StepKind::Sweep), 2);
        QCOMPARE(countSteps(steps, StepKind::Redistribute), 12);
        QVERIFY(!findStep(steps, StepKind::Lot));
        for (const Step& s : steps)
            if (s.kind == StepKind::Redistribute) {
                QCOMPARE(s.rule, RuleId::M9);
                QCOMPARE(int(s.count), 4);
                QCOMPARE(s.side, p.owner[s.from]);
            }
        const Step* next = findStep(steps, StepKind::NewRound);
        QVERIFY(next);
        QCOMPARE(int(next->count), 2);
        QCOMPARE(int(next->side), starter);

        QCOMPARE(QString::fromStdString(this->owners(p)), owners);
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.store[0] + p.store[1], 0);
        for (int i = 0; i < p.ring(); ++i)
            QCOMPARE(p.mark[i], Mark::None);
        QCOMPARE(p.round, std::uint16_t(2));
        QCOMPARE(int(p.toMove), starter);
        QCOMPARE(p.pending, Pending::Turn);
        QVERIFY(!p.over());
        QCOMPARE(checkConsistency(p), std::string());
        // The new round is played with the new owners (M2).
        DecisionList list;
        legalDecisions(p, list);
        for (const Decision& d : list)
            QCOMPARE(int(p.owner[d.hole]), starter);
    }

    void m9LotForTwoAgainstTwo()
    {
        // As m8RoundEnd: 24 + 6 = 30 = 7 x 4 + 2, 11 + 7 = 18 = 4 x 4 + 2: 11 whole
        // holes, the 12th drawn by lot. South (30) starts either way.
        bool seen[2] = {false, false};
        for (std::uint64_t seed = 1; seed <= 16; ++seed) {
            Position p;
            setup(p, "0,0,0,0,0,5/0,0,7,0,0,1", 24, 11);
            makeEkwarna(p, 'A', Side::South);
            makeEkwarna(p, 'c', Side::North);
            p.rng = seed;
            StepList steps;
            play(p, Decision::sow(hole(p, 'f')), &steps);
            QCOMPARE(countSteps(steps, StepKind::Lot), 1);
            const Step* lot = findStep(steps, StepKind::Lot);
            QCOMPARE(lot->rule, RuleId::M9);
            seen[index(lot->side)] = true;
            QCOMPARE(QString::fromStdString(owners(p)),
                     QString(lot->side == Side::South ? "SSSSSSSSNNNN" : "SSSSSSSNNNNN"));
            QCOMPARE(p.toMove, Side::South);
            QCOMPARE(checkConsistency(p), std::string());
            // The lot is part of the position: the same seed draws the same lot.
            Position again;
            setup(again, "0,0,0,0,0,5/0,0,7,0,0,1", 24, 11);
            makeEkwarna(again, 'A', Side::South);
            makeEkwarna(again, 'c', Side::North);
            again.rng = seed;
            play(again, Decision::sow(hole(again, 'f')));
            QVERIFY(again == p);
        }
        QVERIFY(seen[0]);
        QVERIFY(seen[1]);
    }

    void m10GameEnd_data()
    {
        QTest::addColumn<int>("southStore");
        QTest::addColumn<int>("inC");
        // 41 + 6 = 47 = 11 x 4 + 3 against 0 + 1: 3 against 1 gives South the 12th hole.
        QTest::newRow("M10 47 against 1") << 41 << 1;
        QTest::newRow("M10 48 against 0") << 42 << 0;
    }
    void m10GameEnd()
    {
        QFETCH(int, southStore);
        QFETCH(int, inC);
        Position p;
        const QByteArray board = "0,0,0,0,0,5/0,0," + QByteArray::number(inC) + ",0,0,1";
        setup(p, board.constData(), southStore, 0);
        makeEkwarna(p, 'A', Side::South);
        makeEkwarna(p, 'c', Side::North);
        StepList steps;
        play(p, Decision::sow(hole(p, 'f')), &steps);
        QVERIFY(p.over());
        QCOMPARE(p.outcome, Outcome::SouthWins);
        QCOMPARE(owners(p), std::string("SSSSSSSSSSSS"));
        QCOMPARE(int(p.store[0]), 48); // South has every seed
        QCOMPARE(int(p.store[1]), 0);
        QCOMPARE(p.seedsOnBoard(), 0);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::M10));
        QVERIFY(!findStep(steps, StepKind::NewRound));
        QCOMPARE(countSteps(steps, StepKind::Redistribute), 12);
        QCOMPARE(checkConsistency(p), std::string());
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(list.empty());
    }

    void m11LastHoleCapture()
    {
        Position p;
        // North owns only F (3). South sows E (1): F makes 4, but it is North's last
        // hole: the 4 go to South's store and F stays North's. Board 3 + 1 + 5, stores 39.
        setup(p, "3,1,0,0,0,0/5,0,0,0,0,0", 30, 9);
        setOwners(p, "SSSSSSSSSSSN");
        StepList steps;
        play(p, Decision::sow(hole(p, 'E')), &steps);
        const int f = hole(p, 'F');
        QCOMPARE(int(p.seeds[f]), 0);
        QCOMPARE(int(p.store[0]), 34);
        QCOMPARE(p.owner[f], Side::North);
        QCOMPARE(countSteps(steps, StepKind::MakeEkwarna), 0);
        const Step* capture = findStep(steps, StepKind::Capture);
        QVERIFY(capture);
        QCOMPARE(capture->rule, RuleId::M11);
        QCOMPARE(int(capture->count), 4);
        QCOMPARE(int(capture->from), f);
        QCOMPARE(p.toMove, Side::North);
        // F is empty: North cannot move and passes (M7).
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].kind, DecisionKind::Pass);
    }

    void m11OwnerSowsAndEatsFromLastHole()
    {
        Position p;
        // North's last hole F was made a four before and holds 1; a holds 12. Board 13.
        setup(p, "1,0,0,0,0,0/12,0,0,0,0,0", 20, 15, Side::North);
        setOwners(p, "SSSSSSSSSSSN");
        makeEkwarna(p, 'F', Side::North); // M11: the mark of a last hole, captor = owner
        StepList steps;
        play(p, Decision::sow(hole(p, 'F')), &steps); // North may sow from it
        // Lap 1: F (1) -> a = 13, relay.
        // Lap 2: a (13) -> b..F = 1 (11 holes), a = 1, b = 2; b held 1: relay.
        // Lap 3: b (2) -> c d = 2.  Lap 4: d (2) -> e f = 2.  Lap 5: f (2) -> A B = 2
        // (B is South's, 2 is no four).  Lap 6: B (2) -> C D = 2.
        // Lap 7: D (2) -> E = 2, F = 2: North's own last hole, held 1: North eats 2.
        QCOMPARE(countSteps(steps, StepKind::PickUp), 7);
        const Step* eat = findStep(steps, StepKind::Eat);
        QVERIFY(eat);
        QCOMPARE(eat->rule, RuleId::M11);
        QCOMPARE(int(eat->count), 2);
        QCOMPARE(rows(p), std::string("0,2,0,2,0,2/1,0,2,0,2,0"));
        QCOMPARE(int(p.store[1]), 17);
        // F is empty, North has nothing to continue from: the move ends (M5).
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.toMove, Side::South);
    }

    void m11LastHoleIsOrdinaryForTheOpponent()
    {
        Position p;
        // South's last seed lands in North's last hole F (1 -> 2): no eating, a relay:
        // F (2) -> a = 1, b = 1; b was empty. Board 2, stores 46.
        setup(p, "1,1,0,0,0,0/0,0,0,0,0,0", 30, 16);
        setOwners(p, "SSSSSSSSSSSN");
        makeEkwarna(p, 'F', Side::North);
        StepList steps;
        play(p, Decision::sow(hole(p, 'E')), &steps);
        QCOMPARE(countSteps(steps, StepKind::Eat), 0);
        QCOMPARE(countSteps(steps, StepKind::PickUp), 2);
        QCOMPARE(rows(p), std::string("0,0,0,0,0,0/1,1,0,0,0,0"));
        QCOMPARE(int(p.store[0]), 30);
    }

    void g1CyclingSowingIsRefused()
    {
        Position p;
        // South's a (2) relays for ever: the sowing comes back to this very board,
        // the hand at a again, after 72 laps without ending (relayPeriod() sows it
        // by plain relay rules; no lap makes a four: no hole ever holds more than 3).
        setup(p, "1,0,1,2,0,1/2,0,1,0,1,0", 39, 0);
        QCOMPARE(relayPeriod(p.seeds, hole(p, 'a'), p), 72);
        const Position before = p;
        QVERIFY(!apply(p, Decision::sow(hole(p, 'a'))));
        QVERIFY(p == before);
        RuleId why{};
        QVERIFY(!whyIllegal(p, Decision::sow(hole(p, 'a')), &why).empty());
        QCOMPARE(why, RuleId::G1);
        DecisionList list;
        candidateDecisions(p, list);
        QVERIFY(list.contains(Decision::sow(hole(p, 'a'))));
        legalDecisions(p, list);
        QCOMPARE(list.size(), 2); // c and e
        QVERIFY(!list.contains(Decision::sow(hole(p, 'a'))));
    }

    void g1EveryChoiceCycles_data()
    {
        QTest::addColumn<bool>("continuing");
        QTest::newRow("G1 turn: the player passes") << false;
        QTest::newRow("G1 M5 continuation: the move ends") << true;
    }
    void g1EveryChoiceCycles()
    {
        QFETCH(bool, continuing);
        Position p;
        // The board of g1CyclingSowingIsRefused, South owning only a: its one choice cycles.
        setup(p, "1,0,1,2,0,1/2,0,1,0,1,0", 39, 0);
        setOwners(p, "SNNNNNNNNNNN");
        QCOMPARE(relayPeriod(p.seeds, hole(p, 'a'), p), 72);
        if (continuing)
            p.pending = Pending::ContinueFrom; // as after eating (M5)
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].kind, DecisionKind::Pass);
        const Decision sow = continuing ? Decision::continueFrom(0) : Decision::sow(0);
        QVERIFY(!apply(p, sow));
        StepList steps;
        play(p, Decision::pass(), &steps);
        QVERIFY(hasStep(steps, StepKind::Pass, RuleId::G1));
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(rows(p), std::string("1,0,1,2,0,1/2,0,1,0,1,0"));
    }

    void g2QuietLimit()
    {
        Position p = fresh();
        // The opening sowing of m2RelaySowing reaches no store and no ekwarna: quiet.
        p.quietPlies = static_cast<std::uint16_t>(2 * m_rules.quietLimit - 1);
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        // In a game of rounds G2 ends the round, not the game (the count by
        // hand: tst_round_limits).
        QVERIFY(!p.over());
        QVERIFY(hasStep(steps, StepKind::RoundEnd, RuleId::G2));
        QCOMPARE(p.round, std::uint16_t(2));
    }

    void randomPlayouts()
    {
        // Seeded self-play through legalDecisions()/apply(): every decision is accepted,
        // the position stays consistent and every game ends (M10 or G3).
        int rounds = 0;
        int lastHoles = 0;
        // All 200 in every build: games end in a few rounds since G2/G3, and a
        // smaller share need not reach the last hole (M11).
        const int games = 200;
        for (std::uint64_t game = 1; game <= std::uint64_t(games); ++game) {
            Position p = startPosition(m_rules, game);
            std::uint64_t choice = game * 7919;
            long decisions = 0;
            StepList steps;
            while (!p.over()) {
                DecisionList list;
                legalDecisions(p, list);
                QVERIFY(!list.empty());
                if (p.pending == Pending::ContinueFrom)
                    for (const Decision& d : list)
                        QVERIFY(d.kind == DecisionKind::Continue || list.size() == 1);
                const Decision d = list[int(nextChoice(choice) % std::uint64_t(list.size()))];
                steps.clear();
                QVERIFY(apply(p, d, &steps));
                QVERIFY(!steps.empty());
                for (const Step& s : steps)
                    lastHoles += s.rule == RuleId::M11;
                const std::string problem = checkConsistency(p);
                QVERIFY2(problem.empty(), problem.c_str());
                QCOMPARE(p.totalSeeds(), 48);
                QVERIFY(++decisions < 2000000);
            }
            rounds += p.round;
        }
        QVERIFY(rounds > games); // games go over several rounds
        QVERIFY(lastHoles > 0); // and reach the last hole
    }
};

QTEST_APPLESS_MAIN(TestKeren)
#include "tst_keren.moc"
