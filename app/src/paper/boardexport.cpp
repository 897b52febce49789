// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/boardexport.h"

#include "mancala/engine.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QStandardPaths>
#include <QSvgGenerator>

#include <algorithm>

namespace mancala::app {

namespace {

constexpr int kImageWidth = 1600; ///< pixels of a PNG or JPEG picture or a copied board
constexpr int kSvgWidth = 960;

} // namespace

BoardExport::BoardExport(QObject* parent) : QObject(parent) {}

void BoardExport::setController(GameController* controller)
{
    if (m_controller == controller)
        return;
    m_controller = controller;
    emit controllerChanged();
}

void BoardExport::setDocument(RecordDocument* document)
{
    if (m_document == document)
        return;
    m_document = document;
    emit documentChanged();
}

void BoardExport::setPrintFriendly(bool on) { setOption(m_printFriendly, on); }
void BoardExport::setTheme(int theme) { setOption(m_theme, theme); }
void BoardExport::setHoleNames(bool on) { setOption(m_holeNames, on); }
void BoardExport::setArrow(bool on) { setOption(m_arrow, on); }
void BoardExport::setDiagramEvery(int every) { setOption(m_every, std::clamp(every, 1, 1000)); }

template <typename T>
void BoardExport::setOption(T& option, T value)
{
    if (option == value)
        return;
    option = value;
    emit optionsChanged();
}

BoardPainter::Look BoardExport::look() const
{
    if (m_printFriendly)
        return BoardPainter::Look::Print;
    return m_theme == 2 ? BoardPainter::Look::HighContrast : m_theme == 1 ? BoardPainter::Look::Dark : BoardPainter::Look::Light;
}

BoardPainter BoardExport::boardPainter() const
{
    BoardPainter::Options options;
    options.look = look();
    options.holeNames = m_holeNames;
    if (!m_controller)
        return BoardPainter(Position{}, options);
    options.southName = m_controller->players()->southName();
    options.northName = m_controller->players()->northName();
    const int ply = m_controller->history()->ply();
    if (m_arrow && ply > 0) {
        // The last decision again, from the position before it, for its steps.
        const std::vector<Decision> line = m_controller->history()->decisions();
        Position before = m_controller->initialPosition();
        for (int i = 0; i + 1 < ply && i < static_cast<int>(line.size()); ++i)
            apply(before, line[static_cast<std::size_t>(i)]);
        StepList steps;
        if (ply <= static_cast<int>(line.size()) && apply(before, line[static_cast<std::size_t>(ply - 1)], &steps)) {
            const SowingArrow arrow = sowingArrow(steps);
            options.arrowFrom = arrow.from;
            options.arrowTo = arrow.to();
            options.arrowPath = arrow.path;
        }
    }
    return BoardPainter(m_controller->position(), options);
}

GameSheet BoardExport::sheet() const
{
    GameSheet::Game game;
    game.start = m_controller->initialPosition();
    game.decisions = m_controller->history()->decisions();
    game.variantName = m_controller->variantName();
    game.evaluation = EvaluationGraph::pointsOf(*m_controller->history());
    if (m_document) {
        game.record = m_document->record();
    } else {
        game.record = recordFromGame(game.start, m_controller->gameSeed(), game.decisions);
        game.record.setTag("South", m_controller->players()->southName().toStdString());
        game.record.setTag("North", m_controller->players()->northName().toStdString());
    }
    return GameSheet(std::move(game), look(), m_every);
}

QImage BoardExport::boardImage(int width) const
{
    return boardPainter().image(width);
}

QByteArray BoardExport::boardSvg() const
{
    const BoardPainter board = boardPainter();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    const QSize size(kSvgWidth, static_cast<int>(kSvgWidth / board.aspectRatio()));
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    //: Title of an exported picture of the board: %1 the rule set
    svg.setTitle(tr("%1 board").arg(m_controller ? m_controller->variantName() : QString()));
    svg.setDescription(m_document ? m_document->positionString() : QString());
    QPainter painter(&svg);
    painter.fillRect(QRectF(QPointF(0, 0), size), board.background());
    board.paint(painter, QRectF(QPointF(0, 0), size));
    painter.end();
    return bytes;
}

bool BoardExport::refused()
{
    if (!m_controller) {
        //: The board cannot be exported: the window has no game
        setError(tr("There is no game to export."));
        return true;
    }
    if (m_controller->history()->raceChoiceHidden()) {
        setError(GameController::tr("The race choice stays secret until both players have chosen."));
        return true;
    }
    return false;
}

bool BoardExport::copyImage()
{
    if (refused())
        return false;
    QGuiApplication::clipboard()->setImage(boardImage(kImageWidth));
    setError({});
    //: Status after Game > Copy board as image
    setStatus(tr("The board is on the clipboard as a picture."));
    return true;
}

bool BoardExport::exportBoard(const QUrl& file)
{
    if (refused())
        return false;
    //: Export board: %1 the name typed
    const QString wrong = tr("%1: a picture of the board is a .png, .jpg or .svg file.");
    const QString path = targetPath(file, {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("jpg"),
                                           QStringLiteral("jpeg")}, wrong);
    if (path.isEmpty())
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray data;
    if (suffix == QLatin1String("svg")) {
        data = boardSvg();
    } else {
        const bool jpeg = suffix != QLatin1String("png");
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        if (!boardImage(kImageWidth).save(&buffer, jpeg ? "JPEG" : "PNG", jpeg ? 92 : -1)) {
            //: Export board: the picture could not be made in the format its name asks for; %1 the file's name
            setError(tr("%1: this format could not be written; a .png or .svg file can.").arg(QFileInfo(path).fileName()));
            return false;
        }
    }
    return save(path, data);
}

bool BoardExport::exportGame(const QUrl& file)
{
    if (refused())
        return false;
    //: Export game as PDF: %1 the name typed
    const QString wrong = tr("%1: the game sheet is a .pdf file.");
    const QString path = targetPath(file, {QStringLiteral("pdf")}, wrong);
    if (path.isEmpty())
        return false;
    const QByteArray data = sheet().pdf();
    if (data.isEmpty()) {
        setError(tr("The game sheet could not be made."));
        return false;
    }
    return save(path, data);
}

QString BoardExport::targetPath(const QUrl& file, const QStringList& suffixes, const QString& wrongSuffix)
{
    QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (QFileInfo(path).isDir()) {
        writeFile(path, {}); // refused: a folder's name
        return {};
    }
    if (suffix.isEmpty()) {
        path += QLatin1Char('.') + suffixes.front();
    } else if (!suffixes.contains(suffix)) {
        setError(wrongSuffix.arg(QFileInfo(path).fileName()));
        return {};
    }
    return path;
}

bool BoardExport::save(const QString& path, const QByteArray& data)
{
    if (!writeFile(path, data))
        return false;
    m_lastFolder = QFileInfo(path).absolutePath();
    //: Status after an export; %1 the file's name
    setStatus(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool BoardExport::printTo(QPrinter& printer)
{
    if (refused())
        return false;
    if (sheet().paint(printer) == 0) {
        //: Printing failed; the printer system gave no reason
        setError(tr("The printer could not be used."));
        return false;
    }
    setError({});
    //: Status after printing
    setStatus(tr("The game sheet went to the printer."));
    return true;
}

bool BoardExport::printGame()
{
    if (refused())
        return false;
    // Qt's print dialog is a widget: it needs the QApplication main() makes.
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        //: Print: this build of the program cannot show the print dialog
        setError(tr("The print dialog cannot be shown here."));
        return false;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
    printer.setDocName(sheet().title());
    QPrintDialog dialog(&printer);
    //: Title of the print dialog
    dialog.setWindowTitle(tr("Print the game"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return printTo(printer);
}

QUrl BoardExport::proposedFile(bool game) const
{
    // The folder last used: of the last export, else of the record file, else Documents, else home.
    QStringList folders{m_lastFolder};
    if (m_document && !m_document->fileName().isEmpty())
        folders << QFileInfo(m_document->fileName()).absolutePath();
    folders << QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) << QDir::homePath();
    const auto usable = [](const QString& f) { return !f.isEmpty() && QFileInfo(f).isDir(); };
    const QString folder = *std::find_if(folders.cbegin(), folders.cend() - 1, usable);
    const QString variant = m_controller ? m_controller->variantName() : QString();
    //: File names proposed by the export dialogs: %1 the rule set
    const QString name = game ? tr("%1 game.pdf").arg(variant) : tr("%1 board.png").arg(variant);
    return QUrl::fromLocalFile(QDir(folder).filePath(name.trimmed()));
}

bool BoardExport::writeFile(const QString& path, const QByteArray& data)
{
    const QFileInfo info(path);
    QString why;
    if (!info.absoluteDir().exists()) {
        //: Why a file could not be written: the folder named is not there
        why = tr("there is no folder %1").arg(QDir::toNativeSeparators(info.absolutePath()));
    } else if (info.isDir()) {
        //: Why a file could not be written: the name is a folder's
        why = tr("that is a folder");
    } else {
        QSaveFile out(path);
        if (out.open(QIODevice::WriteOnly) && out.write(data) == data.size() && out.commit()) {
            setError({});
            return true;
        }
        why = out.errorString();
    }
    //: %1 a file name, %2 the reason
    setError(tr("Could not save %1: %2").arg(info.fileName(), why));
    return false;
}

void BoardExport::setError(const QString& text)
{
    if (m_error == text)
        return;
    m_error = text;
    emit errorChanged();
}

void BoardExport::setStatus(const QString& text)
{
    // The same message again (a second copy) is shown again.
    m_status = text;
    emit statusChanged();
}

} // namespace mancala::app
