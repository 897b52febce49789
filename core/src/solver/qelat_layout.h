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
            std::vector<std::uint64_t> starts;
            for (const Config& c : m_configs)
                for (int bar = 0; bar < 3; ++bar) {
                    starts.push_back(at);
                    at += blockSize(c, bar, n);
                }
            m_blockStart.push_back(std::move(starts));
        }
        m_levelStart.push_back(at);
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

    /// The index of `s` holding `n` seeds in play, or ~0 when its walda set or bar is not one the layout has.
    std::uint64_t index(const QelatState& s, int n) const
    {
        int code = 0;
        int weight = 1;
        for (int h : m_eligible) {
            code += s.walda[h] * weight;
            weight *= 3;
        }
        const int id = m_configOf[static_cast<std::size_t>(code)];
        if (id < 0)
            return ~std::uint64_t{0};
        const Config& c = m_configs[static_cast<std::size_t>(id)];
        const int bar = s.bar < 0 ? 0 : (s.bar == 0 ? 1 : 2);
        if (bar && (s.seeds[static_cast<std::size_t>(s.bar)] != 1 || c.walda[static_cast<std::size_t>(s.bar)]))
            return ~std::uint64_t{0};
        const std::uint64_t start = m_blockStart[static_cast<std::size_t>(n)][static_cast<std::size_t>(3 * id + bar)];
        if (!bar)
            return start + m_comp.rank(s.seeds.data(), c.free.data(), static_cast<int>(c.free.size()), n);
        int holes[kMaxRing];
        const int k = withoutBar(c, s.bar, holes);
        return start + m_comp.rank(s.seeds.data(), holes, k, n - 1);
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
    std::vector<std::vector<std::uint64_t>> m_blockStart; ///< [n][3 * config + bar]
};

} // namespace mancala::solver
