// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect play in Qelat (mancala/qelat_perfect.h): the database the Perfect
// level, the hints and the analysis share, each decision's exact value from
// it, and the Perfect level's decision (the database's, else the search's
// with the database at its nodes).

#include "mancala/qelat_perfect.h"

#include "mancala/endgame.h"
#include "mancala/engine.h"
#include "mancala/search.h"
#include "rules/variant_ops.h"
#include "search/perfect.h"

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <set>

namespace mancala {

namespace {

/// The database shared by the Perfect level, the hints and the analysis.
struct QelatDatabases {
    std::mutex lock;
    std::shared_ptr<const QelatEndgame> open;
    bool onDemand = false;
    bool enabled = true;         ///< setPerfectPlayDatabases(): off, no database is read or made
    std::string folder;          ///< empty: EndgameDatabase::defaultFolder()
    std::set<std::string> tried; ///< rule sets found or computed on demand already (not tried again)
};

QelatDatabases& qelatDatabases()
{
    static QelatDatabases d;
    return d;
}

int finalDifference(const Position& over, Side me)
{
    const auto s = score(over);
    return me == Side::South ? s[0] - s[1] : s[1] - s[0];
}

} // namespace

QelatDatabaseFound findOrBuildQelatDatabase(const Rules& rules, const std::string& folder, int seeds,
                                            const std::atomic<bool>* stop, const QelatEndgame::Progress& progress)
{
    QelatDatabaseFound found;
    if (std::string why = QelatEndgame::supports(rules); !why.empty()) {
        found.error = why;
        return found;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!folder.empty()) {
        for (int k = std::max(kQelatLargestFile, seeds); k >= seeds; --k) {
            const std::string path = folder + "/" + QelatEndgame::fileName(rules, k);
            if (!fs::exists(path, ec))
                continue;
            auto db = std::make_shared<QelatEndgame>();
            const std::string why = db->load(path);
            if (why.empty() && db->suits(rules)) {
                found.database = std::move(db);
                return found;
            }
            // Kept aside for whoever wants to look at it; the name is free for a good one.
            fs::rename(path, path + ".refused", ec);
            found.refused = path + ": " + (why.empty() ? "its rules are not these" : why);
        }
    }
    auto db = std::make_shared<QelatEndgame>();
    if (std::string why = db->compute(rules, seeds, stop, progress); !why.empty()) {
        found.error = why;
        return found;
    }
    found.database = db;
    if (!folder.empty()) {
        fs::create_directories(folder, ec);
        found.error = db->save(folder + "/" + QelatEndgame::fileName(rules, seeds));
    }
    return found;
}

void setQelatPerfectDatabase(std::shared_ptr<const QelatEndgame> database)
{
    QelatDatabases& d = qelatDatabases();
    std::lock_guard hold(d.lock);
    d.open = std::move(database);
}

void setQelatDatabaseOnDemand(bool on)
{
    QelatDatabases& d = qelatDatabases();
    std::lock_guard hold(d.lock);
    d.onDemand = on;
}

std::shared_ptr<const QelatEndgame> qelatPerfectDatabase(const Rules& rules)
{
    QelatDatabases& d = qelatDatabases();
    std::lock_guard hold(d.lock);
    if (d.enabled && d.open && d.open->suits(rules))
        return d.open;
    return {};
}

std::optional<std::vector<QelatExactDecision>> qelatExactDecisions(const QelatEndgame& database, const Position& p)
{
    if (!database.value(p))
        return std::nullopt;
    const int inPlay = QelatEndgame::seedsInPlay(p);
    DecisionList list;
    legalDecisions(p, list);
    std::vector<QelatExactDecision> out;
    for (const Decision& d : list) {
        Position child = p;
        if (!apply(child, d))
            return std::nullopt;
        QelatExactDecision exact{d, 0, 0};
        if (child.over()) {
            exact.value = finalDifference(child, p.decider);
        } else {
            const auto v = database.value(child);
            if (!v)
                return std::nullopt; // its quiet count leaves too few plies: the search answers
            exact.value = child.decider == p.decider ? *v : -*v;
            if (QelatEndgame::seedsInPlay(child) == inPlay)
                exact.pliesToConvert = 1 + database.entry(child)->quietPlies;
        }
        out.push_back(exact);
    }
    std::stable_sort(out.begin(), out.end(), [](const QelatExactDecision& a, const QelatExactDecision& b) {
        return a.value != b.value ? a.value > b.value : a.pliesToConvert < b.pliesToConvert;
    });
    return out;
}

std::optional<std::vector<QelatExactDecision>> qelatExactDecisions(const Position& p, const std::atomic<bool>* stop)
{
    if (!p.rules || p.variant() != Variant::Qelat || QelatEndgame::seedsInPlay(p) > kQelatLargestFile)
        return std::nullopt; // no database file holds it: none is looked for or built yet
    const auto database = ai::qelatDatabaseOnDemand(*p.rules, stop);
    if (!database)
        return std::nullopt;
    return qelatExactDecisions(*database, p);
}

bool qelatDeadDraw(const QelatEndgame& database, const Position& p)
{
    const auto e = database.entry(p);
    return e && e->gain == 0 && database.value(p).has_value();
}

namespace ai {

void setQelatDatabaseFolder(bool enabled, const std::string& folder)
{
    QelatDatabases& d = qelatDatabases();
    std::lock_guard hold(d.lock);
    d.enabled = enabled;
    d.folder = folder;
    d.tried.clear();
    if (!enabled)
        d.open.reset();
}

std::shared_ptr<const QelatEndgame> qelatDatabaseOnDemand(const Rules& rules, const std::atomic<bool>* stop)
{
    if (auto db = qelatPerfectDatabase(rules))
        return db;
    QelatDatabases& d = qelatDatabases();
    std::lock_guard hold(d.lock); // a second thread waits for the first one's build
    if (d.open && d.open->suits(rules))
        return d.open;
    const std::string key = QelatEndgame::fileName(rules, kQelatPerfectSeeds);
    if (!d.onDemand || !d.enabled || d.tried.count(key))
        return {};
    const std::string folder = d.folder.empty() ? EndgameDatabase::defaultFolder() : d.folder;
    QelatDatabaseFound found = findOrBuildQelatDatabase(rules, folder, kQelatPerfectSeeds, stop);
    if (!found.database)
        return {}; // stopped (tried again next time) or refused by the rules
    d.tried.insert(key);
    d.open = found.database;
    return d.open;
}

Decision qelatPerfectDecision(const Position& p, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                              const SearchProgress& progress)
{
    if (const auto db = qelatDatabaseOnDemand(*p.rules, stop)) {
        if (const auto exact = qelatExactDecisions(*db, p)) {
            // The value kept, converted in the fewest quiet plies; among those one drawn from the seed.
            const QelatExactDecision& best = exact->front();
            std::size_t ties = 1;
            while (ties < exact->size() && (*exact)[ties].value == best.value
                   && (*exact)[ties].pliesToConvert == best.pliesToConvert)
                ++ties;
            std::uint64_t state = seed ^ (hash(p) * 0xD1B54A32D192ED03ull);
            const std::size_t pick = static_cast<std::size_t>(detail::nextRandom(state) % ties);
            if (progress) {
                SearchInfo info;
                info.value = best.value;
                info.exact = true;
                info.pv = {(*exact)[pick].decision};
                for (const QelatExactDecision& d : *exact)
                    info.decisions.push_back({d.decision, static_cast<double>(d.value), 0, true});
                progress(info);
            }
            return (*exact)[pick].decision;
        }
    }
    // Above the database: Master's search, with the database's exact values at the nodes it holds.
    SearchLimits limits;
    limits.millis = std::max(1, millis);
    limits.stop = stop;
    limits.seed = seed;
    limits.exactEndgames = true;
    return search(p, limits, progress).best;
}

} // namespace ai

} // namespace mancala
