// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/evaluation.h"

namespace mancala::ai {

namespace {

/// Seeds lying in plain (unmarked) holes, per owner of the hole.
std::array<int, 2> plainSeedsByOwner(const Position& p)
{
    std::array<int, 2> s{0, 0};
    for (int i = 0; i < p.ring(); ++i)
        if (p.mark[i] == Mark::None || p.mark[i] == Mark::Jen || p.mark[i] == Mark::LeftFour)
            s[index(p.owner[i])] += p.seeds[i];
    return s;
}

/// Seeds per row (Kalah and Enkeshui own rows, not holes).
std::array<int, 2> plainSeedsByRow(const Position& p)
{
    std::array<int, 2> s{0, 0};
    for (int i = 0; i < p.ring(); ++i)
        if (p.mark[i] == Mark::None)
            s[index(p.rowOf(i))] += p.seeds[i];
    return s;
}

/// Marked holes and holes to sow from, per side (the weights that are not 0).
Value structure(const Position& p, const EvalWeights& w)
{
    Value markWeight[6] = {};
    const bool holesOwned = p.variant() == Variant::QelatKeren || p.variant() == Variant::Mewelad;
    switch (p.variant()) {
    case Variant::QelatKeren: markWeight[static_cast<int>(Mark::Ekwarna)] = w.kerenEkwarna; break;
    case Variant::Mewelad:
        markWeight[static_cast<int>(Mark::Ekwarna)] = w.meweladEkwarna;
        markWeight[static_cast<int>(Mark::Jen)] = w.meweladJen;
        break;
    case Variant::Enkeshui: markWeight[static_cast<int>(Mark::Bull)] = w.enkeshuiBull; break;
    default: break;
    }
    const Value mobility = w.mobility[static_cast<std::size_t>(p.variant())];
    Value south = 0;
    for (int i = 0; i < p.ring(); ++i) {
        const Mark m = p.mark[i];
        if (m == Mark::None || m == Mark::LeftFour || m == Mark::Jen) {
            if (p.seeds[i] > 0) {
                const Side side = holesOwned ? p.owner[i] : p.rowOf(i);
                south += side == Side::South ? mobility : -mobility;
            }
        }
        if (m != Mark::None) {
            const Value v = markWeight[static_cast<int>(m)];
            south += p.markOwner[i] == Side::South ? v : -v;
        }
    }
    return south;
}

bool structureWeighed(const Position& p, const EvalWeights& w)
{
    if (w.mobility[static_cast<std::size_t>(p.variant())] != 0)
        return true;
    switch (p.variant()) {
    case Variant::QelatKeren: return w.kerenEkwarna != 0;
    case Variant::Mewelad: return w.meweladEkwarna != 0 || w.meweladJen != 0;
    case Variant::Enkeshui: return w.enkeshuiBull != 0;
    default: return false;
    }
}

/// Enkeshui for South, in one pass over the holes: the scores (tallies and
/// bulls), the row seeds (E9), the bulls and the holes to sow from.
Value enkeshuiValue(const Position& p, const EvalWeights& w)
{
    const Value mobility = w.mobility[static_cast<std::size_t>(Variant::Enkeshui)];
    Value scores = p.store[0] - p.store[1];
    Value rows = 0;
    Value extra = 0;
    for (int i = 0; i < p.ring(); ++i) {
        const int seeds = p.seeds[i];
        if (p.mark[i] == Mark::None) {
            const bool south = i < p.houses();
            rows += south ? seeds : -seeds;
            if (seeds > 0)
                extra += south ? mobility : -mobility;
        } else if (p.mark[i] == Mark::Bull) { // Enkeshui's only mark
            const bool south = p.markOwner[i] == Side::South;
            scores += south ? seeds : -seeds; // a bull's seeds are its owner's (score())
            extra += south ? w.enkeshuiBull : -w.enkeshuiBull;
        }
    }
    return scores * kSeed + rows * w.enkeshuiRowSeed + extra;
}

/// Qelat for South, in one pass over the holes: the waldas' seeds (Q9) and
/// the waldas themselves (Q7), and the holes to sow from (Q2).
Value qelatValue(const Position& p, const EvalWeights& w)
{
    const Value mobility = w.mobility[static_cast<std::size_t>(Variant::Qelat)];
    Value scores = p.store[0] - p.store[1];
    Value extra = 0;
    for (int i = 0; i < p.ring(); ++i) {
        const int seeds = p.seeds[i];
        if (p.mark[i] == Mark::None) {
            if (seeds > 0)
                extra += i < p.houses() ? mobility : -mobility;
        } else if (p.mark[i] == Mark::Walda) { // Qelat's only mark
            const bool south = p.markOwner[i] == Side::South;
            scores += south ? seeds : -seeds;
            extra += south ? w.qelatWalda : -w.qelatWalda;
        }
    }
    return scores * kSeed + extra;
}

} // namespace

EvalWeights& evalWeights()
{
    static EvalWeights weights;
    return weights;
}

Value finalValue(const Position& p, Side me)
{
    if (p.quietStop && p.outcome == Outcome::Draw)
        return 0; // G2 `quiet-end=draw`: drawn, not scored
    const auto s = score(p);
    const int diff = s[0] - s[1];
    return (me == Side::South ? diff : -diff) * kSeed;
}

Value evaluate(const Position& p, Side me)
{
    // One pass over the holes for the rule sets whose terms all fit in it.
    if (p.variant() == Variant::Enkeshui)
        return me == Side::South ? enkeshuiValue(p, evalWeights()) : -enkeshuiValue(p, evalWeights());
    if (p.variant() == Variant::Qelat)
        return me == Side::South ? qelatValue(p, evalWeights()) : -qelatValue(p, evalWeights());
    const auto s = score(p);
    const EvalWeights& w = evalWeights();
    Value south = 0; // South's advantage
    switch (p.variant()) {
    case Variant::Kalah: {
        const auto rows = plainSeedsByRow(p);
        south = (s[0] - s[1]) * kSeed + (rows[0] - rows[1]) * w.kalahHouseSeed;
        break;
    }
    case Variant::Qelat: // evaluated above
        break;
    case Variant::QelatKeren:
    case Variant::Mewelad: {
        const auto held = plainSeedsByOwner(p);
        const Value weight = p.variant() == Variant::Mewelad ? w.meweladHeldSeed : w.heldSeed;
        south = (s[0] - s[1]) * kSeed + (held[0] - held[1]) * weight;
        break;
    }
    case Variant::Enkeshui: // evaluated above
        break;
    }
    if (p.variant() != Variant::Kalah && structureWeighed(p, w))
        south += structure(p, w);
    return me == Side::South ? south : -south;
}

} // namespace mancala::ai
