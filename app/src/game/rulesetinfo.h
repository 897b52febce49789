// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/// @brief The rule set of the game on the board as the screen needs it: its
/// id and name, the size of the board and what its ends hold.
class RuleSetInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the rule set's description.")
    Q_PROPERTY(QString variant READ variant NOTIFY changed)
    /// The rule set's name in the language in use.
    Q_PROPERTY(QString variantName READ variantName NOTIFY changed)
    /// Holes in a row.
    Q_PROPERTY(int houses READ houses NOTIFY changed)
    /// Kalah's stores are holes of the ring.
    Q_PROPERTY(bool hasStores READ hasStores NOTIFY changed)
    /// The ends of the board hold seeds: Kalah's stores, the tallies of the
    /// captures of Keren, Mewelad and Enkeshui. Qelat of the Beni Amir keeps
    /// its takings in the waldas: it has neither.
    Q_PROPERTY(bool hasTrays READ hasTrays NOTIFY changed)

public:
    explicit RuleSetInfo(const GameController& game, QObject* parent = nullptr);

    QString variant() const;
    QString variantName() const;
    int houses() const;
    bool hasStores() const;
    bool hasTrays() const;

signals:
    /// Another game, or the same in another language.
    void changed();

private:
    const GameController& m_game;
};

} // namespace mancala::app
