"""The state forms in a real headless browser: a copy classed on its form counts on its line of
ОО-2 §2.6, a copy read in the reading room is lent from the lend page and counted by 6-НК and the
daily register, and each form opens to print within its Content-Security-Policy.

The tests run in order and build on each other."""

from __future__ import annotations

import datetime
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

TODAY = datetime.date.today()


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server_clean.url)
    desk.sign_in()
    return desk


def call(server, path: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = server.request(path, data=data, method="POST" if body is not None else "GET", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def refused_by_policy(desk: Desk) -> list[str]:
    return [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def cells(desk: Desk, selector: str) -> list[str]:
    return [cell.text for cell in desk.driver.find_elements(By.CSS_SELECTOR, selector)]


def test_a_copy_classed_as_a_teaching_aid_counts_on_line_03(desk):
    desk.open("/books/new")
    desk.fill({"title": "Сборник задач", "bbk": "22.1", "inventoryNumber": "901"})
    desk.driver.find_element(By.CSS_SELECTOR, "select[name=fundClass] option[value=teachingAid]").click()
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена.")
    desk.open(f"/forms/oo2?year={TODAY.year}")
    assert cells(desk, "#oo2-table tr[data-line='03'] td")[1:] == ["03", "1", "0", "1"]
    assert cells(desk, "#oo2-table tr[data-line='01'] td")[1:] == ["01", "1", "0", "1"]
    desk.click_link("Для печати")
    assert "2.6. ФОРМИРОВАНИЕ И ИСПОЛЬЗОВАНИЕ БИБЛИОТЕЧНОГО (КНИЖНОГО) ФОНДА" in desk.driver.find_element(By.TAG_NAME, "body").text.upper()
    assert refused_by_policy(desk) == []


def test_a_copy_read_in_the_reading_room_counts_as_a_visit_and_a_loan(desk, web_server_clean):
    call(web_server_clean, "/api/v1/readers", {"ticketNumber": "000901", "surname": "Смирнова", "firstName": "Анна", "birth": "2015"})
    desk.open("/copies/901/lend")
    form = desk.driver.find_element(By.ID, "lend-by-ticket")
    desk.fill({"ticketNumber": "000901"}, form)
    form.find_element(By.NAME, "inLibrary").click()
    desk.press("Выдать", form)
    loan = call(web_server_clean, "/api/v1/copies/901")["loan"]
    assert loan["dueOn"] == TODAY.isoformat()
    desk.open(f"/forms/6nk?year={TODAY.year}")
    loans = cells(desk, "#nk-consolidated tr[data-indicator=loans] td")
    assert loans[1:] == ["1", "1", "0", "0", "1", "0"], loans
    desk.open("/forms/register")
    day = cells(desk, f"#register-table tr[data-day='{TODAY.isoformat()}'] td")
    assert day[1:] == ["1", "1", "0", "0", "1", "1", "0", "0", "1", "1"], day
    desk.click_link("Для печати")
    assert "ДНЕВНИК РАБОТЫ БИБЛИОТЕКИ" in desk.driver.find_element(By.TAG_NAME, "body").text.upper()
    assert refused_by_policy(desk) == []
