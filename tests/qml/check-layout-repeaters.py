#!/usr/bin/env python3
"""Every Repeater whose rows go into a Qt Quick layout is a LayoutRepeater.

A plain Repeater in a ColumnLayout, RowLayout or GridLayout crashes the window under Qt 6.4 when
its model changes and the layout is resized before it is laid out again (see
qml/components/LayoutRepeater.qml). Prints each one found as FILE:LINE and exits 1.
"""
import pathlib
import re
import sys

LAYOUTS = {"ColumnLayout", "RowLayout", "GridLayout"}
OBJECT_START = re.compile(r"\b([A-Z][A-Za-z0-9_.]*)\s*\{")
STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')


def code_of(line):
    """The line without its strings and its // comment."""
    line = STRING.sub('""', line)
    return line.split("//", 1)[0]


def plain_repeaters_in_layouts(path):
    found = []
    stack = []  # the type of each open brace: an object's type name, or None for a block
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        code = code_of(line)
        starts = {m.end() - 1: m.group(1) for m in OBJECT_START.finditer(code)}
        for position, char in enumerate(code):
            if char == "{":
                kind = starts.get(position)
                if kind == "Repeater":
                    enclosing = next((k for k in reversed(stack) if k is not None), None)
                    if enclosing in LAYOUTS:
                        found.append(f"{path}:{number}: a Repeater in a {enclosing}: use LayoutRepeater")
                stack.append(kind)
            elif char == "}" and stack:
                stack.pop()
    return found


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".") / "qml"
    problems = [p for path in sorted(root.rglob("*.qml")) for p in plain_repeaters_in_layouts(path)]
    for problem in problems:
        print(problem)
    if not problems:
        print(f"every Repeater in a layout under {root} is a LayoutRepeater")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
