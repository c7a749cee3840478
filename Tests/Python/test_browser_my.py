"""The self-service catalogue in a real headless browser over the demo library: the librarian
sets a reader's password on the reader card; the reader signs in at /my with the ticket and the
password, sees their own loan (and nobody else's), renews it, reserves another book from the
public catalogue's book page and finds the hold, with its place, on /my."""

from __future__ import annotations

import json
import os
import subprocess
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import kartoteka_binary
from kartoteka_ui import DESKTOP, Desk


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.resize(DESKTOP)
    return desk


def title_of(server, inventory: str) -> int:
    request = urllib.request.Request(f"{server.url}/api/v1/copies/{inventory}", headers=server.auth_headers())
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)["titleId"]


def test_a_reader_signs_in_renews_reserves_and_sees_only_their_own(desk, web_server):
    desk.open("/readers/000101")
    form = desk.driver.find_element(By.ID, "reader-access-form")
    desk.fill({"readerPassword": "reader-pass-1"}, form)
    desk.press("Сохранить", within=form)
    assert "пароль задан" in desk.driver.find_element(By.ID, "reader-access").text
    desk.sign_out()

    desk.driver.delete_all_cookies()
    desk.driver.get(web_server.url + "/my")
    assert desk.path().startswith("/my/login"), "a visitor is asked to sign in"
    form = desk.driver.find_element(By.ID, "my-login")
    desk.fill({"ticketNumber": "000101", "secret": "reader-pass-1"}, form)
    desk.press("Войти", within=form)
    assert desk.path() == "/my"
    loans = [row.get_attribute("data-inventory") for row in desk.driver.find_elements(By.CSS_SELECTOR, "#my-loans li")]
    assert loans == ["1001"], "only the reader's own loan"
    assert "1004" not in desk.main_text(), "another reader's loan is not shown"

    desk.press("Продлить", within=desk.driver.find_element(By.CSS_SELECTOR, "#my-loans li[data-inventory='1001']"))
    assert "продлена" in desk.notice()

    other_title = title_of(web_server, "1004")
    desk.driver.get(f"{web_server.url}/catalogue/{other_title}")
    assert desk.driver.find_elements(By.CSS_SELECTOR, "#book-qr svg"), "the book card's QR code"
    desk.press("Забронировать", within=desk.driver.find_element(By.ID, "reserve"))
    assert "забронирована" in desk.notice()
    assert desk.driver.find_element(By.ID, "my-hold").get_attribute("data-state") in ("queued", "waiting")

    desk.driver.get(web_server.url + "/my")
    holds = desk.driver.find_elements(By.CSS_SELECTOR, "#my-holds li")
    assert len(holds) == 1 and ("в очереди" in holds[0].text or "на полке" in holds[0].text)

    # The staff pages stay closed to a reader's session.
    desk.driver.get(web_server.url + "/readers/000102")
    assert desk.path().startswith("/login")


def test_a_password_set_on_the_command_line_lets_the_reader_sign_in_at_my(desk, web_server):
    """`kartoteka reader password --ticket T --password-file F`, on the database and through the
    server's API, is the password the reader signs in with at /my; `reader unlock` and `reader
    codes` answer how the reader may sign in."""
    password_file = web_server.folder / "reader-password.txt"
    password_file.write_text("from-the-shell-1\n", encoding="utf-8")
    shown = web_server._cli("reader", "password", "--ticket", "000103", "--password-file", str(password_file))
    assert "000103: password set" in shown
    assert "000103: password set" in web_server._cli("reader", "unlock", "--ticket", "000103")
    remote = subprocess.run([str(kartoteka_binary()), "--server", web_server.url, "--lang", "en", "reader", "password",
                             "--ticket", "000104", "--password-file", "-", "--json"],
                            input=b"through-the-api-2\n", capture_output=True, timeout=60,
                            env={**os.environ, "KARTOTEKA_TOKEN": web_server.token})
    assert remote.returncode == 0, remote.stderr.decode()
    assert json.loads(remote.stdout)["hasPassword"] is True

    for ticket, password in (("000103", "from-the-shell-1"), ("000104", "through-the-api-2")):
        desk.driver.delete_all_cookies()
        desk.driver.get(web_server.url + "/my/login")
        form = desk.driver.find_element(By.ID, "my-login")
        desk.fill({"ticketNumber": ticket, "secret": password}, form)
        desk.press("Войти", within=form)
        assert desk.path() == "/my", ticket
