// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Kalah endgame databases: the exact value of every board with at most K
// seeds in the houses, for one board size and capture rule. The stores do
// not change who gets the seeds left, so one value per board (from the
// side to move's view, in seeds still to be won) serves every position.
//
// A database is built by the program (by increasing seed counts: a move
// either takes seeds off the board or leaves the same count, and a game
// never comes back to a board) and kept in a file: a header (magic,
// format version, the rules it is for, K, the entry count, a checksum of
// the values) and one signed byte per board, memory-mapped when used.
// Opening reads the header only; the checksum of the values (seconds for a
// big file read from disk) is checked by a thread of its own meanwhile, so
// the first probes never wait for it (verify(), damaged()).

#include "mancala/rules.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace mancala {

class EndgameDatabase {
public:
    static constexpr std::uint32_t kFormatVersion = 1;

    EndgameDatabase() = default;
    ~EndgameDatabase();
    EndgameDatabase(const EndgameDatabase&) = delete;
    EndgameDatabase& operator=(const EndgameDatabase&) = delete;

    /// The seeds K a database of this board size holds by default (about
    /// 225 million boards at most: a few minutes to build, about 225 MB).
    static int defaultSeeds(int houses);
    /// Boards in a database of this size up to `seeds`.
    static std::uint64_t entries(int houses, int seeds);

    /// The file name of a database for these rules up to `seeds` seeds.
    static std::string fileName(const Rules& rules, int seeds);
    /**
     * The folder the program keeps databases in: the user's cache folder
     * ($XDG_CACHE_HOME/Mancala/mancala, else ~/.cache/Mancala/mancala: the app's
     * QStandardPaths::CacheLocation); empty when neither is set.
     */
    static std::string defaultFolder();

    /// Builds progress: boards done out of all.
    using Progress = std::function<void(std::uint64_t done, std::uint64_t total)>;

    /**
     * Builds the database of `rules` up to `seeds` seeds into `path`
     * (written to a temporary file and renamed: an old file stays whole
     * until the new one is complete). Returns an empty string, or why not.
     */
    static std::string build(const Rules& rules, int seeds, const std::string& path, const Progress& progress = {},
                             const std::atomic<bool>* stop = nullptr);

    /**
     * Computes the database of `rules` up to `seeds` seeds in this object's
     * memory, without a file (a long solve with none at hand makes a small
     * one: solver.h). Returns an empty string, or why not.
     */
    std::string compute(const Rules& rules, int seeds, const std::atomic<bool>* stop = nullptr);

    /// When open() checks the values' checksum.
    enum class Check {
        Background, ///< at once, on a thread of its own
        OnVerify,   ///< only when verify() is called (tests, tools that want the answer first)
    };

    /**
     * Maps a database file and checks its header and size. Returns an
     * empty string, or why the file is not a usable database (the file is
     * left as it is). The values can be read at once; their checksum is
     * checked as `check` says, and a database it refuses is damaged().
     */
    std::string open(const std::string& path, Check check = Check::Background);
    /**
     * Waits for the checksum of the values (checks it now when not begun).
     * Returns an empty string, or why the values cannot be trusted.
     */
    std::string verify();
    /// Whether the checksum check has refused the values (suits() then says no).
    bool damaged() const { return m_check.load() == kBad; }
    /// Whether the checksum check has accepted the values.
    bool verified() const { return m_check.load() == kGood; }
    /// The database for `rules` with the most seeds found in `folder` (default folder when empty); false if none.
    bool openFor(const Rules& rules, const std::string& folder = {});
    void close();

    bool isOpen() const { return m_values != nullptr; }
    /// Whether it holds the values of this rule set's boards (and they are not damaged()).
    bool suits(const Rules& rules) const;
    int houses() const { return m_houses; }
    int seeds() const { return m_seeds; }
    const std::string& path() const { return m_path; }
    /// The values, indexed as solver/board_index.h numbers boards.
    const std::int8_t* values() const { return m_values; }

private:
    static constexpr int kPending = 0;
    static constexpr int kGood = 1;
    static constexpr int kBad = 2;
    void check(); ///< reads the file again and compares its checksum (m_check)
    void stopCheck();

    void* m_map = nullptr;
    std::size_t m_mapSize = 0;
    std::vector<std::int8_t> m_computed; ///< compute()'s values (a file's are mapped instead)
    const std::int8_t* m_values = nullptr;
    int m_houses = 0;
    int m_seeds = -1;
    EmptyCapture m_capture = EmptyCapture::Off;
    bool m_countRemaining = true;
    std::string m_path;
    std::uint64_t m_entries = 0;
    std::uint64_t m_checksum = 0; ///< the header's
    std::atomic<int> m_check{kPending};
    std::atomic<bool> m_stopCheck{false};
    std::mutex m_checkLock; ///< verify() from several threads
    std::thread m_checker;
};

} // namespace mancala
