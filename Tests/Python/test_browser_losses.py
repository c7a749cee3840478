"""Lost books and textbook sets in a real headless browser over the demo library: a book a
reader lost is marked on the reader card and made good with a copy the reader brought, which joins
the fund in the same step; the list of lost books offers the act of write-off for loss with the
lost copy in it; the ledger of books accepted instead of lost ones names both copies. A textbook
set goes to a teacher for a class and comes back with a press on the set's page, and nobody owes
it any more — every page within its Content-Security-Policy."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import DESKTOP, Desk


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.resize(DESKTOP)
    return desk


def refused_by_policy(desk: Desk) -> list[str]:
    """What the page's Content-Security-Policy refused, as the console says."""
    return [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def test_a_lost_book_is_replaced_written_off_and_in_the_ledger(desk):
    desk.open("/readers/000103")
    loan = desk.driver.find_element(By.CSS_SELECTOR, "li.copy[data-inventory]")
    lost = loan.get_attribute("data-inventory")
    desk.press("Утеряна", within=loan, confirm=True)
    form = desk.driver.find_element(By.CSS_SELECTOR, "#reader-losses form")
    desk.fill({"replacementInventoryNumber": "ВЗ-1", "replacementPrice": "300"}, form=form)
    desk.press("Отметить возмещение", within=form)
    assert "ВЗ-1" in desk.driver.find_element(By.ID, "reader-losses").text

    desk.open("/losses")
    assert lost in desk.driver.find_element(By.ID, "loss-list").text
    # The act's form opens filled in by a post (a long list of numbers would not fit in an address).
    button = desk.driver.find_element(By.CSS_SELECTOR, "#write-off-losses button")
    assert button.text.startswith("Составить акт списания (утрата)")
    desk._navigating(button.click)
    act = desk.driver.find_element(By.ID, "write-off-form")
    assert lost in act.find_element(By.NAME, "copies").get_attribute("value")
    assert act.find_element(By.NAME, "reason").get_attribute("value") == "lost"

    desk.open("/losses/replacements")
    ledger = desk.driver.find_element(By.ID, "replacement-ledger").text
    assert lost in ledger and "ВЗ-1" in ledger and "300,00" in ledger
    assert refused_by_policy(desk) == []


def test_a_textbook_set_goes_to_a_class_and_a_pupil_is_ticked_as_returned(desk):
    desk.open("/copies/1006/lend")
    title = desk.driver.find_element(By.CSS_SELECTOR, "main a[href^='/books/']").get_attribute("href").rsplit("/", 1)[1]
    desk.open("/class-sets")
    form = desk.driver.find_element(By.ID, "class-set-form")
    desk.fill({"titleId": title, "schoolClass": "9Б", "teacher": "000104", "count": "1"}, form=form)
    desk.press("Выдать комплект классу", within=form)
    copies = desk.driver.find_element(By.ID, "class-set-copies")
    assert "на руках" in copies.text
    desk.press("Вернул", within=copies)
    assert "возвращён" in desk.driver.find_element(By.ID, "class-set-copies").text
    desk.open("/class-sets/owing?class=9Б")
    assert "Все учебники возвращены." in desk.driver.find_element(By.TAG_NAME, "body").text
    assert refused_by_policy(desk) == []
