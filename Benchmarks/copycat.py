"""The copy-cataloguing section of `make bench` (Benchmarks/run.py calls it; `--only copycat` runs it
alone): Kartoteka's server searching three local Z39.50/SRU targets at once, and 100 ISBN look-ups
in a row on one target through the connection the server keeps.

The targets are the test suites' Zebra (Tests/Fixtures/copycat, started by
Tests/Python/zebra_server.py on a loopback port): its RUSMARC database (Z39.50, Windows-1251), its
MARC 21 database (Z39.50, UTF-8) and the same over SRU. The library is a fresh, empty database
with those three targets; every request goes through `GET /api/v1/copycat/search` of a running
`kartoteka serve`, as the pages and the command line use it.
"""
import importlib.util
import json
import os
import statistics
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEARCHES = [("title", "времени"), ("author", "Толстой"), ("isbn", "978-5-17-079585-7"), ("any", "роман"),
            ("author", "orwell"), ("title", "Евгений Онегин"), ("isbn", "0451526538"), ("title", "мир")]
ISBNS = ["9785170795857", "0451526538", "9780452284234", "9785389074354", "9785041166502"]
ROUNDS = 200
LOOKUPS = 100


def _zebra_server():
    """Tests/Python/zebra_server.py's ZebraServer, loaded by path."""
    spec = importlib.util.spec_from_file_location("zebra_server", os.path.join(ROOT, "Tests/Python/zebra_server.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ZebraServer


def _search(server, token, kind, text, target=None):
    query = [(kind, text)] + ([("target", target)] if target else [])
    started = time.monotonic()
    status, body = server.get("/api/v1/copycat/search?" + urllib.parse.urlencode(query), token)
    elapsed = time.monotonic() - started
    if status != 200 or b'"failure"' in body:
        raise SystemExit(f"copycat search {kind}={text} answered {status}: {body[:300]!r}")
    return elapsed


def benchmark(work, results, kartoteka, server_class, progress):
    """Runs the section; `kartoteka(db, *arguments)` runs the CLI and `server_class(db, work)` starts
    `kartoteka serve` (both from run.py)."""
    folder = os.path.join(work, "copycat")
    os.makedirs(folder, exist_ok=True)
    db = os.path.join(folder, "library.sqlite")
    zebra = _zebra_server()().start()
    try:
        kartoteka(db, "init")
        port = str(zebra.port)
        for name, database, extra in (("Zebra RUSMARC", "rusmarc", ["--format", "rusmarc", "--charset", "windows-1251"]),
                                      ("Zebra MARC 21", "marc21", ["--format", "marc21"]),
                                      ("Zebra SRU", "marc21", ["--format", "marc21", "--protocol", "sru"])):
            kartoteka(db, "copycat", "target", "add", "--name", name, "--host", "127.0.0.1", "--port", port, "--database", database,
                      *extra)
        kartoteka(db, "user", "add", "bench", "--role", "librarian", "--password-file", "-", input="bench-password-123\n")
        token = json.loads(kartoteka(db, "--json", "user", "token", "add", "bench", "--name", "bench").stdout)["token"]
        server = server_class(db, folder)
        try:
            server.wait_for_first_answer("/locations")
            progress(f"copycat: {ROUNDS} searches on three targets")
            for kind, text in SEARCHES:
                _search(server, token, kind, text)
            samples = [_search(server, token, *SEARCHES[index % len(SEARCHES)]) for index in range(ROUNDS)]
            progress(f"copycat: {LOOKUPS} ISBN look-ups on one target")
            log = os.path.join(zebra.folder, "zebrasrv.log")
            # Zebra logs "Session - OK" once for each connection it accepts.
            connections_before = open(log, errors="replace").read().count("Session - OK")
            started = time.monotonic()
            lookups = [_search(server, token, "isbn", ISBNS[index % len(ISBNS)], "Zebra MARC 21") for index in range(LOOKUPS)]
            total = time.monotonic() - started
            connections = open(log, errors="replace").read().count("Session - OK") - connections_before
        finally:
            server.stop()
    finally:
        zebra.stop()
    ordered = sorted(samples)
    results["copycat"] = {
        "searches": len(samples), "p50": statistics.median(samples), "p95": ordered[int(0.95 * len(ordered)) - 1],
        "max": ordered[-1], "mean": statistics.mean(samples),
        "lookups": LOOKUPS, "lookupSeconds": total, "lookupMean": statistics.mean(lookups), "lookupMax": max(lookups),
        "newConnections": connections,
    }


def summary_rows(results, verdict):
    """The section's rows of the table of results against the targets."""
    found = results.get("copycat")
    if not found:
        return []
    return [
        ("copy cataloguing: search on 3 local Z39.50/SRU targets, p50 / p95",
         f"{found['p50'] * 1000:.0f} / {found['p95'] * 1000:.0f} ms", "—", "—", "p95 < 1 s", verdict(found["p95"] < 1.0)),
        (f"copy cataloguing: {found['lookups']} ISBN look-ups in a row, one kept connection",
         f"{found['lookupSeconds']:.2f} s ({found['lookupMean'] * 1000:.1f} ms each; {found['newConnections']} new connections)",
         "—", "—", "(reported)", "—"),
    ]


def report(results):
    """The section's part of docs/benchmarks.md, as lines."""
    found = results.get("copycat")
    if not found:
        return []
    return [
        "### Copy cataloguing (Z39.50, SRU)",
        "",
        "Three targets on a local Zebra (`Tests/Fixtures/copycat`): RUSMARC in Windows-1251 and MARC 21 in UTF-8 over Z39.50, "
        "and MARC 21 over SRU; every request is `GET /api/v1/copycat/search` of `kartoteka serve` over an empty library, "
        "which asks the three at once, each on its own thread, through the connections it keeps.",
        "",
        f"- {found['searches']} searches in a row (title, author, ISBN, any words, in turn) on all three: "
        f"p50 {found['p50'] * 1000:.1f} ms, p95 {found['p95'] * 1000:.1f} ms, max {found['max'] * 1000:.1f} ms, "
        f"mean {found['mean'] * 1000:.1f} ms.",
        f"- {found['lookups']} ISBN look-ups in a row on the MARC 21 target alone: {found['lookupSeconds']:.2f} s in all, "
        f"{found['lookupMean'] * 1000:.1f} ms each on average (max {found['lookupMax'] * 1000:.1f} ms); Zebra saw "
        f"{found['newConnections']} new Z39.50 connections during them (the server's kept connection served them all).",
        "",
    ]
