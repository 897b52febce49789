// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recorddocument.h"
#include "records/archivetags.h"
#include "stdstrings.h"
#include "records/recordtree.h"

#include "mancala/notation.h"

#include <algorithm>
#include <utility>

// The notes of the game: the comment of the turn shown, the rows of the
// variation list and what the player does with them.

namespace mancala::app {

const TurnNode* RecordDocument::currentTurn() const
{
    if (!m_controller)
        return nullptr;
    const int ply = m_controller->history()->ply();
    const std::vector<const TurnNode*> path = turnsAlong(m_document.moves.turns, m_syncedTurns);
    int end = 0;
    for (std::size_t i = 0; i < m_syncedTurns.size() && i < path.size(); ++i) {
        end += static_cast<int>(m_syncedTurns[i].decisions.size());
        if (ply <= end)
            return ply == 0 ? nullptr : path[i];
    }
    return nullptr;
}

TurnNode* RecordDocument::currentTurn()
{
    return const_cast<TurnNode*>(std::as_const(*this).currentTurn());
}

QString RecordDocument::comment() const
{
    const TurnNode* turn = currentTurn();
    const std::vector<std::string>& comments = turn ? turn->comments : m_document.moves.comments;
    QStringList parts;
    for (const std::string& c : comments)
        parts << fromStd(c);
    return parts.join(QLatin1Char(' '));
}

QString RecordDocument::question() const
{
    QStringList parts;
    for (const std::string& c : m_document.moves.comments)
        parts << fromStd(c);
    return parts.join(QLatin1Char(' '));
}

void RecordDocument::setComment(const QString& text)
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
    TurnNode* turn = currentTurn();
    (turn ? turn->comments : m_document.moves.comments) = comments;
    m_notesEdited = true;
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    m_variations.setCurrent(m_synced, m_controller->history()->ply());
    emit commentChanged();
    autosave();
}

bool RecordDocument::goToRow(int index)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row)
        return false;
    const int ply = row->ply;
    const std::vector<Decision> line = *row->line; // the row goes away when the rows are rebuilt
    // On the board's line already: only the position shown changes (redo stays as it was).
    if (static_cast<int>(m_synced.size()) >= ply && std::equal(line.begin(), line.begin() + ply, m_synced.begin())) {
        m_controller->history()->goToPly(ply);
        return true;
    }
    auto rules = std::make_unique<Rules>(m_controller->rules());
    Position start = m_controller->initialPosition();
    start.rules = rules.get();
    m_loading = true;
    const bool loaded = m_controller->loadGame(std::move(rules), m_controller->gameSeed(), start, line, ply);
    m_loading = false;
    // Showing a line is no decision: the main line stays what it is.
    m_followingRow = true;
    sync();
    m_followingRow = false;
    return loaded;
}

// ---------------------------------------------------------- edits

namespace {

constexpr std::size_t kMaxEdits = 100;

} // namespace

void RecordDocument::saveForUndo()
{
    m_edits.push_back(Edit{m_document.moves, m_keepResult});
    if (m_edits.size() > kMaxEdits)
        m_edits.erase(m_edits.begin());
    emit editsChanged();
}

void RecordDocument::afterEdit(int fallbackPly)
{
    m_notesEdited = true;
    const std::size_t along = turnsAlong(m_document.moves.turns, m_syncedTurns).size();
    if (along < m_syncedTurns.size()) {
        // The board's line left the tree (its variation deleted): the main line, where it branched.
        const std::vector<Decision> main = mainLine();
        auto rules = std::make_unique<Rules>(m_controller->rules());
        Position start = m_controller->initialPosition();
        start.rules = rules.get();
        m_loading = true;
        m_controller->loadGame(std::move(rules), m_controller->gameSeed(), start, main,
                               std::min(fallbackPly, static_cast<int>(main.size())));
        m_loading = false;
    }
    // The rows are made again even when the board's line is the same.
    m_synced = m_controller->history()->decisions();
    m_syncedTurns = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), m_synced).moves.turns;
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    m_variations.setCurrent(m_synced, m_controller->history()->ply());
    emit commentChanged();
    autosave();
}

bool RecordDocument::promoteRow(int index)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row || row->depth == 0)
        return false;
    const TreePlace place = row->place;
    saveForUndo();
    if (!promoteVariation(m_document.moves.turns, place)) {
        m_edits.pop_back();
        emit editsChanged();
        return false;
    }
    m_keepResult = false; // a result the moves do not give was the old main line's
    afterEdit(m_controller->history()->ply());
    return true;
}

bool RecordDocument::deleteRow(int index)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row || row->depth == 0)
        return false;
    const TreePlace place = row->place;
    // Where the variation branches: the first row of its line starts there.
    int branch = row->from;
    for (int i = index; i >= 0; --i) {
        const VariationModel::Row* r = m_variations.row(i);
        if (r->place.steps != place.steps)
            break;
        branch = r->from;
    }
    saveForUndo();
    if (!deleteVariation(m_document.moves.turns, place)) {
        m_edits.pop_back();
        emit editsChanged();
        return false;
    }
    afterEdit(std::min(branch, m_controller->history()->ply()));
    return true;
}

bool RecordDocument::moveRow(int index, int by)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row || row->depth == 0)
        return false;
    const TreePlace place = row->place;
    saveForUndo();
    if (!moveVariation(m_document.moves.turns, place, by)) {
        m_edits.pop_back();
        emit editsChanged();
        return false;
    }
    afterEdit(m_controller->history()->ply());
    return true;
}

namespace {

bool isGlyph(const QString& glyph)
{
    static const QStringList glyphs{QString(),         QStringLiteral("!"),  QStringLiteral("?"), QStringLiteral("!!"),
                                    QStringLiteral("??"), QStringLiteral("!?"), QStringLiteral("?!")};
    return glyphs.contains(glyph);
}

} // namespace

bool RecordDocument::markTurn(TurnNode* turn, const QString& glyph)
{
    if (!turn || turn->suffix == glyph.toStdString())
        return false;
    saveForUndo();
    turn->suffix = glyph.toStdString();
    m_notesEdited = true;
    m_variations.setMoves(m_document.moves, m_controller->initialPosition());
    m_variations.setCurrent(m_synced, m_controller->history()->ply());
    autosave();
    return true;
}

bool RecordDocument::setGlyph(int index, const QString& glyph)
{
    const VariationModel::Row* row = m_variations.row(index);
    if (!m_controller || !row || !isGlyph(glyph))
        return false;
    return markTurn(turnAt(m_document.moves.turns, row->place), glyph);
}

bool RecordDocument::setGlyphAtPly(int ply, const QString& glyph)
{
    if (!m_controller || ply < 1 || !isGlyph(glyph))
        return false;
    // The turns of the board's line in the tree, and the one whose decisions hold `ply`.
    const std::vector<TurnNode*> path = turnsAlong(m_document.moves.turns, m_syncedTurns);
    int end = 0;
    for (std::size_t i = 0; i < m_syncedTurns.size() && i < path.size(); ++i) {
        end += static_cast<int>(m_syncedTurns[i].decisions.size());
        if (ply <= end)
            return markTurn(path[i], glyph);
    }
    return false;
}

bool RecordDocument::undoEdit()
{
    if (!m_controller || m_edits.empty())
        return false;
    Edit last = std::move(m_edits.back());
    m_edits.pop_back();
    emit editsChanged();
    m_document.moves = std::move(last.moves);
    m_keepResult = last.keepResult;
    // Decisions played since the edit stay in the tree.
    insertLine(m_document.moves.turns, m_syncedTurns);
    afterEdit(m_controller->history()->ply());
    return true;
}

} // namespace mancala::app
