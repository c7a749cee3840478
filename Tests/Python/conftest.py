"""Shared fixtures for the Python test suites.

Browser suites (test_browser*.py) use `web_server` (a demo library), `web_server_clean` (an empty
one) and `browser` (one headless Chromium per module). Each server is the built debug binary on a
free loopback port with a fresh database in a temporary directory; it is stopped by its pid.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
KARTOTEKA_BINARY = Path(os.environ.get("KARTOTEKA_BINARY", REPOSITORY / ".build" / "debug" / "kartoteka"))
CHROMIUM = os.environ.get("KARTOTEKA_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("KARTOTEKA_CHROMEDRIVER", "/usr/bin/chromedriver")


@dataclass
class RunningServer:
    """A kartoteka server started for a test module."""

    url: str
    process: subprocess.Popen
    database: Path
    output: list[str]


def _start_kartoteka(directory: Path, demo: bool) -> RunningServer:
    if not KARTOTEKA_BINARY.exists():
        pytest.fail(f"{KARTOTEKA_BINARY} is missing: run `swift build` first (make test does)")
    database = directory / "kartoteka.sqlite"
    from kartoteka_ui import TEST_PASSWORD, TEST_USERNAME
    subprocess.run([str(KARTOTEKA_BINARY), "--db", str(database), "user", "add", TEST_USERNAME, "--role", "administrator",
                    "--password-file", "-"], input=TEST_PASSWORD, text=True, check=True, capture_output=True)
    command = [str(KARTOTEKA_BINARY), "--db", str(database), "--lang", "en", "serve", "--port", "0", "--threads", "2"]
    if demo:
        command.append("--demo")
    # One line per request goes to stderr: kept beside the database while the module runs.
    with open(directory / "requests.log", "w") as log:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
    output: list[str] = []
    found: dict[str, str] = {}
    ready = threading.Event()

    def read_output() -> None:
        # Keeps draining stdout so the server never blocks on a full pipe.
        for line in process.stdout:
            output.append(line)
            match = re.search(r"http://([0-9.]+):(\d+)", line)
            if match and "url" not in found:
                found["url"] = f"http://{match.group(1)}:{match.group(2)}"
                ready.set()
        ready.set()

    threading.Thread(target=read_output, daemon=True).start()
    if not ready.wait(30) or "url" not in found:
        _stop(process)
        pytest.fail("kartoteka serve did not start: " + "".join(output))
    url = found["url"]
    deadline = time.monotonic() + 15
    while True:
        try:
            with urllib.request.urlopen(url + "/", timeout=2) as response:
                if response.status == 200:
                    break
        except OSError:
            if time.monotonic() > deadline:
                _stop(process)
                pytest.fail(f"kartoteka at {url} does not answer")
            time.sleep(0.1)
    return RunningServer(url=url, process=process, database=database, output=output)


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.kill(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()


def _server(demo: bool):
    directory = Path(tempfile.mkdtemp(prefix="kartoteka-ui-"))
    server = None
    try:
        server = _start_kartoteka(directory, demo=demo)
        yield server
    finally:
        if server:
            _stop(server.process)
        shutil.rmtree(directory, ignore_errors=True)


@pytest.fixture(scope="module")
def web_server():
    """A server over a fresh demo library (titles, readers, open and overdue loans, locations)."""
    yield from _server(demo=True)


@pytest.fixture(scope="module")
def web_server_clean():
    """A server over a fresh, empty library."""
    yield from _server(demo=False)


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
