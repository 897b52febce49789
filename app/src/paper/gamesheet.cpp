// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/gamesheet.h"

#include "paper/evaluationpainter.h"
#include "paper/sheettext.h"
#include "picker/houseruletexts.h"
#include "records/recordheading.h"
#include "records/recordtree.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <memory>
#include <utility>

namespace mancala::app {

namespace {

QFont sheetFont(double points, bool bold = false, bool italic = false)
{
    QFont f;
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

/// One turn of the decisions drawn: where it starts and ends, its texts, its last sowing.
struct PlayedTurn {
    Position start;
    Position end;
    TurnNode node;          ///< the decision texts only
    int lastDecision = 0;   ///< the index of its last decision
    SowingArrow arrow;
};

/// The turns of `decisions` from `start`, as the record groups them (turnEnds()); up to the first that does not apply.
std::vector<PlayedTurn> playedTurns(const Position& start, const std::vector<Decision>& decisions)
{
    std::vector<PlayedTurn> turns;
    Position p = start;
    bool turnOver = true;
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const Position before = p;
        StepList steps;
        if (!apply(p, decisions[i], &steps))
            break;
        if (turnOver)
            turns.push_back({before, before, {}, 0, {}});
        PlayedTurn& turn = turns.back();
        turn.node.decisions.push_back({formatDecision(before, decisions[i]), {}});
        if (const SowingArrow arrow = sowingArrow(steps); arrow.from != kNoPlace)
            turn.arrow = arrow;
        turn.lastDecision = static_cast<int>(i);
        turn.end = p;
        turnOver = turnEnds(before, p);
    }
    return turns;
}

} // namespace

GameSheet::GameSheet(Game game, BoardPainter::Look look, int every)
    : m_game(std::move(game)), m_look(look), m_every(std::max(1, every))
{
    build();
}

QString GameSheet::sideName(Side side) const
{
    const QString name = knownTag(m_game.record, side == Side::South ? "South" : "North");
    // Two players of one name (a computer against itself) go by their sides: "South won".
    const QString other = knownTag(m_game.record, side == Side::South ? "North" : "South");
    if (!name.isEmpty() && name != other)
        return name;
    //: A side on the printed game sheet
    return side == Side::South ? tr("South") : tr("North");
}

QString GameSheet::title() const
{
    const QString heading = recordHeading(m_game.record).title;
    if (!heading.isEmpty())
        return heading;
    const QString event = knownTag(m_game.record, "Event");
    //: Title of a printed game with no event: %1 the rule set
    return event.isEmpty() ? tr("A game of %1").arg(m_game.variantName) : event;
}

QStringList GameSheet::houseRules() const
{
    QStringList out;
    for (const std::string& d : m_game.start.rules->differences()) {
        const auto eq = d.find('=');
        const QString id = fromStd(std::string_view(d).substr(0, eq));
        const QString value = eq == std::string::npos ? QString() : fromStd(std::string_view(d).substr(eq + 1));
        if (id == QLatin1String("houses"))
            continue; // the rule line gives the row's length
        const QString name = HouseRuleTexts::title(id);
        QString shown = HouseRuleTexts::valueTitle(id, value);
        if (value == QLatin1String("on"))
            //: Game sheet: a house rule that is switched on ("Pie rule: on")
            shown = tr("on");
        else if (value == QLatin1String("off"))
            //: Game sheet: a house rule that is switched off ("Racing start: off")
            shown = tr("off");
        //: Game sheet: a house rule and its value ("Seeds per hole: 3", "Racing start: off")
        out << tr("%1: %2").arg(name.isEmpty() ? id : name, shown);
    }
    return out;
}

QString GameSheet::outcome() const
{
    const std::string& result = m_game.record.result;
    const QStringList score = knownTag(m_game.record, "Score").split(QLatin1Char('-'));
    const bool scored = score.size() == 2;
    if (result == "1-0" || result == "0-1") {
        const bool south = result == "1-0";
        const QString winner = sideName(south ? Side::South : Side::North);
        if (scored)
            //: Game sheet: the result; %1 the winner's name, %2 their seeds, %3 the loser's
            return tr("%1 won, %2 seeds to %3.").arg(winner, score[south ? 0 : 1], score[south ? 1 : 0]);
        //: Game sheet: the result; %1 the winner's name
        return tr("%1 won.").arg(winner);
    }
    if (result == "1/2-1/2")
        return scored
                   //: Game sheet: the result of a drawn game; %1 the seeds each player has
                   ? tr("The game was drawn, %1 seeds each.").arg(score[0])
                   //: Game sheet: the result of a drawn game
                   : tr("The game was drawn.");
    //: Game sheet: the result of a game still being played
    return tr("The game is not finished.");
}

QStringList GameSheet::facts() const
{
    QStringList lines;
    const RecordHeading heading = recordHeading(m_game.record);
    if (!heading.title.isEmpty() && !heading.event.isEmpty())
        //: Game sheet: the event of a game that has a title of its own
        lines << tr("Event: %1").arg(heading.event);
    // A side named after itself ("South") says nothing.
    QStringList players;
    if (const QString south = playerName(m_game.record, Side::South); !south.isEmpty() && south != tr("South"))
        //: Game sheet: who played South (a name, or "Computer (level 2, Beginner)")
        players << tr("South: %1.").arg(south);
    if (const QString north = playerName(m_game.record, Side::North); !north.isEmpty() && north != tr("North"))
        //: Game sheet: who played North
        players << tr("North: %1.").arg(north);
    if (!players.isEmpty())
        lines << players.join(QLatin1Char(' '));
    const Rules& rules = *m_game.start.rules;
    //: Game sheet: %1 the rule set, %2 holes per row
    lines << tr("Rule set: %1, %2 holes a row").arg(m_game.variantName).arg(rules.houses);
    if (const QStringList house = houseRules(); !house.isEmpty())
        //: Game sheet: the house rules that differ from the rule set's, in words ("Racing start: off; Seeds per hole: 3")
        lines << tr("House rules: %1.").arg(house.join(QStringLiteral("; ")));
    QStringList where;
    if (const QString date = knownTag(m_game.record, "Date"); !date.isEmpty())
        //: Game sheet: the date of the game as the record writes it (2026.11.20)
        where << tr("Date: %1").arg(date);
    if (const QString site = knownTag(m_game.record, "Site"); !site.isEmpty())
        //: Game sheet: where the game was played
        where << tr("Site: %1").arg(site);
    if (const QString round = knownTag(m_game.record, "Round"); !round.isEmpty())
        //: Game sheet: the round of a tournament
        where << tr("Round: %1").arg(round);
    if (!where.isEmpty())
        lines << where.join(QStringLiteral(" · "));
    lines << outcome();
    return lines;
}

void GameSheet::build()
{
    auto caption = [this](const Position& at) {
        if (at.over()) {
            const auto s = score(at);
            //: Game sheet: under the last diagram, the final score: %1 South's name, %2 their seeds, %3 North's name, %4 theirs
            return tr("The end: %1 %2, %3 %4").arg(sideName(Side::South)).arg(s[0]).arg(sideName(Side::North)).arg(s[1]);
        }
        //: Game sheet: under a diagram, whose decision it is (%1 a name)
        return tr("%1 to move").arg(sideName(at.decider));
    };
    //: Game sheet: under the first diagram; %1 whose move it is ("South to move")
    m_blocks.push_back({.diagram = true, .text = tr("Start. %1").arg(caption(m_game.start)), .position = m_game.start});
    // The record's words before the first turn: a prepared position's question.
    if (const QString question = recordHeading(m_game.record).question; !question.isEmpty())
        m_blocks.push_back({.text = question, .comments = {{0, static_cast<int>(question.size())}}});

    const std::vector<PlayedTurn> turns = playedTurns(m_game.start, m_game.decisions);
    std::vector<TurnNode> fresh;
    for (const PlayedTurn& t : turns)
        fresh.push_back(t.node);
    // The record's turns the decisions pass: their marks, comments and variations.
    const std::vector<const TurnNode*> along = turnsAlong(std::as_const(m_game.record.moves.turns), fresh);

    SheetText moves;
    TurnNumbers numbers;
    auto flush = [&] {
        if (!moves.empty())
            m_blocks.push_back({.text = moves.text, .comments = moves.comments});
        moves = {};
    };
    int sinceDiagram = 0;
    int lastRound = m_game.start.round;
    SowingArrow arrow;
    for (std::size_t k = 0; k < turns.size(); ++k) {
        const PlayedTurn& turn = turns[k];
        const TurnNode* node = k < along.size() ? along[k] : nullptr;
        if (turn.start.round != lastRound) {
            //: Game sheet: the start of a new round of the game among the moves
            moves.add(tr("(Round %1)").arg(turn.start.round));
            lastRound = turn.start.round;
            numbers.breakLine();
        }
        const QString named = turnText(turn.node);
        moves.add(numbers.prefix(turn.start) + named + (node ? turnMarks(*node) : QString()));
        if (node) {
            for (const std::string& c : node->comments) {
                moves.addComment(fromStd(c));
                numbers.breakLine();
            }
            if (!node->variations.empty()) {
                flush();
                for (const MoveLine& line : node->variations) {
                    SheetText variation;
                    variation.addBracketed(variationText(line, turn.start));
                    m_blocks.push_back({.text = variation.text, .comments = variation.comments, .variation = true});
                }
                numbers.breakLine();
            }
        }
        if (turn.arrow.from != kNoPlace)
            arrow = turn.arrow;
        sinceDiagram += static_cast<int>(turn.node.decisions.size());
        if (sinceDiagram >= m_every || k + 1 == turns.size()) {
            flush();
            // A caption names the turn in full: "12... F".
            const QString full = (turn.start.decider == Side::South ? QStringLiteral("%1. ") : QStringLiteral("%1... "))
                                     .arg(turn.start.turn) + named;
            //: Game sheet: under a diagram: %1 the turn just played ("12. c-f"), %2 the number of decisions so far, %3 whose move it is
            const QString text = turn.end.over() ? caption(turn.end)
                                                 : tr("After %1 (decision %2). %3").arg(full).arg(turn.lastDecision + 1).arg(caption(turn.end));
            m_blocks.push_back({.diagram = true, .text = text, .position = turn.end, .arrowFrom = arrow.from,
                                .arrowTo = arrow.to(), .arrowPath = arrow.path});
            arrow = {};
            sinceDiagram = 0;
            numbers.breakLine();
        }
    }
}

int GameSheet::paint(QPagedPaintDevice& device) const
{
    QPainter painter;
    if (!painter.begin(&device))
        return 0;
    const int pages = paintPages(painter, device, [&device] { device.newPage(); });
    painter.end();
    return pages;
}

QList<QImage> GameSheet::pageImages(int dpi) const
{
    // The PDF's page: A4 less its margins (pdf()), at `dpi`.
    const QSizeF inner(210 - 15 - 15, 297 - 15 - 12);
    const QSize size(qRound(inner.width() / 25.4 * dpi), qRound(inner.height() / 25.4 * dpi));
    auto blank = [&] {
        QImage page(size, QImage::Format_RGB32);
        page.setDotsPerMeterX(qRound(dpi / 0.0254));
        page.setDotsPerMeterY(qRound(dpi / 0.0254));
        page.fill(Qt::white);
        return page;
    };
    QImage metrics = blank(); // the layout's device: the list's images move as it grows
    QList<QImage> pages{blank()};
    QPainter painter(&pages.back());
    paintPages(painter, metrics, [&] {
        painter.end();
        pages.append(blank());
        painter.begin(&pages.back());
    });
    painter.end();
    return pages;
}

int GameSheet::paintPages(QPainter& painter, QPaintDevice& device, const std::function<void()>& newPage) const
{
    const double mm = device.logicalDpiY() / 25.4;
    const double width = device.width();
    const double footer = 8 * mm;
    const double bottom = device.height() - footer;
    const double gap = 4 * mm;

    // The items of a page, placed before anything is drawn: the footer
    // names the number of pages.
    struct Item {
        int page = 0;
        double y = 0;
        const Block* block = nullptr;     // a diagram
        std::shared_ptr<QTextLayout> text; // a line of text: its layout and line
        int line = -1;
        double height = 0;
        bool graph = false;               // the evaluation graph
    };
    std::vector<Item> items;
    int page = 0;
    double y = 0;
    auto place = [&](Item item) {
        if (y + item.height > bottom && y > 0) {
            ++page;
            y = 0;
        }
        item.page = page;
        item.y = y;
        y += item.height;
        items.push_back(std::move(item));
    };
    auto paragraph = [&](const QString& text, const QFont& font, Qt::Alignment align, double after,
                         const std::vector<std::pair<int, int>>& italics = {}, double indent = 0) {
        auto layout = std::make_shared<QTextLayout>(text, font, &device);
        QTextOption option(align);
        option.setWrapMode(QTextOption::WordWrap);
        layout->setTextOption(option);
        // Comments in italics, as a chess game sheet prints them.
        QList<QTextLayout::FormatRange> formats;
        for (const auto& [start, length] : italics) {
            QTextLayout::FormatRange range;
            range.start = start;
            range.length = length;
            range.format.setFontItalic(true);
            formats << range;
        }
        layout->setFormats(formats);
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(width - indent);
            line.setPosition(QPointF(indent, 0));
        }
        layout->endLayout();
        for (int i = 0; i < layout->lineCount(); ++i)
            place({0, 0, nullptr, layout, i, layout->lineAt(i).height() * 1.15});
        y += after;
    };

    paragraph(title(), sheetFont(18, true), Qt::AlignLeft, 1.5 * mm);
    for (const QString& line : facts())
        paragraph(line, sheetFont(10.5), Qt::AlignLeft, 0.5 * mm);
    y += gap;
    const double diagramHeight = 50 * mm;
    const QFont captionFont = sheetFont(9.5, false, true);
    for (const Block& block : m_blocks) {
        if (!block.diagram) {
            // A variation indented, the main line going on below it.
            paragraph(block.text, sheetFont(block.variation ? 10.5 : 11.5), Qt::AlignLeft, block.variation ? gap / 2 : gap,
                      block.comments, block.variation ? 8 * mm : 0);
            continue;
        }
        // A diagram and its caption stay together on one page.
        const double captionHeight = QFontMetricsF(captionFont, &device).lineSpacing() * 2.3;
        if (y + diagramHeight + captionHeight > bottom && y > 0) {
            ++page;
            y = 0;
        }
        place({0, 0, &block, nullptr, -1, diagramHeight});
        paragraph(block.text, captionFont, Qt::AlignHCenter, gap);
    }
    // The evaluation graph of a reviewed game, under its caption on one page.
    const EvaluationPainter graph(m_game.evaluation);
    const double graphHeight = 34 * mm;
    if (!graph.empty()) {
        if (y + graphHeight + QFontMetricsF(captionFont, &device).lineSpacing() * 1.5 > bottom && y > 0) {
            ++page;
            y = 0;
        }
        //: Game sheet: above the evaluation graph of a reviewed game (values in seeds from South's view); %1 the largest value
        paragraph(tr("Value for South, in seeds (±%1)").arg(qRound(graph.range())), captionFont, Qt::AlignLeft, mm);
        place({.height = graphHeight, .graph = true});
    }
    const int pages = page + 1;

    const QString name = title();
    for (int at = 0; at < pages; ++at) {
        if (at > 0)
            newPage();
        for (const Item& item : items) {
            if (item.page != at)
                continue;
            if (item.graph) {
                const QRectF frame(0, item.y, width, item.height);
                painter.save();
                painter.setPen(QPen(QColor(0xd9, 0xc9, 0xb1), 0.3 * mm));
                painter.drawRect(frame);
                painter.restore();
                graph.paint(painter, frame.adjusted(3 * mm, 3 * mm, -3 * mm, -3 * mm), mm);
            } else if (item.block) {
                BoardPainter::Options options;
                options.look = m_look;
                options.arrowFrom = item.block->arrowFrom;
                options.arrowTo = item.block->arrowTo;
                options.arrowPath = item.block->arrowPath;
                options.southName = sideName(Side::South);
                options.northName = sideName(Side::North);
                BoardPainter board(item.block->position, options);
                const double w = std::min(width, item.height * board.aspectRatio());
                const QRectF target((width - w) / 2, item.y, w, item.height);
                if (m_look != BoardPainter::Look::Print)
                    painter.fillRect(target, board.background());
                board.paint(painter, target);
            } else {
                item.text->lineAt(item.line).draw(&painter, QPointF(0, item.y));
            }
        }
        painter.setFont(sheetFont(8.5));
        painter.setPen(QColor(0x55, 0x55, 0x55));
        //: Game sheet footer: %1 the title, %2 this page, %3 the number of pages
        painter.drawText(QRectF(0, bottom + footer * 0.3, width, footer * 0.7), Qt::AlignRight | Qt::AlignVCenter,
                         tr("%1 – page %2 of %3").arg(name).arg(at + 1).arg(pages));
        painter.setPen(Qt::black);
    }
    return pages;
}

QByteArray GameSheet::pdf(int* pages) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    int count = 0;
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(title());
        writer.setCreator(QStringLiteral("Mancala"));
        count = paint(writer);
    }
    buffer.close();
    if (pages)
        *pages = count;
    return count > 0 ? bytes : QByteArray();
}

} // namespace mancala::app
