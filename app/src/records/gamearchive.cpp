// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/gamearchive.h"
#include "stdstrings.h"

#include "settings/appsettings.h"
#include "files/keptfiles.h"
#include "game/gamecontroller.h"
#include "records/archivetags.h"
#include "records/positionreading.h"
#include "records/recordheading.h"
#include "records/recordtree.h"
#include "records/reviewrecord.h"
#include "records/salvage.h"
#include "teaching/lessonsession.h"
#include "teaching/lessonmodel.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QGuiApplication>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace mancala::app {

namespace {



/// Whether text can be a game record at all: after blanks (and a UTF-8 byte
/// order mark) it starts with a tag, a move number, a comment or a result.
bool startsLikeARecord(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '[' || c == '{' || c == ';' || c == '*' || (c >= '0' && c <= '9');
    }
    return true; // empty: the parser says so
}

QString localPath(const QUrl& url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString(QUrl::PreferLocalFile);
}


/// The South or North tag of a player: "Computer (level 5, Advanced)" for
/// the computer (English, as every tag; the level's name as the picker says
/// it), the name shown on the screen for a person ("South" too, a name the
/// player kept), "?" (PGN's unknown player) when there is none or the
/// imported record had none (`unknown`: it shows the default label).
std::string playerTag(int level, const QString& name, bool unknown)
{
    if (level > 0)
        return "Computer (level " + std::to_string(level) + ", " + std::string(mancala::levelName(level)) + ")";
    return unknown || name.trimmed().isEmpty() ? "?" : name.toStdString();
}

} // namespace

int computerLevel(const QString& tag)
{
    // "Computer (level 5, Advanced)", or as older versions wrote it, "Computer (level 5)".
    static const QRegularExpression pattern(QStringLiteral("^Computer \\(level ([1-7])(, [A-Za-z]+)?\\)$"));
    const QRegularExpressionMatch match = pattern.match(tag.trimmed());
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

GameArchive::GameArchive(QObject* parent)
    : QObject(parent)
{
    m_autosavePath = qEnvironmentVariable("MANCALA_AUTOSAVE");
    if (m_autosavePath.isEmpty())
        m_autosavePath = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/autosave.pgn");
}

GameArchive::~GameArchive() = default;

void GameArchive::setController(GameController* controller)
{
    if (controller == m_controller)
        return;
    if (m_controller) {
        disconnect(m_controller, nullptr, this, nullptr);
        disconnect(m_controller->players(), nullptr, this, nullptr);
        disconnect(m_controller->history(), nullptr, this, nullptr);
    }
    m_controller = controller;
    if (m_controller) {
        connect(m_controller, &GameController::gameChanged, this, &GameArchive::onGameChanged);
        connect(m_controller, &GameController::positionChanged, this, &GameArchive::sync);
        connect(m_controller->players(), &Players::namesChanged, this, [this] { autosave(); });
        connect(m_controller->players(), &Players::levelsChanged, this, [this] { autosave(); });
        connect(m_controller->history(), &History::reviewChanged, this, [this] { autosave(); });
        resetDocument();
        sync();
    }
    emit controllerChanged();
}

void GameArchive::setLesson(LessonSession* lesson)
{
    if (lesson == m_lesson)
        return;
    m_lesson = lesson;
    emit lessonChanged();
}

void GameArchive::setAutosavePath(const QString& path)
{
    if (path == m_autosavePath)
        return;
    m_autosavePath = path;
    m_lastSaved.clear();
    emit autosavePathChanged();
    autosave();
}

// ------------------------------------------------------ the document

void GameArchive::onGameChanged()
{
    if (m_loading)
        return;
    keepReplacedGame();
    resetDocument();
    sync();
}

void GameArchive::resetDocument()
{
    m_document = GameRecord{};
    m_document.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    m_synced.clear();
    m_syncedTurns.clear();
    m_keepResult = false;
    m_mainLineKept = false;
    if (!m_edits.empty()) {
        m_edits.clear();
        emit editsChanged();
    }
    setFileName({});
    if (m_controller)
        m_variations.setMoves(m_document.moves, m_controller->initialPosition());
}

std::vector<Decision> GameArchive::mainLine() const
{
    std::vector<Decision> out;
    if (!m_controller)
        return out;
    Position p = m_controller->initialPosition();
    for (const TurnNode& turn : m_document.moves.turns)
        for (const DecisionText& token : turn.decisions) {
            Decision d;
            std::string why;
            if (!parseDecision(p, token.text, d, why) || !apply(p, d))
                return out; // checked when it was read: cannot happen
            out.push_back(d);
        }
    return out;
}

bool GameArchive::mainLineStays() const
{
    if (m_mainLineKept)
        return true;
    // A finished game is not played on: what is tried from one of its positions is a variation.
    Position p = m_controller->initialPosition();
    for (const Decision& d : mainLine())
        apply(p, d);
    return p.over();
}

void GameArchive::sync()
{
    if (!m_controller || m_loading)
        return;
    // A board that shows a lesson: its game is no game to keep when it is replaced.
    m_boardIsLesson = (m_lesson && m_lesson->active()) || m_exercise;
    const std::vector<Decision> decisions = m_controller->history()->decisions();
    if (decisions != m_synced) {
        GameRecord fresh = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), decisions);
        if (!m_synced.empty() && (m_followingRow || mainLineStays())) {
            // A decision tried in a record or a finished game: a variation; the main line and its result stay.
            if (insertLine(m_document.moves.turns, fresh.moves.turns))
                m_keepResult = false;
        } else {
            // The game played on (or taken back and played otherwise): the board's line is the main line.
            graftLine(m_document.moves.turns, fresh.moves.turns, 0);
            m_document.moves.turns = fresh.moves.turns;
            m_keepResult = false;
        }
        m_syncedTurns = std::move(fresh.moves.turns);
        m_synced = decisions;
        m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    }
    m_variations.setCurrent(m_synced, m_controller->history()->ply());
    emit commentChanged();
    autosave();
}

GameRecord GameArchive::record() const
{
    if (!m_controller)
        return {};
    // The main line's tags and result, whichever line the board shows.
    const GameRecord game = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), mainLine());
    GameRecord out = m_document;
    // The tags of the end (Score, Ending) go with it: a promoted unfinished line has none.
    for (std::string_view name : {"Setup", "HouseRules", "Score", "Ending"})
        if (!game.findTag(name))
            removeTag(out, name);
    const std::string keptResult = out.result;
    for (const Tag& t : game.tags)
        out.setTag(t.name, t.value);
    out.result = game.result;
    // A result the moves do not give (a resignation, an agreement) stands while the main line is unchanged.
    if (m_keepResult && game.result == "*") {
        out.result = keptResult;
        out.setTag("Result", keptResult);
    }
    addReview(out, turnsAlong(out.moves.turns, m_syncedTurns), *m_controller);
    // A record's unknown player reads as the default label, and is written unknown again.
    const bool fromRecord = m_controller->players()->namesFromRecord();
    out.setTag("South", playerTag(m_controller->level(0), m_controller->players()->southName(), fromRecord && m_unknownPlayers[0]));
    out.setTag("North", playerTag(m_controller->level(1), m_controller->players()->northName(), fromRecord && m_unknownPlayers[1]));
    return out;
}

// ------------------------------------------------------------ export

QString GameArchive::exportText() const
{
    RecordError error;
    const std::string text = writeRecord(record(), &error);
    return fromStd(text);
}

bool GameArchive::writeFile(const QString& path, const QByteArray& data, QString* why) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (why)
            *why = file.errorString();
        return false;
    }
    return true;
}

bool GameArchive::revealsRaceChoice()
{
    if (!m_controller || !m_controller->history()->raceChoiceHidden())
        return false;
    setError(GameController::tr("The race choice stays secret until both players have chosen."));
    return true;
}

bool GameArchive::saveFile(const QUrl& url)
{
    if (revealsRaceChoice())
        return false;
    const QString path = localPath(url);
    QString why;
    if (!writeFile(path, exportText().toUtf8(), &why)) {
        //: %1 a file name, %2 the system's reason
        setError(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), why));
        return false;
    }
    setError({});
    setFileName(path);
    addRecent(path);
    //: %1 a file name
    setStatus(tr("Saved to %1.").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
    return true;
}

void GameArchive::copyGame()
{
    if (revealsRaceChoice())
        return;
    QGuiApplication::clipboard()->setText(exportText());
    setStatus(tr("The game record is on the clipboard."));
}

QString GameArchive::positionString() const
{
    return m_controller ? fromStd(toPositionString(m_controller->position())) : QString();
}

void GameArchive::copyPosition()
{
    if (!m_controller || revealsRaceChoice())
        return;
    // With its rule set in front, so that pasting it plays it by the same rules.
    QGuiApplication::clipboard()->setText(fromStd(toNamedPositionString(m_controller->position())));
    setStatus(tr("The position is on the clipboard."));
}

// ------------------------------------------------------------ import

QString GameArchive::parseError(std::string_view text, const RecordList& list)
{
    if (!startsLikeARecord(text))
        //: A text that is neither a game record nor a position was imported or pasted
        return tr("This is not a game record: a record starts with tags such as [Variant \"kalah\"] "
                  "or with numbered moves such as 1. c-f A.");
    return fromStd(list.error.message());
}

bool GameArchive::importText(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const RecordList list = parseRecords(view);
    if (!list.ok()) {
        setError(parseError(view, list));
        return false;
    }
    m_pendingSource.clear();
    if (list.games.size() == 1)
        return loadRecord(list.games.front(), {});
    m_pending = list.games;
    listGames();
    setError({});
    emit gamesChanged();
    return true;
}

RecordList GameArchive::readRecordFile(const QString& path, QString* why)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 a file name, %2 the system's reason
        *why = tr("Could not open %1: %2").arg(name, file.errorString());
        return {};
    }
    if (file.size() > kMaxRecordFileBytes) {
        //: %1 a file name, %2 the largest size read, in MB
        *why = tr("%1 is larger than %2 MB: it is not read as a game record.").arg(name).arg(kMaxRecordFileBytes >> 20);
        return {};
    }
    const QByteArray bytes = file.readAll();
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    RecordList list = parseRecords(view);
    if (!list.ok())
        *why = name + QStringLiteral(": ") + parseError(view, list);
    return list;
}

bool GameArchive::fileHoldsAGame(const QUrl& url) const
{
    QString why;
    const RecordList list = readRecordFile(localPath(url), &why);
    return why.isEmpty() && !list.games.empty() && (list.games.size() > 1 || readGame(list.games.front()).ok());
}

bool GameArchive::openFile(const QUrl& url)
{
    const QString path = localPath(url);
    const QString name = QFileInfo(path).fileName();
    QString why;
    const RecordList list = readRecordFile(path, &why);
    if (!why.isEmpty()) {
        setError(why);
        return false;
    }
    if (list.games.size() == 1) {
        if (!loadRecord(list.games.front(), name))
            return false;
        setFileName(path);
        addRecent(path);
        return true;
    }
    m_pending = list.games;
    m_pendingSource = path;
    listGames();
    setError({});
    emit gamesChanged();
    return true;
}

QString GameArchive::gameLine(int number, const GameRecord& game) const
{
    const auto known = [&game](std::string_view name) { return knownTag(game, name); };
    QStringList parts;
    // What tells prepared positions apart: the title and event, else the question.
    const RecordHeading heading = recordHeading(game);
    parts << heading.title << heading.event;
    if (heading.title.isEmpty() && heading.event.isEmpty())
        parts << heading.headline(60);
    const QString south = playerName(game, Side::South);
    const QString north = playerName(game, Side::North);
    if (!south.isEmpty() || !north.isEmpty())
        //: The players of a game in the list of a record file's games; %1 South, %2 North ("?" unknown)
        parts << tr("%1 against %2").arg(south.isEmpty() ? QStringLiteral("?") : south,
                                         north.isEmpty() ? QStringLiteral("?") : north);
    const QString variant = known("Variant");
    const qsizetype index = m_controller ? m_controller->variantIds().indexOf(variant) : -1;
    parts << (index >= 0 ? m_controller->variantNames().value(index) : variant);
    QString result = fromStd(game.result);
    if (const QString score = known("Score"); !score.isEmpty())
        result += QStringLiteral(" (%1)").arg(score);
    parts << result;
    //: How long a game of a record file is, in the list of its games
    parts << tr("%n turn(s)", nullptr, static_cast<int>(game.moves.turns.size()));
    if (const QString date = known("Date"); !date.isEmpty())
        parts << date;
    parts.removeAll(QString());
    return QStringLiteral("%1. %2").arg(number).arg(parts.join(QStringLiteral(", ")));
}

void GameArchive::listGames()
{
    m_gameList.clear();
    for (std::size_t i = 0; i < m_pending.size(); ++i)
        m_gameList << gameLine(static_cast<int>(i) + 1, m_pending[i]);
}

bool GameArchive::openRecent(const QString& path)
{
    return openFile(QUrl::fromLocalFile(path));
}

bool GameArchive::openGame(int index)
{
    if (!m_positionChoices.empty()) {
        if (index < 0 || index >= static_cast<int>(m_positionChoices.size()))
            return false;
        const Rules chosen = m_positionChoices[static_cast<std::size_t>(index)];
        const std::string position = m_pendingPosition;
        cancelGameChoice();
        return playPosition(chosen, position);
    }
    if (index < 0 || index >= static_cast<int>(m_pending.size()))
        return false;
    const QString path = m_pendingSource;
    if (!loadRecord(m_pending[static_cast<std::size_t>(index)], QFileInfo(path).fileName()))
        return false;
    cancelGameChoice();
    if (!path.isEmpty()) {
        setFileName(path);
        addRecent(path);
    }
    return true;
}

void GameArchive::cancelGameChoice()
{
    m_pending.clear();
    m_pendingSource.clear();
    m_positionChoices.clear();
    m_pendingPosition.clear();
    if (!m_gameList.isEmpty()) {
        m_gameList.clear();
        emit gamesChanged();
    }
}

bool GameArchive::loadRecord(const GameRecord& original, const QString& source)
{
    if (!m_controller)
        return false;
    // A record that goes on after its game is over (written before a rule
    // change) is read up to the end; the notice says what was left out.
    GameRecord record = original;
    const RecordError notice = cutPastEnd(record);
    const QString where = source.isEmpty() ? QString() : source + QStringLiteral(": ");
    const ReplayedGame game = readGame(record);
    if (!game.ok()) {
        setError(where + fromStd(game.error.message()));
        return false;
    }
    bool plyOk = false;
    const int ply = fromStd(record.tag(kPlyTag)).toInt(&plyOk);
    auto rules = std::make_unique<Rules>(*game.rules);
    Position start = game.start;
    start.rules = rules.get();
    // The autosave of a board that showed a variation: that line, when it still replays.
    std::vector<Decision> line = game.decisions;
    if (const Tag* tag = record.findTag(kLineTag)) {
        std::vector<Decision> shown;
        Position p = start;
        bool ok = true;
        for (const QString& token : fromStd(tag->value).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            Decision d;
            std::string why;
            ok = ok && parseDecision(p, token.toStdString(), d, why) && apply(p, d);
            if (ok)
                shown.push_back(d);
        }
        if (ok)
            line = std::move(shown);
    }
    keepReplacedGame();
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), game.seed, start, line, plyOk ? ply : -1);
    if (loaded) {
        const QString south = fromStd(record.tag("South"));
        const QString north = fromStd(record.tag("North"));
        // "Computer (level 5)" gives the side back to the computer; a name, to a person.
        const int southLevel = computerLevel(south);
        const int northLevel = computerLevel(north);
        m_controller->setLevel(0, southLevel);
        m_controller->setLevel(1, northLevel);
        const auto unknown = [](const QString& tag) { return tag.isEmpty() || tag == QLatin1String("?"); };
        m_unknownPlayers[0] = unknown(south);
        m_unknownPlayers[1] = unknown(north);
        const auto shown = [unknown](const QString& tag, int level, const QString& label) {
            return level > 0 || unknown(tag) ? label : tag;
        };
        m_controller->players()->setRecordNames(shown(south, southLevel, GameController::tr("South")),
                                     shown(north, northLevel, GameController::tr("North")));
    }
    m_loading = false;
    if (!loaded) {
        setError(tr("The game could not be set up."));
        return false;
    }
    m_document = record;
    // A record's main line stays when the player tries something else (an
    // autosave's tag says whether it was a record's: restoreAutosave()).
    m_mainLineKept = true;
    for (std::string_view name : {kPlyTag, kLineTag, kKeptTag})
        removeTag(m_document, name);
    if (!m_edits.empty()) {
        m_edits.clear();
        emit editsChanged();
    }
    m_synced = m_controller->history()->decisions();
    m_syncedTurns = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), m_synced).moves.turns;
    m_keepResult = true;
    setFileName({});
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    setError(notice.empty() ? QString() : where + fromStd(notice.message()));
    sync();
    showReviewMarks();
    emit gameLoaded();
    return true;
}

void GameArchive::showReviewMarks()
{
    // The `$n` a review wrote (addReview()): ?! ? ?? on the move list again, each marked decision once.
    const std::vector<TurnNode>& turns = m_document.moves.turns;
    loadReview(turnsAlong(turns, m_syncedTurns), m_document.tag("Annotator"), *m_controller);
}

bool GameArchive::paste()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        setError(tr("The clipboard holds no text."));
        return false;
    }
    if (looksLikePosition(text.toStdString()))
        return loadPosition(text);
    return importText(text);
}

bool GameArchive::clipboardHoldsAGame() const
{
    if (!m_controller)
        return false;
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty())
        return false;
    if (looksLikePosition(text.toStdString()))
        return !readPositionRules(m_controller->rules(), text.toStdString()).fits.empty();
    const QByteArray bytes = text.toUtf8();
    const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return list.ok() && !list.games.empty() && (list.games.size() > 1 || readGame(list.games.front()).ok());
}

bool GameArchive::loadPosition(const QString& text)
{
    if (!m_controller)
        return false;
    const std::string position = text.trimmed().toStdString();
    const PositionReading reading = readPositionRules(m_controller->rules(), position);
    if (reading.fits.empty()) {
        //: %1 why the text is not a position of the rules being played
        setError(tr("This is not a position string: %1").arg(fromStd(reading.why)));
        return false;
    }
    if (reading.fits.size() == 1)
        return playPosition(reading.fits.front(), position);
    // Several rule sets fit a string that names none: the player says which.
    cancelGameChoice();
    m_positionChoices = reading.fits;
    m_pendingPosition = position;
    for (const Rules& rules : m_positionChoices)
        m_gameList << rulesLabel(rules);
    setError({});
    emit gamesChanged();
    return true;
}

QString GameArchive::rulesLabel(const Rules& rules) const
{
    const QString name = m_controller->variantNames().value(static_cast<int>(rules.variant));
    if (rules.houses == Rules::defaults(rules.variant).houses)
        return name;
    //: A rule set with a row length of its own: %1 its name, %2 the holes a row
    return tr("%1, %2 holes a row").arg(name).arg(rules.houses);
}

bool GameArchive::playPosition(const Rules& chosen, const std::string& position)
{
    auto rules = std::make_unique<Rules>(chosen);
    Position p;
    if (const std::string why = fromPositionString(position, *rules, p); !why.empty()) {
        setError(tr("This is not a position string: %1").arg(fromStd(why)));
        return false;
    }
    p.rules = rules.get();
    const QString label = rulesLabel(chosen);
    keepReplacedGame(); // the game the position replaces can be brought back
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), m_controller->gameSeed(), p, {});
    m_loading = false;
    if (!loaded) {
        setError(tr("The game could not be set up."));
        return false;
    }
    resetDocument();
    setError({});
    sync();
    emit gameLoaded();
    //: After a position string is pasted: %1 the rule set it is played with
    setStatus(tr("The position is read as %1.").arg(label));
    return true;
}

void GameArchive::setError(const QString& text)
{
    if (text == m_error)
        return;
    m_error = text;
    emit errorChanged();
}

void GameArchive::setStatus(const QString& text)
{
    if (text == m_status)
        return;
    m_status = text;
    emit statusChanged();
}

void GameArchive::setFileName(const QString& path)
{
    if (path == m_fileName)
        return;
    m_fileName = path;
    emit fileNameChanged();
}

} // namespace mancala::app
