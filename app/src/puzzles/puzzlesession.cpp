// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzles/puzzlesession.h"

#include "ai/valuetext.h"
#include "languages/translations.h"
#include "puzzles/puzzlecheck.h"
#include "puzzles/puzzleprogress.h"
#include "activities/keptgame.h"
#include "records/positionreading.h"
#include "settings/appsettings.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/line.h"
#include "mancala/notation.h"

#include <QFile>
#include <QSettings>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace mancala::app {

namespace {

/// The decisions of a turn token ("c", or "B-A": a turn's decisions joined
/// with '-', as applyPuzzleToken() reads them), each legal in turn from
/// `start`, with the position before each in `before`; empty when it does not read.
std::vector<Decision> turnDecisions(const Position& start, const std::string& token, std::vector<Position>* before)
{
    std::vector<Decision> out;
    std::vector<Position> positions;
    Position p = start;
    for (const QString& part : fromStd(token).split(QLatin1Char('-'))) {
        Decision d;
        std::string why;
        if (p.over() || !parseDecision(p, toStd(part.trimmed()), d, why) || !whyIllegal(p, d).empty())
            return {};
        positions.push_back(p);
        if (!apply(p, d, nullptr))
            return {};
        out.push_back(d);
    }
    if (before)
        *before = std::move(positions);
    return out;
}

/// The decisions of a puzzle's line (puzzleLineTokens()), as far as they read.
std::vector<Decision> lineDecisions(const Position& start, const std::string& line)
{
    std::vector<Decision> out;
    Position p = start;
    for (const std::string& token : puzzleLineTokens(line)) {
        const std::vector<Decision> turn = turnDecisions(p, token, nullptr);
        if (turn.empty())
            break;
        for (const Decision& d : turn)
            apply(p, d, nullptr);
        out.insert(out.end(), turn.begin(), turn.end());
    }
    return out;
}

/// A path of the folder property as QFile reads it ("qrc:/x" and "file:///x" too).
QString filePath(const QString& folder, const QString& name)
{
    QString base = folder;
    if (base.startsWith(QLatin1String("qrc:")))
        base = base.mid(3);
    else if (base.startsWith(QLatin1String("file:")))
        base = QUrl(base).toLocalFile();
    return base + QLatin1Char('/') + name;
}

} // namespace

PuzzleSession::PuzzleSession(QObject* parent)
    : ExerciseBoard(parent)
{
    // Puzzles of one's own (or a test's) instead of the built-in ones.
    if (const QString folder = qEnvironmentVariable("MANCALA_PUZZLES"); !folder.isEmpty())
        m_folder = folder;
    connect(&m_task, &SearchTask::runningChanged, this, &PuzzleSession::stateChanged);
    // The texts, the feedback too, are made when read: they follow the language.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        emit catalogChanged();
        emit scoreChanged();
        emit puzzleChanged();
        emit stateChanged();
    });
}

PuzzleSession::~PuzzleSession() = default;

void PuzzleSession::setImportExport(RecordImportExport* importExport)
{
    if (importExport == m_importExport)
        return;
    m_importExport = importExport;
    emit importExportChanged();
}

void PuzzleSession::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    m_books.clear();
    emit catalogChanged();
    emit choiceChanged();
    emit scoreChanged();
}

const std::vector<Puzzle>& PuzzleSession::puzzles(const QString& variant) const
{
    auto found = m_books.find(variant);
    if (found != m_books.end())
        return *found;
    std::vector<Puzzle> book;
    QFile file(filePath(m_folder, variant + QStringLiteral(".txt")));
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray text = file.readAll();
        std::vector<std::string> errors;
        book = readPuzzles(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), errors);
        for (const std::string& error : errors)
            qWarning("%s: %s", qPrintable(file.fileName()), error.c_str());
    }
    return *m_books.insert(variant, std::move(book));
}

QStringList PuzzleSession::variants() const
{
    QStringList ids;
    for (int i = 0; i < kVariantCount; ++i) {
        const QString id = fromStd(variantId(static_cast<Variant>(i)));
        if (!puzzles(id).empty())
            ids << id;
    }
    return ids;
}

QStringList PuzzleSession::variantNames() const
{
    QStringList names;
    const QStringList all = m_game ? m_game->variantNames() : QStringList();
    for (const QString& id : variants()) {
        for (int i = 0; i < kVariantCount; ++i)
            if (fromStd(variantId(static_cast<Variant>(i))) == id)
                names << all.value(i, id);
    }
    return names;
}

void PuzzleSession::setVariant(const QString& variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    emit choiceChanged();
    emit scoreChanged();
}

void PuzzleSession::setLevel(int level)
{
    level = std::clamp(level, 0, 5);
    if (level == m_level)
        return;
    m_level = level;
    emit choiceChanged();
}

int PuzzleSession::total() const
{
    return static_cast<int>(puzzles(m_variant).size());
}

std::vector<const Puzzle*> PuzzleSession::chosen() const
{
    std::vector<const Puzzle*> out;
    for (const Puzzle& p : puzzles(m_variant))
        if (m_level == 0 || p.level == m_level)
            out.push_back(&p);
    return out;
}

int PuzzleSession::solved() const
{
    return solvedOf(m_variant);
}

int PuzzleSession::solvedOf(const QString& variant) const
{
    const QStringList ids = PuzzleProgress::solved(variant);
    return static_cast<int>(std::count_if(puzzles(variant).begin(), puzzles(variant).end(),
                                          [&](const Puzzle& p) { return ids.contains(fromStd(p.id)); }));
}

int PuzzleSession::countOf(const QString& variant, int level) const
{
    const std::vector<Puzzle>& book = puzzles(variant);
    return static_cast<int>(std::count_if(book.begin(), book.end(),
                                          [level](const Puzzle& p) { return level == 0 || p.level == level; }));
}

int PuzzleSession::streak() const
{
    return PuzzleProgress::streak(m_variant);
}

QString PuzzleSession::progressText() const
{
    return progressTextOf(m_variant);
}

QString PuzzleSession::progressTextOf(const QString& variant) const
{
    //: Puzzles: the progress of a rule set; %1 puzzles solved, %2 puzzles in all, %3 right first tries in a row
    return tr("Solved %1 of %2, streak %3")
        .arg(solvedOf(variant))
        .arg(static_cast<int>(puzzles(variant).size()))
        .arg(PuzzleProgress::streak(variant));
}

QString PuzzleSession::prompt() const
{
    if (!active() || !m_game || m_before.empty())
        return {};
    const int side = m_before.front().decider == Side::South ? 0 : 1;
    const QString name = side == 0 ? m_game->players()->southName() : m_game->players()->northName();
    //: Puzzles: the task; %1 the side to move (its player's name, or South/North)
    return tr("%1 to play and keep the value: find the best decision.").arg(name);
}

QString PuzzleSession::themeText(const QString& theme)
{
    //: Puzzles: the theme of a puzzle
    if (theme == QLatin1String("capture")) return tr("capture");
    //: Puzzles: the theme of a puzzle (a move that ends in the own store and plays again)
    if (theme == QLatin1String("extra-turn")) return tr("extra turn");
    //: Puzzles: the theme of a puzzle (several moves or laps linked)
    if (theme == QLatin1String("chain")) return tr("chain");
    //: Puzzles: the theme of a puzzle (the race of Mewelad and Enkeshui)
    if (theme == QLatin1String("race")) return tr("race");
    //: Puzzles: the theme of a puzzle (Qelat's walda)
    if (theme == QLatin1String("walda")) return tr("walda");
    //: Puzzles: the theme of a puzzle (Enkeshui's bull)
    if (theme == QLatin1String("bull")) return tr("bull");
    //: Puzzles: the theme of a puzzle (Mewelad's ekwarna)
    if (theme == QLatin1String("ekwarna")) return tr("ekwarna");
    //: Puzzles: the theme of a puzzle (the last hole of a row)
    if (theme == QLatin1String("last-hole")) return tr("last hole");
    //: Puzzles: the theme of a puzzle (a quiet move: no capture, no extra turn, yet the only good one)
    if (theme == QLatin1String("quiet")) return tr("quiet move");
    //: Puzzles: the theme of a puzzle (the only decision that leaves the other side no capture or mark)
    if (theme == QLatin1String("defence")) return tr("defence");
    //: Puzzles: the theme of a puzzle (the end of the game)
    if (theme == QLatin1String("endgame")) return tr("endgame");
    return theme;
}

bool PuzzleSession::hasNextStep() const
{
    return m_state == Showing && m_game && m_game->history()->canRedo();
}

bool PuzzleSession::hintable() const
{
    if (m_matched >= static_cast<int>(m_expected.size()))
        return false;
    const Decision& d = m_expected[static_cast<std::size_t>(m_matched)];
    return d.kind == DecisionKind::Sow || d.kind == DecisionKind::Continue;
}

QString PuzzleSession::methodText() const
{
    return m_puzzle.depth == 0
        //: Puzzles: how the values were found
        ? tr("proven by the solver")
        //: Puzzles: how the values were found; %1 plies searched
        : tr("by the search to depth %1").arg(m_puzzle.depth);
}

QString PuzzleSession::rightText() const
{
    //: Puzzles: the right answer; %1 the decision, %2 its value ("3 seeds ahead"), %3 how it was found
    return tr("Correct: %1 keeps the value, %2 (%3).")
               .arg(fromStd(m_puzzle.best), seedsText(m_puzzle.value), methodText())
           //: Puzzles: the best line after the right answer; %1 its decisions
           + QLatin1Char(' ') + tr("The line: %1.").arg(m_lineText);
}

QString PuzzleSession::showingText() const
{
    //: Puzzles: the answer shown; %1 the decision, %2 its value, %3 how it was found, %4 the line
    return tr("The answer: %1, value %2 (%3). The line: %4. Teaching mode tells each step; "
              "Next decision plays the line on.")
        .arg(fromStd(m_puzzle.best), seedsText(m_puzzle.value), methodText(), m_lineText);
}

bool PuzzleSession::openNext()
{
    const std::vector<const Puzzle*> list = chosen();
    if (list.empty())
        return false;
    const QStringList done = PuzzleProgress::solved(m_variant);
    std::size_t from = 0;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (active() && list[i]->id == m_puzzle.id)
            from = i + 1;
    // The first unsolved one after the current, else simply the next.
    for (std::size_t k = 0; k < list.size(); ++k) {
        const Puzzle* p = list[(from + k) % list.size()];
        if (!done.contains(fromStd(p->id)))
            return open(fromStd(p->id));
    }
    return open(fromStd(list[from % list.size()]->id));
}

bool PuzzleSession::openNextOf(const QString& variant, int level)
{
    const QString variantBefore = m_variant;
    const int levelBefore = m_level;
    m_variant = variant;
    m_level = std::clamp(level, 0, 5);
    if (openNext()) {
        emit choiceChanged();
        emit scoreChanged();
        return true;
    }
    m_variant = variantBefore;
    m_level = levelBefore;
    return false;
}

void PuzzleSession::readAnswer()
{
    const Position& on = m_game->initialPosition();
    m_before.clear();
    m_expected = turnDecisions(on, m_puzzle.best, &m_before);
    m_line = lineDecisions(on, m_puzzle.line);
    if (m_line.size() < m_expected.size() || !std::equal(m_expected.begin(), m_expected.end(), m_line.begin()))
        m_line = m_expected;
    m_lineText = fromStd(formatLine(on, m_line));
}

bool PuzzleSession::open(const QString& id)
{
    if (!m_game)
        return false;
    const std::vector<Puzzle>& book = puzzles(m_variant);
    const auto found = std::find_if(book.begin(), book.end(), [&](const Puzzle& p) { return fromStd(p.id) == id; });
    if (found == book.end())
        return false;
    const Puzzle puzzle = *found;
    // Checked on rules of its own first: a puzzle that does not hold changes nothing.
    const PositionReading reading = readPositionRules(m_game->rules(), puzzle.position);
    if (reading.fits.size() != 1)
        return false;
    auto rules = std::make_unique<Rules>(reading.fits.front());
    Position start;
    if (!fromPositionString(puzzle.position, *rules, start).empty() || start.over())
        return false;
    start.rules = rules.get();
    if (turnDecisions(start, puzzle.best, nullptr).empty())
        return false;

    m_task.stop();
    // A puzzle is played by the player alone (both sides people's); set up
    // as a pasted position: the game replaced is kept as the previous game.
    const bool loaded = takeBoard([&] {
        if (!document())
            return m_game->loadGame(std::move(rules), m_game->gameSeed(), start, {});
        document()->setExerciseOnBoard(true);
        return m_importExport->loadPosition(fromStd(puzzle.position));
    });
    // The same position (its random state aside: the game's seed sets it).
    Position shown = m_game->position();
    shown.rng = start.rng;
    if (!loaded || toPositionString(shown) != toPositionString(start)) {
        if (document())
            document()->setExerciseOnBoard(active());
        return false;
    }
    m_puzzle = puzzle;
    // A Qelat puzzle proven by the endgame database: wrong tries are valued by it (seconds to build).
    if (puzzle.depth == 0 && m_game->rules().variant == Variant::Qelat)
        m_game->computer()->database()->ensure(m_game->rules());
    if (QString::fromStdString(puzzle.id) != id)
        m_puzzle.id = toStd(id);
    readAnswer();
    m_matched = 0;
    m_misses = 0;
    m_givenAway = 0;
    m_hintHole = -1;
    m_state = Waiting;
    m_feedback = {};
    m_hinted = false;
    saveState();
    emit puzzleChanged();
    emit stateChanged();
    return true;
}

void PuzzleSession::onPositionChanged()
{
    if (m_state == Showing) {
        emit stateChanged(); // hasNextStep
        return;
    }
    if ((m_state != Waiting && m_state != Wrong) || m_undoPending || m_loading)
        return;
    followDecisions();
}

void PuzzleSession::judge(const Decision& made)
{
    const std::size_t k = static_cast<std::size_t>(m_matched);
    if (made == m_expected[k]) {
        ++m_matched;
        if (m_matched < static_cast<int>(m_expected.size())) {
            //: Puzzles: the decision was right and the answer's turn needs another
            setState(Waiting, [] { return tr("Right. The turn goes on: make its next decision."); });
            return;
        }
        m_task.stop();
        m_hintHole = -1;
        PuzzleProgress::recordRight(m_variant, fromStd(m_puzzle.id), m_misses == 0);
        emit scoreChanged();
        setState(Right, [this] { return rightText(); });
        return;
    }
    const Position before = m_before[k];
    const std::string token = formatDecision(before, made);
    ++m_misses;
    m_givenAway = 0;
    PuzzleProgress::breakStreak(m_variant);
    emit scoreChanged();
    //: Puzzles: a wrong answer, while it is valued; %1 the decision tried
    setState(Wrong, [tried = fromStd(token)] {
        return tr("%1 is not the answer; the position is back. Working out what it gives away…").arg(tried);
    });
    takeBackWrongTry();
    // Valued as the puzzle's value was found, off the GUI thread.
    const DetachedPosition target(before);
    const int depth = m_puzzle.depth;
    const bool sameSide = before.decider == m_before.front().decider;
    m_task.start([this, target, made, depth, sameSide](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        const Position position = target.position();
        const std::optional<TriedValue> tried = valueTried(position, made, depth, &stop);
        if (stop.load())
            return;
        const QString decision = fromStd(formatDecision(position, made));
        const QString line = tried ? fromStd(formatLine(position, tried->line)) : QString();
        post([this, tried, sameSide, decision, line] {
            if (!tried) {
                //: Puzzles: a wrong answer whose value could not be worked out
                setState(Wrong, [] { return tr("That is not the answer. Try again."); });
                return;
            }
            onValued(sameSide ? tried->value : -tried->value, decision, line);
        });
    });
    emit stateChanged();
}

void PuzzleSession::onValued(int tried, const QString& decision, const QString& line)
{
    m_givenAway = m_puzzle.value - tried;
    setState(Wrong, [this, decision, line] {
        QString text;
        if (m_givenAway > 0) {
            //: Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses
            text = tr("%1 gives away %n seed(s).", nullptr, m_givenAway).arg(decision);
        } else {
            //: Puzzles: a decision as good as the answer (by the search): %1 the decision
            text = tr("%1 keeps the value too, but the puzzle asks for another decision.").arg(decision);
        }
        //: Puzzles: the line that answers a wrong try; %1 its decisions, %2 how it was found
        text += QLatin1Char(' ') + tr("The line that answers it: %1 (%2).").arg(line, methodText());
        //: Puzzles: after a wrong answer
        text += QLatin1Char(' ') + tr("Try again.");
        return text;
    });
}

bool PuzzleSession::hint()
{
    if (!canHint())
        return false;
    m_hintHole = m_expected[static_cast<std::size_t>(m_matched)].hole;
    m_hinted = true;
    saveState();
    emit stateChanged();
    return true;
}

bool PuzzleSession::showAnswer()
{
    if (!active() || !m_game || m_line.empty())
        return false;
    m_task.stop();
    if (m_state != Right) {
        PuzzleProgress::breakStreak(m_variant);
        emit scoreChanged();
    }
    auto rules = std::make_unique<Rules>(m_game->rules());
    Position start = m_game->initialPosition();
    start.rules = rules.get();
    m_loading = true;
    const bool loaded = m_game->loadGame(std::move(rules), m_game->gameSeed(), start, m_line, 0);
    m_loading = false;
    if (!loaded)
        return false;
    // The positions of the answer on the game's own rules again.
    m_before.clear();
    m_expected = turnDecisions(m_game->initialPosition(), m_puzzle.best, &m_before);
    m_matched = 0;
    m_hintHole = -1;
    setState(Showing, [this] { return showingText(); });
    m_game->player()->setStepping(true);
    m_game->history()->redo();
    return true;
}

bool PuzzleSession::nextStep()
{
    if (!hasNextStep())
        return false;
    if (m_game->busy())
        m_game->player()->skipToEnd();
    m_game->history()->redo();
    emit stateChanged();
    return true;
}

void PuzzleSession::close()
{
    m_task.stop();
    if (!active())
        return;
    if (document())
        document()->setExerciseOnBoard(false);
    m_state = Idle;
    leaveBoard();
    m_hintHole = -1;
    m_expected.clear();
    m_before.clear();
    m_line.clear();
    m_feedback = {};
    m_hinted = false;
    saveState();
    emit puzzleChanged();
    emit stateChanged();
}

QString PuzzleSession::feedback() const
{
    if (!m_feedback)
        return {};
    QString text = m_feedback();
    if (m_hinted)
        //: Puzzles: the hint after a wrong try
        text += QLatin1Char(' ') + tr("Hint: the hole to play is marked on the board.");
    return text;
}

void PuzzleSession::setState(State state, std::function<QString()> feedback)
{
    m_state = state;
    m_feedback = std::move(feedback);
    m_hinted = false;
    saveState();
    emit stateChanged();
}

// ------------------------------------------------------ across a restart

namespace {

const QString kSaved = QStringLiteral("puzzle/");

} // namespace

void PuzzleSession::saveState() const
{
    const auto settings = openSettings();
    if (!active()) {
        settings->remove(QStringLiteral("puzzle"));
        return;
    }
    settings->setValue(kSaved + QStringLiteral("variant"), m_variant);
    settings->setValue(kSaved + QStringLiteral("level"), m_level);
    settings->setValue(kSaved + QStringLiteral("id"), fromStd(m_puzzle.id));
    settings->setValue(kSaved + QStringLiteral("state"), int(m_state));
    settings->setValue(kSaved + QStringLiteral("misses"), m_misses);
    settings->setValue(kSaved + QStringLiteral("hintHole"), m_hintHole);
}

bool PuzzleSession::resume()
{
    const auto settings = openSettings();
    const QString variant = settings->value(kSaved + QStringLiteral("variant")).toString();
    const QString id = settings->value(kSaved + QStringLiteral("id")).toString();
    const int state = settings->value(kSaved + QStringLiteral("state"), int(Idle)).toInt();
    const auto giveUp = [this] {
        openSettings()->remove(QStringLiteral("puzzle"));
        if (KeptGame* kept = KeptGame::of(m_game))
            kept->releaseUnclaimed();
        return false;
    };
    if (!m_game || active() || id.isEmpty() || state <= Idle || state > Showing)
        return giveUp();
    const std::vector<Puzzle>& book = puzzles(variant);
    const auto found = std::find_if(book.begin(), book.end(), [&](const Puzzle& p) { return fromStd(p.id) == id; });
    if (found == book.end())
        return giveUp();
    // The board must be the puzzle's (the autosave restored it): else another game replaced it.
    Position start;
    if (!fromPositionString(found->position, m_game->rules(), start).empty() || !boardStartsAt(start))
        return giveUp();
    m_variant = variant;
    m_level = std::clamp(settings->value(kSaved + QStringLiteral("level"), 0).toInt(), 0, 5);
    takeBoard([] { return true; }); // the board is the puzzle's already
    if (document())
        document()->exerciseResumedOnBoard();
    m_puzzle = *found;
    readAnswer();
    // The decisions of the answer made so far, as the board shows them.
    m_matched = matchedOnBoard();
    m_misses = settings->value(kSaved + QStringLiteral("misses"), 0).toInt();
    m_givenAway = 0;
    m_hintHole = settings->value(kSaved + QStringLiteral("hintHole"), -1).toInt();
    m_hinted = m_hintHole >= 0;
    m_state = static_cast<State>(state);
    switch (m_state) {
    case Right: m_feedback = [this] { return rightText(); }; break;
    case Showing: m_feedback = [this] { return showingText(); }; break;
    //: Puzzles: a wrong answer whose value could not be worked out
    case Wrong: m_feedback = [] { return tr("That is not the answer. Try again."); }; break;
    default: m_feedback = {};
    }
    emit choiceChanged();
    emit scoreChanged();
    emit puzzleChanged();
    emit stateChanged();
    return true;
}

} // namespace mancala::app
