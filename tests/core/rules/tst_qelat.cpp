// SPDX-License-Identifier: GPL-3.0-or-later
// Qelat of the Beni Amir & Mensa, docs/rules.md Q1-Q11 and G2, from hand-worked
// positions and random playouts.
//
// Rows are written as docs/rules.md writes them: North's row as South sees it
// (North's last hole first, down to A), '/', South's row from a. On 2x6 that
// is "F E D C B A / a b c d e f"; a faces F, f faces A.

#include "test_support.h"

#include "mancala/notation.h"

#include <QTest>

#include <random>

using namespace mancala;
using namespace testsupport;

namespace {

/// Rules of Qelat with the house rules of `spec` ("houses=8;skip-waldas=on").
void makeRules(const QByteArray& spec, Rules& r)
{
    r = Rules::defaults(Variant::Qelat);
    for (const QByteArray& item : spec.split(';')) {
        if (item.isEmpty())
            continue;
        const int eq = item.indexOf('=');
        QVERIFY2(eq > 0, item.constData());
        const std::string err = r.set(item.left(eq).toStdString(), item.mid(eq + 1).toStdString());
        QVERIFY2(err.empty(), err.c_str());
    }
}

/// Marks waldas from a spec like "FS aN": hole name, then owner (S / N).
void markWaldas(Position& p, const QByteArray& spec)
{
    for (const QByteArray& item : spec.split(' ')) {
        if (item.isEmpty())
            continue;
        QCOMPARE(item.size(), 2);
        const int h = hole(p, item[0]);
        p.mark[h] = Mark::Walda;
        p.markOwner[h] = item[1] == 'N' ? Side::North : Side::South;
    }
}

/// The name of a ring hole ('a'.. South, 'A'.. North): the inverse of hole().
char holeName(const Position& p, int i)
{
    return static_cast<char>(i < p.houses() ? 'a' + i : 'A' + (i - p.houses()));
}

void setToMove(Position& p, Side s)
{
    p.toMove = s;
    p.decider = s;
}

/// Every decision a Qelat position could be asked about: each ring hole and
/// a few beyond, a pass, and kinds Qelat never uses.
std::vector<Decision> probes(const Position& p)
{
    std::vector<Decision> out;
    for (int h = -1; h <= p.ring(); ++h)
        out.push_back(Decision::sow(h));
    out.push_back(Decision::pass());
    out.push_back(Decision::swap());
    out.push_back(Decision::continueFrom(0));
    out.push_back(Decision::direction(Direction::Cw));
    out.push_back(Decision::take());
    return out;
}

} // namespace

Q_DECLARE_METATYPE(mancala::Decision)
Q_DECLARE_METATYPE(mancala::RuleId)
Q_DECLARE_METATYPE(mancala::Outcome)

class TestQelat : public QObject {
    Q_OBJECT

private slots:
    // ---- Q1 ------------------------------------------------------------

    void q1StartPosition_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<int>("houses");
        QTest::addColumn<int>("total");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<int>("moves");
        QTest::newRow("Q1 2x6, 4 seeds a hole") << QByteArray() << 6 << 48
                                                << QByteArray("4,4,4,4,4,4/4,4,4,4,4,4") << 6;
        QTest::newRow("Q1 houses=4 seeds=1") << QByteArray("houses=4;seeds=1") << 4 << 8
                                             << QByteArray("1,1,1,1/1,1,1,1") << 4;
        QTest::newRow("Q1 houses=8 seeds=3") << QByteArray("houses=8;seeds=3") << 8 << 48
                                             << QByteArray("3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3") << 8;
        QTest::newRow("Q1 houses=12 seeds=10")
            << QByteArray("houses=12;seeds=10") << 12 << 240
            << QByteArray("10,10,10,10,10,10,10,10,10,10,10,10/10,10,10,10,10,10,10,10,10,10,10,10") << 12;
        // 1+2+3+4+5+6 on each row = 42; South's a..f all hold seeds.
        QTest::newRow("Q1 layout=custom") << QByteArray("layout=custom:1,2,3,4,5,6/6,5,4,3,2,1") << 6 << 42
                                          << QByteArray("1,2,3,4,5,6/6,5,4,3,2,1") << 6;
        // South can sow a (1) and d (3) only; 2+1+3 = 6 seeds.
        QTest::newRow("Q1 layout=custom on 2x4") << QByteArray("layout=custom:0,0,2,0/1,0,0,3") << 4 << 6
                                                 << QByteArray("0,0,2,0/1,0,0,3") << 2;
    }
    void q1StartPosition()
    {
        QFETCH(QByteArray, spec);
        QFETCH(int, houses);
        QFETCH(int, total);
        QFETCH(QByteArray, board);
        QFETCH(int, moves);
        Rules r;
        makeRules(spec, r);
        QCOMPARE(r.validate(), std::string());
        const Position p = startPosition(r, 1);
        QCOMPARE(p.houses(), houses);
        QCOMPARE(rows(p), board.toStdString());
        QCOMPARE(p.totalSeeds(), total);
        QCOMPARE(p.store[0] + p.store[1], 0); // no stores
        QCOMPARE(p.toMove, Side::South);
        QCOMPARE(p.phase, Phase::Play);
        for (int i = 0; i < p.ring(); ++i)
            QCOMPARE(p.mark[i], Mark::None);
        QCOMPARE(checkConsistency(p), std::string());
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), moves);
        for (const Decision& d : list)
            QCOMPARE(p.rowOf(d.hole), Side::South);
    }

    void q1HouseRuleDefaultsAndRanges()
    {
        const Rules r = Rules::defaults(Variant::Qelat);
        QCOMPARE(r.houses, 6);
        QCOMPARE(r.seeds, 4);
        QCOMPARE(r.value("walda-holes"), std::string("six"));
        QCOMPARE(r.value("skip-waldas"), std::string("off"));
        QCOMPARE(r.value("anti-repetition"), std::string("on"));
        QCOMPARE(r.value("quiet-limit"), std::string("200"));
        Rules changed = r;
        for (const char* bad : {"3", "5", "14", "2"})
            QVERIFY2(!changed.set("houses", bad).empty(), bad);
        for (const char* bad : {"0", "11"})
            QVERIFY2(!changed.set("seeds", bad).empty(), bad);
        QVERIFY(!changed.set("walda-holes", "four").empty());
        QVERIFY(!changed.set("race", "on").empty()); // not a Qelat house rule
        QVERIFY(changed == r);
    }

    // ---- Q2 ------------------------------------------------------------

    void q2OnlyOwnNonWaldaHolesWithSeeds_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<QByteArray>("why");
        const QByteArray own("You may only sow from your own row (Q2).");
        const QByteArray empty("That hole is empty (Q2).");
        const QByteArray walda("Waldas cannot be sown (Q2).");
        const QByteArray six("4,4,4,4,4,4/4,0,4,4,4,4");
        QTest::newRow("Q2 opponent's hole") << 6 << six << QByteArray() << 'A' << own;
        QTest::newRow("Q2 empty own hole") << 6 << six << QByteArray() << 'b' << empty;
        QTest::newRow("Q2 own walda in own row") << 6 << six << QByteArray("aS") << 'a' << walda;
        QTest::newRow("Q2 opponent's walda in own row") << 6 << six << QByteArray("fN") << 'f' << walda;
        QTest::newRow("Q2 own walda in the opponent's row") << 6 << six << QByteArray("BS") << 'B' << own;
        const QByteArray eight("4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,0");
        QTest::newRow("Q2 2x8 opponent's hole") << 8 << eight << QByteArray() << 'H' << own;
        QTest::newRow("Q2 2x8 empty own hole") << 8 << eight << QByteArray() << 'h' << empty;
        QTest::newRow("Q2 2x4 opponent's walda in own row")
            << 4 << QByteArray("4,4,4,4/4,4,4,4") << QByteArray("dN") << 'd' << walda;
    }
    void q2OnlyOwnNonWaldaHolesWithSeeds()
    {
        QFETCH(int, houses);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(QByteArray, why);
        Rules r;
        makeRules("houses=" + QByteArray::number(houses), r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        const Position before = p;
        const Decision d = Decision::sow(hole(p, name));
        QVERIFY(!apply(p, d));
        QVERIFY(p == before);
        RuleId rule{};
        QCOMPARE(whyIllegal(p, d, &rule), why.toStdString());
        QCOMPARE(rule, RuleId::Q2);
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(!list.contains(d));
        // Every other hole of South's row with seeds and no walda is offered.
        for (int k = 0; k < houses; ++k) {
            const int h = p.rowHole(Side::South, k);
            const bool expected = p.seeds[h] > 0 && p.mark[h] != Mark::Walda;
            QCOMPARE(list.contains(Decision::sow(h)), expected);
        }
    }

    void q2OtherDecisionsAreRefused_data()
    {
        QTest::addColumn<Decision>("decision");
        QTest::addColumn<RuleId>("rule");
        QTest::addColumn<QByteArray>("why");
        QTest::newRow("Q1 no such hole") << Decision::sow(12) << RuleId::Q1 << QByteArray("There is no such hole (Q1).");
        QTest::newRow("Q1 negative hole") << Decision::sow(-1) << RuleId::Q1 << QByteArray("There is no such hole (Q1).");
        const QByteArray turn("In Qelat a turn is the sowing of one hole (Q2).");
        QTest::newRow("Q2 swap") << Decision::swap() << RuleId::Q2 << turn;
        QTest::newRow("Q2 continue") << Decision::continueFrom(0) << RuleId::Q2 << turn;
        QTest::newRow("Q2 direction") << Decision::direction(Direction::Cw) << RuleId::Q2 << turn;
        QTest::newRow("Q8 pass while a hole can be sown")
            << Decision::pass() << RuleId::Q8 << QByteArray("You may pass only when you cannot sow (Q8).");
    }
    void q2OtherDecisionsAreRefused()
    {
        QFETCH(Decision, decision);
        QFETCH(RuleId, rule);
        QFETCH(QByteArray, why);
        const Rules r = Rules::defaults(Variant::Qelat);
        Position p = startPosition(r, 1);
        const Position before = p;
        QVERIFY(!apply(p, decision));
        QVERIFY(p == before);
        RuleId got{};
        QCOMPARE(whyIllegal(p, decision, &got), why.toStdString());
        QCOMPARE(got, rule);
    }

    // ---- Q3, Q4 --------------------------------------------------------

    void q3DirectionByStartHole_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<bool>("north");
        QTest::addColumn<char>("name");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<char>("first");
        QTest::addColumn<char>("last");
        // From the uniform start, 4 seeds each.
        // c (left half) CW: b a F E.
        QTest::newRow("Q3 2x6 c sows clockwise") << 6 << false << 'c'
                                                 << QByteArray("5,5,4,4,4,4/5,5,0,4,4,4") << 'b' << 'E';
        // d (right half) CCW: e f A B.
        QTest::newRow("Q3 2x6 d sows counter-clockwise") << 6 << false << 'd'
                                                         << QByteArray("4,4,4,4,5,5/4,4,4,0,5,5") << 'e' << 'B';
        // North's A (North's left) CW: f e d c.
        QTest::newRow("Q3 2x6 North's A sows clockwise") << 6 << true << 'A'
                                                         << QByteArray("4,4,4,4,4,0/4,4,5,5,5,5") << 'f' << 'c';
        // North's F (North's right) CCW: a b c d.
        QTest::newRow("Q3 2x6 North's F sows counter-clockwise")
            << 6 << true << 'F' << QByteArray("0,4,4,4,4,4/5,5,5,5,4,4") << 'a' << 'd';
        // 2x4: a b are the left half. b CW: a D C B.
        QTest::newRow("Q3 2x4 b sows clockwise") << 4 << false << 'b' << QByteArray("5,5,5,4/5,0,4,4") << 'a' << 'B';
        // c CCW: d A B C.
        QTest::newRow("Q3 2x4 c sows counter-clockwise")
            << 4 << false << 'c' << QByteArray("4,5,5,5/4,4,0,5") << 'd' << 'C';
        // 2x8: A B C D are North's left half. D CW: C B A h.
        QTest::newRow("Q3 2x8 North's D sows clockwise")
            << 8 << true << 'D' << QByteArray("4,4,4,4,0,5,5,5/4,4,4,4,4,4,4,5") << 'C' << 'h';
        // E CCW: F G H a.
        QTest::newRow("Q3 2x8 North's E sows counter-clockwise")
            << 8 << true << 'E' << QByteArray("5,5,5,0,4,4,4,4/5,4,4,4,4,4,4,4") << 'F' << 'a';
    }
    void q3DirectionByStartHole()
    {
        QFETCH(int, houses);
        QFETCH(bool, north);
        QFETCH(char, name);
        QFETCH(QByteArray, after);
        QFETCH(char, first);
        QFETCH(char, last);
        Rules r;
        makeRules("houses=" + QByteArray::number(houses), r);
        Position p = startPosition(r, 1);
        const Side me = north ? Side::North : Side::South;
        setToMove(p, me);
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(p.toMove, opponent(me));
        QCOMPARE(steps.front().kind, StepKind::PickUp);
        QCOMPARE(steps.front().rule, RuleId::Q2);
        QCOMPARE(int(steps.front().count), 4);
        QCOMPARE(countSteps(steps, StepKind::Drop), 4);
        QCOMPARE(int(steps[1].to), hole(p, first));
        QCOMPARE(int(steps[4].to), hole(p, last));
        QVERIFY(hasStep(steps, StepKind::Drop, RuleId::Q3));
        QCOMPARE(checkConsistency(p), std::string());
    }

    void q4SingleLap_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<char>("name");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<int>("drops");
        // c CW: b a F E; the last seed makes E 5 and the move ends there.
        QTest::newRow("Q4 the move ends in a hole with seeds")
            << 6 << QByteArray("4,4,4,4,4,4/4,4,4,4,4,4") << 'c' << QByteArray("5,5,4,4,4,4/5,5,0,4,4,4") << 4;
        // a CW with 13: F E D C B A f e d c b a (12, a gets one), then F again.
        QTest::newRow("Q4 a long lap drops into the emptied start hole")
            << 6 << QByteArray("0,0,0,0,0,0/13,0,0,0,0,1") << 'a' << QByteArray("2,1,1,1,1,1/1,1,1,1,1,2") << 13;
        // 2x4 d CCW with 9: A B C D a b c d (8, d gets one), then A again.
        QTest::newRow("Q4 2x4 a long lap from d")
            << 4 << QByteArray("0,0,0,0/0,0,0,9") << 'd' << QByteArray("1,1,1,2/1,1,1,1") << 9;
    }
    void q4SingleLap()
    {
        QFETCH(int, houses);
        QFETCH(QByteArray, board);
        QFETCH(char, name);
        QFETCH(QByteArray, after);
        QFETCH(int, drops);
        Rules r;
        makeRules("houses=" + QByteArray::number(houses), r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(countSteps(steps, StepKind::PickUp), 1); // no relay
        QCOMPARE(countSteps(steps, StepKind::Drop), drops);
        QCOMPARE(countSteps(steps, StepKind::MakeWalda), 0);
        QCOMPARE(p.toMove, Side::North);
    }

    // ---- Q5, Q6 --------------------------------------------------------

    void q5q6Waldas_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<bool>("north");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<char>("target");
        QTest::addColumn<int>("seeds");   // seeds in target after the move
        QTest::addColumn<int>("owner");   // walda owner of target after: -1 none, 0 South, 1 North
        QTest::addColumn<bool>("made");   // a new walda was made
        const QByteArray corners("walda-holes=corners");
        // c CW with 3: b a F; F held 3, now 4: F is eligible for South.
        const QByteArray onF("3,0,0,0,0,1/0,0,3,0,0,1");
        QTest::newRow("Q5 walda on opponent's end hole") << QByteArray() << false << onF << QByteArray() << 'c'
                                                         << 'F' << 4 << 0 << true;
        QTest::newRow("Q6 corners house rule allows F") << corners << false << onF << QByteArray() << 'c' << 'F'
                                                        << 4 << 0 << true;
        // d CCW with 2: e f; f held 3.
        QTest::newRow("Q5 walda on own end hole") << QByteArray() << false << QByteArray("0,0,0,0,0,1/0,0,0,2,0,3")
                                                  << QByteArray() << 'd' << 'f' << 4 << 0 << true;
        // f CCW with 2: A B; B held 3.
        const QByteArray onB("0,0,0,0,3,1/0,0,0,0,0,2");
        QTest::newRow("Q5 walda on opponent's second hole B") << QByteArray() << false << onB << QByteArray() << 'f'
                                                              << 'B' << 4 << 0 << true;
        QTest::newRow("Q6 corners house rule refuses B") << corners << false << onB << QByteArray() << 'f' << 'B'
                                                         << 4 << -1 << false;
        // f CCW with 5: A B C D E; E held 3.
        QTest::newRow("Q6 opponent's E is eligible") << QByteArray() << false
                                                     << QByteArray("0,3,0,0,0,0/1,0,0,0,0,5") << QByteArray() << 'f'
                                                     << 'E' << 4 << 0 << true;
        // f CCW with 3: A B C; C held 3 but lies in the middle of the row.
        QTest::newRow("Q6 opponent's middle hole C is not eligible")
            << QByteArray() << false << QByteArray("0,0,0,3,0,0/1,0,0,0,0,3") << QByteArray() << 'f' << 'C' << 4
            << -1 << false;
        // c CW with 1: b held 3; only a and f of the own row are eligible.
        QTest::newRow("Q6 own row's second hole b is not eligible")
            << QByteArray() << false << QByteArray("0,0,0,0,0,1/0,3,1,0,0,0") << QByteArray() << 'c' << 'b' << 4
            << -1 << false;
        // c CW with 4: b a F E; F goes from 3 to 4 but the last seed is in E.
        QTest::newRow("Q5 only the last seed counts") << QByteArray() << false
                                                      << QByteArray("3,0,0,0,0,0/0,0,4,0,0,0") << QByteArray() << 'c'
                                                      << 'F' << 4 << -1 << false;
        // c CW with 3: b a F; F goes from 4 to 5.
        QTest::newRow("Q5 the hole must reach exactly 4") << QByteArray() << false
                                                          << QByteArray("4,0,0,0,0,0/0,0,3,0,0,0") << QByteArray()
                                                          << 'c' << 'F' << 5 << -1 << false;
        // As the first row, but F is already North's walda: it stays North's.
        QTest::newRow("Q5 an existing walda keeps its owner") << QByteArray() << false << onF << QByteArray("FN")
                                                              << 'c' << 'F' << 4 << 1 << false;
        // North's E (right half) CCW with 2: F a; a held 3: an end hole of
        // South's row is eligible for North too.
        QTest::newRow("Q6 North makes South's end hole a its walda")
            << QByteArray() << true << QByteArray("0,2,0,0,0,0/3,0,1,0,0,0") << QByteArray() << 'E' << 'a' << 4 << 1
            << true;
        // North's D CCW with 2: E F; F held 3.
        QTest::newRow("Q6 North's own end hole F") << QByteArray() << true << QByteArray("3,0,2,0,0,0/0,0,1,0,0,0")
                                                   << QByteArray() << 'D' << 'F' << 4 << 1 << true;
        // 2x8, h CCW with 7: A B C D E F G; G held 3 (second from the end).
        const QByteArray onG("0,3,0,0,0,0,0,0/1,0,0,0,0,0,0,7");
        QTest::newRow("Q6 2x8 opponent's G is eligible") << QByteArray("houses=8") << false << onG << QByteArray()
                                                         << 'h' << 'G' << 4 << 0 << true;
        QTest::newRow("Q6 2x8 corners house rule refuses G") << QByteArray("houses=8;walda-holes=corners") << false
                                                             << onG << QByteArray() << 'h' << 'G' << 4 << -1
                                                             << false;
        // 2x8, h CCW with 3: A B C; C held 3.
        QTest::newRow("Q6 2x8 opponent's C is not eligible")
            << QByteArray("houses=8") << false << QByteArray("0,0,0,0,0,3,0,0/1,0,0,0,0,0,0,3") << QByteArray()
            << 'h' << 'C' << 4 << -1 << false;
        // 2x4, d CCW with 3: A B C; C held 3: on 2x4 every opponent's hole is
        // among the two outermost at one end.
        const QByteArray onC("0,3,0,0/1,0,0,3");
        QTest::newRow("Q6 2x4 opponent's C is eligible") << QByteArray("houses=4") << false << onC << QByteArray()
                                                         << 'd' << 'C' << 4 << 0 << true;
        QTest::newRow("Q6 2x4 corners house rule refuses C") << QByteArray("houses=4;walda-holes=corners") << false
                                                             << onC << QByteArray() << 'd' << 'C' << 4 << -1
                                                             << false;
        // 2x4, a CW with 7: D C B A d c b; b held 3 but is not an end hole.
        QTest::newRow("Q6 2x4 own row's b is not eligible")
            << QByteArray("houses=4") << false << QByteArray("0,0,0,0/7,3,0,0") << QByteArray() << 'a' << 'b' << 4
            << -1 << false;
    }
    void q5q6Waldas()
    {
        QFETCH(QByteArray, spec);
        QFETCH(bool, north);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(char, target);
        QFETCH(int, seeds);
        QFETCH(int, owner);
        QFETCH(bool, made);
        Rules r;
        makeRules(spec, r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        const Side me = north ? Side::North : Side::South;
        setToMove(p, me);
        p.quietPlies = 7;
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        const int t = hole(p, target);
        QCOMPARE(int(p.seeds[t]), seeds);
        QCOMPARE(p.mark[t] == Mark::Walda, owner >= 0);
        if (owner >= 0)
            QCOMPARE(p.markOwner[t], owner ? Side::North : Side::South);
        QCOMPARE(countSteps(steps, StepKind::MakeWalda), made ? 1 : 0);
        if (made) {
            QCOMPARE(steps.back().kind, StepKind::MakeWalda);
            QCOMPARE(steps.back().rule, RuleId::Q5);
            QCOMPARE(int(steps.back().from), t);
            QCOMPARE(steps.back().side, me);
            QCOMPARE(p.quietPlies, 0); // G2: a new walda is not quiet
            QCOMPARE(score(p)[index(me)], 4);
        }
        // No other hole became a walda.
        for (int i = 0; i < p.ring(); ++i)
            if (i != t)
                QCOMPARE(p.mark[i] == Mark::Walda, waldas.contains(holeName(p, i)));
        QVERIFY(!p.over());
    }

    void q5WaldaIsNeverSownFrom()
    {
        // South makes F a walda (c CW: b a F, F 3 -> 4); North may not sow it.
        const Rules r = Rules::defaults(Variant::Qelat);
        Position p = startPosition(r, 1);
        setRows(p, "3,0,0,0,0,1/0,0,3,0,0,1");
        play(p, Decision::sow(hole(p, 'c')));
        QCOMPARE(p.mark[hole(p, 'F')], Mark::Walda);
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::sow(hole(p, 'A')));
        RuleId rule{};
        QCOMPARE(whyIllegal(p, Decision::sow(hole(p, 'F')), &rule), std::string("Waldas cannot be sown (Q2)."));
        QCOMPARE(rule, RuleId::Q2);
    }

    // ---- Q7 ------------------------------------------------------------

    void q7Waldas_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<int>("skips");
        QTest::addColumn<int>("waldaDrops");
        const QByteArray skip("skip-waldas=on");
        const QByteArray onF("5,0,0,0,0,1/0,0,4,0,0,0");
        // c CW with 4: b a F E; F (South's walda, 5) gets one: 6.
        QTest::newRow("Q7 waldas are sown into") << QByteArray() << onF << QByteArray("FS") << 'c'
                                                 << QByteArray("6,1,0,0,0,1/1,1,0,0,0,0") << 0 << 1;
        // c CW with 4: b a (F passed over) E D.
        QTest::newRow("Q7 skip-waldas=on passes over them")
            << skip << onF << QByteArray("FS") << 'c' << QByteArray("5,1,1,0,0,1/1,1,0,0,0,0") << 1 << 0;
        // 2x8, f CCW with 3: g h A; h is South's walda holding 4.
        const QByteArray onH("0,0,0,0,0,0,0,0/1,0,0,0,0,3,0,4");
        QTest::newRow("Q7 2x8 a walda in the own row is sown into")
            << QByteArray("houses=8") << onH << QByteArray("hS") << 'f'
            << QByteArray("0,0,0,0,0,0,0,1/1,0,0,0,0,0,1,5") << 0 << 1;
        // With skip: g (h passed over) A B.
        QTest::newRow("Q7 2x8 skip-waldas=on passes over the own row's walda")
            << QByteArray("houses=8;skip-waldas=on") << onH << QByteArray("hS") << 'f'
            << QByteArray("0,0,0,0,0,0,1,1/1,0,0,0,0,0,1,4") << 1 << 0;
        // a CW with 12 past the empty walda F: E D C B A f e d c b a (11, a
        // gets one), F passed over again, E (12th): E 2, F still 0.
        QTest::newRow("Q7 skip-waldas=on a long lap still drops into the start hole")
            << skip << QByteArray("0,0,0,0,0,0/12,0,0,0,0,0") << QByteArray("FS") << 'a'
            << QByteArray("0,2,1,1,1,1/1,1,1,1,1,1") << 2 << 0;
        // The same without skip: F E D C B A f e d c b a: the 12th seed lands in
        // a, F (walda) holds 1.
        QTest::newRow("Q7 skip-waldas=off the long lap fills the walda")
            << QByteArray() << QByteArray("0,0,0,0,0,0/12,0,0,0,0,0") << QByteArray("FS") << 'a'
            << QByteArray("1,1,1,1,1,1/1,1,1,1,1,1") << 0 << 1;
    }
    void q7Waldas()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(QByteArray, after);
        QFETCH(int, skips);
        QFETCH(int, waldaDrops);
        Rules r;
        makeRules(spec, r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        p.quietPlies = 5;
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        QCOMPARE(rows(p), after.toStdString());
        QCOMPARE(countSteps(steps, StepKind::Skip), skips);
        QCOMPARE(hasStep(steps, StepKind::Skip, RuleId::Q7), skips > 0);
        int intoWalda = 0;
        for (const Step& s : steps)
            intoWalda += s.kind == StepKind::Drop && s.rule == RuleId::Q7;
        QCOMPARE(intoWalda, waldaDrops);
        // G2: a seed dropped into a walda is not quiet.
        QCOMPARE(int(p.quietPlies), waldaDrops ? 0 : 6);
    }

    // ---- Q8, Q9 --------------------------------------------------------

    void q8PassWhenNoMove_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("northMove");
        // South's only seeds are in a, North's walda; North can sow A.
        QTest::newRow("Q8 2x6 South's seeds are all in a walda")
            << 6 << QByteArray("0,0,0,0,0,2/4,0,0,0,0,0") << QByteArray("aN") << 'A';
        // South's only seeds are in South's own walda d; North can sow A.
        QTest::newRow("Q8 2x4 South's own walda is no move")
            << 4 << QByteArray("0,0,0,1/0,0,0,5") << QByteArray("dS") << 'A';
        QTest::newRow("Q8 2x8 South's row is empty") << 8 << QByteArray("0,0,0,0,0,0,0,3/0,0,0,0,0,0,0,0")
                                                     << QByteArray() << 'A';
    }
    void q8PassWhenNoMove()
    {
        QFETCH(int, houses);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, northMove);
        Rules r;
        makeRules("houses=" + QByteArray::number(houses), r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        p.quietPlies = 3;
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::pass());
        for (int k = 0; k < houses; ++k)
            QVERIFY(!apply(p, Decision::sow(k)));
        StepList steps;
        play(p, Decision::pass(), &steps);
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0].kind, StepKind::Pass);
        QCOMPARE(steps[0].rule, RuleId::Q8);
        QCOMPARE(steps[0].side, Side::South);
        QCOMPARE(rows(p), board.toStdString()); // a pass moves no seed
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(int(p.quietPlies), 4);
        QVERIFY(!p.over());
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::sow(hole(p, northMove)));
        RuleId rule{};
        QVERIFY(!whyIllegal(p, Decision::pass(), &rule).empty());
        QCOMPARE(rule, RuleId::Q8);
    }

    void q9GameEndsWhenNeitherCanMove_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<bool>("north");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<int>("south");
        QTest::addColumn<int>("northScore");
        QTest::addColumn<Outcome>("outcome");
        // b CW with 1 into a (North's walda): no seed is left outside a walda.
        // South: F; North: a + 1.
        QTest::newRow("Q9 South wins on walda seeds") << 6 << false << QByteArray("10,0,0,0,0,0/5,1,0,0,0,0")
                                                      << QByteArray("FS aN") << 'b' << 10 << 6
                                                      << Outcome::SouthWins;
        QTest::newRow("Q9 North wins on walda seeds") << 6 << false << QByteArray("3,0,0,0,0,0/5,1,0,0,0,0")
                                                      << QByteArray("FS aN") << 'b' << 3 << 6
                                                      << Outcome::NorthWins;
        QTest::newRow("Q9 equal walda seeds is a draw") << 6 << false << QByteArray("6,0,0,0,0,0/5,1,0,0,0,0")
                                                        << QByteArray("FS aN") << 'b' << 6 << 6 << Outcome::Draw;
        // 2x4: North's C (right half) CCW with 1 into D, South's walda: 7 + 1
        // for South, North's walda d holds 2.
        QTest::newRow("Q8 2x4 North's last seed ends the game") << 4 << true << QByteArray("7,1,0,0/0,0,0,2")
                                                                << QByteArray("DS dN") << 'C' << 8 << 2
                                                                << Outcome::SouthWins;
        // 2x8: h CCW with 2: A (North's walda) B; B held 3 and becomes
        // South's walda. South: a 9 + B 4 = 13; North: H 11 + A 1 = 12.
        QTest::newRow("Q9 2x8 the last seed makes a walda and ends the game")
            << 8 << false << QByteArray("11,0,0,0,0,0,3,0/9,0,0,0,0,0,0,2") << QByteArray("HN aS AN") << 'h' << 13
            << 12 << Outcome::SouthWins;
    }
    void q9GameEndsWhenNeitherCanMove()
    {
        QFETCH(int, houses);
        QFETCH(bool, north);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(int, south);
        QFETCH(int, northScore);
        QFETCH(Outcome, outcome);
        Rules r;
        makeRules("houses=" + QByteArray::number(houses), r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        setToMove(p, north ? Side::North : Side::South);
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        QVERIFY(p.over());
        QCOMPARE(p.outcome, outcome);
        QCOMPARE(score(p)[0], south);
        QCOMPARE(score(p)[1], northScore);
        QCOMPARE(steps.back().kind, StepKind::GameEnd);
        QCOMPARE(steps.back().rule, RuleId::Q8);
        QCOMPARE(int(steps.back().count), south - northScore);
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(list.empty());
        QVERIFY(!apply(p, Decision::pass()));
    }

    void q9SeedsOutsideWaldasDoNotCount()
    {
        // While the game goes on, score() counts waldas only: 4 in South's
        // walda F, 2 in North's walda a; the 9 other seeds count for no one.
        const Rules r = Rules::defaults(Variant::Qelat);
        Position p = startPosition(r, 1);
        setRows(p, "4,0,3,0,0,1/2,0,3,0,0,2");
        markWaldas(p, "FS aN");
        QCOMPARE(score(p)[0], 4);
        QCOMPARE(score(p)[1], 2);
    }

    // ---- Q10 -----------------------------------------------------------

    void q10AntiRepetition_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<int>("houses");
        QTest::addColumn<bool>("north");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<char>("back");
        QTest::addColumn<bool>("forbidden");
        const QByteArray off("anti-repetition=off");
        const QByteArray skip("skip-waldas=on");
        // a CW with 1: the seed crosses the end into the empty F.
        const QByteArray fromA("0,0,0,2,0,0/1,0,0,0,0,1");
        QTest::newRow("Q10 a single seed from a into F may not go straight back")
            << QByteArray() << 6 << false << fromA << QByteArray() << 'a' << 'F' << true;
        QTest::newRow("Q10 anti-repetition=off lets it go back")
            << off << 6 << false << fromA << QByteArray() << 'a' << 'F' << false;
        // f CCW with 1 into the empty A.
        QTest::newRow("Q10 a single seed from f into A") << QByteArray() << 6 << false << fromA << QByteArray() << 'f'
                                                         << 'A' << true;
        // North's F CCW with 1 into the empty a.
        QTest::newRow("Q10 North's single seed from F into a")
            << QByteArray() << 6 << true << QByteArray("1,0,0,0,0,0/0,0,2,0,0,0") << QByteArray() << 'F' << 'a'
            << true;
        // 2x8: North's A CW with 1 into the empty h.
        QTest::newRow("Q10 2x8 North's single seed from A into h")
            << QByteArray() << 8 << true << QByteArray("0,0,0,0,0,0,0,1/0,0,2,0,0,0,0,0") << QByteArray() << 'A'
            << 'h' << true;
        QTest::newRow("Q10 2x8 anti-repetition=off") << QByteArray("houses=8;anti-repetition=off") << 8 << true
                                                     << QByteArray("0,0,0,0,0,0,0,1/0,0,2,0,0,0,0,0") << QByteArray()
                                                     << 'A' << 'h' << false;
        // 2x4: d CCW with 1 into the empty A.
        QTest::newRow("Q10 2x4 a single seed from d into A") << QByteArray() << 4 << false
                                                             << QByteArray("0,2,0,0/0,0,0,1") << QByteArray() << 'd'
                                                             << 'A' << true;
        // F held 2 and now holds 3: sowing F would not be "the single seed".
        QTest::newRow("Q10 not when the end hole held seeds")
            << QByteArray() << 6 << false << QByteArray("2,0,0,2,0,0/1,0,0,0,0,1") << QByteArray() << 'a' << 'F'
            << false;
        // a CW with 2: F E; F holds 1 but the move sowed two seeds.
        QTest::newRow("Q10 not for a move of two seeds")
            << QByteArray() << 6 << false << QByteArray("0,0,0,2,0,0/2,0,0,0,0,1") << QByteArray() << 'a' << 'F'
            << false;
        // skip-waldas: a's seed passes over North's walda F into E, which is
        // no end hole.
        QTest::newRow("Q10 skip-waldas a seed passing over a walda on F lands in E, not forbidden")
            << skip << 6 << false << QByteArray("3,0,0,2,0,0/1,0,0,0,0,1") << QByteArray("FN") << 'a' << 'E'
            << false;
        // skip-waldas: b CW passes over North's walda a and crosses into F.
        QTest::newRow("Q10 skip-waldas b over a walda on a into F")
            << skip << 6 << false << QByteArray("0,0,0,2,0,0/4,1,0,0,0,1") << QByteArray("aN") << 'b' << 'F'
            << true;
    }
    void q10AntiRepetition()
    {
        QFETCH(QByteArray, spec);
        QFETCH(int, houses);
        QFETCH(bool, north);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(char, back);
        QFETCH(bool, forbidden);
        Rules r;
        makeRules(spec + (houses != 6 ? ";houses=" + QByteArray::number(houses) : QByteArray()), r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        const Side me = north ? Side::North : Side::South;
        setToMove(p, me);
        play(p, Decision::sow(hole(p, name)));
        QCOMPARE(p.toMove, opponent(me));
        QVERIFY(!p.over());
        const Decision d = Decision::sow(hole(p, back));
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.contains(d), !forbidden);
        QCOMPARE(int(p.forbidden), forbidden ? hole(p, back) : int(kNoPlace));
        RuleId rule{};
        const std::string why = whyIllegal(p, d, &rule);
        if (forbidden) {
            QCOMPARE(rule, RuleId::Q10);
            QVERIFY(why.find("(Q10)") != std::string::npos);
            const Position before = p;
            QVERIFY(!apply(p, d));
            QVERIFY(p == before);
        } else {
            QCOMPARE(why, std::string());
        }
    }

    void q10OnlyTheVeryNextMove()
    {
        const Rules r = Rules::defaults(Variant::Qelat);
        Position p = startPosition(r, 1);
        setRows(p, "0,0,0,2,0,0/1,0,0,0,0,1");
        play(p, Decision::sow(hole(p, 'a'))); // into F
        QCOMPARE(int(p.forbidden), hole(p, 'F'));
        play(p, Decision::sow(hole(p, 'C'))); // C CW with 2: B A
        QCOMPARE(rows(p), std::string("1,0,0,0,1,1/0,0,0,0,0,1"));
        QCOMPARE(int(p.forbidden), int(kNoPlace));
        play(p, Decision::sow(hole(p, 'f'))); // f CCW into A, which held 1: no Q10
        QCOMPARE(int(p.forbidden), int(kNoPlace));
        DecisionList list;
        legalDecisions(p, list);
        QVERIFY(list.contains(Decision::sow(hole(p, 'F'))));
    }

    void q10ForbiddenOnlyMoveMeansPass()
    {
        const Rules r = Rules::defaults(Variant::Qelat);
        Position p = startPosition(r, 1);
        setRows(p, "0,0,0,0,0,0/1,0,0,1,0,0");
        play(p, Decision::sow(hole(p, 'a'))); // into F: North's only seed
        DecisionList list;
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::pass()); // Q8
        StepList steps;
        play(p, Decision::pass(), &steps);
        QVERIFY(hasStep(steps, StepKind::Pass, RuleId::Q8));
        QCOMPARE(int(p.forbidden), int(kNoPlace));
        play(p, Decision::sow(hole(p, 'd'))); // d CCW into e
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::sow(hole(p, 'F')));
        play(p, Decision::sow(hole(p, 'F'))); // F CCW back into the empty a
        QCOMPARE(rows(p), std::string("0,0,0,0,0,0/1,0,0,0,1,0"));
        QCOMPARE(int(p.forbidden), hole(p, 'a'));
        legalDecisions(p, list);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0], Decision::sow(hole(p, 'e')));
    }

    void q8q10BarredSeedIsNoMove_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<int>("south");
        QTest::addColumn<int>("northScore");
        QTest::addColumn<Outcome>("outcome");
        // f CCW with its single seed across the end into the empty A: A's
        // seed is North's only one and Q10 bars it; South has none left to
        // sow (a is North's walda). Neither can move: Q8 ends the game, Q9
        // counts the waldas, the barred seed counts for no one. Before Q8
        // knew the bar, North passed, the seed shuttled A -> f -> A ...
        QTest::newRow("Q8 Q10 f into A: the barred seed ends the game, 30-17")
            << QByteArray("quiet-limit=0") << QByteArray("30,0,0,0,0,0/17,0,0,0,0,1") << QByteArray("FS aN") << 'f'
            << 30 << 17 << Outcome::SouthWins;
        // One seed outside South's walda A (47 seeds): a CW into F.
        QTest::newRow("Q8 Q10 a into F: the lone seed ends the game, 47-0")
            << QByteArray("quiet-limit=3") << QByteArray("0,0,0,0,0,47/1,0,0,0,0,0") << QByteArray("AS") << 'a'
            << 47 << 0 << Outcome::SouthWins;
        // The same with Q10 off: North may sow F back, the game goes on.
        QTest::newRow("Q8 anti-repetition=off: the seed may go back")
            << QByteArray("anti-repetition=off") << QByteArray("0,0,0,0,0,47/1,0,0,0,0,0") << QByteArray("AS")
            << 'a' << -1 << -1 << Outcome::Ongoing;
    }
    void q8q10BarredSeedIsNoMove()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(int, south);
        QFETCH(int, northScore);
        QFETCH(Outcome, outcome);
        Rules r;
        makeRules(spec, r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        QCOMPARE(checkConsistency(p), std::string());
        StepList steps;
        play(p, Decision::sow(hole(p, name)), &steps);
        QCOMPARE(p.outcome, outcome);
        DecisionList list;
        legalDecisions(p, list);
        if (outcome == Outcome::Ongoing) {
            QCOMPARE(list.size(), 1);
            QCOMPARE(list[0].kind, DecisionKind::Sow);
            return;
        }
        QVERIFY(p.over());
        QCOMPARE(steps.back().kind, StepKind::GameEnd);
        QCOMPARE(steps.back().rule, RuleId::Q8);
        QCOMPARE(score(p)[0], south);
        QCOMPARE(score(p)[1], northScore);
        QCOMPARE(p.totalSeeds(), r.totalSeeds());
        QVERIFY(list.empty()); // no pass that would lift the bar
        QVERIFY(!apply(p, Decision::pass()));
        QCOMPARE(int(p.forbidden), int(kNoPlace));
    }

    void q8EndsTheGameBeforeG2OnTheSameMove()
    {
        // The move that makes the last quiet turn allowed by quiet-limit=1
        // also leaves no one a move: Q8 scores the game, G2 does not draw it.
        Rules r;
        makeRules("quiet-limit=1", r);
        Position p = startPosition(r, 1);
        setRows(p, "30,0,0,0,0,0/17,0,0,0,0,1");
        markWaldas(p, "FS aN");
        p.quietPlies = 1;
        StepList steps;
        play(p, Decision::sow(hole(p, 'f')), &steps);
        QVERIFY(p.over());
        QCOMPARE(p.outcome, Outcome::SouthWins);
        QCOMPARE(countSteps(steps, StepKind::GameEnd), 1);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::Q8));
        QVERIFY(!hasStep(steps, StepKind::GameEnd, RuleId::G2));
    }

    // ---- Q11 / G2 ------------------------------------------------------

    void q11QuietLimit_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<int>("quietBefore");
        QTest::addColumn<QByteArray>("moves");
        QTest::addColumn<bool>("over");
        // c CW into b, C CW into B, b into a, B into A: four quiet turns.
        QTest::newRow("Q11 G2 quiet-limit=1 ends the game after two quiet turns")
            << QByteArray("quiet-limit=1") << 0 << QByteArray("cC") << true;
        QTest::newRow("Q11 G2 quiet-limit=2 three quiet turns are not enough")
            << QByteArray("quiet-limit=2") << 0 << QByteArray("cCb") << false;
        QTest::newRow("Q11 G2 quiet-limit=0 never ends the game")
            << QByteArray("quiet-limit=0") << 0 << QByteArray("cCbB") << false;
        QTest::newRow("Q11 G2 default 200 full moves end it at the 400th quiet turn")
            << QByteArray() << 399 << QByteArray("c") << true;
        QTest::newRow("Q11 G2 default 200 full moves, 399 quiet turns go on")
            << QByteArray() << 398 << QByteArray("c") << false;
    }
    void q11QuietLimit()
    {
        QFETCH(QByteArray, spec);
        QFETCH(int, quietBefore);
        QFETCH(QByteArray, moves);
        QFETCH(bool, over);
        Rules r;
        makeRules(spec, r);
        Position p = startPosition(r, 1);
        setRows(p, "0,0,0,1,0,0/0,0,1,0,0,0");
        p.quietPlies = static_cast<std::uint16_t>(quietBefore);
        StepList steps;
        for (char m : moves)
            play(p, Decision::sow(hole(p, m)), &steps);
        QCOMPARE(int(p.quietPlies), quietBefore + int(moves.size()));
        QCOMPARE(p.over(), over);
        if (over) {
            QCOMPARE(p.outcome, Outcome::Draw);
            QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::G2));
        }
    }

    void q11QuietEnd_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<Outcome>("outcome");
        // South's walda F and North's walda a hold 46 of the 48 seeds; c CW
        // into b and C CW into B are two quiet turns: quiet-limit=1 stops
        // the game. The seeds in b and B count for no one.
        QTest::newRow("Q11 G2 quiet-end=score by default: South's waldas win 42-4")
            << QByteArray("quiet-limit=1") << QByteArray("42,0,0,1,0,0/4,0,1,0,0,0") << Outcome::SouthWins;
        QTest::newRow("Q11 G2 quiet-end=score: North's waldas win 4-42")
            << QByteArray("quiet-limit=1;quiet-end=score") << QByteArray("4,0,0,1,0,0/42,0,1,0,0,0")
            << Outcome::NorthWins;
        QTest::newRow("Q11 G2 quiet-end=score: equal waldas draw 23-23")
            << QByteArray("quiet-limit=1") << QByteArray("23,0,0,1,0,0/23,0,1,0,0,0") << Outcome::Draw;
        QTest::newRow("Q11 G2 quiet-end=draw: drawn at 42-4")
            << QByteArray("quiet-limit=1;quiet-end=draw") << QByteArray("42,0,0,1,0,0/4,0,1,0,0,0") << Outcome::Draw;
    }
    void q11QuietEnd()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QByteArray, board);
        QFETCH(Outcome, outcome);
        Rules r;
        makeRules(spec, r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, "FS aN");
        QCOMPARE(checkConsistency(p), std::string());
        const auto before = score(p);
        play(p, Decision::sow(hole(p, 'c')));
        QVERIFY(!p.over());
        StepList steps;
        play(p, Decision::sow(hole(p, 'C')), &steps);
        QVERIFY(p.over());
        QVERIFY(p.quietStop);
        QCOMPARE(p.outcome, outcome);
        QCOMPARE(score(p), before); // no seed moves when the game is stopped
        QCOMPARE(int(p.seeds[hole(p, 'b')]), 1);
        QCOMPARE(steps.back().kind, StepKind::GameEnd);
        QCOMPARE(steps.back().rule, RuleId::G2);
        QCOMPARE(int(steps.back().count), r.quietEnd == QuietEnd::Score ? before[0] - before[1] : 0);
        // The position string says the game was stopped, and reads back.
        const std::string text = toPositionString(p);
        QVERIFY2(text.find(" q") != std::string::npos, text.c_str());
        Position back;
        QCOMPARE(fromPositionString(text, r, back), std::string());
        QVERIFY(back == p);
    }

    void q11WaldaTurnsAreNotQuiet_data()
    {
        QTest::addColumn<QByteArray>("board");
        QTest::addColumn<QByteArray>("waldas");
        QTest::addColumn<char>("name");
        QTest::addColumn<bool>("quiet");
        // b CW into a, South's walda.
        QTest::newRow("G2 a seed dropped into a walda is not quiet")
            << QByteArray("0,0,0,1,0,0/0,1,0,0,0,0") << QByteArray("aS") << 'b' << false;
        // d CCW with 2: e f; f 3 -> 4 becomes South's walda.
        QTest::newRow("G2 a new walda is not quiet") << QByteArray("0,0,0,1,0,0/0,0,0,2,0,3") << QByteArray() << 'd'
                                                     << false;
        // c CW into b: nothing reaches a walda.
        QTest::newRow("G2 a plain sowing is quiet") << QByteArray("0,0,0,1,0,0/0,0,1,0,0,0") << QByteArray() << 'c'
                                                    << true;
    }
    void q11WaldaTurnsAreNotQuiet()
    {
        QFETCH(QByteArray, board);
        QFETCH(QByteArray, waldas);
        QFETCH(char, name);
        QFETCH(bool, quiet);
        Rules r;
        makeRules("quiet-limit=1", r);
        Position p = startPosition(r, 1);
        setRows(p, board.constData());
        markWaldas(p, waldas);
        p.quietPlies = 1; // one more quiet turn ends the game
        play(p, Decision::sow(hole(p, name)));
        QCOMPARE(p.over(), quiet);
        QCOMPARE(int(p.quietPlies), quiet ? 2 : 0);
    }

    // ---- Whole games ---------------------------------------------------

    void randomPlayouts_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<int>("games");
        QTest::newRow("Q1-Q11 defaults") << QByteArray() << 60;
        QTest::newRow("Q7 skip-waldas=on") << QByteArray("skip-waldas=on") << 40;
        QTest::newRow("Q6 walda-holes=corners") << QByteArray("walda-holes=corners") << 40;
        QTest::newRow("Q10 anti-repetition=off") << QByteArray("anti-repetition=off") << 40;
        QTest::newRow("Q1 houses=4 seeds=1") << QByteArray("houses=4;seeds=1") << 40;
        QTest::newRow("Q1 houses=8 seeds=3 skip-waldas=on") << QByteArray("houses=8;seeds=3;skip-waldas=on") << 30;
        QTest::newRow("Q1 houses=12 seeds=10 corners")
            << QByteArray("houses=12;seeds=10;walda-holes=corners") << 15;
        QTest::newRow("Q1 layout=custom") << QByteArray("layout=custom:0,5,0,1,2,0/3,0,0,7,1,1") << 30;
        QTest::newRow("G2 quiet-limit=5") << QByteArray("quiet-limit=5") << 30;
    }
    void randomPlayouts()
    {
        QFETCH(QByteArray, spec);
        QFETCH(int, games);
        Rules r;
        makeRules(spec, r);
        const int total = r.totalSeeds();
        int waldasMade = 0;
        int endedByQ8 = 0;
        int passes = 0;
        for (int g = 0; g < games; ++g) {
            Position p = startPosition(r, std::uint64_t(g));
            std::mt19937 rng(static_cast<unsigned>(1000 + g));
            DecisionList list;
            int plies = 0;
            while (!p.over() && plies < 200000) {
                legalDecisions(p, list);
                QVERIFY(!list.empty());
                checkDecisions(p, list);
                if (QTest::currentTestFailed())
                    return;
                const Decision d = list[int(rng() % unsigned(list.size()))];
                StepList steps;
                QVERIFY(apply(p, d, &steps));
                QVERIFY(!steps.empty());
                const std::string err = checkConsistency(p);
                QVERIFY2(err.empty(), err.c_str());
                QCOMPARE(p.totalSeeds(), total);
                waldasMade += countSteps(steps, StepKind::MakeWalda);
                passes += d.kind == DecisionKind::Pass;
                if (p.over() && steps.back().rule == RuleId::Q8)
                    ++endedByQ8;
                ++plies;
            }
            QVERIFY2(p.over(), "a game did not end");
            const auto s = score(p);
            if (allSeedsInWaldas(p))
                QCOMPARE(s[0] + s[1], total); // Q9 reading: every seed is in a walda
            if (r.skipWaldas) {
                // Q7 house rule: a skipped walda keeps the 4 seeds it was made with.
                int waldas = 0;
                for (int i = 0; i < p.ring(); ++i)
                    waldas += p.mark[i] == Mark::Walda;
                QCOMPARE(s[0] + s[1], 4 * waldas);
            }
            const Outcome expected = s[0] > s[1] ? Outcome::SouthWins
                                                 : (s[1] > s[0] ? Outcome::NorthWins : Outcome::Draw);
            if (p.outcome != Outcome::Draw || s[0] == s[1])
                QCOMPARE(p.outcome, expected); // a G2 draw may have any score
        }
        QVERIFY(waldasMade > 0);
        // With skip-waldas the seeds outside waldas never leave play (at most
        // 8 eligible holes hold 32 of the 48 seeds), so those games end by G2.
        if (!spec.contains("quiet-limit") && !r.skipWaldas)
            QVERIFY(endedByQ8 > 0);
        QVERIFY(passes > 0);
        qDebug("%d waldas, %d games ended by Q8, %d passes", waldasMade, endedByQ8, passes);
    }

private:
    /// Whether no seed is left outside the waldas (as when no one can sow).
    static bool allSeedsInWaldas(const Position& p)
    {
        for (int i = 0; i < p.ring(); ++i)
            if (p.seeds[i] && p.mark[i] != Mark::Walda)
                return false;
        return true;
    }

    /// Every probe decision: legal ones are in the list and explain nothing;
    /// the others are refused, change nothing and say why.
    static void checkDecisions(const Position& p, const DecisionList& list)
    {
        for (const Decision& d : probes(p)) {
            Position copy = p;
            StepList steps;
            const bool ok = apply(copy, d, &steps);
            QCOMPARE(ok, list.contains(d));
            if (ok) {
                QCOMPARE(whyIllegal(p, d), std::string());
                QCOMPARE(copy.totalSeeds(), p.totalSeeds());
            } else {
                QVERIFY(copy == p);
                QVERIFY(steps.empty());
                RuleId rule{};
                QVERIFY(!whyIllegal(p, d, &rule).empty());
                QVERIFY(rule != RuleId::None && rule != RuleId::G1);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestQelat)
#include "tst_qelat.moc"
