#!/usr/bin/env python3
"""The peak memory (resident set) of `kartoteka import` by file size: IRBIS text files of about
1, 10 and 100 MB (or the sizes given, in MB), generated into a temporary folder, and ISO 2709
files of the same records (exported from the text's import), each imported into a fresh database
by a process of its own; then how far each format's peak moved from its smallest file's, against
the target (within ±50 MB).

    scripts/import-memory.py [--binary .build/release/kartoteka] [1 10 100]
    scripts/import-memory.py --server 4 [31]   # four dry-run uploads of 31 MB at once to a server

An import reads its file a piece at a time and stores a batch of records per transaction, so its
memory should not grow with the file beyond the writer's page cache during an import (32 MiB) and
one batch. A server holds each upload while it is imported, one import at a time."""
import argparse
import concurrent.futures
import json
import os
import re
import urllib.request
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT_SIZES = [1, 10, 100]
FLAT_TARGET_MB = 50


def record(number: int) -> str:
    return ("#920: PAZK\n#700: ^AАвтор%d^BА. Б.\n#200: ^AКнига номер %d о разном^Eроман\n"
            "#210: ^AМосква^CИздательство^D2018\n#215: ^A%d\n#606: ^AТема %d\n#910: ^A0^B%d^DАБ\n#910: ^A0^B%d^DАБ\n*****\n"
            % (number, number, 100 + number % 300, number % 50, 1_000_000 + 2 * number, 1_000_001 + 2 * number))


def text_file(path: Path, megabytes: int) -> int:
    written = records = 0
    with open(path, "w", encoding="utf-8") as file:
        while written < megabytes << 20:
            text = record(records)
            file.write(text)
            written += len(text.encode())
            records += 1
    return records


def run(binary: str, *arguments: str) -> tuple[float, int]:
    """Seconds and the peak resident set in KiB of one run of the program (its own, from wait4)."""
    started = time.monotonic()
    process = subprocess.Popen([binary, *arguments], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env={**os.environ, "LANG": "en_GB.UTF-8"})
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit("%s failed: %s" % (" ".join(arguments), errors.decode(errors="replace")[-500:]))
    return time.monotonic() - started, usage.ru_maxrss


def peak_of(pid: int) -> int:
    """The peak resident set (VmHWM) of a running process, in KiB."""
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def server(binary: str, folder: str, uploads: int, megabytes: int) -> None:
    """Starts `kartoteka serve` on a fresh library and sends `uploads` dry-run imports at once."""
    database = Path(folder) / "server.sqlite"
    subprocess.run([binary, "--db", str(database), "init"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run([binary, "--db", str(database), "user", "add", "admin", "--role", "administrator"], check=True,
                   stdout=subprocess.DEVNULL)
    made = subprocess.run([binary, "--db", str(database), "user", "token", "add", "admin", "--name", "memory", "--json"],
                          check=True, capture_output=True)
    token = json.loads(made.stdout)["token"]
    text = Path(folder) / "upload.txt"
    records = text_file(text, megabytes)
    body = text.read_bytes()
    process = subprocess.Popen([binary, "--db", str(database), "serve", "--port", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env={**os.environ, "KARTOTEKA_PROVIDERS": "none"})
    try:
        announced = b""
        while not re.search(rb"127\.0\.0\.1:[0-9]+", announced):
            announced += process.stdout.read1(4096)
        base = "http://" + re.search(rb"127\.0\.0\.1:[0-9]+", announced).group().decode()
        started = peak_of(process.pid)

        def upload(_: int) -> int:
            request = urllib.request.Request(base + "/api/v1/import?dryRun=1&source=irbis-text", data=body, method="POST",
                                             headers={"Authorization": "Bearer " + token, "Content-Type": "text/plain"})
            with urllib.request.urlopen(request, timeout=1800) as response:
                return response.status

        begun = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(max_workers=uploads) as pool:
            statuses = list(pool.map(upload, range(uploads)))
        print("server: %d dry-run uploads of %d MB (%d records) at once: %s, %.0f MiB peak resident (%.0f MiB before), %.1f s"
              % (uploads, megabytes, records, statuses, peak_of(process.pid) / 1024, started / 1024, time.monotonic() - begun))
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/kartoteka")
    parser.add_argument("--server", type=int, metavar="UPLOADS", help="measure a server taking this many uploads at once")
    parser.add_argument("sizes", nargs="*", type=int, default=DEFAULT_SIZES)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    with tempfile.TemporaryDirectory(prefix="kartoteka-import-memory-") as folder:
        if options.server:
            server(binary, folder, options.server, options.sizes[0] if options.sizes != DEFAULT_SIZES else 31)
            return
        peaks = {"IRBIS text": [], "ISO 2709": []}
        for megabytes in options.sizes:
            text = Path(folder) / ("catalogue-%d.txt" % megabytes)
            records = text_file(text, megabytes)
            database = Path(folder) / ("text-%d.sqlite" % megabytes)
            subprocess.run([binary, "--db", str(database), "init"], check=True, stdout=subprocess.DEVNULL)
            seconds, peak = run(binary, "--db", str(database), "import", "irbis", str(text))
            print("IRBIS text, %d MB (%d records): %.0f MiB peak resident, %.1f s" % (megabytes, records, peak / 1024, seconds))
            peaks["IRBIS text"].append((megabytes, peak))
            iso = Path(folder) / ("catalogue-%d.iso" % megabytes)
            subprocess.run([binary, "--db", str(database), "export", "iso", "--all", "-o", str(iso)], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            fresh = Path(folder) / ("iso-%d.sqlite" % megabytes)
            subprocess.run([binary, "--db", str(fresh), "init"], check=True, stdout=subprocess.DEVNULL)
            seconds, peak = run(binary, "--db", str(fresh), "import", "iso", "--format", "irbis", str(iso))
            print("ISO 2709, %d MB: %.0f MiB peak resident, %.1f s" % (iso.stat().st_size >> 20, peak / 1024, seconds))
            peaks["ISO 2709"].append((iso.stat().st_size >> 20, peak))
            sys.stdout.flush()
        for name, measured in peaks.items():
            if len(measured) < 2:
                continue
            smallest = measured[0][1]
            growth = max(((peak - smallest) * 1024 / 1e6 for _, peak in measured[1:]), key=abs)
            print("%s: %s MiB peak for %s MB: %+.0f MB from the smallest file's, %s (target: within ±%d MB)"
                  % (name, " → ".join("%.0f" % (peak / 1024) for _, peak in measured),
                     " → ".join(str(size) for size, _ in measured), growth,
                     "pass" if abs(growth) <= FLAT_TARGET_MB else "MISS", FLAT_TARGET_MB))


if __name__ == "__main__":
    main()
