// SPDX-License-Identifier: GPL-3.0-or-later
// The round end shared by Qelat Keren and Mewelad (M8-M10, W5-W7), called
// directly on hand-made positions: totals in the stores, holes shared out.

#include "rules/rounds.h" // a private header of the core

#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

class TestRounds : public QObject {
    Q_OBJECT

private:
    Rules m_mewelad = Rules::defaults(Variant::Mewelad);
    Rules m_keren = Rules::defaults(Variant::QelatKeren);

    /// A round that is over: an empty board, the totals in the stores.
    static Position over(const Rules& rules, int south, int north, const char* owners)
    {
        Position p = startPosition(rules, 3);
        p.phase = Phase::Play;
        p.pending = Pending::Turn;
        p.toMove = p.decider = Side::South;
        p.seeds.fill(0);
        p.store = {static_cast<std::int16_t>(south), static_cast<std::int16_t>(north)};
        for (int i = 0; i < p.ring(); ++i)
            p.owner[i] = owners[i] == 'S' ? Side::South : Side::North;
        return p;
    }

    static std::string owners(const Position& p)
    {
        std::string out;
        for (int i = 0; i < p.ring(); ++i)
            out += p.owner[i] == Side::South ? 'S' : 'N';
        return out;
    }

private slots:
    void w6WeakerPlayer_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<bool>("lot");
        // 30 = 7 x 4 + 2 against 18 = 4 x 4 + 2: each is 2 short of the 12th hole.
        QTest::newRow("W6 South owned 4 holes: South gets it")
            << "SSSSNNNNNNNN" << "SSSSSSSSNNNN" << false;
        QTest::newRow("W6 North owned 5 holes: North gets it")
            << "SSSSSSSNNNNN" << "SSSSSSSNNNNN" << false;
        QTest::newRow("W6 6 holes each: a lot") << "SSSSSSNNNNNN" << "" << true;
    }
    void w6WeakerPlayer()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(bool, lot);
        Position p = over(m_mewelad, 30, 18, before.toLatin1().constData());
        StepList steps;
        detail::endRound(p, detail::kMeweladRounds, &steps);
        QCOMPARE(countSteps(steps, StepKind::Lot), lot ? 1 : 0);
        QString expected = after;
        if (lot) {
            QVERIFY(hasStep(steps, StepKind::Lot, RuleId::W6));
            bool south = false;
            for (const Step& s : steps)
                south = south || (s.kind == StepKind::Lot && s.side == Side::South);
            expected = south ? "SSSSSSSSNNNN" : "SSSSSSSNNNNN";
        }
        QCOMPARE(QString::fromStdString(owners(p)), expected);
        QVERIFY(hasStep(steps, StepKind::RoundEnd, RuleId::W5));
        QVERIFY(hasStep(steps, StepKind::Redistribute, RuleId::W6));
        QVERIFY(hasStep(steps, StepKind::NewRound, RuleId::W6));
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.toMove, Side::South); // 30 against 18
        QCOMPARE(checkConsistency(p), std::string());
    }

    void w7GameEnd()
    {
        // North 45 = 11 x 4 + 1 against South 3: 3 against 1 keeps South one hole.
        // North fills A..F, then a..e (reached first from F): South keeps f.
        Position p = over(m_mewelad, 3, 45, "SSSSSSNNNNNN");
        StepList steps;
        detail::endRound(p, detail::kMeweladRounds, &steps);
        QVERIFY(!p.over());
        QCOMPARE(owners(p), std::string("NNNNNSNNNNNN"));
        QCOMPARE(p.toMove, Side::North);
        // 46 against 2: 2 against 2, and South, owning 1 hole, is the weaker (W6).
        p = over(m_mewelad, 2, 46, "NNNNNSNNNNNN");
        steps.clear();
        detail::endRound(p, detail::kMeweladRounds, &steps);
        QCOMPARE(countSteps(steps, StepKind::Lot), 0);
        QCOMPARE(owners(p), std::string("NNNNNSNNNNNN"));
        // 47 against 1: North gets every hole and the game ends.
        p = over(m_mewelad, 1, 47, "NNNNNSNNNNNN");
        steps.clear();
        detail::endRound(p, detail::kMeweladRounds, &steps);
        QVERIFY(p.over());
        QCOMPARE(p.outcome, Outcome::NorthWins);
        QCOMPARE(owners(p), std::string("NNNNNNNNNNNN"));
        QCOMPARE(int(p.store[1]), 48);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::W7));
        QCOMPARE(checkConsistency(p), std::string());
    }

    void m8SeedsLeftOnTheBoard()
    {
        // Seeds left in a plain hole count for its owner, those in an ekwarna for
        // the captor: South 20 + 3 (a) + 1 (C, South's ekwarna) = 24, North 20 + 4 (A).
        Position p = over(m_keren, 20, 20, "SSSSSSNNNNNN");
        p.seeds[0] = 3;
        p.seeds[6] = 4;
        p.seeds[8] = 1;
        p.mark[8] = Mark::Ekwarna;
        p.markOwner[8] = Side::South;
        QCOMPARE(checkConsistency(p), std::string());
        p.toMove = Side::North;
        StepList steps;
        detail::endRound(p, detail::kKerenRounds, &steps);
        QCOMPARE(countSteps(steps, StepKind::Sweep), 3);
        for (const Step& s : steps)
            if (s.kind == StepKind::Sweep)
                QCOMPARE(int(s.to), int(storeOf(s.side)));
        QCOMPARE(owners(p), std::string("SSSSSSNNNNNN"));
        QCOMPARE(p.toMove, Side::North); // an even round: the side to move starts
        QCOMPARE(p.mark[8], Mark::None);
        QCOMPARE(checkConsistency(p), std::string());
    }

    void m9CustomLayoutRemainder()
    {
        // 49 seeds: 4 a hole and one over, which goes into a. South 30 = 7 x 4 + 2,
        // North 19 = 4 x 4 + 3: the 12th hole goes to the 3.
        Rules r = m_keren;
        QCOMPARE(r.set("layout", "custom:4,4,4,4,4,4/5,4,4,4,4,4"), std::string());
        Position p = over(r, 30, 19, "SSSSSSNNNNNN");
        detail::endRound(p, detail::kKerenRounds, nullptr);
        QCOMPARE(owners(p), std::string("SSSSSSSNNNNN"));
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/5,4,4,4,4,4"));
        QCOMPARE(checkConsistency(p), std::string());
    }
};

QTEST_APPLESS_MAIN(TestRounds)
#include "tst_rounds.moc"
