// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activities/exerciseboard.h"
#include "ai/searchtask.h"
#include "game/gamecontroller.h"
#include "records/recordimportexport.h"

#include "mancala/puzzle.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

namespace mancala::app {

/**
 * @brief Game ▸ Puzzles: a position from a rule set's puzzle file
 * (resources/puzzles/<rule set>.txt, mancala/puzzle.h) set up on the board,
 * where the player finds the one decision that keeps its value.
 *
 * A puzzle is set up as a pasted position is (RecordImportExport::loadPosition():
 * the game it replaces is kept as the previous game; the window asks first
 * when that game has moves). The player's decision is judged at once: the
 * right one says so with the value and the line, and counts in the
 * progress kept in the settings (PuzzleProgress); a wrong one is taken
 * back, valued on a worker thread as the puzzle was (the Kalah solver, else
 * the search to the puzzle's depth: valueTried()) and explained: the seeds
 * it gives away and the line that answers it. After a wrong try a hint
 * marks the hole to play; "show the answer" loads the puzzle's line and
 * plays it in teaching mode, decision by decision. The puzzle on the
 * board is kept in the settings as it goes and comes back after a restart
 * (resume()).
 */
class PuzzleSession : public ExerciseBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::RecordImportExport* importExport READ importExport WRITE setImportExport NOTIFY importExportChanged)
    /// The folder of the puzzle files, `<rule set id>.txt` ("qrc:" or ":" paths too): ":/puzzles",
    /// or $MANCALA_PUZZLES when set.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY catalogChanged)
    /// The rule sets that have puzzles, by id, and their names.
    Q_PROPERTY(QStringList variants READ variants NOTIFY catalogChanged)
    Q_PROPERTY(QStringList variantNames READ variantNames NOTIFY catalogChanged)
    /// The rule set and level (1-5, 0 any) of the puzzle on the board, which
    /// "Next puzzle" draws from (the dialog chooses on its own: PuzzleChoice).
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY choiceChanged)
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY choiceChanged)
    /// Puzzles of the rule set, of them at the level, solved ones, and the streak.
    Q_PROPERTY(int total READ total NOTIFY choiceChanged)
    Q_PROPERTY(int atLevel READ atLevel NOTIFY choiceChanged)
    Q_PROPERTY(int solved READ solved NOTIFY scoreChanged)
    Q_PROPERTY(int streak READ streak NOTIFY scoreChanged)
    /// "Solved 3 of 40, streak 2", in the language in use.
    Q_PROPERTY(QString progressText READ progressText NOTIFY scoreChanged)
    Q_PROPERTY(bool active READ active NOTIFY puzzleChanged)
    Q_PROPERTY(QString puzzleId READ puzzleId NOTIFY puzzleChanged)
    Q_PROPERTY(int puzzleLevel READ puzzleLevel NOTIFY puzzleChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY puzzleChanged)
    Q_PROPERTY(QString themeName READ themeName NOTIFY puzzleChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString feedback READ feedback NOTIFY stateChanged)
    /// A wrong try is being valued (on a worker thread).
    Q_PROPERTY(bool checking READ checking NOTIFY stateChanged)
    /// The seeds the last wrong try gave away (valued), else 0.
    Q_PROPERTY(int givenAway READ givenAway NOTIFY stateChanged)
    /// After a wrong try: a hint can be asked for.
    Q_PROPERTY(bool canHint READ canHint NOTIFY stateChanged)
    /// The hole the hint marks (ring index), or -1.
    Q_PROPERTY(int hintHole READ hintHole NOTIFY stateChanged)
    /// Showing the answer: decisions of its line still to be played.
    Q_PROPERTY(bool hasNextStep READ hasNextStep NOTIFY stateChanged)

public:
    /// Waiting: for the player's decision; Right: it was the answer; Wrong:
    /// the last try was taken back; Showing: the answer's line is on the board.
    enum State { Idle, Waiting, Right, Wrong, Showing };
    Q_ENUM(State)

    explicit PuzzleSession(QObject* parent = nullptr);
    ~PuzzleSession() override;

    RecordImportExport* importExport() const { return m_importExport; }
    void setImportExport(RecordImportExport* importExport);
    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    QStringList variants() const;
    QStringList variantNames() const;
    QString variant() const { return m_variant; }
    void setVariant(const QString& variant);
    int level() const { return m_level; }
    void setLevel(int level);
    int total() const;
    int atLevel() const { return static_cast<int>(chosen().size()); }
    int solved() const;
    int streak() const;
    QString progressText() const;
    bool active() const override { return m_state != Idle; }
    QString puzzleId() const { return active() ? QString::fromStdString(m_puzzle.id) : QString(); }
    int puzzleLevel() const { return active() ? m_puzzle.level : 0; }
    QString prompt() const;
    QString themeName() const { return active() ? themeText(QString::fromStdString(m_puzzle.theme)) : QString(); }
    State state() const { return m_state; }
    QString feedback() const;
    bool checking() const { return m_task.running(); }
    int givenAway() const { return m_givenAway; }
    bool canHint() const { return m_state == Wrong && m_misses > 0 && m_hintHole < 0 && hintable(); }
    int hintHole() const { return m_hintHole; }
    bool hasNextStep() const;

    /// The puzzles of a rule set (read from `folder` once), in file order.
    const std::vector<Puzzle>& puzzles(const QString& variant) const;
    /// The words of a theme ("capture", "extra-turn", ...) in the language in use.
    static QString themeText(const QString& theme);

    /// Sets up the next puzzle of the choice (the first unsolved one after the current), false when there is none.
    Q_INVOKABLE bool openNext();
    /// openNext() of another rule set and level, which become the session's
    /// when the puzzle is set up; false, nothing changed, when none is.
    bool openNextOf(const QString& variant, int level);
    /// Puzzles of a rule set at a level (0: any).
    int countOf(const QString& variant, int level) const;
    /// progressText() of a rule set.
    QString progressTextOf(const QString& variant) const;
    /// Sets up a puzzle of the chosen rule set by its id; false (nothing changed) when it does not hold.
    Q_INVOKABLE bool open(const QString& id);
    /// Marks the hole of the answer (after a wrong try).
    Q_INVOKABLE bool hint();
    /// Loads the answer's line on the board, in teaching mode, and plays its first decision.
    Q_INVOKABLE bool showAnswer();
    /// Plays the next decision of the answer's line.
    Q_INVOKABLE bool nextStep();
    /// Leaves the puzzle; the board stays as it is.
    void close() override;
    /**
     * At a start: the puzzle that was on the board at the quit, when the
     * board (restored by the autosave) is still its position, comes back
     * with its state, tries and hint. False when there is none; the
     * player's settings kept aside for it are then put back (KeptGame).
     */
    Q_INVOKABLE bool resume();
    /// Waits for the valuing of a wrong try. A test seam: the valuing runs on
    /// a thread, and a test reads its outcome only once it is there.
    void waitForCheck() { m_task.wait(); }

signals:
    void importExportChanged();
    void catalogChanged();
    void choiceChanged();
    void scoreChanged();
    void puzzleChanged();
    void stateChanged();

private:
    /// The record document of the board the puzzles load on, if any.
    RecordDocument* document() const { return m_importExport ? m_importExport->document() : nullptr; }
    std::vector<const Puzzle*> chosen() const;
    int solvedOf(const QString& variant) const;
    /// The answer's decisions and line on the board's start (m_puzzle set).
    void readAnswer();
    bool hintable() const;
    void onPositionChanged() override;
    void onNamesChanged() override { emit puzzleChanged(); } // the prompt says the names
    void onGameSet() override { emit catalogChanged(); }     // the rule sets' names
    void judge(const Decision& made) override;
    /// `decision` (tried) is worth `tried`; `line` answers it (formatLine()).
    void onValued(int tried, const QString& decision, const QString& line);
    /// The feedback is made when read, in the language in use (a switch while it is shown).
    void setState(State state, std::function<QString()> feedback);
    QString methodText() const;
    QString rightText() const;
    QString showingText() const;
    /// The puzzle on the board, its state and tries, for resume() after a restart (the settings).
    void saveState() const;

    QPointer<RecordImportExport> m_importExport;
    QString m_folder = QStringLiteral(":/puzzles");
    mutable QHash<QString, std::vector<Puzzle>> m_books;
    QString m_variant;
    int m_level = 0;
    Puzzle m_puzzle;
    std::vector<Decision> m_line;     ///< the puzzle's line, from the start
    QString m_lineText;               ///< m_line as the move list writes it (formatLine())
    int m_misses = 0;
    int m_givenAway = 0;
    int m_hintHole = -1;
    State m_state = Idle;
    std::function<QString()> m_feedback; ///< empty: no feedback
    bool m_hinted = false;               ///< the hint's sentence follows the feedback
    SearchTask m_task;
};

} // namespace mancala::app
