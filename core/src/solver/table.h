// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The solver's transposition table: bounds on the value of boards.
//
// A board is keyed exactly: with at most 6 houses a side and under 32
// seeds in every house, by five bits a house behind bit 62 (a few
// independent shifts: the search makes a key for every move); else while
// its seeds fit 62 bits as "stars and bars" (a one per seed, a zero after
// each house, behind a leading one: boards with up to 61 - 2m seeds). A
// bigger board (only near the start of the largest games) is keyed by a
// 64-bit hash with the top bit set, so the three kinds never meet.

#include "solver/board.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <new>

#include <sys/mman.h>

namespace mancala::solver {

inline std::uint64_t mix64(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/// A board holding `seeds` in one word, packed, stars and bars or hashed (above).
/// The computer player's search keys boards by their 16 bytes instead
/// (search/kalah_table.h, boardBytesKey()).
inline std::uint64_t compactBoardKey(const Board& b, int m, int seeds)
{
    const int n = 2 * m;
    std::uint64_t lo8 = 0;
    std::uint64_t hi8 = 0;
    std::memcpy(&lo8, b.holes.data(), 8);
    std::memcpy(&hi8, b.holes.data() + 8, 8);
    static_assert(std::endian::native == std::endian::little); // houses 8..11 in hi8's low bytes
    if (n <= 12 && ((lo8 | hi8) & 0xE0E0E0E0E0E0E0E0ULL) == 0) {
        // Five bits a house (every house under 32 seeds), bit 62 set.
        std::uint64_t x = (lo8 & 0x00FF00FF00FF00FFULL) | ((lo8 >> 8 & 0x00FF00FF00FF00FFULL) << 5);
        x = (x & 0x0000FFFF0000FFFFULL) | ((x >> 16 & 0x0000FFFF0000FFFFULL) << 10);
        x = (x & 0xFFFFFFFFULL) | (x >> 32 << 20);
        std::uint64_t y = (hi8 & 0x00FF00FFULL) | ((hi8 >> 8 & 0x00FF00FFULL) << 5);
        y = (y & 0xFFFFULL) | (y >> 16 << 10);
        return x | (y << 40) | (std::uint64_t{1} << 62);
    }
    if (seeds + n + 1 <= 62) {
        std::uint64_t key = 1;
        for (int i = 0; i < n; ++i) {
            const int c = b.holes[i];
            key = (key << (c + 1)) | (((std::uint64_t{1} << c) - 1) << 1);
        }
        return key;
    }
    return (mix64(lo8 ^ mix64(hi8 + 0x9e3779b97f4a7c15ULL)) | (std::uint64_t{1} << 63));
}

/// What the table knows of a board.
struct TableEntry {
    int lower = 0;
    int upper = 0;
    int best = 0xFF; ///< own house of the best move found, 0xFF none
};

/**
 * One entry, 12 bytes: five in a cache line. The key is kept as its hash
 * (mix64() is a bijection, so the hash is as exact as the key) less its low
 * kLowBits, which the bucket's number holds (the table never has fewer
 * than 2^kLowBits buckets).
 */
struct PackedEntry {
    static constexpr int kLowBits = 12;
    std::uint32_t tagLow = 0;
    std::uint32_t tagHigh = 0; ///< the tag's top 20 bits, best (4 bits: 15 none), work (8 bits: 0 empty)
    std::int16_t lower = 0;
    std::int16_t upper = 0;

    static std::uint64_t tagOf(std::uint64_t hash) { return hash >> kLowBits; }
    bool holds(std::uint64_t tag) const
    {
        return tagLow == static_cast<std::uint32_t>(tag) && (tagHigh & 0xFFFFFu) == (tag >> 32) && work() != 0;
    }
    std::uint64_t tag() const { return (std::uint64_t{tagHigh & 0xFFFFFu} << 32) | tagLow; }
    int best() const
    {
        const int b = static_cast<int>((tagHigh >> 20) & 0xF);
        return b == 0xF ? 0xFF : b;
    }
    std::uint8_t work() const { return static_cast<std::uint8_t>(tagHigh >> 24); }
    void set(std::uint64_t tag, int lo, int up, int bestHouse, std::uint8_t w)
    {
        tagLow = static_cast<std::uint32_t>(tag);
        tagHigh = static_cast<std::uint32_t>(tag >> 32) | (static_cast<std::uint32_t>(bestHouse == 0xFF ? 0xF : bestHouse) << 20)
            | (static_cast<std::uint32_t>(w) << 24);
        lower = static_cast<std::int16_t>(lo);
        upper = static_cast<std::int16_t>(up);
    }
};
static_assert(sizeof(PackedEntry) == 12);

/**
 * A table that grows with the solve: it reserves address space for its
 * largest size but starts at kStartBytes, and doubles (in place, within the
 * reservation) whenever half its entries are in use, until the largest
 * size. Untouched pages cost no memory, so a small solve stays small and a
 * big one gets the whole size. find() copies what it finds, so that a
 * store that grows the table never leaves a caller holding a moved entry.
 */
class TranspositionTable {
public:
    static constexpr int kWays = 5; // one cache line per bucket
    static constexpr std::size_t kStartBytes = std::size_t{4} << 20;

    explicit TranspositionTable(std::size_t megabytes) { resize(megabytes); }
    ~TranspositionTable() { release(); }
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    /// Empties the table and sets its largest size (it starts small again).
    void resize(std::size_t megabytes)
    {
        release();
        std::size_t buckets = std::size_t{1} << PackedEntry::kLowBits; // 256 KB at least
        while ((buckets * 2) * sizeof(Bucket) <= megabytes * 1024 * 1024)
            buckets *= 2;
        // Anonymous pages come zeroed (empty entries) and cost nothing until
        // touched; huge pages spare the TLB misses of a table much larger
        // than the caches.
        m_reserved = buckets * sizeof(Bucket);
        void* memory = ::mmap(nullptr, m_reserved, PROT_READ | PROT_WRITE,
                              MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (memory == MAP_FAILED)
            throw std::bad_alloc();
        ::madvise(memory, m_reserved, MADV_HUGEPAGE);
        m_buckets = static_cast<Bucket*>(memory);
        m_maxMask = buckets - 1;
        m_mask = std::min(buckets, std::max<std::size_t>(kStartBytes / sizeof(Bucket), 1)) - 1;
        m_used = 0;
        m_megabytes = megabytes;
    }
    /// The largest size asked for.
    std::size_t megabytes() const { return m_megabytes; }
    /// The bytes in use now (those of its current size).
    std::size_t bytes() const { return (m_mask + 1) * sizeof(Bucket); }

    /// Empties the table and gives its memory back (it starts small again).
    void clear() { resize(m_megabytes); }

    /// The hash the table files `key` by: the *Hashed() calls take it, so
    /// that a search computes it once for a prefetch, a find and a store.
    static std::uint64_t hashOf(std::uint64_t key) { return mix64(key); }

    /// Starts loading the bucket of `key` into the cache (a find soon after is cheap).
    void prefetch(std::uint64_t key) const { prefetchHashed(hashOf(key)); }
    void prefetchHashed(std::uint64_t hash) const { __builtin_prefetch(&m_buckets[hash & m_mask]); }

    /// The bounds known for `key`, if any.
    bool find(std::uint64_t key, TableEntry& out) const { return findHashed(hashOf(key), out); }
    bool findHashed(std::uint64_t hash, TableEntry& out) const
    {
        const std::uint64_t tag = PackedEntry::tagOf(hash);
        const Bucket& b = m_buckets[hash & m_mask];
        for (const PackedEntry& e : b.e) {
            if (e.holds(tag)) {
                out.lower = e.lower;
                out.upper = e.upper;
                out.best = e.best();
                return true;
            }
        }
        return false;
    }

    /// Keeps bounds [lower, upper] (merged with any known for the key).
    void store(std::uint64_t key, int lower, int upper, int best, std::uint64_t nodes)
    {
        storeHashed(hashOf(key), lower, upper, best, nodes);
    }
    void storeHashed(std::uint64_t hash, int lower, int upper, int best, std::uint64_t nodes)
    {
        const std::uint64_t tag = PackedEntry::tagOf(hash);
        Bucket* b = &m_buckets[hash & m_mask];
        PackedEntry* slot = nullptr;
        for (PackedEntry& e : b->e) {
            if (e.holds(tag)) {
                slot = &e;
                break;
            }
        }
        std::uint8_t work = workOf(nodes);
        if (slot) { // the same board: keep what was known too
            lower = std::max<int>(lower, slot->lower);
            upper = std::min<int>(upper, slot->upper);
            if (best == 0xFF)
                best = slot->best();
            work = std::max(work, slot->work());
        } else {
            if (m_mask < m_maxMask && m_used >= (m_mask + 1) * kWays / 2) {
                grow();
                b = &m_buckets[hash & m_mask];
            }
            // An empty entry (work 0), else the one that cost the least work.
            slot = &b->e[0];
            for (PackedEntry& e : b->e)
                if (e.work() < slot->work())
                    slot = &e;
            if (slot->work() == 0)
                ++m_used;
        }
        slot->set(tag, lower, upper, best, work);
    }

private:
    static std::uint8_t workOf(std::uint64_t nodes)
    {
        std::uint8_t w = 1;
        while (nodes > 1) {
            nodes >>= 1;
            ++w;
        }
        return w;
    }

    /// Doubles the buckets: an entry of bucket i stays there or moves to
    /// bucket i + the old count (the next bit of its hash), in the same way.
    void grow()
    {
        const std::size_t old = m_mask + 1;
        m_mask = 2 * old - 1;
        const int bit = std::countr_zero(old) - PackedEntry::kLowBits; // old's bit in the tag
        for (std::size_t i = 0; i < old; ++i) {
            for (int w = 0; w < kWays; ++w) {
                PackedEntry& e = m_buckets[i].e[w];
                if (e.work() != 0 && ((e.tag() >> bit) & 1)) {
                    m_buckets[i + old].e[w] = e;
                    e = PackedEntry{};
                }
            }
        }
    }

    void release()
    {
        if (m_buckets)
            ::munmap(m_buckets, m_reserved);
        m_buckets = nullptr;
    }

    struct alignas(64) Bucket {
        PackedEntry e[kWays];
    };
    static_assert(sizeof(PackedEntry) * kWays <= 64);
    Bucket* m_buckets = nullptr;
    std::size_t m_reserved = 0;
    std::size_t m_mask = 0;    ///< buckets in use - 1
    std::size_t m_maxMask = 0; ///< buckets reserved - 1
    std::size_t m_used = 0;    ///< entries holding a board
    std::size_t m_megabytes = 0;
};

} // namespace mancala::solver
