// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a pupil's program shows of a class (docs/network.md, "A class"): the
// teacher's board, the exercise under way, the table and the answer shown to
// all, and the teacher's messages that change them. No socket: ClassPupil
// carries the messages, and the fuzz target fuzz_class gives it any sequence
// of them. A message it refuses changes nothing.

#include "classboard.h"
#include "message.h"

namespace mancala::net {

class ClassView {
public:
    /// What a teacher's message changed.
    enum class Change { Welcomed, Followed, Stepped, Exercise, Table, Shown, Ended };

    /// A new connection: the teacher's `class` comes first.
    void awaitClass() { m_stage = Stage::AwaitClass; }
    /// The connection is gone: no message is expected until the next one.
    void disconnected() { m_stage = Stage::None; }
    /// The teacher has welcomed this pupil (on this connection).
    bool inClass() const { return m_stage == Stage::Member; }

    /// Takes one of the teacher's messages (bye and error aside): what it
    /// changed, or the reason it is refused (then nothing changed).
    QString take(const Message& m, Change& change);

    /// The answer to the exercise under way that `token` names, as the
    /// message to send; the reason when it cannot be sent.
    QString answer(const QString& token, Message& out);

    const QString& teacherName() const { return m_teacher; }
    const ClassBoard& board() const { return m_board; }
    const QString& move() const { return m_move; }
    const QString& line() const { return m_line; }
    /// Teaching mode: the step of that decision the teacher's board shows
    /// (-1: the teacher does not step through it), and its sentence.
    int stepIndex() const { return m_stepIndex; }
    const QString& stepLine() const { return m_stepLine; }
    bool inExercise() const { return m_inExercise; }
    int exerciseNumber() const { return m_number; }
    const QString& exerciseKind() const { return m_kind; }
    const QString& exerciseRef() const { return m_ref; }
    const QString& exerciseText() const { return m_text; }
    const ClassBoard& exerciseBoard() const { return m_exercise; }
    const QString& sent() const { return m_sent; }
    int answered() const { return m_answered; }
    int pupils() const { return m_pupils; }
    const QString& shownName() const { return m_shownName; }
    const QString& shownMove() const { return m_shownMove; }

private:
    enum class Stage { None, AwaitClass, Member };

    QString onFollow(const Message& m);
    QString onExercise(const Message& m);
    QString onShow(const Message& m);
    void clearStep();

    Stage m_stage = Stage::None;
    QString m_teacher;
    ClassBoard m_board;
    QString m_move, m_line;
    int m_stepIndex = -1;
    QString m_stepLine;
    bool m_inExercise = false;
    int m_number = 0;
    QString m_kind, m_ref, m_text, m_sent;
    ClassBoard m_exercise;
    int m_answered = 0, m_pupils = 0;
    QString m_shownName, m_shownMove;
};

} // namespace mancala::net
