"""A school librarian's year at the desk, in a real headless browser over the demo library: a
class set goes to every pupil who may take it, the others listed by name with why and handed
theirs later from the set's page."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import DESKTOP, Desk


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.resize(DESKTOP)
    return desk


def api(web_server, path: str, body: dict | None = None, method: str | None = None):
    """The API's answer to a request as the administrator; `None` for an empty one."""
    data = json.dumps(body).encode() if body is not None else None
    request = web_server.request(path, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        text = answer.read()
        return json.loads(text) if text else None


def title_with_free_copies(web_server, count: int) -> int:
    """A demo title with at least `count` copies on the shelf and none out."""
    for title in api(web_server, "/api/v1/titles?availability=available&limit=50")["items"]:
        copies = api(web_server, f"/api/v1/titles/{title['id']}")["copies"]
        if all("loan" not in c for c in copies) and sum(c["status"] == "available" for c in copies) >= count:
            return title["id"]
    raise AssertionError("the demo library has no title with free copies")


def test_a_class_set_passes_over_a_blocked_pupil_by_name_and_hands_theirs_later(desk, web_server):
    title = title_with_free_copies(web_server, 2)
    block = api(web_server, "/api/v1/readers/000112/blocks", {"reason": "не вернула учебник за 4 класс"}, "POST")
    desk.open("/class-sets")
    form = desk.driver.find_element(By.ID, "class-set-form")
    desk.fill({"titleId": str(title), "schoolClass": "5А"}, form=form)
    desk.press("Выдать комплект классу", within=form)
    copies = desk.driver.find_element(By.ID, "class-set-copies").text
    assert "000104" in copies and "000112" not in copies, "the others get theirs"
    left_out = desk.driver.find_element(By.ID, "class-set-left-out").text
    assert "Ёлкина" in left_out and "000112" in left_out and "не вернула учебник за 4 класс" in left_out
    assert "000112" in desk.driver.find_element(By.ID, "class-set-without").text

    api(web_server, f"/api/v1/blocks/{block['id']}", method="DELETE")
    sets = api(web_server, "/api/v1/class-sets?class=" + urllib.parse.quote("5А"))
    desk.open(f"/class-sets/{next(s['id'] for s in sets if s['titleId'] == title)}")
    assert desk.driver.find_elements(By.ID, "class-set-left-out") == [], "the reasons belong to the hand-out"
    desk.press("Выдать остальным")
    assert "000112" in desk.driver.find_element(By.ID, "class-set-copies").text
    assert desk.driver.find_elements(By.ID, "class-set-without") == []


def scanner(desk: Desk, code: str) -> None:
    """What a keyboard-wedge scanner (or a person typing) does: the code and Enter into the focused box."""
    desk.driver.switch_to.active_element.send_keys(code, Keys.ENTER)
    desk.wait_until(lambda: desk.driver.execute_script("return document.body.getAttribute('data-desk-idle')") == "yes",
                    timeout=15, message="the desk did not finish its scans")


def reader_at_desk(desk: Desk) -> str | None:
    found = desk.driver.find_elements(By.ID, "desk-reader")
    return found[0].get_attribute("data-ticket") if found else None


def test_the_desk_finds_a_pupil_by_name_and_the_card_opens_the_desk_with_the_reader(desk):
    desk.open("/readers/000109")
    desk.click_link("Выдача", within=desk.driver.find_element(By.CSS_SELECTOR, "main .actions"))
    assert reader_at_desk(desk) == "000109"

    desk.open("/desk")
    scanner(desk, "Ёлкина")
    if reader_at_desk(desk) != "000112":
        desk.click_link("Ёлкина Дарья Максимовна", within=desk.driver.find_element(By.ID, "desk-readers-found"))
    assert reader_at_desk(desk) == "000112"
    assert "ничего не найдено" not in desk.main_text().lower()


def test_a_double_scan_does_not_take_back_a_book_lent_seconds_ago(desk, web_server):
    title = title_with_free_copies(web_server, 1)
    copy = next(c["inventoryNumber"] for c in api(web_server, f"/api/v1/titles/{title}")["copies"] if c["status"] == "available")
    desk.open("/desk?ticket=000109")
    scanner(desk, copy)
    assert desk.driver.find_element(By.ID, "desk-message").get_attribute("data-outcome") == "lent"
    scanner(desk, copy)
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "refused" and "повторное сканирование" in message.text
    loan = desk.driver.find_element(By.CSS_SELECTOR, f"#desk-loans li[data-inventory='{copy}']")
    desk.press("Вернуть", within=loan)
    assert reader_at_desk(desk) == "000109"
    assert not desk.driver.find_elements(By.CSS_SELECTOR, f"#desk-loans li[data-inventory='{copy}']")
