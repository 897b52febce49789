// SPDX-License-Identifier: GPL-3.0-or-later
// What one random read costs in a region of memory the size of the
// solver's table (huge pages asked for, as the table does), and how much
// of it is the translation of the address: each read depends on the one
// before, and with --near every second read lands in the same 4 KB (or,
// with --near-huge, 2 MB) page as the one before. docs/benchmarks.md,
// "Speed, fourth round".

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <sys/mman.h>

int main(int argc, char** argv)
{
    std::size_t megabytes = 1024;
    std::size_t nearMask = 0; // 0: every read anywhere in the region
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--megabytes" && i + 1 < argc) {
            megabytes = std::strtoull(argv[++i], nullptr, 10);
        } else if (a == "--near") {
            nearMask = 4095;
        } else if (a == "--near-huge") {
            nearMask = (std::size_t{2} << 20) - 1;
        } else {
            std::fprintf(stderr, "usage: mancala-memory-latency [--megabytes MB] [--near | --near-huge]\n");
            return 2;
        }
    }
    const std::size_t bytes = megabytes << 20;
    if (bytes < (std::size_t{4} << 20)) {
        std::fprintf(stderr, "mancala-memory-latency: at least 4 MB\n");
        return 2;
    }
    void* memory = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        std::fprintf(stderr, "mancala-memory-latency: cannot map %zu MB\n", megabytes);
        return 1;
    }
    ::madvise(memory, bytes, MADV_HUGEPAGE);
    auto* p = static_cast<unsigned char*>(memory);
    std::memset(p, 1, bytes);

    constexpr std::size_t kReads = 20'000'000;
    std::uint64_t x = 88172645463325252ULL; // xorshift
    std::uint64_t sum = 0;
    std::size_t last = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < kReads; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        std::size_t at = (x % (bytes / 64)) * 64;
        if (nearMask && (i & 1))
            at = (last & ~nearMask) | ((x >> 20) & nearMask & ~std::size_t{63});
        at += sum & 1; // the next address waits for this read
        last = at;
        sum += p[at];
    }
    const double ns = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() * 1e9 / kReads;
    std::printf("%zu MB%s: %.1f ns a read (checksum %llu)\n", megabytes,
                nearMask == 4095 ? ", every second read in the same 4 KB page"
                                 : nearMask ? ", every second read in the same 2 MB page" : "",
                ns, static_cast<unsigned long long>(sum));
    return 0;
}
