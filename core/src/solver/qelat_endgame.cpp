// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/qelat_endgame.h"

#include "mancala/position.h"
#include "solver/huge_buffer.h"
#include "solver/qelat_layout.h"
#include "solver/qelat_level.h"

#include <algorithm>
#include <memory>
#include <string>

namespace mancala {

using namespace solver;

namespace {

constexpr std::uint8_t kWholeLimit = 255; ///< m_from: the value holds only with the whole limit left

/// `p` seen from its side to move.
QelatState stateOf(const Position& p)
{
    QelatState s;
    const int m = p.houses();
    const int n = p.ring();
    const int turn = p.toMove == Side::South ? 0 : m;
    for (int h = 0; h < n; ++h) {
        const int at = (h + turn) % n;
        if (p.mark[at] == Mark::Walda) {
            s.walda[h] = p.markOwner[at] == p.toMove ? kMoverWalda : kOtherWalda;
            continue;
        }
        s.seeds[h] = p.seeds[at];
    }
    if (p.forbidden != kNoPlace)
        s.bar = (p.forbidden - turn + n) % n;
    return s;
}

} // namespace

std::string QelatEndgame::supports(const Rules& rules)
{
    if (rules.variant != Variant::Qelat)
        return "The Qelat endgame database plays Qelat (Beni Amir & Mensa) only.";
    if (rules.quietEnd != QuietEnd::Score)
        return "The Qelat endgame database plays quiet-end=score only: a game the quiet-move limit (G2) stops "
               "as a draw is not worth its waldas.";
    if (rules.quietLimit <= 0)
        return "The Qelat endgame database needs a quiet-move limit (G2): without one a game can go round forever.";
    if (rules.houses < 3 || rules.houses > kMaxRow)
        return "The Qelat endgame database plays 3 to 12 houses a side.";
    return {};
}

int QelatEndgame::seedsInPlay(const Position& p)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        if (p.mark[i] != Mark::Walda)
            n += p.seeds[i];
    return n;
}

std::string QelatEndgame::fileName(const Rules& rules, int seeds)
{
    std::string name = "qelat-" + std::to_string(rules.houses);
    if (rules.waldaHoles == WaldaHoles::Corners)
        name += "-corners";
    if (rules.skipWaldas)
        name += "-skip";
    if (!rules.antiRepetition)
        name += "-repeat";
    return name + "-q" + std::to_string(rules.quietLimit) + "-s" + std::to_string(seeds) + ".qegdb";
}

std::uint64_t QelatEndgame::entries(const Rules& rules, int seeds)
{
    return QelatLayout(qelatGameOf(rules), seeds).total();
}

std::string QelatEndgame::compute(const Rules& rules, int seeds, const std::atomic<bool>* stop,
                                  const Progress& progress)
{
    if (std::string why = supports(rules); !why.empty())
        return why;
    if (seeds < 0 || seeds > 127)
        return "The seeds in play must be from 0 to 127.";
    auto layout = std::make_shared<const QelatLayout>(qelatGameOf(rules), seeds);
    struct Values {
        HugeBuffer<std::int8_t> gain;
        HugeBuffer<std::uint8_t> from;
    };
    auto values = std::make_shared<Values>(Values{HugeBuffer<std::int8_t>(layout->total()),
                                                  HugeBuffer<std::uint8_t>(layout->total())});
    std::vector<std::uint16_t> needed;
    const std::string why = buildQelatLevels(
        *layout, 2 * rules.quietLimit, values->gain.data(), needed,
        [&](int n) { return values->from.data() + layout->levelStart(n); },
        [&](int n) {
            if (progress)
                progress(n + 1, seeds + 1);
            return std::string();
        },
        stop);
    if (!why.empty())
        return why;
    const std::int8_t* gain = values->gain.data();
    const std::uint8_t* from = values->from.data();
    open(rules, seeds, std::move(layout), std::move(values), gain, from, std::move(needed));
    return {};
}

void QelatEndgame::open(const Rules& rules, int seeds, std::shared_ptr<const QelatLayout> layout,
                        std::shared_ptr<const void> storage, const std::int8_t* gain, const std::uint8_t* from,
                        std::vector<std::uint16_t> needed)
{
    m_rules = rules;
    m_seeds = seeds;
    m_layout = std::move(layout);
    m_storage = std::move(storage);
    m_gain = gain;
    m_from = from;
    m_needed = std::move(needed);
}

bool QelatEndgame::suits(const Rules& rules) const
{
    return isOpen() && supports(rules).empty() && rules.houses == m_rules.houses
        && rules.waldaHoles == m_rules.waldaHoles && rules.skipWaldas == m_rules.skipWaldas
        && rules.antiRepetition == m_rules.antiRepetition && rules.quietLimit == m_rules.quietLimit;
}

std::optional<QelatEndgame::Entry> QelatEndgame::entry(const Position& p) const
{
    if (!p.rules || !suits(*p.rules) || p.over() || p.phase != Phase::Play || p.pending != Pending::Turn)
        return std::nullopt;
    const int n = seedsInPlay(p);
    if (n > m_seeds)
        return std::nullopt;
    const std::uint64_t at = m_layout->index(stateOf(p), n);
    if (at == ~std::uint64_t{0})
        return std::nullopt;
    const int from = m_from[at];
    return Entry{m_gain[at], from == kWholeLimit ? 2 * m_rules.quietLimit : from};
}

std::optional<int> QelatEndgame::value(const Position& p) const
{
    const auto e = entry(p);
    if (!e || 2 * m_rules.quietLimit - p.quietPlies < e->quietPlies)
        return std::nullopt;
    const auto s = score(p);
    const int lead = p.toMove == Side::South ? s[0] - s[1] : s[1] - s[0];
    return lead + e->gain;
}

} // namespace mancala
