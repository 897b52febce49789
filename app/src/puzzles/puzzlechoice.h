// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzles/puzzlesession.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief What the puzzles dialog (Game ▸ Puzzles) is choosing: a rule set
 * and a level, with the progress kept for that rule set.
 *
 * The choice is the dialog's own: the puzzle being solved, its progress
 * line and its "Next puzzle" keep their rule set until the player presses
 * Start (PuzzleSession::openNextOf()); Close changes nothing.
 */
class PuzzleChoice : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The session whose puzzle files and progress the choice reads.
    Q_PROPERTY(mancala::app::PuzzleSession* session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY choiceChanged)
    /// 1-5, or 0 for any level.
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY choiceChanged)
    /// Puzzles of the rule set at the level.
    Q_PROPERTY(int atLevel READ atLevel NOTIFY choiceChanged)
    /// "Solved 3 of 40, streak 2" for the rule set, in the language in use.
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)

public:
    explicit PuzzleChoice(QObject* parent = nullptr);

    PuzzleSession* session() const { return m_session; }
    void setSession(PuzzleSession* session);
    QString variant() const { return m_variant; }
    void setVariant(const QString& variant);
    int level() const { return m_level; }
    void setLevel(int level);
    int atLevel() const;
    QString progressText() const;

    /// Chooses `variantId` when it has puzzles, else keeps a rule set that has some.
    Q_INVOKABLE void chooseFor(const QString& variantId);
    /// Sets up the next puzzle of the choice on the board (the session's Start).
    Q_INVOKABLE bool start();

signals:
    void sessionChanged();
    void choiceChanged();
    void progressChanged();

private:
    QPointer<PuzzleSession> m_session;
    QString m_variant;
    int m_level = 0;
};

} // namespace mancala::app
