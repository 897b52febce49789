// SPDX-License-Identifier: GPL-3.0-or-later
// The move notation: hole names, decision tokens, turns, the position string
// and the JSON of mancala-cli.

#include "test_support.h"

#include "mancala/json.h"
#include "mancala/line.h"
#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(mancala::Decision)

namespace {

Decision distribution(std::initializer_list<int> counts)
{
    Decision d;
    d.kind = DecisionKind::Distribute;
    int k = 0;
    for (int c : counts)
        d.counts[k++] = static_cast<std::uint8_t>(c);
    return d;
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private:
    Rules m_kalah = Rules::defaults(Variant::Kalah);
    Rules m_qelat = Rules::defaults(Variant::Qelat);

private slots:
    void holeNames_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<int>("hole");
        QTest::addColumn<std::string>("name");
        QTest::newRow("South's first hole") << 6 << 0 << std::string("a");
        QTest::newRow("South's last hole") << 6 << 5 << std::string("f");
        QTest::newRow("North's first hole") << 6 << 6 << std::string("A");
        QTest::newRow("North's last hole") << 6 << 11 << std::string("F");
        QTest::newRow("E10 2x12 South's last") << 12 << 11 << std::string("l");
        QTest::newRow("E10 2x12 North's last") << 12 << 23 << std::string("L");
        QTest::newRow("K1 2x3 North's first") << 3 << 3 << std::string("A");
    }
    void holeNames()
    {
        QFETCH(int, houses);
        QFETCH(int, hole);
        QFETCH(std::string, name);
        QCOMPARE(holeName(houses, hole), name);
        int parsed = -1;
        QVERIFY(parseHole(name, houses, parsed));
        QCOMPARE(parsed, hole);
    }

    void badHoleNames_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::newRow("beyond South's row") << std::string("g");
        QTest::newRow("beyond North's row") << std::string("G");
        QTest::newRow("empty") << std::string();
        QTest::newRow("two letters") << std::string("ab");
        QTest::newRow("a digit") << std::string("1");
    }
    void badHoleNames()
    {
        QFETCH(std::string, text);
        int hole = 42;
        QVERIFY(!parseHole(text, 6, hole));
        QCOMPARE(hole, 42);
    }

    void decisionTokens_data()
    {
        QTest::addColumn<int>("pending");
        QTest::addColumn<Decision>("decision");
        QTest::addColumn<std::string>("token");
        const int turn = int(Pending::Turn);
        QTest::newRow("sow South's c") << turn << Decision::sow(2) << std::string("c");
        QTest::newRow("sow North's F") << turn << Decision::sow(11) << std::string("F");
        QTest::newRow("M5 continue from b") << int(Pending::ContinueFrom) << Decision::continueFrom(1) << std::string("b");
        QTest::newRow("E7 clockwise") << int(Pending::Direction) << Decision::direction(Direction::Cw) << std::string("cw");
        QTest::newRow("E7 counter-clockwise") << int(Pending::Direction) << Decision::direction(Direction::Ccw)
                                              << std::string("ccw");
        QTest::newRow("W4 take") << int(Pending::TakeOrLeave) << Decision::take() << std::string("take");
        QTest::newRow("W4 leave") << int(Pending::TakeOrLeave) << Decision::leave() << std::string("leave");
        QTest::newRow("pass") << turn << Decision::pass() << std::string("pass");
        QTest::newRow("K9 swap") << turn << Decision::swap() << std::string("swap");
        QTest::newRow("E8 distribution") << turn << distribution({3, 5, 0, 4, 4, 8}) << std::string("{a3 b5 c0 d4 e4 f8}");
    }
    void decisionTokens()
    {
        QFETCH(int, pending);
        QFETCH(Decision, decision);
        QFETCH(std::string, token);
        Position p = startPosition(m_kalah, 1);
        p.pending = static_cast<Pending>(pending);
        QCOMPARE(formatDecision(p, decision), token);
        Decision parsed;
        std::string error;
        QVERIFY2(parseDecision(p, token, parsed, error), error.c_str());
        QVERIFY(parsed == decision);
    }

    void distributionOfNorth()
    {
        // North's row is named A..F; the counts run from North's left (A).
        Position p = startPosition(m_kalah, 1);
        p.toMove = p.decider = Side::North;
        const Decision d = distribution({1, 2, 3, 4, 5, 6});
        QCOMPARE(formatDecision(p, d), std::string("{A1 B2 C3 D4 E5 F6}"));
        Decision parsed;
        std::string error;
        QVERIFY(parseDecision(p, "{F6 E5 D4 C3 B2 A1}", parsed, error)); // any order
        QVERIFY(parsed == d);
    }

    void malformedTokens_data()
    {
        QTest::addColumn<std::string>("token");
        QTest::addColumn<std::string>("error");
        QTest::newRow("no such hole") << std::string("q") << std::string("no such hole");
        QTest::newRow("row too short") << std::string("G") << std::string("no such hole");
        QTest::newRow("not a word") << std::string("sow") << std::string("not a decision");
        QTest::newRow("empty") << std::string() << std::string("empty decision");
        QTest::newRow("distribution misses a hole")
            << std::string("{a3 b5 c0 d4 e4}") << std::string("hole f is missing from the distribution");
        QTest::newRow("distribution lists a hole twice")
            << std::string("{a3 a5 c0 d4 e4 f8}") << std::string("hole a is listed twice");
        QTest::newRow("distribution in the opponent's row")
            << std::string("{A3 b5 c0 d4 e4 f8}") << std::string("hole A is not in the mover's row");
        QTest::newRow("distribution without a count")
            << std::string("{a b5 c0 d4 e4 f8}") << std::string("'a' is not a hole and a count");
        QTest::newRow("distribution not closed") << std::string("{a3 b5") << std::string("a distribution is written");
    }
    void malformedTokens()
    {
        QFETCH(std::string, token);
        QFETCH(std::string, error);
        const Position p = startPosition(m_kalah, 1);
        Decision d = Decision::swap();
        std::string why;
        QVERIFY(!parseDecision(p, token, d, why));
        QVERIFY2(why.starts_with(error), why.c_str());
        QVERIFY(d == Decision::swap());
    }

    void turnEndsInKalah()
    {
        // From the start c (4 seeds) sows d e f and the store: K3 extra turn,
        // the same turn goes on; then f (5) sows the store and A B C D: over.
        Position p = startPosition(m_kalah, 1);
        Position before = p;
        play(p, Decision::sow(2));
        QVERIFY(!turnEnds(before, p));
        before = p;
        play(p, Decision::sow(5));
        QVERIFY(turnEnds(before, p));
    }

    /// A line as the move list writes it: a turn's decisions joined with
    /// '-', turns apart (K3: c's last seed in the store, f goes on; North's A
    /// ends in D, South's turn again); a refused decision ends it.
    void formatLineJoinsEachTurn()
    {
        const Position p = startPosition(m_kalah, 1);
        QCOMPARE(formatLine(p, {Decision::sow(2), Decision::sow(5), Decision::sow(6), Decision::sow(0)}),
                 std::string("c-f A a"));
        QCOMPARE(formatLine(p, {Decision::sow(2), Decision::sow(2)}), std::string("c")); // c is empty
        QCOMPARE(formatLine(p, {}), std::string());
    }

    void turnEndsAtTheEndOfTheGame()
    {
        Position p = startPosition(m_kalah, 1);
        setRows(p, "0,0,0,0,0,1/0,0,0,0,0,1");
        p.store = {23, 23};
        const Position before = p;
        play(p, Decision::sow(5)); // f into the store: South's row is empty (K5)
        QVERIFY(p.over());
        QCOMPARE(p.toMove, Side::South);
        QVERIFY(turnEnds(before, p));
    }

    void turnEndsByState_data()
    {
        QTest::addColumn<int>("phaseBefore");
        QTest::addColumn<int>("phaseAfter");
        QTest::addColumn<int>("pendingAfter");
        QTest::addColumn<bool>("northAfter");
        QTest::addColumn<int>("roundAfter");
        QTest::addColumn<bool>("ends");
        const int race = int(Phase::Race);
        const int play = int(Phase::Play);
        QTest::newRow("W2 South chose for the race, North chooses") << race << race << int(Pending::Race) << false << 1 << false;
        QTest::newRow("W2 race chooser shown as North") << race << race << int(Pending::Race) << true << 1 << false;
        QTest::newRow("W2 the race is over") << race << play << int(Pending::Turn) << false << 1 << true;
        QTest::newRow("M5 continue from") << play << play << int(Pending::ContinueFrom) << false << 1 << false;
        QTest::newRow("E7 direction") << play << play << int(Pending::Direction) << false << 1 << false;
        QTest::newRow("W4 take or leave by the opponent") << play << play << int(Pending::TakeOrLeave) << true << 1 << false;
        QTest::newRow("ordinary turn passes") << play << play << int(Pending::Turn) << true << 1 << true;
        QTest::newRow("M9 new round, same side to move") << play << play << int(Pending::Turn) << false << 2 << true;
    }
    void turnEndsByState()
    {
        QFETCH(int, phaseBefore);
        QFETCH(int, phaseAfter);
        QFETCH(int, pendingAfter);
        QFETCH(bool, northAfter);
        QFETCH(int, roundAfter);
        QFETCH(bool, ends);
        Position before = startPosition(m_kalah, 1);
        before.phase = static_cast<Phase>(phaseBefore);
        Position after = before;
        after.phase = static_cast<Phase>(phaseAfter);
        after.pending = static_cast<Pending>(pendingAfter);
        after.toMove = northAfter ? Side::North : Side::South;
        after.decider = Side::North;
        after.round = static_cast<std::uint16_t>(roundAfter);
        QCOMPARE(turnEnds(before, after), ends);
    }

    void startPositionString()
    {
        const Position p = startPosition(m_kalah, 7);
        QCOMPARE(toPositionString(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 - rng=7"));
    }

    void fullPositionString_data()
    {
        // Positions random play reached, with every optional field of the
        // string between them: marks of each kind, owners changed by a round,
        // each pending decision, both hands, the race's fields, the flags.
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("houseRule");
        QTest::addColumn<std::string>("text");
        QTest::newRow("mewelad race offer, North sowing")
            << "mewelad" << "claimed-captures=on"
            << std::string("8,8,4,3,1,2/1,3,0,7,3,8 0,0 - - s race offer:n 1 1 0 - offer=D hand.n=0,D,ccw,6,a "
                           "race=e,D tick=36 finished=9,0 next=n rng=6");
        QTest::newRow("mewelad round 2 offer")
            << "mewelad" << "claimed-captures=on"
            << std::string("9,1,8,0,4,0/3,1,3,8,0,9 0,0 - nnnnnn/nnssss s play offer:n 2 16 1 - offer=B "
                           "hand.s=2,B,ccw,6,a rng=9e3779b97f4a7c15");
        QTest::newRow("mewelad left four")
            << "mewelad" << "claimed-captures=on"
            << std::string("8,3,7,0,3,1/2,1,3,4,8,8 0,0 dls - n play - 1 1 0 -");
        QTest::newRow("keren round 2 continue")
            << "qelat-keren" << ""
            << std::string("0,4,0,14,9,2/1,6,0,4,6,0 0,2 Ces nnnnnn/nsssss n play continue:n 2 16 0 -");
        QTest::newRow("enkeshui direction, both special moves used")
            << "enkeshui" << "special-move=on"
            << std::string("2,0,2,4,5,2,0,2/3,3,5,6,3,5,1,5 0,0 cbs - n play direction:n 1 3 0 eE "
                           "hand.n=0,h,ccw,1,arl rng=9e3779b97f4a7c19");
        QTest::newRow("qelat waldas and a forbidden hole")
            << "qelat" << "" << std::string("0,3,2,4,11,0/14,0,6,4,3,1 0,0 - - s play - 1 27 52 - forbid=f");
        QTest::newRow("qelat North's waldas") << "qelat" << ""
            << std::string("4,1,0,0,3,11/7,0,4,4,12,2 0,0 Awn,Fwn - s play - 1 28 0 - rng=1");
        QTest::newRow("kalah swap offered") << "kalah" << "pie=on"
            << std::string("4,4,4,4,4,5/4,4,4,0,5,5 1,0 - - n play - 1 1 0 p");
        QTest::newRow("kalah swapped") << "kalah" << "pie=on"
            << std::string("5,0,4,4,4,4/5,5,4,4,4,4 0,1 - - s play - 1 2 1 x rng=3");
    }
    void fullPositionString()
    {
        QFETCH(QString, variant);
        QFETCH(QString, houseRule);
        QFETCH(std::string, text);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules rules = Rules::defaults(v);
        if (!houseRule.isEmpty()) {
            const auto parts = houseRule.split(u'=');
            QCOMPARE(rules.set(parts[0].toStdString(), parts[1].toStdString()), std::string());
        }
        Position p;
        QCOMPARE(fromPositionString(text, rules, p), std::string());
        QCOMPARE(checkConsistency(p), std::string());
        QCOMPARE(toPositionString(p), text);
    }

    void raceCountsAtRestAfterTheRace()
    {
        // The race's tick and finished counts are written only while the race
        // is sown; after it they are at rest. A string written with them after
        // the race (as earlier versions did) reads as the same position without.
        const Rules rules = Rules::defaults(Variant::Mewelad);
        Position p = startPosition(rules, 3);
        QCOMPARE(p.phase, Phase::Race);
        play(p, Decision::sow(p.rowHole(Side::South, 0)));
        play(p, Decision::sow(p.rowHole(Side::North, 0)));
        while (p.phase == Phase::Race) { // a W4 offer during the race: leave it
            DecisionList list;
            legalDecisions(p, list);
            play(p, list[0]);
        }
        const std::string text = toPositionString(p);
        QVERIFY2(text.find("tick=") == std::string::npos && text.find("finished=") == std::string::npos, text.c_str());
        Position old;
        QCOMPARE(fromPositionString(text + " tick=36 finished=36,9", rules, old), std::string());
        QCOMPARE(toPositionString(old), text);
        QVERIFY(old == p);
    }

    void finishedPositionString()
    {
        Position p = startPosition(m_kalah, 0);
        setRows(p, "0,0,0,0,0,0/0,0,0,0,0,0");
        p.store = {20, 28};
        p.phase = Phase::Over;
        p.outcome = Outcome::NorthWins;
        const std::string text = toPositionString(p);
        QCOMPARE(text, std::string("0,0,0,0,0,0/0,0,0,0,0,0 20,28 - - s 0-1 - 1 1 0 -"));
        Position back;
        QCOMPARE(fromPositionString(text, m_kalah, back), std::string());
        QVERIFY(back == p);
    }

    // A copied position carries its rule set in front (docs/notation.md section 6).
    void namedPositionStrings()
    {
        const Position start = startPosition(m_kalah, 0);
        const std::string text = toNamedPositionString(start);
        QCOMPARE(text, std::string("kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -"));
        Position back;
        QCOMPARE(fromPositionString(text, m_kalah, back), std::string());
        QVERIFY(back == start);

        // House rules that differ from the defaults come along: 2x3, one seed a hole, 6 seeds.
        Rules small = m_kalah;
        QCOMPARE(small.set("houses", "3"), std::string());
        QCOMPARE(small.set("seeds", "1"), std::string());
        const std::string smallText = toNamedPositionString(startPosition(small, 0));
        QCOMPARE(smallText, std::string("kalah;houses=3;seeds=1: 1,1,1/1,1,1 0,0 - - s play - 1 1 0 -"));
        PositionRules named;
        QCOMPARE(positionRules(smallText, named), std::string());
        QVERIFY(named.named);
        QVERIFY(named.rules == small);
        QCOMPARE(std::string(named.fields).substr(0, 12), std::string(" 1,1,1/1,1,1"));

        // A prefix with no houses takes the row length from the rows.
        QCOMPARE(positionRules("kalah;seeds=1: 1,1,1/1,1,1 0,0 - - s play - 1 1 0 -", named), std::string());
        QVERIFY(named.rules == small);

        // The old strings, without a prefix, read as before.
        QCOMPARE(positionRules(toPositionString(start), named), std::string());
        QVERIFY(!named.named);
        QCOMPARE(fromPositionString(toPositionString(start), m_kalah, back), std::string());
    }

    void namedPositionOfOtherRules()
    {
        // The Qelat start (24 seeds a row) read as Kalah: the rows would fit, the prefix does not.
        const std::string qelat = toNamedPositionString(startPosition(m_qelat, 0));
        QVERIFY(qelat.starts_with("qelat: 4,4,4,4,4,4/4,4,4,4,4,4 "));
        Position p = startPosition(m_kalah, 3);
        const Position before = p;
        QCOMPARE(fromPositionString(qelat, m_kalah, p), std::string("this is a position of qelat, not of kalah"));
        QVERIFY(p == before);
        Rules pie = m_kalah;
        QCOMPARE(pie.set("pie", "on"), std::string());
        QCOMPARE(fromPositionString("kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -", pie, p),
                 std::string("this is a position of kalah, not of kalah;pie=on"));
        QVERIFY(p == before);
    }

    void badPositionPrefixes_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("error");
        QTest::newRow("unknown rule set") << std::string("oware: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -")
                                          << std::string("unknown rule set 'oware'");
        QTest::newRow("no colon") << std::string("kalah 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -")
                                  << std::string("a position string starts with its rows, or with its rule set and ':'");
        QTest::newRow("house rule without value") << std::string("kalah;pie: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -")
                                                  << std::string("the house rule 'pie' needs a value");
        QTest::newRow("bad house rule") << std::string("kalah;pie=maybe: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -")
                                        << std::string("house rule 'pie'");
    }
    void badPositionPrefixes()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, error);
        PositionRules named;
        const std::string why = positionRules(text, named);
        QVERIFY2(why.starts_with(error), why.c_str());
        QVERIFY(!named.named);
        Position p = startPosition(m_kalah, 3);
        const Position before = p;
        QVERIFY(fromPositionString(text, m_kalah, p).starts_with(error));
        QVERIFY(p == before);
    }

    void badPositionStrings_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("error");
        QTest::newRow("too few fields") << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0")
                                        << std::string("a position string has 11 fields");
        QTest::newRow("rows of another size") << std::string("4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4 0,0 - - s play - 1 1 0 -")
                                              << std::string("the rows have 8 holes each");
        QTest::newRow("seeds not conserved") << std::string("4,4,4,4,4,4/4,4,4,4,4,5 0,0 - - s play - 1 1 0 -")
                                             << std::string("seeds not conserved");
        QTest::newRow("bad mark") << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 ax - s play - 1 1 0 -")
                                  << std::string("bad mark 'ax'");
        QTest::newRow("bad side") << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - x play - 1 1 0 -")
                                  << std::string("the side to move is s or n");
        QTest::newRow("unknown field") << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 - foo=1")
                                       << std::string("unknown field 'foo'");
    }
    void badPositionStrings()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, error);
        Position p = startPosition(m_kalah, 3);
        const Position before = p;
        const std::string why = fromPositionString(text, m_kalah, p);
        QVERIFY2(why.starts_with(error), why.c_str());
        QVERIFY(p == before);
    }

    void roundTripOverRandomGames_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<std::string>("rule");
        for (int v = 0; v < kVariantCount; ++v)
            QTest::newRow(std::string(variantId(static_cast<Variant>(v))).c_str()) << v << std::string();
        QTest::newRow("kalah K9 pie") << int(Variant::Kalah) << std::string("pie=on");
        QTest::newRow("mewelad W4 claimed captures") << int(Variant::Mewelad) << std::string("claimed-captures=on");
        QTest::newRow("mewelad W2 race off") << int(Variant::Mewelad) << std::string("race=off");
        QTest::newRow("enkeshui E8 special move") << int(Variant::Enkeshui) << std::string("special-move=on");
        QTest::newRow("enkeshui E10 2x12") << int(Variant::Enkeshui) << std::string("houses=12");
    }
    void roundTripOverRandomGames()
    {
        QFETCH(int, variant);
        QFETCH(std::string, rule);
        Rules rules = Rules::defaults(static_cast<Variant>(variant));
        if (!rule.empty()) {
            const auto eq = rule.find('=');
            QCOMPARE(rules.set(rule.substr(0, eq), rule.substr(eq + 1)), std::string());
        }
        PlayoutRandom random(99);
        int positions = 0;
        for (std::uint64_t game = 1; game <= 20; ++game) {
            Position p = startPosition(rules, game);
            for (int k = 0; k < 3000; ++k) {
                const std::string text = toPositionString(p);
                Position back;
                const std::string err = fromPositionString(text, rules, back);
                QVERIFY2(err.empty(), (text + ": " + err).c_str());
                QVERIFY2(back == p, text.c_str());
                QCOMPARE(toPositionString(back), text);
                ++positions;
                if (!playRandomDecision(p, random))
                    break;
            }
        }
        QVERIFY(positions >= 20);
    }

    void jsonStrings_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("plain") << QByteArray("c-f") << QByteArray("\"c-f\"");
        QTest::newRow("empty") << QByteArray("") << QByteArray("\"\"");
        QTest::newRow("quote and backslash") << QByteArray("a\"b\\c") << QByteArray("\"a\\\"b\\\\c\"");
        QTest::newRow("short escapes") << QByteArray("\b\f\n\r\t") << QByteArray("\"\\b\\f\\n\\r\\t\"");
        QTest::newRow("other controls") << QByteArray("\x01\x1f", 2) << QByteArray("\"\\u0001\\u001f\"");
        QTest::newRow("nul") << QByteArray("a\0b", 3) << QByteArray("\"a\\u0000b\"");
        // Not control characters: DEL and UTF-8 (Ge'ez) are copied.
        QTest::newRow("del and utf-8") << QByteArray("\x7f\xe1\x88\x80") << QByteArray("\"\x7f\xe1\x88\x80\"");
    }
    void jsonStrings()
    {
        // RFC 8259, section 7.
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, json);
        QCOMPARE(QByteArray::fromStdString(jsonString(std::string_view(text.constData(), std::size_t(text.size())))),
                 json);
    }

    void json()
    {
        Position p = startPosition(m_qelat, 1);
        setRows(p, "0,9,0,0,0,4/4,1,0,3,0,4");
        p.store = {10, 13};
        p.mark[0] = Mark::Walda;
        p.markOwner[0] = Side::South;
        p.owner[1] = Side::North;
        p.toMove = Side::North;
        p.decider = Side::South;
        p.pending = Pending::TakeOrLeave;
        p.offerHole = 3;
        // score: stores 10/13 plus South's walda a (4 seeds)
        QCOMPARE(positionJson(p),
                 std::string("{\"variant\": \"qelat\", \"holes\": 6, \"south\": [4, 1, 0, 3, 0, 4], "
                             "\"north\": [4, 0, 0, 0, 9, 0], \"stores\": {\"south\": 10, \"north\": 13}, "
                             "\"marks\": [{\"hole\": \"a\", \"kind\": \"walda\", \"owner\": \"south\"}], "
                             "\"owners\": {\"south\": [\"a\", \"c\", \"d\", \"e\", \"f\"], "
                             "\"north\": [\"b\", \"A\", \"B\", \"C\", \"D\", \"E\", \"F\"]}, \"toMove\": \"north\", "
                             "\"pending\": {\"kind\": \"take-or-leave\", \"decider\": \"south\", \"hole\": \"d\"}, "
                             "\"over\": false, \"result\": \"*\", \"ending\": null, \"score\": [14, 13]}"));
    }

    void jsonOfARace()
    {
        Position p = startPosition(m_kalah, 1);
        p.phase = Phase::Race;
        p.pending = Pending::Race;
        p.decider = Side::North;
        p.raceChoice = {4, kNoPlace};
        const std::string json = positionJson(p);
        QVERIFY2(json.find("\"pending\": {\"kind\": \"race\", \"decider\": \"north\", "
                           "\"choices\": {\"south\": \"e\", \"north\": null}}")
                     != std::string::npos,
                 json.c_str());
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
