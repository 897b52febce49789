// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The messages of the network game (docs/network.md): one JSON object per
// WebSocket text message, each with the protocol's version `v` and its `type`.
// The reader is strict: a message that is not exactly one of these, with
// exactly its fields of the right kinds and sizes, is refused with a reason.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace mancala::net {

/// The protocol's version: a peer that speaks another one is refused.
/// Version 2 added the class (docs/network.md, "A class"); version 3 the
/// teacher's steps through a move (`step`).
constexpr int kProtocolVersion = 3;
/// The largest message, in bytes: anything longer is refused unread.
constexpr qsizetype kMaxMessageBytes = 4096;
/// The most decisions a game may hold (a number beyond it is malformed).
constexpr qint64 kMaxDecisions = 100000;
/// The most pupils a class takes (and the most exercises it numbers: kMaxDecisions).
constexpr qint64 kMaxPupils = 100;
/// The most steps of one move a `step` message may name.
constexpr qint64 kMaxSteps = 100000;
/// The reason of the teacher's `bye` that ends a class: the pupils say the class is over.
constexpr char kClassOverReason[] = "the class is over";

enum class MessageType {
    Hello,      ///< guest → host: name, code, have (decisions it holds)
    Setup,      ///< host → guest: rules, seed, side (the host's), name, count
    Accept,     ///< guest → host: the rules are accepted
    Decision,   ///< n, move: decision number n (from 1), its token (docs/notation.md)
    Ack,        ///< n: decisions up to n arrived
    Resend,     ///< from: send the decisions from number `from` again
    Undo,       ///< keep: asks to take back every decision after the first `keep`
    UndoAnswer, ///< accept
    Resign,
    DrawOffer,
    DrawAnswer, ///< accept
    Chat,       ///< text
    RaceCommit, ///< hash: SHA-256 of "move:salt" in hex
    RaceReveal, ///< move, salt
    Bye,        ///< reason: the sender closes
    Error,      ///< reason: the sender closes because of the receiver's message
    // A class (docs/network.md, "A class"): a teacher, many pupils.
    Class,       ///< teacher → pupil, the answer to hello: name (the teacher's)
    Follow,      ///< teacher → pupil: position, move (that led there, or empty), text (the line under the board)
    Exercise,    ///< teacher → pupil: n, kind, position, ref, text, sent (move: this pupil's answer so far)
    Answer,      ///< pupil → teacher: n, move
    Table,       ///< teacher → pupil: answered, pupils
    Show,        ///< teacher → pupil: name, move: one pupil's answer on every board
    EndExercise, ///< teacher → pupil: n; the teacher's follow comes next
    Step,        ///< teacher → pupil: index (number), line (text): teaching mode's step of the move followed
};

/// One message; only the fields of its type are meaningful (docs/network.md).
struct Message {
    MessageType type = MessageType::Bye;
    QString name;   ///< hello, setup, class, show
    QString code;   ///< hello: six digits
    QString rules;  ///< setup: "kalah;houses=8;pie=on"
    QString side;   ///< setup: "south" or "north", the host's side
    QString move;   ///< decision, race-reveal, follow, answer, show; exercise `sent`
    QString text;   ///< chat; follow and step `line`, exercise `text`
    QString hash;   ///< race-commit: 64 hex digits
    QString salt;   ///< race-reveal: 32 hex digits
    QString reason; ///< bye, error
    QString position; ///< follow, exercise: a named position string (docs/notation.md section 6)
    QString kind;     ///< exercise: "position", "puzzle" or "lesson"
    QString ref;      ///< exercise: the puzzle's or the lesson's id (empty for a position)
    qint64 number = 0; ///< hello `have`, setup `count`, decision and ack `n`, resend `from`, undo `keep`, exercise, answer and end-exercise `n`, step `index`
    qint64 answered = 0; ///< table
    qint64 pupils = 0;   ///< table
    qint64 seed = 0;   ///< setup
    bool accept = false; ///< undo-answer, draw-answer

    static Message of(MessageType type)
    {
        Message m;
        m.type = type;
        return m;
    }
};

/// The message `bytes` holds, or nullopt with `error` set to why not.
std::optional<Message> readMessage(QByteArrayView bytes, QString& error);

/// The message as the compact JSON the reader takes back. A field of
/// printable text is written as the reader takes it: characters it refuses
/// (control characters, a tab, a line break) as spaces, a text too long cut
/// to the field's length. The other limits (a text's shortest length, digits,
/// numbers) are the sender's to keep.
QByteArray writeMessage(const Message& message);

/// The `type` word of a message type ("race-commit").
QString typeName(MessageType type);

} // namespace mancala::net
