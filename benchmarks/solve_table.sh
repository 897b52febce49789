#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The table of docs/solutions.md: the value of Kalah(m,n) from the start for
# each board size m, seeds n and capture rule, with the first moves that keep
# it, nodes and time. One markdown row per solve on stdout.
#
#   benchmarks/solve_table.sh CLI [EGDB_FOLDER] [MILLIS] [SIZES]
#
# CLI is build/app/cli/mancala-cli; EGDB_FOLDER the databases to use ("none":
# none); MILLIS gives up on a solve after that long (default 900000, 15 min);
# SIZES is a list of houses:seeds (default 3..6 houses, 1..5 seeds).
set -u
cli=$1
egdb=${2:-none}
millis=${3:-900000}
sizes=${4:-"3:1 3:2 3:3 3:4 3:5 4:1 4:2 4:3 4:4 4:5 5:1 5:2 5:3 5:4 5:5 6:1 6:2 6:3 6:4 6:5"}
if [ "$egdb" = none ]; then db="--no-egdb"; else db="--egdb $egdb"; fi
echo "| houses | seeds | capture | value | first moves | nodes | seconds |"
echo "|---|---|---|---|---|---|---|"
for size in $sizes; do
    m=${size%:*}
    n=${size#*:}
    for capture in off on; do
        out=$("$cli" solve --variant kalah --rule houses="$m" --rule seeds="$n" --rule empty-capture="$capture" \
              $db --no-book --memory 2048 --millis "$millis" 2>/dev/null)
        if [ -z "$out" ]; then
            echo "| $m | $n | $capture | not solved in $((millis / 1000)) s | | | |"
            continue
        fi
        value=$(echo "$out" | sed 's/.*"value": \(-*[0-9]*\).*/\1/')
        best=$(echo "$out" | sed 's/.*"best": \[\([^]]*\)\].*/\1/' | tr -d '"')
        nodes=$(echo "$out" | sed 's/.*"nodes": \([0-9]*\).*/\1/')
        seconds=$(echo "$out" | sed 's/.*"seconds": \([0-9.]*\).*/\1/')
        echo "| $m | $n | $capture | $value | $best | $nodes | $seconds |"
    done
done
