"""A library with a village branch, in a real headless browser: the administrator adds the
branch and its librarian on the pages; the librarian signs in at the branch, takes back a book
that belongs to the central library (it sets off home), and the central desk receives it.

The tests run in order and build on each other."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

VILLAGE_PASSWORD = "village-desk-password"


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    return Desk(browser, web_server.url)


@pytest.fixture(scope="module")
def lent_copy(web_server) -> dict:
    """A copy of the demo library lent (through the API) to a reader at the central library."""
    def get(path: str):
        with urllib.request.urlopen(web_server.request(path), timeout=30) as answer:
            return json.load(answer)

    titles = get("/api/v1/titles?availability=available&limit=1")["items"]
    card = get(f"/api/v1/titles/{titles[0]['id']}")
    copy = next(c for c in card["copies"] if "loan" not in c and c["status"] == "available")
    reader = get("/api/v1/readers?limit=1")["items"][0]
    body = json.dumps({"inventoryNumber": copy["inventoryNumber"], "ticketNumber": reader["ticketNumber"]}).encode()
    request = web_server.request("/api/v1/loans", data=body, method="POST", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 201
    return {"title": card["id"], "inventory": copy["inventoryNumber"]}


def test_the_administrator_adds_a_branch_and_its_librarian(desk):
    desk.open("/branches")
    form = desk.driver.find_element(By.ID, "new-branch")
    desk.fill({"code": "Ф 2", "name": "Сельский филиал", "address": "ул. Садовая, 2"}, form)
    desk.press("Добавить", form)
    assert "пробел" in desk.error_for("code") or "только буквы" in desk.error_for("code")
    assert desk.values(["name", "address"], desk.driver.find_element(By.ID, "new-branch")) == {
        "name": "Сельский филиал", "address": "ул. Садовая, 2"}
    form = desk.driver.find_element(By.ID, "new-branch")
    desk.fill({"code": "Ф2"}, form)
    desk.press("Добавить", form)
    assert desk.notice() == "Филиал сохранён."
    assert "Ф2 · Сельский филиал" in desk.main_text()

    desk.open("/accounts")
    form = desk.driver.find_element(By.ID, "new-account")
    desk.fill({"username": "village", "displayName": "Петрова", "role": "librarian", "branch": "Ф2",
               "password": VILLAGE_PASSWORD}, form)
    desk.press("Создать", form)
    assert desk.notice() == "Учётная запись сохранена."
    assert "· Ф2" in desk.row_with("village", "#account-list > li").text


def test_a_book_of_the_central_library_returned_at_the_branch_sets_off_home(desk, lent_copy):
    desk.sign_out()
    desk.sign_in("village", VILLAGE_PASSWORD, branch="Ф2")
    assert desk.driver.find_element(By.CSS_SELECTOR, ".desk-branch").text == "Ф2"
    desk.open(f"/books/{lent_copy['title']}")
    row = desk.row_with(lent_copy["inventory"], "ul.copies > li")
    desk.press("Вернуть", row)
    assert desk.notice().startswith("Книга возвращена. Это экземпляр другого филиала")
    row = desk.row_with(lent_copy["inventory"], "ul.copies > li")
    assert "в пути: Ф2 → 1" in row.text
    assert not row.find_elements(By.CSS_SELECTOR, "form[action$='/receive']"), "only the central desk receives it"

    desk.open("/transfers")
    journey = desk.row_with(lent_copy["inventory"], "#transfer-list > li")
    assert "Ф2 → 1" in journey.text
    assert "возврат домой" in journey.text


def test_the_branch_is_remembered_by_the_desk_and_the_central_desk_receives_the_book(desk, lent_copy):
    desk.sign_out()
    desk.driver.get(desk.base_url + "/login")
    chosen = desk.driver.find_element(By.CSS_SELECTOR, "select[name=branch] option:checked")
    assert chosen.get_attribute("value") == "Ф2", "the desk's browser remembers its branch"

    desk.sign_in(branch="")
    desk.open("/transfers")
    journey = desk.row_with(lent_copy["inventory"], "#transfer-list > li")
    desk.press("Принять", journey)
    assert desk.notice() == "Экземпляр принят."
    assert not [row for row in desk.rows("#transfer-list > li") if lent_copy["inventory"] in row.text]
    desk.open(f"/books/{lent_copy['title']}")
    row = desk.row_with(lent_copy["inventory"], "ul.copies > li")
    assert "в пути" not in row.text
    assert desk.button("Выдать", row)


def test_the_public_catalogue_filters_by_branch(desk, lent_copy):
    desk.open_anonymously("/catalogue?" + urllib.parse.urlencode({"branch": "Ф2"}))
    assert "Ничего не найдено." in desk.main_text(), "the village branch holds no copies yet"
    options = [o.text for o in desk.driver.find_elements(By.CSS_SELECTOR, "#branch-filter option")]
    assert options[0] == "Все филиалы" and "Сельский филиал" in options


def test_the_branch_librarian_shows_the_branch_among_the_library_locations(desk):
    desk.sign_in("village", VILLAGE_PASSWORD, branch="Ф2")
    desk.open("/branches")
    row = desk.driver.find_element(By.ID, "branch-Ф2")
    assert not row.find_elements(By.CSS_SELECTOR, "form[action$='/edit']"), "the branch itself is the administrator's"
    row.find_element(By.TAG_NAME, "summary").click()
    form = row.find_element(By.CSS_SELECTOR, "form.listing")
    desk.fill({"city": "Ивановка", "country": "Россия", "emoji": "🇷🇺", "hours": "10:00–18:00"}, form)
    desk.press("Показать в адресах библиотек", form)
    assert desk.notice() == "Филиал показан в адресах библиотек."
    assert "в адресах библиотек" in desk.driver.find_element(By.ID, "branch-Ф2").text

    desk.open_anonymously("/locations/search?" + urllib.parse.urlencode({"country": "Рос"}))
    found = desk.driver.find_element(By.ID, "location-results").text
    assert "ул. Садовая, 2" in found and "Ивановка, Россия" in found and "10:00–18:00" in found
