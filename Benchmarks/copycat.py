"""The copy-cataloguing section of `make bench` (Benchmarks/run.py calls it; `--only copycat` runs it
alone): Kartoteka's server searching three local Z39.50/SRU targets at once, and 100 ISBN look-ups
in a row on one target through the connection the server keeps.

Then memory: a fourth target, a stub SRU server that answers every search with `LARGE_ANSWER`
records whatever was asked for (a catalogue that sends too much), is searched once; the server's
resident memory is read before, right after, and a few seconds after. The answer must be released:
memory back within `RELEASED_MB` of where it was.

The targets are the test suites' Zebra (Tests/Fixtures/copycat, started by
Tests/Python/zebra_server.py on a loopback port): its RUSMARC database (Z39.50, Windows-1251), its
MARC 21 database (Z39.50, UTF-8) and the same over SRU. The library is a fresh, empty database
with those three targets; every request goes through `GET /api/v1/copycat/search` of a running
`kartoteka serve`, as the pages and the command line use it.
"""
import http.server
import importlib.util
import json
import os
import statistics
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEARCHES = [("title", "времени"), ("author", "Толстой"), ("isbn", "978-5-17-079585-7"), ("any", "роман"),
            ("author", "orwell"), ("title", "Евгений Онегин"), ("isbn", "0451526538"), ("title", "мир")]
ISBNS = ["9785170795857", "0451526538", "9780452284234", "9785389074354", "9785041166502"]
ROUNDS = 200
LOOKUPS = 100
LARGE_ANSWER = 20_000
RELEASED_MB = 25


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


class LargeSRU:
    """A stub SRU server on a loopback port: every searchRetrieve gets the same answer of
    `records` MARCXML records (about 1 KB each), however many were asked for."""

    def __init__(self, records):
        record = ('<zs:record><zs:recordSchema>marcxml</zs:recordSchema><zs:recordPacking>xml</zs:recordPacking>'
                  '<zs:recordData><record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000nam a2200000 a 4500</leader>'
                  '<controlfield tag="001">{n}</controlfield>'
                  '<datafield tag="100" ind1="1" ind2=" "><subfield code="a">Автор{n}, Иван Петрович</subfield></datafield>'
                  '<datafield tag="245" ind1="1" ind2="0"><subfield code="a">Книга номер {n} о разном и о многом другом'
                  '</subfield><subfield code="c">сочинение в трёх частях с приложениями</subfield></datafield>'
                  '<datafield tag="260" ind1=" " ind2=" "><subfield code="a">Москва</subfield><subfield code="b">'
                  'Издательство</subfield><subfield code="c">2018</subfield></datafield>'
                  '<datafield tag="520" ind1=" " ind2=" "><subfield code="a">' + "Длинная аннотация. " * 20 +
                  '</subfield></datafield></record></zs:recordData><zs:recordPosition>{n}</zs:recordPosition></zs:record>')
        body = ('<?xml version="1.0" encoding="UTF-8"?><zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/zing/srw/">'
                f'<zs:version>1.1</zs:version><zs:numberOfRecords>{records}</zs:numberOfRecords><zs:records>'
                + "".join(record.format(n=n) for n in range(1, records + 1))
                + '</zs:records></zs:searchRetrieveResponse>').encode()
        self.bytes = len(body)

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/xml; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *_):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def large_answer(db, kartoteka, server_class, folder, token, progress):
    """The server's memory before, right after, and after a search of the stub's large answer."""
    stub = LargeSRU(LARGE_ANSWER)
    try:
        kartoteka(db, "copycat", "target", "add", "--name", "Large SRU", "--host", "127.0.0.1", "--port", str(stub.port),
                  "--database", "large", "--format", "marc21", "--protocol", "sru")
        server = server_class(db, folder, environment={"KARTOTEKA_COPYCAT_LOCAL_TARGETS": "allow"})
        try:
            server.wait_for_first_answer("/locations")
            before = server.memory()
            progress(f"copycat: one search answered with {LARGE_ANSWER:,} SRU records ({stub.bytes / 1e6:.0f} MB)…")
            started = time.monotonic()
            status, body = server.get("/api/v1/copycat/search?" + urllib.parse.urlencode(
                [("title", "книга"), ("target", "Large SRU")]), token)
            seconds = time.monotonic() - started
            after = server.memory()
            time.sleep(3)
            settled = server.memory()
        finally:
            server.stop()
    finally:
        stub.stop()
    progress(f"copycat:   resident {before['rssMiB']:.0f} → {after['rssMiB']:.0f} MiB, {settled['rssMiB']:.0f} MiB 3 s later "
             f"(peak {settled['peakRSSMiB']:.0f} MiB)")
    return {"records": LARGE_ANSWER, "bytes": stub.bytes, "status": status, "seconds": seconds, "answerBytes": len(body),
            "before": before, "after": after, "settled": settled}


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
        # The targets are on this machine, which a library's server refuses unless told.
        server = server_class(db, folder, environment={"KARTOTEKA_COPYCAT_LOCAL_TARGETS": "allow"})
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
    large = large_answer(db, kartoteka, server_class, folder, token, progress)
    ordered = sorted(samples)
    results["copycat"] = {
        "searches": len(samples), "p50": statistics.median(samples), "p95": ordered[int(0.95 * len(ordered)) - 1],
        "max": ordered[-1], "mean": statistics.mean(samples),
        "lookups": LOOKUPS, "lookupSeconds": total, "lookupMean": statistics.mean(lookups), "lookupMax": max(lookups),
        "newConnections": connections, "large": large,
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
    ] + _large_rows(found.get("large"), verdict)


def _large_rows(large, verdict):
    if not large:
        return []
    kept = large["settled"]["rssMiB"] - large["before"]["rssMiB"]
    return [(f"copy cataloguing: server memory after an SRU answer of {large['records']:,} records "
             f"({large['bytes'] / 1e6:.0f} MB), 3 s after the search",
             f"{large['before']['rssMiB']:.0f} → {large['settled']['rssMiB']:.0f} MiB (peak {large['settled']['peakRSSMiB']:.0f})",
             "—", "—", f"released: within {RELEASED_MB} MB of before", verdict(kept * 1.048576 <= RELEASED_MB))]


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
    ] + ([
        f"- A stub SRU server (`LargeSRU` in Benchmarks/copycat.py) answering {found['large']['records']:,} records "
        f"({found['large']['bytes'] / 1e6:.0f} MB of XML) to a search that asked for ten: the search took "
        f"{found['large']['seconds']:.2f} s (status {found['large']['status']}); the server's resident memory was "
        f"{found['large']['before']['rssMiB']:.0f} MiB before, {found['large']['after']['rssMiB']:.0f} MiB right after, "
        f"{found['large']['settled']['rssMiB']:.0f} MiB three seconds later.",
    ] if found.get("large") else []) + [
        "",
    ]
