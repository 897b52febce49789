// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/gamearchive.h"
#include "stdstrings.h"

#include "settings/appsettings.h"
#include "settings/keptfiles.h"
#include "game/gamecontroller.h"
#include "records/positionreading.h"
#include "records/salvage.h"
#include "teaching/lessonmodel.h"

#include "mancala/notation.h"

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

constexpr int kRecentCount = 10;
const QString kRecentKey = QStringLiteral("records/recent");
/// The ply shown when the game was saved, in the autosave only.
constexpr std::string_view kPlyTag = "Ply";
/// Record files larger than this are not read (a game with its comments is far smaller).
constexpr qint64 kMaxRecordFileBytes = qint64(16) << 20;


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

void removeTag(GameRecord& record, std::string_view name)
{
    std::erase_if(record.tags, [name](const Tag& t) { return t.name == name; });
}

bool sameTurn(const TurnNode& a, const TurnNode& b) { return a.decisions == b.decisions; }

/// Whether `b` is the turn `a` left unfinished, carried on.
bool continuesTurn(const TurnNode& a, const TurnNode& b)
{
    return a.decisions.size() < b.decisions.size()
        && std::equal(a.decisions.begin(), a.decisions.end(), b.decisions.begin());
}

/**
 * Carries what annotates `old`, a line whose first turn stands where turn
 * `from` of `fresh` stands, over to `fresh`: equal turns keep their suffix,
 * glyphs, comments and variations. Where the lines part, the rest of `old`
 * becomes the first variation of the new turn, and a variation of `old` that
 * `fresh` follows leaves the variations and lends its annotations instead.
 */
void graft(const std::vector<TurnNode>& old, std::vector<TurnNode>& fresh, std::size_t from)
{
    for (std::size_t k = 0; k < old.size(); ++k) {
        const std::size_t i = from + k;
        if (i >= fresh.size())
            return; // the game's line is a part of the old one: nothing to keep past its end
        // An unfinished turn stands only at the end of a line: carried on, it is the same turn.
        if (sameTurn(old[k], fresh[i]) || (k + 1 == old.size() && continuesTurn(old[k], fresh[i]))) {
            fresh[i].suffix = old[k].suffix;
            fresh[i].nags = old[k].nags;
            fresh[i].comments = old[k].comments;
            fresh[i].variations = old[k].variations;
            continue;
        }
        MoveLine continuation;
        continuation.turns.assign(old.begin() + static_cast<std::ptrdiff_t>(k), old.end());
        continuation.turns.front().variations.clear();
        std::vector<MoveLine> alternatives{std::move(continuation)};
        bool followed = false;
        for (const MoveLine& v : old[k].variations) {
            if (!followed && !v.turns.empty() && sameTurn(v.turns.front(), fresh[i])) {
                graft(v.turns, fresh, i);
                followed = true;
            } else {
                alternatives.push_back(v);
            }
        }
        fresh[i].variations.insert(fresh[i].variations.begin(), alternatives.begin(), alternatives.end());
        return;
    }
}

/// The South or North tag of a player: "Computer (level 5)" for the
/// computer (English, as every tag), "?" for the default label (PGN's unknown player).
std::string playerTag(int level, const QString& name, const QString& defaultLabel)
{
    if (level > 0)
        return "Computer (level " + std::to_string(level) + ")";
    return name == defaultLabel || name.isEmpty() ? "?" : name.toStdString();
}

/**
 * A review's marks as the record keeps them: each turn gets the glyph of
 * its worst decision as a `$n` (NAG 6 ?!, 2 ?, 4 ??, in place of an older
 * review's) and the review's comments.
 */
void addReview(MoveLine& line, const GameController& game)
{
    static constexpr int kNags[] = {0, 6, 2, 4};
    int index = 0;
    for (TurnNode& turn : line.turns) {
        int glyph = 0;
        for (std::size_t k = 0; k < turn.decisions.size(); ++k, ++index) {
            const GameController::ReviewMark mark = game.reviewMark(index);
            if (mark.glyph <= 0)
                continue;
            glyph = std::max(glyph, mark.glyph);
            const std::string note = mark.note.simplified().toStdString();
            if (!note.empty() && std::find(turn.comments.begin(), turn.comments.end(), note) == turn.comments.end())
                turn.comments.push_back(note);
        }
        if (glyph > 0) {
            std::erase_if(turn.nags, [](int n) { return n == 2 || n == 4 || n == 6; });
            turn.nags.push_back(kNags[std::min(glyph, 3)]);
        }
    }
}

} // namespace

int computerLevel(const QString& tag)
{
    static const QRegularExpression pattern(QStringLiteral("^Computer \\(level ([1-7])\\)$"));
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
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    if (m_controller) {
        connect(m_controller, &GameController::gameChanged, this, &GameArchive::onGameChanged);
        connect(m_controller, &GameController::positionChanged, this, &GameArchive::sync);
        connect(m_controller, &GameController::namesChanged, this, &GameArchive::autosave);
        connect(m_controller, &GameController::playersChanged, this, &GameArchive::autosave);
        connect(m_controller, &GameController::reviewChanged, this, &GameArchive::autosave);
        resetDocument();
        sync();
    }
    emit controllerChanged();
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
    resetDocument();
    sync();
}

void GameArchive::resetDocument()
{
    m_document = GameRecord{};
    m_document.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    m_synced.clear();
    m_keepResult = false;
    setFileName({});
    if (m_controller)
        m_variations.setMoves(m_document.moves, m_controller->initialPosition());
}

void GameArchive::sync()
{
    if (!m_controller || m_loading)
        return;
    const std::vector<Decision> decisions = m_controller->decisions();
    if (decisions != m_synced) {
        GameRecord fresh = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), decisions);
        graft(m_document.moves.turns, fresh.moves.turns, 0);
        m_document.moves.turns = std::move(fresh.moves.turns);
        m_synced = decisions;
        m_keepResult = false;
        m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    }
    m_variations.setCurrentPly(m_controller->ply());
    emit commentChanged();
    autosave();
}

GameRecord GameArchive::record() const
{
    if (!m_controller)
        return {};
    const GameRecord game
        = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), m_controller->decisions());
    GameRecord out = m_document;
    for (std::string_view name : {"Setup", "HouseRules", "Score"})
        if (!game.findTag(name))
            removeTag(out, name);
    const std::string keptResult = out.result;
    for (const Tag& t : game.tags)
        out.setTag(t.name, t.value);
    out.result = game.result;
    // A result the moves do not give (a resignation, an agreement) stands while the line is unchanged.
    if (m_keepResult && !m_controller->over()) {
        out.result = keptResult;
        out.setTag("Result", keptResult);
    }
    // The default labels are no names: PGN writes "?" for an unknown player.
    const QString south = m_controller->southName();
    const QString north = m_controller->northName();
    addReview(out.moves, *m_controller);
    out.setTag("South", playerTag(m_controller->level(0), south, GameController::tr("South")));
    out.setTag("North", playerTag(m_controller->level(1), north, GameController::tr("North")));
    return out;
}

int GameArchive::currentTurn() const
{
    if (!m_controller)
        return -1;
    const int ply = m_controller->ply();
    int end = 0;
    for (std::size_t i = 0; i < m_document.moves.turns.size(); ++i) {
        end += static_cast<int>(m_document.moves.turns[i].decisions.size());
        if (ply <= end)
            return ply == 0 ? -1 : static_cast<int>(i);
    }
    return -1;
}

QString GameArchive::comment() const
{
    const int turn = currentTurn();
    const std::vector<std::string>& comments = turn < 0
        ? m_document.moves.comments
        : m_document.moves.turns[static_cast<std::size_t>(turn)].comments;
    QStringList parts;
    for (const std::string& c : comments)
        parts << fromStd(c);
    return parts.join(QLatin1Char(' '));
}

QString GameArchive::title() const
{
    const QString event = fromStd(m_document.tag("Event")).trimmed();
    return event == QLatin1String("?") ? QString() : event;
}

QString GameArchive::question() const
{
    QStringList parts;
    for (const std::string& c : m_document.moves.comments)
        parts << fromStd(c);
    return parts.join(QLatin1Char(' '));
}

void GameArchive::setComment(const QString& text)
{
    if (!m_controller || text.simplified() == comment())
        return;
    // The reader collapses white space in comments (docs/notation.md): so does the editor.
    QString simple = text.simplified();
    std::vector<std::string> comments;
    // The reader refuses longer ones, braces counted (docs/notation.md): the record must read back.
    const qsizetype limit = qsizetype(kMaxTurnCommentLength) - 2;
    if (simple.toUtf8().size() > limit) {
        while (simple.toUtf8().size() > limit)
            simple.chop(std::max<qsizetype>(1, (simple.toUtf8().size() - limit) / 4));
        //: A comment longer than a record can hold was cut; %1 the most bytes kept
        setError(tr("The comment was cut to %1 bytes, the most a record keeps for one turn.").arg(limit));
    }
    if (!simple.isEmpty())
        comments.push_back(simple.toStdString());
    const int turn = currentTurn();
    (turn < 0 ? m_document.moves.comments : m_document.moves.turns[static_cast<std::size_t>(turn)].comments)
        = comments;
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    m_variations.setCurrentPly(m_controller->ply());
    emit commentChanged();
    autosave();
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
    if (!m_controller || !m_controller->raceChoiceHidden())
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
    setStatus(tr("Saved to %1.").arg(QFileInfo(path).fileName()));
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
    m_gameList.clear();
    for (std::size_t i = 0; i < m_pending.size(); ++i)
        m_gameList << QStringLiteral("%1. %2").arg(i + 1).arg(fromStd(m_pending[i].summary()));
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
    m_gameList.clear();
    for (std::size_t i = 0; i < m_pending.size(); ++i)
        m_gameList << QStringLiteral("%1. %2").arg(i + 1).arg(fromStd(m_pending[i].summary()));
    setError({});
    emit gamesChanged();
    return true;
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
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), game.seed, start, game.decisions, plyOk ? ply : -1);
    if (loaded) {
        const QString south = fromStd(record.tag("South"));
        const QString north = fromStd(record.tag("North"));
        // "Computer (level 5)" gives the side back to the computer; a name, to a person.
        const int southLevel = computerLevel(south);
        const int northLevel = computerLevel(north);
        m_controller->setLevel(0, southLevel);
        m_controller->setLevel(1, northLevel);
        const auto shown = [](const QString& tag, int level, const QString& label) {
            return level > 0 || tag.isEmpty() || tag == QLatin1String("?") ? label : tag;
        };
        m_controller->setRecordNames(shown(south, southLevel, GameController::tr("South")),
                                     shown(north, northLevel, GameController::tr("North")));
    }
    m_loading = false;
    if (!loaded) {
        setError(tr("The game could not be set up."));
        return false;
    }
    m_document = record;
    removeTag(m_document, kPlyTag);
    m_synced = game.decisions;
    m_keepResult = true;
    setFileName({});
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    setError(notice.empty() ? QString() : where + fromStd(notice.message()));
    sync();
    emit gameLoaded();
    return true;
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

bool GameArchive::goToRow(int index)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row)
        return false;
    if (row->depth == 0) {
        m_controller->goToPly(row->ply);
        return true;
    }
    auto rules = std::make_unique<Rules>(m_controller->rules());
    Position start = m_controller->initialPosition();
    start.rules = rules.get();
    const std::vector<Decision> line = *row->line; // the row goes away when the rows are rebuilt
    const int ply = row->ply;
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), m_controller->gameSeed(), start, line, ply);
    m_loading = false;
    sync();
    return loaded;
}

// ---------------------------------------------------------- autosave

bool GameArchive::startAutosave()
{
    if (m_autosaving || !m_controller)
        return false;
    const bool demonstration = qEnvironmentVariableIsSet("MANCALA_MOVES") || qEnvironmentVariableIsSet("MANCALA_VARIANT");
    // Screenshots and demonstrations leave the player's saved game alone.
    if (demonstration && !qEnvironmentVariableIsSet("MANCALA_AUTOSAVE"))
        return false;
    QStringList notices;
    // A file left aside by a start that never finished reading it stopped the
    // program then: it is kept, never tried again.
    const QString reading = m_autosavePath + QStringLiteral(".reading");
    if (QFileInfo::exists(reading)) {
        const QString kept = keepAside(reading, true, m_autosavePath);
        //: The program stopped while reading the saved game at the last start; %1 where the file is now
        notices << tr("The program stopped while opening the saved game last time; the file was kept as %1.")
                       .arg(QDir::toNativeSeparators(kept.isEmpty() ? reading : kept));
    }
    bool restored = false;
    if (!demonstration && QFileInfo::exists(m_autosavePath)) {
        // Set aside before it is read: should reading it crash, the next start keeps it and goes on.
        const QString source = QFile::rename(m_autosavePath, reading) ? reading : m_autosavePath;
        const Restored result = restoreAutosave(source);
        restored = result.whole || result.turns > 0;
        if (result.whole) {
            if (source == reading)
                QFile::rename(reading, m_autosavePath);
            if (!result.why.isEmpty())
                notices << result.why; // read up to the game's end (Q8 and the like)
        } else {
            const QString kept = keepAside(source, true, m_autosavePath);
            const QString where = QDir::toNativeSeparators(kept.isEmpty() ? source : kept);
            if (result.turns == 0)
                //: A damaged saved game of which no turn could be read; %1 where the file was kept
                notices << tr("The saved game was damaged from its first turn: a new game of its rules was "
                              "started and the file was kept as %1.").arg(where);
            else if (restored)
                //: %n turns of a damaged saved game were restored; %1 where the damaged file was kept
                notices << tr("The saved game was damaged: the game is restored up to turn %n, where the damage "
                              "starts; the file was kept as %1.", nullptr, result.turns).arg(where);
            else
                //: The saved game could not be read; %1 where it was kept; %2 why
                notices << tr("The saved game could not be read (%2); a new game was started and the file was "
                              "kept as %1.").arg(where, result.why);
        }
    }
    openSettings(); // a settings file that does not read is kept aside: say so with the rest
    if (const QString notice = takeSettingsNotice(); !notice.isEmpty())
        notices << notice;
    if (const QString notice = LessonModel::userFolderNotice(); !notice.isEmpty())
        notices << notice; // the teacher's lesson files that do not hold, once
    setError(notices.join(QLatin1Char('\n')));
    m_autosaving = true;
    emit autosavingChanged();
    autosave();
    const QString out = qEnvironmentVariable("MANCALA_POSITION_OUT");
    if (!out.isEmpty()) {
        // Once the start is over: a file of the command line is open by then.
        QTimer::singleShot(0, this, [this, out] {
            const QByteArray data = (positionString() + QLatin1Char('\n') + QString::number(m_controller->ply())
                                     + QLatin1Char('\n') + m_error + QLatin1Char('\n')).toUtf8();
            QCoreApplication::exit(writeFile(out, data, nullptr) ? 0 : 1);
        });
    }
    return restored;
}

GameArchive::Restored GameArchive::restoreAutosave(const QString& path)
{
    Restored result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.why = file.errorString();
        return result;
    }
    if (file.size() > kMaxRecordFileBytes) {
        //: Why the saved game was not read
        result.why = tr("it is larger than %1 MB").arg(kMaxRecordFileBytes >> 20);
        return result;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    const auto salvaged = salvageRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!salvaged) {
        const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        //: Why the saved game was not read: it holds no game
        result.why = list.ok() ? tr("it holds no game") : fromStd(list.error.message());
        return result;
    }
    if (!loadRecord(salvaged->record, QFileInfo(m_autosavePath).fileName())) {
        result.why = m_error;
        setError({});
        return result;
    }
    // A record that went on past its end is whole, with a notice of what was left out.
    if (salvaged->whole)
        result.why = m_error;
    result.whole = salvaged->whole;
    result.turns = salvaged->turns;
    return result;
}

void GameArchive::autosave()
{
    if (!m_autosaving || !m_controller || m_loading || m_autosavePath.isEmpty())
        return;
    GameRecord saved = record();
    if (m_controller->ply() != m_controller->plyCount())
        saved.setTag(kPlyTag, std::to_string(m_controller->ply()));
    const std::string text = writeRecord(saved);
    if (text.empty())
        return;
    const QByteArray data = QByteArray::fromStdString(text);
    if (data == m_lastSaved)
        return;
    QString why;
    if (writeFile(m_autosavePath, data, &why))
        m_lastSaved = data;
    else
        qWarning("autosave to %s failed: %s", qPrintable(m_autosavePath), qPrintable(why));
}

// ------------------------------------------------------------ recent

QStringList GameArchive::recentFiles() const
{
    QStringList list;
    for (const QString& path : openSettings()->value(kRecentKey).toStringList())
        if (QFileInfo(path).isAbsolute() && !list.contains(path) && list.size() < kRecentCount)
            list << path;
    return list;
}

void GameArchive::addRecent(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kRecentCount)
        list.removeLast();
    openSettings()->setValue(kRecentKey, list);
    emit recentFilesChanged();
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
