// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_commands.h"

#include "class_commands.h"
#include "line_io.h"
#include "networkgame.h"

#include "mancala/notation.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

namespace mancala::cli {

using net::NetworkGame;
using net::RefereeGame;

const char* const kHostHelp =
    "usage: mancala-cli host --variant ID [--rule NAME=VALUE ...] [--seed S] [--side SIDE]\n"
    "                        [--name NAME] [--address ADDRESS] [--port PORT] [--code CODE]\n"
    "       mancala-cli host --class [--variant ID] [--rule NAME=VALUE ...] [--seed S] [--name NAME]\n"
    "                        [--address ADDRESS] [--port PORT] [--code CODE]\n"
    "\n"
    "Hosts a game over the network (docs/network.md) and plays one side of it:\n"
    "prints 'listening ADDRESS PORT CODE', waits for a guest (mancala-cli join or\n"
    "the app's Game > Join a game) and referees the game. Reads this side's\n"
    "actions from standard input and writes what happens as lines (docs/cli.md).\n"
    "Meant for a trusted network: see docs/network.md before opening a port to\n"
    "the Internet.\n"
    "\n"
    "  --side SIDE           the host's side, south (default) or north\n"
    "  --name NAME           the host's name, shown to the guest\n"
    "  --address ADDRESS     the address to listen on (default 127.0.0.1, this\n"
    "                        computer only; 0.0.0.0 for every network)\n"
    "  --port PORT           the port (default: any free one)\n"
    "  --code CODE           the join code, six digits (default: a random one)\n"
    "  --class               host a class as its teacher (docs/cli.md, \"A class\"): the\n"
    "                        board starts as the rule set's start (Kalah by default)\n";

const char* const kJoinHelp =
    "usage: mancala-cli join ADDRESS:PORT CODE [--name NAME] [--accept] [--class]\n"
    "\n"
    "Joins a game hosted over the network (docs/network.md) with its join code\n"
    "and plays the other side: prints the host's rules ('setup ...') and waits\n"
    "for 'accept'. Reads this side's actions from standard input and writes\n"
    "what happens as lines (docs/cli.md).\n"
    "\n"
    "  --name NAME           this side's name, shown to the host\n"
    "  --accept              accept the host's rules without asking\n"
    "  --class               join a class as a pupil named NAME (docs/cli.md, \"A class\")\n";

const std::vector<std::string_view> kHostValued = {"variant", "rule", "seed", "side", "name", "address", "port", "code"};
const std::vector<std::string_view> kJoinValued = {"name"};
const std::vector<std::string_view> kHostFlags = {"class"};
const std::vector<std::string_view> kJoinFlags = {"accept", "class"};

namespace {

QString side(Side s)
{
    return QString::fromLatin1(sideName(s).data());
}

/// One side's lines: NetworkGame's signals to standard output, standard input's lines to its actions.
class LineSide : public QObject {
public:
    explicit LineSide(NetworkGame& game)
        : m_game(game)
    {
        connect(&m_input, &InputLines::line, this, &LineSide::command);
        connect(&m_input, &InputLines::ended, this, [this] { command(QStringLiteral("quit")); }); // the end of the input is quit
        connect(&game, &NetworkGame::guestJoined, this, [](const QString& name) { say(QStringLiteral("joined ") + name); });
        connect(&game, &NetworkGame::setupReceived, this, [this] {
            const RefereeGame& g = m_game.game();
            say(QStringLiteral("setup %1 seed %2 side %3 opponent %4")
                    .arg(QString::fromStdString(RefereeGame::rulesText(g.rules())))
                    .arg(g.seed())
                    .arg(side(m_game.mySide()), m_game.opponentName()));
            if (m_acceptAtOnce)
                m_game.acceptSetup();
        });
        connect(&game, &NetworkGame::started, this, [this] {
            say(QStringLiteral("started"));
            promptTurn();
        });
        connect(&game, &NetworkGame::resumed, this, [this] {
            say(QStringLiteral("resumed"));
            m_prompted = -1;
            promptTurn();
        });
        connect(&game, &NetworkGame::decisionPlayed, this, [this](int n, Side s, const QString& token) {
            say(QStringLiteral("played %1 %2 %3").arg(n).arg(side(s), token));
            promptTurn();
        });
        connect(&game, &NetworkGame::raceChosen, this, [](Side s) { say(QStringLiteral("chosen ") + side(s)); });
        connect(&game, &NetworkGame::chatReceived, this, [](const QString& text) { say(QStringLiteral("chat ") + text); });
        connect(&game, &NetworkGame::undoRequested, this, [](int keep) { say(QStringLiteral("undo-asked %1").arg(keep)); });
        connect(&game, &NetworkGame::undoRefused, this, [] { say(QStringLiteral("undo-refused")); });
        connect(&game, &NetworkGame::undone, this, [this](int keep) {
            say(QStringLiteral("undone %1").arg(keep));
            m_prompted = -1;
            promptTurn();
        });
        connect(&game, &NetworkGame::drawOffered, this, [] { say(QStringLiteral("draw-offered")); });
        connect(&game, &NetworkGame::drawRefused, this, [] { say(QStringLiteral("draw-refused")); });
        connect(&game, &NetworkGame::ended, this, [this](const QString& result, const QString& reason) {
            say(QStringLiteral("over %1 %2").arg(result, reason));
            finish(0);
        });
        connect(&game, &NetworkGame::connectionLost, this, [this](const QString& reason) {
            say(QStringLiteral("lost ") + reason);
            m_prompted = -1;
            if (m_game.role() == NetworkGame::Role::Guest && !m_game.playing())
                finish(3); // never joined: nothing to come back to
        });
        connect(&game, &NetworkGame::refused, this, [](const QString& reason) { say(QStringLiteral("refused ") + reason); });
        connect(&game, &NetworkGame::failed, this, [this](const QString& reason) {
            say(QStringLiteral("failed ") + reason);
            if (m_game.role() == NetworkGame::Role::Guest && !m_game.playing())
                finish(3);
        });
    }

    void acceptAtOnce() { m_acceptAtOnce = true; }

private:
    /// `turn TOKEN ...` once for each decision this side has to take.
    void promptTurn()
    {
        if (!m_game.myDecision() || m_prompted == m_game.game().count())
            return;
        m_prompted = m_game.game().count();
        QString line = QStringLiteral("turn");
        for (const std::string& token : m_game.game().choicesFor(m_game.mySide()))
            line += u' ' + QString::fromStdString(token);
        say(line);
    }

    void command(const QString& line)
    {
        const qsizetype space = line.indexOf(u' ');
        const QString word = line.left(space);
        const QString rest = space < 0 ? QString() : line.mid(space + 1).trimmed();
        QString error;
        if (word == u"move" && !rest.isEmpty())
            error = m_game.play(rest);
        else if (word == u"chat" && !rest.isEmpty())
            error = m_game.chat(rest);
        else if (word == u"undo")
            error = m_game.requestUndo();
        else if (word == u"accept-undo" || word == u"refuse-undo")
            error = m_game.answerUndo(word == u"accept-undo");
        else if (word == u"draw")
            error = m_game.offerDraw();
        else if (word == u"accept-draw" || word == u"refuse-draw")
            error = m_game.answerDraw(word == u"accept-draw");
        else if (word == u"resign")
            error = m_game.resign();
        else if (word == u"accept" && m_game.role() == NetworkGame::Role::Guest)
            error = m_game.acceptSetup();
        else if (word == u"rejoin" && m_game.role() == NetworkGame::Role::Guest)
            error = rejoin();
        else if (word == u"show")
            say(m_game.game().started()
                    ? QStringLiteral("position ") + QString::fromStdString(toPositionString(m_game.game().position()))
                    : QStringLiteral("position none"));
        else if (word == u"quit")
            finish(0);
        else
            error = QStringLiteral("unknown command '%1'").arg(line.left(40));
        if (!error.isEmpty())
            say(QStringLiteral("error ") + error);
    }

    QString rejoin()
    {
        if (m_game.connected())
            return QStringLiteral("connected already");
        m_game.rejoin();
        return {};
    }

    void finish(int code)
    {
        m_game.leave(code == 0 && !m_game.result().isEmpty() ? QStringLiteral("game over") : QStringLiteral("quit"));
        // The bye and the close go out before the program ends.
        QTimer::singleShot(100, qApp, [code] { QCoreApplication::exit(code); });
    }

    NetworkGame& m_game;
    InputLines m_input;
    int m_prompted = -1;
    bool m_acceptAtOnce = false;
};

int runEventLoop()
{
    return QCoreApplication::exec();
}

} // namespace

std::string listenOptions(const Options& options, ListenOptions& out)
{
    std::uint64_t port = 0;
    if (std::string err = numberOption(options, "port", 0, 65535, port); !err.empty())
        return err;
    const std::string* code = options.value("code");
    if (code && (code->size() != 6 || code->find_first_not_of("0123456789") != std::string::npos))
        return "--code takes six digits";
    const QHostAddress address(QString::fromStdString(options.value("address") ? *options.value("address") : "127.0.0.1"));
    if (address.isNull())
        return "--address takes an IP address";
    out.address = address;
    out.port = quint16(port);
    out.code = code ? QString::fromStdString(*code) : QString();
    return {};
}

int hostCommand(const Options& options)
{
    if (options.flag("class"))
        return classHostCommand(options);
    Rules rules;
    std::uint64_t seed = 1;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty())
        err = seedOption(options, seed);
    ListenOptions listen;
    if (err.empty())
        err = listenOptions(options, listen);
    const std::string* sideText = options.value("side");
    if (err.empty() && sideText && *sideText != "south" && *sideText != "north")
        err = "--side takes south or north, not '" + *sideText + "'";
    if (!err.empty())
        return usageError(err);
    networkApplication();
    NetworkGame game;
    LineSide lines(game);
    const Side hostSide = sideText && *sideText == "north" ? Side::North : Side::South;
    const QString name = options.value("name") ? QString::fromStdString(*options.value("name")) : QString();
    if (const QString why = game.host(rules, seed, hostSide, name, listen.address, listen.port, listen.code);
        !why.isEmpty())
        return usageError("cannot listen: " + why.toStdString());
    say(QStringLiteral("listening %1 %2 %3").arg(listen.address.toString()).arg(game.port()).arg(game.code()));
    return runEventLoop();
}

int joinCommand(const Options& options)
{
    if (options.positional.size() != 2)
        return usageError("join takes ADDRESS:PORT and the join code (see 'mancala-cli join --help')");
    const QString where = QString::fromStdString(options.positional[0]);
    const qsizetype colon = where.lastIndexOf(u':');
    bool portOk = false;
    const uint port = colon > 0 ? where.mid(colon + 1).toUInt(&portOk) : 0;
    if (!portOk || port == 0 || port > 65535)
        return usageError("join takes ADDRESS:PORT, e.g. 127.0.0.1:5000");
    const QString code = QString::fromStdString(options.positional[1]);
    if (code.size() != 6 || !std::all_of(code.begin(), code.end(), [](QChar c) { return c.isDigit(); }))
        return usageError("the join code is six digits");
    if (options.flag("class"))
        return classJoinCommand(where.left(colon), quint16(port), code, options);
    networkApplication();
    NetworkGame game;
    LineSide lines(game);
    if (options.flag("accept"))
        lines.acceptAtOnce();
    const QString name = options.value("name") ? QString::fromStdString(*options.value("name")) : QString();
    game.join(where.left(colon), quint16(port), code, name);
    return runEventLoop();
}

} // namespace mancala::cli
