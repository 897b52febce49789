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

int waldas(const Position& p, Side side)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        n += p.mark[i] == Mark::Walda && p.markOwner[i] == side;
    return n;
}

} // namespace

EvalWeights& evalWeights()
{
    static EvalWeights weights;
    return weights;
}

Value finalValue(const Position& p, Side me)
{
    const auto s = score(p);
    const int diff = s[0] - s[1];
    return (me == Side::South ? diff : -diff) * kSeed;
}

Value evaluate(const Position& p, Side me)
{
    const auto s = score(p);
    const EvalWeights& w = evalWeights();
    Value south = 0; // South's advantage
    switch (p.variant()) {
    case Variant::Kalah: {
        const auto rows = plainSeedsByRow(p);
        south = (s[0] - s[1]) * kSeed + (rows[0] - rows[1]) * w.kalahHouseSeed;
        break;
    }
    case Variant::Qelat:
        south = (s[0] - s[1]) * kSeed + (waldas(p, Side::South) - waldas(p, Side::North)) * w.qelatWalda;
        break;
    case Variant::QelatKeren:
    case Variant::Mewelad: {
        const auto held = plainSeedsByOwner(p);
        const Value weight = p.variant() == Variant::Mewelad ? w.meweladHeldSeed : w.heldSeed;
        south = (s[0] - s[1]) * kSeed + (held[0] - held[1]) * weight;
        break;
    }
    case Variant::Enkeshui: {
        const auto rows = plainSeedsByRow(p);
        south = (s[0] - s[1]) * kSeed + (rows[0] - rows[1]) * w.enkeshuiRowSeed;
        break;
    }
    }
    return me == Side::South ? south : -south;
}

} // namespace mancala::ai
