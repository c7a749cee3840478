"""The fund's accounts in a real headless browser, on an empty library: the librarian enters a
batch (a day to come is refused next to its field), catalogues a book into it from the New Book
form, draws up an act of write-off, opens the book of summary accounting and the act to print,
and takes a stock check from start to act — each page within its Content-Security-Policy.

The tests run in order and build on each other."""

from __future__ import annotations

import datetime

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import Desk

YESTERDAY = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
YEAR = YESTERDAY[:4]


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    return Desk(browser, web_server_clean.url)


def refused_by_policy(desk: Desk) -> list[str]:
    """What the page's Content-Security-Policy refused, as the console says."""
    return [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def test_a_batch_is_entered_and_chosen_for_cataloguing(desk):
    desk.open("/receipts")
    form = desk.driver.find_element(By.ID, "receipt-form")
    desk.fill({"receivedOn": "2999-01-01", "source": "purchase", "supplier": "Библио-Глобус", "documentKind": "waybill",
               "documentNumber": "17"}, form)
    desk.press("Записать в КСУ", form)
    assert "ещё не наступила" in desk.error_for("receivedOn")
    assert desk.values(["supplier", "documentNumber"], desk.driver.find_element(By.ID, "receipt-form")) == {
        "supplier": "Библио-Глобус", "documentNumber": "17"}
    desk.fill({"receivedOn": YESTERDAY}, desk.driver.find_element(By.ID, "receipt-form"))
    desk.press("Записать в КСУ", desk.driver.find_element(By.ID, "receipt-form"))
    assert desk.notice() == "Поступление записано."
    assert f"Поступление № {YEAR}/1" in desk.main_text()
    desk.press("Каталогизировать в эту партию")
    assert desk.notice() == "Партия для новых книг выбрана."


def test_a_book_is_catalogued_into_the_batch(desk):
    desk.open("/books/new")
    chosen = desk.driver.find_element(By.CSS_SELECTOR, "select[name=receipt] option:checked")
    assert chosen.get_attribute("value") == f"{YEAR}/1"
    desk.fill({"title": "Физика", "bbk": "22.3", "price": "500", "inventoryNumber": "501"})
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена.")
    desk.open(f"/receipts/{YEAR}-1")
    assert "501" in desk.driver.find_element(By.ID, "inventory-book").text
    assert "1 экз., 1 назв., 500,00 руб." in desk.driver.find_element(By.ID, "receipt-tally").text


def test_an_act_of_write_off_is_drawn_up_and_printed(desk):
    desk.open("/writeoffs")
    form = desk.driver.find_element(By.ID, "write-off-form")
    desk.fill({"date": YESTERDAY, "reason": "worn", "approvedBy": "Директор Петров П. П.", "copies": "501\n999"}, form)
    desk.press("Составить акт и списать", form)
    assert "Укажите членов комиссии" in desk.error_for("commission")
    form = desk.driver.find_element(By.ID, "write-off-form")
    desk.fill({"commission": "Иванова И. И.: председатель\nСидорова С. С.: бухгалтер"}, form)
    desk.press("Составить акт и списать", form)
    assert "999" in desk.error_for("copies")
    form = desk.driver.find_element(By.ID, "write-off-form")
    desk.fill({"copies": "501"}, form)
    desk.press("Составить акт и списать", form)
    assert desk.notice() == "Акт составлен, экземпляры списаны."
    desk.click_link("Для печати")
    text = desk.driver.find_element(By.TAG_NAME, "body").text
    for expected in ("УТВЕРЖДАЮ", "АКТ ОБ ИСКЛЮЧЕНИИ ДОКУМЕНТОВ ИЗ БИБЛИОТЕЧНОГО ФОНДА", "Председатель комиссии", "Иванова И. И.",
                     "ветхость", "500,00"):
        assert expected in text, expected
    assert desk.driver.find_element(By.TAG_NAME, "main").value_of_css_property("width") != "0px"
    assert refused_by_policy(desk) == []


def test_the_book_of_summary_accounting_reconciles(desk):
    desk.open(f"/ksu?year={YEAR}")
    assert desk.driver.find_elements(By.ID, "reconciled")
    part3 = desk.driver.find_element(By.ID, "ksu-part3").text
    assert "Состоит на конец периода 0" in part3.replace("\n", " ")
    desk.click_link("Для печати")
    assert "ЧАСТЬ 1. ПОСТУПЛЕНИЕ В ФОНД" in desk.driver.find_element(By.TAG_NAME, "body").text.upper()
    assert refused_by_policy(desk) == []


def test_a_stock_check_is_scanned_and_ended(desk):
    desk.open("/books/new")
    desk.fill({"title": "Азбука", "inventoryNumber": "601"})
    desk.press("Сохранить")
    desk.open("/stocktakes")
    desk.press("Начать проверку", desk.driver.find_element(By.ID, "stocktake-form"))
    assert desk.notice() == "Проверка начата: сканируйте экземпляры."
    box = desk.driver.find_element(By.NAME, "numbers")
    desk.type_into(box, "601")
    desk._navigating(lambda: box.send_keys(Keys.ENTER))
    assert "601 Азбука — учтён." in desk.driver.find_element(By.ID, "stocktake-results").text
    assert "Учтено 1 из 1" in desk.driver.find_element(By.ID, "stocktake-progress").text
    desk.press("Завершить проверку", confirm=True)
    assert desk.notice() == "Проверка завершена, акт составлен."
    desk.click_link("Акт проверки")
    assert "АКТ ПРОВЕРКИ НАЛИЧИЯ ДОКУМЕНТОВ БИБЛИОТЕЧНОГО ФОНДА" in desk.driver.find_element(By.TAG_NAME, "body").text
    assert refused_by_policy(desk) == []
