// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A pupil's side of a class (docs/network.md, "A class"): joins the teacher
// with the code and a name, follows the teacher's board, receives the
// exercises and sends one answer to each. Every board the teacher sends is
// read through the core: a message that is malformed, out of order or holds
// no position of our rules closes the connection with a reason and changes
// nothing in what the pupil sees.

#include "classview.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QWebSocketProtocol>

class QWebSocket;

namespace mancala::net {

class ClassPupil : public QObject {
    Q_OBJECT
public:
    explicit ClassPupil(QObject* parent = nullptr);
    ~ClassPupil() override;

    void join(const QString& address, quint16 port, const QString& code, const QString& name);
    /// Connects again after a dropped connection, with the same code and name.
    void rejoin();
    /// Says bye and closes.
    void leave(const QString& reason);
    bool connected() const;
    /// The teacher has welcomed this pupil (on this connection).
    bool inClass() const { return m_view.inClass(); }

    const QString& name() const { return m_name; }
    const QString& teacherName() const { return m_view.teacherName(); }
    /// The teacher's board and the decision that led to it (empty when none did), and the line under it.
    const ClassBoard& board() const { return m_view.board(); }
    const QString& move() const { return m_view.move(); }
    const QString& line() const { return m_view.line(); }
    /// Teaching mode: the step of that decision the teacher's board shows
    /// (-1: the teacher does not step through it), and its sentence.
    int stepIndex() const { return m_view.stepIndex(); }
    const QString& stepLine() const { return m_view.stepLine(); }

    bool inExercise() const { return m_view.inExercise(); }
    int exerciseNumber() const { return m_view.exerciseNumber(); }
    const QString& exerciseKind() const { return m_view.exerciseKind(); }
    const QString& exerciseRef() const { return m_view.exerciseRef(); }
    const QString& exerciseText() const { return m_view.exerciseText(); }
    const ClassBoard& exerciseBoard() const { return m_view.exerciseBoard(); }
    /// This pupil's answer to the exercise, once sent.
    const QString& sent() const { return m_view.sent(); }
    /// Sends `token` as the answer; the reason when it cannot be sent.
    QString answer(const QString& token);

    int answered() const { return m_view.answered(); }
    int pupils() const { return m_view.pupils(); }
    /// The answer the teacher shows to all, and whose it is (empty when none is shown).
    const QString& shownName() const { return m_view.shownName(); }
    const QString& shownMove() const { return m_view.shownMove(); }

signals:
    void welcomed();
    void followed();
    /// The teacher stepped through the decision followed (stepIndex()).
    void stepped();
    void exerciseReceived();
    void answerSent();
    void tableChanged();
    void shown();
    void exerciseEnded();
    /// The connection dropped (the pupil may rejoin).
    void connectionLost(const QString& reason);
    /// The teacher said bye: the class is over, or this pupil joined again from elsewhere.
    void teacherLeft(const QString& reason);
    /// This side closed the connection: the teacher's message was wrong.
    void refused(const QString& reason);
    /// The teacher closed the connection with an error about our message.
    void failed(const QString& reason);

private:
    void onText(const QString& text);
    void onDisconnected();
    QString handle(const Message& m);
    void send(const Message& m);
    void refuse(const QString& reason);
    /// Sends `last` (a bye or an error) and closes the connection.
    void closeWith(const Message& last, QWebSocketProtocol::CloseCode code);
    void dropSocket();

    QPointer<QWebSocket> m_socket;
    QUrl m_url;
    QString m_code, m_name;
    ClassView m_view;
};

} // namespace mancala::net
