// SPDX-License-Identifier: GPL-3.0-or-later
// The racing start (W2, E2) as the race engine runs it, on Enkeshui 2x4
// boards (a..d = 0..3, A..D = 4..7), whose race is plain relay sowing (E2).

#include "test_support.h"

#include <QTest>

#include <deque>

using namespace mancala;
using namespace testsupport;

class TestRace : public QObject {
    Q_OBJECT

private:
    std::deque<Rules> m_rules; // positions point at their rules: keep them alive

    const Rules& raceRules(const QString& rows)
    {
        Rules r = Rules::defaults(Variant::Enkeshui);
        const std::string err = r.set("layout", "custom:" + rows.toStdString());
        if (!err.empty())
            QTest::qFail(err.c_str(), __FILE__, __LINE__);
        m_rules.push_back(r);
        return m_rules.back();
    }

    static int dropsBy(const StepList& steps, Side side)
    {
        int n = 0;
        for (const Step& s : steps)
            n += s.kind == StepKind::Drop && s.side == side;
        return n;
    }

private slots:
    void races_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<char>("south");
        QTest::addColumn<char>("north");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("winner"); // S, N or L (by lot)
        QTest::addColumn<int>("ticks");
        QTest::addColumn<int>("southDrops");
        QTest::addColumn<int>("northDrops");

        // After the lifts: a0 b1 c1 d1 | A3 B0 C1 D1.
        // t1 S b 1->2; N C 1->2 relay C(2). t2 S c 1->2 relay c(2); N D 1->2.
        // t3 S d 1->2; N a 0->1 empty: North ends at tick 3.
        // t4 S A 3->4: no bull in the race (E2), relay A(4). t5-t7 S B 0->1,
        // C 0->1, D 2->3. t8 S a 1->2 relay a(2). t9 S b 2->3.
        // t10 S c 0->1 empty: South ends at tick 10, North won.
        QTest::newRow("E2 hand-worked race: North wins at tick 3, no bull at 3->4")
            << "1,1,1,3/2,1,1,1" << 'a' << 'B' << "3,1,1,0/0,3,1,2" << "N" << 10 << 10 << 3;
        // After the lifts: a1 b1 c1 d0 | A0 B1 C1 D1.
        // t1 S A 0->1 empty: South ends at once; N B 1->2 relay B(2).
        // t2 N C 1->2. t3 N D 1->2 relay D(2). t4 N a 1->2. t5 N b 1->2 relay
        // b(2). t6 N c 1->2. t7 N d 0->1 empty: North ends at tick 7.
        QTest::newRow("W2/E2 South wins at tick 1, North finishes its sowing")
            << "1,1,1,1/1,1,1,1" << 'd' << 'A' << "0,2,0,1/2,0,2,1" << "S" << 7 << 1 << 7;
        // After the lifts: a0 b1 c1 d1 | A0 B1 C1 D1, a mirror image.
        // t1 S b, N B 1->2. t2 S c, N C 1->2: both relay. t3 S d, N D 1->2.
        // t4 S A 0->1, N a 0->1: both end in the same tick, a lot decides.
        QTest::newRow("W2/E2 tie in the same tick broken by lot")
            << "1,1,1,2/2,1,1,1" << 'a' << 'A' << "2,0,2,1/1,2,0,2" << "L" << 4 << 4 << 4;
    }
    void races()
    {
        QFETCH(QString, layout);
        QFETCH(char, south);
        QFETCH(char, north);
        QFETCH(QString, after);
        QFETCH(QString, winner);
        QFETCH(int, ticks);
        QFETCH(int, southDrops);
        QFETCH(int, northDrops);
        const Rules& r = raceRules(layout);
        Position p = startPosition(r, 7);
        QCOMPARE(p.phase, Phase::Race);
        QCOMPARE(p.pending, Pending::Race);
        StepList steps;
        play(p, Decision::sow(hole(p, south)), &steps);
        play(p, Decision::sow(hole(p, north)), &steps);
        QCOMPARE(checkConsistency(p), std::string());
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(countSteps(steps, StepKind::RaceTick), ticks);
        QCOMPARE(dropsBy(steps, Side::South), southDrops);
        QCOMPARE(dropsBy(steps, Side::North), northDrops);
        QCOMPARE(countSteps(steps, StepKind::MakeBull) + countSteps(steps, StepKind::Capture), 0);
        QCOMPARE(p.store[0] + p.store[1], 0);
        const Step& won = steps.back();
        QCOMPARE(won.kind, StepKind::RaceWon);
        QCOMPARE(won.rule, RuleId::E2);
        QCOMPARE(countSteps(steps, StepKind::Lot), winner == QLatin1String("L") ? 1 : 0);
        QCOMPARE(int(won.count), winner == QLatin1String("L") ? 1 : 0);
        if (winner == QLatin1String("L"))
            QCOMPARE(won.side, steps[steps.size() - 2].side); // the lot's winner
        else
            QCOMPARE(won.side, winner == QLatin1String("S") ? Side::South : Side::North);
        // The winner makes the first ordinary move.
        QCOMPARE(p.phase, Phase::Play);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.toMove, won.side);
        QCOMPARE(p.decider, won.side);
        QVERIFY(!p.hand[0].active && !p.hand[1].active);
        for (int i = 0; i < p.ring(); ++i)
            QCOMPARE(p.mark[i], Mark::None);
    }

    void choicesAreHiddenUntilBothChose()
    {
        const Rules& r = raceRules("1,1,1,3/2,1,1,1");
        Position p = startPosition(r, 1);
        const Position start = p;
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        // W2/E2: South's choice is recorded, nothing is sown, North chooses.
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0].kind, StepKind::RaceChoice);
        QCOMPARE(steps[0].side, Side::South);
        QCOMPARE(p.seeds, start.seeds);
        QCOMPARE(p.phase, Phase::Race);
        QCOMPARE(p.decider, Side::North);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 4); // North's A..D
        for (const Decision& d : list)
            QCOMPARE(p.rowOf(d.hole), Side::North);
    }

    void southDropsFirstInATick()
    {
        const Rules& r = raceRules("1,1,1,3/2,1,1,1");
        Position p = startPosition(r, 1);
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        play(p, Decision::sow(hole(p, 'B')), &steps);
        // The first two ticks of the hand-worked race (see races()).
        const std::vector<std::pair<StepKind, Side>> expected = {
            {StepKind::RaceChoice, Side::South}, {StepKind::RaceChoice, Side::North},
            {StepKind::PickUp, Side::South},     {StepKind::PickUp, Side::North},
            {StepKind::RaceTick, Side::South},   {StepKind::Drop, Side::South},
            {StepKind::Drop, Side::North},       {StepKind::PickUp, Side::North},
            {StepKind::RaceTick, Side::South},   {StepKind::Drop, Side::South},
            {StepKind::PickUp, Side::South},     {StepKind::Drop, Side::North},
        };
        QVERIFY(steps.size() > expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(steps[i].kind, expected[i].first);
            QCOMPARE(steps[i].side, expected[i].second);
        }
        QCOMPARE(int(steps[5].to), hole(p, 'b'));
        QCOMPARE(int(steps[6].to), hole(p, 'C'));
    }

    void lotFollowsTheSeed()
    {
        // The tie of races(): the lot comes from the game's seeded PRNG, so
        // the same seed gives the same winner and both sides win some seeds.
        const Rules& r = raceRules("1,1,1,2/2,1,1,1");
        std::array<int, 2> wins{};
        for (std::uint64_t seed = 0; seed < 32; ++seed) {
            Side first{};
            for (int again = 0; again < 2; ++again) {
                Position p = startPosition(r, seed);
                play(p, Decision::sow(hole(p, 'a')));
                play(p, Decision::sow(hole(p, 'A')));
                if (again == 0)
                    first = p.toMove;
                else
                    QCOMPARE(p.toMove, first);
            }
            ++wins[index(first)];
        }
        QVERIFY(wins[0] > 0 && wins[1] > 0);
    }

    void illegalRaceChoices_data()
    {
        QTest::addColumn<bool>("northChooses");
        QTest::addColumn<char>("name");
        QTest::newRow("W2/E2 South may not race from North's hole") << false << 'A';
        QTest::newRow("W2/E2 North may not race from South's hole") << true << 'b';
        QTest::newRow("W2/E2 no race from an empty hole") << true << 'D';
    }
    void illegalRaceChoices()
    {
        QFETCH(bool, northChooses);
        QFETCH(char, name);
        const Rules& r = raceRules("0,1,1,3/2,1,1,1");
        Position p = startPosition(r, 1);
        if (northChooses)
            play(p, Decision::sow(hole(p, 'a')));
        const Position before = p;
        StepList steps;
        QVERIFY(!apply(p, Decision::sow(hole(p, name)), &steps));
        QVERIFY(p == before);
        QVERIFY(steps.empty());
        RuleId rule{};
        QVERIFY(!whyIllegal(p, Decision::sow(hole(p, name)), &rule).empty());
        QCOMPARE(rule, RuleId::E2);
    }

    void e2OnlySowingDuringTheRace()
    {
        const Rules& r = raceRules("1,1,1,3/2,1,1,1");
        Position p = startPosition(r, 1);
        const Position before = p;
        RuleId rule{};
        for (const Decision& d : {Decision::pass(), Decision::direction(Direction::Cw)}) {
            QVERIFY(!apply(p, d));
            QVERIFY(p == before);
            QVERIFY(!whyIllegal(p, d, &rule).empty());
            QCOMPARE(rule, RuleId::E2);
        }
        QVERIFY(!canDistribute(p)); // E8 only in play
    }
};

QTEST_APPLESS_MAIN(TestRace)
#include "tst_race.moc"
