// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: whole games from bytes. Input: a rules line (every rule set
// and house rule), a line with a position string or `-` for the start, then
// bytes that choose decisions: a legal one by index, or an arbitrary one
// (mostly illegal), or an E8 distribution. After every step: seeds
// conserved, checkConsistency() empty, the position string round-trips and
// every legal decision is accepted (checkPosition()); a refused decision
// changes nothing; an accepted one was listed (or is a distribution); every
// decision token reads back to the decision.

#include "fuzz_support.h"

namespace {

using namespace fuzz;

struct Bytes {
    std::string_view data;
    std::size_t at = 0;
    bool empty() const { return at >= data.size(); }
    std::uint8_t next() { return at < data.size() ? static_cast<std::uint8_t>(data[at++]) : 0; }
};

/// Any decision, in the form the engine lists decisions (only the fields its kind uses).
Decision arbitrary(Bytes& in)
{
    const auto kind = static_cast<DecisionKind>(in.next() % 8);
    const int byte = in.next();
    const int hole = byte < 200 ? byte % 30 - 3 : byte - 200 + 95; // holes, -3..-1, stores and beyond
    switch (kind) {
    case DecisionKind::Sow: return Decision::sow(hole);
    case DecisionKind::Continue: return Decision::continueFrom(hole);
    case DecisionKind::Direction: return Decision::direction((byte & 1) ? Direction::Cw : Direction::Ccw);
    case DecisionKind::Take: return Decision::take();
    case DecisionKind::Leave: return Decision::leave();
    case DecisionKind::Pass: return Decision::pass();
    case DecisionKind::Swap: return Decision::swap();
    case DecisionKind::Distribute: break;
    }
    Decision d;
    d.kind = DecisionKind::Distribute;
    for (auto& c : d.counts)
        c = in.next() % 12;
    return d;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    Rules rules;
    if (!rulesFromLine(takeLine(text), rules))
        return 0;
    const std::string_view setup = takeLine(text);
    Position p = startPosition(rules, size);
    if (setup != "-" && !fromPositionString(setup, rules, p).empty())
        return 0;
    checkPosition(p, "start");
    Bytes in{text};
    for (int step = 0; step < 600 && !in.empty() && !p.over(); ++step) {
        const std::uint8_t op = in.next();
        DecisionList list;
        legalDecisions(p, list);
        const Position before = p;
        Decision d;
        bool accepted = false;
        if (op < 160) {
            d = list[op % list.size()];
            accepted = apply(p, d);
            if (!accepted)
                fail("the legal decision " + formatDecision(before, d) + " is refused in " + toPositionString(before));
        } else {
            if (op < 176) {
                std::uint64_t state = in.next() * 0x9E3779B97F4A7C15ull + step;
                if (!sampleDistribution(p, state, d))
                    continue;
            } else {
                d = arbitrary(in);
            }
            accepted = apply(p, d);
        }
        if (const std::string why = checkTriedDecision(before, d, accepted, p); !why.empty())
            fail(why);
        if (!accepted)
            continue;
        checkPosition(p, "after a decision");
    }
    return 0;
}
