"""Written-off books in a real headless browser, on an empty library: a title whose every copy was
written off says «нет в фонде» in the public catalogue and offers no hold (nor a way to sign in
for one); its staff card says «списан» once, in the act's mark, and offers no hold form; a title
with a copy written off offers only the others in its hold form."""

from __future__ import annotations

import datetime
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

TODAY = datetime.date.today().isoformat()


def api(server, method: str, path: str, body: dict) -> dict:
    request = server.request(path, data=json.dumps(body).encode(), method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read() or b"{}")


@pytest.fixture(scope="module")
def library(browser, web_server_clean):
    server = web_server_clean
    gone = api(server, "POST", "/api/v1/titles", {"title": "Списанная повесть", "authorSurname": "Старов",
                                                  "copies": [{"inventoryNumber": "801"}]})["id"]
    some = api(server, "POST", "/api/v1/titles", {"title": "Наполовину списанный роман", "authorSurname": "Новиков",
                                                  "copies": [{"inventoryNumber": n} for n in ("803", "804", "805")]})["id"]
    api(server, "POST", "/api/v1/writeoffs", {"date": TODAY, "reason": "worn", "commission": [{"name": "Иванова И. И.", "role": "председатель"}],
                                              "copies": [{"inventoryNumber": "801"}, {"inventoryNumber": "805"}]})
    browser.delete_all_cookies()
    desk = Desk(browser, server.url)
    desk.sign_in()
    return {"desk": desk, "gone": gone, "some": some}


def test_the_public_catalogue_says_not_in_the_fund_and_offers_no_hold(library):
    desk = library["desk"]
    desk.open_anonymously("/catalogue?q=списанная")
    row = desk.driver.find_element(By.CSS_SELECTOR, "#catalogue-list li")
    assert row.find_element(By.CSS_SELECTOR, ".status").text == "нет в фонде"
    desk.open_anonymously(f"/catalogue/{library['gone']}")
    text = desk.main_text()
    assert desk.driver.find_element(By.ID, "not-in-fund").text == "нет в фонде"
    assert "выданы" not in text and "забронировать" not in text.lower()
    assert not desk.driver.find_elements(By.ID, "reserve")
    desk.open_anonymously(f"/catalogue/{library['some']}")
    assert [item.get_attribute("data-inventory") for item in desk.driver.find_elements(By.CSS_SELECTOR, "#catalogue-copies li")] == ["803", "804"]
    assert "забронировать" in desk.main_text().lower()


def test_the_staff_card_says_written_off_once_and_offers_only_copies_in_the_fund(library):
    desk = library["desk"]
    desk.sign_in()
    desk.open(f"/books/{library['gone']}")
    copy = desk.driver.find_element(By.CSS_SELECTOR, "li[data-inventory='801']").text
    assert copy.count("списан") == 1, copy
    assert not desk.driver.find_elements(By.ID, "place-hold")
    assert desk.driver.find_element(By.ID, "no-hold").text == "нет в фонде"
    desk.open(f"/books/{library['some']}")
    options = [option.get_attribute("value") for option in desk.driver.find_elements(By.CSS_SELECTOR, "#place-hold select[name=inventoryNumber] option")]
    assert options == ["", "803", "804"]
