// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/movelistmodel.h"

#include <algorithm>

namespace mancala::app {

MoveListModel::MoveListModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_tokens.size());
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_tokens.size())
        return {};
    const Token& t = m_tokens[index.row()];
    switch (role) {
    case TextRole: return t.text;
    case GlyphRole: return glyphText(t.glyph);
    case NoteRole: return t.note;
    case LabelRole: {
        if (t.separator)
            //: Move list: the line before the first turn of a round; %1 the round number
            return tr("Round %1").arg(t.round);
        const QString text = t.lastPly > 0 ? t.text + glyphText(t.glyph) : (t.startsLine ? QStringLiteral("…") : QString());
        return t.startsLine ? QString::number(t.turn) + QStringLiteral(". ") + text : text;
    }
    case TurnRole: return t.turn;
    case SideRole: return t.side;
    case StartsTurnRole: return t.startsLine;
    case PlyRole: return t.lastPly;
    case CurrentRole: return isCurrent(t);
    case BlankRole: return t.lastPly == 0;
    case AheadRole: return t.lastPly > 0 && t.firstPly > m_current;
    case RoundRole: return t.round;
    case SeparatorRole: return t.separator;
    }
    return {};
}

int MoveListModel::currentRow() const
{
    const auto at = std::find_if(m_tokens.cbegin(), m_tokens.cend(), [this](const Token& t) { return isCurrent(t); });
    return at == m_tokens.cend() ? -1 : static_cast<int>(at - m_tokens.cbegin());
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    return {{TextRole, "text"}, {LabelRole, "label"}, {TurnRole, "turn"}, {SideRole, "side"},
            {StartsTurnRole, "startsLine"}, {PlyRole, "ply"}, {CurrentRole, "current"}, {BlankRole, "blank"},
            {AheadRole, "ahead"}, {RoundRole, "round"}, {SeparatorRole, "separator"},
            {GlyphRole, "glyph"}, {NoteRole, "note"}};
}

QString MoveListModel::glyphText(int glyph)
{
    switch (glyph) {
    case 1: return QStringLiteral("?!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("??");
    default: return {};
    }
}

namespace {

/// The decisions of each turn joined into one token.
QList<MoveListModel::Token> joinTurns(const QList<MoveListModel::Entry>& entries)
{
    QList<MoveListModel::Token> turns;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const MoveListModel::Entry& e = entries[i];
        const int ply = static_cast<int>(i) + 1;
        if (turns.isEmpty() || e.startsTurn) {
            turns.append({e.text, e.turn, e.side, ply, ply, false, e.round, false, e.glyph, e.note});
            continue;
        }
        MoveListModel::Token& t = turns.last();
        t.text += QLatin1Char('-') + e.text;
        t.glyph = std::max(t.glyph, e.glyph);
        if (!e.note.isEmpty())
            t.note = t.note.isEmpty() ? e.note : t.note + QLatin1Char(' ') + e.note;
        if (t.side != e.side)
            t.side = -1;
        t.lastPly = ply;
    }
    return turns;
}

bool sameToken(const MoveListModel::Token& a, const MoveListModel::Token& b)
{
    return a.text == b.text && a.turn == b.turn && a.side == b.side && a.firstPly == b.firstPly
        && a.lastPly == b.lastPly && a.startsLine == b.startsLine && a.round == b.round
        && a.separator == b.separator && a.glyph == b.glyph && a.note == b.note;
}

} // namespace

QList<MoveListModel::Token> MoveListModel::tokens(const QList<Entry>& entries)
{
    QList<Token> cells;
    int inLine = 0; // cells in the current line
    int lineTurn = -1;
    int round = -1;
    const auto blank = [&cells](int turn, bool startsLine) { cells.append({QString(), turn, startsLine ? 0 : 1, 0, 0, startsLine}); };
    for (Token t : joinTurns(entries)) {
        // A new round: the line is closed, then a separator line of its own.
        if (round >= 0 && t.round != round) {
            if (inLine == 1)
                blank(lineTurn, false);
            Token separator{QString(), t.turn, -1, 0, 0, true, t.round, true};
            cells.append(separator);
            blank(t.turn, false);
            inLine = 0;
            lineTurn = -1;
        }
        round = t.round;
        // North's column takes North's turn of the same number; anything else opens a line.
        const bool fitsLine = inLine == 1 && t.turn == lineTurn && t.side == 1;
        if (!fitsLine) {
            if (inLine == 1)
                blank(lineTurn, false);
            lineTurn = t.turn;
            inLine = 0;
            if (t.side == 1) {
                blank(t.turn, true);
                inLine = 1;
            }
        }
        t.startsLine = inLine == 0;
        cells.append(t);
        inLine = inLine == 0 ? 1 : 0;
    }
    return cells;
}

void MoveListModel::setEntries(const QList<Entry>& entries, int current)
{
    m_entries = entries;
    const QList<Token> cells = tokens(entries);
    // Keep the common prefix: a new decision changes or appends the last cells only.
    qsizetype common = 0;
    while (common < cells.size() && common < m_tokens.size() && sameToken(cells[common], m_tokens[common]))
        ++common;
    if (common < m_tokens.size()) {
        beginRemoveRows({}, static_cast<int>(common), static_cast<int>(m_tokens.size() - 1));
        m_tokens.resize(common);
        endRemoveRows();
    }
    const int old = m_current;
    m_current = current;
    if (common < cells.size()) {
        beginInsertRows({}, static_cast<int>(common), static_cast<int>(cells.size() - 1));
        m_tokens = cells;
        endInsertRows();
    }
    if (current != old) {
        // The shown ply moved (undo, redo, a click): which cell is current, which are ahead.
        if (common > 0)
            emit dataChanged(index(0), index(static_cast<int>(common - 1)), {CurrentRole, AheadRole});
        emit currentChanged();
    }
}

} // namespace mancala::app
