#!/usr/bin/env python3
"""Counts the repeated code in Sources/ that the `duplicates` tool finds (six or more lines
alike), leaving out the Russian/English text catalogues (`Localization/` and `Texts/` folders and
`*Texts.swift` files), which are data rather than logic.

    scripts/duplicate-count.py                 # the total over Sources/
    scripts/duplicate-count.py --modules       # and one count per module (pairs within it)
    scripts/duplicate-count.py --most 200      # and list the rows
    scripts/duplicate-count.py --kinds         # and what kind of code the pairs repeat

The tree is copied without the catalogues into a temporary folder and `duplicates` is run on it."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
CATALOGUE_FOLDERS = {"Localization", "Texts"}


def is_catalogue(relative_path):
    parts = relative_path.split(os.sep)
    return any(part in CATALOGUE_FOLDERS for part in parts[:-1]) or parts[-1].endswith("Texts.swift")


def copy_without_catalogues(target):
    for folder, folders, files in os.walk(SOURCES):
        folders[:] = [name for name in folders if name not in CATALOGUE_FOLDERS]
        for name in files:
            source = os.path.join(folder, name)
            relative = os.path.relpath(source, SOURCES)
            if is_catalogue(relative):
                continue
            destination = os.path.join(target, relative)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copyfile(source, destination)


def run_duplicates(folder, most, seconds):
    result = subprocess.run(
        ["duplicates", "--repo", folder, "--most", str(most), "--seconds", str(seconds)],
        cwd=folder, capture_output=True, text=True, check=False)
    output = result.stdout + result.stderr
    first = output.splitlines()[0] if output else ""
    match = re.search(r"(\d[\d,]*) pairs?", first)
    count = 0 if "no duplicates" in first or not match else int(match.group(1).replace(",", ""))
    incomplete = [line for line in output.splitlines() if line.startswith("incomplete:")]
    return count, output, incomplete


ROW = re.compile(r"^D\d+ (\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)")
DECLARATION = re.compile(
    r"^(?:(?:public|private|internal|fileprivate|static|nonisolated|let|var|case|init|func|struct|enum|extension|final|class)\b.*|"
    r"self\.\w+ = \w+(?: \?\? .*)?|\w+ = \w+|\)(?: \{)?|\{|\}|[\w.]+: [\w.<>\[\]?]+,?(?: \w+: .*)?\)? ?\{?)$")
ENDPOINT = re.compile(r"Endpoint\.|Operation\(|answer: |body: JSONBody|description: |errors: \[|tag: \.")
KINDS = [
    ("migrations (written once, checksummed)", lambda path, lines: "/Migrations/" in path),
    ("C shims", lambda path, lines: path.endswith(".h")),
    ("route declarations", lambda path, lines: "/Routes/" in path),
    ("endpoint declarations (route, access, document text)",
     lambda path, lines: sum(bool(ENDPOINT.search(line)) for line in lines) * 4 >= len(lines)),
    ("schemas and field tables", lambda path, lines: sum(".init(\"" in line or "Schema<" in line for line in lines) * 3 >= len(lines)),
    ("stored properties and memberwise initialisers",
     lambda path, lines: sum(bool(DECLARATION.match(line)) for line in lines) * 10 >= len(lines) * 8),
]


def code_lines(path, first, last):
    """The lines the tool compares: not blank, not comments, not lone punctuation, not imports."""
    with open(path, encoding="utf-8", errors="replace") as source:
        lines = source.read().splitlines()[first - 1:last]
    kept = []
    for line in (line.strip() for line in lines):
        if not line or line.startswith(("//", "import ", "#")) or re.fullmatch(r"[(){}\[\],;]+", line):
            continue
        kept.append(line)
    return kept


def kind(tree, row):
    """What a row of the tool repeats, judged by its first side."""
    match = ROW.match(row)
    path = os.path.join(tree, match.group(1))
    lines = code_lines(path, int(match.group(2)), int(match.group(3)))
    return next((name for name, test in KINDS if test(path, lines)), "logic and the rest")


def kinds(tree, seconds):
    """The rows of every module (complete) and those across modules that the whole tree's list
    shows (its first 200), by kind."""
    rows = set()
    for module in sorted(os.listdir(tree)):
        folder = os.path.join(tree, module)
        if os.path.isdir(folder):
            _, output, _ = run_duplicates(folder, 200, seconds)
            for row in output.splitlines():
                match = ROW.match(row)
                if match:
                    rows.add(f"{module}/{match.group(1)}:{match.group(2)}-{match.group(3)} ~ "
                             f"{module}/{match.group(4)}:{match.group(5)}-{match.group(6)}")
    _, output, _ = run_duplicates(tree, 200, seconds)
    for row in output.splitlines():
        match = ROW.match(row)
        if match and match.group(1).split("/")[0] != match.group(4).split("/")[0]:
            rows.add(f"{match.group(1)}:{match.group(2)}-{match.group(3)} ~ {match.group(4)}:{match.group(5)}-{match.group(6)}")
    counts = {}
    for row in rows:
        name = kind(tree, "D0 " + row)
        counts[name] = counts.get(name, 0) + 1
    return len(rows), counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", action="store_true", help="also count each module alone")
    parser.add_argument("--most", type=int, default=1, help="rows to list (1 to 200)")
    parser.add_argument("--seconds", type=int, default=300)
    parser.add_argument("--kinds", action="store_true", help="also sort the pairs by what they repeat")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        tree = os.path.join(temporary, "Sources")
        copy_without_catalogues(tree)
        count, output, incomplete = run_duplicates(tree, arguments.most, arguments.seconds)
        if arguments.most > 1:
            print(output.replace(tree + os.sep, "Sources/"), end="")
        print(f"Sources (text catalogues left out): {count} pairs")
        for line in incomplete:
            print(line, file=sys.stderr)
        if arguments.modules:
            for module in sorted(os.listdir(tree)):
                folder = os.path.join(tree, module)
                if os.path.isdir(folder):
                    module_count, _, module_incomplete = run_duplicates(folder, 1, arguments.seconds)
                    print(f"  {module}: {module_count}")
                    for line in module_incomplete:
                        print(f"  {module}: {line}", file=sys.stderr)
        if arguments.kinds:
            classified, counts = kinds(tree, arguments.seconds)
            print(f"By kind ({classified} pairs: every module's own, and those across modules among the first 200):")
            for name, number in sorted(counts.items(), key=lambda item: -item[1]):
                print(f"  {name}: {number}")
    return 1 if incomplete else 0


if __name__ == "__main__":
    sys.exit(main())
