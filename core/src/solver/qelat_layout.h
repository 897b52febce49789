// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How the Qelat endgame database numbers its positions: by seeds in play,
// then walda set (the owners of the holes Q6 makes eligible), then the Q10
// bar, then the seeds of the free holes (a dense rank of the composition).
// A barred hole holds exactly its one seed, so the bar's blocks number the
// other free holes only.

#include "solver/qelat_board.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mancala::solver {

class QelatLayout {
public:
    QelatLayout(const QelatGame& game, int maxSeeds) : m_game(game), m_comp(maxSeeds, game.ring())
    {
        for (int h = 0; h < game.ring(); ++h)
            if (game.eligible(h, true) || game.eligible(h, false))
                m_eligible.push_back(h);
        int codes = 1;
        for (std::size_t i = 0; i < m_eligible.size(); ++i)
            codes *= 3;
        m_configOf.assign(static_cast<std::size_t>(codes), -1);
        for (int code = 0; code < codes; ++code) {
            Config c;
            int rest = code;
            bool valid = true;
            for (int h : m_eligible) {
                const int owner = rest % 3;
                rest /= 3;
                valid = valid && (owner == kNoWalda || game.eligible(h, owner == kMoverWalda));
                c.walda[h] = static_cast<std::uint8_t>(owner);
            }
            if (!valid)
                continue;
            for (int h = 0; h < game.ring(); ++h)
                if (!c.walda[h])
                    c.free.push_back(h);
            m_configOf[static_cast<std::size_t>(code)] = static_cast<int>(m_configs.size());
            m_configs.push_back(c);
        }
        std::uint64_t at = 0;
        for (int n = 0; n <= maxSeeds; ++n) {
            m_levelStart.push_back(at);
            for (const Config& c : m_configs)
                for (int bar = 0; bar < 3; ++bar) {
                    m_blockStart.push_back(at);
                    at += blockSize(c, bar, n);
                }
        }
        m_levelStart.push_back(at);
        makeMoveTables();
    }

    struct Config {
        std::array<std::uint8_t, kMaxRing> walda{};
        std::vector<int> free; ///< the holes that are no walda, in ring order
    };

    const QelatGame& game() const { return m_game; }
    int maxSeeds() const { return static_cast<int>(m_levelStart.size()) - 2; }
    std::uint64_t levelStart(int n) const { return m_levelStart[static_cast<std::size_t>(n)]; }
    std::uint64_t levelSize(int n) const { return levelStart(n + 1) - levelStart(n); }
    std::uint64_t total() const { return m_levelStart.back(); }
    const std::vector<Config>& configs() const { return m_configs; }

    /// The hole a bar slot (1, 2) names: the mover's end holes.
    int barHole(int bar) const { return bar == 1 ? 0 : m_game.m - 1; }

    /// Positions of one block: `n` seeds in play, walda set `c`, bar slot `bar` (0: none).
    std::uint64_t blockSize(const Config& c, int bar, int n) const
    {
        const int k = static_cast<int>(c.free.size());
        if (bar == 0)
            return m_comp.of(n, k);
        if (c.walda[barHole(bar)] || n < 1)
            return 0;
        return m_comp.of(n - 1, k - 1);
    }

    /// The walda set of `s` (an index into configs()), or -1 when it is not one the layout has.
    int configOf(const QelatState& s) const
    {
        int code = 0;
        int weight = 1;
        for (int h : m_eligible) {
            code += s.walda[h] * weight;
            weight *= 3;
        }
        return m_configOf[static_cast<std::size_t>(code)];
    }

    /// The index of `s` holding `n` seeds in play, or ~0 when its walda set or bar is not one the layout has.
    std::uint64_t index(const QelatState& s, int n) const
    {
        const int id = configOf(s);
        if (id < 0)
            return ~std::uint64_t{0};
        if (s.bar >= 0 && (s.seeds[static_cast<std::size_t>(s.bar)] != 1 || m_configs[static_cast<std::size_t>(id)].walda[static_cast<std::size_t>(s.bar)]))
            return ~std::uint64_t{0};
        return indexIn(id, s, n);
    }

    // The builder's lookups (solver/qelat_level.cpp), without the checks of index(): the walda
    // set is known, and a move's position is ranked from the board before it is turned round.

    /// The walda set `id` seen from the other side.
    int turned(int id) const { return m_turned[static_cast<std::size_t>(id)]; }

    /// The walda set `id` with a new walda of the mover in `hole` (Q5: one it may make there).
    int withWalda(int id, int hole) const { return m_withWalda[static_cast<std::size_t>(id * m_game.ring() + hole)]; }

    /// The index of `s` (walda set `id`, a bar it can hold) holding `n` seeds in play.
    std::uint64_t indexIn(int id, const QelatState& s, int n) const
    {
        const int slot = barSlot(s.bar);
        const HoleList& holes = m_ownHoles[static_cast<std::size_t>(3 * id + slot)];
        return blockStart(n, id, slot) + m_comp.rank(s.seeds.data(), holes.at, holes.count, slot ? n - 1 : n);
    }

    /**
     * The index of the position the other side sees after a sowing: `board`
     * (the mover's view, of walda set `id`) turned round, the other side
     * barred from `bar` (in its view, -1 for none), `n` seeds in play.
     */
    std::uint64_t indexTurned(int id, const std::uint8_t* board, int bar, int n) const
    {
        const int other = turned(id);
        const int slot = barSlot(bar);
        const HoleList& holes = m_turnedHoles[static_cast<std::size_t>(3 * other + slot)];
        return blockStart(n, other, slot) + m_comp.rank(board, holes.at, holes.count, slot ? n - 1 : n);
    }

    /// The state at `rank` within the block of walda set `id`, bar slot `bar`, `n` seeds in play.
    QelatState state(int id, int bar, int n, std::uint64_t rank) const
    {
        const Config& c = m_configs[static_cast<std::size_t>(id)];
        QelatState s;
        s.walda = c.walda;
        if (!bar) {
            m_comp.unrank(rank, s.seeds.data(), c.free.data(), static_cast<int>(c.free.size()), n);
            return s;
        }
        s.bar = barHole(bar);
        int holes[kMaxRing];
        const int k = withoutBar(c, s.bar, holes);
        m_comp.unrank(rank, s.seeds.data(), holes, k, n - 1);
        s.seeds[static_cast<std::size_t>(s.bar)] = 1;
        return s;
    }

    /// The holes a block's seeds are numbered over (the free ones, less a barred one); returns their count.
    int blockHoles(int id, int bar, int* holes) const
    {
        const Config& c = m_configs[static_cast<std::size_t>(id)];
        if (!bar) {
            std::copy(c.free.begin(), c.free.end(), holes);
            return static_cast<int>(c.free.size());
        }
        return withoutBar(c, barHole(bar), holes);
    }

private:
    /// Holes in rank order.
    struct HoleList {
        int count = 0;
        int at[kMaxRing];
    };

    static int barSlot(int bar) { return bar < 0 ? 0 : (bar == 0 ? 1 : 2); }

    std::uint64_t blockStart(int n, int id, int slot) const
    {
        return m_blockStart[static_cast<std::size_t>(n) * 3 * m_configs.size() + static_cast<std::size_t>(3 * id + slot)];
    }

    void makeMoveTables()
    {
        const int n = m_game.ring();
        for (std::size_t id = 0; id < m_configs.size(); ++id) {
            const Config& c = m_configs[id];
            QelatState s;
            s.walda = c.walda;
            m_turned.push_back(configOf(qelatTurned(m_game, s, -1)));
            for (int h = 0; h < n; ++h) {
                QelatState made = s;
                made.walda[static_cast<std::size_t>(h)] = kMoverWalda;
                m_withWalda.push_back(c.walda[static_cast<std::size_t>(h)] ? -1 : configOf(made));
            }
        }
        // A block's holes in rank order, in the view of its own side and, for ranking a
        // sowing's board before it is turned round, in the view of the side that sowed.
        for (std::size_t id = 0; id < m_configs.size(); ++id)
            for (int slot = 0; slot < 3; ++slot) {
                HoleList own;
                own.count = blockHoles(static_cast<int>(id), slot, own.at);
                HoleList before = own;
                for (int k = 0; k < before.count; ++k)
                    before.at[k] = (own.at[k] + m_game.m) % n;
                m_ownHoles.push_back(own);
                m_turnedHoles.push_back(before);
            }
    }

    static int withoutBar(const Config& c, int bar, int* holes)
    {
        int k = 0;
        for (int h : c.free)
            if (h != bar)
                holes[k++] = h;
        return k;
    }

    QelatGame m_game;
    Compositions m_comp;
    std::vector<int> m_eligible;          ///< holes some side may make a walda in (Q6)
    std::vector<int> m_configOf;          ///< walda set code (base 3 over m_eligible) to config, -1 if impossible
    std::vector<Config> m_configs;
    std::vector<std::uint64_t> m_levelStart;
    std::vector<std::uint64_t> m_blockStart; ///< [n][3 * config + bar]
    std::vector<int> m_turned;               ///< [config]: the same walda set seen from the other side
    std::vector<int> m_withWalda;            ///< [config][hole]: with a new walda of the mover there, or -1
    std::vector<HoleList> m_ownHoles;        ///< [3 * config + bar]: its holes in rank order
    std::vector<HoleList> m_turnedHoles;     ///< [3 * config + bar]: the same holes in the other side's view
};

} // namespace mancala::solver
