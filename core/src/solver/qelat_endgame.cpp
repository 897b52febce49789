// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/qelat_endgame.h"

#include "mancala/position.h"
#include "solver/qelat_layout.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include <unistd.h>

namespace mancala {

using namespace solver;

namespace {

constexpr char kMagic[8] = {'M', 'N', 'C', 'L', 'Q', 'E', 'L', 'T'};
constexpr std::uint8_t kWholeLimit = 255; ///< m_from: the value holds only with the whole limit left

/// The file header; the quiet plies each seed count needs follow it, then the gains, then the plies of each.
struct Header {
    char magic[8];
    std::uint32_t version;
    std::uint32_t houses;
    std::uint32_t corners;        ///< walda-holes=corners (Q6)
    std::uint32_t skipWaldas;     ///< Q7
    std::uint32_t antiRepetition; ///< Q10
    std::uint32_t quietLimit;     ///< G2, full moves
    std::uint32_t seeds;
    std::uint32_t reserved;
    std::uint64_t entries;
    std::uint64_t checksum; ///< of everything after the header
};
static_assert(sizeof(Header) == 56);

std::uint64_t checksumOf(std::uint64_t h, const void* data, std::size_t size)
{
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
        h ^= bytes[i];
        h *= 1099511628211ull;
    }
    return h;
}

QelatGame gameOf(const Rules& rules)
{
    QelatGame g;
    g.m = rules.houses;
    g.corners = rules.waldaHoles == WaldaHoles::Corners;
    g.skipWaldas = rules.skipWaldas;
    g.antiRepetition = rules.antiRepetition;
    return g;
}

/// `p` seen from its side to move.
QelatState stateOf(const Position& p)
{
    QelatState s;
    const int m = p.houses();
    const int n = p.ring();
    const int turn = p.toMove == Side::South ? 0 : m;
    for (int h = 0; h < n; ++h) {
        const int at = (h + turn) % n;
        if (p.mark[at] == Mark::Walda) {
            s.walda[h] = p.markOwner[at] == p.toMove ? kMoverWalda : kOtherWalda;
            continue;
        }
        s.seeds[h] = p.seeds[at];
    }
    if (p.forbidden != kNoPlace)
        s.bar = (p.forbidden - turn + n) % n;
    return s;
}

/**
 * Fills one seed count of the database. A first pass sows every position
 * once: the best of its moves that are not quiet (they leave fewer seeds in
 * play and the limit's whole count again: the values of a lower count,
 * already final) and the positions its quiet moves (or its pass) lead to,
 * kept as a graph. Then the values of r quiet plies left come from those of
 * r - 1 over that graph (none left: the game stops, nothing more), until
 * no value changes or r reaches the limit.
 */
class LevelBuilder {
public:
    LevelBuilder(const QelatLayout& layout, int n, int quietPlies, std::vector<std::int8_t>& gain,
                 std::vector<std::uint8_t>& from)
        : m_layout(layout), m_game(layout.game()), m_n(n), m_limit(quietPlies), m_gain(gain), m_fromPlies(from),
          m_start(layout.levelStart(n)), m_size(layout.levelSize(n))
    {
    }

    /// Returns the most quiet plies an entry needs, or -1 when stopped.
    int run(const std::atomic<bool>* stop)
    {
        if (!sowAll(stop))
            return -1;
        // r = 1 over every position (r = 0: stopped, nothing more); after that only
        // the positions a quiet move leads from into one that changed at r - 1 can
        // change at r (the others' moves lead where nothing changed). The values
        // and the step each last changed at go straight into the level's part of
        // the database.
        std::int8_t* value = m_gain.data() + m_start;
        std::uint8_t* changed = m_fromPlies.data() + m_start;
        std::vector<std::uint32_t> frontier; // the positions that changed at the last step
        for (std::uint64_t i = 0; i < m_size; ++i) {
            value[i] = static_cast<std::int8_t>(std::max<int>(m_base[i], m_first[i] < m_first[i + 1] ? 0 : -128));
            changed[i] = value[i] != 0;
            if (value[i] != 0)
                frontier.push_back(static_cast<std::uint32_t>(i));
        }
        int most = frontier.empty() ? 0 : 1;
        if (m_limit >= 2 && !frontier.empty())
            predecessors();
        m_isQueued.assign(m_size, 0);
        std::vector<std::uint32_t> queued;
        std::vector<std::int8_t> next;
        for (int r = 2; r <= m_limit && !frontier.empty(); ++r) {
            if (stop && stop->load(std::memory_order_relaxed))
                return -1;
            queued.clear();
            for (std::uint32_t c : frontier)
                for (std::uint32_t k = m_fromFirst[c]; k < m_fromFirst[c + 1]; ++k) {
                    const std::uint32_t i = m_from[k];
                    if (!m_isQueued[i]) {
                        m_isQueued[i] = 1;
                        queued.push_back(i);
                    }
                }
            // Every value of step r from those of r - 1, then written: reads never see step r.
            next.resize(queued.size());
            for (std::size_t q = 0; q < queued.size(); ++q) {
                const std::uint32_t i = queued[q];
                int v = m_base[i];
                for (std::uint32_t c = m_first[i]; c < m_first[i + 1]; ++c)
                    v = std::max(v, -value[m_quiet[c]]);
                next[q] = static_cast<std::int8_t>(v);
            }
            frontier.clear();
            for (std::size_t q = 0; q < queued.size(); ++q) {
                const std::uint32_t i = queued[q];
                m_isQueued[i] = 0;
                if (next[q] != value[i]) {
                    value[i] = next[q];
                    changed[i] = r > 254 ? kWholeLimit : static_cast<std::uint8_t>(r);
                    frontier.push_back(i);
                    most = r;
                }
            }
        }
        return most;
    }

private:
    /// The first pass: m_base, and the quiet moves' positions (m_first, m_quiet). False when stopped.
    bool sowAll(const std::atomic<bool>* stop)
    {
        m_base.assign(m_size, 0);
        m_first.assign(m_size + 1, 0);
        m_quiet.clear();
        // About one quiet move a position (0.87 at 7 seeds in play): room for two, so that it is
        // rarely moved as it grows (reserved pages cost nothing until written).
        m_quiet.reserve(2 * m_size);
        std::uint64_t i = 0;
        const auto& configs = m_layout.configs();
        for (std::size_t id = 0; id < configs.size(); ++id) {
            if (stop && stop->load(std::memory_order_relaxed))
                return false;
            for (int bar = 0; bar < 3; ++bar) {
                const std::uint64_t size = m_layout.blockSize(configs[id], bar, m_n);
                if (size == 0)
                    continue;
                // The block's positions in rank order: the first unranked, each next one stepped to.
                int holes[kMaxRing];
                const int k = m_layout.blockHoles(static_cast<int>(id), bar, holes);
                QelatState s = m_layout.state(static_cast<int>(id), bar, m_n, 0);
                for (std::uint64_t r = 0; r < size; ++r, ++i) {
                    m_first[i] = static_cast<std::uint32_t>(m_quiet.size());
                    m_base[i] = static_cast<std::int8_t>(sow(s));
                    Compositions::next(s.seeds.data(), holes, k);
                }
            }
        }
        m_first[m_size] = static_cast<std::uint32_t>(m_quiet.size());
        return true;
    }

    /// The quiet moves reversed (m_fromFirst, m_from): for each position, those that lead to it.
    void predecessors()
    {
        // Counted, summed to where each one's list ends, then filled from the ends back to the starts.
        m_fromFirst.assign(m_size + 1, 0);
        for (std::uint32_t c : m_quiet)
            ++m_fromFirst[c + 1];
        for (std::uint64_t i = 0; i < m_size; ++i)
            m_fromFirst[i + 1] += m_fromFirst[i];
        m_from.resize(m_quiet.size());
        for (std::uint64_t i = m_size; i-- > 0;)
            for (std::uint32_t c = m_first[i + 1]; c-- > m_first[i];)
                m_from[--m_fromFirst[m_quiet[c] + 1]] = static_cast<std::uint32_t>(i);
        // Each end is now its list's start, one place up: shifted back down.
        for (std::uint64_t i = 0; i < m_size; ++i)
            m_fromFirst[i] = m_fromFirst[i + 1];
        m_fromFirst[m_size] = static_cast<std::uint32_t>(m_quiet.size());
    }

    /// Sows each move of `s`: returns the best that is not quiet (-128 if none), notes the quiet ones.
    int sow(const QelatState& s)
    {
        int best = -128;
        bool moved = false;
        QelatMove move;
        for (int h = 0; h < m_game.m; ++h) {
            if (!qelatSow(m_game, s, h, move))
                continue;
            moved = true;
            if (move.quiet)
                m_quiet.push_back(static_cast<std::uint32_t>(m_layout.index(move.next, m_n) - m_start));
            else
                best = std::max(best, move.gain - m_gain[m_layout.index(move.next, m_n - move.removed)]);
        }
        if (moved)
            return best;
        // Q8: no move; a pass (quiet) when the other side can move, else the game is over.
        if (!qelatCanMove(m_game, s, false))
            return 0;
        m_quiet.push_back(static_cast<std::uint32_t>(m_layout.index(qelatTurned(m_game, s, -1), m_n) - m_start));
        return best;
    }

    const QelatLayout& m_layout;
    const QelatGame& m_game;
    int m_n;
    int m_limit;
    std::vector<std::int8_t>& m_gain;
    std::vector<std::uint8_t>& m_fromPlies;
    std::uint64_t m_start;
    std::uint64_t m_size;
    std::vector<std::int8_t> m_base;     ///< the best move that is not quiet, -128 if none
    std::vector<std::uint32_t> m_first;  ///< where each position's quiet moves start in m_quiet (at most 12 a position)
    std::vector<std::uint32_t> m_quiet;  ///< the positions quiet moves lead to, within the level
    std::vector<std::uint32_t> m_fromFirst; ///< where each position's predecessors start in m_from
    std::vector<std::uint32_t> m_from;      ///< the positions whose quiet moves lead to each one (m_quiet reversed)
    std::vector<std::uint8_t> m_isQueued;   ///< whether a position is queued for the step being made
};

} // namespace

std::string QelatEndgame::supports(const Rules& rules)
{
    if (rules.variant != Variant::Qelat)
        return "The Qelat endgame database plays Qelat (Beni Amir & Mensa) only.";
    if (rules.quietEnd != QuietEnd::Score)
        return "The Qelat endgame database plays quiet-end=score only: a game the quiet-move limit (G2) stops "
               "as a draw is not worth its waldas.";
    if (rules.quietLimit <= 0)
        return "The Qelat endgame database needs a quiet-move limit (G2): without one a game can go round forever.";
    if (rules.houses < 3 || rules.houses > kMaxRow)
        return "The Qelat endgame database plays 3 to 12 houses a side.";
    return {};
}

int QelatEndgame::seedsInPlay(const Position& p)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        if (p.mark[i] != Mark::Walda)
            n += p.seeds[i];
    return n;
}

std::string QelatEndgame::fileName(const Rules& rules, int seeds)
{
    std::string name = "qelat-" + std::to_string(rules.houses);
    if (rules.waldaHoles == WaldaHoles::Corners)
        name += "-corners";
    if (rules.skipWaldas)
        name += "-skip";
    if (!rules.antiRepetition)
        name += "-repeat";
    return name + "-q" + std::to_string(rules.quietLimit) + "-s" + std::to_string(seeds) + ".qegdb";
}

std::uint64_t QelatEndgame::entries(const Rules& rules, int seeds)
{
    return QelatLayout(gameOf(rules), seeds).total();
}

std::string QelatEndgame::compute(const Rules& rules, int seeds, const std::atomic<bool>* stop,
                                  const Progress& progress)
{
    if (std::string why = supports(rules); !why.empty())
        return why;
    if (seeds < 0 || seeds > 127)
        return "The seeds in play must be from 0 to 127.";
    auto shared = std::make_shared<const QelatLayout>(gameOf(rules), seeds);
    const QelatLayout& layout = *shared;
    std::vector<std::int8_t> gain(layout.total(), 0);
    std::vector<std::uint8_t> from(layout.total(), 0);
    std::vector<std::uint16_t> needed;
    for (int n = 0; n <= seeds; ++n) {
        if (layout.levelSize(n) * static_cast<std::uint64_t>(rules.houses) > 0xFFFFFFFFull)
            return "The Qelat endgame database is built in memory up to about 4 billion quiet moves a seed count: "
                   "fewer seeds.";
        LevelBuilder level(layout, n, 2 * rules.quietLimit, gain, from);
        const int most = level.run(stop);
        if (most < 0)
            return "stopped";
        needed.push_back(static_cast<std::uint16_t>(most));
        if (progress)
            progress(n + 1, seeds + 1);
    }
    m_rules = rules;
    m_seeds = seeds;
    m_layout = std::move(shared);
    m_gain = std::move(gain);
    m_from = std::move(from);
    m_needed = std::move(needed);
    return {};
}

bool QelatEndgame::suits(const Rules& rules) const
{
    return isOpen() && supports(rules).empty() && rules.houses == m_rules.houses
        && rules.waldaHoles == m_rules.waldaHoles && rules.skipWaldas == m_rules.skipWaldas
        && rules.antiRepetition == m_rules.antiRepetition && rules.quietLimit == m_rules.quietLimit;
}

std::optional<QelatEndgame::Entry> QelatEndgame::entry(const Position& p) const
{
    if (!p.rules || !suits(*p.rules) || p.over() || p.phase != Phase::Play || p.pending != Pending::Turn)
        return std::nullopt;
    const int n = seedsInPlay(p);
    if (n > m_seeds)
        return std::nullopt;
    const std::uint64_t at = m_layout->index(stateOf(p), n);
    if (at == ~std::uint64_t{0})
        return std::nullopt;
    const int from = m_from[at];
    return Entry{m_gain[at], from == kWholeLimit ? 2 * m_rules.quietLimit : from};
}

std::optional<int> QelatEndgame::value(const Position& p) const
{
    const auto e = entry(p);
    if (!e || 2 * m_rules.quietLimit - p.quietPlies < e->quietPlies)
        return std::nullopt;
    const auto s = score(p);
    const int lead = p.toMove == Side::South ? s[0] - s[1] : s[1] - s[0];
    return lead + e->gain;
}

std::string QelatEndgame::save(const std::string& path) const
{
    if (!isOpen())
        return "no database to save";
    Header h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.version = kFormatVersion;
    h.houses = static_cast<std::uint32_t>(m_rules.houses);
    h.corners = m_rules.waldaHoles == WaldaHoles::Corners;
    h.skipWaldas = m_rules.skipWaldas;
    h.antiRepetition = m_rules.antiRepetition;
    h.quietLimit = static_cast<std::uint32_t>(m_rules.quietLimit);
    h.seeds = static_cast<std::uint32_t>(m_seeds);
    h.entries = m_gain.size();
    std::uint64_t sum = 1469598103934665603ull;
    sum = checksumOf(sum, m_needed.data(), m_needed.size() * sizeof(std::uint16_t));
    sum = checksumOf(sum, m_gain.data(), m_gain.size());
    sum = checksumOf(sum, m_from.data(), m_from.size());
    h.checksum = sum;
    // A name of this process's own: two programs saving the same database at
    // once (the app and the command line, tests side by side) never write
    // into one file; the second rename replaces the first's equal file.
    const std::string temporary = path + "." + std::to_string(::getpid()) + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(&h), sizeof h);
        out.write(reinterpret_cast<const char*>(m_needed.data()),
                  static_cast<std::streamsize>(m_needed.size() * sizeof(std::uint16_t)));
        out.write(reinterpret_cast<const char*>(m_gain.data()), static_cast<std::streamsize>(m_gain.size()));
        out.write(reinterpret_cast<const char*>(m_from.data()), static_cast<std::streamsize>(m_from.size()));
        out.flush();
        if (!out) {
            out.close();
            std::error_code ignored;
            std::filesystem::remove(temporary, ignored);
            return "could not write " + temporary + " (is the disk full?)";
        }
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error)
        return "could not rename " + temporary + ": " + error.message();
    return {};
}

std::string QelatEndgame::load(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return "cannot read " + path;
    Header h{};
    in.read(reinterpret_cast<char*>(&h), sizeof h);
    if (!in || std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return "not a Qelat endgame database";
    if (h.version != kFormatVersion)
        return "format version " + std::to_string(h.version) + ", this program reads "
            + std::to_string(kFormatVersion);
    Rules rules = Rules::defaults(Variant::Qelat);
    rules.houses = static_cast<int>(h.houses);
    rules.waldaHoles = h.corners ? WaldaHoles::Corners : WaldaHoles::Six;
    rules.skipWaldas = h.skipWaldas != 0;
    rules.antiRepetition = h.antiRepetition != 0;
    rules.quietLimit = static_cast<int>(h.quietLimit);
    if (!supports(rules).empty() || h.seeds > 127)
        return "its rules are not ones the database plays";
    auto layout = std::make_shared<const QelatLayout>(gameOf(rules), static_cast<int>(h.seeds));
    const std::uint64_t entries = layout->total();
    if (h.entries != entries)
        return "its entry count does not match its rules";
    std::vector<std::uint16_t> needed(h.seeds + 1);
    std::vector<std::int8_t> gain(entries);
    std::vector<std::uint8_t> from(entries);
    in.read(reinterpret_cast<char*>(needed.data()), static_cast<std::streamsize>(needed.size() * sizeof(std::uint16_t)));
    in.read(reinterpret_cast<char*>(gain.data()), static_cast<std::streamsize>(entries));
    in.read(reinterpret_cast<char*>(from.data()), static_cast<std::streamsize>(entries));
    if (!in)
        return "the file is truncated";
    if (in.peek() != std::char_traits<char>::eof())
        return "the file is longer than its header says";
    std::uint64_t sum = 1469598103934665603ull;
    sum = checksumOf(sum, needed.data(), needed.size() * sizeof(std::uint16_t));
    sum = checksumOf(sum, gain.data(), gain.size());
    sum = checksumOf(sum, from.data(), from.size());
    if (sum != h.checksum)
        return "the checksum does not match (build it again)";
    m_rules = rules;
    m_seeds = static_cast<int>(h.seeds);
    m_layout = std::move(layout);
    m_gain = std::move(gain);
    m_from = std::move(from);
    m_needed = std::move(needed);
    return {};
}

} // namespace mancala
