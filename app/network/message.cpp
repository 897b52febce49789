// SPDX-License-Identifier: GPL-3.0-or-later
#include "message.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <vector>

namespace mancala::net {

namespace {

/// What a text field may hold beyond its length.
enum class Shape {
    Words,  ///< any printable text, no control characters
    Digits, ///< decimal digits only
    Hex,    ///< lowercase hexadecimal digits only
};

/// One field of a message type: its key and where it goes in Message.
struct Field {
    const char* key;
    QString Message::*text = nullptr;
    qint64 Message::*number = nullptr;
    bool Message::*flag = nullptr;
    qint64 min = 0; ///< texts: shortest length; numbers: smallest value
    qint64 max = 0; ///< texts: longest length; numbers: largest value
    Shape shape = Shape::Words;
};

Field text(const char* key, QString Message::*member, qint64 min, qint64 max, Shape shape = Shape::Words)
{
    return {key, member, nullptr, nullptr, min, max, shape};
}

Field number(const char* key, qint64 Message::*member, qint64 min, qint64 max)
{
    return {key, nullptr, member, nullptr, min, max, Shape::Words};
}

Field flag(const char* key, bool Message::*member)
{
    return {key, nullptr, nullptr, member, 0, 0, Shape::Words};
}

struct Schema {
    MessageType type;
    const char* name;
    std::vector<Field> fields;
};

constexpr qint64 kMaxSeed = (qint64(1) << 53) - 1; // exact in every JSON reader
constexpr int kNameLength = 40;
constexpr int kReasonLength = 200;
constexpr int kPositionLength = 1000;
constexpr int kLineLength = 300;

const std::vector<Schema>& schemas()
{
    static const std::vector<Schema> table = {
        {MessageType::Hello, "hello",
         {text("name", &Message::name, 0, kNameLength), text("code", &Message::code, 6, 6, Shape::Digits),
          number("have", &Message::number, 0, kMaxDecisions)}},
        {MessageType::Setup, "setup",
         {text("rules", &Message::rules, 1, 400), number("seed", &Message::seed, 0, kMaxSeed),
          text("side", &Message::side, 5, 5), text("name", &Message::name, 0, kNameLength),
          number("count", &Message::number, 0, kMaxDecisions)}},
        {MessageType::Accept, "accept", {}},
        {MessageType::Decision, "decision",
         {number("n", &Message::number, 1, kMaxDecisions), text("move", &Message::move, 1, 80)}},
        {MessageType::Ack, "ack", {number("n", &Message::number, 1, kMaxDecisions)}},
        {MessageType::Resend, "resend", {number("from", &Message::number, 1, kMaxDecisions)}},
        {MessageType::Undo, "undo", {number("keep", &Message::number, 0, kMaxDecisions)}},
        {MessageType::UndoAnswer, "undo-answer", {flag("accept", &Message::accept)}},
        {MessageType::Resign, "resign", {}},
        {MessageType::DrawOffer, "draw-offer", {}},
        {MessageType::DrawAnswer, "draw-answer", {flag("accept", &Message::accept)}},
        {MessageType::Chat, "chat", {text("text", &Message::text, 1, 500)}},
        {MessageType::RaceCommit, "race-commit", {text("hash", &Message::hash, 64, 64, Shape::Hex)}},
        {MessageType::RaceReveal, "race-reveal",
         {text("move", &Message::move, 1, 80), text("salt", &Message::salt, 32, 32, Shape::Hex)}},
        {MessageType::Bye, "bye", {text("reason", &Message::reason, 0, kReasonLength)}},
        {MessageType::Error, "error", {text("reason", &Message::reason, 0, kReasonLength)}},
        {MessageType::Class, "class", {text("name", &Message::name, 0, kNameLength)}},
        {MessageType::Follow, "follow",
         {text("position", &Message::position, 1, kPositionLength), text("move", &Message::move, 0, 80),
          text("line", &Message::text, 0, kLineLength)}},
        {MessageType::Exercise, "exercise",
         {number("n", &Message::number, 1, kMaxDecisions), text("kind", &Message::kind, 6, 8),
          text("position", &Message::position, 1, kPositionLength), text("ref", &Message::ref, 0, 80),
          text("text", &Message::text, 0, kLineLength), text("sent", &Message::move, 0, 80)}},
        {MessageType::Answer, "answer",
         {number("n", &Message::number, 1, kMaxDecisions), text("move", &Message::move, 1, 80)}},
        {MessageType::Table, "table",
         {number("answered", &Message::answered, 0, kMaxPupils), number("pupils", &Message::pupils, 0, kMaxPupils)}},
        {MessageType::Show, "show", {text("name", &Message::name, 1, kNameLength), text("move", &Message::move, 1, 80)}},
        {MessageType::EndExercise, "end-exercise", {number("n", &Message::number, 1, kMaxDecisions)}},
        {MessageType::Step, "step",
         {number("index", &Message::number, 0, kMaxSteps), text("line", &Message::text, 0, kLineLength)}},
    };
    return table;
}

const Schema& schemaOf(MessageType type)
{
    for (const Schema& s : schemas())
        if (s.type == type)
            return s;
    return schemas().back(); // unreachable: every type has a schema
}

bool shapeFits(const QString& value, Shape shape)
{
    for (const QChar c : value) {
        switch (shape) {
        case Shape::Words:
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
                || c.category() == QChar::Separator_Line || c.category() == QChar::Separator_Paragraph)
                return false;
            break;
        case Shape::Digits:
            if (c < u'0' || c > u'9')
                return false;
            break;
        case Shape::Hex:
            if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
                return false;
            break;
        }
    }
    return true;
}

/// `value` as the reader takes it in a field of any printable text of at
/// most `max` characters: the characters it refuses become spaces (a lone
/// half of a surrogate pair U+FFFD), and a text too long is cut without
/// splitting a character.
QString fitWords(const QString& value, qsizetype max)
{
    QString fitted;
    fitted.reserve(std::min(value.size(), max));
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value[i];
        if (c.isHighSurrogate() && i + 1 < value.size() && value[i + 1].isLowSurrogate()) {
            if (fitted.size() + 2 > max)
                break;
            fitted += c;
            fitted += value[++i];
            continue;
        }
        if (fitted.size() + 1 > max)
            break;
        if (c.isSurrogate())
            fitted += QChar::ReplacementCharacter;
        else
            fitted += shapeFits(QString(c), Shape::Words) ? c : QChar(u' ');
    }
    return fitted;
}

/// Reads one field into `out`; the reason when it is missing or wrong.
QString readField(const QJsonObject& object, const Field& field, Message& out)
{
    const QString key = QString::fromLatin1(field.key);
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return QStringLiteral("missing field '%1'").arg(key);
    if (field.text) {
        if (!value.isString())
            return QStringLiteral("field '%1' is not a string").arg(key);
        const QString s = value.toString();
        if (s.size() < field.min || s.size() > field.max)
            return QStringLiteral("field '%1' has the wrong length").arg(key);
        if (!s.isValidUtf16() || !shapeFits(s, field.shape))
            return QStringLiteral("field '%1' holds characters it may not").arg(key);
        out.*field.text = s;
    } else if (field.number) {
        // A whole number only: 2.5, 1e3 written as a double, and big numbers are refused.
        const double d = value.toDouble(-1.0);
        // The range first: a double beyond qint64 must not be cast (undefined behaviour).
        if (!value.isDouble() || !(d >= field.min && d <= field.max) || d != std::trunc(d))
            return QStringLiteral("field '%1' is not a number from %2 to %3").arg(key).arg(field.min).arg(field.max);
        out.*field.number = static_cast<qint64>(d);
    } else {
        if (!value.isBool())
            return QStringLiteral("field '%1' is not true or false").arg(key);
        out.*field.flag = value.toBool();
    }
    return {};
}

} // namespace

QString typeName(MessageType type)
{
    return QString::fromLatin1(schemaOf(type).name);
}

std::optional<Message> readMessage(QByteArrayView bytes, QString& error)
{
    if (bytes.size() > kMaxMessageBytes) {
        error = QStringLiteral("message longer than %1 bytes").arg(kMaxMessageBytes);
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes.toByteArray(), &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject()) {
        error = QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    const QJsonValue version = object.value(QStringLiteral("v"));
    if (!version.isDouble() || version.toDouble() != kProtocolVersion) {
        error = QStringLiteral("protocol version %1 expected").arg(kProtocolVersion);
        return std::nullopt;
    }
    const QString type = object.value(QStringLiteral("type")).toString();
    const Schema* schema = nullptr;
    for (const Schema& s : schemas())
        if (type == QLatin1String(s.name))
            schema = &s;
    if (!schema) {
        error = QStringLiteral("unknown message type");
        return std::nullopt;
    }
    if (object.size() != qsizetype(schema->fields.size()) + 2) {
        error = QStringLiteral("a '%1' message with fields it does not have").arg(type);
        return std::nullopt;
    }
    Message message = Message::of(schema->type);
    for (const Field& field : schema->fields) {
        if (QString why = readField(object, field, message); !why.isEmpty()) {
            error = why;
            return std::nullopt;
        }
    }
    if (message.type == MessageType::Setup && message.side != QLatin1String("south")
        && message.side != QLatin1String("north")) {
        error = QStringLiteral("field 'side' is neither south nor north");
        return std::nullopt;
    }
    if (message.type == MessageType::Exercise && message.kind != QLatin1String("position")
        && message.kind != QLatin1String("puzzle") && message.kind != QLatin1String("lesson")) {
        error = QStringLiteral("field 'kind' is neither position, puzzle nor lesson");
        return std::nullopt;
    }
    return message;
}

QByteArray writeMessage(const Message& message)
{
    const Schema& schema = schemaOf(message.type);
    QJsonObject object;
    object.insert(QStringLiteral("v"), kProtocolVersion);
    object.insert(QStringLiteral("type"), QString::fromLatin1(schema.name));
    for (const Field& field : schema.fields) {
        const QString key = QString::fromLatin1(field.key);
        if (field.text)
            object.insert(key, field.shape == Shape::Words ? fitWords(message.*field.text, field.max)
                                                           : message.*field.text);
        else if (field.number)
            object.insert(key, message.*field.number);
        else
            object.insert(key, message.*field.flag);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace mancala::net
