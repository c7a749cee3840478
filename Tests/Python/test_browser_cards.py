"""Catalogue cards and the ГОСТ Р 7.0.100-2018 description in a real headless browser: the
title card shows the description, and the cards print 125 × 75 mm exactly — one to a page of card
stock, four to an A4 sheet — with a long description continued on the next card instead of
running over the edge (Chromium's PDF read with poppler's pdfinfo).

The tests run in order and build on each other."""

from __future__ import annotations


import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

LONG = " ".join(["В учебнике изложена история России с древнейших времён до начала XXI века, с вопросами и заданиями."] * 14)
MM = 96 / 25.4  # CSS pixels in a millimetre
POINTS = 72 / 25.4  # PDF points in a millimetre


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    return Desk(browser, web_server_clean.url)


def refused_by_policy(desk: Desk) -> list[str]:
    return [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def pdf_pages(desk: Desk, tmp_path, name: str) -> list[tuple[float, float]]:
    return desk.pdf_page_sizes(tmp_path / name)


def test_the_title_card_shows_the_description(desk):
    desk.open("/books/new")
    desk.fill({"authorSurname": "Орлов", "authorInitials": "А. С.", "otherAuthors": "Георгиев В. А.; Георгиева Н. Г.",
               "title": "История России", "subtitle": "учебник", "edition": "4-е изд., перераб. и доп.", "publisher": "Проспект",
               "city": "Москва", "year": "2019", "pages": "528", "bbk": "63.3(2)я73", "annotation": LONG, "inventoryNumber": "701"})
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена.")
    desk.open("/books/1")
    assert desk.driver.find_element(By.ID, "description").text == (
        "Орлов, А. С. История России : учебник / А. С. Орлов, В. А. Георгиев, Н. Г. Георгиева. – 4-е изд., перераб. и доп. – "
        "Москва : Проспект, 2019. – 528 с. – Текст : непосредственный.")


def test_cards_on_card_stock_are_125_by_75_mm_and_a_long_one_continues(desk, tmp_path):
    desk.open("/cards?title=1&stock=card")
    cards = desk.driver.find_elements(By.CSS_SELECTOR, "article.card")
    assert len(cards) >= 2, "the long description goes on to a second card"
    assert "Продолжение" in cards[1].text and "(см. след. карт.)" in cards[0].text
    for card in cards:
        size = card.size
        assert abs(size["width"] - 125 * MM) < 0.5 and abs(size["height"] - 75 * MM) < 0.5, size
    overflowing = desk.driver.execute_script("""
        return Array.prototype.filter.call(document.querySelectorAll('.card .text, .card .foot, .card .shelf'),
            function (e) { return e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1; }).length;""")
    assert overflowing == 0
    pages = pdf_pages(desk, tmp_path, "cards.pdf")
    assert len(pages) == len(cards)
    for width, height in pages:
        assert abs(width - 125 * POINTS) < 0.5 and abs(height - 75 * POINTS) < 0.5, (width, height)
    assert refused_by_policy(desk) == []


def test_four_cards_to_an_a4_sheet_with_cut_marks(desk, tmp_path):
    for number in range(2, 6):
        desk.open("/books/new")
        desk.fill({"authorSurname": "Пушкин", "authorInitials": "А. С.", "title": f"Сказки, книга {number}", "publisher": "Азбука",
                   "city": "Санкт-Петербург", "year": "2020", "inventoryNumber": f"80{number}"})
        desk.press("Сохранить")
    desk.open("/cards?" + "&".join(f"title={number}" for number in range(1, 6)))
    sheets = desk.driver.find_elements(By.CSS_SELECTOR, "section.sheet-a4")
    assert len(sheets) == 2
    assert len(sheets[0].find_elements(By.CSS_SELECTOR, "article.card")) == 4
    assert len(sheets[0].find_elements(By.CSS_SELECTOR, ".mark")) == 12
    for card in desk.driver.find_elements(By.CSS_SELECTOR, "article.card"):
        assert abs(card.size["width"] - 125 * MM) < 0.5 and abs(card.size["height"] - 75 * MM) < 0.5
    pages = pdf_pages(desk, tmp_path, "sheet.pdf")
    assert len(pages) == 2
    for width, height in pages:
        assert abs(width - 297 * POINTS) < 0.5 and abs(height - 210 * POINTS) < 0.5, (width, height)
    assert refused_by_policy(desk) == []
