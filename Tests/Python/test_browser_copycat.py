"""Copy cataloguing in a real headless browser, against a Zebra on loopback: the administrator
adds the catalogue on its page (and a known public one, which comes disabled), searches it by
title, and choosing its record opens the New Book form filled in for checking.

The tests run in order and build on each other."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from conftest import _browser_server
from kartoteka_ui import DESKTOP, PHONE, Desk
from zebra_server import ZebraServer


@pytest.fixture(scope="module")
def zebra():
    with ZebraServer() as server:
        yield server


@pytest.fixture(scope="module")
def copycat_server():
    """A server over an empty library that asks catalogues on loopback (the Zebra here): the
    configuration must allow it."""
    yield from _browser_server(demo=False, environment={"KARTOTEKA_COPYCAT_LOCAL_TARGETS": "allow"})


@pytest.fixture(scope="module")
def desk(browser, copycat_server):
    browser.delete_all_cookies()
    return Desk(browser, copycat_server.url)


def test_the_administrator_adds_the_catalogues(desk, zebra):
    desk.open("/copycat/targets")
    form = desk.driver.find_element(By.ID, "new-target")
    desk.fill({"name": "Областная библиотека", "host": "127.0.0.1", "port": str(zebra.port), "database": "rusmarc",
               "format": "rusmarc", "characterSet": "windows-1251", "password": "secret"}, form)
    desk.press("Добавить", form)
    assert desk.notice() == "Каталог сохранён."
    listed = desk.row_with("Областная библиотека", "#targets > li").text
    assert f"127.0.0.1:{zebra.port}/rusmarc" in listed and "RUSMARC, Windows-1251" in listed and "включён" in listed
    assert "secret" not in desk.driver.page_source

    known = desk.row_with("Библиотека Конгресса", "#presets > li")
    desk.press("Добавить", known)
    assert "выключен" in desk.row_with("Библиотека Конгресса", "#targets > li").text


def test_a_record_found_opens_the_new_book_form_filled_in(desk):
    desk.open("/copycat")
    form = desk.driver.find_element(By.ID, "copycat-search")
    ticked = {box.get_attribute("value"): box.is_selected() for box in form.find_elements(By.NAME, "target")}
    assert ticked == {"Библиотека Конгресса": False, "Областная библиотека": True}, "a disabled catalogue is not asked unless ticked"
    desk.fill({"kind": "title", "q": "нашего времени"}, form)
    desk.press("Найти", form)
    assert "Областная библиотека: найдено 1" in desk.driver.find_element(By.ID, "copycat-outcomes").text
    edition = desk.driver.find_element(By.ID, "edition-1")
    assert "84(2Рос=Рус)1" in edition.text and "821.161.1-31" in edition.text and "Л49" in edition.text

    desk.press("Взять эту запись", edition)
    assert desk.path() == "/books/new/filled" and desk.driver.find_element(By.ID, "book-form")
    assert "«Областная библиотека»" in desk.notice()
    values = desk.values(["isbn", "title", "subtitle", "authorSurname", "authorInitials", "city", "publisher", "year", "bbk",
                          "udc", "authorSign"])
    assert values == {"isbn": "978-5-17-079585-7", "title": "Герой нашего времени", "subtitle": "роман",
                      "authorSurname": "Лермонтов", "authorInitials": "М. Ю.", "city": "Москва", "publisher": "АСТ",
                      "year": "2018", "bbk": "84(2Рос=Рус)1", "udc": "821.161.1-31", "authorSign": "Л49"}
    desk.fill({"inventoryNumber": "7001"}, desk.driver.find_element(By.ID, "book-form"))
    desk.press("Сохранить", desk.driver.find_element(By.ID, "book-form"))
    assert desk.notice().startswith("Книга сохранена.")

    desk.open("/copycat?kind=isbn&q=9785170795857")
    assert desk.driver.find_element(By.CSS_SELECTOR, "#edition-1 a.catalogued").text == "Уже есть в каталоге"


def test_the_pages_fit_a_phone_and_keep_to_their_policy(desk):
    desk.driver.get_log("browser")
    for path in ("/copycat?kind=author&q=Лермонтов", "/copycat/targets"):
        desk.open(path)
        desk.resize(PHONE)
        assert desk.layout_problems() == [], path
        desk.resize(DESKTOP)
        refused = [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]
        assert refused == [], path
