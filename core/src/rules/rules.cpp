// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/rules.h"

#include "mancala/json.h"

#include <charconv>
#include <sstream>

namespace mancala {

namespace {

bool isOnOff(std::string_view v, bool& out)
{
    if (v == "on") { out = true; return true; }
    if (v == "off") { out = false; return true; }
    return false;
}

bool parseInt(std::string_view v, int& out)
{
    int x = 0;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc{} || ptr != v.data() + v.size())
        return false;
    out = x;
    return true;
}

std::string onOff(bool b) { return b ? "on" : "off"; }

// E1: the standard Enkeshui layouts, rows as RULES.md writes them
// (North's row as the viewer sees it, then South's row from a).
const char* enkeshuiLayout(Layout layout, int houses)
{
    if (houses == 8)
        return layout == Layout::EnkeshuiB ? "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0"
                                           : "4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4";
    if (houses == 10 && layout == Layout::EnkeshuiA)
        return "4,4,4,4,4,4,0,0,0,0/0,0,0,0,4,4,4,4,4,4";
    if (houses == 12 && layout == Layout::EnkeshuiA)
        return "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3";
    return nullptr;
}

struct Range { int min, max, stepBy; };

Range houseRange(Variant v)
{
    if (v == Variant::Kalah)
        return {3, 8, 1};
    return {4, 12, 2};
}

} // namespace

Rules Rules::defaults(Variant v)
{
    Rules r;
    r.variant = v;
    r.houses = v == Variant::Enkeshui ? 8 : 6;
    r.seeds = 4;
    r.layout = v == Variant::Enkeshui ? Layout::EnkeshuiA : Layout::Uniform;
    // G2, Q11: in Qelat the waldas decide a stopped game too.
    r.quietEnd = v == Variant::Qelat ? QuietEnd::Score : QuietEnd::Draw;
    return r;
}

std::string Rules::set(std::string_view name, std::string_view value)
{
    Rules r = *this;
    const bool kalah = variant == Variant::Kalah;
    const bool qelat = variant == Variant::Qelat;
    auto flag = [&](bool applies, bool& field) -> std::string {
        if (!applies)
            return "house rule '" + std::string(name) + "' does not apply to " + std::string(variantId(variant));
        if (!isOnOff(value, field))
            return "house rule '" + std::string(name) + "' takes on or off, not '" + std::string(value) + "'";
        return {};
    };
    std::string err;
    if (name == "houses") {
        int n = 0;
        const Range range = houseRange(variant);
        if (!parseInt(value, n) || n < range.min || n > range.max || (n - range.min) % range.stepBy != 0)
            return "houses must be " + std::string(range.stepBy == 2 ? "an even number " : "")
                + "from " + std::to_string(range.min) + " to " + std::to_string(range.max)
                + " for " + std::string(variantId(variant)) + ", not '" + std::string(value) + "'";
        r.houses = n;
    } else if (name == "seeds") {
        int n = 0;
        if (!parseInt(value, n) || n < 1 || n > 10)
            return "seeds must be from 1 to 10, not '" + std::string(value) + "'";
        r.seeds = n;
    } else if (name == "layout") {
        if (value == "uniform") {
            r.layout = Layout::Uniform;
        } else if (value == "A" || value == "B") {
            if (variant != Variant::Enkeshui)
                return "layout " + std::string(value) + " is an Enkeshui layout (E1)";
            r.layout = value == "A" ? Layout::EnkeshuiA : Layout::EnkeshuiB;
        } else if (value.starts_with("custom:")) {
            int n = 0;
            std::array<std::uint8_t, kMaxRing> ring{};
            err = parseRows(value.substr(7), ring, n);
            if (!err.empty())
                return "custom layout: " + err;
            const Range range = houseRange(variant);
            if (n < range.min || n > range.max || (n - range.min) % range.stepBy != 0)
                return "custom layout: " + std::to_string(n) + " holes a row is not allowed for "
                    + std::string(variantId(variant));
            r.layout = Layout::Custom;
            r.custom = ring;
            r.houses = n;
        } else {
            return "layout must be uniform, A, B or custom:<rows>, not '" + std::string(value) + "'";
        }
    } else if (name == "clockwise") {
        err = flag(kalah, r.clockwise);
    } else if (name == "empty-capture") {
        if (!kalah)
            return "house rule 'empty-capture' does not apply to " + std::string(variantId(variant));
        if (value == "off") r.emptyCapture = EmptyCapture::Off;
        else if (value == "on") r.emptyCapture = EmptyCapture::On;
        else if (value == "last-seed") r.emptyCapture = EmptyCapture::LastSeed;
        else return "empty-capture takes off, on or last-seed, not '" + std::string(value) + "'";
    } else if (name == "count-remaining") {
        err = flag(kalah, r.countRemaining);
    } else if (name == "pie") {
        err = flag(kalah, r.pie);
    } else if (name == "walda-holes") {
        if (!qelat)
            return "house rule 'walda-holes' does not apply to " + std::string(variantId(variant));
        if (value == "six") r.waldaHoles = WaldaHoles::Six;
        else if (value == "corners") r.waldaHoles = WaldaHoles::Corners;
        else return "walda-holes takes six or corners, not '" + std::string(value) + "'";
    } else if (name == "skip-waldas") {
        err = flag(qelat, r.skipWaldas);
    } else if (name == "anti-repetition") {
        err = flag(qelat, r.antiRepetition);
    } else if (name == "race") {
        err = flag(variant == Variant::Mewelad || variant == Variant::Enkeshui, r.race);
    } else if (name == "claimed-captures") {
        err = flag(variant == Variant::Mewelad, r.claimedCaptures);
    } else if (name == "special-move") {
        err = flag(variant == Variant::Enkeshui, r.specialMove);
    } else if (name == "quiet-limit") {
        int n = 0;
        if (!parseInt(value, n) || n < 0 || n > 10000)
            return "quiet-limit must be a number of full moves from 0 (none) to 10000, not '"
                + std::string(value) + "'";
        r.quietLimit = n;
    } else if (name == "quiet-end") {
        if (value == "score") r.quietEnd = QuietEnd::Score;
        else if (value == "draw") r.quietEnd = QuietEnd::Draw;
        else return "quiet-end takes score or draw, not '" + std::string(value) + "'";
    } else {
        return "unknown house rule '" + std::string(name) + "'";
    }
    if (!err.empty())
        return err;
    *this = r;
    return {};
}

std::array<std::uint8_t, kMaxRing> Rules::initialSeeds() const
{
    std::array<std::uint8_t, kMaxRing> ring{};
    if (layout == Layout::Custom)
        return custom;
    if (layout != Layout::Uniform) {
        if (const char* text = enkeshuiLayout(layout, houses)) {
            int n = 0;
            parseRows(text, ring, n);
        }
        return ring;
    }
    for (int i = 0; i < 2 * houses; ++i)
        ring[i] = static_cast<std::uint8_t>(seeds);
    return ring;
}

int Rules::totalSeeds() const
{
    int total = 0;
    for (auto s : initialSeeds())
        total += s;
    return total;
}

std::string Rules::validate() const
{
    const Range range = houseRange(variant);
    if (houses < range.min || houses > range.max || (houses - range.min) % range.stepBy != 0)
        return std::to_string(houses) + " holes a row is not allowed for " + std::string(variantId(variant));
    if (seeds < 1 || seeds > 10)
        return "seeds per hole must be from 1 to 10";
    if (layout == Layout::EnkeshuiA || layout == Layout::EnkeshuiB) {
        if (variant != Variant::Enkeshui)
            return "layouts A and B are Enkeshui layouts (E1)";
        if (!enkeshuiLayout(layout, houses))
            return layout == Layout::EnkeshuiB
                ? "layout B is a 2x8 layout (E1)"
                : "Enkeshui has no standard layout for 2x" + std::to_string(houses)
                    + " (E1, E10): choose uniform or draw one in the layout editor";
    }
    const auto ring = initialSeeds();
    int total = 0;
    std::array<int, 2> perRow{};
    for (int i = 0; i < 2 * houses; ++i) {
        total += ring[i];
        perRow[i < houses ? 0 : 1] += ring[i];
    }
    if (total > kMaxSeeds)
        return "the layout holds " + std::to_string(total) + " seeds; at most "
            + std::to_string(kMaxSeeds) + " are supported";
    if (total == 0)
        return "the layout holds no seeds";
    if (perRow[0] == 0)
        return "South has no seeds to sow: the first player could not move";
    const bool racing = race && (variant == Variant::Mewelad || variant == Variant::Enkeshui);
    if (racing && perRow[1] == 0)
        return "North has no seeds to sow: the race (W2, E2) could not start";
    if (variant == Variant::Kalah && perRow[1] == 0)
        return "North has no seeds: the game would be over before it starts (K5)";
    return {};
}

std::string Rules::value(std::string_view name) const
{
    if (name == "houses") return std::to_string(houses);
    if (name == "seeds") return std::to_string(seeds);
    if (name == "layout") {
        switch (layout) {
        case Layout::Uniform: return "uniform";
        case Layout::EnkeshuiA: return "A";
        case Layout::EnkeshuiB: return "B";
        case Layout::Custom: return "custom:" + formatRows(custom, houses);
        }
    }
    if (name == "clockwise") return onOff(clockwise);
    if (name == "empty-capture")
        return emptyCapture == EmptyCapture::Off ? "off" : emptyCapture == EmptyCapture::On ? "on" : "last-seed";
    if (name == "count-remaining") return onOff(countRemaining);
    if (name == "pie") return onOff(pie);
    if (name == "walda-holes") return waldaHoles == WaldaHoles::Six ? "six" : "corners";
    if (name == "skip-waldas") return onOff(skipWaldas);
    if (name == "anti-repetition") return onOff(antiRepetition);
    if (name == "race") return onOff(race);
    if (name == "claimed-captures") return onOff(claimedCaptures);
    if (name == "special-move") return onOff(specialMove);
    if (name == "quiet-limit") return std::to_string(quietLimit);
    if (name == "quiet-end") return quietEnd == QuietEnd::Score ? "score" : "draw";
    return {};
}

std::vector<std::string> Rules::differences() const
{
    const Rules base = defaults(variant);
    std::vector<std::string> out;
    for (const auto& info : houseRules(variant)) {
        const std::string mine = value(info.id);
        if (mine != base.value(info.id))
            out.push_back(std::string(info.id) + "=" + mine);
    }
    return out;
}

std::vector<HouseRuleInfo> houseRules(Variant v)
{
    const Rules d = Rules::defaults(v);
    const Range range = houseRange(v);
    std::vector<HouseRuleInfo> out;
    out.push_back({"houses", v == Variant::Enkeshui ? "E10" : (v == Variant::Kalah ? "K1" : ""),
                   {std::to_string(d.houses), std::to_string(range.min) + "-" + std::to_string(range.max)}});
    out.push_back({"seeds", v == Variant::Kalah ? "K1" : "", {std::to_string(d.seeds), "1-10"}});
    if (v == Variant::Enkeshui)
        out.push_back({"layout", "E1", {"A", "B", "uniform", "custom:<rows>"}});
    else
        out.push_back({"layout", "", {"uniform", "custom:<rows>"}});
    switch (v) {
    case Variant::Kalah:
        out.push_back({"clockwise", "K6", {"off", "on"}});
        out.push_back({"empty-capture", "K7", {"off", "on", "last-seed"}});
        out.push_back({"count-remaining", "K8", {"on", "off"}});
        out.push_back({"pie", "K9", {"off", "on"}});
        break;
    case Variant::Qelat:
        out.push_back({"walda-holes", "Q6", {"six", "corners"}});
        out.push_back({"skip-waldas", "Q7", {"off", "on"}});
        out.push_back({"anti-repetition", "Q10", {"on", "off"}});
        break;
    case Variant::QelatKeren:
        break;
    case Variant::Mewelad:
        out.push_back({"race", "W2", {"on", "off"}});
        out.push_back({"claimed-captures", "W4", {"off", "on"}});
        break;
    case Variant::Enkeshui:
        out.push_back({"race", "E2", {"on", "off"}});
        out.push_back({"special-move", "E8", {"off", "on"}});
        break;
    }
    out.push_back({"quiet-limit", "G2", {"200", "0-10000"}});
    if (d.quietEnd == QuietEnd::Score)
        out.push_back({"quiet-end", "G2", {"score", "draw"}});
    else
        out.push_back({"quiet-end", "G2", {"draw", "score"}});
    return out;
}

std::string variantsJson()
{
    static constexpr std::string_view kNames[] = {
        "Kalah", "Qelat (Beni Amir & Mensa)", "Qelat (Keren / Magazeb II)", "Mewelad (Gabata)", "Enkeshui"};
    std::ostringstream out;
    out << "[\n";
    for (int i = 0; i < kVariantCount; ++i) {
        const auto v = static_cast<Variant>(i);
        out << "  {\"id\": " << jsonString(variantId(v)) << ", \"name\": " << jsonString(kNames[i])
            << ", \"houseRules\": [";
        const auto rules = houseRules(v);
        for (std::size_t k = 0; k < rules.size(); ++k) {
            const auto& h = rules[k];
            out << (k ? ", " : "") << "{\"id\": " << jsonString(h.id) << ", \"rule\": " << jsonString(h.rule)
                << ", \"default\": " << jsonString(h.values.front()) << ", \"values\": [";
            for (std::size_t j = 0; j < h.values.size(); ++j)
                out << (j ? ", " : "") << jsonString(h.values[j]);
            out << "]}";
        }
        out << "]}" << (i + 1 < kVariantCount ? "," : "") << "\n";
    }
    out << "]\n";
    return out.str();
}

std::string formatRows(const std::array<std::uint8_t, kMaxRing>& ring, int houses)
{
    std::string out;
    for (int k = 2 * houses - 1; k >= houses; --k) {
        out += std::to_string(ring[k]);
        if (k > houses)
            out += ',';
    }
    out += '/';
    for (int k = 0; k < houses; ++k) {
        out += std::to_string(ring[k]);
        if (k + 1 < houses)
            out += ',';
    }
    return out;
}

std::string parseRows(std::string_view text, std::array<std::uint8_t, kMaxRing>& ring, int& houses)
{
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return "expected two rows separated by '/'";
    auto parseRow = [](std::string_view row, std::vector<int>& out) -> std::string {
        if (row.empty())
            return "a row is empty";
        std::size_t start = 0;
        while (true) {
            const auto comma = row.find(',', start);
            const auto item = row.substr(start, comma == std::string_view::npos ? row.size() - start : comma - start);
            int n = 0;
            if (!parseInt(item, n) || n < 0) {
                std::string why = "'"; // built in steps: GCC 12 warns wrongly on "'" + std::string(...)
                why.append(item).append("' is not a seed count");
                return why;
            }
            if (n > kMaxSeeds)
                return "a hole of " + std::to_string(n) + " seeds is more than the "
                    + std::to_string(kMaxSeeds) + " supported";
            out.push_back(n);
            if (out.size() > static_cast<std::size_t>(kMaxRow))
                return "a row has more than " + std::to_string(kMaxRow) + " holes";
            if (comma == std::string_view::npos)
                break;
            start = comma + 1;
        }
        return {};
    };
    std::vector<int> north, south;
    std::string err = parseRow(text.substr(0, slash), north);
    if (err.empty())
        err = parseRow(text.substr(slash + 1), south);
    if (!err.empty())
        return err;
    if (north.size() != south.size())
        return "the rows have " + std::to_string(north.size()) + " and " + std::to_string(south.size()) + " holes";
    if (north.size() < 3)
        return "a row needs at least 3 holes";
    const int n = static_cast<int>(south.size());
    std::array<std::uint8_t, kMaxRing> out{};
    for (int k = 0; k < n; ++k) {
        out[k] = static_cast<std::uint8_t>(south[k]);
        out[2 * n - 1 - k] = static_cast<std::uint8_t>(north[k]);
    }
    ring = out;
    houses = n;
    return {};
}

} // namespace mancala
