"""The first start, as a new library meets it (the `firstrun` section of `make bench`; `--only
firstrun` runs it alone): a fresh clone of the commit being measured, `make run` in it, timed from
the command until the server answers `/locations` — the release build is nearly all of it. The
Debian packages are already installed (as after `make test`); nothing of the build is shared with
the working tree. About six minutes of two cores, so it runs first, while nothing else does.
"""
import os
import re
import signal
import subprocess
import tempfile
import time
import urllib.request

import quiet

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_SECONDS = 300
GIVE_UP_SECONDS = 3600


def _answers(port):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/locations?country=Ame", timeout=2) as answer:
            return answer.status == 200
    except OSError:
        return False


def benchmark(results, progress, free_port):
    with tempfile.TemporaryDirectory(prefix="kartoteka-firstrun-") as folder:
        clone = os.path.join(folder, "kartoteka")
        subprocess.run(["git", "clone", "-q", ROOT, clone], check=True)
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True,
                                check=True).stdout.strip()
        port = free_port()
        state = quiet.sample()
        progress(f"first start: `make run` in a fresh clone of {commit} (a whole release build, several minutes)…")
        log_path = os.path.join(folder, "make-run.log")
        with open(log_path, "w") as log:
            started = time.monotonic()
            make = subprocess.Popen(["make", "run", f"PORT={port}", f"DB={folder}/data/demo.sqlite"], cwd=clone,
                                    stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                while not _answers(port):
                    if make.poll() is not None:
                        raise SystemExit(f"`make run` ended ({make.returncode}) before answering: see {log_path}")
                    if time.monotonic() - started > GIVE_UP_SECONDS:
                        raise SystemExit("`make run` did not answer within an hour")
                    time.sleep(0.5)
                elapsed = time.monotonic() - started
            finally:
                os.killpg(make.pid, signal.SIGINT)
                try:
                    make.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(make.pid, signal.SIGKILL)
                    make.wait()
        with open(log_path) as log:
            built = re.search(r"Built in (\d+) s\.", log.read())
        results["firstrun"] = {"seconds": elapsed, "buildSeconds": int(built.group(1)) if built else None,
                               "commit": commit, "before": state}
        progress(f"first start: answered after {elapsed:.0f} s")


def summary_rows(results, verdict):
    """The section's row of the table of results against the targets."""
    found = results.get("firstrun")
    if not found:
        return []
    build = f" (the build {found['buildSeconds']} s)" if found["buildSeconds"] is not None else ""
    return [("first `make run` on a fresh clone, packages installed: from the command to the first answer",
             f"{found['seconds']:.0f} s{build}", "—", "—", f"≤ {TARGET_SECONDS} s",
             verdict(found["seconds"] <= TARGET_SECONDS, [found]))]


def report(results):
    """The section's part of docs/benchmarks.md, as lines."""
    found = results.get("firstrun")
    if not found:
        return []
    return [
        "### First start",
        "",
        f"A fresh clone of `{found['commit']}`, `make run` in it with the Debian packages installed: "
        f"{found['seconds']:.0f} s from the command to the first answer of `/locations`"
        + (f", of which the release build {found['buildSeconds']} s" if found["buildSeconds"] is not None else "")
        + f". The machine before it: {quiet.describe(found['before'])}.",
        "",
    ]
