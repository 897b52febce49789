// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/types.h"

#include <QString>

namespace mancala::app {

/**
 * @brief The picker's words for the house rules, in the language of the
 * moment: one row per house rule id of the core's table
 * (core/src/rules/houserules.cpp), which holds everything else about them.
 */
namespace HouseRuleTexts {

/// The title of a house rule; empty when the table has no row for it.
QString title(const QString& id);
/// What the house rule changes in a rule set.
QString sentence(const QString& id, Variant v);
/// The picker's control for it when it has its own ("houses", "seeds"), else empty.
QString control(const QString& id);
/// What a value of a choice is called; the value itself when it has no name.
QString valueTitle(const QString& id, const QString& value);
/// What a value of a choice means; empty when its title says it all.
QString valueSentence(const QString& id, const QString& value);

} // namespace HouseRuleTexts

} // namespace mancala::app
