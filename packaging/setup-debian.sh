#!/usr/bin/env bash
# Installs what ScaleScope needs on Debian 12, builds it, then either starts the program on the
# example design (run) or runs the whole test suite (test).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
if [[ "$mode" != run && "$mode" != test ]]; then
    echo "usage: $0 run|test" >&2
    exit 2
fi

packages=(
    cmake ninja-build g++ ccache pkg-config
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-shadertools-dev qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-l10n-tools nlohmann-json3-dev libpugixml-dev libyaml-cpp-dev libgl1-mesa-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml-workerscript
    qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtqml qml6-module-qtqml-models
    qml6-module-qttest qml6-module-qtcharts
    qt6-qpa-plugins libgl1-mesa-dri xvfb xauth xdotool python3 python3-jsonschema graphviz poppler-utils
    fonts-noto-cjk
    clang libclang-rt-14-dev clang-format-14
    dpkg-dev file desktop-file-utils appstream groff-base
)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

build=${SCALESCOPE_BUILD_DIR:-build}
warnings=OFF
[[ ${CI:-} == true ]] && warnings=ON
# The libraries compile in batches of files (SCALESCOPE_UNITY), the desktop program's library and
# the test suites with precompiled Qt headers (SCALESCOPE_PCH): about half the time of a whole build. With this sloppiness ccache keeps what was compiled with a
# precompiled header too (its manual, "Precompiled headers").
export CCACHE_SLOPPINESS=pch_defines,time_macros
# Optimised, with line tables only (-g1): a crash's backtrace names functions, files and lines, and
# the build takes about a quarter less time than with full debug information. The core's own tests
# and the fuzz replays are left to the sanitized build below, which runs them all; this one runs
# the desktop program's tests and the command line's (whose binary here can draw diagrams).
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DSCALESCOPE_CORE_TESTS=OFF -DSCALESCOPE_UNITY=ON -DSCALESCOPE_WERROR="$warnings"

if [[ $mode == run ]]; then
    cmake --build "$build" --parallel "$(nproc)" --target scalescope
    exec "$build/bin/scalescope" resources/examples/dgx-h100-4.scalescope.json
fi
cmake --build "$build" --parallel "$(nproc)"
(cd "$build" && ctest --output-on-failure --parallel "$(nproc)")

# The same suite again under AddressSanitizer, LeakSanitizer and UndefinedBehaviorSanitizer, in a
# build of its own without the desktop program (the core, the command line and all their tests run
# sanitized; the GUI tests run in the ordinary build above). The sanitizers' options are fixed in
# tests/sanitizers/run-tests.sh. The same build, with clang, also makes the importers' libFuzzer
# programs, run for the same inputs on every run (a fixed seed and number of runs): the suite has
# already replayed every kept input; tests/fuzz/explore-fuzzers.sh searches further. One build for
# both compiles the core once instead of twice, so that the whole command stays under 30 minutes
# on two cores.
sanitize_build=${SCALESCOPE_SANITIZE_BUILD_DIR:-build-sanitize}
cmake -S . -B "$sanitize_build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DSCALESCOPE_SANITIZE=ON -DSCALESCOPE_FUZZ=ON -DSCALESCOPE_BUILD_GUI=OFF -DSCALESCOPE_UNITY=ON \
    -DSCALESCOPE_WERROR="$warnings"
cmake --build "$sanitize_build" --parallel "$(nproc)"
tests/sanitizers/run-tests.sh "$sanitize_build" --parallel "$(nproc)"
tests/fuzz/check-fuzzers.sh "$sanitize_build"
