// SPDX-License-Identifier: GPL-3.0-or-later
// solveKalah(): from the core's Position to the solver's boards and back.

#include "mancala/solver.h"

#include "mancala/endgame.h"
#include "mancala/engine.h"
#include "mancala/notation.h"
#include "solver/board_index.h"
#include "solver/book.h"
#include "solver/exact_search.h"
#include "solver/position_board.h"
#include "solver/small_database.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>

namespace mancala {

using namespace solver;

namespace {

/// A transposition table kept between solves (exact bounds stay true
/// whatever the root), replaced when the rules change.
struct KeptTable {
    std::unique_ptr<TranspositionTable> table;
    Game game;
};

/**
 * The tables of the solves: each solve takes one of its own, so that solves
 * on several threads (the computer's move, a hint, the analysis) never wait
 * for each other. A finished solve gives its table back for the next one;
 * at most kKeptTables idle tables stay, so memory grows only with the
 * solves running at the same time.
 */
class TablePool {
public:
    static constexpr std::size_t kKeptTables = 2;

    /// A table for `game` of `megabytes` (at most `most`): an idle one that fits, else (or when `fresh`) a new one.
    KeptTable take(const Game& game, std::size_t megabytes, std::size_t most, bool fresh)
    {
        KeptTable t;
        if (!fresh) {
            std::lock_guard<std::mutex> hold(m_lock);
            auto fits = [&](const KeptTable& k) {
                return k.game == game && k.table->megabytes() >= megabytes && k.table->megabytes() <= most;
            };
            auto it = std::find_if(m_idle.begin(), m_idle.end(), fits);
            if (it == m_idle.end() && !m_idle.empty())
                it = m_idle.begin(); // not of use: freed below rather than kept
            if (it != m_idle.end()) {
                t = std::move(*it);
                m_idle.erase(it);
            }
        }
        if (!t.table || t.table->megabytes() < megabytes || t.table->megabytes() > most || !(t.game == game)) {
            t.table.reset();
            t.table = std::make_unique<TranspositionTable>(megabytes); // fresh pages: zero, that is empty
        }
        t.game = game;
        return t;
    }

    void give(KeptTable t)
    {
        std::lock_guard<std::mutex> hold(m_lock);
        m_idle.insert(m_idle.begin(), std::move(t)); // the most recent first
        if (m_idle.size() > kKeptTables)
            m_idle.pop_back();
    }

    void release()
    {
        std::lock_guard<std::mutex> hold(m_lock);
        m_idle.clear();
    }

private:
    std::mutex m_lock;
    std::vector<KeptTable> m_idle;
};

TablePool& pool()
{
    static TablePool p;
    return p;
}

/// Gives a taken table back to the pool however the solve ends.
class TableLoan {
public:
    TableLoan(const Game& game, std::size_t megabytes, std::size_t most, bool fresh, const EndgameDatabase* database)
        : m_kept(pool().take(game, megabytes, most, fresh)), m_database(database)
    {
    }
    ~TableLoan()
    {
        // Bounds found with a damaged database's values are not kept.
        if (!(m_database && m_database->damaged()))
            pool().give(std::move(m_kept));
    }
    TableLoan(const TableLoan&) = delete;
    TableLoan& operator=(const TableLoan&) = delete;
    TranspositionTable& table() { return *m_kept.table; }

private:
    KeptTable m_kept;
    const EndgameDatabase* m_database = nullptr;
};

/// The database of `limits` when it holds the values of `p`'s rules, else none.
const EndgameDatabase* suitingDatabase(const Position& p, const SolverLimits& limits)
{
    return limits.database && limits.database->isOpen() && limits.database->suits(*p.rules) ? limits.database
                                                                                           : nullptr;
}

int storeLead(const Position& p, Side s)
{
    return p.store[index(s)] - p.store[index(opponent(s))];
}

/// K9 is still to come: North may swap after South's first turn.
bool pieAhead(const Position& p)
{
    return p.pieAvailable || (p.rules->pie && p.toMove == Side::South && p.turn == 1 && !p.swapped);
}

class RootSolver {
public:
    RootSolver(ExactSearch& search, const SolverProgressFn& progress, int guess)
        : m_search(search), m_progress(progress), m_guess(guess)
    {
    }

    /// Exact value of `p` from its decider's view; every legal decision's value in `out` when asked.
    /// `flip`: the stage is a decision of the other side, whose view the progress reports.
    int value(const Position& p, std::vector<SolvedDecision>* out, const std::string& stage, bool flip = false)
    {
        if (p.over())
            return storeLead(p, p.decider);
        if (pieAhead(p) || out)
            return byDecisions(p, out, stage);
        const Board b = boardOf(p, p.toMove);
        const int lead = storeLead(p, p.toMove);
        // The guess is the caller's for the position asked about; deeper solves start from 0.
        const int guess = stage.empty() ? m_guess - lead : 0;
        return lead + m_search.solve(b, guess, reporter(p, lead, seedsOn(b, p.houses()), stage, flip));
    }

    /// The legal decisions worth at least `target` (every decision that keeps the value).
    std::vector<Decision> keeping(const Position& p, int target)
    {
        std::vector<Decision> out;
        DecisionList list;
        legalDecisions(p, list);
        for (const Decision& d : list) {
            Position child = p;
            apply(child, d);
            if (atLeast(p.decider, child, target))
                out.push_back(d);
            if (m_search.aborted())
                return {};
        }
        return out;
    }

    /// Reports the bounds of the current solve now (between its tests too).
    void tick()
    {
        if (!m_progress)
            return;
        SolverProgress info = m_last;
        info.nodes = m_search.nodes();
        info.seconds = m_search.seconds();
        m_progress(info);
    }

private:
    /// What reports the tests of `p`'s solve (its decider to move, `lead` ahead).
    /// With `flip`, the bounds are told from the view of the side whose decision the stage is.
    std::function<void(int, int)> reporter(const Position& p, int lead, int seeds, const std::string& stage, bool flip)
    {
        m_last = {};
        m_last.low = flip ? -(lead + seeds) : lead - seeds;
        m_last.high = flip ? -(lead - seeds) : lead + seeds;
        m_last.stage = stage;
        if (!m_progress)
            return {};
        return [this, &p, lead, flip, own = stage.empty()](int low, int high) {
            if (flip) {
                m_last.low = -(lead + high);
                m_last.high = -(lead + low);
                ++m_last.tests;
                tick();
                return;
            }
            // A test that raised the lower bound cut at the root with the move
            // that keeps it (none known when the bound came from the table).
            const int house = m_search.rootCutHouse();
            if (own && lead + low > m_last.low)
                m_last.keeps = house >= 0 ? std::optional(Decision::sow(p.rowHole(p.toMove, house))) : std::nullopt;
            m_last.low = lead + low;
            m_last.high = lead + high;
            ++m_last.tests;
            tick();
        };
    }

    int byDecisions(const Position& p, std::vector<SolvedDecision>* out, const std::string& stage)
    {
        DecisionList list;
        legalDecisions(p, list);
        int best = -1000;
        for (const Decision& d : list) {
            Position child = p;
            apply(child, d);
            const std::string where = stage.empty() ? formatDecision(p, d) : stage + " " + formatDecision(p, d);
            const int v = valueFor(p.decider, child, where);
            if (m_search.aborted())
                return 0;
            best = std::max(best, v);
            if (out)
                out->push_back({d, v});
        }
        return best;
    }

    /// Value of `child` from `side`'s view.
    int valueFor(Side side, const Position& child, const std::string& stage)
    {
        if (child.over())
            return storeLead(child, side);
        const int v = value(child, nullptr, stage, child.decider != side);
        return child.decider == side ? v : -v;
    }

    /// Whether `child` is worth at least `target` to `side`.
    bool atLeast(Side side, const Position& child, int target)
    {
        if (child.over())
            return storeLead(child, side) >= target;
        if (pieAhead(child))
            return valueFor(side, child, {}) >= target;
        const Board b = boardOf(child, child.toMove);
        const int lead = storeLead(child, child.toMove);
        if (child.toMove == side)
            return m_search.atLeast(b, target - lead);
        return !m_search.atLeast(b, 1 - target - lead); // lead + v <= -target
    }

    ExactSearch& m_search;
    const SolverProgressFn& m_progress;
    int m_guess = 0;
    SolverProgress m_last;
};

} // namespace

std::string solverSupports(const Rules& rules)
{
    if (rules.variant != Variant::Kalah)
        return "The solver plays Kalah only.";
    if (rules.clockwise)
        return "The solver does not play clockwise sowing (K6): there a game can come back to a position.";
    if (rules.houses < 3 || rules.houses > kMaxHouses)
        return "The solver plays 3 to 8 houses a side.";
    // Both sides' quiet moves alternate, and a swap (K9) is one more.
    if (const int most = 2 * kalahQuietMovesAtMost(rules.houses) + 1;
        rules.quietLimit > 0 && 2 * rules.quietLimit <= most)
        return "The solver needs a quiet-move limit (G2) of more than " + std::to_string(most / 2)
            + " full moves with " + std::to_string(rules.houses) + " houses: a game could end by a shorter one.";
    return {};
}

int kalahQuietMovesAtMost(int houses)
{
    int most = 0;
    for (int d = 2; d <= houses; ++d)
        most += (d - 1) * (d - 1);
    return most;
}

namespace {

/// The quiet moves `side` can still make in a row (kalahQuietMovesAtMost()'s sum, for its row now).
int quietMovesLeft(const Position& p, Side side)
{
    const int m = p.houses();
    int sum = 0;
    for (int k = 0; k < m; ++k) {
        const int d = m - k; // counter-clockwise: the last house is next to the store
        const int n = p.seeds[p.rowHole(side, k)];
        if (n < d)
            sum += n * (d - 1);
    }
    return sum;
}

} // namespace

bool quietLimitOutOfReach(const Position& p)
{
    const int limit = p.rules->quietLimit;
    if (limit <= 0)
        return true;
    // The quiet run going on: each side's quiet moves, and a swap (K9).
    const int run = quietMovesLeft(p, Side::South) + quietMovesLeft(p, Side::North) + 1;
    // solverSupports() has checked that every later run stays under the limit.
    return p.quietPlies + run < 2 * limit;
}

namespace {

std::optional<SolverResult> solveOnce(const Position& p, const SolverLimits& limits, const SolverProgressFn& progress)
{
    if (!p.rules || !solverSupports(*p.rules).empty() || p.pending != Pending::Turn || !quietLimitOutOfReach(p))
        return std::nullopt;
    const Game game = gameOf(*p.rules);
    if (!p.over()) { // K5: a side without seeds in its houses has already ended the game
        const Board b = boardOf(p, p.toMove);
        if (rowSum(b, 0, game.houses) == 0 || rowSum(b, game.houses, game.houses) == 0)
            return std::nullopt;
    }

    // No bigger than a quarter entry per board the game can still reach, nor
    // than two entries per node of the budget: the first touches of a big
    // table cost more than a small solve (about 1 s for 256 MB). Within that
    // largest size the table starts small and grows as it fills (table.h).
    const BoardIndex index(game.houses);
    const std::uint64_t boards = index.countUpTo(std::min(p.seedsOnBoard(), BoardIndex::kMaxSeeds));
    std::uint64_t enoughMB = boards / (1u << 18) + 1;
    if (limits.nodes)
        enoughMB = std::min<std::uint64_t>(enoughMB, limits.nodes * 2 * sizeof(PackedEntry) / (1u << 20) + 1);
    const std::size_t enough = static_cast<std::size_t>(std::min<std::uint64_t>(enoughMB, 1u << 20));
    const std::size_t most = std::max<std::size_t>(limits.memoryMB, 1);
    const std::size_t megabytes = std::max<std::size_t>(std::min(limits.memoryMB, enough), 1);
    const EndgameDatabase* database = suitingDatabase(p, limits);
    int millis = limits.millis;
    double computing = 0; // seconds spent on the small database
    std::shared_ptr<const EndgameDatabase> small; // held while this solve reads it
    if (const int k = smallDatabaseSeedsFor(p, limits); k >= 0) {
        const auto start = std::chrono::steady_clock::now();
        small = smallDatabase(*p.rules, k, limits.stop);
        database = small.get();
        computing = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!database || (millis && computing * 1000 >= millis))
            return std::nullopt;
        if (millis)
            millis -= static_cast<int>(computing * 1000); // the time limit is the whole solve's
    }
    TableLoan loan(game, megabytes, most, limits.freshTable, database);
    TranspositionTable& table = loan.table();

    DatabaseView db;
    if (database) {
        db.values = database->values();
        db.maxSeeds = database->seeds();
    }
    if (limits.useBook)
        loadBook(*p.rules, table);
    RootSolver* reporting = nullptr;
    SearchBudget budget{limits.nodes, millis, limits.stop, {}};
    if (progress)
        budget.tick = [&reporting] {
            if (reporting)
                reporting->tick();
        };
    ExactSearch search(game, table, db, budget);
    RootSolver root(search, progress, limits.guess);
    reporting = &root;

    SolverResult result;
    std::vector<SolvedDecision> all;
    result.value = root.value(p, limits.analyse ? &all : nullptr, {});
    if (search.aborted())
        return std::nullopt;
    if (limits.analyse) {
        std::stable_sort(all.begin(), all.end(),
                         [](const SolvedDecision& a, const SolvedDecision& b) { return a.value > b.value; });
        for (const SolvedDecision& d : all)
            if (d.value == result.value)
                result.best.push_back(d.decision);
        result.decisions = std::move(all);
    } else if (!p.over() && limits.best) {
        result.best = root.keeping(p, result.value);
        if (search.aborted())
            return std::nullopt;
    }
    std::sort(result.best.begin(), result.best.end(),
              [](const Decision& a, const Decision& b) { return a.hole < b.hole; });
    result.nodes = search.nodes();
    result.seconds = computing + search.seconds();
    result.tableBytes = table.bytes();
    return result;
}

} // namespace

std::optional<SolverResult> solveKalah(const Position& p, const SolverLimits& limits, const SolverProgressFn& progress)
{
    auto result = solveOnce(p, limits, progress);
    // The database's checksum is checked while it is used (endgame.h): a
    // solve that read a database since found damaged is done again without it.
    if (limits.database && limits.database->damaged()) {
        pool().release(); // the tables kept since may hold its values too
        SolverLimits without = limits;
        without.database = nullptr;
        result = solveOnce(p, without, progress);
    }
    return result;
}

std::string openingBookLine(const Position& p, int value)
{
    BookEntry e;
    e.game = gameOf(*p.rules);
    e.board = boardOf(p, p.toMove);
    e.value = value - storeLead(p, p.toMove);
    return formatBookEntry(e);
}

int openingBookSize(const Rules& rules)
{
    const Game game = gameOf(rules);
    int n = 0;
    for (const BookEntry& e : builtInBook())
        n += e.game == game;
    return n;
}

std::optional<int> openingBookValue(const Position& p)
{
    if (!p.rules || !solverSupports(*p.rules).empty() || p.over() || p.pending != Pending::Turn || pieAhead(p)
        || !quietLimitOutOfReach(p))
        return std::nullopt;
    const Game game = gameOf(*p.rules);
    const Board board = boardOf(p, p.toMove);
    for (const BookEntry& e : builtInBook())
        if (e.game == game && e.board == board)
            return storeLead(p, p.toMove) + e.value;
    return std::nullopt;
}

int smallDatabaseSeedsFor(const Position& p, const SolverLimits& limits)
{
    if (!p.rules || !solverSupports(*p.rules).empty() || suitingDatabase(p, limits) || !quietLimitOutOfReach(p))
        return -1;
    return smallDatabaseSeeds(p.rules->houses, p.seedsOnBoard(), limits);
}

void releaseSolverMemory()
{
    pool().release();
    releaseSmallDatabases();
}

} // namespace mancala
