// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/**
 * @brief How the game on show ended: the winner and the rule that ended it,
 * in words (docs/rules.md: G2 the quiet move limit, G3 a repeated round, or
 * the rule set's own end: K5/K8, Q8, M10, W7, E9). Empty while the game goes on.
 */
class GameEnding : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the game's ending.")
    /// 0 South, 1 North, -1 a draw or not over.
    Q_PROPERTY(int winner READ winner NOTIFY changed)
    /// G2: the game was stopped by the quiet move limit (drawn or scored by `quiet-end`).
    Q_PROPERTY(bool stoppedByQuietLimit READ stoppedByQuietLimit NOTIFY changed)
    /// The id of the rule that ended the game ("G3", "K5"...), "" while it goes on.
    Q_PROPERTY(QString rule READ rule NOTIFY changed)
    /// That rule in words, in the language in use, ending with its id when
    /// the rule numbers show (RuleNumbers): "" while the game goes on.
    Q_PROPERTY(QString reason READ reason NOTIFY changed)

public:
    explicit GameEnding(const GameController& game, QObject* parent = nullptr);

    int winner() const;
    bool stoppedByQuietLimit() const;
    QString rule() const;
    QString reason() const;

signals:
    void changed();

private:
    QString reasonWithRuleIds() const;

    const GameController& m_game;
};

} // namespace mancala::app
