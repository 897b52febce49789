// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Qelat (Beni Amir & Mensa) endgame databases: for every position with at
// most K seeds outside the waldas, what the side to move will still add to
// its waldas less what the other side will, both playing for it to the end
// of the game. Seeds sown into a walda stay there (Q7), so the seeds in play
// never increase and every move either lowers them or is quiet (G2).
//
// Quiet moves can go round in circles, which only the quiet-move limit (G2)
// ends: with `quiet-end=score` a stopped game adds nothing more. A seed
// count is built by iterating from "stopped, nothing more" (a position with
// r quiet plies left is worth the best of its moves with r - 1 left), until
// no value changes or r reaches the limit. Each value comes with the fewest
// quiet plies left from which it holds (docs/solutions.md): value() answers
// only where the position's quiet count leaves that many.
//
// A database is for one rule set's houses, house rules Q6, Q7, Q10 and
// quiet-move limit; `quiet-end=draw` (a stopped game drawn, whatever the
// waldas) and no limit at all are not played (supports()).

#include "mancala/position.h"
#include "mancala/rules.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mancala {

namespace solver {
class QelatLayout;
}

class QelatEndgame {
public:
    static constexpr std::uint32_t kFormatVersion = 2;

    /// Empty when a database can be built for `rules`, else why not in one sentence.
    static std::string supports(const Rules& rules);
    /// The seeds in play of `p`: those in no walda.
    static int seedsInPlay(const Position& p);
    /// The file name of the database for these rules up to `seeds` seeds.
    static std::string fileName(const Rules& rules, int seeds);
    /// Positions (mover's view, waldas with owners, the Q10 bar) with at most `seeds` seeds in play.
    static std::uint64_t entries(const Rules& rules, int seeds);

    /// Build progress: seed counts done out of all.
    using Progress = std::function<void(int done, int total)>;

    /// Computes the database of `rules` up to `seeds` seeds in memory, on every core. Empty, or why not.
    std::string compute(const Rules& rules, int seeds, const std::atomic<bool>* stop = nullptr,
                        const Progress& progress = {});
    /**
     * Builds it straight into the file `path` (for databases larger than
     * memory holds twice: only the gains stay in memory while it is built),
     * then opens it as load() does. Refuses, with the figures, when the
     * machine has too little free memory or disk for it. Empty, or why not.
     */
    std::string build(const Rules& rules, int seeds, const std::string& path, const std::atomic<bool>* stop = nullptr,
                      const Progress& progress = {});
    /// The memory build() needs for these rules and seeds (bytes), and the file's size.
    static std::uint64_t buildMemory(const Rules& rules, int seeds);
    static std::uint64_t fileSize(const Rules& rules, int seeds);
    /**
     * The most seeds in play, up to `most`, whose database build() can make
     * on this machine while leaving room for the rest: at most half the
     * free memory, and the file within the free disk of `folder` less a
     * gigabyte. -1 when not even none fits.
     */
    static int largestThatFits(const Rules& rules, const std::string& folder, int most);
    /// Writes it to `path` (a temporary file renamed: an old file stays whole until then). Empty, or why not.
    std::string save(const std::string& path) const;
    /**
     * Opens a file written by save() or build(), checking its header, size
     * and checksum; the file is mapped, not read into memory. Empty, or why
     * it is refused.
     */
    std::string load(const std::string& path);

    bool isOpen() const { return m_seeds >= 0; }
    int seeds() const { return m_seeds; }
    const Rules& rules() const { return m_rules; }
    /// Whether it holds the values of this rule set (the house rules it plays and the quiet-move limit).
    bool suits(const Rules& rules) const;

    /// What a position holds in the database.
    struct Entry {
        int gain = 0;       ///< the mover's walda seeds still to come less the other side's
        int quietPlies = 0; ///< the fewest quiet plies left before the G2 limit from which `gain` holds
    };
    /// The entry of `p` (Qelat of these rules, its game not over, at most seeds() in play), whatever its quiet count.
    std::optional<Entry> entry(const Position& p) const;
    /**
     * The exact value of `p` for its decider: its walda lead plus the
     * entry's gain, when the database holds `p` and its quiet count leaves
     * the plies the entry needs; else nullopt (the search, which plays G2,
     * answers instead).
     */
    std::optional<int> value(const Position& p) const;
    /// The most quiet plies any entry with at most `seeds` seeds in play needs (0 to twice the quiet limit).
    int quietPliesNeeded(int seeds) const
    {
        int most = 0;
        for (int n = 0; n <= seeds && n <= m_seeds; ++n)
            most = std::max<int>(most, m_needed[static_cast<std::size_t>(n)]);
        return most;
    }

private:
    void open(const Rules& rules, int seeds, std::shared_ptr<const solver::QelatLayout> layout,
              std::shared_ptr<const void> storage, const std::int8_t* gain, const std::uint8_t* from,
              std::vector<std::uint16_t> needed);

    Rules m_rules;
    int m_seeds = -1;
    std::shared_ptr<const solver::QelatLayout> m_layout; ///< numbers the positions
    std::shared_ptr<const void> m_storage; ///< what holds the values: memory of its own, or the mapped file
    const std::int8_t* m_gain = nullptr;
    const std::uint8_t* m_from = nullptr; ///< quiet plies needed, 255: only with the whole limit left
    std::vector<std::uint16_t> m_needed;
};

} // namespace mancala
