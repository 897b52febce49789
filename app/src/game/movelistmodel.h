// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The game so far as the move list shows it: one row per turn token
 * in the notation of the game record, two to a numbered line (South's turn,
 * then North's).
 *
 * The decisions of one turn (an extra turn, a continue-from hole, a direction,
 * take or leave, both race choices) are joined with '-' into one token, so a
 * turn always reads as one word. A line that starts with North's turn gets a
 * blank South cell, and a line holding a single token a blank North cell, so
 * the two columns stay South's and North's. `ply` is the number of decisions
 * applied at the end of the token (what History::goToPly() takes);
 * a row is `current` when the shown ply falls inside its token, and `ahead`
 * when it lies after the shown ply (taken back, to redo). A game of several
 * rounds gets a separator line ("Round 2") before each round's first turn:
 * a `separator` cell in South's column and a blank one in North's.
 */
class MoveListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the move list.")
    Q_PROPERTY(int current READ current NOTIFY currentChanged)
    /// The row of the current cell; -1 at the start of the game.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentChanged)

public:
    /// One decision as the controller reports it.
    struct Entry {
        QString text;     ///< the decision's token; empty while it must stay hidden
        int turn = 1;     ///< the full move number
        int side = 0;     ///< who decided
        bool startsTurn = true;
        int round = 1;    ///< the round the decision was taken in
        int glyph = 0;    ///< a review's mark: 0 none, 1 ?!, 2 ?, 3 ??
        QString note;     ///< the review's comment (the best decision and its value)
    };
    /// One cell of the list: a whole turn, or a blank keeping the columns.
    struct Token {
        QString text;     ///< decisions joined with '-'; empty for a blank
        int turn = 1;
        int side = 0;     ///< -1 when both players decided in it (a race)
        int firstPly = 0; ///< the ply after its first decision; 0 for a blank
        int lastPly = 0;
        bool startsLine = false;
        int round = 1;
        bool separator = false; ///< the line "Round n" before a round's first turn
        int glyph = 0;    ///< the worst review mark of its decisions
        QString note;     ///< the review's comments of its decisions
    };

    enum Role {
        TextRole = Qt::UserRole + 1, LabelRole, TurnRole, SideRole, StartsTurnRole, PlyRole, CurrentRole,
        BlankRole, AheadRole, RoundRole, SeparatorRole, GlyphRole, NoteRole
    };

    /// "?!", "?" or "??" for a review mark (1, 2, 3); empty for none.
    static QString glyphText(int glyph);

    explicit MoveListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int current() const { return m_current; }
    int currentRow() const;
    /// A turn's cell, where the keyboard stops (not a blank or a round's line).
    Q_INVOKABLE bool isTurn(int row) const { return row >= 0 && row < m_tokens.size() && m_tokens[row].lastPly > 0; }
    /// Decisions listed (a token may hold several). A test seam: the rows
    /// group decisions into turns, the tests count the decisions under them.
    int decisionCount() const { return static_cast<int>(m_entries.size()); }
    void setEntries(const QList<Entry>& entries, int current);
    /// The cells for a list of decisions. A test seam: the grouping is
    /// checked on made-up lines that no game reaches quickly.
    static QList<Token> tokens(const QList<Entry>& entries);

signals:
    void currentChanged();

private:
    bool isCurrent(const Token& t) const { return t.lastPly > 0 && m_current >= t.firstPly && m_current <= t.lastPly; }

    QList<Entry> m_entries;
    QList<Token> m_tokens;
    int m_current = 0;
};

} // namespace mancala::app
