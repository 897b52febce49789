// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The teacher's side of a class (docs/network.md, "A class"): listens with a
// join code for many pupils, shows them the teacher's board (follow), sends
// exercises (a position, a puzzle or a lesson), keeps the table of who
// answered what and whether it keeps the value, shows one pupil's answer to
// all, and ends the exercise. A pupil who joins late or comes back gets the
// current state at once. A pupil's message that is malformed or out of order
// closes that pupil's connection with a reason and changes nothing else.

#include "classboard.h"
#include "classtable.h"
#include "joingate.h"

#include "mancala/puzzle.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

class QThread;
class QWebSocket;
class QWebSocketServer;

namespace mancala::net {

class ClassHost : public QObject {
    Q_OBJECT
public:
    using Verdict = ClassTable::Verdict;
    using Row = ClassTable::Row;

    explicit ClassHost(QObject* parent = nullptr);
    ~ClassHost() override;

    /// Listens on `address`:`port` (0: any free port) with `code` (empty: a
    /// random one) and shows `board` to the pupils. The reason when it cannot.
    QString host(const QString& name, const ClassBoard& board, const QHostAddress& address, quint16 port = 0,
                 const QString& code = {});
    quint16 port() const;
    QString code() const;
    bool listening() const;
    /// Says bye to every pupil and stops listening.
    void close(const QString& reason);

    /// The teacher's board, shown to the pupils in follow mode: the board,
    /// the decision that led to it (empty when none did) and the line under it.
    void follow(const ClassBoard& board, const QString& move, const QString& line);
    /// Teaching mode: the teacher's board shows step `index` of the move
    /// that led to the follow board, explained by `line`.
    void step(int index, const QString& line);
    const ClassBoard& board() const { return m_board; }

    // Exercises: each returns why it cannot be sent (empty when sent).
    QString pushPosition(const ClassBoard& board, const QString& text);
    QString pushPuzzle(const Puzzle& puzzle);
    /// A lesson: `board` is its position, which takes no answer.
    QString pushLesson(const QString& lessonId, const ClassBoard& board, const QString& text);
    /// Shows `pupil`'s answer on every pupil's board.
    QString showAnswer(const QString& pupil);
    /// Ends the exercise: everyone follows the teacher's board again.
    QString endExercise();

    bool inExercise() const { return m_table.inExercise(); }
    int exerciseNumber() const { return m_table.number(); }
    /// The exercise under way: "position", "puzzle" or "lesson", and the puzzle's or lesson's id (empty when none is).
    QString exerciseKind() const { return inExercise() ? m_table.exercise().kind : QString(); }
    QString exerciseRef() const { return inExercise() ? m_table.exercise().ref : QString(); }
    const ClassBoard& exerciseBoard() const;
    /// Whether the decisions that keep the value are known (always in a puzzle).
    bool judged() const { return m_table.judged(); }
    /// Those decisions' tokens, once judged.
    QStringList keepingTokens() const { return m_table.keepingTokens(); }
    /// Every pupil of the class (those present and those who answered), in the order they joined.
    const QList<Row>& rows() const { return m_table.rows(); }
    int presentCount() const { return m_table.presentCount(); }
    int answeredCount() const { return m_table.answeredCount(); }

signals:
    void pupilJoined(const QString& name);
    void pupilLeft(const QString& name, const QString& reason);
    /// A pupil's connection (or one that never joined: `name` empty) was closed for its message.
    void refused(const QString& name, const QString& reason);
    void answered(const QString& name, const QString& move);
    /// Exercise `number` went out to every pupil.
    void exerciseSent(int number);
    /// The decisions that keep the value are known: every verdict is set.
    void judgedNow();
    /// Any change in rows().
    void tableChanged();

private:
    /// One connection: before its hello, `name` is empty and it is no member.
    struct Pupil {
        QPointer<QWebSocket> socket;
        QString name;
        bool member = false;
    };
    /// The judge of one exercise, on a worker thread.
    struct JudgeRun {
        std::atomic<bool> stop = false;
        std::optional<Judgement> result;
    };

    void onNewConnection();
    void onText(QWebSocket* socket, const QString& text);
    void onDisconnected(QWebSocket* socket);
    QString handle(Pupil& pupil, const Message& m);
    QString onHello(Pupil& pupil, const Message& m);
    QString onAnswer(Pupil& pupil, const Message& m);
    void refuse(QWebSocket* socket, const QString& reason);
    void drop(QWebSocket* socket);
    Pupil* pupilOf(QWebSocket* socket);

    void broadcast(const Message& m);
    void sendState(QWebSocket* socket, const QString& name);
    Message followMessage() const;
    Message stepMessage() const;
    void push(ClassTable::Exercise exercise, std::optional<Judgement> judgement);
    void judgeInBackground();
    void stopJudge();
    void setJudgement(std::optional<Judgement> judgement);

    QWebSocketServer* m_server = nullptr;
    std::optional<JoinGate> m_gate;
    QString m_name;
    QList<Pupil> m_pupils;
    ClassTable m_table;
    ClassBoard m_board;
    QString m_move, m_line; // the follow board's decision and line
    int m_step = -1;        // teaching mode: the step of that decision on show (-1: none sent)
    QString m_stepLine;     // and its sentence
    std::shared_ptr<JudgeRun> m_judge;
    QThread* m_judgeThread = nullptr;
};

} // namespace mancala::net
