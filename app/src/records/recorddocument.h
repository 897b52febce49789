// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"
#include "records/recordheading.h"
#include "records/variationmodel.h"
#include "teaching/lessonsession.h"

#include "mancala/record.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace mancala::app {

/**
 * @brief The game on the board as a game record (docs/notation.md): its
 * tags, comments, glyphs and variations, and the messages about it.
 *
 * The document is kept next to the controller and holds the board's line of
 * decisions. In a record (imported, opened, pasted) or a finished game, a
 * new decision away from the main line makes a variation, and the main line
 * and its result stay until the player promotes the variation (promoteRow());
 * a game being played is the main line, taken back and played otherwise too
 * (the old continuation becomes a variation). Showing a row never changes
 * the main line.
 *
 * Its partners: RecordImportExport reads and writes it as files and text,
 * AutosaveStore writes it after every change (recordChanged()) and keeps the
 * game a replacement takes off the board (aboutToReplaceGame()).
 *
 * A record is loaded only whole: every move is checked first; on the first
 * error the controller is left as it was and `error` says where and why.
 */
class RecordDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    /// The last error of a record's import, export, autosave or notes (one at a time).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// What was just done (saved, copied, restored), shown a moment.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QString comment READ comment WRITE setComment NOTIFY commentChanged)
    /// The game's title, event and question (the Title and Event tags, the
    /// comment at the start of the record): a prepared position's card beside
    /// the board shows them, the notes edit the first two (recordtitle.cpp).
    Q_PROPERTY(mancala::app::RecordHeading heading READ heading NOTIFY commentChanged)
    Q_PROPERTY(mancala::app::VariationModel* variations READ variations CONSTANT)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    /// The lesson taken on the controller: a lesson's board is never kept as the previous game.
    Q_PROPERTY(mancala::app::LessonSession* lesson READ lesson WRITE setLesson NOTIFY lessonChanged)
    Q_PROPERTY(bool canUndoEdit READ canUndoEdit NOTIFY editsChanged)

public:
    explicit RecordDocument(QObject* parent = nullptr);
    ~RecordDocument() override;

    GameController* controller() const { return m_controller; }
    void setController(GameController* controller);
    QString error() const { return m_error; }
    void setError(const QString& text);
    QString status() const { return m_status; }
    void setStatus(const QString& text);
    /// The comments of the current turn (of the game's start at ply 0).
    QString comment() const;
    void setComment(const QString& text);
    RecordHeading heading() const;
    /// The shown title: the Title tag, else the Event tag (empty when none).
    QString title() const { return heading().shownTitle(); }
    QString question() const;
    /// The notes edit the game's title and event (white space collapsed; empty removes it).
    Q_INVOKABLE void setGameTitle(const QString& text);
    Q_INVOKABLE void setEvent(const QString& text);
    VariationModel* variations() { return &m_variations; }
    /// The file the game was last opened from or saved to.
    QString fileName() const { return m_fileName; }
    void setFileName(const QString& path);
    LessonSession* lesson() const { return m_lesson; }
    void setLesson(LessonSession* lesson);
    /// A puzzle's board (Game ▸ Puzzles) is on the controller: like a
    /// lesson's, it is no game of the player's and is never kept as the previous game.
    void setExerciseOnBoard(bool on) { m_exercise = on; }
    /// The board already shows the exercise (a puzzle or a lesson resumed at
    /// a start): it is no game to keep when it is replaced.
    void exerciseResumedOnBoard() { m_exercise = m_boardIsLesson = true; }
    bool canUndoEdit() const { return !m_edits.empty(); }
    /// Whether the notes (comments, glyphs, variations) were edited since the
    /// record was last loaded or saved to a file.
    bool notesEdited() const { return m_notesEdited; }
    /// The record was written to a file: its notes are saved.
    void notesSaved() { m_notesEdited = false; }
    /// A game is being loaded on the controller (no change to save yet).
    bool loading() const { return m_loading; }

    /// The record of the game as a GameRecord (tags from the game).
    GameRecord record() const;
    /// The record as the autosave writes it (the ply shown, the board's line).
    QByteArray savedText() const;
    /// The main line is a record's (kept when a new decision makes a variation).
    void setMainLineKept(bool kept) { m_mainLineKept = kept; }
    Q_INVOKABLE QString positionString() const;

    /// Loads a record on the controller, whole or not at all; `source` (a
    /// file's name) starts the error message. False with `error` set.
    bool loadRecord(const GameRecord& record, const QString& source);
    /// Starts a game from `position` with `rules` (a position string read): a new record.
    bool loadPosition(std::unique_ptr<Rules> rules, const Position& position);

    /// Shows the position after a row of the variation list (the main line stays as it is).
    Q_INVOKABLE bool goToRow(int row);
    /// Makes the variation of a row the main line (its line from where it
    /// branches); the old main line becomes its first variation.
    Q_INVOKABLE bool promoteRow(int row);
    /// Deletes the variation a row lies in; the board goes back to the main
    /// line when it showed that variation.
    Q_INVOKABLE bool deleteRow(int row);
    /// Marks a row's turn with a glyph: "!", "?", "!!", "??", "!?", "?!", or "" for none.
    Q_INVOKABLE bool setGlyph(int row, const QString& glyph);
    /// Moves the variation a row lies in before (`by` -1) or after (+1) its
    /// sibling variation of the same turn; the main line stays.
    Q_INVOKABLE bool moveRow(int row, int by);
    /// Marks the turn of the board's line that holds decision `ply` (from 1),
    /// as setGlyph() does for a row of the notes (the move list's way).
    Q_INVOKABLE bool setGlyphAtPly(int ply, const QString& glyph);
    /// Takes back the last edit of the notes (promote, delete, reorder, glyph).
    Q_INVOKABLE bool undoEdit();
    Q_INVOKABLE void clearError() { setError({}); }

signals:
    void controllerChanged();
    void errorChanged();
    void statusChanged();
    void commentChanged();
    void fileNameChanged();
    void lessonChanged();
    void editsChanged();
    /// A game was loaded from a record or a position.
    void gameLoaded();
    /// The record changed (a decision, a note, a tag): the autosave writes it.
    void recordChanged();
    /// The game on the board, one of the player's with moves, is about to be replaced.
    void aboutToReplaceGame();

private:
    void onGameChanged();
    void sync();
    void resetDocument();
    /// The decisions of the document's main line.
    std::vector<Decision> mainLine() const;
    /// Whether a new decision away from the main line makes a variation
    /// (a record's main line, a finished game) rather than a new main line.
    bool mainLineStays() const;
    /// Says the game on the board is about to be replaced, when it has moves
    /// and is no lesson: called by every path that replaces it.
    void keepReplacedGame();
    /// Before an edit of the tree: what undoEdit() goes back to.
    void saveForUndo();
    /// After an edit: the rows again, the board on a line of the tree.
    void afterEdit(int fallbackPly);
    /// Sets the suffix of a turn of the tree (a glyph checked already), as an edit to undo.
    bool markTurn(TurnNode* turn, const QString& glyph);
    /// The review marks of a loaded record (its `$n` glyphs) on the controller's decisions, as a review leaves them.
    void showReviewMarks();
    /// The record changed: says so (recordChanged()) unless a game is being loaded.
    void autosave();
    /// Sets a tag of the document from the notes (white space collapsed; empty: `unknown`, or none when that is empty).
    void setDocumentTag(std::string_view name, const QString& text, std::string_view unknown);
    /// The turn of the board's line the position shown ends (nullptr at the start).
    TurnNode* currentTurn();
    const TurnNode* currentTurn() const;

    QPointer<GameController> m_controller;
    GameRecord m_document;                ///< tags and annotations of the game
    std::vector<Decision> m_synced;       ///< the board's line, which the document holds
    std::vector<TurnNode> m_syncedTurns;  ///< the same as turns (decision texts only)
    bool m_keepResult = false;            ///< the loaded result stands (a resignation, an agreement)
    bool m_mainLineKept = false;          ///< the main line is a record's (mainLineStays())
    bool m_followingRow = false;          ///< the board shows a row of the notes: no decision was made
    bool m_notesEdited = false;           ///< notesEdited()
    QPointer<LessonSession> m_lesson;
    bool m_boardIsLesson = false;         ///< the board's game is a lesson's or a puzzle's (not kept when replaced)
    bool m_exercise = false;              ///< setExerciseOnBoard()
    struct Edit {
        MoveLine moves;
        bool keepResult = false;
    };
    std::vector<Edit> m_edits;            ///< the trees before the edits of the notes, oldest first
    bool m_unknownPlayers[2] = {false, false}; ///< the loaded record's South, North tag was "?" (or none)
    bool m_loading = false;
    QString m_error;
    QString m_status;
    QString m_fileName;
    VariationModel m_variations;
};

/// The level a South or North tag names ("Computer (level 5)"), or 0 for a person.
int computerLevel(const QString& tag);

} // namespace mancala::app
