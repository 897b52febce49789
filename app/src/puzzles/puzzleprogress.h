// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mancala::app {

/**
 * @brief The player's puzzle progress of each rule set, kept in the
 * settings (openSettings(), settings/appsettings.h) under
 * `puzzles/<rule set>/solved` (the ids solved, each once) and
 * `puzzles/<rule set>/streak` (right answers in a row, first tries only).
 */
namespace PuzzleProgress {

QStringList solved(const QString& variant);
int streak(const QString& variant);
/// A right answer: the puzzle is solved; a first try adds to the streak.
void recordRight(const QString& variant, const QString& id, bool firstTry);
/// A wrong answer (or the answer shown): the streak starts again.
void breakStreak(const QString& variant);

} // namespace PuzzleProgress

} // namespace mancala::app
