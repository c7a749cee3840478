"""Shared fixtures for the Python tests: a real Kartoteka server, already built by `make test`
(`swift build --build-tests`), started on a free loopback port with a fresh database.

Every server has an administrator account, `admin`, created before it starts, with a known
password (for signing in through the pages) and an API token (for `Authorization: Bearer`).

Fixtures:
    kartoteka_server          session-wide server with the demo data; yields its base URL
                              (`http://127.0.0.1:PORT`). Use it for tests that mostly read.
    kartoteka_instance        the same server as a `KartotekaServer` (base_url, username,
                              password, token, auth_headers()).
    kartoteka_server_factory  starts servers of your own (fresh database each, or an existing one
                              with `database=`), stopped at the end of the test:
                              `server = kartoteka_server_factory(demo=True)` returns a started
                              `KartotekaServer`.
    web_server, web_server_clean, browser
                              for the browser suites (test_browser*.py): a demo or an empty
                              library per module, and one headless Chromium per module.
    lan_address               an IPv4 address of this machine other than loopback (as phones on the
                              library's network would open the server at), made on a dummy
                              interface for the session when the machine has none.
    postgres_cluster          a throwaway PostgreSQL cluster for the session
                              (postgres_cluster.PostgresCluster); `create_database()` gives the
                              URL of a new, empty database, which `database=` takes as well.
    private_postgres_cluster  a cluster of the test's own, to stop and start again.

The binary is `.build/debug/kartoteka` under the repository root, or `$KARTOTEKA_BINARY`.
"""

from __future__ import annotations

import os
import json
import re
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("KARTOTEKA_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("KARTOTEKA_CHROMEDRIVER", "/usr/bin/chromedriver")


def kartoteka_binary() -> Path:
    """The built `kartoteka` executable; fails the test with a hint when it is missing."""
    configured = os.environ.get("KARTOTEKA_BINARY")
    path = Path(configured) if configured else REPO_ROOT / ".build" / "debug" / "kartoteka"
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.fail(f"no kartoteka binary at {path}: build it first (`swift build` or `make test`)", pytrace=False)
    return path


class KartotekaServer:
    """One `kartoteka serve` process on 127.0.0.1 (or `host`, `0.0.0.0` for every network of the
    machine; `None` for what `listen` in the environment says; `base_url` is still the loopback
    address) with its own database in its own folder.

    The server is asked for port 0 and its bound port is read from the line it prints, so two
    servers never race for a port. Output goes to files (a busy server would fill a pipe).
    """

    def __init__(self, *, demo: bool = True, extra_args: tuple[str, ...] = (), database: Path | str | None = None,
                 password: str | None = None, environment: dict[str, str] | None = None, token: str = "",
                 host: str | None = "127.0.0.1") -> None:
        # A PostgreSQL URL names a database several servers may share; a path, a file of this server's.
        self.on_postgres = isinstance(database, str) and "://" in database
        self.owns_folder = database is None or self.on_postgres
        self.folder = Path(tempfile.mkdtemp(prefix="kartoteka-pytest-")) if self.owns_folder else Path(database).parent
        self.database = self.folder / "library.sqlite" if database is None else (database if self.on_postgres else Path(database))
        self.stdout_path = self.folder / ("stdout-%s.log" % secrets.token_hex(4))
        self.stderr_path = self.folder / ("stderr-%s.log" % secrets.token_hex(4))
        self.demo = demo
        self.host = host
        self.extra_args = extra_args
        # No test reaches the internet: book metadata providers are off unless a test points
        # them at a loopback stub.
        self.environment = {**os.environ, "KARTOTEKA_PROVIDERS": "none", **(environment or {})}
        self.process: subprocess.Popen[bytes] | None = None
        self.base_url = ""
        self.username = "admin"
        self.password = password or secrets.token_urlsafe(18)
        # Given (with the password) for a second server on a database whose administrator exists.
        self.token = token

    def auth_headers(self) -> dict[str, str]:
        """The header that signs API requests with the administrator's token."""
        return {"Authorization": f"Bearer {self.token}"}

    def request(self, path: str, data: bytes | None = None, method: str | None = None,
                headers: dict[str, str] | None = None) -> urllib.request.Request:
        """A request to this server signed with the administrator's API token."""
        return urllib.request.Request(self.base_url + path, data=data, method=method,
                                      headers={**(headers or {}), **self.auth_headers()})

    def _cli(self, *arguments: str, stdin: bytes | None = None) -> str:
        """Runs `kartoteka --db DATABASE --lang en ARGUMENTS` and returns its standard output."""
        run = subprocess.run([str(kartoteka_binary()), "--db", str(self.database), "--lang", "en", *arguments],
                             input=stdin, capture_output=True, timeout=120, cwd=self.folder)
        if run.returncode != 0:
            raise RuntimeError(f"kartoteka {' '.join(arguments)} failed ({run.returncode}): {run.stderr.decode(errors='replace')}")
        return run.stdout.decode()

    @property
    def url(self) -> str:
        """The base URL (the browser suites' name for it)."""
        return self.base_url

    def _create_administrator(self) -> None:
        accounts = json.loads(self._cli("user", "list", "--json") or "[]")
        if not any(account["username"] == self.username for account in accounts):
            self._cli("user", "add", self.username, "--role", "administrator", "--password-file", "-", stdin=self.password.encode())
        else:
            self._cli("user", "passwd", self.username, "--password-file", "-", stdin=self.password.encode())
        self.token = json.loads(self._cli("user", "token", "add", self.username, "--name", "pytest", "--json"))["token"]

    def start(self, timeout: float = 60.0) -> str:
        """Starts the server and waits until it answers; returns its base URL. A fresh database
        is made with `init` first (the CLI refuses to work on a file that does not exist, or on
        a PostgreSQL database without a library); the administrator is made unless a token was
        given."""
        if self.on_postgres or not self.database.exists():
            self._cli("init")
        if not self.token:
            self._create_administrator()
        arguments = [str(kartoteka_binary()), "--db", str(self.database), "serve"]
        if self.host is not None:  # else where the configuration or the environment says (`listen`)
            arguments += ["--host", self.host, "--port", "0"]
        if self.demo:
            arguments.append("--demo")
        arguments.extend(self.extra_args)
        with open(self.stdout_path, "wb") as stdout, open(self.stderr_path, "wb") as stderr:
            self.process = subprocess.Popen(arguments, stdout=stdout, stderr=stderr, stdin=subprocess.DEVNULL, cwd=self.folder,
                                            env=self.environment)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"kartoteka exited with {self.process.returncode}:\n{self.output()}")
            if not self.base_url:
                found = re.search(r"http://[^\s/]+:(\d+)", self.stdout_path.read_text(errors="replace"))
                if found:
                    self.base_url = f"http://127.0.0.1:{found.group(1)}"
            if self.base_url and self._answers():
                return self.base_url
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"kartoteka did not answer within {timeout} s:\n{self.output()}")

    def _answers(self) -> bool:
        try:
            with urllib.request.urlopen(self.base_url + "/api/v1/openapi.json", timeout=2) as response:
                return response.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def output(self) -> str:
        """What the server printed (its standard output, then the end of its request log)."""
        text = self.stdout_path.read_text(errors="replace") if self.stdout_path.exists() else ""
        log = self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""
        return text + "\n".join(log.splitlines()[-40:])

    def stop(self) -> None:
        """Stops the server by its pid (SIGTERM, then SIGKILL) and removes its folder."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)
        if self.owns_folder:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def kartoteka_instance():
    """A server with the demo data for the whole session, as a `KartotekaServer`."""
    server = KartotekaServer(demo=True)
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def kartoteka_server(kartoteka_instance):
    """The base URL of the session-wide demo server."""
    return kartoteka_instance.base_url


@pytest.fixture
def kartoteka_server_factory():
    """Starts servers with fresh databases (`factory(demo=True)` returns a started
    `KartotekaServer`); all are stopped when the test ends."""
    servers: list[KartotekaServer] = []

    def start(*, demo: bool = True, extra_args: tuple[str, ...] = (), database: Path | str | None = None,
              environment: dict[str, str] | None = None, password: str | None = None, token: str = "",
              host: str | None = "127.0.0.1") -> KartotekaServer:
        server = KartotekaServer(demo=demo, extra_args=extra_args, database=database, environment=environment, password=password,
                                 token=token, host=host)
        servers.append(server)
        server.start()
        return server

    yield start
    for server in servers:
        server.stop()


def _non_loopback_ipv4() -> str | None:
    """The first IPv4 address of a network interface that is not loopback (as getifaddrs lists them)."""
    import fcntl
    import socket
    import struct
    for _, name in socket.if_nameindex():
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                answer = fcntl.ioctl(probe.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))  # SIOCGIFADDR
            except OSError:
                continue  # no IPv4 address on this interface
        address = socket.inet_ntoa(answer[20:24])
        if not address.startswith("127."):
            return address
    return None


@pytest.fixture(scope="session")
def lan_address():
    """An address of this machine on a network other than loopback; when it has none, one on a
    dummy interface made for the session (root and iproute2 needed, else the test is skipped)."""
    found = _non_loopback_ipv4()
    if found:
        yield found
        return
    # One interface and address per pytest-xdist worker (gw0, gw1, …), so workers never meet.
    worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0")[2:] or 0)
    interface, address = f"kartoteka-t{worker}", f"198.18.0.{77 + worker}"
    if os.geteuid() != 0 or not shutil.which("ip"):
        pytest.skip("this machine has no network address besides loopback, and making a dummy interface needs root and iproute2")
    try:
        for command in (["link", "add", interface, "type", "dummy"], ["addr", "add", f"{address}/32", "dev", interface],
                        ["link", "set", interface, "up"]):
            subprocess.run(["ip", *command], check=True, capture_output=True)
    except subprocess.CalledProcessError as error:
        subprocess.run(["ip", "link", "del", interface], capture_output=True)
        pytest.skip(f"this machine has no network address besides loopback, and no dummy interface could be made: {error.stderr!r}")
    try:
        yield address
    finally:
        subprocess.run(["ip", "link", "del", interface], capture_output=True)


@pytest.fixture(scope="session")
def postgres_cluster():
    """A PostgreSQL cluster for the session; skipped where PostgreSQL is not installed."""
    yield from _postgres_cluster()


@pytest.fixture
def private_postgres_cluster():
    """A PostgreSQL cluster of the test's own, which it may stop and start again."""
    yield from _postgres_cluster()


def _postgres_cluster():
    from postgres_cluster import PostgresCluster, available
    if not available():
        pytest.skip("PostgreSQL is not installed (make test-deps)")
    cluster = PostgresCluster()
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


def _browser_server(demo: bool, environment: dict[str, str] | None = None):
    from kartoteka_ui import TEST_PASSWORD, TEST_USERNAME
    server = KartotekaServer(demo=demo, password=TEST_PASSWORD, extra_args=("--threads", "2"), environment=environment)
    server.username = TEST_USERNAME
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def web_server():
    """A server over a fresh demo library (titles, readers, open and overdue loans, locations);
    the browser signs in as `admin` with `kartoteka_ui.TEST_PASSWORD`."""
    yield from _browser_server(demo=True)


@pytest.fixture(scope="module")
def web_server_clean():
    """A server over a fresh, empty library."""
    yield from _browser_server(demo=False)


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for the whole module (starting one takes about a second)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    # Hidden scrollbars: the viewport is as wide as the window, as on a phone.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--hide-scrollbars"):
        options.add_argument(argument)
    # The console is kept, so a test can see what the Content-Security-Policy refused.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    # Any alert() a page runs is recorded instead of shown: injected markup must never run.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": "window.__alerts = []; window.alert = function (m) { window.__alerts.push(String(m)); };"
    })
    driver.implicitly_wait(0)
    try:
        yield driver
    finally:
        driver.quit()


def camera_phone(frame: Path):
    """A headless Chromium whose camera films `frame` (a JPEG, 1280 × 720 at most), as a phone held
    over a label or a book: the film is written beside the frame. The caller quits it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    film = frame.with_suffix(".mjpeg")
    film.write_bytes(frame.read_bytes() * 10)
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--use-fake-ui-for-media-stream",
                     "--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={film}"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


@pytest.fixture(scope="session")
def screenshot_dir() -> Path | None:
    """Where the browser suites save screenshots of the pages they check: the directory named by
    KARTOTEKA_SCREENSHOTS, else none are taken (pages that fail a layout check are always saved,
    under the temporary directory)."""
    named = os.environ.get("KARTOTEKA_SCREENSHOTS")
    if not named:
        return None
    directory = Path(named)
    directory.mkdir(parents=True, exist_ok=True)
    return directory


@pytest.fixture(scope="session")
def failure_screenshot_dir() -> Path:
    """Where screenshots of pages that fail a check go (outside the repository)."""
    directory = Path(tempfile.gettempdir()) / "kartoteka-failures"
    directory.mkdir(parents=True, exist_ok=True)
    return directory
