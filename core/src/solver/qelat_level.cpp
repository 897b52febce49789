// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/qelat_level.h"

#include "solver/huge_buffer.h"
#include "solver/qelat_retro.h"

#include <algorithm>
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

    void clear() { std::fill(m_words.data(), m_words.data() + m_words.size(), 0); }

    /// Calls f(i) for each set bit i in [begin, end) in order, clearing it.
    template <class F>
    void takeEach(std::uint64_t begin, std::uint64_t end, F&& f)
    {
        visit(begin, end, true, f);
    }

    /// Calls f(i) for each set bit i in [begin, end) in order.
    template <class F>
    void forEach(std::uint64_t begin, std::uint64_t end, F&& f)
    {
        visit(begin, end, false, f);
    }

private:
    template <class F>
    void visit(std::uint64_t begin, std::uint64_t end, bool take, F& f)
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
            if (take)
                word.fetch_and(~bits, std::memory_order_relaxed); // a neighbouring chunk may share the word
            for (; bits; bits &= bits - 1)
                f((w << 6) + static_cast<std::uint64_t>(__builtin_ctzll(bits)));
        }
    }

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
          m_value(job.gain + m_start), m_base(m_size), m_next(m_size), m_hasQuiet(m_size), m_queued(m_size),
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

    std::uint64_t indexOf(const QelatState& s) const { return m_layout.index(s, m_n) - m_start; }

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
            for (std::uint64_t i = chunk.begin; i < chunk.begin + chunk.count; ++i) {
                const QelatState& s = cursor.at(i);
                bool quiet = false;
                const int base = sow(s, quiet);
                m_base[i] = static_cast<std::int8_t>(base);
                if (quiet) {
                    m_hasQuiet.set(i);
                    ++withQuiet;
                }
                const int v = std::max(base, quiet ? 0 : kNoMove);
                m_value[i] = static_cast<std::int8_t>(v);
                m_job.from[i] = v != 0;
                changed += v != 0;
            }
            changedAll.fetch_add(changed, std::memory_order_relaxed);
            quietAll.fetch_add(withQuiet, std::memory_order_relaxed);
        });
        m_quietCount = quietAll.load();
        return changedAll.load();
    }

    /// The best move of `s` that is not quiet (kNoMove if none; 0 when the game is over); `quiet`: it has a quiet one.
    int sow(const QelatState& s, bool& quiet) const
    {
        // The positions first, then their values: the lookups into the lower counts (gigabytes
        // away, each a cache miss) are fetched side by side instead of one after another.
        int gains[kMaxRow];
        std::uint64_t at[kMaxRow];
        int count = 0;
        bool moved = false;
        QelatMove move;
        for (int h = 0; h < m_game.m; ++h) {
            if (!qelatSow(m_game, s, h, move))
                continue;
            moved = true;
            if (move.quiet) {
                quiet = true;
                continue;
            }
            gains[count] = move.gain;
            at[count] = m_layout.index(move.next, m_n - move.removed);
            __builtin_prefetch(m_job.gain + at[count]);
            ++count;
        }
        int best = kNoMove;
        for (int c = 0; c < count; ++c)
            best = std::max(best, gains[c] - m_job.gain[at[c]]);
        if (moved)
            return best;
        if (!qelatCanMove(m_game, s, false))
            return 0; // Q8: neither side can move, the game is over
        quiet = true; // a pass
        return best;
    }

    /// The value of `s` (position `i`) from those of the step before.
    int valueOf(std::uint64_t i, const QelatState& s) const
    {
        std::uint64_t at[kMaxRow];
        int count = 0;
        QelatMove move;
        bool moved = false;
        for (int h = 0; h < m_game.m; ++h) {
            if (!qelatSow(m_game, s, h, move))
                continue;
            moved = true;
            if (move.quiet) {
                at[count] = indexOf(move.next);
                __builtin_prefetch(m_value + at[count]);
                ++count;
            }
        }
        if (!moved)
            at[count++] = indexOf(qelatTurned(m_game, s, -1)); // it has a quiet move: a pass
        int v = m_base[i];
        for (int c = 0; c < count; ++c)
            v = std::max(v, -m_value[at[c]]);
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
        Bitmap& which = sweep ? m_hasQuiet : m_queued;
        forEachChunk(m_chunks, m_job.threads, m_job.stop, [&](const Chunk& chunk) {
            Cursor cursor(m_layout, chunk, m_n);
            std::uint64_t changed = 0;
            auto value = [&](std::uint64_t i) {
                const int v = valueOf(i, cursor.at(i));
                if (v != m_value[i]) {
                    m_next[i] = static_cast<std::int8_t>(v);
                    m_changed.set(i);
                    ++changed;
                }
            };
            if (sweep)
                which.forEach(chunk.begin, chunk.begin + chunk.count, value);
            else
                which.takeEach(chunk.begin, chunk.begin + chunk.count, value);
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
            m_changed.takeEach(chunk.begin, chunk.begin + chunk.count, [&](std::uint64_t i) {
                m_value[i] = m_next[i];
                m_job.from[i] = step;
                if (!queue)
                    return;
                qelatUnsowQuiet(m_game, cursor.at(i), [&](const QelatState& p) {
                    const std::uint64_t at = indexOf(p);
                    if (at < m_size)
                        m_queued.set(at);
                });
            });
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
    Bitmap m_hasQuiet;  ///< positions with a quiet move (or a pass)
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
