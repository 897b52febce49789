// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_commands.h"

#include "networkgame.h"

#include "mancala/notation.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace mancala::cli {

using net::NetworkGame;
using net::RefereeGame;

const char* const kHostHelp =
    "usage: mancala-cli host --variant ID [--rule NAME=VALUE ...] [--seed S] [--side SIDE]\n"
    "                        [--name NAME] [--address ADDRESS] [--port PORT] [--code CODE]\n"
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
    "  --code CODE           the join code, six digits (default: a random one)\n";

const char* const kJoinHelp =
    "usage: mancala-cli join ADDRESS:PORT CODE [--name NAME] [--accept]\n"
    "\n"
    "Joins a game hosted over the network (docs/network.md) with its join code\n"
    "and plays the other side: prints the host's rules ('setup ...') and waits\n"
    "for 'accept'. Reads this side's actions from standard input and writes\n"
    "what happens as lines (docs/cli.md).\n"
    "\n"
    "  --name NAME           this side's name, shown to the host\n"
    "  --accept              accept the host's rules without asking\n";

const std::vector<std::string_view> kHostValued = {"variant", "rule", "seed", "side", "name", "address", "port", "code"};
const std::vector<std::string_view> kJoinValued = {"name"};
const std::vector<std::string_view> kJoinFlags = {"accept"};

namespace {

void say(const QString& line)
{
    std::fputs((line + u'\n').toUtf8().constData(), stdout);
    std::fflush(stdout);
}

QString side(Side s)
{
    return QString::fromLatin1(sideName(s).data());
}

/// One side's lines: NetworkGame's signals to standard output, standard input's lines to its actions.
class LineSide : public QObject {
public:
    explicit LineSide(NetworkGame& game)
        : m_game(game)
        , m_input(STDIN_FILENO, QSocketNotifier::Read)
    {
        connect(&m_input, &QSocketNotifier::activated, this, &LineSide::readInput);
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

    void readInput()
    {
        char buffer[4096];
        const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (got <= 0) { // the end of the input is quit
            m_input.setEnabled(false);
            command(QStringLiteral("quit"));
            return;
        }
        m_pending.append(buffer, got);
        for (qsizetype end; (end = m_pending.indexOf('\n')) >= 0;) {
            const QString line = QString::fromUtf8(m_pending.left(end)).trimmed();
            m_pending.remove(0, end + 1);
            if (!line.isEmpty())
                command(line);
        }
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
    QSocketNotifier m_input;
    QByteArray m_pending;
    int m_prompted = -1;
    bool m_acceptAtOnce = false;
};

int runEventLoop()
{
    return QCoreApplication::exec();
}

/// The QCoreApplication the network needs, made once for the command.
QCoreApplication& application()
{
    static int argc = 1;
    static char name[] = "mancala-cli";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    return app;
}

} // namespace

int hostCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::uint64_t port = 0;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty())
        err = seedOption(options, seed);
    if (err.empty())
        err = numberOption(options, "port", 0, 65535, port);
    const std::string* sideText = options.value("side");
    if (err.empty() && sideText && *sideText != "south" && *sideText != "north")
        err = "--side takes south or north, not '" + *sideText + "'";
    const std::string* code = options.value("code");
    if (err.empty() && code && (code->size() != 6 || code->find_first_not_of("0123456789") != std::string::npos))
        err = "--code takes six digits";
    const QHostAddress address(QString::fromStdString(options.value("address") ? *options.value("address") : "127.0.0.1"));
    if (err.empty() && address.isNull())
        err = "--address takes an IP address";
    if (!err.empty())
        return usageError(err);
    application();
    NetworkGame game;
    LineSide lines(game);
    const Side hostSide = sideText && *sideText == "north" ? Side::North : Side::South;
    const QString name = options.value("name") ? QString::fromStdString(*options.value("name")) : QString();
    if (const QString why = game.host(rules, seed, hostSide, name, address, quint16(port),
                                      code ? QString::fromStdString(*code) : QString());
        !why.isEmpty())
        return usageError("cannot listen: " + why.toStdString());
    say(QStringLiteral("listening %1 %2 %3").arg(address.toString()).arg(game.port()).arg(game.code()));
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
    application();
    NetworkGame game;
    LineSide lines(game);
    if (options.flag("accept"))
        lines.acceptAtOnce();
    const QString name = options.value("name") ? QString::fromStdString(*options.value("name")) : QString();
    game.join(where.left(colon), quint16(port), code, name);
    return runEventLoop();
}

} // namespace mancala::cli
