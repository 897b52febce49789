// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/reviewrecord.h"

#include "game/gamecontroller.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/review.h"

#include <string>
#include <vector>

namespace mancala::app {

void addReview(GameRecord& record, const std::vector<TurnNode*>& line, const GameController& game)
{
    std::vector<ReviewMark> marks;
    std::string annotator;
    for (int i = 0; i < game.history()->plyCount(); ++i) {
        const History::ReviewMark mark = game.history()->reviewMark(i);
        marks.push_back({mark.glyph, mark.comment, {mark.valued, mark.valued ? mark.value : 0, mark.valued && mark.exact}});
        if (!mark.annotator.empty())
            annotator = mark.annotator;
    }
    annotateTurns(line, marks);
    if (!annotator.empty())
        record.setTag("Annotator", annotator);
}

void loadReview(const std::vector<const TurnNode*>& turns, const std::string& annotator, GameController& game)
{
    Position before = game.initialPosition();
    const std::vector<Decision> line = game.history()->decisions();
    const std::vector<ReviewMark> marks = reviewMarksOf(turns, before, line);
    for (std::size_t i = 0; i < line.size() && i < marks.size(); ++i) {
        if (marks[i].glyph > 0 || marks[i].eval.valued) {
            History::ReviewMark mark;
            mark.glyph = marks[i].glyph;
            mark.note = fromStd(marks[i].note);
            mark.annotator = annotator;
            mark.valued = marks[i].eval.valued;
            mark.value = marks[i].eval.value;
            mark.exact = marks[i].eval.exact;
            game.history()->setReviewMark(static_cast<int>(i), before, line[i], mark);
        }
        if (!apply(before, line[i]))
            return;
    }
}

} // namespace mancala::app
