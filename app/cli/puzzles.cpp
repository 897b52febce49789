// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-cli puzzles (docs/puzzles.md): puzzles from self-play between the
// strong levels, each position's decisions valued exactly (Kalah, the
// solver; Qelat within its endgame database) or by the search to a stated
// depth; and their check.

#include "puzzles.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"
#include "mancala/search.h"
#include "mancala/solver.h"
#include "mancala/step.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <sstream>
#include <unordered_set>

namespace mancala::cli {

const char* const kPuzzlesHelp
    = "usage: mancala-cli puzzles generate --variant ID [--rule NAME=VALUE ...]\n"
      "                                    --count N [--seed S] [--depth D] [--nodes N]\n"
      "                                    [--first-id K] [--out FILE] [--endgame]\n"
      "       mancala-cli puzzles check FILE [--depth D] [--nodes N] [--prove K]\n"
      "\n"
      "generate plays games between the Advanced level and itself (the first\n"
      "four decisions of each at the Intermediate level; game k from seed S+k)\n"
      "and values every decision of each position where the side to move has a\n"
      "choice: in Kalah exactly, by the solver within N nodes (default 2000000;\n"
      "a position it does not prove in them is skipped), elsewhere by the search\n"
      "to depth D (default 12), except in Qelat where its endgame database holds\n"
      "the position (exact; --endgame: only those positions). A position is a\n"
      "puzzle when its best decision is the only one keeping the value: by at\n"
      "least 1 seed (exact), by at least 3 seeds (search). Puzzle lines go to\n"
      "stdout or FILE (written as they are found), progress to stderr. Exit\n"
      "code 1 when fewer than N were found.\n"
      "\n"
      "check re-proves every puzzle of FILE (at the depth its line names, or D)\n"
      "and prints one line per failure, one per line that is not a puzzle (with\n"
      "its number) and a summary. Exit code 0 when all pass, 1 when one fails\n"
      "or a line is not a puzzle, 2 when FILE cannot be read or holds no puzzle.\n"
      "\n"
      "  --count N             puzzles to make\n"
      "  --seed S              the first game's seed (default 1)\n"
      "  --depth D             search depth outside Kalah (generate: default 12;\n"
      "                        check: instead of each puzzle's own)\n"
      "  --nodes N             the solver's nodes per Kalah position (check:\n"
      "                        default no limit)\n"
      "  --first-id K          number of the first puzzle's id (default 1:\n"
      "                        <rule set>-0001)\n"
      "  --out FILE            write the puzzles to FILE instead of stdout\n"
      "  --prove K             check: re-prove only the first K puzzles (the\n"
      "                        others: read, best and line legal)\n"
      "  --endgame             generate, Qelat: only positions its endgame\n"
      "                        database proves (depth=0)\n";

const std::vector<std::string_view> kPuzzlesValued
    = { "variant", "rule", "count", "seed", "depth", "nodes", "first-id", "out", "prove" };
const std::vector<std::string_view> kPuzzlesFlags = {"endgame"};

namespace {

constexpr int kLineLength = 4; // decisions of a puzzle's line
constexpr int kPlayLevel = 5; // the Advanced level plays the games
constexpr int kOpening = 4; // the first decisions of each game, played by
constexpr int kOpeningLevel = 4; // the Intermediate level, whose seeded errors vary the games
constexpr int kFirstPly = 6; // no puzzle before this many decisions
constexpr int kPuzzlesPerGame = 3; // spread the puzzles over many games
constexpr int kPuzzleGap = 5; // and over each game: decisions between two puzzles
constexpr std::size_t kSolverMemoryMB = 128;

/// "1 puzzle", "2 puzzles".
std::string counted(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

double marginFor(int depth) { return depth == 0 ? 1.0 : kSearchMargin; }

int rounded(double v) { return static_cast<int>(std::lround(v)); }

/// Whether `p` may hold a puzzle: a real choice among decisions all of which
/// can be listed (no race, no E8 special move, whose distributions are not).
bool hasChoice(const Position& p)
{
    if (p.over() || p.pending == Pending::Race || canDistribute(p))
        return false;
    DecisionList legal;
    legalDecisions(p, legal);
    return legal.size() >= 2;
}

Decision decisionOf(const Position& p, const std::string& token)
{
    Decision d;
    std::string error;
    parseDecision(p, token, d, error);
    return d;
}

/// Whether a step wins seeds or makes a mark (a capture, an eat, a taken four, a walda, bull, ekwarna or
/// Jen).
bool wins(const Step& s)
{
    switch (s.kind) {
    case StepKind::Capture:
    case StepKind::Eat:
    case StepKind::Take:
    case StepKind::MakeWalda:
    case StepKind::MakeBull:
    case StepKind::MakeEkwarna:
    case StepKind::MakeJen:
        return true;
    default:
        return false;
    }
}

/// Whether the other side (deciding in `q`, after `mover`'s decision) has a decision that wins seeds or makes
/// a mark.
bool threatens(const Position& q, Side mover)
{
    if (q.over() || q.decider == mover)
        return false;
    DecisionList replies;
    legalDecisions(q, replies);
    for (const Decision& d : replies) {
        Position r = q;
        StepList steps;
        if (apply(r, d, &steps) && std::any_of(steps.begin(), steps.end(), wins))
            return true;
    }
    return false;
}

/// What the best decision does, in one word (docs/puzzles.md). `second` is
/// the best alternative.
std::string themeOf(
    const Position& p, const Decision& best, const Decision& second, const std::vector<std::string>& line)
{
    Position q = p;
    StepList steps;
    apply(q, best, &steps);
    bool capture = false, extra = false, end = false;
    for (const Step& s : steps) {
        if (s.rule == RuleId::M11 || s.rule == RuleId::W8)
            return "last-hole";
        switch (s.kind) {
        case StepKind::MakeWalda:
            return "walda";
        case StepKind::MakeBull:
            return "bull";
        case StepKind::MakeEkwarna:
            return "ekwarna";
        case StepKind::MakeJen:
            return "jen";
        case StepKind::Capture:
        case StepKind::Eat:
        case StepKind::Take:
            capture = true;
            break;
        case StepKind::ExtraTurn:
            extra = true;
            break;
        case StepKind::GameEnd:
        case StepKind::RoundEnd:
            end = true;
            break;
        default:
            break;
        }
    }
    if (end)
        return "endgame";
    if (capture)
        return "capture";
    if (extra) {
        // A chain: the line's next decision, the same side's, gives another extra turn.
        if (line.size() >= 2 && !q.over()) {
            StepList next;
            Position r = q;
            if (apply(r, decisionOf(q, line[1]), &next))
                for (const Step& s : next)
                    if (s.kind == StepKind::ExtraTurn)
                        return "chain";
        }
        return "extra-turn";
    }
    int inHouses = 0;
    for (int h = 0; h < p.ring(); ++h)
        inHouses += p.seeds[h];
    if (inHouses <= 2 * p.houses())
        return "endgame";
    // A defence: the best alternative leaves the other side a capture or a mark, the best leaves none.
    Position alternative = p;
    if (!threatens(q, p.decider) && apply(alternative, second) && threatens(alternative, p.decider))
        return "defence";
    return "quiet";
}

/**
 * Difficulty 1-5 (docs/puzzles.md): 3, one easier when a one-decision look
 * ahead (depth 1) finds the best decision too and one harder when it does
 * not, one easier when the best decision leads by 8 seeds or more (the
 * solver's) or four margins (the search's),
 * one harder when it leads by the margin alone, one harder when two or more
 * alternatives are within two margins of the best.
 */
int levelOf(const Position& p, const ValuedPosition& v, int depth)
{
    const double margin = marginFor(depth);
    const double gap = v.decisions[0].second - v.decisions[1].second;
    int level = 3;
    SearchLimits greedy;
    greedy.depth = 1;
    const SearchInfo look = analyse(p, greedy);
    const bool seen = !look.decisions.empty()
        && formatDecision(p, look.decisions.front().decision) == v.decisions[0].first;
    level += seen ? -1 : 1;
    if (gap >= (depth == 0 ? 8 : 4) * margin)
        --level;
    if (gap < margin + 0.5)
        ++level;
    int close = 0;
    for (std::size_t i = 1; i < v.decisions.size(); ++i)
        close += v.decisions[0].second - v.decisions[i].second <= 2 * margin;
    if (close >= 2)
        ++level;
    return std::clamp(level, 1, 5);
}

std::string joined(const std::vector<std::string>& tokens)
{
    std::string out;
    for (const std::string& t : tokens)
        out += (out.empty() ? "" : " ") + t;
    return out;
}

std::string commandLine(const Options& options)
{
    std::string line = "mancala-cli puzzles generate";
    for (const auto& [name, value] : options.values)
        if (name != "out")
            line += " --" + name + " " + value;
    if (const std::string* out = options.value("out"))
        line += " --out " + *out;
    return line;
}

// ------------------------------------------------------------ generate

int generate(const Options& options)
{
    Rules rules;
    std::uint64_t count = 0, seed = 1, depth = 12, nodes = 2'000'000, firstId = 1;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty() && !options.value("count"))
        err = "puzzles generate needs --count N";
    if (err.empty())
        err = numberOption(options, "count", 1, 100000, count);
    if (err.empty())
        err = seedOption(options, seed);
    if (err.empty())
        err = numberOption(options, "depth", 1, 30, depth);
    if (err.empty())
        err = numberOption(options, "nodes", 1000, 1'000'000'000'000ull, nodes);
    if (err.empty())
        err = numberOption(options, "first-id", 1, 999999, firstId);
    if (!err.empty())
        return usageError(err);
    const bool exact = solverSupports(rules).empty();
    // Qelat: exact (depth 0) where its endgame database holds the position, else the search's.
    const bool qelatExact = rules.variant == Variant::Qelat && QelatEndgame::supports(rules).empty();
    const bool endgameOnly = options.flag("endgame");
    if (endgameOnly && !qelatExact)
        return usageError("--endgame needs Qelat with rules its endgame database plays");

    std::FILE* out = stdout;
    if (const std::string* path = options.value("out")) {
        out = std::fopen(path->c_str(), "w");
        if (!out)
            return usageError("cannot write " + *path);
    }
    const std::string id(variantId(rules.variant));
    std::fprintf(out, "# %s puzzles, %s\n# made by: %s\n", id.c_str(),
        exact          ? "proven by the exact solver"
            : endgameOnly ? "proven by the endgame database (depth=0)"
            : qelatExact  ? ("verified by the search to depth " + std::to_string(depth)
                             + ", proven by the endgame database where it holds the position (depth=0)")
                                .c_str()
                          : ("verified by the search to depth " + std::to_string(depth)).c_str(),
        commandLine(options).c_str());
    std::fflush(out);

    const auto started = std::chrono::steady_clock::now();
    std::unordered_set<std::uint64_t> seen;
    std::uint64_t made = 0, valued = 0;
    const std::uint64_t maxGames = 20 + 10 * count;
    for (std::uint64_t game = 0; game < maxGames && made < count; ++game) {
        Position p = startPosition(rules, seed + game);
        int inGame = 0;
        int lastPuzzle = -kPuzzleGap;
        for (int ply = 0; !p.over() && ply < 400 && made < count; ++ply) {
            const bool candidate
                = ply >= kFirstPly && inGame < kPuzzlesPerGame && ply - lastPuzzle >= kPuzzleGap;
            const bool held = qelatExact && qelatExactDecisions(p).has_value();
            if (candidate && hasChoice(p) && (held || !endgameOnly) && seen.insert(hash(p)).second) {
                ++valued;
                const int puzzleDepth = exact || held ? 0 : static_cast<int>(depth);
                const std::optional<ValuedPosition> v = valuePosition(p, puzzleDepth, nodes, kLineLength);
                if (v && v->decisions.size() >= 2
                    && v->decisions[0].second - v->decisions[1].second >= marginFor(puzzleDepth) - 1e-9) {
                    Puzzle puzzle;
                    puzzle.position = toNamedPositionString(p);
                    puzzle.best = v->decisions[0].first;
                    puzzle.value = rounded(v->decisions[0].second);
                    puzzle.second = rounded(v->decisions[1].second);
                    puzzle.depth = puzzleDepth;
                    puzzle.line = joined(v->line);
                    puzzle.theme = themeOf(
                        p, decisionOf(p, puzzle.best), decisionOf(p, v->decisions[1].first), v->line);
                    puzzle.level = levelOf(p, *v, puzzleDepth);
                    char number[16];
                    std::snprintf(
                        number, sizeof number, "%04llu", static_cast<unsigned long long>(firstId + made));
                    puzzle.id = id + "-" + number;
                    std::string error;
                    if (puzzle.value > puzzle.second && parsePuzzleLine(puzzleLine(puzzle), error)) {
                        std::fprintf(out, "%s\n", puzzleLine(puzzle).c_str());
                        std::fflush(out);
                        ++made;
                        ++inGame;
                        lastPuzzle = ply;
                    }
                }
            }
            const int level = ply < kOpening ? kOpeningLevel : kPlayLevel;
            const Decision d = chooseDecision(p, level, seed * 1000003ull + game * 7919ull + ply, 1000);
            if (!apply(p, d))
                break;
        }
        const double seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::fprintf(stderr, "game %llu: %llu/%llu puzzles, %llu positions valued, %.0f s\n",
            static_cast<unsigned long long>(game + 1), static_cast<unsigned long long>(made),
            static_cast<unsigned long long>(count), static_cast<unsigned long long>(valued), seconds);
    }
    releaseSolverMemory();
    if (out != stdout)
        std::fclose(out);
    if (made < count) {
        std::fprintf(stderr, "mancala-cli: only %llu of %llu puzzles found\n",
            static_cast<unsigned long long>(made), static_cast<unsigned long long>(count));
        return kExitViolation;
    }
    return 0;
}

// ------------------------------------------------------------ check

int check(const Options& options)
{
    if (options.positional.size() != 2)
        return usageError("puzzles check needs one FILE (see 'mancala-cli puzzles --help')");
    std::uint64_t depth = 0, nodes = 0, prove = std::numeric_limits<std::uint64_t>::max();
    std::string err = numberOption(options, "depth", 1, 30, depth);
    if (err.empty())
        err = numberOption(options, "prove", 0, prove, prove);
    if (err.empty())
        err = numberOption(options, "nodes", 1000, 1'000'000'000'000ull, nodes);
    if (!err.empty())
        return usageError(err);
    const std::string& path = options.positional[1];
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return usageError("cannot read " + path);
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad())
        return usageError("cannot read " + path);

    const auto started = std::chrono::steady_clock::now();
    std::vector<std::string> notPuzzles; // "line N: reason" of each line that does not read
    std::vector<Puzzle> puzzles = readPuzzles(text.str(), notPuzzles);
    if (puzzles.empty()) // an empty file or another kind of file: nothing was checked
        return usageError(path + " holds no puzzle line"
                          + (notPuzzles.empty() ? std::string(" (only blank lines and comments)")
                                                : " (" + notPuzzles.front() + ")"));
    for (const std::string& e : notPuzzles)
        std::printf("%s:%s\n", path.c_str(), e.c_str());
    int failed = 0;
    std::uint64_t proven = 0;
    for (Puzzle& puzzle : puzzles) {
        if (depth > 0 && puzzle.depth > 0)
            puzzle.depth = static_cast<int>(depth);
        if (const std::string why = checkPuzzle(puzzle, nodes, proven++ < prove); !why.empty()) {
            std::printf("%s: %s: %s\n", path.c_str(), puzzle.id.c_str(), why.c_str());
            ++failed;
        }
    }
    releaseSolverMemory();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::string summary = counted(puzzles.size(), "puzzle", "puzzles") + ", "
        + std::to_string(std::min<std::uint64_t>(prove, puzzles.size())) + " re-proven, " + std::to_string(failed)
        + " failed";
    if (!notPuzzles.empty())
        summary += ", " + counted(notPuzzles.size(), "line not a puzzle", "lines not puzzles");
    std::printf("%s: %s, %.1f s\n", path.c_str(), summary.c_str(), seconds);
    return failed == 0 && notPuzzles.empty() ? 0 : kExitViolation;
}

} // namespace

std::optional<ValuedPosition> valuePosition(const Position& p, int depth, std::uint64_t nodes, int lineLength)
{
    ValuedPosition out;
    std::vector<Decision> decisions;
    Decision next;
    if (depth == 0 && p.variant() == Variant::Qelat) {
        const auto exact = qelatExactDecisions(p);
        if (!exact)
            return std::nullopt;
        for (const QelatExactDecision& d : *exact) {
            out.decisions.emplace_back(formatDecision(p, d.decision), d.value);
            decisions.push_back(d.decision);
        }
    } else if (depth == 0) {
        SolverLimits limits;
        limits.nodes = nodes;
        limits.analyse = true;
        limits.memoryMB = kSolverMemoryMB;
        const std::optional<SolverResult> r = solveKalah(p, limits);
        if (!r || r->decisions.empty())
            return std::nullopt;
        out.nodes = r->nodes;
        for (const SolvedDecision& d : r->decisions) {
            out.decisions.emplace_back(formatDecision(p, d.decision), d.value);
            decisions.push_back(d.decision);
        }
    } else {
        SearchLimits limits;
        limits.depth = depth;
        const SearchInfo info = analyse(p, limits);
        if (info.decisions.empty())
            return std::nullopt;
        out.nodes = info.nodes;
        for (const DecisionValue& d : info.decisions) {
            out.decisions.emplace_back(formatDecision(p, d.decision), d.value);
            decisions.push_back(d.decision);
        }
        // The search's principal variation, when it starts with the best decision.
        if (!info.pv.empty() && info.pv.front() == info.decisions.front().decision) {
            Position q = p;
            for (std::size_t i = 0; i < info.pv.size() && static_cast<int>(i) < lineLength; ++i) {
                if (q.over() || q.pending == Pending::Race)
                    break;
                const std::string token = formatDecision(q, info.pv[i]);
                if (!apply(q, info.pv[i]))
                    break;
                out.line.push_back(token);
            }
        }
    }
    // Best first; equal values keep the order they came in.
    std::vector<std::size_t> order(out.decisions.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return out.decisions[a].second > out.decisions[b].second; });
    std::vector<std::pair<std::string, double>> sorted;
    for (std::size_t i : order)
        sorted.push_back(out.decisions[i]);
    out.decisions = std::move(sorted);
    next = decisions[order.front()];

    if (depth == 0 && lineLength > 0) {
        // The exact line: each next decision one the solver (or the Qelat database) proves keeps the value.
        Position q = p;
        for (int i = 0; i < lineLength; ++i) {
            out.line.push_back(formatDecision(q, next));
            if (!apply(q, next) || q.over() || i + 1 == lineLength)
                break;
            if (q.variant() == Variant::Qelat) {
                const auto exact = qelatExactDecisions(q);
                if (!exact)
                    break;
                next = exact->front().decision; // the Perfect level's: it converts soonest
                continue;
            }
            SolverLimits limits;
            limits.nodes = nodes;
            limits.memoryMB = kSolverMemoryMB;
            const std::optional<SolverResult> r = solveKalah(q, limits);
            if (!r || r->best.empty())
                break;
            next = r->best.front();
        }
    }
    if (out.line.empty() && lineLength > 0)
        out.line.push_back(out.decisions.front().first);
    return out;
}

std::string checkPuzzle(const Puzzle& puzzle, std::uint64_t nodes, bool prove)
{
    std::string error;
    if (!parsePuzzleLine(puzzleLine(puzzle), error))
        return error;
    PositionRules named;
    positionRules(puzzle.position, named);
    const Rules rules = named.rules; // outlives the positions below
    Position p;
    fromPositionString(puzzle.position, rules, p);

    Position q = p;
    for (const std::string& token : puzzleLineTokens(puzzle.line)) {
        if (q.over())
            return "the line goes on after the game is over, at '" + token + "'";
        if (const std::string why = applyPuzzleToken(q, token); !why.empty())
            return "line: " + why;
    }
    if (puzzle.depth == 0 && rules.variant == Variant::Qelat && !QelatEndgame::supports(rules).empty())
        return "depth=0 (proven) but the Qelat endgame database does not play these rules: "
            + QelatEndgame::supports(rules);
    if (puzzle.depth == 0 && rules.variant != Variant::Qelat && !solverSupports(rules).empty())
        return "depth=0 (proven) but the solver does not play these rules: " + solverSupports(rules);
    if (!hasChoice(p))
        return "the position holds no choice that can be valued";
    if (!prove)
        return {};

    const std::optional<ValuedPosition> v = valuePosition(p, puzzle.depth, nodes, 0);
    if (!v && p.variant() == Variant::Qelat)
        return "not held exactly by the Qelat endgame database (" + std::to_string(QelatEndgame::seedsInPlay(p))
            + " seeds in play)";
    if (!v)
        return "not proven within " + std::to_string(nodes) + " nodes";
    const auto& ds = v->decisions;
    const auto it = std::find_if(ds.begin(), ds.end(), [&](const auto& d) { return d.first == puzzle.best; });
    if (it == ds.end())
        return "the best decision '" + puzzle.best + "' is not among the decisions valued";
    if (it != ds.begin() && ds.front().second > it->second)
        return "'" + ds.front().first + "' (" + std::to_string(rounded(ds.front().second))
            + ") is better than '" + puzzle.best + "' (" + std::to_string(rounded(it->second)) + ")";
    if (rounded(it->second) != puzzle.value)
        return "'" + puzzle.best + "' is worth " + std::to_string(rounded(it->second)) + ", not "
            + std::to_string(puzzle.value);
    double second = -1e300;
    std::string secondToken;
    for (const auto& d : ds)
        if (d.first != puzzle.best && d.second > second) {
            second = d.second;
            secondToken = d.first;
        }
    if (it->second - second < marginFor(puzzle.depth) - 1e-9)
        return "'" + secondToken + "' (" + std::to_string(rounded(second)) + ") comes within "
            + std::to_string(rounded(marginFor(puzzle.depth))) + " of '" + puzzle.best + "' ("
            + std::to_string(puzzle.value) + ")";
    if (rounded(second) != puzzle.second)
        return "the best alternative '" + secondToken + "' is worth " + std::to_string(rounded(second))
            + ", not " + std::to_string(puzzle.second);
    return {};
}

int puzzlesCommand(const Options& options)
{
    const std::string action = options.positional.empty() ? std::string() : options.positional.front();
    if (action == "generate") {
        if (options.positional.size() > 1)
            return usageError(
                "unexpected argument '" + options.positional[1] + "' (see 'mancala-cli puzzles --help')");
        return generate(options);
    }
    if (action == "check")
        return check(options);
    return usageError("puzzles needs 'generate' or 'check' (see 'mancala-cli puzzles --help')");
}

} // namespace mancala::cli
