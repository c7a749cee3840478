"""Checking the fund against the lists in a real headless browser, on an empty library: five books
are catalogued (three on the Federal list, two near-misses), the Ministry's file is imported as
published (Windows-1251, loose quotes), a check is run with its commission, the candidates are
confirmed side by side, the act of the check prints with its numbers, a listed copy is refused at
the desk, the list for withdrawal shows the copies, and a second check asks nothing again.

The tests run in order and build on each other."""

from __future__ import annotations

import json
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk, api_json as api

MINISTRY_LIST = (
    "#;Материал;Дата включения\r\n"
    "1;\"Книга Петрова А.С. «Тайная дорога» (решение суда)\";10.03.2010\r\n"
    "2;Информационный материал \"Слово о правде\" (решение суда);11.03.2010\r\n"
    "3;\"Брошюра И. И. Сидорова \"Путь воина\" — решение суда\";20.01.2013\r\n"
    "4;\"Книга «Тёмные воды» автора Кузнецовой (решение суда\r\nот 14.02.2014)\";01.03.2014\r\n"
)

BOOKS = [("Слово о правде", "", "101"), ("Темные воды", "Кузнецова", "102"), ("Путь воина", "Сидоров", "103"),
         ("Путь воина", "Антонов", "104"), ("Тайная дорога домой", "Петров", "105")]


def upload_list(desk, text):
    """Imports a version of the Federal list through the lists page's form, as the Ministry's file (Windows-1251)."""
    with tempfile.NamedTemporaryFile(suffix=".csv", delete=False) as file:
        file.write(text.encode("cp1251"))
    desk.open("/lists")
    form = desk.driver.find_element(By.ID, "list-import-form")
    form.find_element(By.NAME, "file").send_keys(file.name)
    desk.press("Загрузить", form)
    Path(file.name).unlink()


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    return Desk(browser, web_server_clean.url)


def test_the_list_is_imported_and_the_check_finds_the_three(desk, web_server_clean):
    for title, author, inventory in BOOKS:
        api(web_server_clean, "POST", "/api/v1/titles", {"title": title, "authorSurname": author, "year": 2020,
                                                         "copies": [{"inventoryNumber": inventory}]})
    api(web_server_clean, "POST", "/api/v1/readers", {"ticketNumber": "000123", "surname": "Иванов", "firstName": "Иван"})
    upload_list(desk, MINISTRY_LIST)
    assert "Федеральный список экстремистских материалов" in desk.driver.find_element(By.ID, "list-versions").text
    form = desk.driver.find_element(By.ID, "check-form")
    desk.fill({"commission": "Иванова И. И.: председатель\nСидорова С. С.: член комиссии"}, form)
    desk.press("Сверить", form)
    body = desk.driver.find_element(By.ID, "check-act-body").text
    assert "Проверено изданий: 5. Выявлено совпадений: 3." in body
    assert "с № 1 по № 4" in body


def test_the_candidates_are_confirmed_and_the_copy_is_refused_at_the_desk(desk, web_server_clean):
    desk.open("/lists")
    table = desk.driver.find_element(By.ID, "candidates").text
    assert "Слово о правде" in table and "Темные воды" in table and "Сидоров" in table
    assert "Антонов" not in table and "Тайная дорога домой" not in table
    for _ in range(3):
        desk.press("Это оно", desk.driver.find_element(By.ID, "candidates"))
    assert desk.driver.find_elements(By.ID, "no-candidates")
    request = urllib.request.Request(web_server_clean.url + "/api/v1/loans", method="POST",
                                     data=json.dumps({"inventoryNumber": "103", "ticketNumber": "000123"}).encode(),
                                     headers={**web_server_clean.auth_headers(), "Content-Type": "application/json",
                                              "Accept-Language": "ru"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request)
    assert refused.value.code == 409
    answer = json.dumps(json.loads(refused.value.read()), ensure_ascii=False)
    assert "copy_on_banned_list" in answer and "экстремистских материалов" in answer
    desk.open("/lists/withdrawal")
    listed = desk.driver.find_element(By.ID, "withdrawal-list").text
    assert "101" in listed and "102" in listed and "103" in listed and "104" not in listed


def test_a_second_check_asks_nothing_again_and_the_journal_prints(desk):
    desk.open("/lists")
    desk.press("Сверить", desk.driver.find_element(By.ID, "check-form"))
    assert "Выявлено совпадений: 3." in desk.driver.find_element(By.ID, "check-act-body").text
    desk.open("/lists")
    assert desk.driver.find_elements(By.ID, "no-candidates")
    desk.open("/lists/journal/print")
    journal = desk.driver.find_element(By.ID, "check-journal").text
    assert "с № 1 по № 4" in journal and "Иванова И. И.: председатель" in journal


def test_an_entry_struck_out_of_the_list_is_lent_again_and_said_so(desk, web_server_clean):
    struck = MINISTRY_LIST.replace("3;\"Брошюра И. И. Сидорова \"Путь воина\" — решение суда\";20.01.2013",
                                   "3;Исключён (решение Верховного Суда);20.01.2013")
    upload_list(desk, struck)
    desk.open("/lists/withdrawal")
    listed = desk.driver.find_element(By.ID, "withdrawal-list").text
    assert "103" not in listed
    said = desk.driver.find_element(By.ID, "struck-matches").text
    assert "№ 3: Брошюра И. И. Сидорова" in said and "Путь воина" in said and "103" in said
    assert "больше не изымаются" in desk.main_text()
    matches = api(web_server_clean, "GET", "/api/v1/lists/matches?state=confirmed")
    assert [match["entryNumber"] for match in matches if match["struck"]] == [3]
    api(web_server_clean, "POST", "/api/v1/loans", {"inventoryNumber": "103", "ticketNumber": "000123"})
