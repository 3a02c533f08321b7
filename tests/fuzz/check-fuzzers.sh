#!/usr/bin/env bash
# CI's fuzz pass, the same on every run: each import fuzzer of a build made with
# -DSCALESCOPE_FUZZ=ON starts from its inputs (kept corpus, past findings and seeds; see
# targets.txt) in path order and runs its CI_RUNS inputs from a fixed seed, so that the same
# inputs run every time and only a change of the code can change the outcome. New inputs go to
# a temporary folder, removed at the end: nothing is written into the source tree. Fails (exit 1)
# on a crash, a sanitizer report, a hang or running out of memory; the input that did it is left
# in BUILD_DIR/fuzz/TARGET/. explore-fuzzers.sh is the longer, randomised search.
set -euo pipefail
if (($# != 1)); then
    echo "usage: $0 BUILD_DIR" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
source "$(dirname "$0")/fuzz-targets.sh"
seed=${SCALESCOPE_FUZZ_SEED:-1}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Address-space randomisation off: the C++ library and yaml-cpp order some objects by address (a
# std::set of shared_ptr), so with it the same input can cover other edges from run to run, and
# the fuzzer keep other inputs. Where it cannot be turned off, say so: runs may then differ.
fixed_addresses=(setarch "$(uname -m)" -R)
if ! "${fixed_addresses[@]}" true 2>/dev/null; then
    echo "note: address-space randomisation cannot be turned off here; runs may differ" >&2
    fixed_addresses=()
fi

# One target's pass; its status in $scratch/TARGET.status, its log in BUILD_DIR/fuzz/TARGET/log.
run_target() {
    local target=$1 binary max_len runs work
    binary=$(fuzz_binary "$build" "$target")
    max_len=$(fuzz_field "$target" 3)
    runs=$(fuzz_field "$target" 4)
    work="$build/fuzz/$target"
    mkdir -p "$work" "$scratch/$target"
    fuzz_inputs "$target" "$max_len" | paste -sd, >"$scratch/$target.seeds"
    # What else would make two runs differ is off: -reload=0, the output folder is not read back
    # on a timer; -use_cmp=0, mutations take no operands of the program's comparisons, which
    # include pointers. -timeout only catches hangs: no input takes a second.
    local status=0
    "${fixed_addresses[@]}" "$binary" "$scratch/$target" -seed_inputs=@"$scratch/$target.seeds" -seed="$seed" -runs="$runs" \
        -reload=0 -use_cmp=0 -max_len="$max_len" $(fuzz_dictionary "$target") -timeout=60 -rss_limit_mb=2048 \
        -artifact_prefix="$work/" -print_final_stats=1 >"$work/log" 2>&1 || status=$?
    echo "$status" >"$scratch/$target.status"
}

# The targets run side by side, one a core (each is single-threaded and its inputs do not depend
# on the others), and are reported in the order of targets.txt.
jobs=${SCALESCOPE_FUZZ_JOBS:-$(nproc)}
for target in $(fuzz_target_names); do
    while (($(jobs -rp | wc -l) >= jobs)); do
        wait -n || true
    done
    run_target "$target" &
done
wait

failed=()
for target in $(fuzz_target_names); do
    work="$build/fuzz/$target"
    echo "== fuzz_$target: $(fuzz_field "$target" 4) runs from seed $seed, $(tr , '\n' <"$scratch/$target.seeds" | wc -l) inputs to start from"
    if [[ $(cat "$scratch/$target.status" 2>/dev/null) != 0 ]]; then
        tail -n 40 "$work/log" >&2
        failed+=("$target")
    else
        # Coverage, features and corpus at the end: the same on every run of the same code.
        grep -E "DONE " "$work/log" | grep -oE "cov: [0-9]+ ft: [0-9]+ corp: [0-9]+" || true
        grep -E "^(stat::new_units_added|stat::peak_rss_mb|Done)" "$work/log" || true
    fi
done
if ((${#failed[@]})); then
    echo "fuzzers found problems: ${failed[*]} (inputs in $build/fuzz/)" >&2
    exit 1
fi
echo "fuzzers ran clean"
