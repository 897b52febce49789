// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/rule_id.h"
#include "mancala/step.h"
#include "mancala/types.h"

#include <array>

namespace mancala {

namespace {
constexpr std::array<std::string_view, kVariantCount> kVariantIds = {
    "kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"};

constexpr std::array<std::string_view, 53> kRuleNames = {
    "",
    "G1", "G2", "G3",
    "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9",
    "Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9", "Q10", "Q11",
    "M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9", "M10", "M11",
    "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8",
    "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10",
};
static_assert(kRuleNames.size() == static_cast<std::size_t>(RuleId::E10) + 1);

constexpr std::array<std::string_view, 27> kStepNames = {
    "pick-up", "drop", "skip", "capture", "make-walda", "make-ekwarna", "make-bull",
    "make-jen", "eat", "offer", "take", "leave", "choose-continue", "choose-direction",
    "distribute", "race-choice", "race-tick", "race-won", "lot", "pass", "extra-turn",
    "swap", "sweep", "round-end", "redistribute", "new-round", "game-end",
};
static_assert(kStepNames.size() == static_cast<std::size_t>(StepKind::GameEnd) + 1);
} // namespace

std::string_view variantId(Variant v) { return kVariantIds[static_cast<std::size_t>(v)]; }

bool variantFromId(std::string_view id, Variant& out)
{
    for (std::size_t i = 0; i < kVariantIds.size(); ++i) {
        if (kVariantIds[i] == id) {
            out = static_cast<Variant>(i);
            return true;
        }
    }
    return false;
}

std::string_view sideName(Side s) { return s == Side::South ? "south" : "north"; }

std::string_view ruleIdName(RuleId id) { return kRuleNames[static_cast<std::size_t>(id)]; }

std::string_view stepKindName(StepKind k) { return kStepNames[static_cast<std::size_t>(k)]; }

} // namespace mancala
