// SPDX-License-Identifier: GPL-3.0-or-later
#include "play_commands.h"

#include "engine_session.h"
#include "options.h"
#include "replay.h"

#include "mancala/json.h"
#include "mancala/notation.h"
#include "mancala/record.h"
#include "mancala/review.h"
#include "mancala/search.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

namespace mancala::cli {

const CommandOptions kAnalyseOptions{
    {"variant", "rule", "seed", "setup", "moves", "movetime", "depth", "nodes", "egdb"}, {"no-egdb"}};
const CommandOptions kMatchOptions{
    {"variant", "rule", "a", "b", "games", "seed", "movetime", "max-decisions", "egdb"}, {"no-egdb"}};
const CommandOptions kReviewOptions{{"game", "depth", "movetime", "nodes", "egdb"}, {"no-egdb"}};

const char* const kEngineHelp =
    "usage: mancala-cli engine\n"
    "  The engine line protocol on stdin and stdout (docs/engine-protocol.md):\n"
    "  variant, rule, newgame, position, moves, go, analyse, stop, isready, show, quit.\n";
const char* const kAnalyseHelp =
    "usage: mancala-cli analyse --variant ID [--rule NAME=VALUE ...] [--seed S] [--setup POSITION]\n"
    "                           [--moves \"MOVES\"] [--movetime MS | --depth D | --nodes N]\n"
    "                           [--egdb FOLDER | --no-egdb]\n"
    "  The value of every legal decision as JSON, best first (default --movetime 1000).\n"
    "  In Kalah the exact solver tries first (without --depth): values it proves are\n"
    "  marked \"exact\": true, with depth 0 (to the end of the game). --egdb: the folder\n"
    "  of the endgame databases (default: the cache folder); --no-egdb: none.\n";
const char* const kMatchHelp =
    "usage: mancala-cli match --variant ID [--rule NAME=VALUE ...] --a LEVEL|\"CMD\" --b LEVEL|\"CMD\"\n"
    "                         --games N [--seed S] [--movetime MS] [--max-decisions M]\n"
    "                         [--egdb FOLDER | --no-egdb]\n"
    "  Two levels (1-6, or 7 Perfect in Kalah and Qelat) or engine commands play N games,\n"
    "  alternating sides (each seed twice, so race choices are swapped too), and the\n"
    "  result for A is printed with a 95 % interval. --movetime: level 6's, Perfect's\n"
    "  and the engines' time a decision (1000). --egdb, --no-egdb: as for analyse.\n";
const char* const kReviewHelp =
    "usage: mancala-cli review FILE [--game K] [--nodes N] [--movetime MS] [--depth D]\n"
    "                          [--egdb FOLDER | --no-egdb]\n"
    "  Writes the game annotated: each decision that loses value against the best one\n"
    "  of its position gets ?! ($6, 1 seed or more), ? ($2, 3 or more) or ?? ($4, 6 or\n"
    "  more) on its turn, and a comment with the best decision, both values and the\n"
    "  seeds lost. In Kalah the exact solver tries each position first within --nodes\n"
    "  and --movetime (default --nodes 1000000), and proves each mark the search would\n"
    "  give: proven values are written \"exact values\"; an unproven mark is left out\n"
    "  in Kalah 6x4 and smaller, and elsewhere the comment names the search's estimate\n"
    "  and its depth (--depth D: a search of that depth). The app's review is the same.\n"
    "  --egdb, --no-egdb: as for analyse.\n";

namespace {

/// `--egdb FOLDER` / `--no-egdb`: the Kalah endgame databases of perfect play (default: the cache folder).
std::string databaseOption(const Options& args)
{
    const std::string* folder = args.value("egdb");
    if (folder && args.flag("no-egdb"))
        return "--egdb and --no-egdb exclude each other";
    if (args.flag("no-egdb"))
        setPerfectPlayDatabases(false);
    else if (folder)
        setPerfectPlayDatabases(true, *folder);
    return {};
}

/// Search limits from --movetime / --depth / --nodes (`millis` when none is given).
std::string limitsFrom(const Options& args, SearchLimits& limits, int millis, int depth)
{
    std::uint64_t n = 0;
    if (std::string e = numberOption(args, "movetime", 1, 86'400'000, n); !e.empty())
        return e;
    limits.millis = static_cast<int>(n);
    n = 0;
    if (std::string e = numberOption(args, "depth", 1, 100, n); !e.empty())
        return e;
    limits.depth = static_cast<int>(n);
    n = 0;
    if (std::string e = numberOption(args, "nodes", 1, ~0ull, n); !e.empty())
        return e;
    limits.nodes = n;
    if (!limits.millis && !limits.depth && !limits.nodes) {
        limits.millis = millis;
        limits.depth = depth;
    }
    return {};
}


// ------------------------------------------------------------ players

/// One side of a match: a level of our own or an engine program.
class Player {
public:
    virtual ~Player() = default;
    /// The decision in `p`; false (with the reason) when the player failed.
    virtual bool choose(const Position& p, std::uint64_t seed, Decision& out, std::string& why) = 0;
    virtual std::string name() const = 0;
};

class LevelPlayer : public Player {
public:
    LevelPlayer(int level, int millis) : m_level(level), m_millis(millis) {}
    bool choose(const Position& p, std::uint64_t seed, Decision& out, std::string&) override
    {
        out = chooseDecision(p, m_level, seed, m_millis);
        return true;
    }
    std::string name() const override { return "level " + std::to_string(m_level); }

private:
    int m_level;
    int m_millis;
};

/// An engine program speaking docs/engine-protocol.md through pipes.
class EnginePlayer : public Player {
public:
    EnginePlayer(std::string command, const Rules& rules, int millis) : m_command(std::move(command)), m_millis(millis)
    {
        int toChild[2];
        int fromChild[2];
        if (pipe(toChild) != 0 || pipe(fromChild) != 0)
            return;
        m_pid = fork();
        if (m_pid == 0) {
            dup2(toChild[0], 0);
            dup2(fromChild[1], 1);
            close(toChild[1]);
            close(fromChild[0]);
            execl("/bin/sh", "sh", "-c", m_command.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(toChild[0]);
        close(fromChild[1]);
        m_in = fdopen(toChild[1], "w");
        m_out = fdopen(fromChild[0], "r");
        send("variant " + std::string(variantId(rules.variant)));
        for (const std::string& rule : rules.differences())
            send("rule " + rule);
    }
    ~EnginePlayer() override
    {
        if (m_in) {
            send("quit");
            std::fclose(m_in);
        }
        if (m_out)
            std::fclose(m_out);
        if (m_pid > 0)
            waitpid(m_pid, nullptr, 0);
    }
    bool choose(const Position& p, std::uint64_t seed, Decision& out, std::string& why) override
    {
        if (!m_in || !m_out) {
            why = "cannot start '" + m_command + "'";
            return false;
        }
        send("newgame seed " + std::to_string(seed));
        send("position " + toPositionString(p));
        send("go movetime " + std::to_string(m_millis));
        char buffer[4096];
        while (std::fgets(buffer, sizeof buffer, m_out)) {
            std::string line = buffer;
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
                line.pop_back();
            if (line.starts_with("error ")) {
                why = "'" + m_command + "' answered: " + line;
                return false;
            }
            if (line.starts_with("bestmove ")) {
                if (!parseDecision(p, line.substr(9), out, why))
                    return false;
                return true;
            }
        }
        why = "'" + m_command + "' stopped answering";
        return false;
    }
    std::string name() const override { return m_command; }

private:
    void send(const std::string& line)
    {
        if (m_in) {
            std::fputs((line + "\n").c_str(), m_in);
            std::fflush(m_in);
        }
    }
    std::string m_command;
    int m_millis;
    pid_t m_pid = -1;
    std::FILE* m_in = nullptr;
    std::FILE* m_out = nullptr;
};

std::unique_ptr<Player> makePlayer(const std::string& spec, const Rules& rules, int millis)
{
    std::uint64_t level = 0;
    if (parseNumber(spec, level)) {
        if (level < kMinLevel || level > kPerfectLevel || !levelAvailable(rules, static_cast<int>(level)))
            return nullptr;
        return std::make_unique<LevelPlayer>(static_cast<int>(level), millis);
    }
    return std::make_unique<EnginePlayer>(spec, rules, millis);
}

} // namespace

// ------------------------------------------------------------- engine

int engineCommand(const std::vector<std::string_view>& args)
{
    if (!args.empty()) {
        if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
            std::fputs(kEngineHelp, stdout);
            return 0;
        }
        return usageError("engine takes no options: it reads commands on stdin");
    }
    std::signal(SIGPIPE, SIG_IGN);
    EngineSession session([](const std::string& line) {
        std::fputs((line + "\n").c_str(), stdout);
        std::fflush(stdout);
    });
    for (std::string line; std::getline(std::cin, line);)
        if (!session.handle(line))
            return 0;
    // The end of the input (a script piped in): a running go or analyse ends
    // in its own time and prints its answer; only `quit` stops it at once.
    session.wait();
    session.handle("quit");
    return 0;
}

// ------------------------------------------------------------ analyse

int analyseCommand(const std::vector<std::string_view>& argv)
{
    Options args;
    if (std::string e = parseOptions(argv, kAnalyseOptions.valued, kAnalyseOptions.flags, args); !e.empty())
        return usageError(e + " (see 'mancala-cli analyse --help')");
    if (args.help) {
        std::fputs(kAnalyseHelp, stdout);
        return 0;
    }
    if (!args.positional.empty())
        return usageError("unexpected argument '" + args.positional.front() + "'");
    Rules rules;
    std::uint64_t seed = 1;
    SearchLimits limits;
    std::string err = rulesFromOptions(args, rules);
    if (err.empty())
        err = seedOption(args, seed);
    if (err.empty())
        err = limitsFrom(args, limits, 1000, 0);
    if (err.empty())
        err = databaseOption(args);
    if (!err.empty())
        return usageError(err);
    Position p;
    if (const GameError error = positionFromOptions(args, rules, seed, p); !error.ok())
        return error.report();
    if (p.over())
        return usageError("the game is over: there is nothing to analyse");
    const SearchInfo info = analyseExact(p, limits); // exact where the Kalah solver proves it
    std::string out = "{\"position\":" + jsonString(toPositionString(p)) + ",\"decider\":"
        + jsonString(sideName(p.decider)) + ",\"depth\":" + std::to_string(info.depth)
        + ",\"value\":" + seedsNumber(info.value) + ",\"exact\":" + (info.exact ? "true" : "false")
        + ",\"nodes\":" + std::to_string(info.nodes) + ",\"decisions\":[";
    for (std::size_t i = 0; i < info.decisions.size(); ++i) {
        const DecisionValue& v = info.decisions[i];
        if (i > 0)
            out += ',';
        out += "{\"decision\":" + jsonString(formatDecision(p, v.decision))
            + ",\"value\":" + seedsNumber(v.value) + ",\"depth\":" + std::to_string(v.depth)
            + ",\"exact\":" + (v.exact ? "true" : "false") + "}";
    }
    out += "]}";
    std::printf("%s\n", out.c_str());
    return 0;
}

// -------------------------------------------------------------- match

int matchCommand(const std::vector<std::string_view>& argv)
{
    Options args;
    if (std::string e = parseOptions(argv, kMatchOptions.valued, kMatchOptions.flags, args); !e.empty())
        return usageError(e + " (see 'mancala-cli match --help')");
    if (args.help) {
        std::fputs(kMatchHelp, stdout);
        return 0;
    }
    Rules rules;
    std::uint64_t games = 0, seed = 1, millis = 1000, maxDecisions = 20000;
    std::string err = rulesFromOptions(args, rules);
    if (err.empty() && (!args.value("a") || !args.value("b") || !args.value("games")))
        err = "--a, --b and --games are required";
    if (err.empty())
        err = numberOption(args, "games", 1, 1'000'000, games);
    if (err.empty())
        err = seedOption(args, seed);
    if (err.empty())
        err = numberOption(args, "movetime", 1, 3'600'000, millis);
    if (err.empty())
        err = numberOption(args, "max-decisions", 1, ~0ull, maxDecisions);
    if (err.empty())
        err = databaseOption(args);
    if (!err.empty())
        return usageError(err);
    auto a = makePlayer(*args.value("a"), rules, static_cast<int>(millis));
    auto b = makePlayer(*args.value("b"), rules, static_cast<int>(millis));
    if (!a || !b)
        return usageError("a level is a number from 1 to 6, or 7 (Perfect) in Kalah and Qelat (or give an engine command)");

    int wins = 0, draws = 0, losses = 0;
    std::vector<double> scores;
    for (std::uint64_t g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + g / 2; // each seed twice, sides swapped
        const Side aSide = g % 2 == 0 ? Side::South : Side::North;
        Position p = startPosition(rules, gameSeed);
        std::uint64_t n = 0;
        Side failed = Side::South;
        bool failure = false;
        for (; !p.over() && n < maxDecisions; ++n) {
            Player& mover = p.decider == aSide ? *a : *b;
            Decision d;
            std::string why;
            const std::uint64_t decisionSeed = gameSeed * 1000003 + n;
            if (!mover.choose(p, decisionSeed, d, why) || !apply(p, d)) {
                std::fprintf(stderr, "game %llu: %s %s\n", static_cast<unsigned long long>(g + 1),
                             mover.name().c_str(), why.empty() ? ("played an illegal " + formatDecision(p, d)).c_str() : why.c_str());
                failed = p.decider;
                failure = true;
                break;
            }
        }
        double score = 0.5;
        if (failure)
            score = failed == aSide ? 0 : 1;
        else if (p.over() && p.outcome != Outcome::Draw)
            score = (p.outcome == Outcome::SouthWins) == (aSide == Side::South) ? 1 : 0;
        scores.push_back(score);
        wins += score == 1;
        draws += score == 0.5;
        losses += score == 0;
    }
    const double n = static_cast<double>(scores.size());
    double mean = 0;
    for (double s : scores)
        mean += s / n;
    double variance = 0;
    for (double s : scores)
        variance += (s - mean) * (s - mean) / (n > 1 ? n - 1 : 1);
    const double interval = 1.96 * std::sqrt(variance / n);
    std::printf("%s vs %s, %s, %llu games: wins %d, draws %d, losses %d; score %.1f %% +- %.1f %% (95 %%)\n",
                a->name().c_str(), b->name().c_str(), std::string(variantId(rules.variant)).c_str(),
                static_cast<unsigned long long>(games), wins, draws, losses, 100 * mean, 100 * interval);
    return 0;
}

// ------------------------------------------------------------- review

int reviewCommand(const std::vector<std::string_view>& argv)
{
    Options args;
    if (std::string e = parseOptions(argv, kReviewOptions.valued, kReviewOptions.flags, args); !e.empty())
        return usageError(e + " (see 'mancala-cli review --help')");
    if (args.help) {
        std::fputs(kReviewHelp, stdout);
        return 0;
    }
    if (args.positional.size() != 1)
        return usageError("review takes one record file");
    std::uint64_t k = 1;
    SearchLimits limits;
    std::string err = numberOption(args, "game", 1, 1'000'000, k);
    if (err.empty())
        err = limitsFrom(args, limits, 0, 0);
    if (err.empty())
        err = databaseOption(args);
    if (!err.empty())
        return usageError(err);
    if (!limits.depth && !limits.nodes && !limits.millis)
        limits.nodes = kReviewNodes;
    const std::string& path = args.positional.front();
    GameRecord record;
    ReplayedGame game;
    if (const int code = readRecordGame(path, k, record, game); code != 0)
        return code;

    // The review engine of the core (review.h), the app's too: one verdict a decision.
    std::vector<ReviewMark> marks;
    Position p = game.start;
    for (const Decision& played : game.decisions) {
        const DecisionReview r = reviewDecision(p, played, limits);
        marks.push_back(reviewMark(r));
        apply(p, played);
    }
    annotateLine(record.moves, marks);
    record.setTag("Annotator", reviewAnnotator(limits));
    RecordError writeError;
    const std::string out = writeRecord(record, &writeError);
    if (!writeError.empty())
        return recordError(path, writeError);
    std::fputs(out.c_str(), stdout);
    return 0;
}

} // namespace mancala::cli
