"""The rest of a school librarian's year in a real headless browser, on an empty library: a
surname in the genitive finds its books at once; a second copy of a title the reader holds is
lent only when the desk says so, and a lend made by mistake is undone; the textbook card keeps
its Federal-list tick after a form error and offers the textbook from a list; a promotion made
by mistake is undone on its page."""

from __future__ import annotations

import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import Desk


def api(server, method: str, path: str, body: dict | None = None) -> dict:
    request = server.request(path, data=json.dumps(body).encode() if body is not None else None, method=method,
                             headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read() or b"{}")


@pytest.fixture(scope="module")
def library(browser, web_server_clean):
    server = web_server_clean
    chekhov = api(server, "POST", "/api/v1/titles", {"title": "Каштанка", "authorSurname": "Чехов", "authorInitials": "А. П.",
                                                     "copies": [{"inventoryNumber": "901"}, {"inventoryNumber": "902"}]})["id"]
    api(server, "POST", "/api/v1/titles", {"title": "Муму", "authorSurname": "Тургенев", "authorInitials": "И. С.",
                                           "copies": [{"inventoryNumber": "903"}]})
    textbook = api(server, "POST", "/api/v1/titles", {"title": "Русский язык. 5 класс", "authorSurname": "Ладыженская",
                                                      "documentKind": "textbook"})["id"]
    api(server, "POST", "/api/v1/readers", {"ticketNumber": "000901", "surname": "Белова", "firstName": "Анна", "schoolClass": "5А"})
    browser.delete_all_cookies()
    desk = Desk(browser, server.url)
    desk.sign_in()
    return {"desk": desk, "chekhov": chekhov, "textbook": textbook}


@pytest.mark.parametrize("path", ["/books", "/catalogue"])
def test_a_surname_in_the_genitive_finds_its_books_at_once(library, path):
    desk = library["desk"]
    for words, title in (("чехова", "Каштанка"), ("тургенева", "Муму")):
        desk.open(f"{path}?q={words}")
        text = desk.main_text()
        assert title in text, words
        assert "ничего не найдено" not in text.lower(), words


def scan(desk: Desk, code: str) -> None:
    desk.driver.switch_to.active_element.send_keys(code, Keys.ENTER)
    desk.wait_until(lambda: desk.driver.execute_script("return document.body.getAttribute('data-desk-idle')") == "yes",
                    timeout=15, message="the desk did not finish its scans")


def test_a_second_copy_waits_for_the_desk_and_a_mistaken_lend_is_undone(library):
    desk = library["desk"]
    desk.open("/desk?ticket=000901")
    scan(desk, "901")
    assert desk.driver.find_element(By.ID, "desk-message").get_attribute("data-outcome") == "lent"
    scan(desk, "902")
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "refused" and "уже есть экземпляр 901" in message.text
    desk.press("Выдать второй экземпляр")
    assert desk.driver.find_element(By.ID, "desk-message").get_attribute("data-outcome") == "lent"
    desk.press("Отменить (ошибка)")
    assert "Выдача 902 отменена" in desk.driver.find_element(By.ID, "desk-message").text
    loans = [item.get_attribute("data-inventory") for item in desk.driver.find_elements(By.CSS_SELECTOR, "#desk-loans li[data-inventory]")]
    assert loans == ["901"]


def test_the_textbook_card_keeps_the_tick_and_offers_the_textbook_from_a_list(library):
    desk = library["desk"]
    desk.open("/textbooks")
    form = desk.driver.find_element(By.ID, "textbook-card-form")
    options = [option.get_attribute("value") for option in desk.driver.find_elements(By.CSS_SELECTOR, "#textbook-titles option")]
    assert options == [str(library["textbook"])]
    desk.fill({"titleId": str(library["textbook"]), "cardNumber": "5", "grades": "12-13"}, form)
    form.find_element(By.NAME, "federalList").click()
    desk.press("Завести карточку учебника", form)
    form = desk.driver.find_element(By.ID, "textbook-card-form")
    assert desk.error_for("grades")
    assert form.find_element(By.NAME, "federalList").is_selected()


def test_a_promotion_made_by_mistake_is_undone_on_its_page(library):
    desk = library["desk"]
    desk.open("/classes/promotion")
    desk.press("Перевести классы", confirm=True)
    desk.press("Отменить последний перевод", confirm=True)
    assert "отменён" in desk.driver.find_element(By.ID, "promotion-message").text
    desk.open("/readers/000901")
    assert "5А" in desk.main_text()
