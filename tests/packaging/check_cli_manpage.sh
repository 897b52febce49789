#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual page of mancala-cli keeps up with the program: every command has
# a section (.SS NAME) that names each option the command accepts, and the
# command's --help names them too; the page names no command or option the
# program does not have.
# Usage: check_cli_manpage.sh MANCALA_CLI PAGE
set -u
cli=$1
page=$2
failures=0
fail() {
    echo "$page: $*"
    failures=$((failures + 1))
}

# `mancala-cli --list-options`: one line a command, its name and its options.
listing=$("$cli" --list-options) || { echo "mancala-cli --list-options failed"; exit 1; }
commands=$(cut -d' ' -f1 <<<"$listing")

# The commands of the usage (`  name   what it does` below "commands:") are all listed.
usage_commands=$("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z]\+\) .*/\1/p')
[ -n "$usage_commands" ] || fail "no commands in 'mancala-cli --help'"
for command in $usage_commands; do
    grep -qx "$command" <<<"$commands" || fail "'mancala-cli --list-options' leaves out '$command'"
done

# The page as plain text: \- is a hyphen; font changes, \% and \& go; \  and \~ are spaces.
text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\[%&]//g' -e 's/\\[ ~]/ /g' "$page")

# The lines of a command's section, up to the next .SS or .SH.
section() {
    sed -n "/^\.SS $1\$/,/^\.S[SH] /p" <<<"$text" | sed '1d;$d'
}
# Whether `option` (--name) is a word of the text on stdin.
names() {
    grep -Eq -- "(^|[^a-z-])$1([^a-z-]|$)"
}

while read -r command options; do
    body=$(section "$command")
    if [ -z "$body" ]; then
        fail "no section '.SS $command'"
        continue
    fi
    help=$("$cli" "$command" --help)
    for option in $options; do
        names "$option" <<<"$body" || fail "the section of '$command' does not name $option"
        names "$option" <<<"$help" || fail "'mancala-cli $command --help' does not name $option"
    done
    # Options the section names that the command does not accept (removed or renamed).
    for word in $(grep -Eo -- '(^|[^a-z-])--[a-z][a-z-]*' <<<"$body" | grep -Eo -- '--[a-z-]+' | sort -u); do
        [[ " $options " == *" $word "* ]] || fail "the section of '$command' names $word, which it does not accept"
    done
done <<<"$listing"

# Sections of commands the program does not have.
for heading in $(sed -n 's/^\.SS \([a-z]\+\)$/\1/p' <<<"$text"); do
    grep -qx "$heading" <<<"$commands" || fail "section '.SS $heading': mancala-cli has no such command"
done

if [ "$failures" -gt 0 ]; then
    echo "$failures problems: update $page (and the command's help text)"
    exit 1
fi
echo "$(wc -l <<<"$listing") commands and their options are in $page"
