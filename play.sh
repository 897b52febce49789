#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages the game needs when they are missing,
# builds it in Release and starts it.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build="${MANCALA_BUILD_DIR:-$here/build}"

packages=(
  # compiler and build tools
  build-essential cmake ninja-build ccache file
  # Qt 6.4: core, GUI, Qt Quick, Qt Test, translations tools
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
  # QML modules the interface imports at run time (they do not pull each other in)
  qml6-module-qtqml qml6-module-qtqml-workerscript qml6-module-qtqml-models
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-templates
  qml6-module-qtquick-controls qml6-module-qtquick-layouts qml6-module-qtquick-shapes
  qml6-module-qtquick-dialogs qml6-module-qttest qml6-module-qt-labs-settings
  qml6-module-qt-labs-folderlistmodel
  libgl-dev libgl1-mesa-dri
  # Ge'ez (Ethiopic) script for Tigrinya and Amharic
  fonts-sil-abyssinica
  # Sound: Qt Multimedia (QSoundEffect)
  qt6-multimedia-dev
  # Playing across computers and mancala-cli host / join: Qt WebSockets
  qt6-websockets-dev
  # Read aloud: Qt TextToSpeech and a speech engine (flite; speech-dispatcher works too)
  qt6-speech-dev qt6-speech-flite-plugin
  # headless test runs and screenshots
  xvfb xauth
  # the screen reader test: the accessibility bus, its Python client, a D-Bus session of its own
  at-spi2-core python3-pyatspi dbus-daemon
  # test.sh only: the sanitizer build and the libFuzzer targets
  clang libclang-rt-14-dev
  # the packaging tests: the desktop entry's and the AppStream metainfo's validators
  desktop-file-utils appstream
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -o DPkg::Lock::Timeout=300
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends \
    -o DPkg::Lock::Timeout=300 "${missing[@]}"
fi

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
cmake --build "$build" --parallel "$(nproc)"

if [ -z "${MANCALA_SKIP_RUN:-}" ]; then
  exec "$build/app/mancala" "$@"
fi
