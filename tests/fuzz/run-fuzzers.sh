#!/usr/bin/env bash
# Runs every import fuzzer of a build made with -DSCALESCOPE_FUZZ=ON for SECONDS each, seeded
# with the real sample files. Fails (exit 1) when any target finds a crash, a sanitizer report,
# a timeout or runs out of memory; the input that did it is left in BUILD_DIR/fuzz/TARGET/.
set -euo pipefail
if (($# != 2)); then
    echo "usage: $0 BUILD_DIR SECONDS" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
seconds=$2
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
samples="$source_dir/tests/data/samples"
fixtures="$source_dir/tests/data/import"

# target, largest input to try (bytes), seed files
declare -A max_len=([nccl_xml]=65536 [topo_m]=16384 [ibnetdiscover]=65536 [astra_sim]=8192)
seeds_of() {
    case $1 in
    nccl_xml) ls "$samples"/nccl-topo-xml/*.xml "$samples"/nccl-graph-xml/*.xml "$fixtures"/nccl-*.xml ;;
    topo_m) ls "$samples"/nvidia-smi-topo/*.txt "$fixtures"/topo-m-*.txt | grep -v SOURCES.txt ;;
    ibnetdiscover) ls "$samples"/ibnetdiscover/* | grep -v SOURCES.txt ;;
    astra_sim) ls "$samples"/astra-sim/* | grep -v SOURCES.txt ;;
    esac
}

failed=()
for target in nccl_xml topo_m ibnetdiscover astra_sim; do
    binary="$build/bin/fuzz_$target"
    if [[ ! -x $binary ]]; then
        echo "missing $binary: configure with -DSCALESCOPE_FUZZ=ON and build scalescope_fuzzers" >&2
        exit 2
    fi
    work="$build/fuzz/$target"
    mkdir -p "$work/corpus" "$work/seeds"
    # Seeds larger than the longest input are left out (the 2.8 MB Selene dump among them).
    while read -r seed; do
        (($(stat -c %s "$seed") <= ${max_len[$target]})) && cp "$seed" "$work/seeds/"
    done < <(seeds_of "$target")
    dictionary=()
    [[ -f "$source_dir/tests/fuzz/$target.dict" ]] && dictionary=(-dict="$source_dir/tests/fuzz/$target.dict")
    echo "== fuzz_$target for ${seconds}s"
    if ! "$binary" "$work/corpus" "$work/seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="${max_len[$target]}" "${dictionary[@]}" -artifact_prefix="$work/" -print_final_stats=1 \
        >"$work/log" 2>&1; then
        tail -n 40 "$work/log" >&2
        failed+=("$target")
    else
        grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)" "$work/log" || true
    fi
done
if ((${#failed[@]})); then
    echo "fuzzers found problems: ${failed[*]} (inputs in $build/fuzz/)" >&2
    exit 1
fi
echo "fuzzers ran clean"
