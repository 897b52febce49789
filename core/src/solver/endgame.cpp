// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/endgame.h"

#include "solver/board_index.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mancala {

using namespace solver;

namespace {

constexpr char kMagic[8] = {'M', 'N', 'C', 'L', 'E', 'G', 'D', 'B'};
constexpr std::int8_t kUnknown = -128;

/// The file header; the values follow it at byte 64.
struct Header {
    char magic[8];
    std::uint32_t version;
    std::uint32_t houses;
    std::uint32_t capture;        ///< EmptyCapture
    std::uint32_t countRemaining; ///< 1: K5, 0: K8
    std::uint32_t seeds;
    std::uint32_t reserved;
    std::uint64_t entries;
    std::uint64_t checksum;       ///< checksum() of the values
    std::uint8_t padding[16];
};
static_assert(sizeof(Header) == 64);

/// The checksum of `size` values, given in parts: each part but the last a multiple of 8 bytes.
class Checksum {
public:
    explicit Checksum(std::uint64_t size) : m_h(0x9e3779b97f4a7c15ULL ^ size) {}

    void add(const std::int8_t* data, std::uint64_t size)
    {
        std::uint64_t i = 0;
        for (; i + 8 <= size; i += 8) {
            std::uint64_t w;
            std::memcpy(&w, data + i, 8);
            m_h = (m_h ^ w) * 0x100000001b3ULL;
            m_h ^= m_h >> 29;
        }
        for (; i < size; ++i)
            m_h = (m_h ^ static_cast<std::uint8_t>(data[i])) * 0x100000001b3ULL;
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h;
};

std::uint64_t checksum(const std::int8_t* data, std::uint64_t size)
{
    Checksum sum(size);
    sum.add(data, size);
    return sum.value();
}

constexpr char kChecksumRefused[] = "the checksum does not match (build it again)";

/// Fills the values of one database level by level.
class Builder {
public:
    Builder(const Game& game, int seeds, std::vector<std::int8_t>& values)
        : m_game(game), m_index(game.houses), m_values(values)
    {
        m_values.assign(m_index.countUpTo(seeds), kUnknown);
    }

    /// The value of the board of `seeds` seeds numbered `at` (BoardIndex); the levels below are complete.
    int valueAt(const Board& b, int seeds, std::uint64_t at)
    {
        std::int8_t& slot = m_values[at];
        if (slot == kUnknown)
            slot = static_cast<std::int8_t>(compute(b, seeds));
        return slot;
    }

private:
    int compute(const Board& b, int seeds)
    {
        const int m = m_game.houses;
        const int own = rowSum(b, 0, m);
        const int other = seeds - own;
        if (own == 0 || other == 0) // an ended game (never searched): what each side would sweep
            return m_game.countRemaining ? own - other : 0;
        // Every move made first and its board's value asked of the memory
        // (a random read of a large table), then the values read.
        struct Child {
            Board board; // for the side that moves next
            MoveResult result;
            std::uint64_t at;
        };
        Child kids[kMaxHouses];
        int count = 0;
        for (int k = 0; k < m; ++k) {
            if (!b.holes[k])
                continue;
            Child& c = kids[count++];
            c.board = b;
            c.result = sow(c.board, k, m_game);
            if (c.result.over)
                continue;
            if (!c.result.extra)
                c.board = flipped(c.board, m);
            c.at = m_index.index(c.board, seeds - c.result.gain);
            __builtin_prefetch(&m_values[c.at]);
        }
        int best = -1000;
        for (int i = 0; i < count; ++i) {
            const Child& c = kids[i];
            const int gain = c.result.gain;
            int v;
            if (c.result.over)
                v = gain;
            else if (c.result.extra)
                v = gain + valueAt(c.board, seeds - gain, c.at); // fewer seeds: a store drop
            else
                v = gain - valueAt(c.board, seeds - gain, c.at); // may be this level (never this board again)
            best = std::max(best, v);
        }
        return best;
    }

    Game m_game;
    BoardIndex m_index;
    std::vector<std::int8_t>& m_values;
};

/// The values of every board of `rules` up to `seeds` seeds, by increasing seed counts. Returns why not, or "".
std::string computeValues(const Rules& rules, int seeds, std::vector<std::int8_t>& values,
                          const EndgameDatabase::Progress& progress, const std::atomic<bool>* stop)
{
    if (rules.variant != Variant::Kalah || rules.clockwise || rules.houses < 3 || rules.houses > kMaxHouses)
        return "databases are made for Kalah with counter-clockwise sowing and 3 to 8 houses";
    if (seeds < 0 || seeds > BoardIndex::kMaxSeeds)
        return "a database holds 0 to 127 seeds";
    const Game game = gameOf(rules);
    const int n = 2 * game.houses;
    Builder builder(game, seeds, values);
    const std::uint64_t total = values.size();
    std::uint64_t done = 0; // also the index of the next board: they come in index order
    for (int s = 0; s <= seeds; ++s) {
        Board b;
        b.holes[n - 1] = static_cast<std::uint8_t>(s);
        do {
            builder.valueAt(b, s, done);
            if ((++done & 0xFFFFF) == 0) {
                if (progress)
                    progress(done, total);
                if (stop && stop->load())
                    return "stopped";
            }
        } while (nextBoard(b, n));
    }
    if (progress)
        progress(total, total);
    return {};
}

bool writeAll(int fd, const void* data, std::size_t size)
{
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n <= 0)
            return false;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace

EndgameDatabase::~EndgameDatabase() { close(); }

int EndgameDatabase::defaultSeeds(int houses)
{
    constexpr std::uint64_t kBudget = 230'000'000; // boards: a few minutes, about 230 MB
    const BoardIndex index(houses);
    int k = 0;
    while (k < BoardIndex::kMaxSeeds && index.countUpTo(k + 1) <= kBudget)
        ++k;
    return k;
}

std::uint64_t EndgameDatabase::entries(int houses, int seeds) { return BoardIndex(houses).countUpTo(seeds); }

std::string EndgameDatabase::fileName(const Rules& rules, int seeds)
{
    return "kalah-h" + std::to_string(rules.houses) + "-capture-" + std::string(emptyCaptureName(rules.emptyCapture))
        + "-remaining-" + (rules.countRemaining ? "on" : "off") + "-s" + std::to_string(seeds) + ".egdb";
}

std::string EndgameDatabase::defaultFolder()
{
    const char* cache = std::getenv("XDG_CACHE_HOME");
    if (cache && cache[0] == '/')
        return std::string(cache) + "/Mancala/mancala"; // QStandardPaths::CacheLocation of the app
    const char* home = std::getenv("HOME");
    if (home && home[0])
        return std::string(home) + "/.cache/Mancala/mancala";
    return {};
}

std::string EndgameDatabase::build(const Rules& rules, int seeds, const std::string& path, const Progress& progress,
                                   const std::atomic<bool>* stop)
{
    std::vector<std::int8_t> values;
    if (const std::string why = computeValues(rules, seeds, values, progress, stop); !why.empty())
        return why;
    const Game game = gameOf(rules);
    const std::uint64_t total = values.size();

    Header h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.version = kFormatVersion;
    h.houses = static_cast<std::uint32_t>(game.houses);
    h.capture = static_cast<std::uint32_t>(game.capture);
    h.countRemaining = game.countRemaining ? 1 : 0;
    h.seeds = static_cast<std::uint32_t>(seeds);
    h.entries = total;
    h.checksum = checksum(values.data(), total);

    std::error_code ec;
    const std::filesystem::path target(path);
    if (target.has_parent_path())
        std::filesystem::create_directories(target.parent_path(), ec);
    const std::string temporary = path + ".part";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return "cannot write " + temporary;
    const bool written = writeAll(fd, &h, sizeof h) && writeAll(fd, values.data(), values.size());
    if (::close(fd) != 0 || !written) {
        std::remove(temporary.c_str());
        return "cannot write " + temporary;
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return "cannot replace " + path;
    }
    return {};
}

std::string EndgameDatabase::compute(const Rules& rules, int seeds, const std::atomic<bool>* stop)
{
    close();
    std::vector<std::int8_t> values;
    if (const std::string why = computeValues(rules, seeds, values, {}, stop); !why.empty())
        return why;
    m_computed = std::move(values);
    m_values = m_computed.data();
    m_houses = rules.houses;
    m_seeds = seeds;
    m_capture = rules.emptyCapture;
    m_countRemaining = rules.countRemaining;
    m_entries = m_computed.size();
    m_check = kGood; // made here, not read: nothing to check
    return {};
}

std::string EndgameDatabase::open(const std::string& path, Check check)
{
    close();
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0)
        return "cannot read " + path;
    struct stat st{};
    if (::fstat(fd, &st) != 0 || st.st_size < static_cast<off_t>(sizeof(Header))) {
        ::close(fd);
        return path + " is not an endgame database (too short)";
    }
    const std::size_t size = static_cast<std::size_t>(st.st_size);
    void* map = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return "cannot map " + path;
    auto refuse = [&](const std::string& why) {
        ::munmap(map, size);
        return path + ": " + why;
    };
    Header h;
    std::memcpy(&h, map, sizeof h);
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return refuse("not an endgame database");
    if (h.version != kFormatVersion)
        return refuse("database format " + std::to_string(h.version) + ", this program reads format "
                      + std::to_string(kFormatVersion) + " (build it again)");
    if (h.houses < 3 || h.houses > kMaxHouses || h.capture > 2 || h.countRemaining > 1
        || h.seeds > BoardIndex::kMaxSeeds)
        return refuse("the header is damaged");
    if (h.entries != entries(static_cast<int>(h.houses), static_cast<int>(h.seeds))
        || size != sizeof(Header) + h.entries)
        return refuse("the file is truncated or damaged (build it again)");
    // Probes land anywhere in the file: no read-ahead around them.
    ::madvise(map, size, MADV_RANDOM);
    const auto* values = static_cast<const std::int8_t*>(map) + sizeof(Header);
    m_map = map;
    m_mapSize = size;
    m_values = values;
    m_houses = static_cast<int>(h.houses);
    m_seeds = static_cast<int>(h.seeds);
    m_capture = static_cast<EmptyCapture>(h.capture);
    m_countRemaining = h.countRemaining == 1;
    m_path = path;
    m_entries = h.entries;
    m_checksum = h.checksum;
    m_check = kPending;
    m_stopCheck = false;
    if (check == Check::Background)
        m_checker = std::thread([this] { this->check(); });
    return {};
}

void EndgameDatabase::check()
{
    // Read through a file of its own, not the map: the pages read stay in
    // the system's cache, not in this process's memory.
    const int fd = ::open(m_path.c_str(), O_RDONLY);
    if (fd < 0) {
        m_check = kBad;
        return;
    }
    constexpr std::size_t kPart = std::size_t{1} << 22; // a multiple of 8 (Checksum)
    std::vector<std::int8_t> part(kPart);
    Checksum sum(m_entries);
    std::uint64_t done = 0;
    bool good = true;
    while (done < m_entries) {
        if (m_stopCheck.load(std::memory_order_relaxed)) {
            ::close(fd);
            return; // closed before the end: still pending
        }
        const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(kPart, m_entries - done));
        std::size_t got = 0;
        while (got < want) {
            const ssize_t n = ::pread(fd, part.data() + got, want - got, static_cast<off_t>(sizeof(Header) + done + got));
            if (n <= 0)
                break;
            got += static_cast<std::size_t>(n);
        }
        if (got < want) {
            good = false;
            break;
        }
        sum.add(part.data(), want);
        done += want;
    }
    ::close(fd);
    m_check = good && sum.value() == m_checksum ? kGood : kBad;
}

std::string EndgameDatabase::verify()
{
    std::lock_guard hold(m_checkLock);
    if (!isOpen())
        return "no database is open";
    if (m_checker.joinable())
        m_checker.join();
    else if (m_check == kPending)
        check();
    if (m_check == kBad)
        return m_path + ": " + kChecksumRefused;
    return {};
}

void EndgameDatabase::stopCheck()
{
    std::lock_guard hold(m_checkLock);
    m_stopCheck = true;
    if (m_checker.joinable())
        m_checker.join();
}

bool EndgameDatabase::openFor(const Rules& rules, const std::string& folder)
{
    const std::string dir = folder.empty() ? defaultFolder() : folder;
    if (dir.empty())
        return false;
    for (int k = BoardIndex::kMaxSeeds; k >= 0; --k) {
        const std::string path = dir + "/" + fileName(rules, k);
        std::error_code ec;
        if (std::filesystem::exists(path, ec) && open(path).empty())
            return true;
    }
    return false;
}

void EndgameDatabase::close()
{
    stopCheck();
    if (m_map)
        ::munmap(m_map, m_mapSize);
    m_map = nullptr;
    std::vector<std::int8_t>().swap(m_computed);
    m_mapSize = 0;
    m_values = nullptr;
    m_seeds = -1;
    m_houses = 0;
    m_path.clear();
    m_check = kPending;
}

bool EndgameDatabase::suits(const Rules& rules) const
{
    return isOpen() && !damaged() && rules.variant == Variant::Kalah && !rules.clockwise && rules.houses == m_houses
        && rules.emptyCapture == m_capture && rules.countRemaining == m_countRemaining;
}

} // namespace mancala
