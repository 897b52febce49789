// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace mancala {

/// @brief Every rule id of docs/rules.md; steps and explanations name one of these.
enum class RuleId : std::uint8_t {
    None,
    G1, G2, G3,
    K1, K2, K3, K4, K5, K6, K7, K8, K9,
    Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8, Q9, Q10, Q11,
    M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11,
    W1, W2, W3, W4, W5, W6, W7, W8,
    E1, E2, E3, E4, E5, E6, E7, E8, E9, E10,
};

/// "K4", "Q10", ... ("" for None).
std::string_view ruleIdName(RuleId id);

} // namespace mancala
