// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/gamesheet.h"

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

namespace mancala::app {

namespace {

/// Where the first decision sows from and where its last seed goes: the arrow of a diagram.
void sowingOf(const StepList& steps, int& from, int& to)
{
    int first = kNoPlace;
    int last = kNoPlace;
    for (const Step& s : steps) {
        if (s.kind == StepKind::PickUp && first == kNoPlace)
            first = s.from;
        if (s.kind == StepKind::Drop && first != kNoPlace)
            last = s.to;
    }
    if (first != kNoPlace && last != kNoPlace) {
        from = first;
        to = last;
    }
}

QFont sheetFont(double points, bool bold = false, bool italic = false)
{
    QFont f;
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

} // namespace

GameSheet::GameSheet(Game game, BoardPainter::Look look, int every)
    : m_game(std::move(game)), m_look(look), m_every(std::max(1, every))
{
    build();
}

QString GameSheet::tagValue(const char* name) const
{
    const QString v = QString::fromStdString(m_game.record.tag(name)).trimmed();
    // PGN's "unknown": ?, ????.??.??
    return v.isEmpty() || v.count(QLatin1Char('?')) + v.count(QLatin1Char('.')) == v.size() ? QString() : v;
}

QString GameSheet::sideName(Side side) const
{
    const QString name = tagValue(side == Side::South ? "South" : "North");
    if (!name.isEmpty())
        return name;
    //: A side on the printed game sheet
    return side == Side::South ? tr("South") : tr("North");
}

QString GameSheet::title() const
{
    const QString event = tagValue("Event");
    //: Title of a printed game with no event: %1 the rule set
    return event.isEmpty() ? tr("A game of %1").arg(m_game.variantName) : event;
}

QStringList GameSheet::facts() const
{
    QStringList lines;
    //: Game sheet: the players, %1 South's name, %2 North's
    lines << tr("South: %1 – North: %2").arg(sideName(Side::South), sideName(Side::North));
    const Rules& rules = *m_game.start.rules;
    //: Game sheet: %1 the rule set, %2 holes per row
    QString rule = tr("Rule set: %1, %2 holes a row").arg(m_game.variantName).arg(rules.houses);
    QStringList house;
    for (const std::string& d : rules.differences())
        house << QString::fromStdString(d);
    if (!house.isEmpty())
        //: Game sheet: the rule set (%1) and its house rules (%2, e.g. "pie=on")
        rule = tr("%1; house rules: %2").arg(rule, house.join(QStringLiteral(", ")));
    lines << rule;
    QStringList where;
    if (const QString date = tagValue("Date"); !date.isEmpty())
        //: Game sheet: the date of the game as the record writes it (2026.11.20)
        where << tr("Date: %1").arg(date);
    if (const QString site = tagValue("Site"); !site.isEmpty())
        //: Game sheet: where the game was played
        where << tr("Site: %1").arg(site);
    if (const QString round = tagValue("Round"); !round.isEmpty())
        //: Game sheet: the round of a tournament
        where << tr("Round: %1").arg(round);
    if (!where.isEmpty())
        lines << where.join(QStringLiteral(" · "));
    const std::string result = m_game.record.result;
    QString outcome;
    if (result == "1-0")
        //: Game sheet: the result; %1 the winner's name
        outcome = tr("%1 won").arg(sideName(Side::South));
    else if (result == "0-1")
        outcome = tr("%1 won").arg(sideName(Side::North));
    else if (result == "1/2-1/2")
        //: Game sheet: the result
        outcome = tr("drawn");
    else
        //: Game sheet: the result of a game still being played
        outcome = tr("unfinished");
    if (const QString score = tagValue("Score"); !score.isEmpty())
        outcome += QStringLiteral(" (%1)").arg(score);
    //: Game sheet: %1 the result token (1-0, 0-1, 1/2-1/2, *), %2 in words
    lines << tr("Result: %1, %2").arg(QString::fromStdString(result), outcome);
    return lines;
}

void GameSheet::build()
{
    Position p = m_game.start;
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
    m_blocks.push_back({true, tr("Start. %1").arg(caption(p)), p});

    QStringList tokens;
    QStringList turn;
    Position turnStart = p;
    int sinceDiagram = 0;
    int lastRound = p.round;
    bool freshLine = true;      // a number is written in full after a diagram or a round marker
    int lastNumber = -1;
    Side lastSide = Side::North;
    int arrowFrom = kNoPlace;
    int arrowTo = kNoPlace;
    const int count = static_cast<int>(m_game.decisions.size());
    for (int i = 0; i < count; ++i) {
        if (turn.isEmpty())
            turnStart = p;
        const Position before = p;
        StepList steps;
        if (!apply(p, m_game.decisions[static_cast<std::size_t>(i)], &steps)) {
            p = before;
            break;
        }
        turn << QString::fromStdString(formatDecision(before, m_game.decisions[static_cast<std::size_t>(i)]));
        sowingOf(steps, arrowFrom, arrowTo);
        ++sinceDiagram;
        if (!turnEnds(before, p) && i + 1 < count)
            continue;
        // The turn as the record writes it: "12." before South's, "12..." before North's
        // unless it follows South's of the same number.
        if (turnStart.round != lastRound) {
            //: Game sheet: the start of a new round of the game among the moves
            tokens << tr("(Round %1)").arg(turnStart.round);
            lastRound = turnStart.round;
            freshLine = true;
        }
        const int number = turnStart.turn;
        const Side side = turnStart.decider;
        QString prefix;
        if (side == Side::South)
            prefix = QStringLiteral("%1. ").arg(number);
        else if (freshLine || lastSide != Side::South || lastNumber != number)
            prefix = QStringLiteral("%1... ").arg(number);
        const QString token = prefix + turn.join(QLatin1Char('-'));
        tokens << token;
        // A caption names the turn in full: "12... F".
        const QString named = (side == Side::South ? QStringLiteral("%1. ") : QStringLiteral("%1... ")).arg(number)
            + turn.join(QLatin1Char('-'));
        turn.clear();
        freshLine = false;
        lastNumber = number;
        lastSide = side;
        if (sinceDiagram >= m_every || i + 1 == count) {
            m_blocks.push_back({false, tokens.join(QLatin1Char(' ')), {}});
            tokens.clear();
            //: Game sheet: under a diagram: %1 the turn just played ("12. c-f"), %2 the number of decisions so far, %3 whose move it is
            const QString text = p.over() ? caption(p) : tr("After %1 (decision %2). %3").arg(named).arg(i + 1).arg(caption(p));
            m_blocks.push_back({true, text, p, arrowFrom, arrowTo});
            arrowFrom = arrowTo = kNoPlace;
            sinceDiagram = 0;
            freshLine = true;
        }
    }
}

int GameSheet::paint(QPagedPaintDevice& device) const
{
    QPainter painter;
    if (!painter.begin(&device))
        return 0;
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
    auto paragraph = [&](const QString& text, const QFont& font, Qt::Alignment align, double after) {
        auto layout = std::make_shared<QTextLayout>(text, font, &device);
        QTextOption option(align);
        option.setWrapMode(QTextOption::WordWrap);
        layout->setTextOption(option);
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, 0));
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
            paragraph(block.text, sheetFont(11.5), Qt::AlignLeft, gap);
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
    const int pages = page + 1;

    const QString name = title();
    for (int at = 0; at < pages; ++at) {
        if (at > 0)
            device.newPage();
        for (const Item& item : items) {
            if (item.page != at)
                continue;
            if (item.block) {
                BoardPainter::Options options;
                options.look = m_look;
                options.arrowFrom = item.block->arrowFrom;
                options.arrowTo = item.block->arrowTo;
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
    painter.end();
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
