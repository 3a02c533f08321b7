#!/usr/bin/env bash
# The longer, randomised search (CI runs check-fuzzers.sh instead): every import fuzzer of a build
# made with -DSCALESCOPE_FUZZ=ON for SECONDS each, from a new random seed, starting from its
# inputs (kept corpus, past findings and seeds; see targets.txt) and from what earlier
# explorations found, which is kept in BUILD_DIR/fuzz/TARGET/corpus. Fails (exit 1) when any
# target finds a crash, a sanitizer report, a hang or runs out of memory; the input that did it
# is left in BUILD_DIR/fuzz/TARGET/. Keep a fixed finding's input in tests/fuzz/regressions/TARGET/,
# and the new coverage in the kept corpus with
#   BUILD_DIR/bin/fuzz_TARGET -merge=1 tests/fuzz/corpus/TARGET BUILD_DIR/fuzz/TARGET/corpus
set -euo pipefail
if (($# != 2)); then
    echo "usage: $0 BUILD_DIR SECONDS" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
seconds=$2
source "$(dirname "$0")/fuzz-targets.sh"

failed=()
for target in $(fuzz_target_names); do
    binary=$(fuzz_binary "$build" "$target")
    max_len=$(fuzz_field "$target" 3)
    work="$build/fuzz/$target"
    mkdir -p "$work/corpus"
    fuzz_inputs "$target" "$max_len" | paste -sd, >"$work/seeds"
    echo "== fuzz_$target for ${seconds}s"
    if ! "$binary" "$work/corpus" -seed_inputs=@"$work/seeds" -max_total_time="$seconds" -max_len="$max_len" \
        $(fuzz_dictionary "$target") -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/" \
        -print_final_stats=1 >"$work/log" 2>&1; then
        tail -n 40 "$work/log" >&2
        failed+=("$target")
    else
        grep -E "^(stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb|Done)" "$work/log" || true
    fi
done
if ((${#failed[@]})); then
    echo "fuzzers found problems: ${failed[*]} (inputs in $build/fuzz/)" >&2
    exit 1
fi
echo "fuzzers ran clean"
