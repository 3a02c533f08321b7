#!/usr/bin/env python3
"""Fails when a translation file is not complete: every text the sources show must have a finished
translation that keeps the source's placeholders.

    check_translations.py UPDATE_SCRIPT FILE.ts...

Each FILE.ts is brought up to date with the sources into a scratch copy (UPDATE_SCRIPT, lupdate
-no-obsolete), then every message is checked. Printed, one a line, each with its context:
  - a source text with no finished translation (new in the sources, or marked unfinished),
  - a translation whose placeholders (%1 .. %99, %L1, %n, %Ln) differ from its source's,
  - a text the committed file holds that the sources no longer have (run the update script).
Exit status 1 when anything is printed."""

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

PLACEHOLDER = re.compile(r"%L?(?:[1-9][0-9]?|n)")


def messages(path):
    """(context, source, translation element, numerus) for every message of a .ts file."""
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.find("translation"), message.get("numerus") == "yes"


def translated_texts(translation, numerus):
    if numerus:
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def problems_of(committed, current):
    problems = []
    committed_keys = {(context, source) for context, source, _, _ in messages(committed)}
    current_keys = set()
    for context, source, translation, numerus in messages(current):
        current_keys.add((context, source))
        where = f"{os.path.basename(committed)}: {context}: {source!r}"
        texts = translated_texts(translation, numerus) if translation is not None else []
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "missing") or not texts or not all(texts):
            problems.append(f"{where}: no finished translation")
            continue
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in texts:
            found = sorted(set(PLACEHOLDER.findall(text)))
            # A plural's %n may be left out of a form that says the number in words.
            if found != wanted and not (numerus and set(wanted) - set(found) <= {"%n", "%Ln"}
                                        and set(found) <= set(wanted)):
                problems.append(f"{where}: placeholders {wanted} but the translation {text!r} has {found}")
    for context, source in sorted(committed_keys - current_keys):
        problems.append(f"{os.path.basename(committed)}: {context}: {source!r}: no longer in the sources "
                        "(run tests/translations/update-ts.sh)")
    return problems


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    update, files = sys.argv[1], sys.argv[2:]
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        for committed in files:
            current = os.path.join(scratch, os.path.basename(committed))
            subprocess.run([update, committed, current], check=True)
            problems += problems_of(committed, current)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problems; translate with linguist or in the .ts file, "
              "after tests/translations/update-ts.sh", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
