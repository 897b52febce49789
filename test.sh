#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds in Release and runs every test headless.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# With CI set (as continuous integration services set it, CI=true) nothing
# may be left out: a missing clang or libFuzzer, or MANCALA_SKIP_SANITIZE,
# fails the run at once instead of printing a line and passing.
case "${CI:-}" in
  "" | 0 | false | False | FALSE) ci="" ;;
  *) ci=1 ;;
esac
# A line on stderr, in red where stderr is a terminal.
say_red() {
  if [ -t 2 ]; then printf '\033[1;31m%s\033[0m\n' "$*" >&2; else printf '%s\n' "$*" >&2; fi
}
fuzzing() {
  command -v clang++ >/dev/null \
    && [ -n "$(find /usr/lib/llvm-*/lib/clang -name 'libclang_rt.fuzzer-x86_64.a' 2>/dev/null | head -1)" ]
}
if [ -n "$ci" ]; then
  if [ -n "${MANCALA_SKIP_SANITIZE:-}" ]; then
    echo "test.sh: CI is set: MANCALA_SKIP_SANITIZE may not leave out the sanitizer build and the fuzzing." >&2
    exit 1
  fi
fi

# play.sh installs what is missing, clang and libFuzzer among them.
MANCALA_SKIP_RUN=1 "$here/play.sh"
if [ -n "$ci" ] && ! fuzzing; then
  echo "test.sh: CI is set, but clang++ or libFuzzer (libclang-rt-14-dev) is missing: the sanitizer build and the fuzz targets cannot run." >&2
  exit 1
fi
build="${MANCALA_BUILD_DIR:-$here/build}"
export QT_QPA_PLATFORM=offscreen
export QT_QUICK_BACKEND=software
# The tests never touch the user's settings, saved games or caches: they get
# a home of their own, made anew for every run.
home="$build/test-home"
rm -rf "$home"
mkdir -p "$home/config" "$home/data" "$home/cache" "$home/runtime"
chmod 700 "$home/runtime"
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/runtime"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" --timeout 600

# The rules core's and the command line's tests again with AddressSanitizer
# and UndefinedBehaviorSanitizer (any finding fails the test), built with clang
# together with the libFuzzer targets, each run briefly from its seed corpus
# (docs/fuzzing.md). The window's Qt adapters and their tests (tests/app,
# tests/qml) stay out of this build: they would take the run past 15 minutes.
# Set MANCALA_SKIP_SANITIZE=1 to leave it out.
if [ -n "${MANCALA_SKIP_SANITIZE:-}" ]; then
  echo "MANCALA_SKIP_SANITIZE is set: no sanitizer build, no fuzzing."
  exit 0
fi
asan="${MANCALA_ASAN_BUILD_DIR:-$here/build-asan}"
sanitize=(-DMANCALA_SANITIZE=ON)
# Without clang or libFuzzer the sanitizer tests still run, but the run fails
# at the end: a fuzz target that could not be built is never a pass.
no_fuzzing=""
if fuzzing; then
  sanitize+=(-DCMAKE_CXX_COMPILER=clang++ -DMANCALA_FUZZ=ON)
else
  no_fuzzing="test.sh: clang++ or libFuzzer (libclang-rt-14-dev) is missing: the fuzz targets could not be built, the run is incomplete."
  say_red "$no_fuzzing (The sanitizer build runs without them.)"
fi
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$here" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=Release "${sanitize[@]}" "${launcher[@]}"
cmake --build "$asan" --parallel "$(nproc)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Sanitized code runs several times slower: Qt Test's 5-minute limit per test function would cut the random games short.
export QTEST_FUNCTION_TIMEOUT=1800000
ctest --test-dir "$asan" --output-on-failure -j "$(nproc)" --timeout 900
if [ -n "$no_fuzzing" ]; then
  say_red "$no_fuzzing"
  exit 1
fi
