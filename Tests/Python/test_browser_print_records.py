"""The reader's record card, the new-arrivals bulletin, spine labels and the textbook list in a
real headless browser: the card and the bulletin print on A4 (Chromium's PDF read with poppler's
pdfinfo), spine labels land on the 4 × 10 stock, the desk's reading-room switch lends to read in
the library, and the textbook pages count provision and the textbooks to replace.

The tests run in order and build on each other."""

from __future__ import annotations

import datetime
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import Desk

TODAY = datetime.date.today()
POINTS = 72 / 25.4  # PDF points in a millimetre
MM = 96 / 25.4  # CSS pixels in a millimetre


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server_clean.url)
    desk.sign_in()
    return desk


def call(server, path: str, body: dict | None = None, method: str | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = server.request(path, data=data, method=method or ("POST" if body is not None else "GET"),
                             headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def refused_by_policy(desk: Desk) -> list[str]:
    return [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def pdf_pages(desk: Desk, tmp_path, name: str) -> list[tuple[float, float]]:
    return desk.pdf_page_sizes(tmp_path / name)


def wait_idle(desk: Desk) -> None:
    """Waits until every scan typed at the desk has been answered and shown."""
    desk.wait_until(lambda: desk.driver.execute_script("return document.body.getAttribute('data-desk-idle')") == "yes",
                    timeout=15, message="the desk did not finish its scans")


def assert_a4(pages: list[tuple[float, float]]) -> None:
    assert pages
    for width, height in pages:
        assert abs(width - 210 * POINTS) < 1 and abs(height - 297 * POINTS) < 1, (width, height)


def test_the_desk_switch_lends_to_read_in_the_library(desk, web_server_clean):
    call(web_server_clean, "/api/v1/titles", {"authorSurname": "Перышкин", "authorInitials": "А. В.", "title": "Физика",
                                              "publisher": "Дрофа", "city": "Москва", "year": 2019, "bbk": "22.3",
                                              "authorSign": "П27", "copies": [{"inventoryNumber": "301"}, {"inventoryNumber": "302"}]})
    call(web_server_clean, "/api/v1/readers", {"ticketNumber": "000301", "surname": "Смирнова", "firstName": "Анна",
                                               "city": "Тверь", "street": "Советская", "house": "5"})
    desk.open("/desk")
    box = desk.driver.find_element(By.ID, "desk-code")
    box.send_keys("000301", Keys.ENTER)
    wait_idle(desk)
    desk.driver.find_element(By.CSS_SELECTOR, "#desk-reading-room input").click()
    box.send_keys("301", Keys.ENTER)
    wait_idle(desk)
    assert desk.driver.find_element(By.CSS_SELECTOR, "#desk-reading-room input").is_selected()
    assert "301" in desk.driver.find_element(By.ID, "desk-result").text
    loan = call(web_server_clean, "/api/v1/copies/301")["loan"]
    assert loan["inLibrary"] is True and loan["dueOn"] == TODAY.isoformat()


def test_the_record_card_prints_on_a4(desk, tmp_path):
    desk.open("/readers/000301")
    desk.click_link("Читательский формуляр")
    assert "ЧИТАТЕЛЬСКИЙ ФОРМУЛЯР № 000301" in desk.driver.find_element(By.TAG_NAME, "h1").text.upper()
    rows = desk.driver.find_elements(By.CSS_SELECTOR, "#record-card-loans tbody tr")
    assert [row.get_attribute("data-inventory") for row in rows] == ["301"]
    assert "Перышкин А. В. Физика" in rows[0].text and "в читальном зале" in rows[0].text
    assert "Советская" in desk.driver.find_element(By.ID, "record-card-details").text
    assert_a4(pdf_pages(desk, tmp_path, "formular.pdf"))
    assert refused_by_policy(desk) == []


def test_the_bulletin_prints_on_a4_by_section(desk, tmp_path):
    desk.open(f"/forms/bulletin?from={TODAY.isoformat()}&to={TODAY.isoformat()}")
    assert desk.driver.find_elements(By.CSS_SELECTOR, "section[data-section=natural_sciences] li")
    desk.click_link("Для печати")
    entry = desk.driver.find_element(By.CSS_SELECTOR, "section[data-section=natural_sciences] li")
    assert "22.3 П27" in entry.text and "Перышкин, А. В. Физика" in entry.text and "301, 302" in entry.text
    assert_a4(pdf_pages(desk, tmp_path, "bulletin.pdf"))
    assert refused_by_policy(desk) == []


def test_spine_labels_land_on_the_4_by_10_stock(desk, tmp_path):
    desk.open("/labels?inventory=301&inventory=302&spines=1&print=1")
    labels = desk.driver.find_elements(By.CSS_SELECTOR, "svg.label")
    assert len(labels) == 2
    # On the stock's grid, in the millimetres of the A4 page's view box: 48.5 × 25.4 from (8, 21.5), the next 48.5 on.
    places = [tuple(label.get_attribute(name) for name in ("x", "y", "width", "height")) for label in labels]
    assert places == [("8", "21.5", "48.5", "25.4"), ("56.5", "21.5", "48.5", "25.4")], places
    page = desk.driver.find_element(By.CSS_SELECTOR, "svg.page")
    assert abs(page.size["width"] - 210 * MM) < 0.5 and abs(page.size["height"] - 297 * MM) < 0.5, page.size
    assert "22.3" in labels[0].text and "П27" in labels[0].text
    assert_a4(pdf_pages(desk, tmp_path, "spines.pdf"))


def test_the_textbook_pages_count_provision_and_list_what_to_replace(desk, web_server_clean):
    past = (TODAY - datetime.timedelta(days=1)).isoformat()
    title = call(web_server_clean, "/api/v1/titles", {"title": "Математика. 5 класс", "documentKind": "textbook", "fpuNumber": "1.1.2.4.1.1.1",
                                                      "usableUntil": past, "copies": [{"inventoryNumber": "701"}]})
    call(web_server_clean, f"/api/v1/textbooks/{title['id']}", {"cardNumber": 5, "subject": "математика", "grades": "5"}, method="PUT")
    call(web_server_clean, "/api/v1/readers", {"ticketNumber": "000305", "surname": "Орлов", "firstName": "Пётр", "schoolClass": "5А"})
    desk.open("/textbooks")
    desk.click_link("Обеспеченность учебниками")
    row = desk.driver.find_element(By.CSS_SELECTOR, "#provision-table tr[data-class='5А']")
    assert row.find_element(By.CSS_SELECTOR, ".percent").text == "0", "a textbook past its day provides nothing"
    desk.open("/textbooks")
    desk.click_link("Замена и заказ учебников")
    assert desk.driver.find_elements(By.CSS_SELECTOR, "#replace-table tr[data-card='5']")
    assert refused_by_policy(desk) == []
