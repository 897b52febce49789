// SPDX-License-Identifier: GPL-3.0-or-later
// The board on paper: pictures of every rule set's board, the SVG, the PNG,
// the game sheet as a PDF, printing to a PDF printer, and exports that fail.
#include "game/gamecontroller.h"
#include "paper/boardexport.h"
#include "paper/boardpainter.h"
#include "paper/evaluationpainter.h"
#include "paper/gamesheet.h"
#include "../archived_game.h"

#include "mancala/engine.h"
#include "mancala/record.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QTimer>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

bool dark(QRgb c) { return qGray(c) < 110; }

/// Dark runs along a horizontal line of `image` between x0 and x1 (pixels).
int darkRuns(const QImage& image, int y, int x0, int x1)
{
    int runs = 0;
    bool in = false;
    for (int x = std::max(0, x0); x < std::min(image.width(), x1); ++x) {
        const bool d = dark(image.pixel(x, y));
        if (d && !in)
            ++runs;
        in = d;
    }
    return runs;
}

/// Dark pixels in a square of `half` pixels round `centre`.
int darkPixels(const QImage& image, QPointF centre, int half)
{
    int n = 0;
    for (int y = int(centre.y()) - half; y <= int(centre.y()) + half; ++y)
        for (int x = int(centre.x()) - half; x <= int(centre.x()) + half; ++x)
            if (image.rect().contains(x, y) && dark(image.pixel(x, y)))
                ++n;
    return n;
}

/// The pages of a PDF: its page objects ("/Type /Page", not "/Pages").
int pdfPages(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

/// A game: the (7i)-th legal decision (modulo their number) at ply i, `count` times at most.
std::vector<Decision> firstLegal(const Position& start, int count)
{
    std::vector<Decision> line;
    Position p = start;
    DecisionList legal;
    for (int i = 0; i < count && !p.over(); ++i) {
        legalDecisions(p, legal);
        const Decision d = legal[(i * 7) % legal.size()];
        line.push_back(d);
        apply(p, d);
    }
    return line;
}

/// The pages the app's "Export game as PDF" draws for a record's text, as
/// the window imports it (values and marks included); empty when it does not read.
QList<QImage> appSheetPages(const QString& text, int dpi)
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    testing::RecordObjects archive;
    archive.store.setAutosavePath({});
    archive.document.setController(&game);
    if (!archive.importExport.importText(text))
        return {};
    BoardExport paper;
    paper.setController(&game);
    paper.setDocument(&archive.document);
    return paper.sheet().pageImages(dpi);
}

} // namespace

class TestPaper : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every rule set and board size: as many holes as the rules have, on a white page.
    void holesOfEveryBoard_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("houses");
        QTest::newRow("kalah-6") << "kalah" << 6;
        QTest::newRow("kalah-3") << "kalah" << 3;
        QTest::newRow("qelat-6") << "qelat" << 6;
        QTest::newRow("qelat-keren-6") << "qelat-keren" << 6;
        QTest::newRow("mewelad-6") << "mewelad" << 6;
        QTest::newRow("enkeshui-8") << "enkeshui" << 8;
        QTest::newRow("enkeshui-10") << "enkeshui" << 10;
        QTest::newRow("enkeshui-12") << "enkeshui" << 12;
    }
    void holesOfEveryBoard()
    {
        QFETCH(QString, variant);
        QFETCH(int, houses);
        Variant v;
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules rules = Rules::defaults(v);
        QCOMPARE(QString::fromStdString(rules.set("houses", std::to_string(houses))), QString());
        const Position p = startPosition(rules, 1);
        BoardPainter board(p, {});
        const QImage image = board.image(1400);
        const double u = image.width() / board.widthUnits();
        QCOMPARE(image.pixel(2, 2), qRgb(255, 255, 255)); // print-friendly: white
        // Along a chord near the top of each row's holes (above the seeds),
        // every hole crosses twice: two dark runs a hole.
        for (const int row : {0, 1}) {
            const QPointF first = board.placeCentre(row == 0 ? 0 : p.ring() - 1) * u;
            const QPointF last = board.placeCentre(row == 0 ? houses - 1 : houses) * u;
            const int y = int(first.y() - 0.37 * u);
            QCOMPARE(darkRuns(image, y, int(first.x() - 0.5 * u), int(last.x() + 0.5 * u)), 2 * houses);
        }
        // The count of every hole is drawn beside it, its name outside the board.
        for (int hole = 0; hole < p.ring(); ++hole) {
            QVERIFY2(darkPixels(image, board.countCentre(hole) * u, int(0.08 * u)) > 0, qPrintable(QString::number(hole)));
            QVERIFY2(darkPixels(image, board.nameCentre(hole) * u, int(0.1 * u)) > 0, qPrintable(QString::number(hole)));
        }
        // Stores (Kalah) and tallies: at both ends, except Qelat of the Beni Amir's.
        QCOMPARE(board.hasEnds(), v != Variant::Qelat);
    }

    // The number beside a hole is its count: one seed more changes that
    // number's pixels and no other hole's.
    void countsAndDots()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        Position p = startPosition(rules, 1);
        Position q = p;
        q.seeds[2] = 5; // c: 4 -> 5
        q.seeds[3] = 0; // d: 4 -> 0 (the picture need not conserve seeds)
        const BoardPainter a(p, {});
        const BoardPainter b(q, {});
        const QImage ia = a.image(1200);
        const QImage ib = b.image(1200);
        const double u = ia.width() / a.widthUnits();
        auto region = [u](const QImage& image, QPointF centre, double half) {
            return image.copy(QRectF((centre.x() - half) * u, (centre.y() - half) * u, 2 * half * u, 2 * half * u).toRect());
        };
        QVERIFY(region(ia, a.countCentre(2), 0.12) != region(ib, b.countCentre(2), 0.12));
        QVERIFY(region(ia, a.countCentre(1), 0.12) == region(ib, b.countCentre(1), 0.12));
        // Dots: an empty hole is white inside, a hole of four is not.
        QCOMPARE(darkPixels(ib, b.placeCentre(3) * u, int(0.25 * u)), 0);
        QVERIFY(darkPixels(ia, a.placeCentre(3) * u, int(0.25 * u)) > 0);
        // Above a dozen the hole shows its number, not dots.
        q.seeds[4] = 30;
        const QImage ic = BoardPainter(q, {}).image(1200);
        QVERIFY(darkPixels(ic, b.placeCentre(4) * u, int(0.12 * u)) > 0);
    }

    // A walda (Q5) gets a ring and a badge with the owner's letter; a hole
    // owned across the board (rounds) its owner's letter.
    void marksAndOwners()
    {
        const Rules rules = Rules::defaults(Variant::Qelat);
        Position p = startPosition(rules, 1);
        Position q = p;
        q.mark[0] = Mark::Walda;
        q.markOwner[0] = Side::North;
        q.owner[7] = Side::South;
        const BoardPainter a(p, {});
        const BoardPainter b(q, {});
        const QImage ia = a.image(1200);
        const QImage ib = b.image(1200);
        const double u = ia.width() / a.widthUnits();
        // The badge sits on the rim towards the groove (above a South hole).
        const QPointF badge = (a.placeCentre(0) - QPointF(0, 0.46)) * u;
        QVERIFY(darkPixels(ib, badge, int(0.06 * u)) > darkPixels(ia, badge, int(0.06 * u)));
        const QPointF owner = (a.placeCentre(7) + QPointF(0.36, -0.3)) * u;
        QVERIFY(darkPixels(ib, owner, int(0.05 * u)) > darkPixels(ia, owner, int(0.05 * u)));
    }

    // The theme's look: the window's background, not white.
    void themeLook()
    {
        const Rules rules = Rules::defaults(Variant::Mewelad);
        const Position p = startPosition(rules, 1);
        BoardPainter::Options options;
        options.look = BoardPainter::Look::Light;
        QCOMPARE(BoardPainter(p, options).image(600).pixel(1, 1), QColor("#efe6d8").rgb());
        options.look = BoardPainter::Look::Dark;
        QCOMPARE(BoardPainter(p, options).image(600).pixel(1, 1), QColor("#1d1a17").rgb());
    }

    // The arrow goes from the sown hole to the last seed: pixels between change.
    void arrow()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        Position p = startPosition(rules, 1);
        BoardPainter::Options options;
        const BoardPainter plain(p, options);
        options.arrowFrom = 2;    // c
        options.arrowTo = kSouthStore;
        const BoardPainter marked(p, options);
        const QImage a = plain.image(1200);
        const QImage b = marked.image(1200);
        const double u = a.width() / plain.widthUnits();
        QVERIFY(a != b);
        // Between d and e's centres, towards the groove, the line passes.
        const QPointF between = (plain.placeCentre(3) + plain.placeCentre(5)) / 2 * u;
        QVERIFY(darkPixels(b, between - QPointF(0, 0.55 * u), int(0.3 * u)) > darkPixels(a, between - QPointF(0, 0.55 * u), int(0.3 * u)));
    }

    void svgHasTheHoleNames()
    {
        GameController game;
        BoardExport paper;
        paper.setController(&game);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(paper.exportBoard(QUrl::fromLocalFile(path)), qPrintable(paper.error()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QSet<QString> texts;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts.insert(xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed());
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        for (const char* name : {"a", "b", "c", "d", "e", "f", "A", "B", "C", "D", "E", "F", "4", "0"})
            QVERIFY2(texts.contains(QLatin1String(name)), name);
    }

    void pngAndClipboard()
    {
        GameController game;
        BoardExport paper;
        paper.setController(&game);
        QVERIFY(game.playHole(2)); // c
        QTemporaryDir dir;
        // No suffix: a PNG.
        QVERIFY2(paper.exportBoard(QUrl::fromLocalFile(dir.filePath(QStringLiteral("board")))), qPrintable(paper.error()));
        const QImage image(dir.filePath(QStringLiteral("board.png")));
        QCOMPARE(image.width(), 1600);
        QVERIFY(image.height() > 400);
        // .jpg and .jpeg: a JPEG picture of the same size.
        for (const QString& name : {QStringLiteral("board.jpg"), QStringLiteral("board.JPEG")}) {
            QVERIFY2(paper.exportBoard(QUrl::fromLocalFile(dir.filePath(name))), qPrintable(paper.error()));
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.read(3) == QByteArray("\xFF\xD8\xFF", 3)); // a JPEG's start of image
            QCOMPARE(QImage(dir.filePath(name)).width(), 1600);
        }
        // The dialogs open where the last export went.
        QCOMPARE(QFileInfo(paper.proposedFile(true).toLocalFile()).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
        QVERIFY(paper.copyImage());
        QCOMPARE(QGuiApplication::clipboard()->image().width(), 1600);
        QVERIFY(paper.status().contains(QStringLiteral("clipboard")));
    }

    // The export dialogs open in the folder of the record file, until an export goes elsewhere.
    void dialogsOpenInTheRecordsFolder()
    {
        GameController game;
        testing::RecordObjects archive;
        archive.document.setController(&game);
        BoardExport paper;
        paper.setController(&game);
        paper.setDocument(&archive.document);
        QTemporaryDir records;
        QVERIFY(archive.importExport.saveFile(QUrl::fromLocalFile(records.filePath(QStringLiteral("game.pgn")))));
        const QString folder = QFileInfo(records.path()).absoluteFilePath();
        QCOMPARE(QFileInfo(paper.proposedFile(false).toLocalFile()).absolutePath(), folder);
        QCOMPARE(QFileInfo(paper.proposedFile(true).toLocalFile()).absolutePath(), folder);
        QTemporaryDir pictures;
        QVERIFY(paper.exportBoard(QUrl::fromLocalFile(pictures.filePath(QStringLiteral("board.png")))));
        QCOMPARE(QFileInfo(paper.proposedFile(true).toLocalFile()).absolutePath(), QFileInfo(pictures.path()).absoluteFilePath());
    }

    // An export that cannot be written: a clear message, no file.
    void unwritable()
    {
        GameController game;
        BoardExport paper;
        paper.setController(&game);
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("no such folder/board.png"));
        QVERIFY(!paper.exportBoard(QUrl::fromLocalFile(missing)));
        QVERIFY2(paper.error().startsWith(QStringLiteral("Could not save board.png: there is no folder")), qPrintable(paper.error()));
        QVERIFY(!QFile::exists(missing));
        // A folder's name: refused as it is, not given a suffix beside the folder.
        QVERIFY(!paper.exportGame(QUrl::fromLocalFile(dir.path())));
        QCOMPARE(paper.error(), QStringLiteral("Could not save %1: that is a folder").arg(QFileInfo(dir.path()).fileName()));
        QVERIFY(!QFile::exists(dir.path() + QStringLiteral(".pdf")));
        QVERIFY(!paper.exportGame(QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))));
        QCOMPARE(paper.error(), QStringLiteral("notes.txt: the game sheet is a .pdf file."));
        QVERIFY(!paper.exportBoard(QUrl::fromLocalFile(dir.filePath(QStringLiteral("board.gif")))));
        QCOMPARE(paper.error(), QStringLiteral("board.gif: a picture of the board is a .png, .jpg or .svg file."));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        // A name that is a folder.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.pdf")));
        QVERIFY(!paper.exportGame(QUrl::fromLocalFile(dir.filePath(QStringLiteral("taken.pdf")))));
        QVERIFY2(paper.error().contains(QStringLiteral("folder")), qPrintable(paper.error()));
    }

    // W2: South's secret race choice is not shown on paper either.
    void raceChoiceStaysSecret()
    {
        GameController game;
        QCOMPARE(game.newGame(QStringLiteral("mewelad")), QString());
        QCOMPARE(game.pending(), GameController::Race); // W1: Mewelad starts with the race
        game.acknowledgeRaceScreen();
        QVERIFY(game.playHole(2));
        QVERIFY(game.history()->raceChoiceHidden());
        BoardExport paper;
        paper.setController(&game);
        QTemporaryDir dir;
        QVERIFY(!paper.exportBoard(QUrl::fromLocalFile(dir.filePath(QStringLiteral("race.png")))));
        QVERIFY(paper.error().contains(QStringLiteral("secret")));
        QVERIFY(!paper.copyImage());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("race.png"))));
    }

    // docs/notation.md's example: 1. b C-A 2. a, Kalah of 3 holes and 1 seed.
    void sheetOfAShortGame()
    {
        const RecordList list = parseRecords(
            "[Event \"Club night\"]\n[South \"Tesfay\"]\n[North \"Selam\"]\n[Result \"1-0\"]\n"
            "[Variant \"kalah\"]\n[Holes \"3\"]\n[HouseRules \"houses=3;seeds=1\"]\n[Seed \"5\"]\n[Score \"5-1\"]\n\n"
            "1. b C-A 2. a 1-0\n");
        QVERIFY(list.ok());
        const ReplayedGame replayed = readGame(list.games[0]);
        QVERIFY(replayed.ok());
        GameSheet sheet({list.games[0], QStringLiteral("Kalah"), replayed.start, replayed.decisions},
                        BoardPainter::Look::Print, 10);
        QCOMPARE(sheet.title(), QStringLiteral("Club night"));
        QVERIFY(sheet.facts().contains(QStringLiteral("South: Tesfay. North: Selam.")));
        QVERIFY(sheet.facts().contains(QStringLiteral("House rules: Seeds per hole: 1.")));
        QVERIFY(sheet.facts().contains(QStringLiteral("Tesfay won, 5 seeds to 1.")));
        QCOMPARE(int(sheet.blocks().size()), 3); // the start, the moves, the end
        QVERIFY(sheet.blocks()[0].diagram);
        QCOMPARE(sheet.blocks()[1].text, QStringLiteral("1. b C-A 2. a"));
        QCOMPARE(sheet.blocks()[2].text, QStringLiteral("The end: Tesfay 5, Selam 1"));
        QVERIFY(sheet.blocks()[2].position.over());
        // a sown: its one seed into b... the arrow of the last sowing.
        QCOMPARE(sheet.blocks()[2].arrowFrom, 0);
        int pages = 0;
        const QByteArray pdf = sheet.pdf(&pages);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pages, 1);
        QCOMPARE(pdfPages(pdf), 1);
    }

    // The sheet speaks to a class: no "race=off", "Result: *, unfinished",
    // "South: South – North: North"; a computer's name whole.
    void sheetSpeaksPlainly()
    {
        const RecordList list = parseRecords(
            "[South \"South\"]\n[North \"Computer (level 2, Beginner)\"]\n[Variant \"mewelad\"]\n"
            "[HouseRules \"race=off;claimed-captures=on\"]\n[Seed \"1831\"]\n\n1. d E-take 2. f *\n");
        QVERIFY2(list.ok(), list.error.message().c_str());
        const ReplayedGame replayed = readGame(list.games[0]);
        QVERIFY2(replayed.ok(), replayed.error.message().c_str());
        GameSheet sheet({list.games[0], QStringLiteral("Mewelad"), replayed.start, replayed.decisions},
                        BoardPainter::Look::Print, 10);
        const QString facts = sheet.facts().join(QLatin1Char('\n'));
        QVERIFY2(facts.contains(QStringLiteral("House rules: Racing start: off; Captures are claimed (Jen): on.")), qPrintable(facts));
        QVERIFY2(facts.contains(QStringLiteral("North: Computer (level 2, Beginner).")), qPrintable(facts));
        QVERIFY2(!facts.contains(QStringLiteral("South: South")), qPrintable(facts));
        QVERIFY2(facts.contains(QStringLiteral("The game is not finished.")), qPrintable(facts));
        for (const char* jargon : {"race=", "Result:", "*", "–"})
            QVERIFY2(!facts.contains(QLatin1String(jargon)), jargon);
        // A computer against itself: the winner goes by the side, not "random won".
        GameRecord selfplay = recordFromGame(replayed.start, 1831, replayed.decisions);
        selfplay.setTag("South", "random");
        selfplay.setTag("North", "random");
        selfplay.result = "0-1";
        selfplay.setTag("Score", "20-28");
        const GameSheet same({selfplay, QStringLiteral("Mewelad"), replayed.start, replayed.decisions},
                             BoardPainter::Look::Print, 10);
        QVERIFY2(same.facts().contains(QStringLiteral("North won, 28 seeds to 20.")), qPrintable(same.facts().join(QLatin1Char('\n'))));
    }

    // The North store's label is the whole name, however long (not "Computer (level 2, …").
    void storeLabelIsWhole()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        BoardPainter::Options options;
        options.northName = QStringLiteral("Computer (level 2, Beginner)");
        const BoardPainter board(startPosition(rules, 1), options);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(960, 300));
        QPainter painter(&svg);
        board.paint(painter, QRectF(0, 0, 960, 300));
        painter.end();
        QXmlStreamReader xml(bytes);
        QString texts;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts += xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed() + QLatin1Char(' ');
        }
        QVERIFY2(texts.contains(QStringLiteral("Beginner)")), qPrintable(texts));
        QVERIFY2(!texts.contains(QChar(0x2026)), qPrintable(texts));
    }

    // The arrow follows the sowing round the board: f (4 seeds) sows the
    // store, A, B and C; the arrow passes A, where a chord from f to C does not.
    void arrowFollowsTheSowing()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        Position p = startPosition(rules, 1);
        DecisionList legal;
        legalDecisions(p, legal);
        StepList steps;
        QVERIFY(apply(p, legal[5], &steps)); // f
        const SowingArrow arrow = sowingArrow(steps);
        QCOMPARE(arrow.from, 5);
        QCOMPARE(arrow.path, (std::vector<int>{kSouthStore, 6, 7, 8}));
        BoardPainter::Options options;
        const BoardPainter plain(p, options);
        options.arrowFrom = arrow.from;
        options.arrowTo = arrow.to();
        const BoardPainter chord(p, options);
        options.arrowPath = arrow.path;
        const BoardPainter round(p, options);
        const QImage none = plain.image(1200);
        const QImage straight = chord.image(1200);
        const QImage along = round.image(1200);
        const double u = none.width() / plain.widthUnits();
        // A's inner edge, towards the groove.
        const QPointF a = (plain.placeCentre(6) + QPointF(0, 0.3)) * u;
        QVERIFY(darkPixels(along, a, int(0.12 * u)) > darkPixels(none, a, int(0.12 * u)) + 10);
        QCOMPARE(darkPixels(straight, a, int(0.12 * u)), darkPixels(none, a, int(0.12 * u)));
    }

    // A reviewed record with a side line: the question, the marks, the
    // comments and the variation are on the sheet (and so on the PDF and in print).
    void sheetCarriesTheNotes()
    {
        const QString text = QStringLiteral(
            "[Variant \"kalah\"]\n[Seed \"1\"]\n[Title \"Lesson 3\"]\n[Event \"Club night\"]\n\n"
            "{South to move: which hole gives a second turn?} 1. c-f! {good} (1. d $2 {gives the turn away} "
            "(1. e {also})) 1... A $6 {best B: 2 seeds lost} 2. a *\n");
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        testing::RecordObjects archive;
        archive.store.setAutosavePath({});
        archive.document.setController(&game);
        QVERIFY2(archive.importExport.importText(text), qPrintable(archive.document.error()));
        BoardExport paper;
        paper.setController(&game);
        paper.setDocument(&archive.document);
        const GameSheet sheet = paper.sheet();
        QCOMPARE(sheet.title(), QStringLiteral("Lesson 3"));
        QVERIFY(sheet.facts().contains(QStringLiteral("Event: Club night")));
        QStringList texts;
        for (const GameSheet::Block& block : sheet.blocks())
            if (!block.diagram)
                texts << (block.variation ? QStringLiteral("V:") : QString()) + block.text;
        QCOMPARE(texts, (QStringList{QStringLiteral("South to move: which hole gives a second turn?"),
                                     QStringLiteral("1. c-f! good"),
                                     QStringLiteral("V:(1. d? gives the turn away (1. e also))"),
                                     QStringLiteral("1... A?! best B: 2 seeds lost 2. a")}));
        // The comments are the italic spans.
        const GameSheet::Block& moves = sheet.blocks()[2];
        QCOMPARE(int(moves.comments.size()), 1);
        QCOMPARE(moves.text.mid(moves.comments[0].first, moves.comments[0].second), QStringLiteral("good"));
        int pages = 0;
        QVERIFY(sheet.pdf(&pages).startsWith("%PDF"));
        QCOMPARE(pages, 1);
        const QList<QImage> images = sheet.pageImages(60);
        QCOMPARE(int(images.size()), pages);
        if (const QString out = qEnvironmentVariable("MANCALA_PAPER_OUT"); !out.isEmpty()) {
            QFile pdf(out + QStringLiteral("/notes.pdf"));
            QVERIFY(pdf.open(QIODevice::WriteOnly));
            pdf.write(sheet.pdf());
            const QList<QImage> sharp = sheet.pageImages(100);
            for (int i = 0; i < sharp.size(); ++i)
                sharp[i].save(out + QStringLiteral("/notes-page%1.png").arg(i + 1));
        }
    }

    // The evaluation graph on paper: each decision's point where pointAt()
    // says, exact values filled, estimates hollow, marks in their colours.
    void evaluationPainterPlacesThePoints()
    {
        // Decisions 1 (exact +2), 2 (no value), 3 (exact -4, ??), 4 (estimate +1, ?!).
        const QList<EvaluationPoint> points{{1, true, 2, true, 0}, {2, false, 0, false, 0},
                                            {3, true, -4, true, 3}, {4, true, 1, false, 1}};
        const EvaluationPainter graph(points);
        QVERIFY(!graph.empty());
        QCOMPARE(graph.range(), 4.0);
        QImage image(400, 200, QImage::Format_RGB32);
        image.fill(Qt::white);
        const QRectF plot(20, 20, 360, 160);
        QPainter painter(&image);
        graph.paint(painter, plot, 8);
        painter.end();
        QCOMPARE(graph.pointAt(0, plot), QPointF(20, 60)); // +2 of 4: halfway up
        QCOMPARE(graph.pointAt(2, plot), QPointF(260, 180)); // -4: the bottom
        auto at = [&image](QPointF p) { return QColor(image.pixel(int(p.x()), int(p.y()))); };
        QCOMPARE(at(graph.pointAt(0, plot)), EvaluationPainter::lineColor());
        QCOMPARE(at(graph.pointAt(2, plot)), EvaluationPainter::markColor(3));
        QCOMPARE(at(graph.pointAt(3, plot)), QColor(Qt::white)); // hollow: an estimate
        QCOMPARE(at(graph.pointAt(3, plot) + QPointF(0, 10.4)), EvaluationPainter::markColor(1)); // its ring
        QVERIFY(EvaluationPainter({{1, false, 0, false, 0}}).empty());
    }

    // The sheet of a reviewed game (its values read from the record's
    // `[%eval]`) carries the evaluation graph below the moves; the same game
    // without values has none.
    void sheetDrawsTheEvaluationGraph()
    {
        const QString reviewed = QStringLiteral(
            "[Variant \"kalah\"]\n[Seed \"1\"]\n\n"
            "1. c-f {[%eval #+1 #-7]} 1... A $4 {[%eval #-8]} 2. a {[%eval +0.5]} *\n");
        QString plain = reviewed;
        plain.remove(QRegularExpression(QStringLiteral(" \\{\\[%eval [^}]*\\}")));
        QVERIFY(!plain.contains(QStringLiteral("eval")));
        auto colouredPixels = [](const QString& text, const QColor& colour) {
            const QList<QImage> pages = appSheetPages(text, 100);
            if (pages.isEmpty())
                return -1;
            int n = 0;
            if (const QString out = qEnvironmentVariable("MANCALA_PAPER_OUT"); !out.isEmpty() && text.contains(QLatin1String("eval")))
                pages.back().save(out + QStringLiteral("/graph-page%1.png").arg(pages.size()));
            for (const QImage& page : pages)
                for (int y = 0; y < page.height(); ++y)
                    for (int x = 0; x < page.width(); ++x)
                        n += QColor(page.pixel(x, y)) == colour;
            return n;
        };
        QVERIFY(colouredPixels(reviewed, EvaluationPainter::lineColor()) > 20);
        QVERIFY(colouredPixels(reviewed, EvaluationPainter::markColor(3)) > 20); // A, ??: exact, filled
        QCOMPARE(colouredPixels(plain, EvaluationPainter::lineColor()), 0);
        QCOMPARE(colouredPixels(plain, EvaluationPainter::markColor(3)), 0);
    }

    // A diagram after every 10 decisions: a game of 40 decisions has six
    // (start, after 10, 20, 30, 40 and none more), on two pages; every 2 needs more.
    void sheetPages()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        const Position start = startPosition(rules, 1);
        const std::vector<Decision> line = firstLegal(start, 40);
        QCOMPARE(int(line.size()), 40);
        GameRecord record = recordFromGame(start, 1, line);
        GameSheet sheet({record, QStringLiteral("Kalah"), start, line}, BoardPainter::Look::Print, 10);
        int diagrams = 0;
        for (const auto& block : sheet.blocks())
            diagrams += block.diagram ? 1 : 0;
        QVERIFY2(diagrams >= 5 && diagrams <= 6, qPrintable(QString::number(diagrams)));
        int pages = 0;
        const QByteArray pdf = sheet.pdf(&pages);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPages(pdf), pages);
        QCOMPARE(pages, 2);
        int many = 0;
        GameSheet dense({record, QStringLiteral("Kalah"), start, line}, BoardPainter::Look::Print, 2);
        const QByteArray densePdf = dense.pdf(&many);
        QCOMPARE(pdfPages(densePdf), many);
        QVERIFY(many > pages);
    }

    // MANCALA_PAPER_OUT=<folder>: samples to look at (not checked here).
    void samples()
    {
        const QString out = qEnvironmentVariable("MANCALA_PAPER_OUT");
        if (out.isEmpty())
            QSKIP("MANCALA_PAPER_OUT names no folder");
        QDir().mkpath(out);
        struct Sample { const char* name; Variant variant; int houses; BoardPainter::Look look; };
        for (const Sample& sample : {Sample{"kalah-print", Variant::Kalah, 6, BoardPainter::Look::Print},
                                     Sample{"kalah-light", Variant::Kalah, 6, BoardPainter::Look::Light},
                                     Sample{"qelat-dark", Variant::Qelat, 6, BoardPainter::Look::Dark},
                                     Sample{"mewelad-hc", Variant::Mewelad, 6, BoardPainter::Look::HighContrast},
                                     Sample{"enkeshui12-print", Variant::Enkeshui, 12, BoardPainter::Look::Print}}) {
            Rules rules = Rules::defaults(sample.variant);
            rules.set("houses", std::to_string(sample.houses));
            Position p = startPosition(rules, 3);
            const std::vector<Decision> line = firstLegal(p, 9);
            StepList steps;
            BoardPainter::Options options;
            options.look = sample.look;
            options.northName = QStringLiteral("Computer (level 2, Beginner)");
            for (const Decision& d : line) {
                steps.clear();
                apply(p, d, &steps);
            }
            const SowingArrow arrow = sowingArrow(steps);
            options.arrowFrom = arrow.from;
            options.arrowTo = arrow.to();
            options.arrowPath = arrow.path;
            if (sample.variant == Variant::Qelat) {
                p.mark[1] = Mark::Walda;
                p.markOwner[1] = Side::North;
                p.seeds[8] = 17;
            }
            if (sample.variant == Variant::Mewelad) {
                p.mark[9] = Mark::Jen;
                p.owner[2] = Side::North;
            }
            if (sample.variant == Variant::Enkeshui)
                p.mark[4] = Mark::Bull, p.markOwner[4] = Side::South;
            BoardPainter(p, options).image(1200).save(out + QStringLiteral("/%1.png").arg(QLatin1String(sample.name)));
        }
        // MANCALA_SHEET_RECORD=<file>: the sheet the app exports for its first game, page by page.
        if (const QString file = qEnvironmentVariable("MANCALA_SHEET_RECORD"); !file.isEmpty()) {
            QFile in(file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QList<QImage> pages = appSheetPages(QString::fromUtf8(in.readAll()), 100);
            QVERIFY2(!pages.isEmpty(), qPrintable(file + QStringLiteral(" does not read")));
            for (int i = 0; i < pages.size(); ++i)
                pages[i].save(out + QStringLiteral("/record-page%1.png").arg(i + 1));
        }
        const Rules rules = Rules::defaults(Variant::Kalah);
        const Position start = startPosition(rules, 1);
        const std::vector<Decision> line = firstLegal(start, 200);
        GameRecord record = recordFromGame(start, 1, line);
        record.setTag("Event", "Club night");
        record.setTag("South", "Tesfay");
        record.setTag("North", "Selam");
        QFile pdf(out + QStringLiteral("/game.pdf"));
        QVERIFY(pdf.open(QIODevice::WriteOnly));
        pdf.write(GameSheet({record, QStringLiteral("Kalah"), start, line}, BoardPainter::Look::Print, 10).pdf());
    }

    // Print…: Qt's print dialog comes up (this test is a QApplication, as
    // the program is); cancelled, nothing is printed and nothing is wrong.
    void printDialog()
    {
        GameController game;
        BoardExport paper;
        paper.setController(&game);
        QString shown;
        int tries = 0;
        std::function<void()> look = [&] {
            QWidget* dialog = QApplication::activeModalWidget();
            if (!dialog && ++tries < 100) {
                QTimer::singleShot(50, look);
                return;
            }
            if (!dialog)
                return;
            shown = QString::fromLatin1(dialog->metaObject()->className()) + QLatin1Char('|') + dialog->windowTitle();
            if (const QString out = qEnvironmentVariable("MANCALA_PAPER_OUT"); !out.isEmpty())
                dialog->grab().save(out + QStringLiteral("/print-dialog.png"));
            static_cast<QDialog*>(dialog)->reject();
        };
        QTimer::singleShot(50, look);
        QVERIFY(!paper.printGame());
        QCOMPARE(shown, QStringLiteral("QPrintDialog|Print the game"));
        QCOMPARE(paper.error(), QString());
    }

    void exportAndPrintTheGame()
    {
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        BoardExport paper;
        paper.setController(&game);
        for (int i = 0; i < 6; ++i) {
            QVERIFY(!game.legalHoles().isEmpty());
            QVERIFY(game.playHole(game.legalHoles().front()));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pdf"));
        QVERIFY2(paper.exportGame(QUrl::fromLocalFile(dir.filePath(QStringLiteral("game")))), qPrintable(paper.error()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPages(pdf), 1);
        // Printing, to a PDF printer (the dialog itself needs a person).
        QPrinter printer;
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        QVERIFY2(paper.printTo(printer), qPrintable(paper.error()));
        QFile printed(dir.filePath(QStringLiteral("printed.pdf")));
        QVERIFY(printed.open(QIODevice::ReadOnly));
        QVERIFY(printed.readAll().startsWith("%PDF"));
    }
};

QTEST_MAIN(TestPaper)
#include "tst_paper.moc"
