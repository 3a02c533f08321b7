#!/usr/bin/env bash
# Fails, naming the files, when a C++ source differs from what .clang-format makes of it.
# usage: check-format.sh CLANG_FORMAT SOURCE_DIR
set -euo pipefail
clang_format=$1
cd "$2"
mapfile -t files < <(find core app tests packaging -path tests/data -prune -o \( -name '*.cpp' -o -name '*.h' -o -name '*.cpp.in' \) -print | sort)
unformatted=()
for file in "${files[@]}"; do
    "$clang_format" --dry-run --Werror "$file" 2>/dev/null || unformatted+=("$file")
done
if ((${#unformatted[@]})); then
    echo "not formatted by .clang-format (run: $clang_format -i FILE):" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "${#files[@]} C++ files match .clang-format"
