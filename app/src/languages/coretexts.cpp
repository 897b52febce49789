// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages/coretexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

namespace mancala::app {

namespace {

constexpr const char* kContext = "mancala::whyIllegal";

// Every sentence whyIllegal() of core/src/*.cpp can return, word for word.
constexpr const char* kSentences[] = {
    // engine.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The game is over."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That sowing would go round for more than 1,000 laps (G1)."),
    // kalah.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "Sides can be swapped only as North's first decision (K9)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The pie rule is off (K9)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "In Kalah a turn is the sowing of one house (K2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no such house (K1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from your own houses (K2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That house is empty (K2)."),
    // qelat.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may pass only when you cannot sow (Q8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "In Qelat a turn is the sowing of one hole (Q2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no such hole (Q1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from your own row (Q2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "Waldas cannot be sown (Q2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is empty (Q2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That single seed has just come across the end of the board and may not "
                                             "be sown straight back on this move (Q10)."),
    // keren.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "After eating you continue from one of your holes (M5)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You can move, so you cannot pass (M7)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "After eating, choose one of your holes to continue from (M5)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "A turn is the sowing of one of your holes (M2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no such hole (M1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "An ekwarna cannot be sown, not even by its captor (M2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is your opponent's ekwarna now (M2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from the holes you own (M2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is empty (M2)."),
    // mewelad.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may pass only when taking and leaving the four both "
                                             "make the sowing go round for ever (G1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "A four is on offer: take it or leave it (W4)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no four on offer (W4)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "Fours are captured at once: claimed captures are off (W4)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may pass only when every sowing you have goes round for ever (G1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "In the race each player chooses a hole to sow (W2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "A turn in Mewelad is the sowing of one hole (W1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no such hole (W1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from a hole you own (W1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from a hole you own (W2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is empty (W1)."),
    // enkeshui.cpp
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The special move can only place seeds in your own holes (E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "Seeds in a bull cannot be moved (E4, E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The special move takes the seeds of two holes only (E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The special move must change your row (E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "There is no such hole on this board (E10)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from your own row (E2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may only sow from your own row (E3)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "A bull cannot be sown (E3)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is empty (E2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "That hole is empty (E3)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The game starts with a race: choose a hole to race from (E2)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may end the move only when both directions would go round for "
                                             "more than 1,000 laps (G1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "Choose the direction of the remaining laps first (E7)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The special move is off in this game (E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "The special move can be made only once a game (E8)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "A direction is chosen only after a first lap round the opponent's "
                                             "row, when the sowing goes on (E7)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "You may pass only when every sowing would go round for more than "
                                             "1,000 laps (G1)."),
    QT_TRANSLATE_NOOP("mancala::whyIllegal", "In Enkeshui a turn is the sowing of one hole (E3)."),
};

/// enkeshui.cpp's one sentence with numbers in it.
const QRegularExpression& keepSeedsPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^The special move must keep the seeds of your row: (\\d+), not (\\d+) \\(E8\\)\\.$"));
    return pattern;
}

} // namespace

bool isKnownCoreText(const std::string& sentence)
{
    const auto same = [&sentence](const char* listed) { return sentence == listed; };
    return std::any_of(std::begin(kSentences), std::end(kSentences), same)
        || keepSeedsPattern().match(QString::fromStdString(sentence)).hasMatch();
}

QString coreText(const std::string& sentence)
{
    const QString text = QString::fromStdString(sentence);
    if (const QRegularExpressionMatch m = keepSeedsPattern().match(text); m.hasMatch())
        //: E8 (Enkeshui special move); %1 the seeds of the row before, %2 after the rearranging
        return QCoreApplication::translate("mancala::whyIllegal", "The special move must keep the seeds of your row: %1, not %2 (E8).")
            .arg(m.captured(1), m.captured(2));
    return QCoreApplication::translate(kContext, sentence.c_str());
}

} // namespace mancala::app
