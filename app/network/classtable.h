// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The teacher's table of a class (docs/network.md, "A class"): who is in the
// class, the exercise under way, each pupil's answer to it and whether the
// answer keeps the value. No socket: ClassHost carries the messages, and the
// fuzz target fuzz_class gives it any sequence of them. An answer it refuses
// changes nothing.

#include "classboard.h"
#include "classjudge.h"
#include "message.h"

#include <QList>

#include <optional>

namespace mancala::net {

class ClassTable {
public:
    /// Whether an answer keeps the value: not yet known, keeps, or gives some away.
    enum class Verdict { Pending, Keeps, Loses };

    /// One line of the table: a pupil of this class, and the answer to the exercise.
    struct Row {
        QString name;
        bool present = false; ///< connected now
        QString answer;       ///< empty: not answered
        Verdict verdict = Verdict::Pending;
    };

    struct Exercise {
        QString kind; ///< "position", "puzzle", "lesson"
        QString ref;
        QString text;
        ClassBoard board;
    };

    /// Pupil `name` is here (again): its row, made at its first join, is present.
    void arrive(const QString& name);
    /// Pupil `name` left: its row stays, with its answer.
    void leave(const QString& name);
    /// Everyone left (the class is over).
    void leaveAll();

    /// Exercise one more: every answer cleared; `judgement` when known at once (a puzzle's).
    void push(Exercise exercise, std::optional<Judgement> judgement);
    /// The exercise is over.
    void end() { m_exercise.reset(); }
    /// The decisions that keep the exercise's value: every verdict is set.
    void judge(std::optional<Judgement> judgement);

    /// Takes pupil `name`'s `answer` message: the reason it is refused
    /// (nothing changed). `taken` gets the answer as the core writes it; it
    /// stays empty when the message answers an exercise that has ended
    /// meanwhile: too late, not wrong, and left unread.
    QString answer(const QString& name, const Message& m, QString& taken);

    bool inExercise() const { return m_exercise.has_value(); }
    /// The exercise under way (inExercise() only).
    const Exercise& exercise() const { return *m_exercise; }
    /// The last exercise's number (0 before the first).
    int number() const { return m_number; }
    bool judged() const { return m_judgement.has_value(); }
    /// The tokens of the decisions that keep the value, once judged.
    QStringList keepingTokens() const;
    const QList<Row>& rows() const { return m_rows; }
    int presentCount() const;
    int answeredCount() const;

    /// The exercise under way as pupil `name` gets it (its own answer in `sent`).
    Message exerciseMessage(const QString& name) const;
    Message tableMessage() const;

private:
    Row& rowOf(const QString& name);
    Verdict verdictOf(const QString& answer) const;

    QList<Row> m_rows;
    int m_number = 0;
    std::optional<Exercise> m_exercise;
    std::optional<Judgement> m_judgement;
};

} // namespace mancala::net
