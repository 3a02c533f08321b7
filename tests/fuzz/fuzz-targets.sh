# Sourced by the fuzz scripts: the targets of tests/fuzz/targets.txt and their inputs.
fuzz_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tests_dir=$(dirname "$fuzz_dir")

fuzz_target_names() {
    awk '/^[a-z]/ { print $1 }' "$fuzz_dir/targets.txt"
}

# fuzz_field NAME COLUMN: a column of the target's line (3 MAX_LEN, 4 CI_RUNS).
fuzz_field() {
    awk -v name="$1" -v column="$2" '$1 == name { print $column }' "$fuzz_dir/targets.txt"
}

# fuzz_inputs NAME MAX_LEN: the target's kept corpus, past findings and seeds of at most MAX_LEN
# bytes, one path a line in byte order of the path, so that every machine lists them alike.
fuzz_inputs() {
    local name=$1 max_len=$2 folders=() folder
    for folder in "$fuzz_dir/corpus/$name" "$fuzz_dir/regressions/$name"; do
        [[ -d $folder ]] && folders+=("$folder")
    done
    for folder in $(awk -v name="$name" '$1 == name { for (i = 5; i <= NF; ++i) print $i }' "$fuzz_dir/targets.txt"); do
        folders+=("$tests_dir/$folder")
    done
    find "${folders[@]}" -type f ! -name '.*' -size -"$((max_len + 1))"c | LC_ALL=C sort
}

# fuzz_dictionary NAME: libFuzzer's -dict option when tests/fuzz/NAME.dict exists.
fuzz_dictionary() {
    [[ -f "$fuzz_dir/$1.dict" ]] && echo "-dict=$fuzz_dir/$1.dict"
    return 0
}

# fuzz_binary BUILD_DIR NAME: the target built with -DSCALESCOPE_FUZZ=ON, or a message and exit 2.
fuzz_binary() {
    local binary="$1/bin/fuzz_$2"
    if [[ ! -x $binary ]]; then
        echo "missing $binary: configure with -DSCALESCOPE_FUZZ=ON and build scalescope_fuzzers" >&2
        exit 2
    fi
    echo "$binary"
}
