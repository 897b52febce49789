// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-cli: the rules core on the command line (docs/cli.md).
//
//   mancala-cli variants
//   mancala-cli replay   --variant ID [--rule name=value ...] [--seed S] --moves "..."
//   mancala-cli replay   FILE [--game K]
//   mancala-cli perft    --variant ID [--rule name=value ...] --depth D
//   mancala-cli selfplay --variant ID [--rule name=value ...] --games N --seed S [--record FILE]
//   mancala-cli solve    --variant kalah [--rule name=value ...] [--setup P] [--moves "..."] [--analyse]
//   mancala-cli egdb     build [--variant kalah] [--rule name=value ...] [--seeds K]
//   mancala-cli engine | analyse | match | review   (the computer player, play_commands.h)
//   mancala-cli book     --variant kalah [--rule name=value ...] [--plies P] [--millis T]
//
// Exit codes: 0 success, 1 a broken invariant (selfplay), 2 bad usage or an
// illegal or malformed move.

#include "play_commands.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/record.h"
#include "mancala/solver.h"
#include "mancala/rules.h"
#include "solve.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace mancala;

namespace {

constexpr int kExitViolation = 1;
constexpr int kExitUsage = 2;

constexpr const char* kUsage =
    "usage: mancala-cli <command> [options]\n"
    "\n"
    "commands:\n"
    "  variants   the rule sets and their house rules as JSON\n"
    "  replay     apply a game's moves and print the final position as JSON\n"
    "  perft      count the decision sequences of a given length from the start\n"
    "  selfplay   play uniformly random games and check the invariants\n"
    "  solve      the exact value of a Kalah position and the moves that keep it\n"
    "  egdb       build the Kalah endgame databases the solver uses\n"
    "  engine     the engine line protocol on stdin/stdout (docs/engine-protocol.md)\n"
    "  analyse    the value of every legal decision of a position as JSON\n"
    "  match      two levels or engines play a series of games\n"
    "  review     annotate a recorded game with the decisions that lost value\n"
    "  book       make the opening book of a Kalah start\n"
    "\n"
    "'mancala-cli <command> --help' describes a command's options.\n";

constexpr const char* kRulesHelp =
    "  --variant ID          kalah, qelat, qelat-keren, mewelad or enkeshui\n"
    "  --rule NAME=VALUE     a house rule (repeatable), e.g. --rule houses=8\n"
    "                        ('mancala-cli variants' lists them)\n";

constexpr const char* kVariantsHelp =
    "usage: mancala-cli variants\n"
    "\n"
    "Prints every rule set with its house rules, their rule ids, defaults and\n"
    "values as a JSON array.\n";

constexpr const char* kReplayHelp =
    "usage: mancala-cli replay --variant ID [--rule NAME=VALUE ...] [--seed S]\n"
    "                          [--setup POSITION] [--position] --moves \"MOVES\"\n"
    "       mancala-cli replay FILE [--game K] [--position]\n"
    "\n"
    "Applies the moves and prints the final position as one line of JSON.\n"
    "\n"
    "  FILE                  a game record file (docs/notation.md): its rules,\n"
    "                        seed and set-up come from the tags; every move is\n"
    "                        checked, an error prints FILE:LINE:COLUMN: reason\n"
    "  --game K              the K-th game of the file, from 1 (default 1)\n"
    "\n"
    "  --seed S              seed of the lots (races, M9, W6); default 1\n"
    "  --setup POSITION      start from a position string instead\n"
    "  --position            print the position string instead of JSON\n"
    "  --moves MOVES         turns separated by spaces, the decisions of one turn\n"
    "                        joined by '-': \"1. c F 2. d-a B\"; move numbers are\n"
    "                        ignored; a hole (a.. South, A.. North), cw, ccw, take,\n"
    "                        leave, pass, swap or a distribution {a3 b5 c0 ...}\n"
    "\n"
    "An illegal or malformed move stops the replay with exit code 2 and one line\n"
    "naming the move's number, its token and the reason.\n";

constexpr const char* kPerftHelp =
    "usage: mancala-cli perft --variant ID [--rule NAME=VALUE ...] [--seed S]\n"
    "                         --depth D [--divide | --table]\n"
    "\n"
    "Prints the number of sequences of exactly D legal decisions (both players,\n"
    "every kind of decision but the E8 distribution) from the start position.\n"
    "A finished game ends a sequence: it counts only at depth 0.\n"
    "\n"
    "  --divide              one line per first decision, then the total\n"
    "  --table               one line per depth from 1 to D with the time taken\n";

constexpr const char* kSelfplayHelp =
    "usage: mancala-cli selfplay --variant ID [--rule NAME=VALUE ...] --games N\n"
    "                            --seed S [--max-decisions M] [--print-games]\n"
    "                            [--record FILE]\n"
    "\n"
    "Plays N games of uniformly random legal decisions (game k starts from seed\n"
    "S+k), checks seed conservation and the position's consistency after every\n"
    "decision, and prints games, decisions, decisions per second, results and a\n"
    "signature of the final positions. Exit code 1 on any broken invariant.\n"
    "\n"
    "  --max-decisions M     stop a game after M decisions (default 1000000)\n"
    "  --print-games         print each game's seed, moves and result\n"
    "  --record FILE         write the games as a game record file (replaced\n"
    "                        as a whole, never left half written)\n";

constexpr const char* kSolveHelp =
    "usage: mancala-cli solve --variant kalah [--rule NAME=VALUE ...] [--setup POSITION]\n"
    "                         [--moves \"MOVES\"] [--analyse] [--memory MB] [--millis T]\n"
    "                         [--egdb FOLDER | --no-egdb] [--no-book]\n"
    "\n"
    "Solves the position (the start, or --setup, after --moves) and prints one\n"
    "line of JSON: {\"value\": v, \"best\": [...], \"nodes\": n, \"seconds\": t}.\n"
    "The value is the final store difference with perfect play from the view of\n"
    "the side to move; best lists every decision that keeps it. A progress line\n"
    "goes to stderr every second of a long solve. Exit code 3 when --millis ran out.\n"
    "\n"
    "  --analyse             also \"decisions\": the exact value of every legal decision\n"
    "  --memory MB           transposition table size (default 1024)\n"
    "  --millis T            give up after T milliseconds\n"
    "  --egdb FOLDER         where the endgame databases are (default: the user's\n"
    "                        cache folder, $XDG_CACHE_HOME/Mancala/mancala)\n"
    "  --no-egdb             do not use endgame databases\n"
    "  --no-book             do not use the opening book\n";

constexpr const char* kBookHelp =
    "usage: mancala-cli book --variant kalah [--rule NAME=VALUE ...] [--plies P] [--millis T]\n"
    "                        [--egdb FOLDER | --no-egdb] [--memory MB]\n"
    "\n"
    "Walks every position within P decisions of the start (default 2) and prints\n"
    "an opening book line (resources/solver/kalah-book.txt) for each one the\n"
    "solver does not prove within T milliseconds (default 1000), solved in full.\n";

constexpr const char* kEgdbHelp =
    "usage: mancala-cli egdb build [--variant kalah] [--rule NAME=VALUE ...] [--seeds K]\n"
    "                              [--folder FOLDER] [--no-progress]\n"
    "\n"
    "Builds the exact values of every Kalah board with at most K seeds in the\n"
    "houses for the rules' board size and capture rule, with a progress bar on\n"
    "stderr, into the user's cache folder ($XDG_CACHE_HOME/Mancala/mancala, where the\n"
    "app looks too) or FOLDER. Prints the file, its boards and the build time.\n"
    "\n"
    "  --seeds K             seeds in the houses (default: about 230 million\n"
    "                        boards, K = 20 for 6 houses)\n";

void fail(const std::string& message)
{
    std::fprintf(stderr, "mancala-cli: %s\n", message.c_str());
}

bool parseUnsigned(std::string_view text, std::uint64_t& out)
{
    std::uint64_t x = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), x);
    if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size())
        return false;
    out = x;
    return true;
}

/// The options of one command: `--name value` pairs and `--flag`s.
struct Options {
    std::string variant;
    std::vector<std::string> rules;
    std::vector<std::pair<std::string, std::string>> values;
    std::vector<std::string> flags;
    std::vector<std::string> positional; ///< arguments that are not options
    bool help = false;

    const std::string* value(std::string_view name) const
    {
        for (const auto& [key, v] : values)
            if (key == name)
                return &v;
        return nullptr;
    }
    bool flag(std::string_view name) const
    {
        for (const auto& f : flags)
            if (f == name)
                return true;
        return false;
    }
};

/// Parses `args` against the command's valued options and flags; on error
/// returns the message.
std::string parseOptions(const std::vector<std::string_view>& args, const std::vector<std::string_view>& valued,
                         const std::vector<std::string_view>& flagNames, Options& out)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view arg = args[i];
        if (arg == "--help" || arg == "-h") {
            out.help = true;
            continue;
        }
        if (!arg.starts_with("--")) {
            out.positional.emplace_back(arg);
            continue;
        }
        std::string_view name = arg.substr(2);
        std::string value;
        bool inlineValue = false;
        if (const auto eq = name.find('='); eq != std::string_view::npos) {
            value = std::string(name.substr(eq + 1));
            name = name.substr(0, eq);
            inlineValue = true;
        }
        bool known = name == "variant" || name == "rule";
        for (auto v : valued)
            known = known || v == name;
        if (known) {
            if (!inlineValue) {
                if (i + 1 >= args.size())
                    return "option --" + std::string(name) + " needs a value";
                value = std::string(args[++i]);
            }
            if (name == "variant")
                out.variant = value;
            else if (name == "rule")
                out.rules.push_back(value);
            else
                out.values.emplace_back(std::string(name), value);
            continue;
        }
        bool isFlag = false;
        for (auto f : flagNames)
            isFlag = isFlag || f == name;
        if (!isFlag || inlineValue)
            return "unknown option '" + std::string(arg) + "'";
        out.flags.emplace_back(name);
    }
    return {};
}

/// The rules from --variant and --rule, validated; empty on success.
std::string makeRules(const Options& options, Rules& out)
{
    if (options.variant.empty())
        return "--variant is required (kalah, qelat, qelat-keren, mewelad, enkeshui)";
    Variant v{};
    if (!variantFromId(options.variant, v))
        return "unknown variant '" + options.variant + "' (kalah, qelat, qelat-keren, mewelad, enkeshui)";
    Rules rules = Rules::defaults(v);
    for (const std::string& rule : options.rules) {
        const auto eq = rule.find('=');
        if (eq == std::string::npos)
            return "--rule takes name=value, not '" + rule + "'";
        if (std::string err = rules.set(std::string_view(rule).substr(0, eq), std::string_view(rule).substr(eq + 1));
            !err.empty())
            return err;
    }
    if (std::string err = rules.validate(); !err.empty())
        return "invalid rules: " + err;
    out = rules;
    return {};
}

/// The seed option (default 1); empty on success.
std::string readSeed(const Options& options, std::uint64_t& seed)
{
    seed = 1;
    if (const std::string* text = options.value("seed"); text && !parseUnsigned(*text, seed))
        return "--seed takes a number, not '" + *text + "'";
    return {};
}

// ------------------------------------------------------------- replay

/// Splits movetext into turn tokens at whitespace; a distribution's braces
/// keep their spaces inside one token. Move numbers (`12.`, `12...`) are dropped.
std::vector<std::string> turnTokens(std::string_view text)
{
    std::vector<std::string> out;
    std::string current;
    int depth = 0;
    auto flush = [&] {
        if (current.empty())
            return;
        std::size_t digits = 0;
        while (digits < current.size() && current[digits] >= '0' && current[digits] <= '9')
            ++digits;
        std::size_t dots = digits;
        while (dots < current.size() && current[dots] == '.')
            ++dots;
        if (digits > 0 && dots > digits)
            current.erase(0, dots); // a move number, maybe glued to its move: "1.c"
        if (!current.empty())
            out.push_back(current);
        current.clear();
    };
    for (char c : text) {
        if (c == '{') ++depth;
        if (c == '}' && depth > 0) --depth;
        if ((c == ' ' || c == '\t' || c == '\n' || c == '\r') && depth == 0)
            flush();
        else
            current += c;
    }
    flush();
    return out;
}

/// Splits a turn token at the '-' outside braces.
std::vector<std::string> decisionTokens(std::string_view turn)
{
    std::vector<std::string> out(1);
    int depth = 0;
    for (char c : turn) {
        if (c == '{') ++depth;
        if (c == '}' && depth > 0) --depth;
        if (c == '-' && depth == 0)
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

std::string pendingText(const Position& p)
{
    const std::string who(sideName(p.decider));
    switch (p.pending) {
    case Pending::Turn: return who + " moves again";
    case Pending::Race: return who + " still chooses a hole for the race";
    case Pending::ContinueFrom: return who + " still chooses the hole to continue from";
    case Pending::Direction: return who + " still chooses the direction";
    case Pending::TakeOrLeave: return who + " still takes or leaves the four";
    }
    return who + " still decides";
}

/// Reads a whole file; false when it cannot be read.
bool readFile(const std::string& path, std::string& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream text;
    text << in.rdbuf();
    out = text.str();
    return !in.bad();
}

/// Writes `text` to `path` through a temporary file in the same directory
/// and a rename, so that the file is either the old one or the new one.
std::string writeFileAtomically(const std::string& path, const std::string& text)
{
    const std::string temporary = path + ".part";
    std::FILE* f = std::fopen(temporary.c_str(), "wb");
    if (!f)
        return "cannot write " + temporary;
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (std::fclose(f) != 0 || !written) {
        std::remove(temporary.c_str());
        return "cannot write " + temporary;
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return "cannot replace " + path;
    }
    return {};
}

/// `replay FILE [--game K]`: one game of a record file, every move checked.
int replayFile(const Options& options)
{
    const std::string& path = options.positional.front();
    if (!options.variant.empty() || !options.rules.empty() || options.value("moves") || options.value("seed")
        || options.value("setup")) {
        fail("a record file brings its own rules, seed, set-up and moves: only --game and --position go with it");
        return kExitUsage;
    }
    std::uint64_t k = 1;
    if (const std::string* text = options.value("game"); text && (!parseUnsigned(*text, k) || k == 0)) {
        fail("--game takes a game number from 1, not '" + *text + "'");
        return kExitUsage;
    }
    std::string text;
    if (!readFile(path, text)) {
        std::fprintf(stderr, "%s: cannot read the file\n", path.c_str());
        return kExitUsage;
    }
    auto report = [&](const RecordError& e) {
        std::fprintf(stderr, "%s:%d:%d: %s\n", path.c_str(), e.line, e.column, e.reason.c_str());
        return kExitUsage;
    };
    const RecordList list = parseRecords(text);
    if (!list.ok())
        return report(list.error);
    if (k > list.games.size()) {
        std::fprintf(stderr, "%s: there is no game %llu: the file holds %zu\n", path.c_str(),
                     static_cast<unsigned long long>(k), list.games.size());
        return kExitUsage;
    }
    const ReplayedGame game = readGame(list.games[static_cast<std::size_t>(k - 1)]);
    if (!game.ok())
        return report(game.error);
    if (!game.notice.empty()) // read up to the end of the game: say what was left out
        std::fprintf(stderr, "%s:%d:%d: %s\n", path.c_str(), game.notice.line, game.notice.column,
                     game.notice.reason.c_str());
    const std::string out = options.flag("position") ? toPositionString(game.end) : positionJson(game.end);
    std::printf("%s\n", out.c_str());
    return 0;
}

/// Applies movetext to `p`, every decision checked; 0, or the exit code after
/// printing why a move was refused.
int playMoves(Position& p, const std::string& movetext)
{
    const auto turns = turnTokens(movetext);
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const std::string& turn = turns[t];
        const auto decisions = decisionTokens(turn);
        auto reject = [&](const std::string& part, const std::string& reason) {
            std::string where = "move " + std::to_string(t + 1) + " '" + turn + "': ";
            if (decisions.size() > 1 && !part.empty())
                where += "'" + part + "': ";
            std::fprintf(stderr, "%s%s\n", where.c_str(), reason.c_str());
            return kExitUsage;
        };
        bool ended = false;
        for (std::size_t k = 0; k < decisions.size(); ++k) {
            const std::string& token = decisions[k];
            if (p.over())
                return reject(token, "the game is already over");
            if (ended)
                return reject(token, "the turn ended with '" + decisions[k - 1]
                                         + "': this decision belongs to the next turn (separate turns with a space)");
            Decision d;
            std::string why;
            if (!parseDecision(p, token, d, why))
                return reject(token, why);
            const Position before = p;
            if (!apply(p, d))
                return reject(token, whyIllegal(before, d));
            if (why = checkConsistency(p); !why.empty()) {
                fail("internal error after move " + std::to_string(t + 1) + ": " + why);
                return kExitViolation;
            }
            ended = turnEnds(before, p);
        }
        if (!ended && t + 1 < turns.size())
            return reject({}, "the turn is not over (" + pendingText(p)
                                  + "): join the turn's decisions with '-'");
    }
    return 0;
}

int replay(const Options& options)
{
    if (options.positional.size() > 1) {
        fail("replay reads one record file, not '" + options.positional[1] + "' too");
        return kExitUsage;
    }
    if (!options.positional.empty())
        return replayFile(options);
    if (options.value("game")) {
        fail("--game picks a game of a record file: replay FILE --game K");
        return kExitUsage;
    }
    Rules rules;
    std::uint64_t seed = 1;
    std::string err = makeRules(options, rules);
    if (err.empty())
        err = readSeed(options, seed);
    const std::string* moves = options.value("moves");
    if (err.empty() && !moves)
        err = "--moves is required (it may be empty: --moves \"\")";
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    Position p = startPosition(rules, seed);
    if (const std::string* setup = options.value("setup")) {
        if (err = fromPositionString(*setup, rules, p); !err.empty()) {
            fail("--setup: " + err);
            return kExitUsage;
        }
    }
    if (const int code = playMoves(p, *moves); code != 0)
        return code;
    const std::string out = options.flag("position") ? toPositionString(p) : positionJson(p);
    std::printf("%s\n", out.c_str());
    return 0;
}

// -------------------------------------------------------------- perft

int perftCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t depth = 0;
    std::string err = makeRules(options, rules);
    if (err.empty())
        err = readSeed(options, seed);
    const std::string* depthText = options.value("depth");
    if (err.empty() && (!depthText || !parseUnsigned(*depthText, depth) || depth > 30))
        err = "--depth takes a number from 0 to 30";
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    const Position start = startPosition(rules, seed);
    const int d = static_cast<int>(depth);
    if (options.flag("divide")) {
        std::uint64_t total = 0;
        for (const auto& [decision, count] : perftDivide(start, d)) {
            std::printf("%s %llu\n", formatDecision(start, decision).c_str(), static_cast<unsigned long long>(count));
            total += count;
        }
        std::printf("%llu\n", static_cast<unsigned long long>(d == 0 ? 1 : total));
        return 0;
    }
    if (options.flag("table")) {
        for (int k = 1; k <= d; ++k) {
            const auto t0 = std::chrono::steady_clock::now();
            const std::uint64_t n = perft(start, k);
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - t0;
            std::printf("%d %llu %.3f\n", k, static_cast<unsigned long long>(n), took.count());
            std::fflush(stdout);
        }
        return 0;
    }
    std::printf("%llu\n", static_cast<unsigned long long>(perft(start, d)));
    return 0;
}

// ----------------------------------------------------------- selfplay

/// The decisions of a movetext written by playRandomGame(), which are legal by construction.
std::vector<Decision> decisionsOf(Position p, const std::string& movetext)
{
    std::vector<Decision> out;
    for (const std::string& turn : turnTokens(movetext)) {
        for (const std::string& token : decisionTokens(turn)) {
            Decision d;
            std::string why;
            if (!parseDecision(p, token, d, why) || !apply(p, d))
                return out;
            out.push_back(d);
        }
    }
    return out;
}

/// The record of one self-played game.
GameRecord selfplayRecord(const Rules& rules, std::uint64_t gameSeed, std::uint64_t number, const std::string& movetext)
{
    const Position start = startPosition(rules, gameSeed);
    GameRecord record = recordFromGame(start, gameSeed, decisionsOf(start, movetext));
    record.setTag("Event", "mancala-cli selfplay");
    record.setTag("Round", std::to_string(number));
    record.setTag("South", "random");
    record.setTag("North", "random");
    return record;
}

int selfplay(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t games = 0;
    std::uint64_t maxDecisions = 1000000;
    std::string err = makeRules(options, rules);
    const std::string* gamesText = options.value("games");
    const std::string* seedText = options.value("seed");
    const std::string* maxText = options.value("max-decisions");
    if (err.empty() && (!gamesText || !parseUnsigned(*gamesText, games) || games == 0))
        err = "--games takes a number of games from 1";
    if (err.empty() && !seedText)
        err = "--seed is required";
    if (err.empty())
        err = readSeed(options, seed);
    if (err.empty() && maxText && (!parseUnsigned(*maxText, maxDecisions) || maxDecisions == 0))
        err = "--max-decisions takes a number from 1";
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    const bool print = options.flag("print-games");
    const std::string* recordPath = options.value("record");
    std::vector<GameRecord> records;
    std::uint64_t decisions = 0;
    std::uint64_t results[4] = {}; // by Outcome: unfinished, south, north, draw
    std::uint64_t signature = 1469598103934665603ull;
    const auto t0 = std::chrono::steady_clock::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + g;
        const RandomGame game = playRandomGame(rules, gameSeed, maxDecisions, print || recordPath);
        decisions += game.decisions;
        if (print)
            std::printf("game %llu seed %llu: %s %s\n", static_cast<unsigned long long>(g + 1),
                        static_cast<unsigned long long>(gameSeed), game.movetext.c_str(),
                        positionJson(game.final).c_str());
        if (!game.violation.empty()) {
            std::fprintf(stderr, "game %llu (seed %llu): %s\nposition: %s\n", static_cast<unsigned long long>(g + 1),
                         static_cast<unsigned long long>(gameSeed), game.violation.c_str(),
                         toPositionString(game.final).c_str());
            return kExitViolation;
        }
        ++results[static_cast<int>(game.final.outcome)];
        if (recordPath)
            records.push_back(selfplayRecord(rules, gameSeed, g + 1, game.movetext));
        signature = (signature ^ hash(game.final)) * 1099511628211ull;
    }
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - t0;
    if (recordPath) {
        RecordError error;
        const std::string text = writeRecords(records, &error);
        if (!error.empty()) {
            fail("internal error: a self-played game does not replay: " + error.message());
            return kExitViolation;
        }
        if (std::string err = writeFileAtomically(*recordPath, text); !err.empty()) {
            fail(err);
            return kExitUsage;
        }
    }
    std::printf("variant: %s\n", std::string(variantId(rules.variant)).c_str());
    std::printf("games: %llu\n", static_cast<unsigned long long>(games));
    std::printf("decisions: %llu\n", static_cast<unsigned long long>(decisions));
    std::printf("decisions per second: %.0f\n", took.count() > 0 ? decisions / took.count() : 0.0);
    std::printf("south wins: %llu\n", static_cast<unsigned long long>(results[1]));
    std::printf("north wins: %llu\n", static_cast<unsigned long long>(results[2]));
    std::printf("draws: %llu\n", static_cast<unsigned long long>(results[3]));
    std::printf("unfinished: %llu\n", static_cast<unsigned long long>(results[0]));
    std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
    return 0;
}

// ------------------------------------------------------ solve, egdb

/// Reads a number option from `min`; empty on success.
std::string readNumber(const Options& options, std::string_view name, std::uint64_t min, std::uint64_t max,
                       std::uint64_t& out)
{
    const std::string* text = options.value(name);
    if (!text)
        return {};
    std::uint64_t v = 0;
    if (!parseUnsigned(*text, v) || v < min || v > max)
        return "--" + std::string(name) + " takes a number from " + std::to_string(min) + " to " + std::to_string(max)
            + ", not '" + *text + "'";
    out = v;
    return {};
}

int solveCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t memory = 1024;
    std::uint64_t millis = 0;
    std::string err = makeRules(options, rules);
    if (err.empty())
        err = readSeed(options, seed);
    if (err.empty())
        err = readNumber(options, "memory", 1, 1 << 20, memory);
    if (err.empty())
        err = readNumber(options, "millis", 1, 1u << 30, millis);
    if (err.empty() && options.value("egdb") && options.flag("no-egdb"))
        err = "--egdb and --no-egdb exclude each other";
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    Position p = startPosition(rules, seed);
    if (const std::string* setup = options.value("setup")) {
        if (err = fromPositionString(*setup, rules, p); !err.empty()) {
            fail("--setup: " + err);
            return kExitUsage;
        }
    }
    if (const std::string* moves = options.value("moves"))
        if (const int code = playMoves(p, *moves); code != 0)
            return code;
    cli::SolveRequest request;
    request.position = p;
    request.analyse = options.flag("analyse");
    request.memoryMB = static_cast<std::size_t>(memory);
    request.millis = static_cast<int>(millis);
    request.useDatabase = !options.flag("no-egdb");
    if (const std::string* folder = options.value("egdb"))
        request.databaseFolder = *folder;
    request.useBook = !options.flag("no-book");
    return cli::runSolve(request);
}

int bookCommand(const Options& options)
{
    Rules rules;
    std::uint64_t plies = 2;
    std::uint64_t millis = 1000;
    std::uint64_t memory = 1024;
    std::string err = makeRules(options, rules);
    if (err.empty())
        err = readNumber(options, "plies", 0, 20, plies);
    if (err.empty())
        err = readNumber(options, "millis", 1, 1u << 30, millis);
    if (err.empty())
        err = readNumber(options, "memory", 1, 1 << 20, memory);
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    cli::BookRequest request;
    request.solve.position = startPosition(rules, 1);
    request.solve.memoryMB = static_cast<std::size_t>(memory);
    request.solve.useDatabase = !options.flag("no-egdb");
    if (const std::string* folder = options.value("egdb"))
        request.solve.databaseFolder = *folder;
    request.plies = static_cast<int>(plies);
    request.millis = static_cast<int>(millis);
    return cli::runBook(request);
}

int egdbCommand(const Options& options)
{
    if (options.positional.size() != 1 || options.positional.front() != "build") {
        fail("egdb takes one action: build (see 'mancala-cli egdb --help')");
        return kExitUsage;
    }
    Options withVariant = options;
    if (withVariant.variant.empty())
        withVariant.variant = "kalah";
    Rules rules;
    std::uint64_t seeds = 0;
    std::string err = makeRules(withVariant, rules);
    if (err.empty())
        err = solverSupports(rules);
    if (err.empty())
        err = readNumber(options, "seeds", 0, 127, seeds);
    if (!err.empty()) {
        fail(err);
        return kExitUsage;
    }
    cli::DatabaseBuildRequest request;
    request.rules = rules;
    request.seeds = options.value("seeds") ? static_cast<int>(seeds) : -1;
    if (const std::string* folder = options.value("folder"))
        request.folder = *folder;
    request.progressBar = !options.flag("no-progress");
    return cli::runDatabaseBuild(request);
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return kExitUsage;
    }
    const std::string_view command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kUsage, stdout);
        return 0;
    }
    std::vector<std::string_view> args(argv + 2, argv + argc);
    // The computer player's commands (play_commands.h) parse their own options.
    if (command == "engine")
        return mancala::cli::engineCommand(args);
    if (command == "analyse")
        return mancala::cli::analyseCommand(args);
    if (command == "match")
        return mancala::cli::matchCommand(args);
    if (command == "review")
        return mancala::cli::reviewCommand(args);
    struct Command {
        std::string_view name;
        const char* help;
        std::vector<std::string_view> valued;
        std::vector<std::string_view> flags;
        int (*run)(const Options&);
    };
    const Command commands[] = {
        {"variants", kVariantsHelp, {}, {}, nullptr},
        {"replay", kReplayHelp, {"seed", "moves", "setup", "game"}, {"position"}, replay},
        {"perft", kPerftHelp, {"seed", "depth"}, {"divide", "table"}, perftCommand},
        {"selfplay", kSelfplayHelp, {"seed", "games", "max-decisions", "record"}, {"print-games"}, selfplay},
        {"solve", kSolveHelp, {"seed", "setup", "moves", "memory", "millis", "egdb"}, {"analyse", "no-egdb", "no-book"},
         solveCommand},
        {"egdb", kEgdbHelp, {"seeds", "folder"}, {"no-progress"}, egdbCommand},
        {"book", kBookHelp, {"plies", "millis", "egdb", "memory"}, {"no-egdb"}, bookCommand},
    };
    for (const Command& c : commands) {
        if (c.name != command)
            continue;
        Options options;
        if (std::string err = parseOptions(args, c.valued, c.flags, options); !err.empty()) {
            fail(err + " (see 'mancala-cli " + std::string(c.name) + " --help')");
            return kExitUsage;
        }
        if (!options.positional.empty() && c.run != replay && c.run != egdbCommand) {
            fail("unexpected argument '" + options.positional.front() + "' (see 'mancala-cli " + std::string(c.name)
                 + " --help')");
            return kExitUsage;
        }
        if (options.help) {
            std::fputs(c.help, stdout);
            if (c.run)
                std::fputs(("\nrules:\n" + std::string(kRulesHelp)).c_str(), stdout);
            return 0;
        }
        if (!c.run) {
            if (!args.empty()) {
                fail("variants takes no options");
                return kExitUsage;
            }
            std::fputs(variantsJson().c_str(), stdout);
            return 0;
        }
        return c.run(options);
    }
    fail("unknown command '" + std::string(command) + "'");
    std::fputs(kUsage, stderr);
    return kExitUsage;
}
