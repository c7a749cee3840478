"""An older build of Kartoteka measured beside this one, so that a change that slows the server down
shows as a ratio in the same run (`make bench BASELINE=REV`, or `Benchmarks/run.py --baseline REV`).

The revision (anything `git rev-parse` takes: a commit, a tag, `main~10`) is exported with
`git archive` into `.build/bench-baseline/<commit>/` and built there in release mode once; later
runs find the binary and reuse it. Its server gets a database of its own, made by its own
`kartoteka init` with the book's sample libraries (a database of this build may be newer than it
understands); `/locations` answers the same bytes from either, whatever the catalogue holds.
"""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, ".build/bench-baseline")


def commit_of(revision):
    """The full commit a revision names; fails loudly when it names none."""
    found = subprocess.run(["git", "-C", ROOT, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}"],
                           capture_output=True, text=True)
    if found.returncode != 0:
        raise SystemExit(f"--baseline {revision}: no such revision in this repository")
    return found.stdout.strip()


def ensure_binary(revision, progress):
    """The release `kartoteka` of the revision, built on first use and kept; (commit, path)."""
    commit = commit_of(revision)
    source = os.path.join(FOLDER, commit)
    binary = os.path.join(source, ".build/release/kartoteka")
    if os.path.exists(binary):
        progress(f"baseline: {commit[:9]} already built ({os.path.relpath(binary, ROOT)})")
        return commit, binary
    os.makedirs(source, exist_ok=True)
    progress(f"baseline: exporting {commit[:9]} into {os.path.relpath(source, ROOT)} and building it (once; minutes)…")
    archive = subprocess.Popen(["git", "-C", ROOT, "archive", commit], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", source], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        raise SystemExit(f"git archive {commit} failed")
    subprocess.run(["swift", "build", "-c", "release", "--product", "kartoteka", "--package-path", source], check=True)
    return commit, binary


def locations_database(binary, work, locations):
    """A fresh database of the older build with the book's libraries."""
    db = os.path.join(work, "baseline.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)

    def cli(*arguments):
        subprocess.run([binary, "--db", db, "--lang", "en", *arguments], check=True, capture_output=True, cwd=work)

    cli("init")
    for street, city, country, emoji, hours in locations:
        cli("location", "add", "--street", street, "--city", city, "--country", country, "--emoji", emoji, "--hours", hours)
    return db
