// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activities/exerciseboard.h"
#include "puzzles/puzzlesession.h"
#include "teaching/lessonmodel.h"
#include "teaching/narrator.h"

#include "mancala/puzzle.h"

#include <QHostAddress>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

namespace mancala::net {
class ClassHost;
class ClassPupil;
}

namespace mancala::app {

/**
 * @brief Game ▸ Over the network ▸ Host a class and Join a class: a class
 * across computers (docs/network.md, "A class"), an activity of its own.
 *
 * The teacher plays on the board as usual; each change of it goes to every
 * pupil (follow mode) as the move begins, with the decision that led to it
 * and the status line, and in teaching mode each step the teacher shows with
 * its sentence. The teacher sends the board's position, a puzzle of its rule
 * set (the one picked, or the next) or one of its lessons as an exercise,
 * reads the table of answers (whether each keeps the value), shows one
 * pupil's answer on everyone's board, the teacher's too (the teacher's own
 * game comes back when the exercise ends), and ends the exercise. A pupil's
 * board is taken as an exercise takes it: it shows the teacher's board,
 * read-only, playing each decision as it comes and standing on the step the
 * teacher's board shows in teaching mode; during an exercise it shows the
 * exercise's position, takes one decision as the answer, and sends it; a
 * lesson shows its position and its text and takes no answer.
 */
class ClassroomPlay : public ExerciseBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Role role READ role NOTIFY stateChanged)
    Q_PROPERTY(bool active READ active NOTIFY stateChanged)
    /// Teacher: where the pupils connect, and the join code.
    Q_PROPERTY(QString address READ address NOTIFY stateChanged)
    Q_PROPERTY(int port READ port NOTIFY stateChanged)
    Q_PROPERTY(QString code READ code NOTIFY stateChanged)
    Q_PROPERTY(bool inExercise READ inExercise NOTIFY stateChanged)
    /// Pupil: the class is over (the teacher ended it, or the connection is gone): only Leave is left.
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    /// Pupil: an exercise of the teacher's is on the board; the computer's
    /// help (hint, analysis, review) would give its answer away and is off.
    Q_PROPERTY(bool helpOff READ helpOff NOTIFY stateChanged)
    /// Teacher: the exercise under way in a line (the puzzle's level, theme
    /// and id, or the position); empty when none is, and for a lesson, which
    /// the status line names.
    Q_PROPERTY(QString exerciseTitle READ exerciseTitle NOTIFY stateChanged)
    /// What is happening, in a line (made when read, in the language in use).
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    /// Teacher: one map per pupil: name, present, answer, verdict (0 not judged yet, 1 keeps the value, 2 gives some away).
    Q_PROPERTY(QVariantList table READ table NOTIFY stateChanged)
    /// Pupil: the sentence of the step the teacher's board shows in teaching mode ("" when none).
    Q_PROPERTY(QString teacherLine READ teacherLine NOTIFY stateChanged)
    /// Teacher: where the puzzles come from (the Puzzles screen's session).
    Q_PROPERTY(mancala::app::PuzzleSession* puzzleSession READ puzzleSession WRITE setPuzzleSession NOTIFY choicesChanged)
    /// Teacher: the lessons of the board's rule set, as the Lessons menu lists them: one map each, id and title.
    Q_PROPERTY(QVariantList lessonChoices READ lessonChoices NOTIFY choicesChanged)
    /// Teacher: the puzzles of the board's rule set, in the order of their file: one map each, id and
    /// text (its level, theme and id, in the language in use).
    Q_PROPERTY(QVariantList puzzleChoices READ puzzleChoices NOTIFY choicesChanged)
    /// Teacher: the index in puzzleChoices of the next puzzle, the one after the last sent.
    Q_PROPERTY(int nextPuzzle READ nextPuzzle NOTIFY nextPuzzleChanged)
    /// During a lesson: its title and its text (a pupil's in its own language
    /// when it has the lesson, else the title the teacher sent).
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY stateChanged)
    Q_PROPERTY(QString lessonText READ lessonText NOTIFY stateChanged)

public:
    enum Role { None, Teacher, Pupil };
    Q_ENUM(Role)

    explicit ClassroomPlay(QObject* parent = nullptr);
    ~ClassroomPlay() override;

    Role role() const { return m_role; }
    bool active() const override { return m_role != None; }
    QString address() const { return m_address; }
    int port() const;
    QString code() const;
    bool inExercise() const;
    bool over() const { return m_role == Pupil && m_lost; }
    bool helpOff() const { return m_role == Pupil && inExercise() && !m_lost; }
    QString exerciseTitle() const;
    QString status() const;
    QVariantList table() const;
    QString teacherLine() const;
    PuzzleSession* puzzleSession() const { return m_puzzles; }
    void setPuzzleSession(PuzzleSession* session);
    QVariantList lessonChoices() const;
    QVariantList puzzleChoices() const;
    int nextPuzzle() const;
    QString lessonTitle() const;
    QString lessonText() const;

    /// Hosts a class with the board as the teacher's; listens on every
    /// network, or on 127.0.0.1 only. Returns why it cannot listen.
    Q_INVOKABLE QString hostClass(const QString& name, bool thisComputerOnly);
    QString hostClassOn(const QString& name, const QHostAddress& address, const QString& code = {});
    Q_INVOKABLE void joinClass(const QString& address, int port, const QString& code, const QString& name);
    /// Teacher: sends the board's position as an exercise.
    Q_INVOKABLE QString sendPosition();
    /// Teacher: sends puzzle `id` of the board's rule set; empty: the next one.
    Q_INVOKABLE QString sendPuzzle(const QString& id = {});
    /// Teacher: sends lesson `id` (its position and its text) to be looked at; it takes no answer.
    Q_INVOKABLE QString sendLesson(const QString& id);
    Q_INVOKABLE QString endExercise();
    /// Teacher: shows `name`'s answer on every board, this one too.
    Q_INVOKABLE QString showAnswer(const QString& name);
    /// Leaves the class (the teacher ends it); the board stays as it is.
    Q_INVOKABLE void close() override;
    /// The class is not kept across a quit: the autosave keeps the player's own game.
    bool comesBackAfterQuit() const override { return false; }

signals:
    void stateChanged();
    /// The lessons or puzzles to choose from changed (the rule set, the language).
    void choicesChanged();
    void nextPuzzleChanged();

protected:
    void judge(const Decision&) override {}
    void onPositionChanged() override;
    void onGameReplaced() override;
    void onGameSet() override;

private:
    /// The player's own game while the class holds the board: a pupil's
    /// from the join to Leave, the teacher's while a pupil's answer is shown.
    struct OwnGame {
        Rules rules;
        std::uint64_t seed = 0;
        Position start;
        std::vector<Decision> decisions;
        int ply = 0;
    };

    void followTeacherBoard();
    void followTeacherStep();
    void keepOwnGame();
    void restoreOwnGame();
    void wirePupil();
    void followOnBoard();
    void showTeacherStep();
    void showOnBoard(const QString& named, const QString& move);
    bool takeDecision(const Decision& d);
    const std::vector<Puzzle>& puzzlesOfBoard() const;
    /// The lesson the exercise under way shows; null when none is, or this program does not have it.
    const Lesson* lessonShown() const;
    void updateChoices();

    Role m_role = None;
    std::unique_ptr<net::ClassHost> m_host;
    std::unique_ptr<net::ClassPupil> m_pupil;
    QString m_address;
    QString m_lastSent; ///< teacher: the board last sent to the pupils
    QString m_lastMove, m_lastLine; ///< teacher: the decision and the line sent with it
    int m_stepSent = -1;            ///< teacher: the step of that decision last sent (-1: none)
    QString m_stepLineSent;
    Narrator m_narrator;            ///< teacher: the sentence of the step on show
    std::optional<OwnGame> m_ownGame; ///< kept while the class holds the board
    QString m_shownName;              ///< teacher: whose answer the board shows
    QString m_shownMove;
    int m_puzzle = 0;   ///< teacher: the index of the next puzzle of the rule set
    QPointer<PuzzleSession> m_puzzles;
    LessonModel m_lessons;      ///< every lesson, in the language in use
    QString m_choicesVariant;   ///< the rule set of the choices
    bool m_lost = false;
    bool m_ended = false; ///< pupil: the teacher ended the class (a bye saying so)
};

} // namespace mancala::app
