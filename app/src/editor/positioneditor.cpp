// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/positioneditor.h"
#include "editor/editordraft.h"
#include "stdstrings.h"

#include "game/gamecontroller.h"
#include "languages/translations.h"
#include "picker/gamesetup.h"
#include "records/recordimportexport.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QClipboard>
#include <QGuiApplication>

#include <algorithm>

namespace mancala::app {

namespace {

/// The most a store or tally may be set to (the position string reads it as a number).
constexpr int kMaxStore = 1000;

/// Which marks a rule set makes (Q5, M3, W4, E4), as checkConsistency() allows them.
std::vector<Mark> marksOf(const Rules& r)
{
    switch (r.variant) {
    case Variant::Qelat: return {Mark::Walda};
    case Variant::QelatKeren: return {Mark::Ekwarna};
    case Variant::Enkeshui: return {Mark::Bull};
    case Variant::Mewelad:
        if (r.claimedCaptures)
            return {Mark::Jen, Mark::LeftFour};
        return {};
    case Variant::Kalah: return {};
    }
    return {};
}

QString markName(Mark m)
{
    switch (m) {
    //: A hole's mark in the position editor (Qelat, Q5)
    case Mark::Walda: return PositionEditor::tr("walda");
    //: A hole's mark in the position editor (Qelat Keren, M3)
    case Mark::Ekwarna: return PositionEditor::tr("ekwarna");
    //: A hole's mark in the position editor (Enkeshui, E4)
    case Mark::Bull: return PositionEditor::tr("bull");
    //: A hole's mark in the position editor (Mewelad, W4)
    case Mark::Jen: return PositionEditor::tr("Jen");
    //: A hole's mark in the position editor (Mewelad, W4): a capture of four that was left
    case Mark::LeftFour: return PositionEditor::tr("four left");
    case Mark::None: break;
    }
    //: A hole without a mark in the position editor
    return PositionEditor::tr("no mark");
}

QString editorSideName(Side s)
{
    return s == Side::South ? PositionEditor::tr("South") : PositionEditor::tr("North");
}

/// Why the position cannot be played: the core's checks, the reader's too.
std::string check(const Position& p)
{
    if (std::string why = checkConsistency(p); !why.empty())
        return why;
    if (std::string why = checkDecisions(p); !why.empty())
        return why;
    // What is played is what reads back (a Setup tag, a paste).
    Position back;
    if (std::string why = fromPositionString(toPositionString(p), *p.rules, back); !why.empty())
        return why;
    return {};
}

/// Whether `p` is its rule set's start as the editor shows it: the same
/// seeds, stores, owners and side to move, and no marks.
bool isRuleSetStart(const Position& p)
{
    const Position start = startPosition(*p.rules, p.rng);
    const bool noMarks = std::all_of(p.mark.begin(), p.mark.end(), [](Mark m) { return m == Mark::None; });
    return noMarks && p.seeds == start.seeds && p.store == start.store && p.owner == start.owner
        && p.toMove == start.toMove;
}

} // namespace

Position asOrdinaryTurn(const Position& from)
{
    Position p = from;
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    p.decider = p.toMove;
    p.outcome = Outcome::Ongoing;
    p.hand = {};
    p.raceChoice = {kNoPlace, kNoPlace};
    p.raceTick = 0;
    p.raceFinished = {};
    p.raceNext = Side::South;
    p.offerHole = kNoPlace;
    p.forbidden = kNoPlace;
    p.pieAvailable = false;
    p.quietStop = false;
    p.repeatStop = false;
    return p;
}

PositionEditor::PositionEditor(QObject* parent) : QObject(parent)
{
    const Rules kalah = Rules::defaults(Variant::Kalah);
    m_rules = kalah;
    m_pos = startPosition(m_rules, 1);
    m_why = check(m_pos);
    // The reason and the total are made in the language in use whenever they are read.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &PositionEditor::changed);
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &PositionEditor::loaded);
}

QString PositionEditor::variant() const { return fromStd(variantId(m_rules.variant)); }

QVariantMap PositionEditor::houseRules() const { return houseRuleMap(m_rules); }

bool PositionEditor::hasRounds() const
{
    return m_rules.variant == Variant::QelatKeren || m_rules.variant == Variant::Mewelad;
}

QList<MarkChoice> PositionEditor::markChoices() const
{
    QList<MarkChoice> list;
    const auto entry = [](Mark m, Side s, const QString& text) { return MarkChoice{static_cast<int>(m), index(s), text}; };
    list << entry(Mark::None, Side::South, markName(Mark::None));
    for (const Mark m : marksOf(m_rules))
        for (const Side s : {Side::South, Side::North})
            //: A mark and its owner in the position editor's hole menu: "walda (South)"
            list << entry(m, s, tr("%1 (%2)").arg(markName(m), editorSideName(s)));
    return list;
}

QList<MarkChoice> PositionEditor::markChoicesFor(int hole) const
{
    if (!validHole(hole))
        return {};
    QList<MarkChoice> list;
    for (const MarkChoice& choice : markChoices()) {
        Position tried = m_pos;
        tried.mark[hole] = static_cast<Mark>(choice.kind);
        tried.markOwner[hole] = static_cast<Side>(choice.owner);
        if (checkMarkPlace(tried, hole).empty())
            list << choice;
    }
    return list;
}

QString PositionEditor::totalText() const
{
    //: The seeds on the board and in the stores against the rule set's: "46 of 48 seeds"
    return tr("%1 of %n seed(s)", "", expectedTotal()).arg(total());
}

QString PositionEditor::reason() const
{
    if (m_why.empty())
        return {};
    const int missing = expectedTotal() - total();
    if (missing > 0)
        //: The position editor: seeds are missing; %n how many
        return tr("%n seed(s) missing: the board and the stores hold every seed of the game.", "", missing);
    if (missing < 0)
        //: The position editor: too many seeds; %n how many
        return tr("%n seed(s) too many: the board and the stores hold the game's seeds, no more.", "", -missing);
    if (m_rules.variant == Variant::Kalah && m_pos.store[0] >= 0 && m_why.find("(K5)") != std::string::npos)
        //: The position editor: a Kalah row is empty, so the game would be over (K5)
        return tr("A row without seeds ends the game (K5): give both rows seeds.");
    //: The position editor: %1 the rules engine's reason, in English
    return tr("This position cannot be played: %1.").arg(fromStd(m_why));
}

QString PositionEditor::positionString() const { return fromStd(toNamedPositionString(m_pos)); }

void PositionEditor::loadFrom(GameController* game)
{
    if (game)
        load(game->rules(), game->position());
}

void PositionEditor::load(const Rules& rules, const Position& from)
{
    m_rules = rules;
    m_pos = asOrdinaryTurn(from);
    m_pos.rules = &m_rules;
    m_undo.clear();
    m_redo.clear();
    emit loaded();
    update();
}

void PositionEditor::clearBoard()
{
    remember();
    Position p = startPosition(m_rules, m_pos.rng);
    p.seeds = {};
    p.store = {};
    p = asOrdinaryTurn(p);
    m_pos = p;
    update();
}

bool PositionEditor::startOf(const QString& variantId, const QVariantMap& houseRules)
{
    Rules rules;
    if (!makeRules(variantId, houseRules, rules).isEmpty())
        return false;
    remember();
    const Position start = asOrdinaryTurn(startPosition(rules, m_pos.rng));
    restore(Snapshot{rules, start});
    return true;
}

int PositionEditor::seedsIn(int hole) const { return validHole(hole) ? m_pos.seeds[hole] : 0; }
int PositionEditor::markOf(int hole) const { return validHole(hole) ? static_cast<int>(m_pos.mark[hole]) : 0; }
int PositionEditor::markOwnerOf(int hole) const { return validHole(hole) ? index(m_pos.markOwner[hole]) : 0; }
int PositionEditor::ownerOf(int hole) const { return validHole(hole) ? index(m_pos.owner[hole]) : 0; }

QString PositionEditor::holeName(int hole) const
{
    return validHole(hole) ? fromStd(mancala::holeName(m_rules.houses, hole)) : QString();
}

int PositionEditor::holeAt(int row, int column) const
{
    if (column < 0 || column >= m_rules.houses)
        return -1;
    // North's row as South sees it: its last hole on the left, A on the right.
    return row == 0 ? column : m_rules.ring() - 1 - column;
}

QString PositionEditor::holeText(int hole) const
{
    if (!validHole(hole))
        return {};
    //: Screen reader text of a hole in the position editor: "hole c, 4 seeds"
    QString text = tr("hole %1, %n seed(s)", "", m_pos.seeds[hole]).arg(holeName(hole));
    if (m_pos.mark[hole] != Mark::None)
        text += QStringLiteral(", ") + tr("%1 (%2)").arg(markName(m_pos.mark[hole]), editorSideName(m_pos.markOwner[hole]));
    if (hasRounds() && m_pos.owner[hole] != m_pos.rowOf(hole))
        //: Screen reader text: a hole another player owns in this round; %1 South or North
        text += QStringLiteral(", ") + tr("owned by %1").arg(editorSideName(m_pos.owner[hole]));
    return text;
}

QString PositionEditor::markLabel(int hole) const
{
    if (!validHole(hole) || m_pos.mark[hole] == Mark::None)
        return {};
    return tr("%1 (%2)").arg(markName(m_pos.mark[hole]), editorSideName(m_pos.markOwner[hole]));
}

bool PositionEditor::add(int hole)
{
    return validHole(hole) && setCount(hole, m_pos.seeds[hole] + 1);
}

bool PositionEditor::take(int hole)
{
    return validHole(hole) && setCount(hole, m_pos.seeds[hole] - 1);
}

bool PositionEditor::move(int from, int to)
{
    if (!validHole(from) || !validHole(to) || from == to || m_pos.seeds[from] == 0 || m_pos.seeds[to] >= kMaxSeeds)
        return false;
    remember();
    --m_pos.seeds[from];
    ++m_pos.seeds[to];
    update();
    return true;
}

bool PositionEditor::setCount(int hole, int count)
{
    if (!validHole(hole) || count < 0 || count > kMaxSeeds)
        return false;
    if (m_pos.seeds[hole] == count)
        return true;
    remember();
    m_pos.seeds[hole] = static_cast<std::uint8_t>(count);
    update();
    return true;
}

bool PositionEditor::setStore(int side, int count)
{
    if (!hasTrays() || (side != 0 && side != 1) || count < 0 || count > kMaxStore)
        return false;
    if (m_pos.store[side] == count)
        return true;
    remember();
    m_pos.store[side] = static_cast<std::int16_t>(count);
    update();
    return true;
}

bool PositionEditor::setMark(int hole, int kind, int owner)
{
    if (!validHole(hole) || (owner != 0 && owner != 1) || kind < 0 || kind > static_cast<int>(Mark::LeftFour))
        return false;
    const Mark mark = static_cast<Mark>(kind);
    const auto allowed = marksOf(m_rules);
    if (mark != Mark::None && std::find(allowed.begin(), allowed.end(), mark) == allowed.end())
        return false;
    const Side side = mark == Mark::None ? Side::South : static_cast<Side>(owner);
    if (m_pos.mark[hole] == mark && m_pos.markOwner[hole] == side)
        return true;
    remember();
    m_pos.mark[hole] = mark;
    m_pos.markOwner[hole] = side;
    update();
    return true;
}

bool PositionEditor::setOwner(int hole, int side)
{
    if (!validHole(hole) || !hasRounds() || (side != 0 && side != 1))
        return false;
    if (index(m_pos.owner[hole]) == side)
        return true;
    remember();
    m_pos.owner[hole] = static_cast<Side>(side);
    update();
    return true;
}

void PositionEditor::setToMove(int side)
{
    if ((side != 0 && side != 1) || index(m_pos.toMove) == side)
        return;
    remember();
    m_pos.toMove = static_cast<Side>(side);
    m_pos.decider = m_pos.toMove;
    update();
}

void PositionEditor::setRound(int round)
{
    if (!hasRounds() || round < 1 || round > 999 || m_pos.round == round)
        return;
    remember();
    m_pos.round = static_cast<std::uint16_t>(round);
    update();
}

void PositionEditor::undo()
{
    if (m_undo.empty())
        return;
    m_redo.push_back(Snapshot{m_rules, m_pos});
    const Snapshot back = m_undo.back();
    m_undo.pop_back();
    restore(back);
}

void PositionEditor::redo()
{
    if (m_redo.empty())
        return;
    m_undo.push_back(Snapshot{m_rules, m_pos});
    const Snapshot again = m_redo.back();
    m_redo.pop_back();
    restore(again);
}

void PositionEditor::restore(const Snapshot& snapshot)
{
    const bool otherRules = !(snapshot.rules == m_rules);
    m_rules = snapshot.rules;
    m_pos = snapshot.position;
    // Every position of the editor reads the editor's own rules.
    m_pos.rules = &m_rules;
    if (otherRules)
        emit loaded();
    update();
}

bool PositionEditor::playFrom(RecordImportExport* importExport)
{
    if (!importExport || !valid())
        return false;
    // The rule set's own start is played as a new game: a Setup game would
    // drop what the start leaves pending (the race of W2, E2).
    GameController* game = importExport->document() ? importExport->document()->controller() : nullptr;
    if (isRuleSetStart(m_pos) && game) {
        game->startGame(m_rules);
        return true;
    }
    return importExport->loadPosition(positionString());
}

bool PositionEditor::copyPosition()
{
    if (!valid())
        return false;
    QGuiApplication::clipboard()->setText(positionString());
    return true;
}

void PositionEditor::remember()
{
    m_undo.push_back(Snapshot{m_rules, m_pos});
    m_redo.clear();
}

void PositionEditor::update()
{
    m_why = check(m_pos);
    ++m_revision;
    if (!m_draftGame.isEmpty())
        EditorDraft::save(m_pos, m_draftGame);
    emit changed();
}

namespace {

/// What a draft is kept over: the game's position, rule set named.
QString draftKey(const GameController* game)
{
    return game ? fromStd(toNamedPositionString(game->position())) : QString();
}

} // namespace

void PositionEditor::keepDraft(GameController* game)
{
    m_draftGame = draftKey(game);
    if (!m_draftGame.isEmpty())
        EditorDraft::save(m_pos, m_draftGame);
}

void PositionEditor::dropDraft()
{
    m_draftGame.clear();
    EditorDraft::forget();
}

bool PositionEditor::loadDraft(GameController* game)
{
    if (!game)
        return false;
    // The editor may have changed the rule set: the draft is over that one's start then.
    Rules rules = game->rules();
    EditorDraft::readRules(draftKey(game), rules);
    Position base = rules == game->rules() ? game->position() : startPosition(rules, game->position().rng);
    base = asOrdinaryTurn(base);
    base.rules = &rules;
    Position draft;
    if (!EditorDraft::read(base, draftKey(game), draft))
        return false;
    load(rules, draft);
    m_draftGame = draftKey(game);
    return true;
}

} // namespace mancala::app
