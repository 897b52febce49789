// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/position.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The position being set up (Game ▸ Set up position), kept in the
 * settings after every change, so that the editor comes back with its board
 * after a quit or a crash.
 *
 * A draft belongs to the game it was opened on (`game`: that game's named
 * position string): it comes back only over the same game, which the
 * autosave restores first. Kept whole, checked or not: the rule set and
 * its house rules (the editor may have changed them), seeds, stores, marks
 * and their owners, hole owners, the side to move and the round.
 */
class EditorDraft : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit EditorDraft(QObject* parent = nullptr) : QObject(parent) {}

    /// A draft is waiting to be opened again (the window opens the editor for it).
    Q_INVOKABLE static bool waiting();

    static void save(const Position& edited, const QString& game);
    /// The rules of the draft made over `game`; false (`out` unchanged) when there is none.
    static bool readRules(const QString& game, Rules& out);
    /// The draft over `base` (a position of the draft's rules) when it was made over `game`.
    static bool read(const Position& base, const QString& game, Position& out);
    static void forget();
};

} // namespace mancala::app
