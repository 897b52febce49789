// SPDX-License-Identifier: GPL-3.0-or-later
// Kalah, docs/rules.md K1-K9, from hand-worked positions.

#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

Q_DECLARE_METATYPE(mancala::Outcome)

class TestKalah : public QObject {
    Q_OBJECT

private:
    Rules m_rules = Rules::defaults(Variant::Kalah);

    Position fresh(const Rules& r) { return startPosition(r, 1); }

private slots:
    void k1StartPosition()
    {
        const Position p = fresh(m_rules);
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.store[0] + p.store[1], 0);
        QCOMPARE(p.toMove, Side::South);
        QCOMPARE(p.totalSeeds(), 48);
    }

    void k1SizesAndSeeds_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<int>("seeds");
        QTest::newRow("K1 3 houses 1 seed") << 3 << 1;
        QTest::newRow("K1 6 houses 3 seeds (the source's rule)") << 6 << 3;
        QTest::newRow("K1 8 houses 10 seeds") << 8 << 10;
    }
    void k1SizesAndSeeds()
    {
        QFETCH(int, houses);
        QFETCH(int, seeds);
        Rules r = m_rules;
        QCOMPARE(r.set("houses", std::to_string(houses)), std::string());
        QCOMPARE(r.set("seeds", std::to_string(seeds)), std::string());
        const Position p = fresh(r);
        QCOMPARE(p.totalSeeds(), 2 * houses * seeds);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), houses);
    }

    void k1RefusesOtherSizes()
    {
        Rules r = m_rules;
        QVERIFY(!r.set("houses", "2").empty());
        QVERIFY(!r.set("houses", "9").empty());
        QVERIFY(!r.set("seeds", "11").empty());
        QVERIFY(r == m_rules);
    }

    void k2SowsCounterClockwise()
    {
        Position p = fresh(m_rules);
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/0,5,5,5,5,4"));
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(steps.front().kind, StepKind::PickUp);
        QCOMPARE(countSteps(steps, StepKind::Drop), 4);
    }

    void k2SkipsOpponentStore()
    {
        Position p = fresh(m_rules);
        setRows(p, "4,4,4,4,4,4/4,4,4,4,4,8"); // 52 seeds: rules total does not matter here
        StepList steps;
        apply(p, Decision::sow(hole(p, 'f')), &steps);
        // f: store, A..F, (North's store skipped), a
        QCOMPARE(p.store[0], 1);
        QCOMPARE(p.store[1], 0);
        QCOMPARE(rows(p), std::string("5,5,5,5,5,5/5,4,4,4,4,0"));
        QVERIFY(hasStep(steps, StepKind::Skip, RuleId::K2));
    }

    void k2OnlyOwnNonEmptyHouses_data()
    {
        QTest::addColumn<char>("name");
        QTest::newRow("K2 opponent's house") << 'A';
        QTest::newRow("K2 empty own house") << 'b';
    }
    void k2OnlyOwnNonEmptyHouses()
    {
        QFETCH(char, name);
        Position p = fresh(m_rules);
        setRows(p, "4,4,4,4,4,4/4,0,4,4,4,4");
        const Position before = p;
        QVERIFY(!apply(p, Decision::sow(hole(p, name))));
        QVERIFY(p == before);
        RuleId rule{};
        QVERIFY(!whyIllegal(p, Decision::sow(hole(p, name)), &rule).empty());
        QCOMPARE(rule, RuleId::K2);
    }

    void k3ExtraTurn()
    {
        Position p = fresh(m_rules);
        StepList steps;
        play(p, Decision::sow(hole(p, 'c')), &steps); // d e f store
        QCOMPARE(p.store[0], 1);
        QCOMPARE(p.toMove, Side::South);
        QVERIFY(hasStep(steps, StepKind::ExtraTurn, RuleId::K3));
        play(p, Decision::sow(hole(p, 'f'))); // store A B C D: the turn passes
        QCOMPARE(p.toMove, Side::North);
    }

    void k4Capture()
    {
        Position p = fresh(m_rules);
        setRows(p, "1,1,1,1,1,1/1,0,0,0,0,3");
        StepList steps;
        apply(p, Decision::sow(hole(p, 'a')), &steps);
        // The last seed lands in b, empty; E faces it with 1: both to the store.
        QCOMPARE(p.store[0], 2);
        QCOMPARE(rows(p), std::string("1,0,1,1,1,1/0,0,0,0,0,3"));
        QVERIFY(hasStep(steps, StepKind::Capture, RuleId::K4));
        QCOMPARE(p.toMove, Side::North);
    }

    void k4NoCaptureInOpponentsEmptyHouse()
    {
        Position p = fresh(m_rules);
        setRows(p, "1,1,1,1,1,0/1,0,0,0,0,2");
        apply(p, Decision::sow(hole(p, 'f')));
        // store, then A (empty, but North's): no capture.
        QCOMPARE(p.store[0], 1);
        QCOMPARE(rows(p), std::string("1,1,1,1,1,1/1,0,0,0,0,0"));
        QVERIFY(!p.over());
    }

    void k5EndsWhenARowIsEmpty()
    {
        Position p = fresh(m_rules);
        setRows(p, "0,0,0,2,0,3/0,0,0,0,0,1");
        p.store = {20, 22};
        StepList steps;
        apply(p, Decision::sow(hole(p, 'f'))); // into the store: South's row is empty
        QVERIFY(p.over());
        // North puts the 5 seeds left in their houses into their store.
        QCOMPARE(p.store[0], 21);
        QCOMPARE(p.store[1], 27);
        QCOMPARE(p.outcome, Outcome::NorthWins);
    }

    void k5EndsTheGameBeforeG2OnTheSameMove()
    {
        // Clockwise, a's single seed skips North's store into F: a quiet
        // turn (no store reached) that reaches quiet-limit=1 and empties
        // South's row. K5 ends and scores the game; G2 does not draw it.
        Rules r = m_rules;
        QCOMPARE(r.set("clockwise", "on"), std::string());
        QCOMPARE(r.set("quiet-limit", "1"), std::string());
        Position p = fresh(r);
        setRows(p, "0,0,0,0,0,2/1,0,0,0,0,0");
        p.store = {20, 25};
        p.quietPlies = 1;
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        QVERIFY(p.over());
        QCOMPARE(p.store[0], 20);
        QCOMPARE(p.store[1], 28);
        QCOMPARE(p.outcome, Outcome::NorthWins);
        QCOMPARE(countSteps(steps, StepKind::GameEnd), 1);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::K5));
    }

    void g2QuietEnd_data()
    {
        QTest::addColumn<QString>("quietEnd");
        QTest::addColumn<Outcome>("outcome");
        QTest::newRow("G2 kalah quiet-end=draw by default") << QString() << Outcome::Draw;
        QTest::newRow("G2 kalah quiet-end=score: the stores decide") << QStringLiteral("score") << Outcome::SouthWins;
    }
    void g2QuietEnd()
    {
        // a (1) into the empty b, whose opposite E is empty; North's B (1)
        // into the empty C, whose opposite d is empty: two quiet turns reach
        // quiet-limit=1. Stores 26 and 20; the seeds in b and C stay where
        // they are and count for no one (K5 does not sweep them).
        QFETCH(QString, quietEnd);
        QFETCH(Outcome, outcome);
        Rules r = m_rules;
        QCOMPARE(r.set("quiet-limit", "1"), std::string());
        if (!quietEnd.isEmpty())
            QCOMPARE(r.set("quiet-end", quietEnd.toStdString()), std::string());
        Position p = fresh(r);
        setRows(p, "0,0,0,0,1,0/1,0,0,0,0,0");
        p.store = {26, 20};
        QCOMPARE(checkConsistency(p), std::string());
        play(p, Decision::sow(hole(p, 'a')));
        QVERIFY(!p.over());
        StepList steps;
        play(p, Decision::sow(hole(p, 'B')), &steps);
        QVERIFY(p.over());
        QVERIFY(p.quietStop);
        QCOMPARE(p.outcome, outcome);
        QCOMPARE(rows(p), std::string("0,0,0,1,0,0/0,1,0,0,0,0"));
        QCOMPARE(p.store[0], 26);
        QCOMPARE(p.store[1], 20);
        QCOMPARE(countSteps(steps, StepKind::Sweep), 0);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::G2));
        QCOMPARE(checkConsistency(p), std::string());
    }

    void k5LapPassesTheEmptiedStartHouse()
    {
        Position p = fresh(m_rules);
        setRows(p, "0,0,0,0,0,0/0,0,13,0,0,0");
        p.toMove = Side::South;
        apply(p, Decision::sow(hole(p, 'c')));
        // 13 seeds: d e f, store, A..F, a b c: the last falls in the emptied c,
        // which captures it with the seed sown into D.
        QCOMPARE(int(p.seeds[hole(p, 'c')]), 0);
        QCOMPARE(int(p.seeds[hole(p, 'D')]), 0);
        QCOMPARE(p.store[0], 1 + 2);
    }

    void k6Clockwise()
    {
        Rules r = m_rules;
        QCOMPARE(r.set("clockwise", "on"), std::string());
        Position p = fresh(r);
        StepList steps;
        play(p, Decision::sow(hole(p, 'c')), &steps); // b a (North's store skipped) F E
        QCOMPARE(rows(p), std::string("5,5,4,4,4,4/5,5,0,4,4,4"));
        QVERIFY(hasStep(steps, StepKind::Skip, RuleId::K2));
        QCOMPARE(p.toMove, Side::North);
        // A clockwise: South's store (between A and f) skipped, then f e d c
        play(p, Decision::sow(hole(p, 'A')));
        QCOMPARE(rows(p), std::string("5,5,4,4,4,0/5,5,1,5,5,5"));
    }

    void k6ClockwiseReachesOwnStore()
    {
        Rules r = m_rules;
        r.set("clockwise", "on");
        Position p = fresh(r);
        setRows(p, "0,0,0,0,0,0/8,1,1,1,1,1");
        // a clockwise: North's store skipped, F E D C B A, South's store (between A and f), f
        apply(p, Decision::sow(hole(p, 'a')));
        QCOMPARE(rows(p), std::string("1,1,1,1,1,1/0,1,1,1,1,2"));
        QCOMPARE(p.store[0], 1);
        QCOMPARE(p.toMove, Side::North);
    }

    void k7EmptyCapture_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("store");   // South's store after a
        QTest::addColumn<int>("inB");     // seeds left in b
        QTest::addColumn<int>("inE");     // seeds left in E, opposite b
        QTest::addColumn<QString>("rule"); // the rule of the capture steps, "" none
        // a (1) sows into the empty b; E faces b.
        const QString emptyE = QStringLiteral("0,0,0,0,0,2/1,0,0,0,0,3");
        const QString fullE = QStringLiteral("0,5,0,0,0,2/1,0,0,0,0,3");
        QTest::newRow("K7 off, E empty: the seed stays") << "off" << emptyE << 0 << 1 << 0 << "";
        QTest::newRow("K7 on, E empty: the last seed is captured alone") << "on" << emptyE << 1 << 0 << 0 << "K7";
        QTest::newRow("K7 last-seed, E empty: the last seed goes alone") << "last-seed" << emptyE << 1 << 0 << 0 << "K7";
        QTest::newRow("K4 off, E 5: seed and E to the store") << "off" << fullE << 6 << 0 << 0 << "K4";
        QTest::newRow("K4 on, E 5: K4 still takes E") << "on" << fullE << 6 << 0 << 0 << "K4";
        QTest::newRow("K7 last-seed, E 5: the last seed alone, E stays") << "last-seed" << fullE << 1 << 0 << 5 << "K7";
    }
    void k7EmptyCapture()
    {
        QFETCH(QString, mode);
        QFETCH(QString, board);
        QFETCH(int, store);
        QFETCH(int, inB);
        QFETCH(int, inE);
        QFETCH(QString, rule);
        Rules r = m_rules;
        QCOMPARE(r.set("empty-capture", mode.toStdString()), std::string());
        QCOMPARE(QString::fromStdString(r.value("empty-capture")), mode);
        Position p = fresh(r);
        setRows(p, board.toLatin1().constData());
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        QCOMPARE(int(p.store[0]), store);
        QCOMPARE(int(p.seeds[hole(p, 'b')]), inB);
        QCOMPARE(int(p.seeds[hole(p, 'E')]), inE);
        QCOMPARE(p.toMove, Side::North); // no extra turn
        QCOMPARE(countSteps(steps, StepKind::Capture) > 0, !rule.isEmpty());
        for (const Step& st : steps)
            if (st.kind == StepKind::Capture)
                QCOMPARE(QString::fromLatin1(ruleIdName(st.rule).data()), rule);
        QCOMPARE(hasStep(steps, StepKind::Capture, RuleId::K4), rule == QLatin1String("K4"));
        QCOMPARE(hasStep(steps, StepKind::Capture, RuleId::K7), rule == QLatin1String("K7"));
    }

    void k8RemainingNotCounted()
    {
        Rules r = m_rules;
        r.set("count-remaining", "off");
        Position p = fresh(r);
        setRows(p, "0,0,0,2,0,3/0,0,0,0,0,1");
        p.store = {20, 22};
        StepList steps;
        apply(p, Decision::sow(hole(p, 'f')), &steps);
        QVERIFY(p.over());
        QCOMPARE(p.store[0], 21);
        QCOMPARE(p.store[1], 22);
        QCOMPARE(p.outcome, Outcome::NorthWins);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::K8));
        QCOMPARE(countSteps(steps, StepKind::Sweep), 0);
    }

    void k9PieSwap()
    {
        Rules r = m_rules;
        r.set("pie", "on");
        Position p = fresh(r);
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(!list.contains(Decision::swap()));
        play(p, Decision::sow(hole(p, 'a')));
        legalDecisions(p, list);
        QVERIFY(list.contains(Decision::swap()));
        StepList steps;
        play(p, Decision::swap(), &steps);
        QVERIFY(hasStep(steps, StepKind::Swap, RuleId::K9));
        // North now has the position South made; South moves from North's old one.
        QCOMPARE(rows(p), std::string("4,5,5,5,5,0/4,4,4,4,4,4"));
        QCOMPARE(p.toMove, Side::South);
        legalDecisions(p, list);
        QVERIFY(!list.contains(Decision::swap()));
    }

    void k9NoSwapAfterNorthSows()
    {
        Rules r = m_rules;
        r.set("pie", "on");
        Position p = fresh(r);
        play(p, Decision::sow(hole(p, 'a')));
        play(p, Decision::sow(hole(p, 'A')));
        play(p, Decision::sow(hole(p, 'b')));
        QVERIFY(!apply(p, Decision::swap()));
    }
};

QTEST_APPLESS_MAIN(TestKalah)
#include "tst_kalah.moc"
