// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activities/exerciseboard.h"
#include "game/gamecontroller.h"
#include "teaching/lessonmodel.h"

#include "mancala/engine.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace mancala::app {

/**
 * @brief One lesson being taken on a game controller: sets up the lesson's
 * position, waits for the learner to make the lesson's move and says how it
 * went.
 *
 * A move other than the lesson's is explained (the rules it fired and the
 * one it missed) and taken back at once: the lesson is about one rule in
 * one position, and a wrong move played on would leave the position the
 * explanation talks about. After two misses the hole to play is named.
 * A lesson turns teaching mode on; leaving it puts the player's own back
 * (ExerciseBoard). The lesson on the board is kept in the settings (group
 * `lesson/`) as it goes and comes back after a restart (resume()).
 */
class LessonSession : public ExerciseBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::LessonModel* lessons READ lessons CONSTANT)
    Q_PROPERTY(bool active READ active NOTIFY lessonChanged)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY lessonChanged)
    Q_PROPERTY(QString title READ title NOTIFY lessonChanged)
    Q_PROPERTY(QString explanation READ explanation NOTIFY lessonChanged)
    Q_PROPERTY(QStringList announces READ announces NOTIFY lessonChanged)
    /// The rule the lesson teaches, for its heading: the first of its `rules`;
    /// "" when the rule numbers are hidden (RuleNumbers).
    Q_PROPERTY(QString rule READ rule NOTIFY lessonChanged)
    Q_PROPERTY(bool hasNext READ hasNext NOTIFY lessonChanged)
    Q_PROPERTY(State state READ state NOTIFY progressChanged)
    Q_PROPERTY(QString feedback READ feedback NOTIFY progressChanged)
    Q_PROPERTY(int hintHole READ hintHole NOTIFY progressChanged)
    Q_PROPERTY(int misses READ misses NOTIFY progressChanged)

public:
    /// Waiting: for the (next) decision of the lesson's move; Wrong: the last
    /// try was taken back; Done: the move was made.
    enum State { Idle, Waiting, Wrong, Done };
    Q_ENUM(State)

    explicit LessonSession(QObject* parent = nullptr);

    LessonModel* lessons() { return &m_lessons; }
    bool active() const override { return m_lesson >= 0; }
    QString lessonId() const { return active() ? current().id : QString(); }
    QString title() const { return active() ? current().title : QString(); }
    /// The lesson's text, the players' names in it where it says "South" and "North".
    QString explanation() const;
    QStringList announces() const { return active() ? current().announces : QStringList(); }
    QString rule() const;
    bool hasNext() const { return nextIndex() >= 0; }
    State state() const { return m_state; }
    /// What the learner is told, in the language in use (made anew from the state).
    QString feedback() const;
    int hintHole() const { return m_hintHole; }
    int misses() const { return m_misses; }

    /// The first lesson of a rule set that demonstrates a rule (its `rules`,
    /// else its `announces`), or an empty string.
    Q_INVOKABLE QString lessonFor(const QString& variant, const QString& ruleId) const;
    /// A rules page's "show me": opens lessonFor(variant, ruleId).
    Q_INVOKABLE bool openFor(const QString& variant, const QString& ruleId) { return open(lessonFor(variant, ruleId)); }
    /// Starts a lesson on the game: false (nothing changes) when there is none or it does not hold.
    Q_INVOKABLE bool open(const QString& lessonId);
    Q_INVOKABLE bool tryAgain();
    Q_INVOKABLE bool nextLesson();
    /// Leaves the lesson; the game stays as it is.
    void close() override;
    /// A lesson is being set up on the game (its players changed, its position loaded).
    bool opening() const { return m_loading; }
    /**
     * At a start: the lesson that was on the board at the quit, when the
     * board (restored by the autosave) is still its position, comes back at
     * its step, with its tries, hint and words. False when there is none;
     * the player's settings kept aside for an exercise are then left for
     * PuzzleSession::resume(), which the window calls next, to put back.
     */
    Q_INVOKABLE bool resume();

signals:
    void lessonChanged();
    void progressChanged();

private:
    const Lesson& current() const { return m_lessons.lessons().at(m_lesson); }
    int indexOf(const QString& lessonId) const;
    int nextIndex() const;
    void onPositionChanged() override;
    void onNamesChanged() override { emit lessonChanged(); } // the explanation says the names
    void judge(const Decision& made) override;
    void setProgress(State state);
    /// The lesson on the board, its step and tries, in the settings (none: removed).
    void saveState() const;
    /// The rules, start and expected decisions of a lesson; false when it does not hold.
    struct Plan {
        std::unique_ptr<Rules> rules;
        Position start;
        std::vector<Decision> expected;
        std::vector<Position> before;
    };
    static bool planOf(const Lesson& lesson, Plan& plan);

    LessonModel m_lessons;
    int m_lesson = -1;
    QString m_lessonId;
    int m_misses = 0;
    int m_hintHole = -1;
    State m_state = Idle;
    QString m_wrongMove;      ///< the last wrong decision, as the move list writes it
    QStringList m_wrongRules; ///< the rule ids it used
};

/**
 * @brief How the window draws for a room: large print for a projector or a
 * class at the back of the room. Kept across restarts; MANCALA_LARGE_PRINT=1
 * starts in large print without changing what is kept (screenshots).
 */
class ViewOptions : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool largePrint READ largePrint WRITE setLargePrint NOTIFY largePrintChanged)
    /// The rule numbers (K5, Q6, ...) for a teacher, off by default (RuleNumbers).
    Q_PROPERTY(bool ruleNumbers READ ruleNumbers WRITE setRuleNumbers NOTIFY ruleNumbersChanged)

public:
    explicit ViewOptions(QObject* parent = nullptr);

    bool largePrint() const { return m_largePrint; }
    void setLargePrint(bool on);
    bool ruleNumbers() const;
    void setRuleNumbers(bool on);

signals:
    void largePrintChanged();
    void ruleNumbersChanged();

private:
    bool m_largePrint = false;
};

} // namespace mancala::app
