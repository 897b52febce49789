// SPDX-License-Identifier: GPL-3.0-or-later
// The game record of docs/notation.md: the malformed corpus with its errors,
// hand-worked records, and the export/import round trip of random games of
// every rule set and house-rule combination.

#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/record.h"

#include <QTest>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace mancala;
using namespace testsupport;

Q_DECLARE_METATYPE(std::string)

namespace {

std::string readData(const std::string& relative)
{
    std::ifstream in(std::string(MANCALA_RECORDS_DIR) + "/" + relative, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The text with its line ends as spaces: the writer wraps the movetext.
std::string oneLine(std::string text)
{
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

/// A game of random legal decisions (playRandomDecision(); one special move
/// (E8) in four where it may be played, from sampleDistribution()).
struct PlayedGame {
    Position start;
    std::vector<Decision> decisions;
    Position end;
};

void playRandomInto(PlayedGame& g, const Rules& rules, std::uint64_t seed, int maxDecisions)
{
    g.start = startPosition(rules, seed);
    Position p = g.start;
    PlayoutRandom random(seed * 7919 + 17);
    std::uint64_t rng = seed;
    while (!p.over() && static_cast<int>(g.decisions.size()) < maxDecisions) {
        Decision d;
        if (canDistribute(p) && random.below(4) == 0 && sampleDistribution(p, rng, d)) {
            QVERIFY2(apply(p, d), whyIllegal(p, d).c_str());
        } else if (!playRandomDecision(p, random, &d)) {
            break;
        }
        g.decisions.push_back(d);
    }
    g.end = p;
}

PlayedGame playRandom(const Rules& rules, std::uint64_t seed, int maxDecisions)
{
    PlayedGame g;
    playRandomInto(g, rules, seed, maxDecisions);
    return g;
}

/// Whether the start position offers a decision (every rule set's does).
bool startsWithADecision(const Rules& rules)
{
    const Position p = startPosition(rules, 1);
    DecisionList list;
    legalDecisions(p, list);
    return !list.empty();
}

/// Where a byte offset lies, as the parser counts (1-based, ASCII text).
TextPlace placeOf(const std::string& text, std::size_t offset)
{
    TextPlace at{1, 1};
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
    }
    return at;
}

/// Random comments, glyphs, suffixes and variations on the main line of `record`.
void annotate(GameRecord& record, const Position& start, std::uint64_t seed)
{
    static const char* const kComments[] = {
        "a quiet move", "the last seed lands in the store (K3)", "ጥሩ ጨዋታ",
        "a long comment that goes on and on so that the writer has to wrap it over more than one line of the movetext",
    };
    static const char* const kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    PlayoutRandom random(seed);
    Position p = start;
    for (TurnNode& node : record.moves.turns) {
        const Position before = p;
        for (const DecisionText& dt : node.decisions) {
            Decision d;
            std::string err;
            QVERIFY(parseDecision(p, dt.text, d, err));
            QVERIFY(apply(p, d));
        }
        if (random.below(5) == 0)
            node.comments.push_back(kComments[random.below(4)]);
        if (random.below(7) == 0)
            node.nags.push_back(random.below(256));
        if (random.below(7) == 0)
            node.suffix = kSuffixes[random.below(6)];
        if (random.below(9) == 0 && !before.over()) {
            // A variation: other random decisions from the same position.
            Position q = before;
            std::vector<Decision> other;
            for (int k = 0; k < 6 && !q.over(); ++k) {
                Decision d;
                if (!playRandomDecision(q, random, &d))
                    break;
                other.push_back(d);
            }
            GameRecord alt = recordFromGame(before, seed, other);
            if (!alt.moves.turns.empty()) {
                alt.moves.turns.front().round = node.round;
                if (random.below(2))
                    alt.moves.comments.push_back("or else");
                node.variations.push_back(alt.moves);
            }
        }
    }
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private slots:
    // ------------------------------------------------ the malformed corpus

    void corpusErrors_data()
    {
        QTest::addColumn<std::string>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<std::string>("reason");
        auto row = [](const char* name, int line, int column, const char* reason) {
            QTest::newRow(name) << std::string(name) << line << column << std::string(reason);
        };
        // Syntax (parseRecords).
        row("truncated", 5, 1, "the record ends without a result: the moves end with 1-0, 0-1, 1/2-1/2 or *");
        row("unterminated_tag_value", 1, 8,
            "the value of the tag Event is not closed: '\"' is missing before the end of the line");
        row("tag_without_name", 1, 3, "a tag needs a name: [Name \"value\"]");
        row("tag_without_quotes", 1, 8, "the tag Event needs a value in double quotes: [Event \"value\"]");
        row("tag_not_closed", 1, 14, "the tag Event is not closed: ']' is missing");
        row("duplicate_tag", 3, 1, "the tag Event appears twice in this game");
        row("bad_escape", 1, 10, "in a tag value a backslash may only escape '\"' or '\\'");
        row("unterminated_comment", 4, 8, "this comment is not closed: '}' is missing");
        row("huge_move_number", 4, 1,
            "the move number '123456789012345678901234...' is out of range (1 to 65535)");
        row("huge_glyph", 4, 8, "the glyph '$99999999999' is out of range: glyphs are $0 to $255");
        row("deep_variations", 4, 392, "variations are nested more than 64 deep");
        row("result_in_variation", 4, 14, "a result cannot stand inside a variation");
        row("unclosed_variation", 4, 8, "this variation is not closed: ')' is missing");
        row("stray_paren", 4, 9, "')' closes no variation");
        row("variation_first", 4, 1, "a variation must follow the turn it replaces");
        row("bad_suffix", 4, 7, "'!!!' is not a move suffix (!, ?, !!, ??, !?, ?!)");
        row("tag_among_moves", 5, 1,
            "a tag cannot stand among the moves: the game before it has no result (1-0, 0-1, 1/2-1/2 or *)");
        row("empty", 1, 1, "the text holds no game");
        row("round_zero", 4, 1, "the round number in 'Round 0' is out of range (1 to 65535)");
        row("long_word", 4, 4, "'abcdefghijklmnopqrstuvwx...' is not a decision");
        row("joined_comment", 4, 6, "a comment cannot be joined into a turn with '-'");
        row("dangling_dash", 4, 6, "'-' must be followed by the next decision of the turn");
        row("bad_result", 4, 10, "'1-2' is not a result (1-0, 0-1, 1/2-1/2 or *)");
        row("binary", 2, 1, "control character U+0000 is not allowed: is this a record file?");
        row("latin1", 1, 13, "byte 0xE9 is not UTF-8 text: is this a record file?");
        // Rules and decisions (readGame).
        row("unknown_variant", 2, 11, "unknown rule set 'oware' (kalah, qelat, qelat-keren, mewelad, enkeshui)");
        row("missing_variant", 1, 1,
            "the Variant tag is missing, e.g. [Variant \"kalah\"] (kalah, qelat, qelat-keren, mewelad, enkeshui)");
        row("huge_seed", 3, 8,
            "Seed must be a whole number from 0 to 18446744073709551615, not '99999999999999999999999'");
        row("huge_holes", 3, 9, "Holes: houses must be from 3 to 8 for kalah, not '99999999999'");
        row("bad_house_rule", 3, 14, "HouseRules: house rule 'pie' takes on or off, not 'maybe'");
        row("bad_setup", 3, 9,
            "Setup: a position string has 11 fields (rows stores marks owners side phase pending round turn "
            "quiet flags), not 1");
        // K2: after 1. c-f D the house c is still empty (c was sown, D's five seeds reach E F store a b).
        row("illegal_move", 4, 13, "'c' is not legal: That house is empty (K2).");
        row("wrong_variant_hole", 4, 4, "'h' is not a decision here: no such hole");
        row("pie_off", 4, 8, "'swap' is not legal: The pie rule is off (K9).");
        // K3: c ends in the store, so f belongs to the same turn; f ends in D, so D starts a new one.
        row("turn_not_over", 4, 4, "the turn is not over after 'c': join its next decision with '-'");
        row("turn_already_over", 4, 8, "the turn is over after 'f': 'D' starts a new turn (separate it with a space)");
        row("result_tag_mismatch", 3, 10, "the Result tag says '1-0' but the moves end with *");
        // The tags of the end go with it (a side line promoted over a finished main line).
        row("ending_unfinished", 3, 10, "the Ending tag says 'K5' but the moves leave the game unfinished");
        row("wrong_round", 4, 14, "the round marker says round 2 but this turn is in round 1");
    }
    void corpusErrors()
    {
        QFETCH(std::string, file);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(std::string, reason);
        const std::string text = readData("bad/" + file + ".pgn");
        QVERIFY2(!text.empty(), file.c_str());
        const RecordList list = parseRecords(text);
        RecordError error = list.error;
        if (list.ok()) {
            QCOMPARE(list.games.size(), std::size_t(1));
            const ReplayedGame game = readGame(list.games.front());
            QVERIFY(!game.ok());
            QVERIFY(game.decisions.empty()); // nothing half-read
            error = game.error;
            QCOMPARE(writeRecord(list.games.front()), std::string());
        } else {
            QVERIFY(list.games.empty());
        }
        QCOMPARE(error.reason, reason);
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QCOMPARE(error.message(), "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + reason);
    }

    // ------------------------------------------------ hand-worked records

    void handWorkedKalah()
    {
        // K1-K4 from the 4-seed start: c (4) sows d e f and the store: extra
        // turn (K3), so f (5) belongs to the same turn: store, A B C D. North's
        // D (5) sows E F, North's store, a b. South's a (5) sows b c d e f: the
        // last seed falls in the empty f, which faces A (5): 6 to the store (K4).
        const std::string text = readData("good/messy_kalah.pgn");
        const RecordList list = parseRecords(text);
        QVERIFY2(list.ok(), list.error.message().c_str());
        QCOMPARE(list.games.size(), std::size_t(1));
        const GameRecord& g = list.games.front();
        const ReplayedGame game = readGame(g);
        QVERIFY2(game.ok(), game.error.message().c_str());
        const std::vector<Decision> expected = {Decision::sow(2), Decision::sow(5), Decision::sow(9), Decision::sow(0)};
        QVERIFY(game.decisions == expected);
        QCOMPARE(rows(game.end), std::string("5,5,0,5,5,0/0,6,1,6,6,0"));
        QCOMPARE(game.end.store[0], 8);
        QCOMPARE(game.end.store[1], 1);
        QCOMPARE(game.end.totalSeeds(), 48);
        QCOMPARE(game.end.toMove, Side::North);

        // Tags in the order read, unknown ones kept.
        QStringList names;
        for (const Tag& t : g.tags)
            names << QString::fromStdString(t.name);
        QCOMPARE(names, QStringList({"Opening", "Variant", "South", "North", "Event", "Annotator", "Date"}));
        QCOMPARE(g.tag("Opening"), std::string("Store first"));
        QCOMPARE(g.tags.front().place.line, 1);
        QCOMPARE(g.tags.front().place.column, 1); // the byte order mark is not a column

        // Comments (white space collapsed), suffix, glyphs and the variation.
        QCOMPARE(g.moves.comments, std::vector<std::string>{"Both start from the standard 4-seed board."});
        QCOMPARE(g.moves.turns.size(), std::size_t(3));
        const TurnNode& first = g.moves.turns[0];
        QCOMPARE(first.decisions.size(), std::size_t(2));
        QCOMPARE(first.decisions[1].text, std::string("f"));
        QCOMPARE(first.suffix, std::string("!"));
        QCOMPARE(first.comments, std::vector<std::string>{"c ends in the store (K3), so South sows again."});
        QCOMPARE(first.variations.size(), std::size_t(1));
        const TurnNode& alt = first.variations[0].turns.at(0);
        QCOMPARE(alt.decisions.at(0).text, std::string("d"));
        QCOMPARE(alt.nags, std::vector<int>{2});
        QCOMPARE(alt.comments, std::vector<std::string>{"gives the turn away at once."});
        QCOMPARE(g.moves.turns[1].nags, std::vector<int>{1});
        QCOMPARE(g.result, std::string("*"));

        // Export: canonical tag order, numbering, 80 columns, CRLF gone.
        const std::string canonical = readData("good/messy_kalah.expected.pgn");
        QCOMPARE(writeRecord(g), canonical);
        const RecordList again = parseRecords(canonical);
        QVERIFY(again.ok());
        QCOMPARE(writeRecord(again.games.front()), canonical);
        QVERIFY(again.games.front().moves == g.moves);
    }

    void manyGames()
    {
        const std::string text = readData("good/many_games.pgn");
        const RecordList list = parseRecords(text);
        QVERIFY2(list.ok(), list.error.message().c_str());
        QCOMPARE(list.games.size(), std::size_t(4));
        QCOMPARE(list.games[1].tag("Event"), std::string("Pie"));
        QCOMPARE(list.games[2].place.line, 30); // 15 lines of the first game, a blank, 12 of the second, a blank
        QCOMPARE(list.games[0].summary(), std::string("Tesfay - Selam, kalah, Club night, 2026.11.20, *"));
        for (const GameRecord& g : list.games) {
            const ReplayedGame game = readGame(g);
            QVERIFY2(game.ok(), game.error.message().c_str());
            QCOMPARE(game.end.totalSeeds(), game.rules->totalSeeds());
        }
        QCOMPARE(writeRecords(list.games), text);

        // K9: after 1. c-f North swaps: the rows and stores change places and
        // South, now with North's old row A5 B5 C5 D5 E4 F4, sows e (4): f,
        // the store, A, B.
        const ReplayedGame pie = readGame(list.games[1]);
        QVERIFY(pie.rules->pie && pie.rules->emptyCapture == mancala::EmptyCapture::On);
        QCOMPARE(pie.seed, std::uint64_t(7));
        QCOMPARE(rows(pie.end), std::string("0,5,5,0,5,5/5,5,5,5,0,5"));
        QCOMPARE(pie.end.store[0], 1);
        QCOMPARE(pie.end.store[1], 2);
        QVERIFY(pie.end.swapped);

        // Setup: a 2x4 board with one seed a side, South to move at turn 9:
        // a sows its single seed into b (b faces C, empty: no capture).
        const ReplayedGame setup = readGame(list.games[3]);
        QCOMPARE(setup.start.turn, std::uint16_t(9));
        QCOMPARE(rows(setup.end), std::string("0,0,0,1/0,1,0,0"));
        QVERIFY(writeRecord(list.games[3]).find("\n9. a *\n") != std::string::npos);
    }

    void variationStartsFromTheReplacedTurn()
    {
        // (1... A) replaces North's D: it is played from the position after 1. c-f,
        // where A holds 5 (f's sowing reached it); a 0 in A would make it illegal.
        const std::string text = "[Variant \"kalah\"]\n\n1. c-f D (1... A 2. a) (1... F) 2. a *\n";
        const RecordList list = parseRecords(text);
        QVERIFY(list.ok());
        const ReplayedGame game = readGame(list.games.front());
        QVERIFY2(game.ok(), game.error.message().c_str());
        QCOMPARE(game.decisions.size(), std::size_t(4)); // variations are not the main line
        QCOMPARE(list.games.front().moves.turns[1].variations.size(), std::size_t(2));
        // An illegal decision inside a variation is reported too: after 1. c-f D, c is empty.
        const RecordList bad = parseRecords("[Variant \"kalah\"]\n\n1. c-f D 2. a (2. c) *\n");
        const ReplayedGame refused = readGame(bad.games.front());
        QCOMPARE(refused.error.message(), std::string("line 3, column 19: 'c' is not legal: That house is empty (K2)."));
    }

    void tagsInCanonicalOrder()
    {
        const std::string text = "[Zeta \"z\"]\n[Seed \"5\"]\n[TimeControl \"600\"]\n[Variant \"kalah\"]\n"
                                 "[Alpha \"say \\\"hi\\\" \\\\ bye\"]\n[Holes \"6\"]\n[Result \"*\"]\n\n*\n";
        const RecordList list = parseRecords(text);
        QVERIFY2(list.ok(), list.error.message().c_str());
        QCOMPARE(list.games.front().tag("Alpha"), std::string("say \"hi\" \\ bye"));
        const std::string expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                                     "[South \"?\"]\n[North \"?\"]\n[Result \"*\"]\n[Variant \"kalah\"]\n"
                                     "[Holes \"6\"]\n[Seed \"5\"]\n[TimeControl \"600\"]\n[Zeta \"z\"]\n"
                                     "[Alpha \"say \\\"hi\\\" \\\\ bye\"]\n\n*\n";
        const std::string written = writeRecord(list.games.front());
        QCOMPARE(written, expected);
        const RecordList again = parseRecords(written);
        QVERIFY(again.ok());
        for (const Tag& t : list.games.front().tags)
            QCOMPARE(again.games.front().tag(t.name), t.value);
    }

    void commentsThatLookLikeTokens()
    {
        // A brace group of hole-count pairs is a distribution (E8); `{Round n}` is a round
        // marker; so the writer keeps such comments apart, and a '}' cannot stay inside.
        Rules rules = Rules::defaults(Variant::Kalah);
        const Position start = startPosition(rules, 0);
        GameRecord r = recordFromGame(start, 0, {Decision::sow(0)});
        r.moves.turns[0].comments = {"a3 b5", "Round 2", "x } y"};
        const std::string text = writeRecord(r);
        QVERIFY(text.find("1. a {a3 b5.} {Round 2.} {x ) y} *") != std::string::npos);
        const RecordList list = parseRecords(text);
        QVERIFY(list.ok());
        QCOMPARE(list.games.front().moves.turns[0].comments, (std::vector<std::string>{"a3 b5.", "Round 2.", "x ) y"}));
    }

    void reviewValuesRoundTrip()
    {
        // 1. c-f (K3: c ends in the store): a value for each decision of the
        // turn, an estimate and an exact one; the command leaves the words.
        const RecordList list = parseRecords("[Variant \"kalah\"]\n\n{[%eval +1]} 1. c-f $6 {[%eval 1.96 #-2]} {a note} "
                                             "1... A {[%eval #-0] after} 2. a {[%eval -] alone} *\n");
        QVERIFY2(list.ok(), list.error.message().c_str());
        const MoveLine& moves = list.games[0].moves;
        QVERIFY(moves.comments == std::vector<std::string>{"[%eval +1]"}); // before any turn: a comment
        QVERIFY((moves.turns[0].evals == std::vector<DecisionEval>{{true, 1.96, false}, {true, -2, true}}));
        QVERIFY(moves.turns[0].comments == std::vector<std::string>{"a note"});
        QVERIFY((moves.turns[1].evals == std::vector<DecisionEval>{{true, 0, true}}));
        QVERIFY(moves.turns[1].comments == std::vector<std::string>{"after"});
        QVERIFY((moves.turns[2].evals == std::vector<DecisionEval>{{}}));
        QVERIFY(moves.turns[2].comments == std::vector<std::string>{"alone"});
        const std::string text = writeRecord(list.games[0]);
        // Written after the glyphs, before the comments; a turn without any value has none.
        QVERIFY2(oneLine(text).find("{[%eval +1]} 1. c-f $6 {[%eval +1.96 #-2]} {a note} 1... A {[%eval #0]} {after} 2. a {alone} *")
                     != std::string::npos,
                 text.c_str());
        const RecordList again = parseRecords(text);
        QVERIFY(again.ok());
        QVERIFY(again.games[0].moves.turns[0] == moves.turns[0]);
        QVERIFY(again.games[0].moves.turns[1] == moves.turns[1]);
        QVERIFY(again.games[0].moves.turns[2].evals.empty());
        QCOMPARE(writeRecord(again.games[0]), text);
    }

    void malformedReviewValues_data()
    {
        QTest::addColumn<std::string>("comment");
        QTest::newRow("not a number") << std::string("[%eval +x]");
        QTest::newRow("two signs") << std::string("[%eval ++1]");
        QTest::newRow("exponent") << std::string("[%eval 1e5]");
        QTest::newRow("hash alone") << std::string("[%eval #]");
        QTest::newRow("trailing text") << std::string("[%eval +1seeds]");
        QTest::newRow("infinite") << std::string("[%eval inf]");
        QTest::newRow("too large") << std::string("[%eval 1" + std::string(400, '0') + "]");
        QTest::newRow("more values than decisions") << std::string("[%eval +1 +2]");
        QTest::newRow("no value") << std::string("[%eval ]");
        QTest::newRow("not closed") << std::string("[%eval +1");
    }

    void malformedReviewValues()
    {
        // A command that does not read is no error: it stays a comment, as written, and gives no value.
        QFETCH(std::string, comment);
        const RecordList list = parseRecords("[Variant \"kalah\"]\n\n1. a {" + comment + "} *\n");
        QVERIFY2(list.ok(), list.error.message().c_str());
        const TurnNode& turn = list.games[0].moves.turns[0];
        QVERIFY(turn.evals.empty());
        QVERIFY(turn.comments == std::vector<std::string>{comment});
        QVERIFY(readGame(list.games[0]).ok());
        QVERIFY(oneLine(writeRecord(list.games[0])).find(comment) != std::string::npos);
    }

    // ------------------------------------------------ limits and junk

    void hugeInputs_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("reason");
        const std::string head = "[Variant \"kalah\"]\n";
        const std::size_t mb10 = 10u << 20;
        QTest::newRow("10 MB word") << head + std::string(mb10, 'x') << std::string("'xxxxxxxxxxxxxxxxxxxxxxxx...' is not a decision");
        QTest::newRow("10 MB comment") << head + "{" + std::string(mb10, 'a') + "} *"
                                       << std::string("this comment is longer than 65536 characters");
        QTest::newRow("10 MB open comment") << head + "{" + std::string(mb10, ' ')
                                            << std::string("this comment is longer than 65536 characters");
        QTest::newRow("10 MB tag value") << "[Event \"" + std::string(mb10, 'e') + "\"]\n*"
                                         << std::string("the value of the tag Event is longer than 4096 characters");
        std::string turns;
        for (int k = 0; k < 1 << 20; ++k)
            turns += "a b c d e ";
        QTest::newRow("10 MB of turns") << head + turns + "*" << std::string("the game has more than 100000 turns");
        std::string results;
        for (int k = 0; k < 5 << 20; ++k)
            results += "*\n";
        QTest::newRow("10 MB of games") << results << std::string("the text holds more than 100000 games");
        std::string nested = head + "1. a";
        for (int k = 0; k < 1 << 20; ++k)
            nested += " (1. b";
        QTest::newRow("a million nested variations") << nested << std::string("variations are nested more than 64 deep");
        std::string many;
        for (int k = 0; k < 200000; ++k)
            many += "{a comment of some words} ";
        QTest::newRow("5 MB of comments on one turn") << head + "1. c " + many + "*"
            << std::string("the comments of this turn are longer than 65536 characters together");
        QTest::newRow("5 MB of empty comments at the start") << head + [] {
            std::string empty;
            for (int k = 0; k < 2500000; ++k)
                empty += "{}";
            return empty;
        }() + " *" << std::string("the comments of this turn are longer than 65536 characters together");
        std::string spread = head;
        const std::string comment = "{" + std::string(60000, 'c') + "} ";
        for (int k = 1; k <= 40; ++k)
            spread += std::to_string(k) + ". a " + comment + "A " + comment;
        QTest::newRow("4.8 MB of comments over many turns") << spread + "*"
            << std::string("the comments of this game are longer than 1048576 characters together");
        std::string junk;
        std::uint64_t state = 12345;
        for (std::size_t k = 0; k < mb10; ++k) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            junk += static_cast<char>(state >> 56);
        }
        QTest::newRow("10 MB of binary junk") << junk << std::string("is this a record file?");
    }
    void hugeInputs()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, reason);
        // A quadratic reading of 10 MB would run into the test's time-out
        // (CTest's, not a clock read here: tests never assert on time).
        const RecordList list = parseRecords(text);
        QVERIFY(!list.ok());
        QVERIFY(list.games.empty());
        QVERIFY2(list.error.reason.find(reason) != std::string::npos, list.error.reason.c_str());
    }

    // ------------------------------------------------ round trip

    void roundTripRandomGames_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<std::string>("houseRules");
        auto row = [](Variant v, const char* rules) {
            const std::string name = std::string(variantId(v)) + " " + (*rules ? rules : "defaults");
            QTest::newRow(name.c_str()) << static_cast<int>(v) << std::string(rules);
        };
        row(Variant::Kalah, "");
        row(Variant::Kalah, "houses=3;seeds=1");
        row(Variant::Kalah, "houses=8;seeds=6;clockwise=on;empty-capture=on");
        row(Variant::Kalah, "pie=on;count-remaining=off");
        row(Variant::Kalah, "quiet-limit=2");
        row(Variant::Kalah, "empty-capture=last-seed");
        row(Variant::Kalah, "quiet-limit=3;quiet-end=score");
        row(Variant::Qelat, "");
        row(Variant::Qelat, "walda-holes=corners;skip-waldas=on;anti-repetition=off");
        row(Variant::Qelat, "houses=8;seeds=3");
        row(Variant::Qelat, "quiet-limit=3");
        row(Variant::Qelat, "quiet-limit=3;quiet-end=draw");
        row(Variant::QelatKeren, "");
        row(Variant::QelatKeren, "houses=4;seeds=2");
        row(Variant::QelatKeren, "houses=10;quiet-limit=20");
        row(Variant::Mewelad, "");
        row(Variant::Mewelad, "race=off");
        row(Variant::Mewelad, "claimed-captures=on");
        row(Variant::Mewelad, "houses=4;seeds=3;claimed-captures=on;race=off");
        row(Variant::Enkeshui, "");
        row(Variant::Enkeshui, "layout=B");
        row(Variant::Enkeshui, "special-move=on");
        row(Variant::Enkeshui, "houses=12");
        row(Variant::Enkeshui, "houses=10;race=off;special-move=on");
        row(Variant::Enkeshui, "layout=uniform;houses=4;seeds=2");
    }
    void roundTripRandomGames()
    {
        QFETCH(int, variant);
        QFETCH(std::string, houseRules);
        Rules rules = Rules::defaults(static_cast<Variant>(variant));
        std::size_t start = 0;
        while (start < houseRules.size()) {
            const auto end = std::min(houseRules.find(';', start), houseRules.size());
            const std::string item = houseRules.substr(start, end - start);
            const auto eq = item.find('=');
            QCOMPARE(rules.set(item.substr(0, eq), item.substr(eq + 1)), std::string());
            start = end + 1;
        }
        QCOMPARE(rules.validate(), std::string());
        QVERIFY(startsWithADecision(rules));

        constexpr int kGames = 30;
        int distributions = 0;
        for (int n = 0; n < kGames; ++n) {
            const std::uint64_t seed = 1000 + n * 37;
            const PlayedGame played = playRandom(rules, seed, 600);
            GameRecord record = recordFromGame(played.start, seed, played.decisions);
            QCOMPARE(record.tag("Variant"), std::string(variantId(rules.variant)));
            QCOMPARE(record.tag("Seed"), std::to_string(seed));
            QVERIFY(!record.findTag("Setup"));
            // Every house rule away from the default is written, in docs/rules.md's order.
            std::string differences;
            for (const std::string& d : rules.differences())
                differences += (differences.empty() ? "" : ";") + d;
            QCOMPARE(record.tag("HouseRules"), differences);
            record.setTag("Event", "Random game " + std::to_string(n));
            record.setTag("South", "Random");
            record.setTag("Nickname", "{not a comment} (nor a variation)");
            if (n % 2)
                annotate(record, played.start, seed);

            RecordError error;
            const std::string text = writeRecord(record, &error);
            QVERIFY2(error.empty(), error.message().c_str());
            const RecordList list = parseRecords(text);
            QVERIFY2(list.ok(), (list.error.message() + "\n" + text).c_str());
            QCOMPARE(list.games.size(), std::size_t(1));
            const GameRecord& back = list.games.front();

            // The same game, tag for tag, with its comments and variations ...
            for (const Tag& t : record.tags)
                QCOMPARE(back.tag(t.name), t.value);
            QVERIFY(back.moves == record.moves);
            QCOMPARE(back.result, record.result);
            const ReplayedGame game = readGame(back);
            QVERIFY2(game.ok(), (game.error.message() + "\n" + text).c_str());
            for (const Decision& d : game.decisions)
                distributions += d.kind == DecisionKind::Distribute;
            QVERIFY(game.decisions == played.decisions);
            QVERIFY(game.end == played.end);
            QCOMPARE(game.end.totalSeeds(), rules.totalSeeds());
            QVERIFY(*game.rules == rules);
            // ... and the same text.
            QCOMPARE(writeRecord(back), text);
            std::size_t lineStart = 0;
            while (lineStart < text.size()) {
                const std::size_t lineEnd = text.find('\n', lineStart);
                const std::string line = text.substr(lineStart, lineEnd - lineStart);
                const auto characters = QString::fromStdString(line).size(); // the comments hold Ge'ez letters
                QVERIFY2(characters <= 80 || line.starts_with("["), line.c_str());
                lineStart = lineEnd + 1;
            }
            if (played.end.over()) {
                QCOMPARE(record.result, resultToken(played.end.outcome));
                QVERIFY(!record.tag("Score").empty());
            }
        }
        if (rules.specialMove)
            QVERIFY(distributions > 0); // E8 tokens {a3 b5 ...} went through the round trip
    }

    void roundMarkers()
    {
        // M9/W6: a game that reaches round 2 carries a {Round 2} marker before
        // the first turn of that round; a wrong number is refused where it stands.
        for (Variant v : {Variant::QelatKeren, Variant::Mewelad}) {
            Rules rules = Rules::defaults(v);
            QVERIFY(startsWithADecision(rules));
            bool reached = false;
            for (std::uint64_t seed = 1; seed < 200 && !reached; ++seed) {
                const PlayedGame played = playRandom(rules, seed, 3000);
                if (played.end.round < 2)
                    continue;
                const GameRecord record = recordFromGame(played.start, seed, played.decisions);
                const std::string text = writeRecord(record);
                const std::size_t marker = text.find("{Round 2}");
                QVERIFY2(marker != std::string::npos, text.c_str());
                QVERIFY(parseRecords(text).ok());
                QVERIFY(readGame(parseRecords(text).games.front()).ok());

                std::string wrong = text;
                wrong.replace(marker, 9, "{Round 3}");
                const RecordList list = parseRecords(wrong);
                QVERIFY(list.ok());
                const ReplayedGame game = readGame(list.games.front());
                QVERIFY(!game.ok());
                QCOMPARE(game.error.reason, std::string("the round marker says round 3 but this turn is in round 2"));
                // The error points at the first decision after the marker and its move number.
                std::size_t at = marker + 10;
                while (at < wrong.size() && (std::isdigit(static_cast<unsigned char>(wrong[at])) || wrong[at] == '.'
                                             || wrong[at] == ' ' || wrong[at] == '\n'))
                    ++at;
                const TextPlace expected = placeOf(wrong, at);
                QCOMPARE(game.error.line, expected.line);
                QCOMPARE(game.error.column, expected.column);
                reached = true;
            }
            QVERIFY2(reached, ("no random game of " + std::string(variantId(v)) + " reached round 2").c_str());
        }
    }

    void q8PassPastTheEndIsCut()
    {
        // Written when Q8 let North pass here (the seed Q10 bars in A then
        // shuttled A -> f -> A until G2 drew the game): today f ends the
        // game (Q8 knows the bar) 1-0, 30-17. The record reads up to f, with
        // a notice where it goes on; a variation past the end is cut too.
        const std::string text = "[Variant \"qelat\"]\n[Setup \"30,0,0,0,0,0/17,0,0,0,0,1 0,0 Fws,awn - s play - 1 1 0 -\"]\n"
                                 "[HouseRules \"quiet-limit=0\"]\n[Result \"*\"]\n\n"
                                 "1. f pass (1... pass) 2. pass A *\n";
        const RecordList list = parseRecords(text);
        QVERIFY2(list.ok(), list.error.message().c_str());
        const ReplayedGame game = readGame(list.games.front());
        QVERIFY2(game.ok(), game.error.message().c_str());
        QCOMPARE(game.decisions.size(), std::size_t(1));
        QVERIFY(game.end.over());
        QCOMPARE(game.end.outcome, Outcome::SouthWins);
        QCOMPARE(game.notice.line, 6);
        QCOMPARE(game.notice.column, 6);
        QCOMPARE(game.notice.reason, std::string("the game is already over here (1-0 30-17 by the rules as they are "
                                                 "now): this turn and the 2 after it are left out"));
        GameRecord cut = list.games.front();
        QCOMPARE(cutPastEnd(cut).message(), game.notice.message());
        QCOMPARE(cut.moves.turns.size(), std::size_t(1));
        QCOMPARE(cut.result, std::string("1-0"));
        QCOMPARE(cut.tag("Score"), std::string("30-17"));
        const std::string written = writeRecord(list.games.front());
        QVERIFY2(written.ends_with("\n1. f 1-0\n"), written.c_str());
        QCOMPARE(writeRecord(cut), written);
        const ReplayedGame again = readGame(parseRecords(written).games.front());
        QVERIFY(again.ok());
        QVERIFY(again.notice.empty());
        QVERIFY(again.end == game.end);
        // Nothing to cut: the record is left as it is.
        GameRecord whole = cut;
        QVERIFY(cutPastEnd(whole).empty());
        QVERIFY(whole == cut);
    }

    void g2QuietEndResults_data()
    {
        QTest::addColumn<QString>("houseRules");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("ends");   // the result read
        QTest::addColumn<QString>("notice"); // "" none
        QTest::addColumn<QString>("error");  // "" none
        const QString stale = QStringLiteral("line 5, column 8: the quiet-move limit stops this game with 1-0 42-4 by "
                                             "the rules as they are now (quiet-end=score), not 1/2-1/2");
        // c and C are two quiet turns: quiet-limit=1 stops the game with
        // South's walda F at 42 against North's a at 4.
        QTest::newRow("G2 Q11 quiet-end=score by default: 1-0") << "quiet-limit=1" << "1-0" << "1-0" << "" << "";
        QTest::newRow("G2 quiet-end=draw: 1/2-1/2")
            << "quiet-limit=1;quiet-end=draw" << "1/2-1/2" << "1/2-1/2" << "" << "";
        QTest::newRow("G2 a draw written before quiet-end reads 1-0 with a notice")
            << "quiet-limit=1" << "1/2-1/2" << "1-0" << stale << "";
        QTest::newRow("G2 quiet-end=score named: a draw is wrong")
            << "quiet-limit=1;quiet-end=score" << "1/2-1/2" << "" << ""
            << "line 5, column 8: the game is over and ends 1-0, not 1/2-1/2";
    }
    void g2QuietEndResults()
    {
        QFETCH(QString, houseRules);
        QFETCH(QString, result);
        QFETCH(QString, ends);
        QFETCH(QString, notice);
        QFETCH(QString, error);
        const std::string text = "[Variant \"qelat\"]\n[Setup \"42,0,0,1,0,0/4,0,1,0,0,0 0,0 Fws,awn - s play - 1 1 0 -\"]\n"
                                 "[HouseRules \"" + houseRules.toStdString() + "\"]\n\n1. c C "
                                 + result.toStdString() + "\n";
        const RecordList list = parseRecords(text);
        QVERIFY2(list.ok(), list.error.message().c_str());
        const ReplayedGame game = readGame(list.games.front());
        QCOMPARE(QString::fromStdString(game.error.empty() ? std::string() : game.error.message()), error);
        if (!error.isEmpty())
            return;
        QCOMPARE(QString::fromStdString(game.notice.empty() ? std::string() : game.notice.message()), notice);
        QVERIFY(game.end.quietStop);
        QCOMPARE(QString::fromStdString(resultToken(game.end.outcome)), ends);
        GameRecord record = list.games.front();
        QCOMPARE(cutPastEnd(record).empty(), notice.isEmpty());
        QCOMPARE(QString::fromStdString(record.result), ends);
        QCOMPARE(QString::fromStdString(writeRecord(list.games.front())),
                 QString::fromStdString(writeRecord(record)));
        QVERIFY(QString::fromStdString(writeRecord(record)).endsWith("1. c C " + ends + "\n"));
    }

    void finishedGameChecks()
    {
        // K5: a finished game's result and Score must be what the rules give.
        Rules rules = Rules::defaults(Variant::Kalah);
        const PlayedGame played = playRandom(rules, 42, 1000);
        QVERIFY(played.end.over());
        GameRecord record = recordFromGame(played.start, 42, played.decisions);
        const std::string result = resultToken(played.end.outcome);
        QCOMPARE(record.result, result);
        const auto s = score(played.end);
        QCOMPARE(record.tag("Score"), std::to_string(s[0]) + "-" + std::to_string(s[1]));
        QCOMPARE(s[0] + s[1], 48);

        GameRecord wrongResult = record;
        wrongResult.result = result == "1-0" ? "0-1" : "1-0";
        wrongResult.setTag("Result", wrongResult.result);
        ReplayedGame game = readGame(wrongResult);
        QCOMPARE(game.error.reason, "the game is over and ends " + result + ", not " + wrongResult.result);

        GameRecord wrongScore = record;
        wrongScore.setTag("Score", "99-0");
        game = readGame(wrongScore);
        QCOMPARE(game.error.reason, "the Score tag says '99-0' but the game ends " + record.tag("Score"));

        // Turns after the end are left out with a notice (records written
        // before a rule change); the result is then the end's.
        GameRecord tooLong = record;
        tooLong.moves.turns.push_back(tooLong.moves.turns.front());
        tooLong.result = "*";
        tooLong.setTag("Result", "*");
        game = readGame(tooLong);
        QVERIFY(game.ok());
        QVERIFY(game.end == played.end);
        QVERIFY(game.notice.reason.ends_with("this turn is left out"));
        QCOMPARE(cutPastEnd(tooLong).reason, game.notice.reason);
        QVERIFY(tooLong == record);
        QCOMPARE(writeRecord(tooLong), writeRecord(record));

        // A game that is not over may carry any result (a resignation, say).
        const std::vector<Decision> part(played.decisions.begin(), played.decisions.begin() + 6);
        GameRecord resigned = recordFromGame(played.start, 42, part);
        QCOMPARE(resigned.result, std::string("*"));
        QVERIFY(!resigned.findTag("Score"));
        resigned.result = "0-1";
        resigned.setTag("Result", "0-1");
        QVERIFY(readGame(resigned).ok());
    }

    void setupRoundTrip()
    {
        // A game that starts from a set-up position carries it in Setup and replays from it.
        Rules rules = Rules::defaults(Variant::Kalah);
        const PlayedGame played = playRandom(rules, 9, 1000);
        QVERIFY(played.decisions.size() > 12);
        Position middle = played.start;
        for (int k = 0; k < 10; ++k)
            play(middle, played.decisions[k]);
        const std::vector<Decision> rest(played.decisions.begin() + 10, played.decisions.end());
        const GameRecord record = recordFromGame(middle, 9, rest);
        QCOMPARE(record.tag("Setup"), toPositionString(middle));
        const std::string text = writeRecord(record);
        const RecordList list = parseRecords(text);
        QVERIFY(list.ok());
        const ReplayedGame game = readGame(list.games.front());
        QVERIFY2(game.ok(), game.error.message().c_str());
        QVERIFY(game.start == middle);
        QVERIFY(game.end == played.end);
        QCOMPARE(writeRecord(list.games.front()), text);
    }

    void writerRefusesWhatDoesNotReplay()
    {
        GameRecord r;
        r.setTag("Variant", "kalah");
        TurnNode node;
        node.decisions.push_back({"A", {}}); // North's hole on South's turn (K2)
        r.moves.turns.push_back(node);
        RecordError error;
        QCOMPARE(writeRecord(r, &error), std::string());
        QCOMPARE(error.reason, std::string("'A' is not legal: You may only sow from your own houses (K2)."));
    }
};

QTEST_APPLESS_MAIN(TestRecord)
#include "tst_record.moc"
