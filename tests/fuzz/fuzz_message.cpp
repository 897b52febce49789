// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the network game's message reader (app/network/message.h).
// Input: the bytes of one WebSocket text message. A refused message has a
// reason; an accepted one is no longer than the limit, writes back to JSON
// that reads to the same message, and its rules (a setup's) start a game whose first legal decision is accepted, and its decision
// token (a decision's) is played or refused without changing the game; a
// class board (follow, exercise) is refused without changing the board, or
// read to a position whose string reads back to the same position.

#include "classboard.h"
#include "message.h"
#include "refereegame.h"

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

bool same(const mancala::net::Message& a, const mancala::net::Message& b)
{
    return a.type == b.type && a.name == b.name && a.code == b.code && a.rules == b.rules && a.side == b.side
        && a.move == b.move && a.text == b.text && a.hash == b.hash && a.salt == b.salt && a.reason == b.reason
        && a.number == b.number && a.seed == b.seed && a.accept == b.accept && a.position == b.position
        && a.kind == b.kind && a.ref == b.ref && a.answered == b.answered && a.pupils == b.pupils;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mancala::net;
    const QByteArrayView bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::optional<Message> message = readMessage(bytes, error);
    if (!message) {
        if (error.isEmpty())
            fail("a refused message without a reason");
        return 0;
    }
    if (bytes.size() > kMaxMessageBytes)
        fail("an accepted message over the limit");
    const std::optional<Message> again = readMessage(writeMessage(*message), error);
    if (!again || !same(*message, *again))
        fail("an accepted message does not write back to itself");
    if (message->type == MessageType::Setup) {
        mancala::Rules rules;
        if (RefereeGame::parseRules(message->rules.toStdString(), rules).empty()) {
            RefereeGame game;
            game.start(rules, quint64(message->seed));
            const std::vector<std::string> legal = game.legalTokens();
            if (!legal.empty() && !game.play(legal.front()).empty())
                fail("a legal decision refused");
        }
    }
    if (message->type == MessageType::Decision || message->type == MessageType::RaceReveal) {
        RefereeGame game;
        game.start(mancala::Rules::defaults(mancala::Variant::Enkeshui), 1);
        const mancala::Position before = game.position();
        if (!game.play(message->move.toStdString()).empty() && !(game.position() == before))
            fail("a refused decision changed the game");
    }
    if (message->type == MessageType::Follow || message->type == MessageType::Exercise) {
        ClassBoard board = ClassBoard::start(mancala::Rules::defaults(mancala::Variant::Kalah), 1);
        const mancala::Position before = board.position();
        if (!ClassBoard::read(message->position.toStdString(), board).empty()) {
            if (!(board.position() == before))
                fail("a refused board changed the board");
        } else {
            ClassBoard again;
            if (!ClassBoard::read(board.text(), again).empty() || !(again.position() == board.position()))
                fail("a board does not read back from its own string");
        }
    }
    return 0;
}
