// SPDX-License-Identifier: GPL-3.0-or-later
// The Qelat endgame database's file (docs/solutions.md): written by save()
// or built straight into it by build(), mapped by load().

#include "mancala/qelat_endgame.h"

#include "solver/huge_buffer.h"
#include "solver/qelat_layout.h"
#include "solver/qelat_level.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mancala {

using namespace solver;

namespace {

constexpr char kMagic[8] = {'M', 'N', 'C', 'L', 'Q', 'E', 'L', 'T'};

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
    std::uint64_t checksum; ///< of the three parts after the header (Checksum)
};
static_assert(sizeof(Header) == 56);

/// A checksum taken over bytes given in pieces of any size, eight bytes at a time (gigabytes a second).
class Checksum {
public:
    void add(const void* data, std::uint64_t size)
    {
        const auto* bytes = static_cast<const unsigned char*>(data);
        m_length += size;
        while (size > 0 && m_carried > 0) {
            addByte(*bytes++);
            --size;
        }
        for (; size >= 8; bytes += 8, size -= 8) {
            std::uint64_t word;
            std::memcpy(&word, bytes, 8);
            mix(word);
        }
        while (size-- > 0)
            addByte(*bytes++);
    }

    std::uint64_t value() const
    {
        std::uint64_t h = m_hash ^ (m_carry * 0xff51afd7ed558ccdull) ^ m_length;
        h ^= h >> 33;
        return h * 0xc4ceb9fe1a85ec53ull;
    }

private:
    void mix(std::uint64_t word)
    {
        m_hash = (m_hash ^ word) * 0x9E3779B97F4A7C15ull;
        m_hash ^= m_hash >> 31;
    }
    void addByte(unsigned char b)
    {
        m_carry |= static_cast<std::uint64_t>(b) << (8 * m_carried);
        if (++m_carried == 8) {
            m_carried = 0;
            const std::uint64_t word = m_carry;
            m_carry = 0;
            mix(word);
        }
    }

    std::uint64_t m_hash = 0x6a09e667f3bcc909ull;
    std::uint64_t m_carry = 0;
    int m_carried = 0;
    std::uint64_t m_length = 0;
};

std::uint64_t checksumOf(const Checksum& needed, const Checksum& gain, const Checksum& from)
{
    Checksum all;
    const std::uint64_t parts[3] = {needed.value(), gain.value(), from.value()};
    all.add(parts, sizeof parts);
    return all.value();
}

Header headerOf(const Rules& rules, int seeds, std::uint64_t entries, std::uint64_t checksum)
{
    Header h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.version = QelatEndgame::kFormatVersion;
    h.houses = static_cast<std::uint32_t>(rules.houses);
    h.corners = rules.waldaHoles == WaldaHoles::Corners;
    h.skipWaldas = rules.skipWaldas;
    h.antiRepetition = rules.antiRepetition;
    h.quietLimit = static_cast<std::uint32_t>(rules.quietLimit);
    h.seeds = static_cast<std::uint32_t>(seeds);
    h.entries = entries;
    h.checksum = checksum;
    return h;
}

/// Where the parts lie in a file of `seeds` seed counts and `entries` positions.
std::uint64_t neededAt() { return sizeof(Header); }
std::uint64_t gainAt(int seeds) { return neededAt() + 2 * static_cast<std::uint64_t>(seeds + 1); }
std::uint64_t fromAt(int seeds, std::uint64_t entries) { return gainAt(seeds) + entries; }

/**
 * A file written under a name of this process's own (NAME.PID.part) and
 * renamed when whole: two programs saving the same database at once (the
 * app and the command line, tests side by side) never write into one file,
 * and an old file stays whole until then.
 */
class PartFile {
public:
    explicit PartFile(std::string path)
        : m_path(std::move(path)), m_part(m_path + "." + std::to_string(::getpid()) + ".part")
    {
        m_fd = ::open(m_part.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (m_fd < 0)
            m_error = "could not write " + m_part + ": " + std::strerror(errno);
    }
    ~PartFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_renamed) {
            std::error_code ignored;
            std::filesystem::remove(m_part, ignored);
        }
    }
    PartFile(const PartFile&) = delete;
    PartFile& operator=(const PartFile&) = delete;

    const std::string& error() const { return m_error; }

    /// Writes `size` bytes at `offset`; false (and error()) when the disk refuses.
    bool write(std::uint64_t offset, const void* data, std::uint64_t size)
    {
        const auto* bytes = static_cast<const char*>(data);
        while (m_error.empty() && size > 0) {
            const ssize_t done = ::pwrite(m_fd, bytes, std::min<std::uint64_t>(size, 1 << 30),
                                          static_cast<off_t>(offset));
            if (done <= 0) {
                m_error = "could not write " + m_part + " (is the disk full?): "
                    + std::strerror(done < 0 ? errno : ENOSPC);
                break;
            }
            bytes += done;
            offset += static_cast<std::uint64_t>(done);
            size -= static_cast<std::uint64_t>(done);
        }
        return m_error.empty();
    }

    /// Closes and renames it to its name. Empty, or why not.
    std::string finish()
    {
        if (!m_error.empty())
            return m_error;
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            return "could not write " + m_part + " (is the disk full?): " + std::strerror(errno);
        std::error_code error;
        std::filesystem::rename(m_part, m_path, error);
        if (error)
            return "could not rename " + m_part + ": " + error.message();
        m_renamed = true;
        return {};
    }

private:
    std::string m_path;
    std::string m_part;
    int m_fd = -1;
    bool m_renamed = false;
    std::string m_error;
};

/// A file mapped into memory, read only.
struct Mapping {
    void* data = MAP_FAILED;
    std::size_t size = 0;
    ~Mapping()
    {
        if (data != MAP_FAILED)
            ::munmap(data, size);
    }
};

/// Memory free for a build, in bytes (MemAvailable of /proc/meminfo).
std::uint64_t freeMemory()
{
    std::ifstream in("/proc/meminfo");
    std::string key;
    std::uint64_t kb = 0;
    std::string unit;
    while (in >> key >> kb >> unit)
        if (key == "MemAvailable:")
            return kb * 1024;
    const long pages = ::sysconf(_SC_AVPHYS_PAGES);
    return pages > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE)) : 0;
}

std::string gigabytes(std::uint64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", static_cast<double>(bytes) / 1e9);
    return text;
}

} // namespace

std::uint64_t QelatEndgame::fileSize(const Rules& rules, int seeds)
{
    return fromAt(seeds, entries(rules, seeds)) + entries(rules, seeds);
}

std::uint64_t QelatEndgame::buildMemory(const Rules& rules, int seeds)
{
    const QelatLayout layout(qelatGameOf(rules), seeds);
    std::uint64_t largest = 0;
    for (int n = 0; n <= seeds; ++n)
        largest = std::max(largest, layout.levelSize(n));
    // Every count's gains; the largest count's steps, base values, quiet moves and values to write; two bitmaps.
    return layout.total() + 4 * largest + 2 * (largest / 8 + 8);
}

int QelatEndgame::largestThatFits(const Rules& rules, const std::string& folder, int most)
{
    std::error_code error;
    const auto space = std::filesystem::space(folder, error);
    const std::uint64_t disk = error ? 0 : space.available;
    const std::uint64_t memory = freeMemory();
    for (int k = most; k >= 0; --k)
        if (2 * buildMemory(rules, k) <= memory && fileSize(rules, k) + 1'000'000'000ull <= disk)
            return k;
    return -1;
}

std::string QelatEndgame::save(const std::string& path) const
{
    if (!isOpen())
        return "no database to save";
    const std::uint64_t entries = m_layout->total();
    Checksum needed;
    Checksum gain;
    Checksum from;
    needed.add(m_needed.data(), m_needed.size() * sizeof(std::uint16_t));
    gain.add(m_gain, entries);
    from.add(m_from, entries);
    const Header h = headerOf(m_rules, m_seeds, entries, checksumOf(needed, gain, from));
    PartFile file(path);
    file.write(0, &h, sizeof h) && file.write(neededAt(), m_needed.data(), m_needed.size() * sizeof(std::uint16_t))
        && file.write(gainAt(m_seeds), m_gain, entries) && file.write(fromAt(m_seeds, entries), m_from, entries);
    return file.finish();
}

std::string QelatEndgame::build(const Rules& rules, int seeds, const std::string& path,
                                const std::atomic<bool>* stop, const Progress& progress)
{
    if (std::string why = supports(rules); !why.empty())
        return why;
    if (seeds < 0 || seeds > 127)
        return "The seeds in play must be from 0 to 127.";
    const std::uint64_t memory = buildMemory(rules, seeds);
    if (const std::uint64_t free = freeMemory(); free > 0 && memory > free)
        return "building it needs about " + gigabytes(memory) + " of memory and " + gigabytes(free)
            + " are free: fewer seeds in play fit";
    const std::filesystem::path folder = std::filesystem::absolute(path).parent_path();
    std::error_code spaceError;
    const auto space = std::filesystem::space(folder, spaceError);
    if (!spaceError && space.available < fileSize(rules, seeds))
        return "the file needs " + gigabytes(fileSize(rules, seeds)) + " of disk and " + gigabytes(space.available)
            + " are free in " + folder.string();

    const QelatLayout layout(qelatGameOf(rules), seeds);
    const std::uint64_t entries = layout.total();
    HugeBuffer<std::int8_t> gain(entries);
    HugeBuffer<std::uint8_t> level;
    std::vector<std::uint16_t> needed;
    Checksum fromSum;
    PartFile file(path);
    if (!file.error().empty())
        return file.error();
    std::string why = buildQelatLevels(
        layout, 2 * rules.quietLimit, gain.data(), needed,
        [&](int n) {
            level = HugeBuffer<std::uint8_t>(layout.levelSize(n));
            return level.data();
        },
        [&](int n) {
            fromSum.add(level.data(), level.size());
            if (!file.write(fromAt(seeds, entries) + layout.levelStart(n), level.data(), level.size()))
                return file.error();
            if (progress)
                progress(n + 1, seeds + 1);
            return std::string();
        },
        stop);
    if (!why.empty())
        return why;
    level = HugeBuffer<std::uint8_t>();
    Checksum neededSum;
    Checksum gainSum;
    neededSum.add(needed.data(), needed.size() * sizeof(std::uint16_t));
    gainSum.add(gain.data(), entries);
    const Header h = headerOf(rules, seeds, entries, checksumOf(neededSum, gainSum, fromSum));
    file.write(gainAt(seeds), gain.data(), entries) && file.write(neededAt(), needed.data(), needed.size() * 2)
        && file.write(0, &h, sizeof h);
    if (why = file.finish(); !why.empty())
        return why;
    gain = HugeBuffer<std::int8_t>();
    return load(path);
}

std::string QelatEndgame::load(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return "cannot read " + path;
    struct stat info {};
    Header h{};
    const bool read = ::fstat(fd, &info) == 0 && ::pread(fd, &h, sizeof h, 0) == static_cast<ssize_t>(sizeof h);
    auto mapping = std::make_shared<Mapping>();
    const auto closeWith = [fd](std::string why) {
        ::close(fd);
        return why;
    };
    if (!read || std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return closeWith("not a Qelat endgame database");
    if (h.version != kFormatVersion)
        return closeWith("format version " + std::to_string(h.version) + ", this program reads "
                         + std::to_string(kFormatVersion));
    Rules rules = Rules::defaults(Variant::Qelat);
    rules.houses = static_cast<int>(h.houses);
    rules.waldaHoles = h.corners ? WaldaHoles::Corners : WaldaHoles::Six;
    rules.skipWaldas = h.skipWaldas != 0;
    rules.antiRepetition = h.antiRepetition != 0;
    rules.quietLimit = static_cast<int>(h.quietLimit);
    if (!supports(rules).empty() || h.seeds > 127)
        return closeWith("its rules are not ones the database plays");
    const int seeds = static_cast<int>(h.seeds);
    auto layout = std::make_shared<const QelatLayout>(qelatGameOf(rules), seeds);
    const std::uint64_t entries = layout->total();
    if (h.entries != entries)
        return closeWith("its entry count does not match its rules");
    const std::uint64_t size = fromAt(seeds, entries) + entries;
    const auto actual = static_cast<std::uint64_t>(info.st_size);
    if (actual < size)
        return closeWith("the file is truncated");
    if (actual > size)
        return closeWith("the file is longer than its header says");
    mapping->size = size;
    mapping->data = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (mapping->data == MAP_FAILED)
        return "cannot map " + path + ": " + std::strerror(errno);
    const auto* bytes = static_cast<const unsigned char*>(mapping->data);
    ::madvise(mapping->data, size, MADV_SEQUENTIAL);
    std::vector<std::uint16_t> needed(static_cast<std::size_t>(seeds) + 1);
    std::memcpy(needed.data(), bytes + neededAt(), needed.size() * sizeof(std::uint16_t));
    Checksum neededSum;
    Checksum gainSum;
    Checksum fromSum;
    neededSum.add(needed.data(), needed.size() * sizeof(std::uint16_t));
    gainSum.add(bytes + gainAt(seeds), entries);
    fromSum.add(bytes + fromAt(seeds, entries), entries);
    if (checksumOf(neededSum, gainSum, fromSum) != h.checksum)
        return "the checksum does not match (build it again)";
    ::madvise(mapping->data, size, MADV_RANDOM);
    const auto* gain = reinterpret_cast<const std::int8_t*>(bytes + gainAt(seeds));
    const auto* from = bytes + fromAt(seeds, entries);
    open(rules, seeds, std::move(layout), std::move(mapping), gain, from, std::move(needed));
    return {};
}

} // namespace mancala
