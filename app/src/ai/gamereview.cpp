// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/gamereview.h"

#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "game/gamefollower.h"
#include "stdstrings.h"

#include "mancala/notation.h"
#include "mancala/review.h"

#include <memory>
#include <vector>

namespace mancala::app {

namespace {

/// The move list's note on a verdict, in the player's language and value style (the record keeps the engine's English).
QString displayNote(const Position& before, const Decision& played, const DecisionReview& r)
{
    const QString best = fromStd(formatDecision(before, r.best));
    const QString mine = fromStd(formatDecision(before, played));
    const QString lost = lossText(r.loss);
    const QString bestValue = valueText(r.bestValue);
    const QString playedValue = valueText(r.playedValue);
    if (r.exact)
        //: A review's note on a decision that loses value, all values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost
        return GameReview::tr("Best %1 (%2); played %3 (%4): %5 lost; exact values")
            .arg(best, bestValue, mine, playedValue, lost);
    //: A review's note on a decision that loses value by the search's estimate: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost, %6 the depth of the search in decisions
    return GameReview::tr("Best %1 (%2); played %3 (%4): %5 lost; the search's estimate at depth %6")
        .arg(best, bestValue, mine, playedValue, lost)
        .arg(r.depth);
}

} // namespace

GameReview::GameReview(QObject* parent)
    : QObject(parent)
{
    connect(&m_task, &SearchTask::runningChanged, this, &GameReview::progressChanged);
}

GameReview::~GameReview() = default;

void GameReview::setGame(GameController* game)
{
    if (!followGame(this, m_game, game))
        return;
    if (m_game) {
        connect(m_game, &GameController::gameChanged, this, &GameReview::onGameChanged);
        // A new decision from an earlier ply drops the marks of the line it replaces.
        connect(m_game, &GameController::positionChanged, this, &GameReview::recount);
        connect(m_game->history(), &History::reviewChanged, this, &GameReview::recount);
    }
    onGameChanged();
    emit gameChanged();
}

void GameReview::setNodes(qint64 nodes)
{
    if (nodes <= 0 || static_cast<std::uint64_t>(nodes) == m_nodes)
        return;
    m_nodes = static_cast<std::uint64_t>(nodes);
    emit nodesChanged();
}

void GameReview::cancel()
{
    m_task.stop();
}

void GameReview::onGameChanged()
{
    cancel();
    m_done = 0;
    m_total = 0;
    m_finished = false;
    recount();
    emit progressChanged();
}

void GameReview::recount()
{
    int marked = 0;
    if (m_game)
        for (int i = 0; i < m_game->history()->plyCount(); ++i)
            marked += m_game->history()->reviewMark(i).glyph > 0;
    if (marked == m_marked)
        return;
    m_marked = marked;
    emit progressChanged();
}

void GameReview::start()
{
    if (!m_game)
        return;
    // Qelat: the endgame database (seconds to build) gives exact marks once the seeds in play are within it.
    if (m_game->rules().variant == Variant::Qelat)
        m_game->computer()->database()->ensure(m_game->rules());
    // The line with its own rules: the game may change while the review runs.
    auto rules = std::make_shared<const Rules>(m_game->rules());
    Position p = m_game->initialPosition();
    p.rules = rules.get();
    const std::vector<Decision> line = m_game->history()->decisions();
    m_done = 0;
    m_total = static_cast<int>(line.size());
    m_finished = false;
    SearchLimits base;
    base.nodes = m_nodes;
    const std::string annotator = reviewAnnotator(base);
    m_task.start([this, rules, p, line, base, annotator](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        Position before = p;
        SearchLimits limits = base;
        limits.stop = &stop;
        for (std::size_t i = 0; i < line.size() && !stop.load(); ++i) {
            const Decision played = line[i];
            const DecisionReview r = reviewDecision(before, played, limits);
            if (stop.load())
                return;
            History::ReviewMark mark;
            mark.glyph = r.glyph;
            mark.comment = r.note;
            mark.annotator = annotator;
            mark.valued = r.judged;
            mark.value = r.playedValue;
            mark.exact = r.exact;
            Position after = before;
            if (!apply(after, played, nullptr))
                return;
            post([this, i, before, played, mark, r, rules]() mutable {
                (void)rules; // keeps the rules of `before` alive until it is used here
                // The note in the player's language and value style, made here on the GUI thread.
                if (r.glyph > 0)
                    mark.note = displayNote(before, played, r);
                ++m_done;
                // The game's own position (its rules): marks only the line still played.
                if (m_game)
                    m_game->history()->setReviewMark(static_cast<int>(i), before, played, mark);
                if (m_done == m_total)
                    m_finished = true;
                emit progressChanged();
                if (m_done == m_total)
                    emit finished();
            });
            before = after;
        }
    });
    recount();
    emit progressChanged();
    if (m_total == 0) {
        m_finished = true;
        emit finished();
    }
}

} // namespace mancala::app
