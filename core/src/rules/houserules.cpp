// SPDX-License-Identifier: GPL-3.0-or-later
// The table of house rules (docs/rules.md's house-rule table): each house rule's
// id, the rule it sets in each rule set, its values or range, each rule set's
// default, and how it is read from and written to a Rules. Rules::set(),
// value(), defaults() and differences(), houseRules() and so variantsJson(),
// the picker and game records all read it. The app keeps the translatable
// titles and sentences in a table keyed by the same ids
// (app/src/picker/houseruletexts.cpp). A new house rule is one row here, its
// field in Rules, its texts there, and its tests.
#include "mancala/rules.h"

#include <charconv>
#include <optional>
#include <type_traits>

namespace mancala {

namespace {

using PerVariant = std::array<std::string_view, kVariantCount>;

/// In Row::rule: the house rule does not apply to that rule set.
constexpr std::string_view kNo = "-";

constexpr PerVariant all(std::string_view text) { return {text, text, text, text, text}; }

/// Applies to one rule set only.
constexpr PerVariant only(Variant v, std::string_view text)
{
    PerVariant out = all(kNo);
    out[static_cast<std::size_t>(v)] = text;
    return out;
}

struct Range {
    int min = 0, max = 0, step = 1;
};

constexpr std::array<Range, kVariantCount> everywhere(Range r) { return {r, r, r, r, r}; }

/// A value of a choice or a layout and the enum value it stands for.
struct Named {
    std::string_view name;
    int value = 0;
    std::optional<Variant> only{}; ///< offered in this rule set only
};

std::string readLayout(const Rules& r);
std::string writeLayout(Rules& r, std::string_view value);

/// Reads and writes a field of Rules (int, bool or enum) as an int.
template <auto Field>
int get(const Rules& r)
{
    return static_cast<int>(r.*Field);
}
template <auto Field>
void put(Rules& r, int x)
{
    r.*Field = static_cast<std::remove_cvref_t<decltype(r.*Field)>>(x);
}

struct Row {
    std::string_view id;
    HouseRuleKind kind;
    PerVariant rule;     ///< the rule id in each rule set; kNo where it does not apply
    PerVariant defaults; ///< each rule set's default value
    std::array<Range, kVariantCount> range{}; ///< numbers, per rule set
    /// Numbers: the refusal after the id, with {min}, {max}, {even} and {variant}.
    std::string_view mustBe{};
    /// Choices and layouts, in the order they are listed (the default moves first).
    std::array<Named, 4> choices{};
    int (*read)(const Rules&) = nullptr; ///< numbers, switches, choices
    void (*write)(Rules&, int) = nullptr;
    std::string (*readText)(const Rules&) = nullptr; ///< layouts
    std::string (*writeText)(Rules&, std::string_view) = nullptr;
    /// Rule sets where the house rule is read and kept (records, presets)
    /// but changes nothing: houseRules() does not list it there, so the
    /// picker does not offer a choice that does nothing.
    std::array<bool, kVariantCount> inert{};
};

using K = HouseRuleKind;

// In the order of docs/rules.md's table; the picker and `mancala-cli variants` list them so.
constexpr Row kRows[] = {
    {.id = "houses", .kind = K::Number, .rule = {"K1", "", "", "", "E10"}, .defaults = {"6", "6", "6", "6", "8"},
     .range = {{{3, 8, 1}, {4, 12, 2}, {4, 12, 2}, {4, 12, 2}, {4, 12, 2}}},
     .mustBe = "must be {even}from {min} to {max} for {variant}",
     .read = get<&Rules::houses>, .write = put<&Rules::houses>},
    {.id = "seeds", .kind = K::Number, .rule = {"K1", "", "", "", ""}, .defaults = all("4"),
     .range = everywhere({1, 10, 1}), .mustBe = "must be from {min} to {max}",
     .read = get<&Rules::seeds>, .write = put<&Rules::seeds>},
    // E1: layouts A and B are Enkeshui's; a custom layout sets the row length too.
    {.id = "layout", .kind = K::Layout, .rule = {"", "", "", "", "E1"},
     .defaults = {"uniform", "uniform", "uniform", "uniform", "A"},
     .choices = {{{"A", int(Layout::EnkeshuiA), Variant::Enkeshui},
                  {"B", int(Layout::EnkeshuiB), Variant::Enkeshui},
                  {"uniform", int(Layout::Uniform)},
                  {"custom:<rows>", int(Layout::Custom)}}},
     .readText = readLayout, .writeText = writeLayout},
    {.id = "clockwise", .kind = K::Switch, .rule = only(Variant::Kalah, "K6"), .defaults = all("off"),
     .read = get<&Rules::clockwise>, .write = put<&Rules::clockwise>},
    {.id = "empty-capture", .kind = K::Choice, .rule = only(Variant::Kalah, "K7"), .defaults = all("off"),
     .choices = {{{"off", int(EmptyCapture::Off)},
                  {"on", int(EmptyCapture::On)},
                  {"last-seed", int(EmptyCapture::LastSeed)}}},
     .read = get<&Rules::emptyCapture>, .write = put<&Rules::emptyCapture>},
    {.id = "count-remaining", .kind = K::Switch, .rule = only(Variant::Kalah, "K8"), .defaults = all("on"),
     .read = get<&Rules::countRemaining>, .write = put<&Rules::countRemaining>},
    {.id = "pie", .kind = K::Switch, .rule = only(Variant::Kalah, "K9"), .defaults = all("off"),
     .read = get<&Rules::pie>, .write = put<&Rules::pie>},
    {.id = "walda-holes", .kind = K::Choice, .rule = only(Variant::Qelat, "Q6"), .defaults = all("six"),
     .choices = {{{"six", int(WaldaHoles::Six)}, {"corners", int(WaldaHoles::Corners)}}},
     .read = get<&Rules::waldaHoles>, .write = put<&Rules::waldaHoles>},
    {.id = "skip-waldas", .kind = K::Switch, .rule = only(Variant::Qelat, "Q7"), .defaults = all("off"),
     .read = get<&Rules::skipWaldas>, .write = put<&Rules::skipWaldas>},
    {.id = "anti-repetition", .kind = K::Switch, .rule = only(Variant::Qelat, "Q10"), .defaults = all("on"),
     .read = get<&Rules::antiRepetition>, .write = put<&Rules::antiRepetition>},
    {.id = "race", .kind = K::Switch, .rule = {kNo, kNo, kNo, "W2", "E2"}, .defaults = all("on"),
     .read = get<&Rules::race>, .write = put<&Rules::race>},
    {.id = "claimed-captures", .kind = K::Switch, .rule = only(Variant::Mewelad, "W4"), .defaults = all("off"),
     .read = get<&Rules::claimedCaptures>, .write = put<&Rules::claimedCaptures>},
    {.id = "special-move", .kind = K::Switch, .rule = only(Variant::Enkeshui, "E8"), .defaults = all("off"),
     .read = get<&Rules::specialMove>, .write = put<&Rules::specialMove>},
    {.id = "quiet-limit", .kind = K::Number, .rule = all("G2"), .defaults = all("200"),
     .range = everywhere({0, 10000, 1}), .mustBe = "must be a number of full moves from {min} (none) to {max}",
     .read = get<&Rules::quietLimit>, .write = put<&Rules::quietLimit>},
    // G2, Q11: in Qelat the waldas decide a stopped game too. In the games
    // of rounds (Qelat Keren, Mewelad) the limit ends the round, never the
    // game: quiet-end changes nothing there.
    {.id = "quiet-end", .kind = K::Choice, .rule = all("G2"), .defaults = {"draw", "score", "draw", "draw", "draw"},
     .choices = {{{"score", int(QuietEnd::Score)}, {"draw", int(QuietEnd::Draw)}}},
     .read = get<&Rules::quietEnd>, .write = put<&Rules::quietEnd>, .inert = {false, false, true, true, false}},
};

std::size_t at(Variant v) { return static_cast<std::size_t>(v); }

const Row* find(std::string_view id)
{
    for (const Row& row : kRows)
        if (row.id == id)
            return &row;
    return nullptr;
}

bool applies(const Row& row, Variant v) { return row.rule[at(v)] != kNo; }

/// Applies and changes something: listed by houseRules().
bool listed(const Row& row, Variant v) { return applies(row, v) && !row.inert[at(v)]; }

bool offered(const Named& c, Variant v) { return !c.name.empty() && (!c.only || *c.only == v); }

std::string quoted(std::string_view value)
{
    std::string out = "'"; // built in steps: GCC 12 warns wrongly on "'" + std::string(...)
    out.append(value).append("'");
    return out;
}

bool inRange(int n, Range r) { return n >= r.min && n <= r.max && (n - r.min) % r.step == 0; }

bool parseNumber(std::string_view text, int& out)
{
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && ptr == text.data() + text.size();
}

std::string numberReason(const Row& row, Variant v, std::string_view value)
{
    const Range r = row.range[at(v)];
    std::string text(row.mustBe);
    auto fill = [&text](std::string_view key, const std::string& with) {
        if (const auto pos = text.find(key); pos != std::string::npos)
            text.replace(pos, key.size(), with);
    };
    fill("{even}", r.step == 2 ? "an even number " : "");
    fill("{min}", std::to_string(r.min));
    fill("{max}", std::to_string(r.max));
    fill("{variant}", std::string(variantId(v)));
    return std::string(row.id) + " " + text + ", not " + quoted(value);
}

/// Writes one value into `r`; the reason when it is not one of the row's.
std::string write(const Row& row, Rules& r, std::string_view value)
{
    switch (row.kind) {
    case K::Number: {
        int n = 0;
        if (!parseNumber(value, n) || !inRange(n, row.range[at(r.variant)]))
            return numberReason(row, r.variant, value);
        row.write(r, n);
        return {};
    }
    case K::Switch:
        if (value != "on" && value != "off")
            return "house rule '" + std::string(row.id) + "' takes on or off, not " + quoted(value);
        row.write(r, value == "on");
        return {};
    case K::Choice: {
        std::vector<std::string_view> names;
        for (const auto& c : row.choices) {
            if (!offered(c, r.variant))
                continue;
            if (c.name == value) {
                row.write(r, c.value);
                return {};
            }
            names.push_back(c.name);
        }
        std::string list;
        for (std::size_t i = 0; i < names.size(); ++i)
            list.append(i == 0 ? "" : i + 1 == names.size() ? " or " : ", ").append(names[i]);
        return std::string(row.id) + " takes " + list + ", not " + quoted(value);
    }
    case K::Layout: return row.writeText(r, value);
    }
    return {};
}

std::string read(const Row& row, const Rules& r)
{
    switch (row.kind) {
    case K::Number: return std::to_string(row.read(r));
    case K::Switch: return row.read(r) ? "on" : "off";
    case K::Choice:
        for (const auto& c : row.choices)
            if (!c.name.empty() && c.value == row.read(r))
                return std::string(c.name);
        return {};
    case K::Layout: return row.readText(r);
    }
    return {};
}

std::string readLayout(const Rules& r)
{
    if (r.layout == Layout::Custom)
        return "custom:" + formatRows(r.custom, r.houses);
    for (const auto& c : find("layout")->choices)
        if (c.value == int(r.layout))
            return std::string(c.name);
    return {};
}

std::string writeLayout(Rules& r, std::string_view value)
{
    if (value == "uniform") {
        r.layout = Layout::Uniform;
    } else if (value == "A" || value == "B") {
        if (r.variant != Variant::Enkeshui)
            return "layout " + std::string(value) + " is an Enkeshui layout (E1)";
        r.layout = value == "A" ? Layout::EnkeshuiA : Layout::EnkeshuiB;
    } else if (value.starts_with("custom:")) {
        int n = 0;
        std::array<std::uint8_t, kMaxRing> ring{};
        const std::string err = parseRows(value.substr(7), ring, n);
        if (!err.empty())
            return "custom layout: " + err;
        if (!inRange(n, find("houses")->range[at(r.variant)]))
            return "custom layout: " + std::to_string(n) + " holes a row is not allowed for "
                + std::string(variantId(r.variant));
        r.layout = Layout::Custom;
        r.custom = ring;
        r.houses = n;
    } else {
        return "layout must be uniform, A, B or custom:<rows>, not " + quoted(value);
    }
    return {};
}

HouseRuleInfo info(const Row& row, Variant v)
{
    HouseRuleInfo out{row.id, row.rule[at(v)], {std::string(row.defaults[at(v)])}, row.kind};
    switch (row.kind) {
    case K::Number: {
        const Range r = row.range[at(v)];
        out.values.push_back(std::to_string(r.min) + "-" + std::to_string(r.max));
        out.min = r.min;
        out.max = r.max;
        out.step = r.step;
        break;
    }
    case K::Switch: out.values.emplace_back(out.values.front() == "on" ? "off" : "on"); break;
    case K::Choice:
    case K::Layout:
        for (const auto& c : row.choices)
            if (offered(c, v) && c.name != out.values.front())
                out.values.emplace_back(c.name);
        break;
    }
    return out;
}

} // namespace

Rules Rules::defaults(Variant v)
{
    static const auto table = [] {
        std::array<Rules, kVariantCount> out{};
        for (int i = 0; i < kVariantCount; ++i) {
            Rules& r = out[static_cast<std::size_t>(i)];
            r.variant = static_cast<Variant>(i);
            for (const Row& row : kRows)
                if (applies(row, r.variant))
                    write(row, r, row.defaults[at(r.variant)]);
        }
        return out;
    }();
    return table[at(v)];
}

std::string Rules::set(std::string_view name, std::string_view value)
{
    const Row* row = find(name);
    if (!row)
        return "unknown house rule '" + std::string(name) + "'";
    if (!applies(*row, variant))
        return "house rule '" + std::string(name) + "' does not apply to " + std::string(variantId(variant));
    Rules r = *this;
    std::string err = write(*row, r, value);
    if (!err.empty())
        return err;
    *this = r;
    return {};
}

std::string Rules::value(std::string_view name) const
{
    const Row* row = find(name);
    return row ? read(*row, *this) : std::string();
}

std::vector<std::string> Rules::differences() const
{
    const Rules base = defaults(variant);
    std::vector<std::string> out;
    for (const Row& row : kRows) {
        if (!applies(row, variant))
            continue;
        const std::string mine = read(row, *this);
        if (mine != read(row, base))
            out.push_back(std::string(row.id) + "=" + mine);
    }
    return out;
}

std::vector<HouseRuleInfo> houseRules(Variant v)
{
    std::vector<HouseRuleInfo> out;
    for (const Row& row : kRows)
        if (listed(row, v))
            out.push_back(info(row, v));
    return out;
}

bool houseRule(Variant v, std::string_view id, HouseRuleInfo& out)
{
    const Row* row = find(id);
    if (!row || !listed(*row, v))
        return false;
    out = info(*row, v);
    return true;
}

std::string_view emptyCaptureName(EmptyCapture c)
{
    for (const auto& named : find("empty-capture")->choices)
        if (named.value == int(c))
            return named.name;
    return "off";
}

} // namespace mancala
