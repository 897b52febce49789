// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recorddocument.h"
#include "stdstrings.h"

#include "records/archivetags.h"
#include "records/recordtree.h"
#include "records/reviewrecord.h"
#include "teaching/lessonsession.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace mancala::app {

namespace {

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

RecordDocument::RecordDocument(QObject* parent)
    : QObject(parent)
{
}

RecordDocument::~RecordDocument() = default;

void RecordDocument::setController(GameController* controller)
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
        connect(m_controller, &GameController::gameChanged, this, &RecordDocument::onGameChanged);
        connect(m_controller, &GameController::positionChanged, this, &RecordDocument::sync);
        connect(m_controller->players(), &Players::namesChanged, this, [this] { autosave(); });
        connect(m_controller->players(), &Players::levelsChanged, this, [this] { autosave(); });
        connect(m_controller->history(), &History::reviewChanged, this, [this] { autosave(); });
        resetDocument();
        sync();
    }
    emit controllerChanged();
}

void RecordDocument::setLesson(LessonSession* lesson)
{
    if (lesson == m_lesson)
        return;
    if (m_lesson)
        disconnect(m_lesson, nullptr, this, nullptr);
    m_lesson = lesson;
    // A lesson resumed at a start holds a board with moves already: it is no game to keep when it is replaced.
    if (m_lesson)
        connect(m_lesson, &LessonSession::lessonChanged, this, [this] {
            if (m_lesson->active())
                m_boardIsLesson = true;
        });
    emit lessonChanged();
}

// ------------------------------------------------------ the document

void RecordDocument::onGameChanged()
{
    if (m_loading)
        return;
    keepReplacedGame();
    resetDocument();
    sync();
}

void RecordDocument::resetDocument()
{
    m_document = GameRecord{};
    m_document.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    m_synced.clear();
    m_syncedTurns.clear();
    m_keepResult = false;
    m_mainLineKept = false;
    m_notesEdited = false;
    if (!m_edits.empty()) {
        m_edits.clear();
        emit editsChanged();
    }
    setFileName({});
    if (m_controller)
        m_variations.setMoves(m_document.moves, m_controller->initialPosition());
}

std::vector<Decision> RecordDocument::mainLine() const
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

bool RecordDocument::mainLineStays() const
{
    if (m_mainLineKept)
        return true;
    // A finished game is not played on: what is tried from one of its positions is a variation.
    Position p = m_controller->initialPosition();
    for (const Decision& d : mainLine())
        apply(p, d);
    return p.over();
}

void RecordDocument::sync()
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

GameRecord RecordDocument::record() const
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

QByteArray RecordDocument::savedText() const
{
    GameRecord saved = record();
    if (m_controller->history()->ply() != m_controller->history()->plyCount())
        saved.setTag(kPlyTag, std::to_string(m_controller->history()->ply()));
    if (m_synced != mainLine()) {
        const GameRecord line = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), m_synced);
        std::string tokens;
        for (const TurnNode& turn : line.moves.turns)
            for (const DecisionText& d : turn.decisions)
                tokens += (tokens.empty() ? "" : " ") + d.text;
        saved.setTag(kLineTag, tokens);
    }
    if (m_mainLineKept)
        saved.setTag(kKeptTag, "1");
    return QByteArray::fromStdString(writeRecord(saved));
}

QString RecordDocument::positionString() const
{
    return m_controller ? fromStd(toPositionString(m_controller->position())) : QString();
}

// ------------------------------------------------------ loading

bool RecordDocument::loadRecord(const GameRecord& original, const QString& source)
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
    m_notesEdited = false;
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

void RecordDocument::showReviewMarks()
{
    // The `$n` a review wrote (addReview()): ?! ? ?? on the move list again, each marked decision once.
    const std::vector<TurnNode>& turns = m_document.moves.turns;
    loadReview(turnsAlong(turns, m_syncedTurns), m_document.tag("Annotator"), *m_controller);
}

void RecordDocument::autosave()
{
    if (m_controller && !m_loading)
        emit recordChanged();
}

void RecordDocument::keepReplacedGame()
{
    // Nothing played is nothing to keep; a lesson's board is no game of the player's.
    if (m_controller && !m_synced.empty() && !m_boardIsLesson)
        emit aboutToReplaceGame();
}

bool RecordDocument::loadPosition(std::unique_ptr<Rules> rules, const Position& position)
{
    if (!m_controller)
        return false;
    keepReplacedGame(); // the game the position replaces can be brought back
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), m_controller->gameSeed(), position, {});
    m_loading = false;
    if (!loaded) {
        setError(tr("The game could not be set up."));
        return false;
    }
    resetDocument();
    setError({});
    sync();
    emit gameLoaded();
    return true;
}

void RecordDocument::setError(const QString& text)
{
    if (text == m_error)
        return;
    m_error = text;
    emit errorChanged();
}

void RecordDocument::setStatus(const QString& text)
{
    if (text == m_status)
        return;
    m_status = text;
    emit statusChanged();
}

void RecordDocument::setFileName(const QString& path)
{
    if (path == m_fileName)
        return;
    m_fileName = path;
    emit fileNameChanged();
}

} // namespace mancala::app
