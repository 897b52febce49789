// SPDX-License-Identifier: GPL-3.0-or-later
// Enkeshui, docs/rules.md E1-E10 (and G1, G2 as they apply), from hand-worked
// positions. Rows are written as docs/rules.md writes them: North's row as South
// sees it (North's last hole first, down to A), a slash, South's row from a.
// Ring indices on 2x8: a..h = 0..7, A..H = 8..15, and i faces 15-i
// (a-H, b-G, c-F, d-E, e-D, f-C, g-B, h-A).

#include "test_support.h"

#include <QTest>

#include <deque>
#include <set>

using namespace mancala;
using namespace testsupport;

namespace {

Side sideOf(const QString& s) { return s == QLatin1String("N") ? Side::North : Side::South; }

/// Bulls as text, "d:S C:N": each bull's hole and owner, in ring order.
std::string bullsText(const Position& p)
{
    std::string out;
    for (int i = 0; i < p.ring(); ++i) {
        if (p.mark[i] != Mark::Bull)
            continue;
        if (!out.empty())
            out += ' ';
        out += static_cast<char>(i < p.houses() ? 'a' + i : 'A' + i - p.houses());
        out += p.markOwner[i] == Side::South ? ":S" : ":N";
    }
    return out;
}

void setBulls(Position& p, const QString& text)
{
    for (const QString& item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const int i = hole(p, item.at(0).toLatin1());
        p.mark[i] = Mark::Bull;
        p.markOwner[i] = sideOf(item.mid(2));
    }
}

} // namespace

class TestEnkeshui : public QObject {
    Q_OBJECT

private:
    std::deque<Rules> m_rules; // positions point at their rules: keep them alive

    /// Rules with a custom layout (race off unless asked), kept for the test's life.
    const Rules& rulesFor(const QString& rows, std::initializer_list<std::pair<const char*, const char*>> set = {})
    {
        Rules r = Rules::defaults(Variant::Enkeshui);
        r.set("race", "off");
        for (const auto& [name, value] : set) {
            const std::string err = r.set(name, value);
            if (!err.empty())
                QTest::qFail(err.c_str(), __FILE__, __LINE__);
        }
        const std::string err = r.set("layout", "custom:" + rows.toStdString());
        if (!err.empty())
            QTest::qFail(err.c_str(), __FILE__, __LINE__);
        m_rules.push_back(r);
        return m_rules.back();
    }

    Position game(const QString& rows, Side toMove = Side::South,
                  std::initializer_list<std::pair<const char*, const char*>> set = {})
    {
        Position p = startPosition(rulesFor(rows, set), 1);
        p.toMove = p.decider = toMove;
        return p;
    }

    /// A legal decision, with conservation and consistency checked after it.
    static void move(Position& p, const Decision& d, StepList* steps = nullptr)
    {
        play(p, d, steps);
        QCOMPARE(checkConsistency(p), std::string());
    }

private slots:
    // ---- E1 -----------------------------------------------------------------

    void e1StartLayouts_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("southHoles"); // South's non-empty holes: the first choices
        QTest::newRow("E1 2x8 A") << 8 << "A" << "4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4" << 6;
        QTest::newRow("E1 2x8 B") << 8 << "B" << "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0" << 6;
        QTest::newRow("E1 2x10") << 10 << "A" << "4,4,4,4,4,4,0,0,0,0/0,0,0,0,4,4,4,4,4,4" << 6;
        QTest::newRow("E1 2x12") << 12 << "A" << "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3" << 8;
    }
    void e1StartLayouts()
    {
        QFETCH(int, houses);
        QFETCH(QString, layout);
        QFETCH(QString, expected);
        QFETCH(int, southHoles);
        for (const bool race : {false, true}) {
            Rules r = Rules::defaults(Variant::Enkeshui);
            QCOMPARE(r.set("houses", std::to_string(houses)), std::string());
            QCOMPARE(r.set("layout", layout.toStdString()), std::string());
            QCOMPARE(r.set("race", race ? "on" : "off"), std::string());
            const Position p = startPosition(r, 1);
            QCOMPARE(rows(p), expected.toStdString());
            QCOMPARE(p.totalSeeds(), 48);
            QCOMPARE(checkConsistency(p), std::string());
            QCOMPARE(p.phase, race ? Phase::Race : Phase::Play);
            QCOMPARE(p.decider, Side::South);
            DecisionList list;
            legalDecisions(p, list);
            QCOMPARE(list.size(), southHoles);
            for (const Decision& d : list)
                QCOMPARE(p.rowOf(d.hole), Side::South);
        }
    }

    // ---- E3-E7 sowing, data-driven ------------------------------------------

    void e3ToE7Sowing_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("bulls");
        QTest::addColumn<QString>("mover");
        QTest::addColumn<QString>("sow");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("bullsAfter");
        QTest::addColumn<int>("southStore");
        QTest::addColumn<int>("northStore");
        QTest::addColumn<int>("captures"); // Capture steps
        QTest::addColumn<int>("laps");     // PickUp steps

        // h(2): A 1->2, B 0->1; B was empty, the move ends in North's row.
        QTest::newRow("E3 single lap ends in an empty hole of the opponent's row")
            << "1,1,1,1,1,1,0,1/1,1,1,1,1,1,1,2" << "" << "S" << "h"
            << "1,1,1,1,1,1,1,2/1,1,1,1,1,1,1,0" << "" << 0 << 0 << 0 << 1;
        // h(2): A 0->1, B 1->2 relay; B(2): C 1->2, D 1->2 relay; D(2): E, F
        // relay; F(2): G, H relay; H(2): a 0->1, b 0->1 ends. b faces G with 2
        // but a relayed move cannot capture (E6).
        QTest::newRow("E6 relay lap ends in an empty own hole: no capture")
            << "1,1,1,1,1,1,1,0/0,0,0,0,0,0,0,2" << "" << "S" << "h"
            << "0,2,0,2,0,2,0,1/1,1,0,0,0,0,0,0" << "" << 0 << 0 << 0 << 5;
        // c(1): d 2->3, a one-seed lap has no pair and d held 2: relay d(3):
        // e, f, g 0->1 ends (g faces B: no capture after a relay, E6).
        QTest::newRow("E4 one-seed lap has no pair")
            << "1,1,1,1,1,1,1,1/0,0,1,2,0,0,0,0" << "" << "S" << "c"
            << "1,1,1,1,1,1,1,1/0,0,0,0,1,1,1,0" << "" << 0 << 0 << 0 << 2;
        // b(2): c 1->2, d 3->4: d is South's bull, the move ends.
        QTest::newRow("E4 bull 3 makes 4")
            << "1,1,1,1,1,1,1,1/1,2,1,3,1,1,1,1" << "" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,2,4,1,1,1,1" << "d:S" << 0 << 0 << 0 << 1;
        // b(2): c 2->3, d 3->4: the last two held 2 and 3, both bulls.
        QTest::newRow("E4 bull pair 2-3")
            << "1,1,1,1,1,1,1,1/1,2,2,3,1,1,1,1" << "" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,3,4,1,1,1,1" << "c:S d:S" << 0 << 0 << 0 << 1;
        // b(2): c 3->4, d 2->3: the same pair the other way round.
        QTest::newRow("E4 bull pair 3-2")
            << "1,1,1,1,1,1,1,1/1,2,3,2,1,1,1,1" << "" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,4,3,1,1,1,1" << "c:S d:S" << 0 << 0 << 0 << 1;
        // b(2): c 3->4, d 3->4: 3 and 3 is no pair; only the last makes a bull.
        QTest::newRow("E4 3 and 3 is a single bull")
            << "1,1,1,1,1,1,1,1/1,2,3,3,1,1,1,1" << "" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,4,4,1,1,1,1" << "d:S" << 0 << 0 << 0 << 1;
        // h(2): A 1->2, B 3->4: South's bull in North's row.
        QTest::newRow("E4 bull on the opponent's row")
            << "1,1,1,1,1,1,3,1/1,1,1,1,1,1,1,2" << "" << "S" << "h"
            << "1,1,1,1,1,1,4,2/1,1,1,1,1,1,1,0" << "B:S" << 0 << 0 << 0 << 1;
        // North sows A(2): B 1->2, C 3->4: North's bull.
        QTest::newRow("E4 North makes a bull")
            << "1,1,1,1,1,3,1,2/1,1,1,1,1,1,1,1" << "" << "N" << "A"
            << "1,1,1,1,1,4,2,0/1,1,1,1,1,1,1,1" << "C:N" << 0 << 0 << 0 << 1;
        // b(2): c 1->2, d (North's bull) 5->6: the lap ends in a bull, the move
        // ends, the bull stays North's.
        QTest::newRow("E4 lap ending in an old bull ends the move")
            << "1,1,1,1,1,1,1,1/1,2,1,5,1,1,1,1" << "d:N" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,2,6,1,1,1,1" << "d:N" << 0 << 0 << 0 << 1;
        // b(2): c 2->3, d (North's bull) 3->4: a pair; d stays North's, c
        // becomes South's.
        QTest::newRow("E4 pair with an old bull last: the other becomes the mover's")
            << "1,1,1,1,1,1,1,1/1,2,2,3,1,1,1,1" << "d:N" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,3,4,1,1,1,1" << "c:S d:N" << 0 << 0 << 0 << 1;
        // b(2): c (North's bull) 3->4, d 2->3: d becomes South's, the lap ends
        // in a new bull.
        QTest::newRow("E4 pair with an old bull first: the other becomes the mover's")
            << "1,1,1,1,1,1,1,1/1,2,3,2,1,1,1,1" << "c:N" << "S" << "b"
            << "1,1,1,1,1,1,1,1/1,0,4,3,1,1,1,1" << "c:N d:S" << 0 << 0 << 0 << 1;
        // c(2): d, e 0->1. e faces D (5): 5 + 1 taken. Walk: f empty faces C
        // (3) taken; g empty faces B (2) taken; h holds 1: stop. 6+3+2 = 11.
        QTest::newRow("E5 capture walk")
            << "1,1,1,1,5,3,2,1/1,1,2,0,0,0,0,1" << "" << "S" << "c"
            << "1,1,1,1,0,0,0,1/1,1,0,1,0,0,0,1" << "" << 11 << 0 << 4 << 1;
        // As above, but C is a bull: f faces a bull, the walk stops: 5 + 1.
        QTest::newRow("E5 capture walk stops at a bull")
            << "1,1,1,1,5,4,2,1/1,1,2,0,0,0,0,1" << "C:N" << "S" << "c"
            << "1,1,1,1,0,4,2,1/1,1,0,1,0,0,0,1" << "C:N" << 6 << 0 << 2 << 1;
        // g(1): h 0->1 faces A (3): 3 + 1. h is the row's end: the walk does
        // not wrap to a (empty, facing H with 2).
        QTest::newRow("E5 capture walk stops at the end of the row")
            << "2,1,1,1,1,1,1,3/0,1,1,1,1,1,1,0" << "" << "S" << "g"
            << "2,1,1,1,1,1,1,0/0,1,1,1,1,1,0,0" << "" << 4 << 0 << 2 << 1;
        // c(2): d, e 0->1; e faces D, a bull: nothing is taken.
        QTest::newRow("E5 no capture from a bull")
            << "1,1,1,1,4,1,1,1/1,1,2,0,0,0,0,1" << "D:N" << "S" << "c"
            << "1,1,1,1,4,1,1,1/1,1,0,1,1,0,0,1" << "D:N" << 0 << 0 << 0 << 1;
        // c(2): d, e 0->1; e faces D, empty: nothing is taken.
        QTest::newRow("E5 no capture when the opposite hole is empty")
            << "1,1,1,1,0,1,1,1/1,1,2,0,0,0,0,1" << "" << "S" << "c"
            << "1,1,1,1,0,1,1,1/1,1,0,1,1,0,0,1" << "" << 0 << 0 << 0 << 1;
        // c(16): d..h, A..H, a, b, c: the last seed falls in the emptied c
        // (found empty); c faces F, which got a seed: 2 + 1. d holds 1: stop.
        QTest::newRow("E5 capture in the emptied start hole after a full round")
            << "1,1,1,1,1,1,1,1/1,1,16,0,0,0,0,0" << "" << "S" << "c"
            << "2,2,0,2,2,2,2,2/2,2,0,1,1,1,1,1" << "" << 3 << 0 << 2 << 1;
        // 2x10 (i faces 19-i). North B(2): C, D 0->1. D faces g (4): 4 + 1.
        // Walk: E empty faces f (2) taken; F empty faces e, empty: stop. 7.
        QTest::newRow("E5 2x10 North's capture walk stops at a hole facing an empty hole")
            << "1,1,1,1,0,0,0,0,2,1/1,1,1,1,0,2,4,1,1,1" << "" << "N" << "B"
            << "1,1,1,1,0,0,0,1,0,1/1,1,1,1,0,0,0,1,1,1" << "" << 0 << 7 << 3 << 1;
        // h(7): A..E 1->2, F 0->1, G 1->2 (7 seeds stop short of H): relay
        // G(2) without a direction choice: H 1->2, a 0->1 ends.
        QTest::newRow("E7 no privilege when the first lap stops short of the last hole")
            << "1,1,0,1,1,1,1,1/0,0,1,1,1,1,1,7" << "" << "S" << "h"
            << "2,0,1,2,2,2,2,2/1,0,1,1,1,1,1,0" << "" << 0 << 0 << 0 << 2;
        // 2x12 (i faces 23-i). South l(1): A 0->1 faces l, now empty: nothing
        // to take in North's row; the move ends.
        QTest::newRow("E10 2x12 single seed across the board")
            << "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,1" << "" << "S" << "l"
            << "3,3,0,3,3,0,3,3,0,3,3,1/0,3,3,0,3,3,0,3,3,0,3,0" << "" << 0 << 0 << 0 << 1;
    }
    void e3ToE7Sowing()
    {
        QFETCH(QString, before);
        QFETCH(QString, bulls);
        QFETCH(QString, mover);
        QFETCH(QString, sow);
        QFETCH(QString, after);
        QFETCH(QString, bullsAfter);
        QFETCH(int, southStore);
        QFETCH(int, northStore);
        QFETCH(int, captures);
        QFETCH(int, laps);
        const Side me = sideOf(mover);
        Position p = game(before, me);
        setBulls(p, bulls);
        StepList steps;
        move(p, Decision::sow(hole(p, sow.at(0).toLatin1())), &steps);
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(bullsText(p), bullsAfter.toStdString());
        QCOMPARE(int(p.store[0]), southStore);
        QCOMPARE(int(p.store[1]), northStore);
        QCOMPARE(countSteps(steps, StepKind::Capture), captures);
        QCOMPARE(countSteps(steps, StepKind::PickUp), laps);
        const int newBulls = static_cast<int>(bullsAfter.count(QLatin1Char(':')) - bulls.count(QLatin1Char(':')));
        QCOMPARE(countSteps(steps, StepKind::MakeBull), newBulls);
        if (newBulls)
            QVERIFY(hasStep(steps, StepKind::MakeBull, RuleId::E4));
        if (captures)
            QVERIFY(hasStep(steps, StepKind::Capture, RuleId::E5));
        QVERIFY(!p.over());
        QCOMPARE(p.toMove, opponent(me));
        QCOMPARE(p.pending, Pending::Turn);
        QVERIFY(!p.hand[0].active && !p.hand[1].active);
    }

    // ---- E3 and E4: what cannot be sown ----------------------------------------

    void e3IllegalSowing_data()
    {
        QTest::addColumn<char>("name");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("why");
        QTest::newRow("E3 opponent's hole") << 'B' << int(RuleId::E3) << "You may only sow from your own row (E3).";
        QTest::newRow("E3 empty hole") << 'a' << int(RuleId::E3) << "That hole is empty (E3).";
        QTest::newRow("E3 E4 own bull cannot be sown") << 'd' << int(RuleId::E3) << "A bull cannot be sown (E3).";
        QTest::newRow("E3 opponent's bull in own row") << 'e' << int(RuleId::E3) << "A bull cannot be sown (E3).";
    }
    void e3IllegalSowing()
    {
        QFETCH(char, name);
        QFETCH(int, rule);
        QFETCH(QString, why);
        Position p = game("1,1,1,1,1,1,1,1/0,2,1,4,5,1,1,1");
        setBulls(p, "d:S e:N");
        const Position before = p;
        QVERIFY(!apply(p, Decision::sow(hole(p, name))));
        QVERIFY(p == before);
        RuleId id{};
        QCOMPARE(whyIllegal(p, Decision::sow(hole(p, name)), &id), why.toStdString());
        QCOMPARE(int(id), rule);
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(!list.contains(Decision::sow(hole(p, name))));
        QCOMPARE(list.size(), 5); // b c f g h
    }

    // ---- E7 ------------------------------------------------------------------

    void e7ClockwisePrivilege_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("mover");
        QTest::addColumn<QString>("sow");
        QTest::addColumn<QString>("pending"); // the board while the choice is pending
        QTest::addColumn<bool>("clockwise");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("laps");

        // h(8): A..E 1->2, F 0->1, G 1->2, H 1->2: every North hole got a
        // seed and H relays: South chooses, H's two seeds still in H.
        const char* south8 = "1,1,0,1,1,1,1,1/0,0,1,1,1,1,1,8";
        const char* pending8 = "2,2,1,2,2,2,2,2/0,0,1,1,1,1,1,0";
        // CCW: H(2): a 0->1, b 0->1 ends (relayed: no capture, E6).
        QTest::newRow("E7 2x8 South chooses CCW")
            << south8 << "S" << "h" << pending8 << false << "0,2,1,2,2,2,2,2/1,1,1,1,1,1,1,0" << 2;
        // CW: H(2): G 2->3, F 1->2 relay; F(2): E, D 2->3 relay; D(3): C, B,
        // A 2->3 relay; A(3): h 0->1, g, f 1->2 relay; f(2): e, d 1->2 relay;
        // d(2): c 1->2, b 0->1 ends.
        QTest::newRow("E7 2x8 South chooses CW")
            << south8 << "S" << "h" << pending8 << true << "0,3,0,3,0,3,3,0/0,1,2,0,2,0,2,1" << 7;
        // 2x12, North L(12): a..l 1->2, l relays: North chooses.
        const char* north12 = "12,1,1,1,1,1,1,1,1,1,0,0/1,1,1,1,1,1,1,1,1,1,1,1";
        const char* pending12 = "0,1,1,1,1,1,1,1,1,1,0,0/2,2,2,2,2,2,2,2,2,2,2,2";
        // CCW: l(2): A 0->1, B 0->1 ends.
        QTest::newRow("E7 2x12 North chooses CCW")
            << north12 << "N" << "L" << pending12 << false
            << "0,1,1,1,1,1,1,1,1,1,1,1/2,2,2,2,2,2,2,2,2,2,2,0" << 2;
        // CW: l(2): k, j 2->3 relay; j(3): i, h, g relay; g(3): f, e, d
        // relay; d(3): c, b, a relay; a(3): L 0->1, K, J 1->2 relay; J(2): I,
        // H relay; H(2): G, F relay; F(2): E, D relay; D(2): C 1->2, B 0->1 ends.
        QTest::newRow("E7 2x12 North chooses CW")
            << north12 << "N" << "L" << pending12 << true
            << "1,2,0,2,0,2,0,2,0,2,1,0/0,3,3,0,3,3,0,3,3,0,3,0" << 10;
    }
    void e7ClockwisePrivilege()
    {
        QFETCH(QString, before);
        QFETCH(QString, mover);
        QFETCH(QString, sow);
        QFETCH(QString, pending);
        QFETCH(bool, clockwise);
        QFETCH(QString, after);
        QFETCH(int, laps);
        const Side me = sideOf(mover);
        Position p = game(before, me);
        StepList steps;
        move(p, Decision::sow(hole(p, sow.at(0).toLatin1())), &steps);
        QCOMPARE(p.pending, Pending::Direction);
        QCOMPARE(p.decider, me);
        QCOMPARE(p.toMove, me);
        QCOMPARE(rows(p), pending.toStdString());
        QVERIFY(p.hand[index(me)].active);
        QCOMPARE(int(p.hand[index(me)].seeds), 0);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 2);
        QVERIFY(list.contains(Decision::direction(Direction::Ccw)));
        QVERIFY(list.contains(Decision::direction(Direction::Cw)));
        // Nothing else while the choice is pending.
        RuleId rule{};
        QVERIFY(!apply(p, Decision::sow(hole(p, me == Side::South ? 'c' : 'C'))));
        QVERIFY(!whyIllegal(p, Decision::sow(hole(p, 'c')), &rule).empty());
        QCOMPARE(rule, RuleId::E7);
        QVERIFY(!apply(p, Decision::pass()));
        const Direction dir = clockwise ? Direction::Cw : Direction::Ccw;
        move(p, Decision::direction(dir), &steps);
        QVERIFY(hasStep(steps, StepKind::ChooseDirection, RuleId::E7));
        for (const Step& s : steps)
            if (s.kind == StepKind::ChooseDirection)
                QCOMPARE(int(s.count), clockwise ? 1 : 0);
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(countSteps(steps, StepKind::PickUp), laps);
        QCOMPARE(p.store[0] + p.store[1], 0);
        QCOMPARE(p.toMove, opponent(me));
        QCOMPARE(p.pending, Pending::Turn);
        QVERIFY(!p.hand[index(me)].active);
    }

    void e7NoDirectionWithoutPrivilege()
    {
        Position p = game("1,1,1,1,1,1,1,1/1,2,1,1,1,1,1,1");
        const Position before = p;
        RuleId rule{};
        QVERIFY(!apply(p, Decision::direction(Direction::Cw)));
        QVERIFY(p == before);
        QVERIFY(!whyIllegal(p, Decision::direction(Direction::Cw), &rule).empty());
        QCOMPARE(rule, RuleId::E7);
    }

    // ---- E8 ------------------------------------------------------------------

    void e8SpecialMove()
    {
        // South's row 1,2,3,0,4,1,1,0 (12 seeds), e is South's bull. b and c
        // (5 seeds) are lifted: a +1, d +4.
        Position p = game("1,1,1,1,1,1,1,1/1,2,3,0,4,1,1,0", Side::South, {{"special-move", "on"}});
        setBulls(p, "e:S");
        QVERIFY(canDistribute(p));
        DecisionList list;
        legalDecisions(p, list);
        for (const Decision& d : list)
            QVERIFY(d.kind != DecisionKind::Distribute); // not listed: too many
        Decision d;
        d.kind = DecisionKind::Distribute;
        d.counts = {2, 0, 0, 4, 4, 1, 1, 0};
        QCOMPARE(whyIllegal(p, d), std::string());
        StepList steps;
        move(p, d, &steps);
        QCOMPARE(rows(p), std::string("1,1,1,1,1,1,1,1/2,0,0,4,4,1,1,0"));
        QCOMPARE(countSteps(steps, StepKind::Distribute), 4); // a b c d changed
        QVERIFY(hasStep(steps, StepKind::Distribute, RuleId::E8));
        QVERIFY(p.specialUsed[0]);
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(int(p.quietPlies), 1); // nothing reached a tally or bull (G2)
        // North may still use theirs; South may not again (once per game).
        QVERIFY(canDistribute(p));
        move(p, Decision::sow(hole(p, 'A')));
        QVERIFY(!canDistribute(p));
        d.counts = {2, 0, 0, 0, 4, 1, 1, 4};
        RuleId rule{};
        QCOMPARE(whyIllegal(p, d, &rule), std::string("The special move can be made only once a game (E8)."));
        QCOMPARE(rule, RuleId::E8);
        QVERIFY(!apply(p, d));
    }

    void e8IllegalDistributions_data()
    {
        QTest::addColumn<QString>("counts");
        QTest::addColumn<bool>("houseRule");
        const QString legal = "2,0,0,4,4,1,1,0";
        QTest::newRow("E8 special move off") << legal << false;
        QTest::newRow("E8 seeds not conserved") << "2,0,0,5,4,1,1,0" << true;
        QTest::newRow("E8 three holes emptied") << "0,0,0,6,4,1,1,0" << true;
        QTest::newRow("E8 a bull's seeds moved") << "1,2,3,4,0,1,1,0" << true;
        QTest::newRow("E8 seeds added to a bull") << "1,0,0,0,9,1,1,0" << true;
        QTest::newRow("E8 row unchanged") << "1,2,3,0,4,1,1,0" << true;
        QTest::newRow("E8 seeds beyond the row") << "1,2,2,0,4,1,1,0,1" << true;
    }
    void e8IllegalDistributions()
    {
        QFETCH(QString, counts);
        QFETCH(bool, houseRule);
        Position p = game("1,1,1,1,1,1,1,1/1,2,3,0,4,1,1,0", Side::South,
                          {{"special-move", houseRule ? "on" : "off"}});
        setBulls(p, "e:S");
        Decision d;
        d.kind = DecisionKind::Distribute;
        const QStringList parts = counts.split(QLatin1Char(','));
        for (int k = 0; k < parts.size(); ++k)
            d.counts[k] = static_cast<std::uint8_t>(parts[k].toInt());
        const Position before = p;
        StepList steps;
        QVERIFY(!apply(p, d, &steps));
        QVERIFY(p == before);
        QVERIFY(steps.empty());
        RuleId rule{};
        QVERIFY(!whyIllegal(p, d, &rule).empty());
        QCOMPARE(rule, RuleId::E8);
    }

    void e8SampleDistribution()
    {
        Position p = game("1,1,1,1,1,1,1,1/1,2,3,0,4,1,1,0", Side::South, {{"special-move", "on"}});
        setBulls(p, "e:S");
        std::uint64_t rng = 42;
        std::set<std::array<std::uint8_t, kMaxRow>> seen;
        for (int i = 0; i < 300; ++i) {
            Decision d;
            QVERIFY(sampleDistribution(p, rng, d));
            QCOMPARE(d.kind, DecisionKind::Distribute);
            QCOMPARE(whyIllegal(p, d), std::string());
            QCOMPARE(int(d.counts[hole(p, 'e')]), 4); // the bull keeps its seeds
            int decreased = 0;
            for (int k = 0; k < 8; ++k) {
                if (d.counts[k] < p.seeds[k]) {
                    ++decreased;
                    QVERIFY(p.seeds[k] > 0);
                }
            }
            QVERIFY(decreased >= 1 && decreased <= 2);
            Position q = p;
            move(q, d);
            seen.insert(d.counts);
        }
        QVERIFY(seen.size() > 20);
        // House rule off: nothing to sample.
        Position off = game("1,1,1,1,1,1,1,1/1,2,3,0,4,1,1,0");
        Decision d;
        QVERIFY(!sampleDistribution(off, rng, d));
    }

    // ---- E9 ------------------------------------------------------------------

    void e9GameEnd_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<int>("southScore");
        QTest::addColumn<int>("northScore");
        QTest::addColumn<int>("outcome");
        // f(2): g, h 0->1; h faces A (1): 1 + 1 taken. North has seeds only
        // in the bull C: the game ends; South takes g's seed (3 in all).
        // Bulls go to their owners: South 3 + b 4 = 7.
        QTest::newRow("E9 South wins with a bull")
            << "0,0,0,0,0,5,0,1/0,4,0,0,0,2,0,0" << 7 << 5 << int(Outcome::SouthWins);
        QTest::newRow("E9 North wins with a bull")
            << "0,0,0,0,0,9,0,1/0,4,0,0,0,2,0,0" << 7 << 9 << int(Outcome::NorthWins);
        QTest::newRow("E9 draw") << "0,0,0,0,0,7,0,1/0,4,0,0,0,2,0,0" << 7 << 7 << int(Outcome::Draw);
    }
    void e9GameEnd()
    {
        QFETCH(QString, before);
        QFETCH(int, southScore);
        QFETCH(int, northScore);
        QFETCH(int, outcome);
        Position p = game(before);
        setBulls(p, "b:S C:N");
        StepList steps;
        move(p, Decision::sow(hole(p, 'f')), &steps);
        QVERIFY(p.over());
        QCOMPARE(int(p.outcome), outcome);
        QCOMPARE(int(p.store[0]), 3);
        QCOMPARE(int(p.store[1]), 0);
        QCOMPARE(score(p), (std::array<int, 2>{southScore, northScore}));
        QCOMPARE(countSteps(steps, StepKind::Sweep), 1);
        QVERIFY(hasStep(steps, StepKind::Sweep, RuleId::E9));
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::E9));
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(list.empty());
    }

    void e9RaceCanEndTheGame()
    {
        // 2x4, South races d (1), North B (2). t1: S A 0->1 empty, South
        // ends and wins; N C 0->1. t2: N D 0->1 ends. South won the race but
        // has no seeds left in a..d: North takes A, C, D (3) (E9).
        const Rules& r = rulesFor("0,0,2,0/0,0,0,1", {{"race", "on"}});
        Position p = startPosition(r, 1);
        move(p, Decision::sow(hole(p, 'd')));
        StepList steps;
        move(p, Decision::sow(hole(p, 'B')), &steps);
        QVERIFY(hasStep(steps, StepKind::RaceWon, RuleId::E2));
        QVERIFY(p.over());
        QCOMPARE(countSteps(steps, StepKind::Sweep), 3);
        QCOMPARE(int(p.store[1]), 3);
        QCOMPARE(p.outcome, Outcome::NorthWins);
        QCOMPARE(steps.back().kind, StepKind::GameEnd);
        QCOMPARE(steps.back().rule, RuleId::E9);
    }

    // ---- E2 ------------------------------------------------------------------

    void e2RaceOffSouthStarts()
    {
        Rules r = Rules::defaults(Variant::Enkeshui);
        r.set("race", "off");
        const Position p = startPosition(r, 1);
        QCOMPARE(p.phase, Phase::Play);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.toMove, Side::South);
    }

    void e2HandWorkedRace()
    {
        // 2x4 (a..d = 0..3, A..D = 4..7). South races a (2), North B (1).
        // After the lifts: a0 b1 c1 d1 | A3 B0 C1 D1.
        // t1 S b 1->2; N C 1->2 ends a lap in a full hole: relay C(2).
        // t2 S c 1->2 relay c(2); N D 1->2.
        // t3 S d 1->2; N a 0->1: empty, North's sowing ends at tick 3.
        // t4 S A 3->4: no bull in the race, relay A(4).
        // t5-t7 S B 0->1, C 0->1, D 2->3. t8 S a 1->2 relay a(2).
        // t9 S b 2->3. t10 S c 0->1: empty, South ends at tick 10.
        // North won the race and moves first.
        const Rules& r = rulesFor("1,1,1,3/2,1,1,1", {{"race", "on"}});
        Position p = startPosition(r, 1);
        QCOMPARE(p.phase, Phase::Race);
        StepList steps;
        move(p, Decision::sow(hole(p, 'a')), &steps);
        QCOMPARE(p.decider, Side::North);
        QCOMPARE(rows(p), std::string("1,1,1,3/2,1,1,1")); // nothing sown before both chose
        move(p, Decision::sow(hole(p, 'B')), &steps);
        QCOMPARE(rows(p), std::string("3,1,1,0/0,3,1,2"));
        QCOMPARE(countSteps(steps, StepKind::RaceTick), 10);
        QCOMPARE(countSteps(steps, StepKind::MakeBull), 0);
        QCOMPARE(countSteps(steps, StepKind::Capture), 0);
        QCOMPARE(countSteps(steps, StepKind::PickUp), 6); // S: a c A a, N: B C
        QVERIFY(hasStep(steps, StepKind::RaceWon, RuleId::E2));
        QCOMPARE(steps.back().kind, StepKind::RaceWon);
        QCOMPARE(steps.back().side, Side::North);
        QCOMPARE(p.phase, Phase::Play);
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.pending, Pending::Turn);
        QCOMPARE(p.store[0] + p.store[1], 0);
        for (int i = 0; i < p.ring(); ++i)
            QCOMPARE(p.mark[i], Mark::None);
    }

    // ---- E10 -----------------------------------------------------------------

    void e10BoardSizes_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("E10 2x4") << 4 << true;
        QTest::newRow("E10 2x6") << 6 << true;
        QTest::newRow("E10 2x12") << 12 << true;
        QTest::newRow("E10 odd 2x5 refused") << 5 << false;
        QTest::newRow("E10 2x14 refused") << 14 << false;
    }
    void e10BoardSizes()
    {
        QFETCH(int, houses);
        QFETCH(bool, allowed);
        Rules r = Rules::defaults(Variant::Enkeshui);
        const bool set = r.set("houses", std::to_string(houses)).empty() && r.set("layout", "uniform").empty();
        QCOMPARE(set && r.validate().empty(), allowed);
        if (!allowed)
            return;
        Position p = startPosition(r, 1);
        QCOMPARE(p.totalSeeds(), 2 * houses * 4);
        QCOMPARE(p.phase, Phase::Race);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), houses);
    }

    // ---- G1, G2 --------------------------------------------------------------

    void g1CyclingSowingIsNotLegal()
    {
        // 2x4 (a..d = 0..3, A..D = 4..7): a5 b1 c3 d0 | A2 B4 C1 D3. a(5):
        // b..B, the last seed finds 4 in B: relay (a 5 seed lap does not reach
        // D: no E7). Every lap lifts 5 and its last seed finds 4 (no bull,
        // never empty): a, B, c, D, A, b, C, d, and after these 8 laps the
        // board and the hole to lift are as at the start: it never ends.
        Position p = game("3,1,4,2/5,1,3,0");
        const Position before = p;
        const Decision d = Decision::sow(hole(p, 'a'));
        QVERIFY(!apply(p, d));
        QVERIFY(p == before);
        RuleId rule{};
        QVERIFY(!whyIllegal(p, d, &rule).empty());
        QCOMPARE(rule, RuleId::G1);
        DecisionList list;
        candidateDecisions(p, list);
        QVERIFY(list.contains(d));
        legalDecisions(p, list);
        QVERIFY(!list.contains(d));
        QVERIFY(list.contains(Decision::sow(hole(p, 'b'))));
        QVERIFY(!list.contains(Decision::pass()));
        QVERIFY(!apply(p, Decision::pass())); // a pass only when every choice cycles
        QVERIFY(!whyIllegal(p, Decision::pass(), &rule).empty());
        QCOMPARE(rule, RuleId::G1);
    }

    void g1CyclingDirectionIsNotLegal()
    {
        // 2x4: a4 b1 c3 d5 | A1 B3 C0 D2. d(5): A 1->2, B 3->4, C 0->1,
        // D 2->3, a 4->5: the lap covered North's row and a relays (E7).
        // CCW from a is the 8-lap cycle of the test above: not legal (G1).
        // CW a(5): D 3->4, C 1->2, B 4->5, A 2->3, d 0->1: empty, the move ends.
        Position p = game("2,0,3,1/4,1,3,5");
        move(p, Decision::sow(hole(p, 'd')));
        QCOMPARE(p.pending, Pending::Direction);
        QCOMPARE(rows(p), std::string("3,1,4,2/5,1,3,0"));
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::direction(Direction::Cw));
        const Position before = p;
        QVERIFY(!apply(p, Decision::direction(Direction::Ccw)));
        QVERIFY(!apply(p, Decision::pass())); // CW ends, so the move may not just stop
        QVERIFY(p == before);
        RuleId rule{};
        QVERIFY(!whyIllegal(p, Decision::direction(Direction::Ccw), &rule).empty());
        QCOMPARE(rule, RuleId::G1);
        move(p, Decision::direction(Direction::Cw));
        QCOMPARE(rows(p), std::string("4,2,5,3/0,1,3,1"));
        QCOMPARE(p.toMove, Side::North);
    }

    void g2QuietMoves_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("bulls");
        QTest::addColumn<QString>("sow");
        QTest::addColumn<int>("quiet");
        // a(1): b 1->2 relay; b(2): c, d 0->1 ends: quiet.
        QTest::newRow("G2 relay sowing is quiet") << "0,0,0,0,0,0,1,1/1,1,0,0,0,0,0,0" << "" << "a" << 6;
        // a(2): b (North's bull) 4->5, c 0->1 ends: a seed reached a bull.
        QTest::newRow("G2 a seed into a bull is not quiet") << "0,0,0,0,0,0,0,1/2,4,0,0,0,0,0,0" << "b:N" << "a" << 0;
        // g(1): h 0->1 faces A (1): a capture.
        QTest::newRow("G2 a capture is not quiet") << "0,0,0,0,0,0,1,1/0,0,0,0,0,0,1,0" << "" << "g" << 0;
        // b(2): c, d 3->4: a bull.
        QTest::newRow("G2 a new bull is not quiet") << "0,0,0,0,0,0,1,1/0,2,1,3,0,0,0,0" << "" << "b" << 0;
    }
    void g2QuietMoves()
    {
        QFETCH(QString, before);
        QFETCH(QString, bulls);
        QFETCH(QString, sow);
        QFETCH(int, quiet);
        Position p = game(before);
        setBulls(p, bulls);
        p.quietPlies = 5;
        move(p, Decision::sow(hole(p, sow.at(0).toLatin1())));
        QCOMPARE(int(p.quietPlies), quiet);
    }

    void g2QuietAcrossTheDirectionChoice_data()
    {
        QTest::addColumn<QString>("bulls");
        QTest::addColumn<int>("quiet");
        // h(8): A..H as in the E7 rows; D is 4 -> 5. Pending, then CCW:
        // H(2): a, b 0->1 ends. A seed reached D: not quiet only if D is a bull.
        QTest::newRow("G2 E7 quiet turn") << "" << 6;
        QTest::newRow("G2 E7 first lap through a bull is not quiet") << "D:N" << 0;
    }
    void g2QuietAcrossTheDirectionChoice()
    {
        QFETCH(QString, bulls);
        QFETCH(int, quiet);
        Position p = game("1,1,0,1,4,1,1,1/0,0,1,1,1,1,1,8");
        setBulls(p, bulls);
        p.quietPlies = 5;
        move(p, Decision::sow(hole(p, 'h')));
        QCOMPARE(p.pending, Pending::Direction);
        move(p, Decision::direction(Direction::Ccw));
        QCOMPARE(rows(p), std::string("0,2,1,2,5,2,2,2/1,1,1,1,1,1,1,0"));
        QCOMPARE(int(p.quietPlies), quiet);
    }

    void g2QuietLimitEndsTheGame()
    {
        // quiet-limit 1: two quiet turns draw the game.
        // South a(1): b 1->2 relay; b(2): c, d ends. North A(1): B 1->2
        // relay; B(2): C, D ends.
        Position p = game("0,0,0,0,0,0,1,1/1,1,0,0,0,0,0,0", Side::South, {{"quiet-limit", "1"}});
        move(p, Decision::sow(hole(p, 'a')));
        QVERIFY(!p.over());
        StepList steps;
        move(p, Decision::sow(hole(p, 'A')), &steps);
        QCOMPARE(rows(p), std::string("0,0,0,0,1,1,0,0/0,0,1,1,0,0,0,0"));
        QVERIFY(p.over());
        QCOMPARE(p.outcome, Outcome::Draw);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::G2));
    }

    // ---- random playouts -------------------------------------------------------

    void randomPlayouts_data()
    {
        QTest::addColumn<QString>("settings"); // name=value;...
        QTest::addColumn<int>("games");
        QTest::newRow("E1 E2 E8 2x8 A race, special move") << "layout=A;race=on;special-move=on" << 60;
        QTest::newRow("E1 2x8 B, no race, no special move") << "layout=B;race=off" << 50;
        QTest::newRow("E1 E2 2x10 race") << "houses=10;layout=A;race=on" << 40;
        QTest::newRow("E1 E8 2x12 special move, no race") << "houses=12;layout=A;race=off;special-move=on" << 40;
        QTest::newRow("E10 2x4 uniform 3, race, special move")
            << "houses=4;layout=uniform;seeds=3;race=on;special-move=on" << 60;
        QTest::newRow("E10 2x6 custom, no race") << "layout=custom:5,0,2,3,1,4/4,1,3,2,0,5;race=off;special-move=on" << 50;
    }
    void randomPlayouts()
    {
        QFETCH(QString, settings);
        QFETCH(int, games);
        Rules r = Rules::defaults(Variant::Enkeshui);
        for (const QString& item : settings.split(QLatin1Char(';'))) {
            const int eq = static_cast<int>(item.indexOf(QLatin1Char('=')));
            QCOMPARE(r.set(item.left(eq).toStdString(), item.mid(eq + 1).toStdString()), std::string());
        }
        QCOMPARE(r.validate(), std::string());
        int distributions = 0;
        for (int g = 0; g < games; ++g) {
            Position p = startPosition(r, static_cast<std::uint64_t>(g));
            std::uint64_t rng = 1000 + static_cast<std::uint64_t>(g);
            int decisions = 0;
            while (!p.over()) {
                QVERIFY2(++decisions < 200000, "the game does not end");
                DecisionList list;
                legalDecisions(p, list);
                QVERIFY(!list.empty());
                rng = rng * 6364136223846793005ull + 1442695040888963407ull;
                Decision d = list[static_cast<int>((rng >> 33) % static_cast<std::uint64_t>(list.size()))];
                if (canDistribute(p) && (rng >> 20) % 8 == 0) {
                    Decision spread;
                    if (sampleDistribution(p, rng, spread)) {
                        d = spread;
                        ++distributions;
                    }
                }
                QCOMPARE(whyIllegal(p, d), std::string());
                QVERIFY(apply(p, d));
                const std::string problem = checkConsistency(p);
                QVERIFY2(problem.empty(), problem.c_str());
                for (int i = 0; i < p.ring(); ++i)
                    if (p.mark[i] == Mark::Bull)
                        QVERIFY(p.seeds[i] >= 3); // made at 3 or 4, never emptied (E4)
            }
            // E9 leaves every seed in a tally or a bull; G2 ends the game drawn.
            int free = 0;
            for (int i = 0; i < p.ring(); ++i)
                free += p.mark[i] == Mark::Bull ? 0 : p.seeds[i];
            const auto s = score(p);
            if (free == 0) {
                QCOMPARE(s[0] + s[1], r.totalSeeds());
                QCOMPARE(p.outcome, s[0] > s[1] ? Outcome::SouthWins
                                                : (s[1] > s[0] ? Outcome::NorthWins : Outcome::Draw));
            } else {
                QCOMPARE(p.outcome, Outcome::Draw);
            }
        }
        if (r.specialMove)
            QVERIFY(distributions > 0);
    }
};

QTEST_APPLESS_MAIN(TestEnkeshui)
#include "tst_enkeshui.moc"
