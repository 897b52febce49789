// SPDX-License-Identifier: GPL-3.0-or-later
// `mancala-cli egdb build --variant qelat`: the Qelat endgame database (mancala/qelat_endgame.h).

#include "solve.h"

#include "mancala/endgame.h"
#include "mancala/json.h"
#include "mancala/qelat_endgame.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

namespace mancala::cli {

namespace {

constexpr int kExitUsage = 2;
constexpr int kExitFailed = 1;
constexpr int kDefaultQelatSeeds = 8;

} // namespace

int runQelatDatabaseBuild(const DatabaseBuildRequest& request)
{
    const Rules& rules = request.rules;
    if (const std::string why = QelatEndgame::supports(rules); !why.empty()) {
        std::fprintf(stderr, "mancala-cli: %s\n", why.c_str());
        return kExitUsage;
    }
    const int seeds = request.seeds >= 0 ? request.seeds : kDefaultQelatSeeds;
    const std::string folder = request.folder.empty() ? EndgameDatabase::defaultFolder() : request.folder;
    if (folder.empty()) {
        std::fprintf(stderr, "mancala-cli: no cache folder: set XDG_CACHE_HOME or HOME, or give --folder\n");
        return kExitUsage;
    }
    std::error_code ignored;
    std::filesystem::create_directories(folder, ignored);
    const std::string path = folder + "/" + QelatEndgame::fileName(rules, seeds);
    const std::uint64_t entries = QelatEndgame::entries(rules, seeds);
    std::fprintf(stderr, "egdb: %s: %llu positions (%.0f MB in memory while it is built, a file of %.0f MB)\n",
                 path.c_str(), static_cast<unsigned long long>(entries),
                 static_cast<double>(QelatEndgame::buildMemory(rules, seeds)) / 1e6,
                 static_cast<double>(QelatEndgame::fileSize(rules, seeds)) / 1e6);
    const auto t0 = std::chrono::steady_clock::now();
    auto elapsed = [&t0] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    auto bar = [&](int done, int total) {
        if (request.progressBar)
            std::fprintf(stderr, "\regdb: %d of %d seed counts, %6.0f s", done, total, elapsed());
    };
    QelatEndgame database;
    const std::string err = database.build(rules, seeds, path, nullptr, bar);
    const double seconds = elapsed();
    if (request.progressBar)
        std::fputc('\n', stderr);
    if (!err.empty()) {
        std::fprintf(stderr, "mancala-cli: %s\n", err.c_str());
        return kExitFailed;
    }
    std::printf("{\"path\": %s, \"seeds\": %d, \"positions\": %llu, \"seconds\": %.1f, \"quiet plies needed\": %d}\n",
                jsonString(path).c_str(), seeds, static_cast<unsigned long long>(entries), seconds,
                database.quietPliesNeeded(seeds));
    return 0;
}

} // namespace mancala::cli
