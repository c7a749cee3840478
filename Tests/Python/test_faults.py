"""Behaviour under faults and bad input, on a live server: races, kill -9, malformed requests,
and what an anonymous visitor can reach."""
import concurrent.futures
import http.client
import json
import os
import re
import resource
import signal
import socket
import sqlite3
import struct
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from kartoteka_cli import BINARY, run

DEMO_READER_WORDS = ["Иванов", "Петрова", "Сидоров", "Кузнецова", "Смирнов", "+7 900", "000101", "000102"]


def call(server, path, body=None, method=None, content_type="application/json", token=True, raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    headers = {"Content-Type": content_type} if data is not None else {}
    request = server.request(path, data=data, method=method, headers=headers) if token else \
        urllib.request.Request(server.base_url + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


@pytest.fixture
def demo(kartoteka_server_factory):
    server = kartoteka_server_factory(demo=True)
    return server, server.database


def test_two_hundred_concurrent_lends_of_one_copy_let_exactly_one_win(demo):
    server, _ = demo
    def lend(index):
        return call(server, "/api/v1/loans", {"inventoryNumber": "1002", "ticketNumber": "000111" if index % 2 else "000112"})
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(lend, range(200)))
    statuses = [status for status, _ in results]
    assert statuses.count(201) == 1
    assert statuses.count(409) == 199
    for status, body in results:
        if status == 409:
            error = json.loads(body)["error"]
            assert error["code"] == "copy_already_on_loan" and "уже выдан" in error["message"]
    assert call(server, "/locations")[0] == 200


def consistency(database):
    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        open_loans = {row[0] for row in connection.execute("SELECT copy_id FROM loans WHERE returned_at IS NULL")}
        on_loan = {row[0] for row in connection.execute("SELECT id FROM copies WHERE status = 'on_loan'")}
        assert open_loans == on_loan, "a copy's status and its loans disagree"
        # title_search's own rows need its tokenizer, which only Kartoteka has; FTS5 keeps one row per
        # title in its shadow table title_search_docsize.
        orphans = connection.execute("SELECT count(*) FROM titles t WHERE NOT EXISTS (SELECT 1 FROM title_search_docsize s WHERE s.id = t.id)").fetchone()[0]
        assert orphans == 0, "a title without its search entry"


def test_kill_during_a_burst_of_lends_loses_nothing_committed(demo, kartoteka_server_factory):
    server, database = demo
    copies = [str(number) for number in range(1001, 1064)]
    tickets = ["0001%02d" % number for number in range(1, 13)]
    acknowledged = []

    def work(index):
        inventory = copies[index % len(copies)]
        status, body = call(server, "/api/v1/loans", {"inventoryNumber": inventory, "ticketNumber": tickets[index % len(tickets)]})
        if status == 201:
            acknowledged.append(json.loads(body)["id"])
        else:
            call(server, "/api/v1/copies/%s/return" % inventory, method="POST", raw=b"")

    pool = concurrent.futures.ThreadPoolExecutor(max_workers=16)
    futures = [pool.submit(work, index) for index in range(3000)]
    time.sleep(1.0)
    os.kill(server.process.pid, signal.SIGKILL)
    server.process.wait()
    for future in futures:
        try:
            future.result(timeout=30)
        except Exception:
            pass
    pool.shutdown()
    assert acknowledged, "no lend finished before the kill"
    consistency(database)
    with sqlite3.connect(database) as connection:
        stored = {row[0] for row in connection.execute("SELECT id FROM loans")}
    assert set(acknowledged) <= stored, "an acknowledged loan was lost"
    restarted = kartoteka_server_factory(demo=False, database=database)
    assert call(restarted, "/api/v1/loans/overdue")[0] == 200


def test_kill_during_a_bulk_import_leaves_only_whole_batches(tmp_path):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    lines = []
    for number in range(1, 25001):
        lines += ["#920: PAZK", "#200: ^AКнига номер %d" % number, "#700: ^AАвтор^BА. А.", "#910: ^A0^BINV%d^DАБ" % number, "*****"]
    source = tmp_path / "big.txt"
    source.write_text("\r\n".join(lines) + "\r\n", encoding="cp1251")
    process = subprocess.Popen([str(BINARY), "--db", str(database), "import", "irbis", str(source)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stderr.readline().decode("utf-8", "replace")
        if "Обработано" in line or "Processed" in line:
            break
    time.sleep(0.3)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    consistency(database)
    with sqlite3.connect(database) as connection:
        titles = connection.execute("SELECT count(*) FROM titles").fetchone()[0]
        copies = connection.execute("SELECT count(*) FROM copies").fetchone()[0]
    assert titles == copies, "a title was stored without its copy"
    assert titles % 2000 == 0 and 0 < titles < 25000, "expected whole batches of 2,000, found %d" % titles
    again = run(database, "import", "irbis", str(source), "--json")
    outcome = json.loads(again.stdout)
    assert outcome["titlesAdded"] == 25000 - titles and outcome["titlesSkipped"] == titles


BAD_BODIES = [
    ("malformed", b'{"title": ', "application/json"),
    ("not an object", b'["title"]', "application/json"),
    ("invalid utf-8", b'{"title": "\xff\xfe"}', "application/json"),
    ("wrong type", b'{"title": 5}', "application/json"),
    ("unknown field", b'{"title": "A", "drop": "table"}', "application/json"),
    ("form instead of json", b"title=A", "application/x-www-form-urlencoded"),
    ("xml", b"<title>A</title>", "application/xml"),
    ("empty", b"", "application/json"),
]


@pytest.mark.parametrize("name,body,content_type", BAD_BODIES, ids=[case[0] for case in BAD_BODIES])
def test_bad_bodies_get_a_clear_4xx_and_the_server_lives(demo, name, body, content_type):
    server, _ = demo
    status, answer = call(server, "/api/v1/titles", method="POST", raw=body, content_type=content_type)
    assert 400 <= status < 500, (name, status)
    error = json.loads(answer)["error"]
    assert error["code"] and error["message"]
    assert call(server, "/locations")[0] == 200


def test_oversized_bodies_are_refused(demo):
    server, _ = demo
    status, answer = call(server, "/api/v1/titles", method="POST", raw=b"{" + b" " * (40 << 20) + b"}")
    assert status == 413
    assert call(server, "/locations")[0] == 200


@pytest.mark.parametrize("path", ["/static/../../../../etc/passwd", "/static/..%2f..%2fetc%2fpasswd", "/../../etc/passwd",
                                  "/api/v1/titles/..%2f..%2f1", "/books/%00", "/readers/%2e%2e", "/api/v1/copies/..%2fkartoteka.sqlite"])
def test_path_traversal_finds_nothing(demo, path):
    server, _ = demo
    status, body = call(server, path)
    assert status < 500
    assert b"root:" not in body and b"SQLite format" not in body
    assert call(server, "/locations")[0] == 200


INJECTIONS = ["'; DROP TABLE titles; --", "\" OR 1=1 --", "<script>alert(1)</script>", "\"><img src=x onerror=alert(2)>",
              "Robert'); DELETE FROM readers;--", "%00\u0000nul", "${jndi:ldap://x}", "{{7*7}}"]


def test_injection_strings_in_every_field_are_stored_as_text(demo):
    server, database = demo
    for index, text in enumerate(INJECTIONS):
        status, body = call(server, "/api/v1/titles", {
            "title": text, "subtitle": text, "authorSurname": text, "publisher": text, "city": text, "bbk": text,
            "udc": text, "authorSign": text, "annotation": text, "keywords": [text], "otherAuthors": [text],
            "copies": [{"inventoryNumber": "INJ-%d" % index, "storagePlace": text[:30], "barcode": "BC-%d" % index}]})
        assert status == 201, body
        status, body = call(server, "/api/v1/readers", {
            "ticketNumber": "INJ-%d" % index, "surname": text, "firstName": text, "patronymic": text, "phone": "+7 901 000-00-%02d" % index,
            "category": text, "city": text, "street": text, "house": text[:20], "workplace": text})
        assert status == 201, body
        search = call(server, "/api/v1/titles?q=" + urllib.parse.quote(text))
        assert search[0] == 200
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT count(*) FROM titles").fetchone()[0] >= 32 + len(INJECTIONS)
        assert connection.execute("SELECT count(*) FROM readers").fetchone()[0] >= 12 + len(INJECTIONS)
    listing = call(server, "/books?q=script")[1].decode("utf-8")
    assert "<script>alert(1)</script>" not in listing and "&lt;script&gt;alert(1)&lt;/script&gt;" in listing


def test_an_anonymous_crawl_finds_no_personal_data(demo):
    server, _ = demo
    seen, queue, pages = set(), ["/"], 0
    while queue and pages < 300:
        path = queue.pop()
        if path in seen:
            continue
        seen.add(path)
        status, body = call(server, path, token=False)
        pages += 1
        text = body.decode("utf-8", "replace")
        for word in DEMO_READER_WORDS:
            assert word not in text, "%s shows %s" % (path, word)
        for link in re.findall(r'href="(/[^"#]*)"', text):
            link = link.replace("&amp;", "&")
            if not link.startswith(("/static/", "/lang", "/login?")) and link not in seen:
                queue.append(link)
    spec = json.loads(call(server, "/api/v1/openapi.json", token=False)[1])
    for template in spec["paths"]:
        path = re.sub(r"\{[^}]+\}", "1001", template)
        for query in ["", "?q=%D0%B8", "?what=readers", "?country="]:
            status, body = call(server, path + query, token=False)
            text = body.decode("utf-8", "replace")
            for word in DEMO_READER_WORDS:
                assert word not in text, "%s%s shows %s (status %d)" % (path, query, word, status)
    assert pages > 5


SLOW_CLIENTS = 2000
# 20 addresses with 100 connections each: every one stays within the server's 128 per address, so
# the server holds all 2,000 rather than refusing most of them at the per-address limit.
SLOW_ADDRESSES = ["127.0.0.%d" % number for number in range(2, 22)]
SLOW_PER_ADDRESS = SLOW_CLIENTS // len(SLOW_ADDRESSES)


def timed_get(port, path):
    """Seconds a GET from 127.0.0.1 takes to answer, or None when it gets no answer within 2 s."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return time.monotonic() - started if response.status == 200 else None
    except OSError:
        return None
    finally:
        connection.close()


def closed_by_server(sock):
    try:
        return sock.recv(1024) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def slow_connections_held(pid, port):
    """How many connections from the slow clients' addresses the process `pid` holds open: its
    sockets that are the server's end of a connection to `port` from one of those addresses."""
    slow_hosts = set(SLOW_ADDRESSES)
    inodes = set()
    with open("/proc/net/tcp") as table:
        for line in table.readlines()[1:]:
            fields = line.split()
            local, remote, inode = fields[1], fields[2], fields[9]
            remote_host = socket.inet_ntoa(struct.pack("=I", int(remote.split(":")[0], 16)))
            if int(local.split(":")[1], 16) == port and remote_host in slow_hosts:
                inodes.add("socket:[%s]" % inode)
    held = 0
    for descriptor in os.listdir("/proc/%d/fd" % pid):
        try:
            held += os.readlink("/proc/%d/fd/%s" % (pid, descriptor)) in inodes
        except OSError:
            pass
    return held


def soft_open_files_limit(pid):
    """The soft limit on open files of the process `pid`."""
    with open("/proc/%d/limits" % pid) as limits:
        for line in limits:
            if line.startswith("Max open files"):
                soft = line.split()[3]
                return float("inf") if soft == "unlimited" else int(soft)
    raise AssertionError("no open-files limit for %d" % pid)


@pytest.mark.serial
def test_two_thousand_slow_connections_leave_the_server_answering(kartoteka_server_factory):
    """Slowloris: clients on 20 other addresses open 2,000 connections (100 each, within the
    limit of 128 per address) and drip their request headers one byte a second. The server,
    started under Debian's usual soft limit of 1,024 descriptors, raises its own limit, really
    holds all 2,000 (none refused), still answers a normal request in under a second, and closes
    every slow connection by the end of its header deadline (10 s)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 3 * SLOW_CLIENTS:
        pytest.skip("the descriptor hard limit (%d) is too low for this test" % hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
    try:
        server = kartoteka_server_factory(demo=False)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 3 * SLOW_CLIENTS), hard))
    pid = server.process.pid
    assert soft_open_files_limit(pid) >= SLOW_CLIENTS + 256, "the server did not raise its limit on open files"
    port = int(server.base_url.rsplit(":", 1)[1])
    slow = []
    try:
        for address in SLOW_ADDRESSES:
            for _ in range(SLOW_PER_ADDRESS):
                sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                sock.setblocking(False)
                sock.bind((address, 0))
                sock.connect_ex(("127.0.0.1", port))
                slow.append(sock)
        time.sleep(0.5)
        for sock in slow:
            try:
                sock.send(b"GET /locations HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            except OSError:
                pass
        latencies = []
        started = time.monotonic()
        next_drip = started
        held = 0
        while time.monotonic() - started < 11.5:
            if time.monotonic() >= next_drip:
                for sock in slow:
                    try:
                        sock.send(b"a")
                    except OSError:
                        pass
                next_drip += 1.0
            if held < SLOW_CLIENTS and time.monotonic() - started < 5:
                held = slow_connections_held(pid, port)
                if held >= SLOW_CLIENTS:
                    refused = [sock for sock in slow if closed_by_server(sock)]
                    assert not refused, "%d slow connections were refused or closed early" % len(refused)
            latencies.append(timed_get(port, "/locations"))
            time.sleep(0.2)
        assert held >= SLOW_CLIENTS, "the server held only %d of the %d slow connections" % (held, SLOW_CLIENTS)
        assert None not in latencies, "%d of %d requests got no answer" % (latencies.count(None), len(latencies))
        assert max(latencies) < 1.0, "the slowest answer took %.2f s" % max(latencies)
        still_open = [sock for sock in slow if not closed_by_server(sock)]
        assert not still_open, "%d slow connections outlived the header deadline" % len(still_open)
        log = server.stderr_path.read_text(errors="replace")
        assert "connection limit" not in log and "Connection socket is closed" not in log, \
            "refused and cut connections flood the log"
    finally:
        for sock in slow:
            sock.close()
    assert timed_get(port, "/locations") is not None


DRIP_ADDRESSES = ["127.0.0.%d" % number for number in range(30, 34)]
DRIP_PER_ADDRESS = 100


def open_uploads(port, path, announced):
    """Connections from DRIP_ADDRESSES that send a POST head announcing `announced` bytes and one byte of it."""
    socks = []
    for address in DRIP_ADDRESSES:
        for _ in range(DRIP_PER_ADDRESS):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((address, 0))
            sock.settimeout(2)
            sock.connect(("127.0.0.1", port))
            sock.sendall(("POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                          "Content-Length: %d\r\n\r\nu" % (path, announced)).encode())
            sock.setblocking(False)
            socks.append(sock)
    return socks


@pytest.mark.serial
def test_slow_uploads_are_refused_at_the_head_or_cut_by_the_minimum_rate(kartoteka_server_factory):
    """400 uploads announcing 1 MB to a route that needs an account get their 401 as soon as the
    head is in (the body is never waited for) and are closed; 400 more to the public sign-in form,
    dripping a byte a second, are cut by the minimum upload rate within seconds (after the 5 s
    grace, well before the 10 s body deadline of a caller nobody knows). Meanwhile the server
    answers a normal request in under a second."""
    server = kartoteka_server_factory(demo=False)
    port = int(server.base_url.rsplit(":", 1)[1])
    refused = open_uploads(port, "/api/v1/titles", 1 << 20)
    try:
        deadline = time.monotonic() + 3
        answers = {}
        while time.monotonic() < deadline and len(answers) < len(refused):
            for index, sock in enumerate(refused):
                if index in answers:
                    continue
                try:
                    data = sock.recv(4096)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                answers[index] = data
            time.sleep(0.05)
        statuses = [answers.get(index, b"")[:12] for index in range(len(refused))]
        assert statuses.count(b"HTTP/1.1 401") == len(refused), \
            "%d of %d uploads got their 401 at once" % (statuses.count(b"HTTP/1.1 401"), len(refused))
    finally:
        for sock in refused:
            sock.close()

    dripping = open_uploads(port, "/login", 1 << 20)
    try:
        started = time.monotonic()
        latencies = []
        next_drip = started + 1
        closed_at = {}
        while time.monotonic() - started < 9 and len(closed_at) < len(dripping):
            if time.monotonic() >= next_drip:
                for index, sock in enumerate(dripping):
                    if index not in closed_at:
                        try:
                            sock.send(b"a")
                        except OSError:
                            closed_at[index] = time.monotonic() - started
                next_drip += 1.0
            for index, sock in enumerate(dripping):
                if index not in closed_at and closed_by_server(sock):
                    closed_at[index] = time.monotonic() - started
            latencies.append(timed_get(port, "/locations"))
            time.sleep(0.2)
        assert len(closed_at) == len(dripping), "%d dripping uploads still open after 9 s" % (len(dripping) - len(closed_at))
        assert max(closed_at.values()) < 8.5, "the last dripping upload was cut after %.1f s" % max(closed_at.values())
        assert None not in latencies and max(latencies) < 1.0, "answers meanwhile: %s" % latencies
    finally:
        for sock in dripping:
            sock.close()


@pytest.mark.serial
def test_searches_of_a_silent_catalogue_keep_no_other_long_work_waiting(kartoteka_server_factory):
    """Ten copy-cataloguing searches of a catalogue that takes connections and never answers (its
    timeout 2 s) wait in copy cataloguing's own pool: statistics, also long work, answer at once
    meanwhile. The catalogue is on loopback, asked because the configuration allows it; without
    the allowance it is refused outright."""
    silent = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    silent.bind(("127.0.0.1", 0))
    silent.listen(64)
    silent_port = silent.getsockname()[1]
    try:
        refusing = kartoteka_server_factory(demo=False)
        target = {"name": "Silent", "host": "127.0.0.1", "port": silent_port, "database": "d", "format": "rusmarc",
                  "timeoutSeconds": 2}
        assert call(refusing, "/api/v1/copycat/targets", body=target)[0] == 201
        status, body = call(refusing, "/api/v1/copycat/search?title=x")
        assert status == 200 and json.loads(body)["targets"][0]["failure"]["code"] == "copycat_address_not_allowed", body

        server = kartoteka_server_factory(demo=True, environment={"KARTOTEKA_COPYCAT_LOCAL_TARGETS": "allow"})
        assert call(server, "/api/v1/copycat/targets", body=target)[0] == 201
        with concurrent.futures.ThreadPoolExecutor(max_workers=14) as pool:
            searches = [pool.submit(call, server, "/api/v1/copycat/search?title=x") for _ in range(10)]
            time.sleep(0.5)
            waits = []
            for _ in range(4):
                started = time.monotonic()
                status, _ = call(server, "/api/v1/stats?from=2024-01-01&to=2024-12-31")
                waits.append(time.monotonic() - started)
                assert status == 200
            finished = [search.result(timeout=30) for search in searches]
        assert max(waits) < 1.5, "statistics waited %s s behind the searches" % waits
        failures = [json.loads(body)["targets"][0]["failure"]["code"] for status, body in finished if status == 200]
        assert failures == ["copycat_timeout"] * 10, finished
    finally:
        silent.close()
