// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/players.h"

#include "mancala/engine.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <string>
#include <vector>

namespace mancala::app {

/**
 * @brief The line of a game (every decision, redoable ones included, with
 * the positions around it, its steps and a review's mark) and the cursor
 * that browses it: the position on show is the one after `ply` decisions.
 *
 * The game controller changes the line and moves the cursor, then calls
 * publish(): each property's signal fires when, and only when, its value
 * changed. Undo, redo and going to a ply ask the controller to show the ply
 * (showRequested()), which animates it or not.
 */
class History : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the history.")
    /// The decisions played up to the position on show (0: the start).
    Q_PROPERTY(int ply READ ply NOTIFY plyChanged)
    /// The decisions of the line, redoable ones included.
    Q_PROPERTY(int plyCount READ plyCount NOTIFY plyCountChanged)
    /// An earlier position of the line is on show (ply < plyCount).
    Q_PROPERTY(bool browsing READ browsing NOTIFY browsingChanged)
    /// An earlier position was chosen to look at (goToPly(), the move list),
    /// not taken back to (undo): the game waits at its last move meanwhile.
    Q_PROPERTY(bool lookingBack READ lookingBack NOTIFY lookingBackChanged)
    /// The line holds decisions and its last position is not a finished game.
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY inProgressChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)

public:
    /// @brief A review's verdict on one decision of the line.
    struct ReviewMark {
        int glyph = 0; ///< 0 none, 1 ?! (an inaccuracy), 2 ? (a mistake), 3 ?? (a blunder)
        QString note;  ///< the best decision and its value, as the move list shows it
        std::string comment;   ///< the record's comment (English, mancala/review.h), empty for none
        std::string annotator; ///< the review's Annotator tag (reviewAnnotator())
        bool valued = false;   ///< the review gave the decision a value (not the only legal one; imported from `[%eval]`)
        double value = 0;      ///< that value, in seeds for the side that took the decision
        bool exact = false;    ///< the value is the Kalah solver's
    };
    /// One decision of the line with the position it was taken in, its steps and the position after.
    struct Ply {
        Position before;
        Decision decision;
        StepList steps;
        Position after;
        ReviewMark review;
    };

    /// Undo and redo skip the computer's decisions: `players` says whose they are.
    explicit History(const Players& players, QObject* parent = nullptr);

    int ply() const { return m_ply; }
    int plyCount() const { return static_cast<int>(m_plies.size()); }
    bool browsing() const { return m_ply < plyCount(); }
    bool lookingBack() const { return m_lookingBack && browsing(); }
    /// Undo is refused while a race choice is secret (W2/E2): it would show it.
    bool canUndo() const { return undoTarget() >= 0 && !raceChoiceHidden(); }
    bool canRedo() const { return browsing(); }
    /**
     * @brief W2/E2 on one device: the line's last decision is the first
     * player's race choice, which stays secret until the second player has
     * chosen too. Meanwhile nothing may show it: no undo, no going back in
     * the move list (the way back animates the choice), no copy of the
     * position or record.
     */
    bool raceChoiceHidden() const;
    /// How often a decision has replaced the decisions that followed it (undone
    /// and played otherwise) in this game: the computer's race choice changes
    /// with it, so that seeing it once and taking back does not tell it.
    int retakes() const { return m_retakes; }

    const std::vector<Ply>& plies() const { return m_plies; }
    /// Decision `index` (0-based) of the line; `index` < plyCount().
    const Ply& at(int index) const { return m_plies[static_cast<std::size_t>(index)]; }
    /// Every decision of the line, redoable ones included.
    std::vector<Decision> decisions() const;

    /// Marks decision `index` (0-based) when it is still `d` played from `before`; false otherwise.
    bool setReviewMark(int index, const Position& before, const Decision& d, const ReviewMark& mark);
    /// The mark of decision `index`, or none.
    ReviewMark reviewMark(int index) const;

    /// A new line (a new game, a loaded one) with the cursor at the start. Not published.
    void replace(std::vector<Ply> plies);
    /// A decision at the cursor: the decisions after it go (a retake), the cursor moves past it. Not published.
    void push(Ply ply);
    /// Moves the cursor (0 ... plyCount()). Not published.
    void setCursor(int ply);
    /// The position at the end of the line (what the game goes on from).
    const Position& lineEnd(const Position& start) const { return m_plies.empty() ? start : m_plies.back().after; }
    /// Whether the line holds decisions and does not end in a finished game:
    /// replacing it loses a game in progress.
    bool inProgress() const { return !m_plies.empty() && !m_plies.back().after.over(); }
    /// Fires the signal of each property whose value changed since the last call.
    void publish();

    /// Against the computer, back to the last decision a person took (the
    /// computer's answers to it go too); between people, one decision.
    Q_INVOKABLE void undo();
    /// Forward over the computer's decisions, to where a person decides again.
    Q_INVOKABLE void redo();
    /// Shows the position after `ply` decisions (0: the start).
    Q_INVOKABLE void goToPly(int ply);

signals:
    void plyChanged();
    void plyCountChanged();
    void browsingChanged();
    void lookingBackChanged();
    void inProgressChanged();
    void canUndoChanged();
    void canRedoChanged();
    /// A review marked (or unmarked) decisions of the line.
    void reviewChanged();
    /// undo(), redo() or goToPly() wants the position after `ply` on show.
    void showRequested(int ply, bool animate);
    /// Undo or browsing refused: it would show a secret race choice.
    void secretRaceRefused();

private:
    /// The ply undo goes back to, or -1.
    int undoTarget() const;
    bool computerDecided(int index) const;

    const Players& m_players;
    std::vector<Ply> m_plies;
    int m_ply = 0;
    int m_retakes = 0;
    bool m_lookingBack = false;

    struct Published {
        int ply = 0;
        int plyCount = 0;
        bool browsing = false;
        bool lookingBack = false;
        bool inProgress = false;
        bool canUndo = false;
        bool canRedo = false;
    } m_published;
};

} // namespace mancala::app
