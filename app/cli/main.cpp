// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-cli: the rules core on the command line (docs/cli.md).
//
//   mancala-cli variants
//   mancala-cli replay   --variant ID [--rule name=value ...] [--seed S] --moves "..."
//   mancala-cli replay   FILE [--game K]
//   mancala-cli perft    --variant ID [--rule name=value ...] --depth D
//   mancala-cli selfplay --variant ID [--rule name=value ...] --games N --seed S [--record FILE]
//   mancala-cli solve    --variant kalah [--rule name=value ...] [--setup P] [--moves "..."] [--analyse]
//   mancala-cli egdb     build [--variant kalah|qelat] [--rule name=value ...] [--seeds K]
//   mancala-cli engine | analyse | match | review   (the computer player, play_commands.h)
//   mancala-cli book     --variant kalah [--rule name=value ...] [--plies P] [--millis T] [--follow SIDE]
//   mancala-cli puzzles  generate --variant ID ... --count N | check FILE   (puzzles.h)
//   mancala-cli host     --variant ID [--rule ...] [--side S] [--port P] ...   (network_commands.h)
//   mancala-cli join     ADDRESS:PORT CODE [--name NAME] [--accept]
//
// packaging/mancala-cli.6 is the manual page: tests/packaging/check_cli_manpage.sh
// checks that it names every command and option of the table in main().
//
// Exit codes: 0 success, 1 a broken invariant (selfplay), 2 bad usage or an
// illegal or malformed move.

#include "movetext.h"
#include "network_commands.h"
#include "options.h"
#include "play_commands.h"
#include "puzzles.h"
#include "replay.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/qelat_endgame.h"
#include "mancala/qelat_perfect.h"
#include "mancala/record.h"
#include "mancala/solver.h"
#include "mancala/rules.h"
#include "solve.h"

#include <chrono>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

using namespace mancala;
using namespace mancala::cli;

namespace {

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
    "  puzzles    make puzzles from self-play, or check a puzzle file\n"
    "  host       host a game over the network and play one side (docs/network.md)\n"
    "  join       join a game hosted over the network and play the other side\n"
    "\n"
    "'mancala-cli <command> --help' describes a command's options;\n"
    "'mancala-cli --version' prints the version.\n";

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
    "  --setup POSITION      start from a position string instead (\"kalah: 4,4,...\"\n"
    "                        names its rule set: then --variant may be left out)\n"
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
    "usage: mancala-cli solve --variant kalah [--rule NAME=VALUE ...] [--seed S]\n"
    "                         [--setup POSITION] [--moves \"MOVES\"] [--analyse] [--memory MB]\n"
    "                         [--millis T] [--egdb FOLDER | --no-egdb] [--no-small-egdb]\n"
    "                         [--no-book] [--guess V]\n"
    "\n"
    "Solves the position (the start, or --setup, after --moves) and prints one\n"
    "line of JSON: {\"value\": v, \"best\": [...], \"nodes\": n, \"seconds\": t}.\n"
    "The value is the final store difference with perfect play from the view of\n"
    "the side to move; best lists every decision that keeps it. A progress line\n"
    "goes to stderr every second of a long solve. Exit code 3 when --millis ran out.\n"
    "\n"
    "  --analyse             also \"decisions\": the exact value of every legal decision\n"
    "  --memory MB           largest transposition table (default 1024); it starts\n"
    "                        small and grows as the solve fills it\n"
    "  --millis T            give up after T milliseconds\n"
    "  --egdb FOLDER         where the endgame databases are (default: the user's\n"
    "                        cache folder, $XDG_CACHE_HOME/Mancala/mancala)\n"
    "  --no-egdb             do not read endgame database files\n"
    "  --no-small-egdb       with no database file, a long solve (no --millis under\n"
    "                        30 s, 25 seeds or more above K) first computes the values\n"
    "                        of the boards of up to K seeds in memory (K = 16 for 6\n"
    "                        houses: 30 MB, some seconds); this option: never\n"
    "  --no-book             do not use the opening book\n"
    "  --guess V             the value to test first (default 0); a close guess\n"
    "                        saves whole passes of a long solve\n";

constexpr const char* kBookHelp =
    "usage: mancala-cli book --variant kalah [--rule NAME=VALUE ...] [--plies P] [--millis T]\n"
    "                        [--egdb FOLDER | --no-egdb] [--memory MB] [--guess V]\n"
    "                        [--follow SIDE [--min-seeds N]]\n"
    "\n"
    "Walks every position within P decisions of the start (default 2) and prints\n"
    "an opening book line (resources/solver/kalah-book.txt) for each one the\n"
    "solver does not prove within T milliseconds (default 1000), solved in full\n"
    "(or copied from the built-in book when it holds the position).\n"
    "\n"
    "  --guess V             the start's value to test first (default 0); each\n"
    "                        later position starts from its parent's value\n"
    "  --follow SIDE         follow strong play instead, the Perfect level on SIDE\n"
    "                        (south or north): at its decisions every decision\n"
    "                        that keeps the value, at the other side's every\n"
    "                        decision, to --plies P (default 20) and down to\n"
    "                        --min-seeds N seeds in the houses (default 42). Each\n"
    "                        of its positions whose value and value-keeping\n"
    "                        decisions the solver with the built-in book does not\n"
    "                        prove within T ms (default 150) gets a line, and so\n"
    "                        does each answer to it.\n"
    "  --other-margin S      with --follow: of the other side's decisions only\n"
    "                        those a quick search (200,000 nodes) scores within S\n"
    "                        seeds of its best (default: every decision)\n";

constexpr const char* kEgdbHelp =
    "usage: mancala-cli egdb build [--variant kalah|qelat] [--rule NAME=VALUE ...] [--seeds K]\n"
    "                              [--folder FOLDER] [--no-progress]\n"
    "\n"
    "Builds the exact values of every Kalah board with at most K seeds in the\n"
    "houses for the rules' board size and capture rule, with a progress bar on\n"
    "stderr, into the user's cache folder ($XDG_CACHE_HOME/Mancala/mancala, where the\n"
    "app looks too) or FOLDER. Prints the file, its boards and the build time.\n"
    "With --variant qelat: every Qelat position with at most K seeds outside the\n"
    "waldas, for the rules' houses, house rules and quiet-move limit\n"
    "(quiet-end=score only; docs/solutions.md).\n"
    "\n"
    "  --seeds K             seeds in the houses (default: about 230 million\n"
    "                        boards, K = 20 for 6 houses); in Qelat seeds in\n"
    "                        play (default 8)\n";

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

// -------------------------------------------------------------- perft

int perftCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t depth = 0;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty())
        err = seedOption(options, seed);
    const std::string* depthText = options.value("depth");
    if (err.empty() && (!depthText || !parseNumber(*depthText, depth) || depth > 30))
        err = "--depth takes a number from 0 to 30";
    if (!err.empty())
        return usageError(err);
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

/// The record of one self-played game; empty with `error` set when its
/// movetext does not replay (it is legal by construction).
std::optional<GameRecord> selfplayRecord(const Rules& rules, std::uint64_t gameSeed, std::uint64_t number,
                                         const std::string& movetext, std::string& error)
{
    Position start = startPosition(rules, gameSeed);
    std::vector<Decision> decisions;
    Position end = start;
    if (const MovesFailure failure = playMoves(end, movetext, TurnCheck::Turns, &decisions); !failure.ok()) {
        error = failure.message();
        return std::nullopt;
    }
    GameRecord record = recordFromGame(start, gameSeed, decisions);
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
    std::string err = rulesFromOptions(options, rules);
    const std::string* gamesText = options.value("games");
    const std::string* maxText = options.value("max-decisions");
    if (err.empty() && (!gamesText || !parseNumber(*gamesText, games) || games == 0))
        err = "--games takes a number of games from 1";
    if (err.empty() && !options.value("seed"))
        err = "--seed is required";
    if (err.empty())
        err = seedOption(options, seed);
    if (err.empty() && maxText && (!parseNumber(*maxText, maxDecisions) || maxDecisions == 0))
        err = "--max-decisions takes a number from 1";
    if (!err.empty())
        return usageError(err);
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
        if (recordPath) {
            std::string why;
            const auto record = selfplayRecord(rules, gameSeed, g + 1, game.movetext, why);
            if (!record) {
                usageError("internal error: self-played game " + std::to_string(g + 1) + " does not replay: " + why);
                return kExitViolation;
            }
            records.push_back(*record);
        }
        signature = (signature ^ hash(game.final)) * 1099511628211ull;
    }
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - t0;
    if (recordPath) {
        RecordError error;
        const std::string text = writeRecords(records, &error);
        if (!error.empty()) {
            usageError("internal error: a self-played game does not replay: " + error.message());
            return kExitViolation;
        }
        if (std::string err = writeFileAtomically(*recordPath, text); !err.empty())
            return usageError(err);
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

int solveCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t memory = 1024;
    std::uint64_t millis = 0;
    std::int64_t guess = 0;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty())
        err = seedOption(options, seed);
    if (err.empty())
        err = numberOption(options, "memory", 1, 1 << 20, memory);
    if (err.empty())
        err = numberOption(options, "millis", 1, 1u << 30, millis);
    if (err.empty())
        err = signedOption(options, "guess", -1000, 1000, guess);
    if (err.empty() && options.value("egdb") && options.flag("no-egdb"))
        err = "--egdb and --no-egdb exclude each other";
    if (!err.empty())
        return usageError(err);
    Position p;
    if (const GameError error = positionFromOptions(options, rules, seed, p); !error.ok())
        return error.report();
    SolveRequest request;
    request.position = p;
    request.analyse = options.flag("analyse");
    request.memoryMB = static_cast<std::size_t>(memory);
    request.millis = static_cast<int>(millis);
    request.useDatabase = !options.flag("no-egdb");
    request.smallDatabase = !options.flag("no-small-egdb");
    if (const std::string* folder = options.value("egdb"))
        request.databaseFolder = *folder;
    request.useBook = !options.flag("no-book");
    request.guess = static_cast<int>(guess);
    return runSolve(request);
}

int bookCommand(const Options& options)
{
    Rules rules;
    const std::string* follow = options.value("follow");
    std::uint64_t plies = follow ? 20 : 2;
    std::uint64_t millis = follow ? 150 : 1000;
    std::uint64_t memory = 1024;
    std::uint64_t minSeeds = 42;
    std::uint64_t otherMargin = 1000;
    std::int64_t guess = 0;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty() && follow && *follow != "south" && *follow != "north")
        err = "--follow takes south or north, not '" + *follow + "'";
    if (err.empty() && !follow && (options.value("min-seeds") || options.value("other-margin")))
        err = "--min-seeds and --other-margin go with --follow";
    if (err.empty())
        err = numberOption(options, "min-seeds", 0, 1000, minSeeds);
    if (err.empty())
        err = numberOption(options, "other-margin", 0, 1000, otherMargin);
    if (err.empty())
        err = numberOption(options, "plies", 0, 20, plies);
    if (err.empty())
        err = numberOption(options, "millis", 1, 1u << 30, millis);
    if (err.empty())
        err = numberOption(options, "memory", 1, 1 << 20, memory);
    if (err.empty())
        err = signedOption(options, "guess", -1000, 1000, guess);
    if (!err.empty())
        return usageError(err);
    BookRequest request;
    request.solve.position = startPosition(rules, 1);
    request.solve.memoryMB = static_cast<std::size_t>(memory);
    request.solve.guess = static_cast<int>(guess);
    request.solve.useDatabase = !options.flag("no-egdb");
    if (const std::string* folder = options.value("egdb"))
        request.solve.databaseFolder = *folder;
    if (follow) {
        BookFollowRequest walk;
        walk.solve = request.solve;
        walk.perfect = *follow == "south" ? Side::South : Side::North;
        walk.plies = static_cast<int>(plies);
        walk.millis = static_cast<int>(millis);
        walk.minSeeds = static_cast<int>(minSeeds);
        walk.otherMargin = options.value("other-margin") ? static_cast<int>(otherMargin) : -1;
        return runBookFollow(walk);
    }
    request.plies = static_cast<int>(plies);
    request.millis = static_cast<int>(millis);
    return runBook(request);
}

int egdbCommand(const Options& options)
{
    if (options.positional.size() != 1 || options.positional.front() != "build")
        return usageError("egdb takes one action: build (see 'mancala-cli egdb --help')");
    Rules rules;
    std::uint64_t seeds = 0;
    std::string err = rulesFromOptions(options, rules, "kalah");
    const bool qelat = rules.variant == Variant::Qelat;
    if (err.empty())
        err = qelat ? QelatEndgame::supports(rules) : solverSupports(rules);
    if (err.empty())
        err = numberOption(options, "seeds", 0, 127, seeds);
    if (!err.empty())
        return usageError(err);
    DatabaseBuildRequest request;
    request.rules = rules;
    request.seeds = options.value("seeds") ? static_cast<int>(seeds) : -1;
    if (const std::string* folder = options.value("folder"))
        request.folder = *folder;
    request.progressBar = !options.flag("no-progress");
    return qelat ? runQelatDatabaseBuild(request) : runDatabaseBuild(request);
}

struct Command {
    std::string_view name;
    const char* help;
    std::vector<std::string_view> valued; ///< the options that take a value
    std::vector<std::string_view> flags;
    int (*run)(const Options&);                                         ///< null: variants
    int (*parsesItsOwn)(const std::vector<std::string_view>&) = nullptr; ///< instead of run
};

/// `mancala-cli --list-options`, left out of the usage: one line a command,
/// its name and every option it accepts (`variants`, `replay --variant --rule
/// ...`), for the test that the manual page names them all
/// (tests/packaging/check_cli_manpage.sh).
int listOptions(std::span<const Command> commands)
{
    for (const Command& c : commands) {
        std::string line(c.name);
        for (const auto* names : {&c.valued, &c.flags})
            for (std::string_view name : *names)
                line += " --" + std::string(name);
        std::printf("%s\n", line.c_str());
    }
    return 0;
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
    if (command == "--version" || command == "-V") {
        std::fputs("mancala-cli " MANCALA_CLI_VERSION "\n", stdout);
        return 0;
    }
    // Qelat's Perfect level and analysis find or compute their endgame database at the first need (seconds).
    setQelatDatabaseOnDemand(true);
    std::vector<std::string_view> args(argv + 2, argv + argc);
    // Every command, in the order of the usage. The computer player's commands
    // (play_commands.h) parse their own options: `valued` and `flags` are theirs.
    const Command commands[] = {
        {"variants", kVariantsHelp, {}, {}, nullptr},
        {"replay", kReplayHelp, kReplayValued, kReplayFlags, replayCommand},
        {"perft", kPerftHelp, {"variant", "rule", "seed", "depth"}, {"divide", "table"}, perftCommand},
        {"selfplay", kSelfplayHelp, {"variant", "rule", "seed", "games", "max-decisions", "record"}, {"print-games"},
         selfplay},
        {"solve", kSolveHelp, {"variant", "rule", "seed", "setup", "moves", "memory", "millis", "egdb", "guess"},
         {"analyse", "no-egdb", "no-small-egdb", "no-book"}, solveCommand},
        {"egdb", kEgdbHelp, {"variant", "rule", "seeds", "folder"}, {"no-progress"}, egdbCommand},
        {"engine", kEngineHelp, {}, {}, nullptr, engineCommand},
        {"analyse", kAnalyseHelp, kAnalyseOptions.valued, kAnalyseOptions.flags, nullptr, analyseCommand},
        {"match", kMatchHelp, kMatchOptions.valued, kMatchOptions.flags, nullptr, matchCommand},
        {"review", kReviewHelp, kReviewOptions.valued, kReviewOptions.flags, nullptr, reviewCommand},
        {"book", kBookHelp, {"variant", "rule", "plies", "millis", "egdb", "memory", "guess", "follow", "min-seeds",
                  "other-margin"},
         {"no-egdb"}, bookCommand},
        {"puzzles", kPuzzlesHelp, kPuzzlesValued, kPuzzlesFlags, puzzlesCommand},
        {"host", kHostHelp, kHostValued, kHostFlags, hostCommand},
        {"join", kJoinHelp, kJoinValued, kJoinFlags, joinCommand},
    };
    if (command == "--list-options")
        return listOptions(commands);
    for (const Command& c : commands) {
        if (c.name != command)
            continue;
        if (c.parsesItsOwn)
            return c.parsesItsOwn(args);
        Options options;
        if (std::string err = parseOptions(args, c.valued, c.flags, options); !err.empty())
            return usageError(err + " (see 'mancala-cli " + std::string(c.name) + " --help')");
        if (!options.positional.empty() && c.run != replayCommand && c.run != egdbCommand
            && c.run != puzzlesCommand && c.run != joinCommand)
            return usageError("unexpected argument '" + options.positional.front() + "' (see 'mancala-cli "
                              + std::string(c.name) + " --help')");
        if (options.help) {
            std::fputs(c.help, stdout);
            if (c.run)
                std::fputs(("\nrules:\n" + std::string(kRulesHelp)).c_str(), stdout);
            return 0;
        }
        if (!c.run) {
            if (!args.empty())
                return usageError("variants takes no options");
            std::fputs(variantsJson().c_str(), stdout);
            return 0;
        }
        return c.run(options);
    }
    usageError("unknown command '" + std::string(command) + "'");
    std::fputs(kUsage, stderr);
    return kExitUsage;
}
