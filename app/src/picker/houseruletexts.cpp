// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/houseruletexts.h"

#include <QCoreApplication>

#include <array>

namespace mancala::app::HouseRuleTexts {

namespace {

// The picker's context, where the translations have always been.
constexpr const char* kContext = "mancala::app::VariantCatalog";

struct Text {
    const char* id;
    const char* title;
    const char* sentence; ///< in every rule set but those of `in`
    std::array<const char*, kVariantCount> in{}; ///< per rule set, where it says something else
    const char* control = nullptr; ///< the picker's own control, when not the kind's
};

//: What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)
constexpr const char* kRoundsLimit = QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).");

// One row per house rule, in the order of the core's table.
const Text kTexts[] = {
    {"houses",
     //: House rule title: holes in each row
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Holes in a row"),
     //: What the houses option changes in the Eritrean games
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Holes in each player's row; the sources play six."),
     {//: What the houses option changes in Kalah (K1)
      QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Houses in each player's row; the source plays six."),
      nullptr, nullptr, nullptr,
      //: What the houses option changes in Enkeshui (E10)
      QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.")},
     "houses"},
    {"seeds",
     //: House rule title: seeds in every hole at the start
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Seeds per hole"),
     //: What the seeds option changes
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Seeds in every hole at the start of a uniform layout."),
     {//: What the seeds option changes in Kalah (K1)
      QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Seeds in every house at the start: the source gives 3 as the rule and 4 as common.")},
     "seeds"},
    {"layout",
     //: House rule title: how the seeds are set out at the start
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Layout"),
     //: What the layout option changes
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "How the seeds are set out at the start.")},
    {"clockwise",
     //: House rule title (K6)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Clockwise sowing"),
     //: What the clockwise house rule changes (K6)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Seeds are sown clockwise instead of counter-clockwise.")},
    {"empty-capture",
     //: House rule title (K7)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Empty capture"),
     //: What the empty-capture house rule is about (K4, K7); each value has its own sentence
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "What your last seed does in an empty house of your own.")},
    {"count-remaining",
     //: House rule title (K8)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Count the seeds left"),
     //: What the count-remaining house rule changes (K8)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "When the game ends, the seeds left in a player's houses go to their store; off, they are not counted.")},
    {"pie",
     //: House rule title (K9): the pie rule
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Pie rule"),
     //: What the pie house rule changes (K9)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "After South's first move, North may swap sides instead of moving.")},
    {"walda-holes",
     //: House rule title (Q6)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Walda holes"),
     //: What the walda-holes house rule changes (Q6)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent's row) or the four corners only.")},
    {"skip-waldas",
     //: House rule title (Q7)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Skip waldas"),
     //: What the skip-waldas house rule changes (Q7)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Sowing passes over waldas instead of dropping seeds into them.")},
    {"anti-repetition",
     //: House rule title (Q10)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "No sowing straight back"),
     //: What the anti-repetition house rule changes (Q10)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "A single seed sown across the end of the board into the opponent's end hole may not be sown straight back on the next move.")},
    {"race",
     //: House rule title (W2, E2)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Racing start"),
     //: What the race house rule changes in Enkeshui (E2)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts."),
     {nullptr, nullptr, nullptr,
      //: What the race house rule changes in Mewelad (W2)
      QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.")}},
    {"claimed-captures",
     //: House rule title (W4): captures are claimed
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Captures are claimed (Jen)"),
     //: What the claimed-captures house rule changes (W4)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.")},
    {"special-move",
     //: House rule title (E8)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Special move"),
     //: What the special-move house rule changes (E8)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Once per game a player may take the seeds of two of their holes and place them freely in their own holes.")},
    {"quiet-limit",
     //: House rule title (G2)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Quiet move limit"),
     //: What the quiet-limit house rule changes (G2)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit)."),
     {nullptr, nullptr, kRoundsLimit, kRoundsLimit, nullptr}},
    {"quiet-end",
     //: House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "At the quiet move limit"),
     //: What the quiet-end house rule is about (G2); each value has its own sentence
     // Not offered in the games of rounds, where it changes nothing (core/src/rules/houserules.cpp).
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "How a game stopped by the quiet move limit ends.")},
};

struct ValueText {
    const char* id;
    const char* value;
    const char* title;
    const char* sentence = nullptr;
};

// The values of the choices that have a name of their own.
const ValueText kValues[] = {
    {"walda-holes", "six",
     //: Walda holes (Q6): the six eligible holes
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Six holes")},
    {"walda-holes", "corners",
     //: Walda holes (Q6): the four corner holes only
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Four corners")},
    {"empty-capture", "off",
     //: Empty capture (K7) off: K4 alone
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Off"),
     //: Empty capture (K7) off: what it means (K4)
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.")},
    {"empty-capture", "on",
     //: Empty capture (K7) on: the last seed is captured alone too
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Also alone"),
     //: Empty capture (K7) on: what it means; the reading of the published Kalah solutions
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.")},
    {"empty-capture", "last-seed",
     //: Empty capture (K7) last-seed: only the last seed goes to the store
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Last seed only"),
     //: Empty capture (K7) last-seed: what it means; the source's own words
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source's own words.")},
    {"quiet-end", "score",
     //: At the quiet move limit (G2): the stopped game is scored
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Scored"),
     //: At the quiet move limit (G2) score: what it means
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The stopped game is scored like a finished one: the seeds still in play count for no one.")},
    {"quiet-end", "draw",
     //: At the quiet move limit (G2): the stopped game is drawn
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "Drawn"),
     //: At the quiet move limit (G2) draw: what it means
     QT_TRANSLATE_NOOP("mancala::app::VariantCatalog", "The stopped game is drawn, whatever the counts.")},
};

QString translated(const char* text) { return text ? QCoreApplication::translate(kContext, text) : QString(); }

const Text* find(const QString& id)
{
    for (const Text& t : kTexts)
        if (id == QLatin1String(t.id))
            return &t;
    return nullptr;
}

const ValueText* find(const QString& id, const QString& value)
{
    for (const ValueText& t : kValues)
        if (id == QLatin1String(t.id) && value == QLatin1String(t.value))
            return &t;
    return nullptr;
}

} // namespace

QString title(const QString& id)
{
    const Text* t = find(id);
    return t ? translated(t->title) : QString();
}

QString sentence(const QString& id, Variant v)
{
    const Text* t = find(id);
    if (!t)
        return {};
    const char* own = t->in[static_cast<std::size_t>(v)];
    return translated(own ? own : t->sentence);
}

QString control(const QString& id)
{
    const Text* t = find(id);
    return t ? QString::fromLatin1(t->control) : QString();
}

QString valueTitle(const QString& id, const QString& value)
{
    const ValueText* t = find(id, value);
    return t ? translated(t->title) : value;
}

QString valueSentence(const QString& id, const QString& value)
{
    const ValueText* t = find(id, value);
    return t ? translated(t->sentence) : QString();
}

} // namespace mancala::app::HouseRuleTexts
