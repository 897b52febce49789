// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace mancala::app {

/**
 * @brief The Hint button: the decision the strongest level would take in
 * the position on the board (in Kalah with the solver's exact value when it
 * proves it in time), with its value ("+3 seeds"), found on a worker
 * thread and shown, never played. Any change of the position takes the
 * hint away (and stops a search for it at once).
 */
class HintFinder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool searching READ searching NOTIFY changed)
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(int hole READ hole NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(QString valueText READ valueText NOTIFY changed)
    /// The hint said in full, what the value means included (ValueStyle's numbers or words).
    Q_PROPERTY(QString sentence READ sentence NOTIFY changed)
    Q_PROPERTY(double value READ value NOTIFY changed)
    Q_PROPERTY(bool exact READ exact NOTIFY changed)

public:
    explicit HintFinder(QObject* parent = nullptr);
    ~HintFinder() override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    bool searching() const { return m_task.running(); }
    bool shown() const { return m_shown; }
    /// The hole to sow or continue from, or -1 (a direction, take, pass ...).
    int hole() const { return m_hole; }
    /// The decision in the record's notation ("c", "cw", "take").
    QString text() const { return m_text; }
    /// The value in the language and value style in use ("+3", "exact +8", "3 seeds ahead"), made when read.
    QString valueText() const;
    QString sentence() const;
    double value() const { return m_value; }
    /// The value is proven (Kalah: the solver, or the search reached the end of the game).
    bool exact() const { return m_exact; }

    /// Looks for the best decision of the position shown (level 6's time per decision).
    Q_INVOKABLE void request();
    Q_INVOKABLE void clear();

signals:
    void gameChanged();
    void changed();

private:
    void onPositionChanged();
    void onTextsChanged();

    QPointer<GameController> m_game;
    std::optional<DetachedPosition> m_target;
    SearchTask m_task;
    bool m_shown = false;
    int m_hole = -1;
    QString m_text;
    double m_value = 0;
    bool m_exact = false;
};

} // namespace mancala::app
