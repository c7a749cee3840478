"""Issue 24's forms and phone layout in a real browser: the wide tables of a receipt, the
inventory book, a stock check, a class set and the КСУ scroll inside their own box on a phone
(390 px) instead of pushing the page sideways or being cut off, as they sit whole on a desktop
(1366 px); the public QR code fits the screen; the Scan page and the title card do not overflow;
signature lines read «комиссии» and «подпись» apart; the home page starts with today."""

from __future__ import annotations

import datetime
import json
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

PHONE_390 = (390, 844)
DESKTOP_1366 = (1366, 768)

# Every table, picture and QR code sits inside the screen, or inside a box of its own that scrolls
# sideways and itself ends inside the screen.
CUT_OFF = """
var width = window.innerWidth, cut = [];
document.querySelectorAll('main table, main svg, main img, main video, main pre').forEach(function (element) {
  var box = element.getBoundingClientRect();
  if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) { return; }
  for (var parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    var overflow = getComputedStyle(parent).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && parent.getBoundingClientRect().right <= width + 0.5) { return; }
  }
  cut.push(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ' ends at ' + Math.round(box.right));
});
return cut;
"""


def api(server, method: str, path: str, body=None):
    request = server.request(path, data=json.dumps(body).encode() if body is not None else None, method=method,
                             headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request) as answer:
            return json.load(answer) if answer.status != 204 else None
    except urllib.error.HTTPError as error:
        raise AssertionError(f"{method} {path}: {error.code} {error.read().decode()}") from None


@pytest.fixture(scope="module")
def school(browser, web_server):
    """The demo library with a receipt of two priced copies under a long supplier's name, a
    write-off act, a stock check with a copy scanned, a class set for 5А and the library's name."""
    today = datetime.date.today().isoformat()
    receipt = api(web_server, "POST", "/api/v1/receipts",
                  {"receivedOn": today, "source": "purchase", "supplier": "ООО «Библио-Глобус Торговый Дом» (Москва, Мясницкая ул., 6/3)"})
    title = api(web_server, "GET", "/api/v1/copies/1001")["titleId"]
    for number in ("7001", "7002", "7003"):
        api(web_server, "POST", f"/api/v1/titles/{title}/copies", {"inventoryNumber": number, "receipt": receipt["number"], "price": "1234.50"})
    act = api(web_server, "POST", "/api/v1/writeoffs", {
        "date": today, "reason": "worn", "commission": [{"name": "Иванова И. И.", "role": "председатель"}],
        "copies": [{"inventoryNumber": "7003"}]})
    stocktake = api(web_server, "POST", "/api/v1/stocktakes", {})
    api(web_server, "POST", f"/api/v1/stocktakes/{stocktake['id']}/scans", {"inventoryNumbers": ["7001"]})
    class_set = api(web_server, "POST", "/api/v1/class-sets", {"titleId": title, "schoolClass": "5А"})
    api(web_server, "PUT", "/api/v1/settings/library", {"name": "Библиотека МБОУ «Средняя общеобразовательная школа № 5»"})
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.sign_in()
    return {"desk": desk, "title": title, "receipt": receipt["number"].replace("/", "-"), "stocktake": stocktake["id"],
            "classSet": class_set["id"], "act": act["number"].replace("/", "-")}


def test_wide_tables_scroll_in_their_box_and_nothing_is_cut_at_390_and_1366(school):
    desk = school["desk"]
    pages = ["/scan", f"/books/{school['title']}", f"/catalogue/{school['title']}", f"/class-sets/{school['classSet']}",
             f"/stocktakes/{school['stocktake']}", f"/receipts/{school['receipt']}", f"/receipts/{school['receipt']}/print",
             "/ksu", "/ksu/print", "/inventory-book", "/writeoffs", f"/writeoffs/{school['act']}", "/overdue/print", "/"]
    problems = []
    for size in (PHONE_390, DESKTOP_1366):
        desk.resize(size)
        for path in pages:
            desk.open(path)
            found = desk.layout_problems() + desk.driver.execute_script(CUT_OFF)
            if found:
                problems.append(f"{path} at {size[0]} px: " + " / ".join(found))
    assert not problems, "\n".join(problems)


def test_the_public_qr_code_is_whole_on_a_phone(school):
    desk = school["desk"]
    desk.resize(PHONE_390)
    desk.open(f"/catalogue/{school['title']}")
    code = desk.driver.find_element(By.CSS_SELECTOR, "#book-qr svg").rect
    assert code["x"] >= 0 and code["x"] + code["width"] <= PHONE_390[0] and code["width"] > 150


def test_signature_lines_read_apart(school):
    desk = school["desk"]
    desk.resize(DESKTOP_1366)
    desk.open(f"/writeoffs/{school['act']}")
    text = desk.main_text()
    assert "комиссииподпись" not in text and "Председатель комиссии" in text


def test_the_home_page_starts_with_today_and_the_library_name(school):
    desk = school["desk"]
    desk.resize(PHONE_390)
    desk.open("/")
    assert desk.driver.find_element(By.ID, "library-name").text == "Библиотека МБОУ «Средняя общеобразовательная школа № 5»"
    today = desk.driver.find_element(By.ID, "today").text
    assert "Просрочено:" in today and "Идёт проверка фонда №" in today
    assert desk.layout_problems() == []
    desk.click_link("Для печати", within=None) if False else None
    desk.open(f"/receipts/{school['receipt']}")
    desk.driver.find_element(By.ID, "receipt-print").click()
    assert "Библиотека МБОУ" in desk.driver.find_element(By.CSS_SELECTOR, "main.sheet .library-name").text
