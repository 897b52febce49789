// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/rules.h"
#include "picker/playerlevels.h"

#include <QList>
#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/**
 * @brief The game the picker is about to start: a rule set and its house
 * rules, kept as a core Rules value so that every choice is checked by the
 * core the moment it is made.
 *
 * `houseRules` holds only the house rules that differ from the rule set's
 * defaults, as `name` -> value text: what GameController::newGame() takes and
 * what presets store.
 */
class GameSetup : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString variantId READ variantId WRITE setVariantId NOTIFY changed)
    Q_PROPERTY(QVariantMap houseRules READ houseRules NOTIFY changed)
    Q_PROPERTY(int houses READ houses NOTIFY changed)
    Q_PROPERTY(int seeds READ seeds NOTIFY changed)
    Q_PROPERTY(int filledHoleSeeds READ filledHoleSeeds NOTIFY changed)
    Q_PROPERTY(QString layout READ layout NOTIFY changed)
    Q_PROPERTY(QList<int> startSeeds READ startSeeds NOTIFY changed)
    Q_PROPERTY(int totalSeeds READ totalSeeds NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    Q_PROPERTY(bool playable READ playable NOTIFY changed)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // Who plays each side: 0 a person, 1-6 (7 Perfect, Kalah only) the computer.
    Q_PROPERTY(int southLevel READ southLevel WRITE setSouthLevel NOTIFY playersChanged)
    Q_PROPERTY(int northLevel READ northLevel WRITE setNorthLevel NOTIFY playersChanged)
    /// Both levels: what a preset keeps.
    Q_PROPERTY(mancala::app::PlayerLevels players READ players NOTIFY playersChanged)

public:
    explicit GameSetup(QObject* parent = nullptr);

    QString variantId() const;
    /// Switches to another rule set with its defaults.
    void setVariantId(const QString& id);
    QVariantMap houseRules() const;
    int houses() const { return m_rules.houses; }
    /// The seeds of a uniform layout (the `seeds` house rule; other layouts do not read it).
    int seeds() const { return m_rules.seeds; }
    /**
     * What the start position puts in each hole that is not empty, when
     * every such hole holds the same (4 in a uniform Kalah, 3 in Enkeshui
     * 2x12, E1); 0 when they differ (a drawn layout).
     */
    int filledHoleSeeds() const;
    /// "uniform", "A", "B" or "custom".
    QString layout() const;
    QList<int> startSeeds() const;
    int totalSeeds() const { return m_rules.totalSeeds(); }
    /// Why the setup cannot be played; empty when it can.
    QString reason() const;
    bool playable() const { return reason().isEmpty(); }
    QString lastError() const { return m_lastError; }
    /// The side's level as the rule set offers it (Perfect outside Kalah reads as Master).
    int level(int side) const;
    int southLevel() const { return level(0); }
    int northLevel() const { return level(1); }
    void setSouthLevel(int level) { setLevel(0, level); }
    void setNorthLevel(int level) { setLevel(1, level); }
    Q_INVOKABLE void setLevel(int side, int level);
    PlayerLevels players() const { return {level(0), level(1)}; }
    /// Takes a preset's players; a side the preset keeps none for (-1) stays as it is.
    Q_INVOKABLE void setPlayers(const mancala::app::PlayerLevels& players);

    const Rules& rules() const { return m_rules; }

    /// Sets one house rule (`houses`, `layout`, `pie`, ...). A refused value
    /// leaves the setup as it was and is explained in `lastError`.
    Q_INVOKABLE bool setRule(const QString& name, const QString& value);
    /// The value text of a house rule ("on", "8", "A", "custom:...").
    Q_INVOKABLE QString value(const QString& name) const;
    /// A rule set with house rules (a preset); returns the reason and changes
    /// nothing when they are not valid.
    Q_INVOKABLE QString load(const QString& variantId, const QVariantMap& houseRules);
    /// The rule set, house rules and players of the player's own game: a
    /// lesson's or a puzzle's on the board are the exercise's (KeptGame).
    Q_INVOKABLE void takeFrom(mancala::app::GameController* game);
    /**
     * The players offered at the first start: a game without a decision
     * where both sides are people (a new player, nothing restored) gets the
     * computer as North at a middle level, so that playing it is one click on
     * Start; any other game's players are left as they are. Returns whether
     * the computer was offered.
     */
    Q_INVOKABLE bool offerComputerToNewPlayer(mancala::app::GameController* game);
    /// North's level offered to a new player (Casual, 3 of the six levels).
    static constexpr int kNewPlayerLevel = 3;
    /// Back to the defaults of the current rule set.
    Q_INVOKABLE void reset();

signals:
    void changed();
    void lastErrorChanged();
    void playersChanged();

private:
    void setLastError(const QString& text);
    /// Keeps an Enkeshui layout that exists for the row length (E1, E10).
    void fitLayout();

    Rules m_rules;
    QString m_lastError;
    int m_levels[2] = {0, 0};
};

/// Builds Rules from a rule set id and house rules; the reason on failure.
QString makeRules(const QString& variantId, const QVariantMap& houseRules, Rules& out);
/// The house rules that differ from the rule set's defaults, `name` -> value text (makeRules() reads them back).
QVariantMap houseRuleMap(const Rules& rules);

} // namespace mancala::app
