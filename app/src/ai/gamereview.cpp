// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/gamereview.h"

#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "stdstrings.h"

#include "mancala/notation.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <memory>
#include <vector>

namespace mancala::app {

GameReview::GameReview(QObject* parent)
    : QObject(parent)
{
    connect(&m_task, &SearchTask::runningChanged, this, &GameReview::progressChanged);
}

GameReview::~GameReview() = default;

void GameReview::setGame(GameController* game)
{
    if (game == m_game)
        return;
    if (m_game)
        disconnect(m_game, nullptr, this, nullptr);
    m_game = game;
    if (m_game)
        connect(m_game, &GameController::gameChanged, this, &GameReview::cancel);
    cancel();
    emit gameChanged();
}

void GameReview::setNodes(qint64 nodes)
{
    if (nodes <= 0 || static_cast<std::uint64_t>(nodes) == m_nodes)
        return;
    m_nodes = static_cast<std::uint64_t>(nodes);
    emit nodesChanged();
}

int GameReview::glyphFor(double loss)
{
    return loss >= kBlunder ? 3 : loss >= kMistake ? 2 : loss >= kInaccuracy ? 1 : 0;
}

void GameReview::cancel()
{
    m_task.stop();
}

void GameReview::start()
{
    if (!m_game)
        return;
    // The line with its own rules: the game may change while the review runs.
    auto rules = std::make_shared<const Rules>(m_game->rules());
    Position p = m_game->initialPosition();
    p.rules = rules.get();
    const std::vector<Decision> line = m_game->decisions();
    m_done = 0;
    m_total = static_cast<int>(line.size());
    m_marked = 0;
    const std::uint64_t nodes = m_nodes;
    // Kalah: the solver first (analyseExact() gives it 3/5 of the nodes);
    // where it cannot prove the values, the search has the usual budget.
    const bool exact = solverSupports(*rules).empty();
    m_task.start([this, rules, p, line, nodes, exact](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        Position before = p;
        for (std::size_t i = 0; i < line.size() && !stop.load(); ++i) {
            const Decision played = line[i];
            SearchLimits limits;
            limits.nodes = exact ? nodes * 5 / 2 : nodes;
            limits.stop = &stop;
            const SearchInfo info = exact ? analyseExact(before, limits) : analyse(before, limits);
            GameController::ReviewMark mark;
            const DecisionValue* mine = nullptr;
            for (const DecisionValue& v : info.decisions)
                if (v.decision == played)
                    mine = &v;
            // A distribution outside the representative set has no value: no mark.
            if (mine && !info.decisions.empty()) {
                const DecisionValue& best = info.decisions.front();
                mark.glyph = glyphFor(best.value - mine->value);
                const QString bestText = fromStd(formatDecision(before, best.decision));
                if (mark.glyph > 0 && best.exact && mine->exact)
                    //: A review's note on a decision that loses value, both values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the value of the one played
                    mark.note = GameReview::tr("Best %1 (%2); played %3; exact values")
                                    .arg(bestText, seedsText(best.value), seedsText(mine->value));
                else if (mark.glyph > 0)
                    //: A review's note on a decision that loses value: %1 the best decision, %2 its value, %3 the value of the one played
                    mark.note = GameReview::tr("Best %1 (%2); played %3")
                                    .arg(bestText, seedsText(best.value), seedsText(mine->value));
            }
            Position after = before;
            if (!apply(after, played, nullptr))
                return;
            post([this, i, before, played, mark, rules] {
                (void)rules; // keeps the rules of `before` alive until it is used here
                ++m_done;
                // The game's own position (its rules): marks only the line still played.
                if (m_game && m_game->setReviewMark(static_cast<int>(i), before, played, mark) && mark.glyph > 0)
                    ++m_marked;
                emit progressChanged();
                if (m_done == m_total)
                    emit finished();
            });
            before = after;
        }
    });
    emit progressChanged();
    if (m_total == 0)
        emit finished();
}

} // namespace mancala::app
