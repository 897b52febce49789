// SPDX-License-Identifier: GPL-3.0-or-later
// G2 and G3 in the games of rounds (Qelat Keren, Mewelad; docs/rules.md "Common
// terms"): the quiet-move limit ends the round, not the game, and a round that
// starts as an earlier one did ends the game. Hand-worked positions; rows are
// written as docs/rules.md writes them: North's row as South sees it (F E D C B A),
// a slash, South's row from a. Ring indices: a..f are 0..5, A..F are 6..11.

#include "mancala/record.h"

#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

namespace {

/// Owners in ring order as 'S' / 'N' (a..f then A..F).
std::string owners(const Position& p)
{
    std::string out;
    for (int i = 0; i < p.ring(); ++i)
        out += p.owner[i] == Side::South ? 'S' : 'N';
    return out;
}

const Step* findStep(const StepList& steps, StepKind kind)
{
    for (const Step& s : steps)
        if (s.kind == kind)
            return &s;
    return nullptr;
}

/// Seeds each Sweep step takes to each side's store.
std::array<int, 2> swept(const StepList& steps, RuleId rule)
{
    std::array<int, 2> out{};
    for (const Step& s : steps)
        if (s.kind == StepKind::Sweep && s.rule == rule)
            out[s.to == kSouthStore ? 0 : 1] += s.count;
    return out;
}

/// The position reads back from its string, unchanged.
void roundTrips(const Position& p)
{
    Position back = p;
    const std::string text = toPositionString(p);
    QCOMPARE(fromPositionString(text, *p.rules, back), std::string());
    QVERIFY2(back == p, text.c_str());
    QCOMPARE(toPositionString(back), text);
}

constexpr std::uint64_t bit(int southHoles, Side starter)
{
    return std::uint64_t(1) << (2 * southHoles + index(starter));
}

} // namespace

class TestRoundLimits : public QObject {
    Q_OBJECT

private:
    Rules m_keren = Rules::defaults(Variant::QelatKeren);
    Rules m_kerenScore = rulesFrom(Variant::QelatKeren, {"quiet-end=score"});
    Rules m_mewelad = rulesFrom(Variant::Mewelad, {"race=off", "claimed-captures=on"});

    /// A Keren position one quiet turn short of the limit (2 x 200 - 1 turns).
    Position keren(const Rules& rules, const char* rows, int southStore, int northStore, Side toMove)
    {
        Position p = startPosition(rules, 1);
        setRows(p, rows);
        p.store = {static_cast<std::int16_t>(southStore), static_cast<std::int16_t>(northStore)};
        p.toMove = p.decider = toMove;
        p.quietPlies = static_cast<std::uint16_t>(2 * rules.quietLimit - 1);
        return p;
    }

private slots:
    void roundOneIsNoted()
    {
        // Keren round 1: own rows, 4 a hole, South starts: 6 holes for South.
        QCOMPARE(startPosition(m_keren, 1).roundStarts, bit(6, Side::South));
        // Mewelad without the race likewise; with it no one is to start yet (W2).
        QCOMPARE(startPosition(m_mewelad, 1).roundStarts, bit(6, Side::South));
        QCOMPARE(startPosition(Rules::defaults(Variant::Mewelad), 1).roundStarts, std::uint64_t(0));
        // A custom layout that is not the board M9 deals can never come back.
        const Rules custom = rulesFrom(Variant::QelatKeren, {"layout=custom:4,4,4,4,4,4/5,3,4,4,4,4"});
        QCOMPARE(startPosition(custom, 1).roundStarts, std::uint64_t(0));
        // Games without rounds note nothing.
        QCOMPARE(startPosition(Rules::defaults(Variant::Kalah), 1).roundStarts, std::uint64_t(0));
    }

    void kerenG2EndsTheRound_data()
    {
        QTest::addColumn<bool>("scoreAtLimit");
        QTest::newRow("quiet-end=draw (default)") << false;
        QTest::newRow("quiet-end=score: the same") << true;
    }
    void kerenG2EndsTheRound()
    {
        // North's row F..A: 0 3 0 2 2 1, C is South's ekwarna (2 seeds, M6);
        // South's row a..f: 1 0 3 0 2 0. Stores 20 and 14: 14 + 34 = 48.
        // South sows a: its one seed falls in the empty b, the move ends with
        // nothing won (quiet): the 400th quiet turn, the limit of 200 full moves.
        // G2 count: South 20 + b 1 + c 3 + e 2 + C 2 (ekwarna) = 28,
        //           North 14 + A 1 + B 2 + E 3 = 20.            28 + 20 = 48.
        // M9: 28 = 7 x 4 and 20 = 5 x 4: South fills a..f and A (its sowing
        // from f reaches A first); North keeps B..F. South, with more, starts.
        QFETCH(bool, scoreAtLimit);
        const Rules& rules = scoreAtLimit ? m_kerenScore : m_keren;
        Position p = keren(rules, "0,3,0,2,2,1/1,0,3,0,2,0", 20, 14, Side::South);
        p.mark[hole(p, 'C')] = Mark::Ekwarna;
        p.markOwner[hole(p, 'C')] = Side::South;
        QCOMPARE(checkConsistency(p), std::string());
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);

        QVERIFY(!p.over());
        QVERIFY(!p.quietStop);
        const Step* end = findStep(steps, StepKind::RoundEnd);
        QVERIFY(end);
        QCOMPARE(end->rule, RuleId::G2);
        QCOMPARE(end->side, Side::South);
        QCOMPARE(int(end->count), 1);
        QCOMPARE(countSteps(steps, StepKind::Sweep), 7); // b c e C A B E
        const std::array<int, 2> won = swept(steps, RuleId::G2);
        QCOMPARE(won[0], 28 - 20);
        QCOMPARE(won[1], 20 - 14);
        QVERIFY(hasStep(steps, StepKind::NewRound, RuleId::M9));
        QCOMPARE(p.round, std::uint16_t(2));
        QCOMPARE(owners(p), std::string("SSSSSS" "SNNNNN"));
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.store[0] + p.store[1], 0);
        QCOMPARE(p.mark[hole(p, 'C')], Mark::None);
        QCOMPARE(p.toMove, Side::South);
        QCOMPARE(p.quietPlies, std::uint16_t(0));
        QCOMPARE(p.roundStarts, bit(6, Side::South) | bit(7, Side::South));
        QCOMPARE(checkConsistency(p), std::string());
        roundTrips(p);
    }

    void kerenG2EvenTotals()
    {
        // Equal totals: the player who did not make the last decision starts.
        // North's row F..A: 0 2 0 3 0 1; South's row a..f: 1 2 2 0 3 0, c is
        // North's ekwarna. Stores 18 and 16: 14 + 34 = 48. North sows A into
        // the empty B: quiet, the limit.
        // G2 count: South 18 + a 1 + b 2 + e 3 = 24,
        //           North 16 + B 1 + C 3 + E 2 + c 2 (ekwarna) = 24.
        Position p = keren(m_keren, "0,2,0,3,0,1/1,2,2,0,3,0", 18, 16, Side::North);
        p.mark[hole(p, 'c')] = Mark::Ekwarna;
        p.markOwner[hole(p, 'c')] = Side::North;
        p.roundStarts = 0; // no earlier start to repeat: only the count is checked here
        QCOMPARE(checkConsistency(p), std::string());
        StepList steps;
        play(p, Decision::sow(hole(p, 'A')), &steps);
        const std::array<int, 2> won = swept(steps, RuleId::G2);
        QCOMPARE(won[0], 24 - 18);
        QCOMPARE(won[1], 24 - 16);
        // 24 and 24: six holes each, own rows; North decided last, so South starts.
        QVERIFY(!p.over());
        QCOMPARE(owners(p), std::string("SSSSSS" "NNNNNN"));
        QCOMPARE(p.toMove, Side::South);
        QCOMPARE(p.roundStarts, bit(6, Side::South));
    }

    void kerenG3RepeatsRoundOne()
    {
        // The same as kerenG2EvenTotals, but round 1 (own rows, 4 a hole, South
        // to start) is noted: round 2 starts exactly as round 1 did and the
        // game ends there (G3), 6 holes against 6: a draw. Each hole's 4 seeds
        // go to its owner: 24 - 24.
        Position p = keren(m_keren, "0,2,0,3,0,1/1,2,2,0,3,0", 18, 16, Side::North);
        p.mark[hole(p, 'c')] = Mark::Ekwarna;
        p.markOwner[hole(p, 'c')] = Side::North;
        QCOMPARE(p.roundStarts, bit(6, Side::South));
        const Position before = p;
        StepList steps;
        play(p, Decision::sow(hole(p, 'A')), &steps);
        QVERIFY(p.over());
        QVERIFY(p.repeatStop);
        QVERIFY(!p.quietStop);
        QCOMPARE(p.outcome, Outcome::Draw);
        QCOMPARE(p.round, std::uint16_t(2));
        QVERIFY(hasStep(steps, StepKind::NewRound, RuleId::M9));
        const Step* end = findStep(steps, StepKind::GameEnd);
        QVERIFY(end);
        QCOMPARE(end->rule, RuleId::G3);
        QCOMPARE(int(end->count), 0); // holes: 6 - 6
        QCOMPARE(swept(steps, RuleId::G3), (std::array<int, 2>{24, 24}));
        QCOMPARE(score(p), (std::array<int, 2>{24, 24}));
        QCOMPARE(endingRule(p), RuleId::G3);
        QCOMPARE(checkConsistency(p), std::string());
        roundTrips(p);

        // The record says why, reads back, and refuses another reason.
        const GameRecord record = recordFromGame(before, 1, {Decision::sow(hole(before, 'A'))});
        QCOMPARE(record.tag("Ending"), std::string("G3"));
        QCOMPARE(record.tag("Result"), std::string("1/2-1/2"));
        QCOMPARE(record.tag("Score"), std::string("24-24"));
        const std::string text = writeRecord(record);
        QVERIFY2(text.find("[Ending \"G3\"]") != std::string::npos, text.c_str());
        const RecordList read = parseRecords(text);
        QVERIFY(read.ok());
        const ReplayedGame game = readGame(read.games.at(0));
        QVERIFY2(game.ok(), game.error.message().c_str());
        QVERIFY(game.end.repeatStop);
        QCOMPARE(writeRecord(read.games.at(0)), text);
        GameRecord wrong = read.games.at(0);
        wrong.setTag("Ending", "M10");
        const ReplayedGame refused = readGame(wrong);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.reason.find("Ending") != std::string::npos, refused.error.reason.c_str());
    }

    void kerenG3HoleCountDecides()
    {
        // kerenG2EndsTheRound read from a position string whose `starts=` says
        // a round already started with 7 holes for South and South to move:
        // the new round (7 holes, South starts) repeats it. South owns 7 holes
        // against 5 and wins; the seeds of each hole go to its owner: 28 - 20.
        Position p = keren(m_keren, "0,3,0,2,2,1/1,0,3,0,2,0", 20, 14, Side::South);
        p.mark[hole(p, 'C')] = Mark::Ekwarna;
        p.markOwner[hole(p, 'C')] = Side::South;
        std::string text = toPositionString(p);
        QVERIFY2(text.find(" starts=6s") != std::string::npos, text.c_str());
        text.replace(text.find(" starts=6s"), 10, " starts=6s,7s");
        Position read = p;
        QCOMPARE(fromPositionString(text, m_keren, read), std::string());
        QCOMPARE(read.roundStarts, bit(6, Side::South) | bit(7, Side::South));
        StepList steps;
        play(read, Decision::sow(hole(read, 'a')), &steps);
        QVERIFY(read.over());
        QCOMPARE(read.outcome, Outcome::SouthWins);
        QCOMPARE(endingRule(read), RuleId::G3);
        const Step* end = findStep(steps, StepKind::GameEnd);
        QVERIFY(end);
        QCOMPARE(int(end->count), 7 - 5);
        QCOMPARE(score(read), (std::array<int, 2>{28, 20}));
        QCOMPARE(owners(read), std::string("SSSSSS" "SNNNNN"));
        roundTrips(read);
    }

    void meweladG2EndsTheRound()
    {
        // Claimed captures on (W4), race off. North's row F..A: 0 0 5 1 0 2 with
        // D a Jen (5); South's row a..f: 1 0 5 0 2 0 with c a Jen. Stores 15
        // and 17: 16 + 32 = 48. South sows a into the empty b: quiet, the limit.
        // G2 count, each Jen with its owner: South 15 + b 1 + c 5 + e 2 = 23,
        // North 17 + A 2 + C 1 + D 5 = 25.                        23 + 25 = 48.
        // W6 (as M9): 23 = 5 x 4 + 3, 25 = 6 x 4 + 1: the hole left over goes to
        // the 3: six holes each, own rows. North, with more, starts round 2.
        Position p = startPosition(m_mewelad, 1);
        setRows(p, "0,0,5,1,0,2/1,0,5,0,2,0");
        p.store = {15, 17};
        for (const char h : {'c', 'D'})
            p.mark[hole(p, h)] = Mark::Jen;
        p.markOwner[hole(p, 'D')] = Side::North;
        p.quietPlies = static_cast<std::uint16_t>(2 * m_mewelad.quietLimit - 1);
        p.roundStarts = 0;
        QCOMPARE(checkConsistency(p), std::string());
        StepList steps;
        play(p, Decision::sow(hole(p, 'a')), &steps);
        QVERIFY(!p.over());
        const Step* end = findStep(steps, StepKind::RoundEnd);
        QVERIFY(end);
        QCOMPARE(end->rule, RuleId::G2);
        QCOMPARE(end->side, Side::North);
        const std::array<int, 2> won = swept(steps, RuleId::G2);
        QCOMPARE(won[0], 23 - 15);
        QCOMPARE(won[1], 25 - 17);
        QCOMPARE(countSteps(steps, StepKind::Lot), 0);
        QVERIFY(hasStep(steps, StepKind::NewRound, RuleId::W6));
        QCOMPARE(owners(p), std::string("SSSSSS" "NNNNNN"));
        QCOMPARE(rows(p), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        QCOMPARE(p.mark[hole(p, 'c')], Mark::None);
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.roundStarts, bit(6, Side::North));
        QCOMPARE(checkConsistency(p), std::string());
        roundTrips(p);

        // Had a round already started so (6 holes each, North to move), this
        // one repeats it: the game ends, 6 holes against 6, a draw (G3).
        Position again = startPosition(m_mewelad, 1);
        setRows(again, "0,0,5,1,0,2/1,0,5,0,2,0");
        again.store = {15, 17};
        for (const char h : {'c', 'D'})
            again.mark[hole(again, h)] = Mark::Jen;
        again.markOwner[hole(again, 'D')] = Side::North;
        again.quietPlies = static_cast<std::uint16_t>(2 * m_mewelad.quietLimit - 1);
        again.roundStarts = bit(6, Side::North);
        steps.clear();
        play(again, Decision::sow(hole(again, 'a')), &steps);
        QVERIFY(again.over());
        QCOMPARE(again.outcome, Outcome::Draw);
        QCOMPARE(endingRule(again), RuleId::G3);
        QVERIFY(hasStep(steps, StepKind::GameEnd, RuleId::G3));
        roundTrips(again);
    }

    void meweladG2TieAfterALeave()
    {
        // The last decision of a round may be the opponent's: in Mewelad with
        // claimed captures (W4) the owner of a four the sower makes on the way
        // takes or leaves it. quiet-limit=1: two quiet turns reach it.
        // North's row F..A: 0 3 0 0 0 2; South's row a..f: 3 0 1 0 0 0.
        // Stores 18 and 21: 9 + 39 = 48.
        // South sows c (1) into the empty d: quiet. North sows E (3): F 1, then
        // a 3 -> 4 with a seed still in hand: offered to South, its owner, who
        // leaves it (quiet); the last seed ends in the empty b. The limit.
        // G2 count: South 18 + a 4 + b 1 + d 1 = 24, North 21 + A 2 + F 1 = 24:
        // equal, and South made the last decision (the leave), so North starts
        // round 2, six holes each: not round 1's start (South to move), and
        // the game goes on.
        Rules r = m_mewelad;
        QCOMPARE(r.set("quiet-limit", "1"), std::string());
        Position p = startPosition(r, 1);
        setRows(p, "0,3,0,0,0,2/3,0,1,0,0,0");
        p.store = {18, 21};
        QCOMPARE(p.roundStarts, bit(6, Side::South));
        QCOMPARE(checkConsistency(p), std::string());
        play(p, Decision::sow(hole(p, 'c')));
        play(p, Decision::sow(hole(p, 'E')));
        QCOMPARE(p.pending, Pending::TakeOrLeave);
        QCOMPARE(p.decider, Side::South);
        StepList steps;
        play(p, Decision::leave(), &steps);
        const std::array<int, 2> won = swept(steps, RuleId::G2);
        QCOMPARE(won[0], 24 - 18);
        QCOMPARE(won[1], 24 - 21);
        QVERIFY(hasStep(steps, StepKind::RoundEnd, RuleId::G2));
        QVERIFY(!p.over());
        QCOMPARE(p.round, std::uint16_t(2));
        QCOMPARE(owners(p), std::string("SSSSSS" "NNNNNN"));
        QCOMPARE(p.toMove, Side::North);
        QCOMPARE(p.roundStarts, bit(6, Side::South) | bit(6, Side::North));
        roundTrips(p);
    }

    void positionStringFields()
    {
        // starts= lists the noted round starts; a bad one is refused with nothing read.
        const Position p = startPosition(m_keren, 1);
        const std::string text = toPositionString(p);
        QVERIFY2(text.find(" starts=6s") != std::string::npos, text.c_str());
        for (const char* bad : {" starts=0s", " starts=12n", " starts=6x", " starts=s", " starts=6s,"}) {
            std::string wrong = text;
            wrong.replace(wrong.find(" starts=6s"), 10, bad);
            Position out = p;
            out.round = 9;
            QVERIFY2(!fromPositionString(wrong, m_keren, out).empty(), wrong.c_str());
            QCOMPARE(out.round, std::uint16_t(9));
        }
        // Games without rounds carry no round starts, and G3 ends only games of rounds.
        const Rules kalah = Rules::defaults(Variant::Kalah);
        Position k = startPosition(kalah, 1);
        std::string kalahText = toPositionString(k) + " starts=3s";
        QVERIFY(!fromPositionString(kalahText, kalah, k).empty());
        // G2 never stops a game of rounds: a string saying so is refused.
        std::string quiet = toPositionString(p);
        const auto flags = quiet.find(" 1 1 0 -");
        QVERIFY2(flags != std::string::npos, quiet.c_str());
        quiet.replace(flags, 8, " 1 1 0 q");
        quiet.replace(quiet.find(" play "), 6, " 1/2-1/2 ");
        Position out = p;
        const std::string why = fromPositionString(quiet, m_keren, out);
        QVERIFY2(why.find("G2") != std::string::npos, why.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRoundLimits)
#include "tst_round_limits.moc"
