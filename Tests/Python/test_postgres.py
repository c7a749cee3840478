"""Kartoteka on PostgreSQL with real `kartoteka serve` processes: a database server that goes
away and comes back (503 meanwhile, no restart needed, no half-done lend), and two servers on
one database (kept answers, sessions, tokens and lending agree across them)."""
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

from conftest import kartoteka_binary
from kartoteka_cli import run
from postgres_cluster import binary as postgres_cluster_binary

HEROES = "/catalog?q=" + urllib.parse.quote("Герой")
DEMO_ON_LOAN = {"1001", "1004", "1007", "1010", "1013", "1016", "1025", "1028"}


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments, **keywords):
        return None


_OPENER = urllib.request.build_opener(_NoRedirects)


def request(base, path, *, body=None, form=None, method=None, token=None, cookie=None, language=None):
    """Sends a request without following redirects; returns (status, body, headers)."""
    headers = {}
    data = None
    if body is not None:
        data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
    elif form is not None:
        data, headers["Content-Type"] = urllib.parse.urlencode(form).encode(), "application/x-www-form-urlencoded"
    if token:
        headers["Authorization"] = "Bearer " + token
    cookies = [cookie] if cookie else []
    if language:
        headers["Accept-Language"] = language
        cookies.append("lang=" + language)
    if cookies:
        headers["Cookie"] = "; ".join(cookies)
    try:
        with _OPENER.open(urllib.request.Request(base + path, data=data, method=method, headers=headers), timeout=30) as response:
            return response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.read(), error.headers


def error_of(body):
    return json.loads(body)["error"]


def eventually(seconds, condition):
    """Whether `condition()` holds within `seconds`, asked every 20 ms."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def sign_in(base, username, password):
    """Signs in through the sign-in form; returns the session cookie (`name=value`)."""
    status, page, headers = request(base, "/login")
    assert status == 200
    form_cookie = headers["Set-Cookie"].split(";")[0]
    csrf = re.search(r'name="csrf" value="([^"]+)"', page.decode()).group(1)
    status, _, headers = request(base, "/login", form={"username": username, "password": password, "csrf": csrf, "next": "/"},
                                 cookie=form_cookie)
    assert status == 303, status
    return next(value.split(";")[0] for name, value in headers.items() if name == "Set-Cookie" and value.startswith("kartoteka_session="))


def test_while_postgresql_is_away_the_server_answers_503_and_serves_again_by_itself(private_postgres_cluster, kartoteka_server_factory):
    cluster = private_postgres_cluster
    url = cluster.create_database()
    server = kartoteka_server_factory(demo=True, database=url)
    base, token = server.base_url, server.token
    assert request(base, HEROES)[0] == 200

    cluster.stop()
    status, body, _ = request(base, HEROES)
    assert status == 503 and error_of(body)["code"] == "database_unavailable"
    assert error_of(body)["message"].startswith("База данных сейчас недоступна")
    status, body, _ = request(base, "/api/v1/titles", token=token, language="en")
    assert status == 503 and error_of(body)["message"].startswith("The database cannot be reached right now")
    status, page, _ = request(base, "/catalogue", language="en")
    assert status == 503 and "The database cannot be reached right now" in page.decode()
    status, body, _ = request(base, "/api/v1/loans", body={"inventoryNumber": "1002", "ticketNumber": "000111"}, token=token)
    assert status == 503

    cluster.start()
    assert eventually(10, lambda: request(base, HEROES)[0] == 200), server.output()
    status, body, _ = request(base, "/api/v1/copies/1002", token=token)
    assert status == 200 and json.loads(body)["status"] == "available", "the lend refused while the database was away left a trace"
    assert request(base, "/api/v1/loans", body={"inventoryNumber": "1002", "ticketNumber": "000111"}, token=token)[0] == 201
    assert "kartoteka" in url and "Traceback" not in server.output()


def test_lends_cut_off_by_the_database_stopping_are_recorded_whole_or_not_at_all(private_postgres_cluster, kartoteka_server_factory):
    cluster = private_postgres_cluster
    url = cluster.create_database()
    server = kartoteka_server_factory(demo=True, database=url)
    copies = [str(number) for number in range(1002, 1064) if str(number) not in DEMO_ON_LOAN]
    tickets = ["0001%02d" % number for number in range(1, 13)]

    def lend(index):
        inventory = copies[index % len(copies)]
        status, _, _ = request(server.base_url, "/api/v1/loans", body={"inventoryNumber": inventory, "ticketNumber": tickets[index % 12]},
                               token=server.token)
        return inventory, status

    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        started = [pool.submit(lend, index) for index in range(len(copies))]
        time.sleep(0.05)
        cluster.stop()
        outcomes = [future.result() for future in started]
    cluster.start()
    assert {status for _, status in outcomes} <= {201, 503, 409}
    lent = {inventory for inventory, status in outcomes if status == 201}
    open_loans = {row[0] for row in cluster.query(url, "SELECT inventory_number FROM loans WHERE returned_at IS NULL")}
    on_loan = {row[0] for row in cluster.query(url, "SELECT inventory_number FROM copies WHERE status = 'on_loan'")}
    assert open_loans == on_loan, "a copy's status and its loans disagree"
    assert lent <= open_loans, "a lend answered 201 is missing"
    assert cluster.query(url, "SELECT count(*) FROM (SELECT copy_id FROM loans WHERE returned_at IS NULL GROUP BY copy_id HAVING count(*) > 1) x") == [["0"]]


def test_a_server_started_before_postgresql_waits_for_it(private_postgres_cluster, tmp_path):
    cluster = private_postgres_cluster
    url = cluster.create_database()
    cluster.stop()
    stdout = tmp_path / "stdout.log"
    with open(stdout, "wb") as output:
        process = subprocess.Popen([str(kartoteka_binary()), "--db", url, "--lang", "en", "serve", "--create", "--host", "127.0.0.1",
                                    "--port", "0"], stdout=output, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, cwd=tmp_path)
    try:
        assert eventually(30, lambda: re.search(r"http://127\.0\.0\.1:\d+", stdout.read_text())), stdout.read_text()
        text = stdout.read_text()
        assert "does not answer yet" in text
        base = re.search(r"http://127\.0\.0\.1:\d+", text).group(0)
        status, body, _ = request(base, "/locations")
        assert status == 503 and error_of(body)["code"] == "database_unavailable"
        cluster.start()
        assert eventually(10, lambda: request(base, "/locations")[:2] == (200, b"[]"))
        assert run(url, "location", "list").returncode == 0
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=15)


def test_two_servers_on_one_database_agree(postgres_cluster, kartoteka_server_factory):
    url = postgres_cluster.create_database()
    first = kartoteka_server_factory(demo=True, database=url)
    second = kartoteka_server_factory(demo=False, database=url, password=first.password, token=first.token)
    a, b = first.base_url, second.base_url

    # What the second keeps is dropped within a second of a change through the first.
    primer = "/catalog?q=" + urllib.parse.quote("Снегирёк")
    assert json.loads(request(b, primer)[1]) == [] and json.loads(request(b, primer)[1]) == []
    assert json.loads(request(b, "/api/v1/titles?q=" + urllib.parse.quote("Снегирёк"), token=first.token)[1])["items"] == []
    locations = len(json.loads(request(b, "/locations")[1]))
    status, body, _ = request(a, "/api/v1/titles", token=first.token, body={
        "title": "Снегирёк", "authorSurname": "Жукова", "copies": [{"inventoryNumber": "AZ-1"}]})
    assert status == 201, body
    status, body, _ = request(a, "/api/v1/locations", token=first.token, body={"streetAddress": "Лесная, 5", "city": "Тверь", "country": "Россия"})
    assert status == 201, body
    changed = time.monotonic()
    assert eventually(1, lambda: len(json.loads(request(b, primer)[1])) == 1)
    assert eventually(1, lambda: len(json.loads(request(b, "/locations")[1])) == locations + 1)
    assert eventually(1, lambda: len(json.loads(request(b, "/api/v1/titles?q=" + urllib.parse.quote("Снегирёк"), token=first.token)[1])["items"]) == 1)
    assert time.monotonic() - changed < 3

    # A session signed in on one works on the other, and ends on both.
    session = sign_in(a, first.username, first.password)
    status, page, _ = request(b, "/readers", cookie=session)
    assert status == 200 and "000101" in page.decode()
    csrf = re.search(r'name="csrf" value="([^"]+)"', request(a, "/readers", cookie=session)[1].decode()).group(1)
    assert request(a, "/logout", form={"csrf": csrf}, cookie=session)[0] == 303
    status, _, headers = request(b, "/readers", cookie=session)
    assert status == 303 and headers["Location"].startswith("/login")

    # An API token works on both; revoked, on neither.
    made = json.loads(run(url, "user", "token", "add", first.username, "--name", "second desk", "--json").stdout)
    for base in (a, b):
        assert request(base, "/api/v1/readers", token=made["token"])[0] == 200
    run(url, "user", "token", "revoke", made["id"])
    for base in (a, b):
        # A server trusts a token it checked until it hears of a change: within a second.
        assert eventually(1, lambda: request(base, "/api/v1/readers", token=made["token"])[0] == 401)

    # Many lends of one copy spread over both servers: exactly one loan.
    def lend(index):
        return request((a, b)[index % 2], "/api/v1/loans", token=first.token,
                       body={"inventoryNumber": "1002", "ticketNumber": "000111" if index % 4 < 2 else "000112"})[0]

    with concurrent.futures.ThreadPoolExecutor(max_workers=40) as pool:
        statuses = list(pool.map(lend, range(200)))
    assert statuses.count(201) == 1 and statuses.count(409) == 199, sorted(set(statuses))
    assert postgres_cluster.query(url, "SELECT count(*) FROM loans WHERE inventory_number = '1002' AND returned_at IS NULL") == [["1"]]


def _children_named(pid, name):
    """The processes whose parent is `pid` and whose command is `name`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open("/proc/%s/comm" % entry) as comm:
                command = comm.read().strip()
        except OSError:
            continue
        if int(fields[1]) == pid and command == name:
            found.append(int(entry))
    return found


def _alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_backup_killed_leaves_no_pg_dump_running(postgres_cluster, tmp_path):
    """`kartoteka backup` on PostgreSQL killed with SIGKILL while `pg_dump` waits (another session
    holds a lock on a table): the `pg_dump` it started ends with it, instead of running on."""
    url = postgres_cluster.create_database()
    run(url, "init")
    holder = subprocess.Popen([postgres_cluster_binary("psql"), "-X", "-q", "--dbname=" + url, "-c",
                               "BEGIN; LOCK TABLE sign_in_failures IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(20); COMMIT;"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    backup = None
    try:
        time.sleep(0.5)
        backup = subprocess.Popen([str(kartoteka_binary()), "--db", url, "backup", str(tmp_path / "cut.dump")],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        assert eventually(10, lambda: _children_named(backup.pid, "pg_dump")), "no pg_dump started"
        dumps = _children_named(backup.pid, "pg_dump")
        backup.send_signal(signal.SIGKILL)
        backup.wait(timeout=10)
        assert eventually(3, lambda: not any(_alive(pid) for pid in dumps)), "pg_dump ran on after its parent was killed"
    finally:
        holder.kill()
        holder.wait(timeout=10)
        if backup is not None and backup.poll() is None:
            backup.kill()
