#!/usr/bin/env bash
# Runs the whole test suite of a build made with -DSCALESCOPE_SANITIZE=ON (AddressSanitizer,
# LeakSanitizer, UndefinedBehaviorSanitizer) with the sanitizers' options fixed here, so that every
# run checks the same things: any report fails the test that made it (a memory error or undefined
# behaviour stops the program; a leak makes it exit non-zero at its end). Leaks that are Qt's by
# design (caches it never frees at exit) are suppressed by lsan.supp, each with its reason.
# usage: run-tests.sh BUILD_DIR [CTEST_ARGS...]
set -euo pipefail
if (($# < 1)); then
    echo "usage: $0 BUILD_DIR [CTEST_ARGS...]" >&2
    exit 2
fi
build=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=0:allocator_may_return_null=0
export LSAN_OPTIONS=suppressions=$here/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
cd "$build"
exec ctest --output-on-failure "$@"
