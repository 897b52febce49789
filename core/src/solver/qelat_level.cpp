// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/qelat_level.h"

#include "solver/huge_buffer.h"
#include "solver/qelat_retro.h"

#include <algorithm>
#include <cassert>
#include <thread>
#include <vector>

namespace mancala::solver {

namespace {

struct QelatLevelJob {
    const QelatLayout* layout = nullptr;
    int seeds = 0;                    ///< n: the seed count built
    int quietPlies = 0;               ///< the limit in plies (twice `quiet-limit`)
    std::int8_t* gain = nullptr;      ///< every seed count's gains; seed count n's part is written
    std::uint8_t* from = nullptr;     ///< seed count n's steps, one a position (255: only with the whole limit)
    int threads = 1;
    const std::atomic<bool>* stop = nullptr;
};

constexpr std::uint8_t kWholeLimit = 255;
constexpr int kNoMove = -128; ///< a base value: no move that is not quiet
constexpr std::uint64_t kChunk = 1 << 16;

// A position's quiet moves, found once at the first step so that the later steps sow only those:
// bit h for a quiet move from hole h < 7; kOtherQuiet for a pass (Q8) or a quiet move from a hole
// beyond the seventh (rows of more than 7 houses), which the later steps look for again.
using QuietMask = std::uint8_t;
constexpr int kMaskedHoles = 7;
constexpr QuietMask kOtherQuiet = 0x80;

/// A run of positions of one block (walda set `id`, bar slot `bar`), the unit of work of a core.
struct Chunk {
    int id = 0;
    int bar = 0;
    std::uint64_t begin = 0; ///< its first position, counted from the seed count's first
    std::uint64_t rank = 0;  ///< that position's rank within its block
    std::uint64_t count = 0;
};

/// One bit a position, set from any core.
class Bitmap {
public:
    explicit Bitmap(std::uint64_t bits) : m_words((bits + 63) / 64) {}

    void set(std::uint64_t i)
    {
        std::atomic_ref<std::uint64_t>(m_words[i >> 6]).fetch_or(std::uint64_t{1} << (i & 63),
                                                                 std::memory_order_relaxed);
    }

    /// Starts loading the word of bit i, to be set soon.
    void prefetch(std::uint64_t i) const { __builtin_prefetch(&m_words[i >> 6], 1); }

    void clear() { std::fill(m_words.data(), m_words.data() + m_words.size(), 0); }

    /// Calls f(i) for each set bit i in [begin, end) in order, clearing it.
    template <class F>
    void takeEach(std::uint64_t begin, std::uint64_t end, F&& f)
    {
        if (begin >= end)
            return;
        const std::uint64_t last = (end - 1) >> 6;
        for (std::uint64_t w = begin >> 6; w <= last; ++w) {
            std::uint64_t mask = ~std::uint64_t{0};
            if (w == begin >> 6)
                mask &= ~std::uint64_t{0} << (begin & 63);
            if (w == last && ((end - 1) & 63) != 63)
                mask &= (std::uint64_t{1} << (((end - 1) & 63) + 1)) - 1;
            std::atomic_ref<std::uint64_t> word(m_words[w]);
            std::uint64_t bits = word.load(std::memory_order_relaxed) & mask;
            if (!bits)
                continue;
            word.fetch_and(~bits, std::memory_order_relaxed); // a neighbouring chunk may share the word
            for (; bits; bits &= bits - 1)
                f((w << 6) + static_cast<std::uint64_t>(__builtin_ctzll(bits)));
        }
    }

private:
    HugeBuffer<std::uint64_t> m_words;
};

/// The states of one chunk at ranks that only grow: stepped to when near, unranked when far.
class Cursor {
public:
    Cursor(const QelatLayout& layout, const Chunk& chunk, int n)
        : m_layout(layout), m_chunk(chunk), m_n(n), m_rank(chunk.rank),
          m_state(layout.state(chunk.id, chunk.bar, n, chunk.rank))
    {
        m_holeCount = layout.blockHoles(chunk.id, chunk.bar, m_holes);
    }

    /// The state of the chunk's position `i` (counted from the seed count's first).
    const QelatState& at(std::uint64_t i)
    {
        const std::uint64_t rank = m_chunk.rank + (i - m_chunk.begin);
        if (rank < m_rank || rank - m_rank > 32) {
            m_state = m_layout.state(m_chunk.id, m_chunk.bar, m_n, rank);
            m_rank = rank;
        }
        for (; m_rank < rank; ++m_rank)
            Compositions::next(m_state.seeds.data(), m_holes, m_holeCount);
        return m_state;
    }

private:
    const QelatLayout& m_layout;
    const Chunk& m_chunk;
    int m_n;
    std::uint64_t m_rank;
    QelatState m_state;
    int m_holes[kMaxRing];
    int m_holeCount = 0;
};

/**
 * Work on positions in two halves, a few positions apart: `next()` gives a slot to fill with a
 * position's lookups (prefetched), and finishes the slot's item of kAhead positions before. The
 * values those lookups need (gigabytes apart, each a cache miss) then arrive side by side
 * instead of one after another.
 */
template <class Item>
class Lookahead {
public:
    static constexpr int kAhead = 16;

    template <class Finish>
    Item& next(Finish&& finish)
    {
        Item& slot = m_items[m_head];
        if (m_filled == kAhead)
            finish(slot);
        else
            ++m_filled;
        m_head = (m_head + 1) % kAhead;
        return slot;
    }

    /// Finishes the items not finished yet.
    template <class Finish>
    void drain(Finish&& finish)
    {
        for (int k = m_filled; k > 0; --k)
            finish(m_items[(m_head + kAhead - k) % kAhead]);
        m_filled = 0;
    }

private:
    Item m_items[kAhead];
    int m_head = 0;
    int m_filled = 0;
};

/// Runs f(chunk) for every chunk on `threads` cores.
template <class F>
void forEachChunk(const std::vector<Chunk>& chunks, int threads, const std::atomic<bool>* stop, F&& f)
{
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t c; (c = next.fetch_add(1, std::memory_order_relaxed)) < chunks.size();) {
            if (stop && stop->load(std::memory_order_relaxed))
                return;
            f(chunks[c]);
        }
    };
    const int helpers = std::min<int>(threads, static_cast<int>(chunks.size())) - 1;
    std::vector<std::thread> pool;
    for (int t = 0; t < helpers; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
}

class LevelBuilder {
public:
    explicit LevelBuilder(const QelatLevelJob& job)
        : m_job(job), m_layout(*job.layout), m_game(m_layout.game()), m_n(job.seeds),
          m_start(m_layout.levelStart(job.seeds)), m_size(m_layout.levelSize(job.seeds)),
          m_value(job.gain + m_start), m_base(m_size), m_next(m_size), m_quiet(m_size), m_queued(m_size),
          m_changed(m_size)
    {
        const auto& configs = m_layout.configs();
        std::uint64_t at = 0;
        for (std::size_t id = 0; id < configs.size(); ++id)
            for (int bar = 0; bar < 3; ++bar) {
                const std::uint64_t size = m_layout.blockSize(configs[id], bar, m_n);
                for (std::uint64_t r = 0; r < size; r += kChunk)
                    m_chunks.push_back({static_cast<int>(id), bar, at + r, r, std::min(kChunk, size - r)});
                at += size;
            }
    }

    int run()
    {
        std::uint64_t changed = firstStep();
        int most = changed ? 1 : 0;
        for (int r = 2; r <= m_job.quietPlies && changed > 0 && !stopped(); ++r) {
            // Where many changed, valuing every position with a quiet move costs less than finding
            // the few whose moves lead to them (playing back the moves of each changed one). After
            // the first step nothing is queued: the second values every one.
            const bool sweep = r == 2 || 2 * changed > m_quietCount;
            changed = valueStep(sweep);
            if (changed > 0) {
                most = r;
                commit(r, m_job.quietPlies > r && 2 * changed <= m_quietCount);
            }
        }
        return stopped() ? -1 : most;
    }

private:
    bool stopped() const { return m_job.stop && m_job.stop->load(std::memory_order_relaxed); }

    /// r = 1: every position's best move that is not quiet, and 0 for a quiet one (the game stops after it).
    /// Returns how many are not 0.
    std::uint64_t firstStep()
    {
        std::atomic<std::uint64_t> changedAll{0};
        std::atomic<std::uint64_t> quietAll{0};
        forEachChunk(m_chunks, m_job.threads, m_job.stop, [&](const Chunk& chunk) {
            Cursor cursor(m_layout, chunk, m_n);
            std::uint64_t changed = 0;
            std::uint64_t withQuiet = 0;
            auto finish = [&](const Sowing& w) {
                const int base = baseOf(w);
                m_base[w.i] = static_cast<std::int8_t>(base);
                m_quiet[w.i] = w.quiet;
                withQuiet += w.quiet != 0;
                const int v = std::max(base, w.quiet ? 0 : kNoMove);
                m_value[w.i] = static_cast<std::int8_t>(v);
                m_job.from[w.i] = v != 0;
                changed += v != 0;
            };
            Lookahead<Sowing> ahead;
            for (std::uint64_t i = chunk.begin; i < chunk.begin + chunk.count; ++i)
                sow(i, cursor.at(i), chunk.id, ahead.next(finish));
            ahead.drain(finish);
            changedAll.fetch_add(changed, std::memory_order_relaxed);
            quietAll.fetch_add(withQuiet, std::memory_order_relaxed);
        });
        m_quietCount = quietAll.load();
        return changedAll.load();
    }

    /// A position's moves that are not quiet: what each adds to the waldas and where it leads (a lower count).
    struct Sowing {
        std::uint64_t i = 0;
        int count = 0;
        int gains[kMaxRow];
        std::uint64_t at[kMaxRow];
        QuietMask quiet = 0; ///< its quiet moves
        bool over = false;   ///< Q8: neither side can move, the game is over
    };

    /// Sows every move of `s` (position `i`, walda set `id`) into `w`, prefetching the values its moves
    /// that are not quiet need.
    void sow(std::uint64_t i, const QelatState& s, int id, Sowing& w) const
    {
        w.i = i;
        w.count = 0;
        w.quiet = 0;
        w.over = false;
        bool moved = false;
        QelatSowing move;
        for (int h = 0; h < m_game.m; ++h) {
            if (!qelatSowBoard(m_game, s, h, move))
                continue;
            moved = true;
            if (move.quiet) {
                w.quiet |= h < kMaskedHoles ? QuietMask(1u << h) : kOtherQuiet;
                continue;
            }
            w.gains[w.count] = move.gain;
            const int after = move.made < 0 ? id : m_layout.withWalda(id, move.made);
            w.at[w.count] = m_layout.indexTurned(after, move.board.seeds.data(), move.bar, m_n - move.removed);
            __builtin_prefetch(m_job.gain + w.at[w.count]);
            ++w.count;
        }
        if (moved)
            return;
        if (qelatCanMove(m_game, s, false))
            w.quiet = kOtherQuiet; // a pass
        else
            w.over = true;
    }

    /// The best move that is not quiet (kNoMove if none; 0 when the game is over).
    int baseOf(const Sowing& w) const
    {
        if (w.over)
            return 0;
        int best = kNoMove;
        for (int c = 0; c < w.count; ++c)
            best = std::max(best, w.gains[c] - m_job.gain[w.at[c]]);
        return best;
    }

    /// A position's quiet moves: where each leads (this count).
    struct Valuing {
        std::uint64_t i = 0;
        int count = 0;
        std::uint64_t at[kMaxRow + 1];
    };

    /// Where a quiet move or a pass from walda set `id` leads in this count: `board`, the mover's view after
    /// it, turned round with the other side barred from `bar`.
    std::uint64_t afterQuiet(int id, const QelatState& board, int bar) const
    {
        return m_layout.indexTurned(id, board.seeds.data(), bar, m_n) - m_start;
    }

    /// Finds where the quiet moves of `s` (position `i`, walda set `id`) lead, into `w`, prefetching their values.
    void quietMoves(std::uint64_t i, const QelatState& s, int id, Valuing& w) const
    {
        w.i = i;
        w.count = 0;
        QelatSowing move;
        const QuietMask quiet = m_quiet[i];
        for (unsigned bits = quiet & ~kOtherQuiet; bits; bits &= bits - 1) {
            qelatSowBoard(m_game, s, __builtin_ctz(bits), move);
            w.at[w.count] = afterQuiet(id, move.board, move.bar);
            __builtin_prefetch(m_value + w.at[w.count]);
            ++w.count;
        }
        if (quiet & kOtherQuiet) {
            for (int h = kMaskedHoles; h < m_game.m; ++h)
                if (qelatSowBoard(m_game, s, h, move) && move.quiet)
                    w.at[w.count++] = afterQuiet(id, move.board, move.bar);
            if (!qelatCanMove(m_game, s, true))
                w.at[w.count++] = afterQuiet(id, s, -1); // a pass (Q8)
        }
    }

    /// The value of a position from those of the step before.
    int valueOf(const Valuing& w) const
    {
        int v = m_base[w.i];
        for (int c = 0; c < w.count; ++c)
            v = std::max(v, -m_value[w.at[c]]);
        return v;
    }

    /**
     * Step r, first half: the value of each position to value (every one with
     * a quiet move when `sweep`, else those queued) from the step before;
     * those that change are noted. Returns how many.
     */
    std::uint64_t valueStep(bool sweep)
    {
        std::atomic<std::uint64_t> changedAll{0};
        forEachChunk(m_chunks, m_job.threads, m_job.stop, [&](const Chunk& chunk) {
            Cursor cursor(m_layout, chunk, m_n);
            std::uint64_t changed = 0;
            auto finish = [&](const Valuing& w) {
                const int v = valueOf(w);
                if (v != m_value[w.i]) {
                    m_next[w.i] = static_cast<std::int8_t>(v);
                    m_changed.set(w.i);
                    ++changed;
                }
            };
            Lookahead<Valuing> ahead;
            auto value = [&](std::uint64_t i) { quietMoves(i, cursor.at(i), chunk.id, ahead.next(finish)); };
            if (sweep) {
                for (std::uint64_t i = chunk.begin; i < chunk.begin + chunk.count; ++i)
                    if (m_quiet[i])
                        value(i);
            } else {
                m_queued.takeEach(chunk.begin, chunk.begin + chunk.count, value);
            }
            ahead.drain(finish);
            changedAll.fetch_add(changed, std::memory_order_relaxed);
        });
        if (sweep)
            m_queued.clear();
        return changedAll.load();
    }

    /// Step r, second half: the changed values written, with the step they changed at; with `queue`, the
    /// positions whose quiet moves lead to them queued for the next step.
    void commit(int r, bool queue)
    {
        const auto step = static_cast<std::uint8_t>(r > 254 ? kWholeLimit : r);
        forEachChunk(m_chunks, m_job.threads, nullptr, [&](const Chunk& chunk) {
            Cursor cursor(m_layout, chunk, m_n);
            const int parents = m_layout.turned(chunk.id); // a quiet move keeps the waldas: the mover's are the parent's other's
            auto setQueued = [&](std::uint64_t at) { m_queued.set(at); };
            Lookahead<std::uint64_t> ahead; // the bits anywhere in the count: set a few parents later
            m_changed.takeEach(chunk.begin, chunk.begin + chunk.count, [&](std::uint64_t i) {
                m_value[i] = m_next[i];
                m_job.from[i] = step;
                if (!queue)
                    return;
                qelatUnsowQuiet(m_game, cursor.at(i), [&](const QelatState& p) {
                    const std::uint64_t at = m_layout.indexIn(parents, p, m_n) - m_start;
                    assert(at < m_size); // unchecked: the moves played backwards name positions of this count only
                    m_queued.prefetch(at);
                    ahead.next(setQueued) = at;
                });
            });
            ahead.drain(setQueued);
        });
    }

    const QelatLevelJob& m_job;
    const QelatLayout& m_layout;
    const QelatGame& m_game;
    int m_n;
    std::uint64_t m_start;
    std::uint64_t m_size;
    std::int8_t* m_value; ///< this seed count's part of the gains: the values of the last step
    HugeBuffer<std::int8_t> m_base; ///< the best move that is not quiet, kNoMove if none
    HugeBuffer<std::int8_t> m_next; ///< a changed value of this step, until written
    HugeBuffer<QuietMask> m_quiet; ///< each position's quiet moves (0: none)
    Bitmap m_queued;    ///< to be valued at the next step
    Bitmap m_changed;   ///< changed at this step
    std::uint64_t m_quietCount = 0;
    std::vector<Chunk> m_chunks;
};

/// Builds `job.seeds`; returns the most quiet plies one of its entries needs, or -1 when stopped.
int buildQelatLevel(const QelatLevelJob& job)
{
    if (job.layout->levelSize(job.seeds) == 0)
        return 0;
    return LevelBuilder(job).run();
}

} // namespace

std::string buildQelatLevels(const QelatLayout& layout, int quietPlies, std::int8_t* gain,
                             std::vector<std::uint16_t>& needed, const std::function<std::uint8_t*(int)>& fromOf,
                             const std::function<std::string(int)>& done, const std::atomic<bool>* stop)
{
    needed.clear();
    QelatLevelJob job;
    job.layout = &layout;
    job.quietPlies = quietPlies;
    job.gain = gain;
    job.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    job.stop = stop;
    for (int n = 0; n <= layout.maxSeeds(); ++n) {
        job.seeds = n;
        job.from = fromOf(n);
        const int most = buildQelatLevel(job);
        if (most < 0)
            return "stopped";
        needed.push_back(static_cast<std::uint16_t>(most));
        if (std::string why = done(n); !why.empty())
            return why;
    }
    return {};
}

} // namespace mancala::solver
