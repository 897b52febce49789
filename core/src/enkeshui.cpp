// SPDX-License-Identifier: GPL-3.0-or-later
// Placeholder until this rule set is implemented: no legal decision.

#include "variant_ops.h"

namespace mancala::detail {

namespace {
void start(Position& p) { p.phase = Phase::Play; }
void candidates(const Position&, DecisionList&) {}
bool apply(Position&, const Decision&, StepList*) { return false; }
std::string whyIllegal(const Position&, const Decision&, RuleId*) { return "Not implemented yet."; }
} // namespace

const VariantOps& enkeshuiOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, false};
    return ops;
}

} // namespace mancala::detail
