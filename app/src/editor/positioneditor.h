// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/markchoice.h"
#include "game/gamecontroller.h"
#include "records/recordimportexport.h"

#include "mancala/position.h"
#include "mancala/rules.h"

#include <QObject>
#include <QString>
#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mancala::app {

/**
 * @brief Game > Set up position: a position of the game's rule set drawn
 * by hand (seeds, stores or tallies, marks, hole owners, the side to move,
 * the round), checked by the core after every change, and played or copied
 * as a position string.
 *
 * The editor holds a core Position of its own rules (a copy of the game's):
 * the game is never touched until the position is played (playFrom()), and
 * then only through the record's position path (RecordImportExport), as a pasted position is.
 * Its positions are ordinary turns of the play phase: a race, an offer, a
 * direction or a continuation pending in the game is left out when the
 * editor opens on it.
 */
class PositionEditor : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(PositionEditorModel)
    Q_PROPERTY(QString variant READ variant NOTIFY loaded)
    Q_PROPERTY(int houses READ houses NOTIFY loaded)
    /// The house rules that differ from the rule set's defaults (as GameSetup::houseRules).
    Q_PROPERTY(QVariantMap houseRules READ houseRules NOTIFY loaded)
    /// Kalah's stores or the tallies of Keren, Mewelad and Enkeshui (Qelat has neither).
    Q_PROPERTY(bool hasTrays READ hasTrays NOTIFY loaded)
    /// Kalah's ends are stores; the others' are tallies of captures.
    Q_PROPERTY(bool hasStores READ hasStores NOTIFY loaded)
    /// Games of rounds (Keren, Mewelad): the round and the hole owners (M9, W6).
    Q_PROPERTY(bool hasRounds READ hasRounds NOTIFY loaded)
    /// The marks the rule set makes, each for South and for North, "none" first.
    Q_PROPERTY(QList<mancala::app::MarkChoice> markChoices READ markChoices NOTIFY loaded)
    /// Grows with every change, for bindings on the per-hole functions.
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    Q_PROPERTY(int storeSouth READ storeSouth NOTIFY changed)
    Q_PROPERTY(int storeNorth READ storeNorth NOTIFY changed)
    Q_PROPERTY(int toMove READ toMove WRITE setToMove NOTIFY changed)
    Q_PROPERTY(int round READ round WRITE setRound NOTIFY changed)
    Q_PROPERTY(int total READ total NOTIFY changed)
    Q_PROPERTY(int expectedTotal READ expectedTotal NOTIFY loaded)
    /// "46 of 48 seeds", in the language in use.
    Q_PROPERTY(QString totalText READ totalText NOTIFY changed)
    /// Why the position cannot be played, in the language in use; empty when it can.
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    /// The position string with its rule set in front (as Ctrl+Shift+C copies it).
    Q_PROPERTY(QString positionString READ positionString NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(int maxSeeds READ maxSeeds CONSTANT)

public:
    explicit PositionEditor(QObject* parent = nullptr);

    QString variant() const;
    int houses() const { return m_rules.houses; }
    QVariantMap houseRules() const;
    bool hasTrays() const { return m_rules.variant != Variant::Qelat; }
    bool hasStores() const { return m_rules.variant == Variant::Kalah; }
    bool hasRounds() const;
    QList<MarkChoice> markChoices() const;
    int revision() const { return m_revision; }
    int storeSouth() const { return m_pos.store[0]; }
    int storeNorth() const { return m_pos.store[1]; }
    int toMove() const { return index(m_pos.toMove); }
    int round() const { return m_pos.round; }
    int total() const { return m_pos.totalSeeds(); }
    int expectedTotal() const { return m_rules.totalSeeds(); }
    QString totalText() const;
    QString reason() const;
    bool valid() const { return m_why.empty(); }
    QString positionString() const;
    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    int maxSeeds() const { return kMaxSeeds; }

    /// The position being edited (its rules are the editor's own).
    const Position& position() const { return m_pos; }
    /// The core's reason, in English; empty when the position can be played.
    /// A test seam: the tests match the core's words, which `reason` translates.
    const std::string& coreReason() const { return m_why; }

    /// Starts from the game's position (as an ordinary turn): the undo history is cleared.
    Q_INVOKABLE void loadFrom(mancala::app::GameController* game);
    /// Starts from a position of `rules` (tests; loadFrom() goes through it).
    void load(const Rules& rules, const Position& from);
    /// Every hole, store and mark emptied, South to move, round 1 (undoable).
    Q_INVOKABLE void clearBoard();
    /**
     * Another rule set, row length or layout (the picker's GameSetup values):
     * the position becomes that rule set's start, as an ordinary turn. Undo
     * brings back the rules and the position before. False, changing
     * nothing, when the house rules are not valid.
     */
    Q_INVOKABLE bool startOf(const QString& variantId, const QVariantMap& houseRules);

    Q_INVOKABLE int seedsIn(int hole) const;
    /// The mark of a hole (values of mancala::Mark: 0 none, 1 walda, 2 ekwarna, 3 bull, 4 Jen, 5 a four left).
    Q_INVOKABLE int markOf(int hole) const;
    /// The entries of markChoices a hole can carry: a walda only for a side
    /// Q6 makes the hole eligible for, an ekwarna only where M3 or M11 makes one.
    Q_INVOKABLE QList<mancala::app::MarkChoice> markChoicesFor(int hole) const;
    /// The owner of a hole's mark (0 South, 1 North).
    Q_INVOKABLE int markOwnerOf(int hole) const;
    /// Who owns the hole (0 South, 1 North): its row's player but in rounds.
    Q_INVOKABLE int ownerOf(int hole) const;
    /// 'a'.. for South, 'A'.. for North.
    Q_INVOKABLE QString holeName(int hole) const;
    /// The hole drawn at a row (0 South, bottom; 1 North, top) and a column from the left.
    Q_INVOKABLE int holeAt(int row, int column) const;
    /// What a screen reader says of a hole: "hole c, 4 seeds", its mark and owner.
    Q_INVOKABLE QString holeText(int hole) const;
    /// A short label of a hole's mark for the board ("walda S"); empty without one.
    Q_INVOKABLE QString markLabel(int hole) const;

    /// One seed more; false when the hole is full.
    Q_INVOKABLE bool add(int hole);
    /// One seed less; false when the hole is empty.
    Q_INVOKABLE bool take(int hole);
    /// One seed from a hole to another; false when there is none to move.
    Q_INVOKABLE bool move(int from, int to);
    /// A typed count; false when it is negative or more than a hole holds.
    Q_INVOKABLE bool setCount(int hole, int count);
    /// A store's or tally's count (0 South, 1 North); false where the rule set has none.
    Q_INVOKABLE bool setStore(int side, int count);
    /// A mark of the rule set (a kind of markChoices()) with its owner; false for one it never makes.
    Q_INVOKABLE bool setMark(int hole, int kind, int owner);
    /// Gives a hole to a player (games of rounds only).
    Q_INVOKABLE bool setOwner(int hole, int side);
    void setToMove(int side);
    void setRound(int round);

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    /// Starts the game from the position through the record's import (as a pasted
    /// position, so that the replaced game is kept and the record has its
    /// Setup tag); false, changing nothing, when the position is not valid.
    Q_INVOKABLE bool playFrom(mancala::app::RecordImportExport* importExport);
    /// The named position string to the clipboard; false when not valid.
    Q_INVOKABLE bool copyPosition();

    /// From now on the position is kept after every change (EditorDraft),
    /// as a draft over the game's position, until dropDraft().
    Q_INVOKABLE void keepDraft(mancala::app::GameController* game);
    /// The editor is left (played, cancelled): its draft goes.
    Q_INVOKABLE void dropDraft();
    /// The draft kept over the game's position, loaded and kept on; false
    /// (nothing changed) when there is none for this game.
    Q_INVOKABLE bool loadDraft(mancala::app::GameController* game);

signals:
    void loaded();
    void changed();

private:
    /// What undo brings back: the rules with the position (startOf() changes both).
    struct Snapshot {
        Rules rules;
        Position position;
    };
    /// Puts a snapshot back, telling QML when the rules changed.
    void restore(const Snapshot& snapshot);
    bool validHole(int hole) const { return hole >= 0 && hole < m_rules.ring(); }
    /// Keeps the position for undo before a change.
    void remember();
    /// Checks the position again and tells QML.
    void update();

    Rules m_rules;
    Position m_pos;
    std::vector<Snapshot> m_undo;
    std::vector<Snapshot> m_redo;
    std::string m_why;
    int m_revision = 0;
    QString m_draftGame; ///< the game a kept draft is over; empty: not kept
};

/// The position as an ordinary turn of the play phase: nothing pending but
/// the side to move's turn, no hand sowing, no race, offer or forbidden hole.
Position asOrdinaryTurn(const Position& p);

} // namespace mancala::app
