// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include "movetext.h"

#include "mancala/notation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace mancala::cli {

namespace {

constexpr const char* kVariantIds = "(kalah, qelat, qelat-keren, mewelad, enkeshui)";

bool contains(const std::vector<std::string_view>& names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

int usageError(const std::string& message)
{
    std::fprintf(stderr, "mancala-cli: %s\n", message.c_str());
    return kExitUsage;
}

bool parseNumber(std::string_view text, std::uint64_t& out)
{
    std::uint64_t x = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), x);
    if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size())
        return false;
    out = x;
    return true;
}

const std::string* Options::value(std::string_view name) const
{
    const std::string* found = nullptr;
    for (const auto& [key, v] : values)
        if (key == name)
            found = &v;
    return found;
}

std::vector<std::string> Options::all(std::string_view name) const
{
    std::vector<std::string> out;
    for (const auto& [key, v] : values)
        if (key == name)
            out.push_back(v);
    return out;
}

bool Options::flag(std::string_view name) const { return std::find(flags.begin(), flags.end(), name) != flags.end(); }

std::string parseOptions(const std::vector<std::string_view>& args, const std::vector<std::string_view>& valued,
                         const std::vector<std::string_view>& flags, Options& out)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--help" || arg == "-h") {
            out.help = true;
            continue;
        }
        if (!arg.starts_with("--")) {
            out.positional.emplace_back(arg);
            continue;
        }
        std::string_view name = arg.substr(2);
        std::string value;
        const auto eq = name.find('=');
        const bool inlineValue = eq != std::string_view::npos;
        if (inlineValue) {
            value = std::string(name.substr(eq + 1));
            name = name.substr(0, eq);
        }
        if (contains(valued, name)) {
            if (!inlineValue) {
                if (i + 1 >= args.size())
                    return "option --" + std::string(name) + " needs a value";
                value = std::string(args[++i]);
            }
            out.values.emplace_back(std::string(name), value);
        } else if (contains(flags, name) && !inlineValue) {
            out.flags.emplace_back(name);
        } else {
            return "unknown option '" + std::string(arg) + "'";
        }
    }
    return {};
}

namespace {

/// What a number option out of its range, or not a number, says.
std::string rangeError(std::string_view name, const std::string& min, const std::string& max, const std::string& text)
{
    return "--" + std::string(name) + " takes a number from " + min + " to " + max + ", not '" + text + "'";
}

} // namespace

std::string numberOption(const Options& options, std::string_view name, std::uint64_t min, std::uint64_t max,
                         std::uint64_t& out)
{
    const std::string* text = options.value(name);
    if (!text)
        return {};
    std::uint64_t n = 0;
    if (!parseNumber(*text, n) || n < min || n > max)
        return rangeError(name, std::to_string(min), std::to_string(max), *text);
    out = n;
    return {};
}

std::string signedOption(const Options& options, std::string_view name, std::int64_t min, std::int64_t max,
                         std::int64_t& out)
{
    const std::string* text = options.value(name);
    if (!text)
        return {};
    std::int64_t v = 0;
    const char* end = text->data() + text->size();
    const auto [at, error] = std::from_chars(text->data(), end, v);
    if (error != std::errc{} || at != end || v < min || v > max)
        return rangeError(name, std::to_string(min), std::to_string(max), *text);
    out = v;
    return {};
}

std::string seedOption(const Options& options, std::uint64_t& seed)
{
    seed = 1;
    if (const std::string* text = options.value("seed"); text && !parseNumber(*text, seed))
        return "--seed takes a number, not '" + *text + "'";
    return {};
}

std::string rulesFor(std::string_view variantId, Rules& out)
{
    Variant v{};
    if (!variantFromId(variantId, v))
        return "unknown variant '" + std::string(variantId) + "' " + kVariantIds;
    out = Rules::defaults(v);
    return {};
}

std::string addRule(Rules& rules, std::string_view nameValue)
{
    const auto eq = nameValue.find('=');
    if (eq == std::string_view::npos)
        return "--rule takes name=value, not '" + std::string(nameValue) + "'";
    return rules.set(nameValue.substr(0, eq), nameValue.substr(eq + 1));
}

std::string rulesFromOptions(const Options& options, Rules& out, std::string_view defaultVariant)
{
    const std::string* given = options.value("variant");
    PositionRules named; // a --setup that names its rule set (`kalah: 4,4,...`) stands for --variant
    if (const std::string* setup = options.value("setup"); setup && !(given && !given->empty()))
        if (std::string err = positionRules(*setup, named); !err.empty())
            return "--setup: " + err;
    const std::string_view id = given && !given->empty() ? std::string_view(*given) : defaultVariant;
    if (id.empty() && !named.named)
        return std::string("--variant is required ") + kVariantIds;
    Rules rules = named.rules;
    if (!named.named)
        if (std::string err = rulesFor(id, rules); !err.empty())
            return err;
    for (const std::string& rule : options.all("rule"))
        if (std::string err = addRule(rules, rule); !err.empty())
            return err;
    if (std::string err = rules.validate(); !err.empty())
        return "invalid rules: " + err;
    out = rules;
    return {};
}

int GameError::report() const
{
    std::fprintf(stderr, "%s\n", line.c_str());
    return exitCode;
}

GameError positionFromOptions(const Options& options, const Rules& rules, std::uint64_t seed, Position& out)
{
    Position p = startPosition(rules, seed);
    if (const std::string* setup = options.value("setup"))
        if (std::string err = fromPositionString(*setup, rules, p); !err.empty())
            return {"mancala-cli: --setup: " + err};
    if (const std::string* moves = options.value("moves")) {
        const MovesFailure failure = playMoves(p, *moves);
        if (failure.kind == MovesFailure::Kind::Broken)
            return {"mancala-cli: " + failure.message(), kExitViolation};
        if (!failure.ok())
            return {failure.message()};
    }
    out = p;
    return {};
}

} // namespace mancala::cli
