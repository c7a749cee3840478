"""The reader-first desk in a real headless browser over the demo library, worked as a
librarian with a USB barcode scanner works it: the scanner types a code and presses Enter into
whatever has the focus, so the desk keeps the focus in its one box and is never touched with the
mouse — a reader's ticket, three books lent one after another, one book on loan to someone else
taken back. Then the phone's camera: a frame showing a copy's QR label is decoded by the server
and the copy lent to the reader at the desk."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import DESKTOP, Desk

# A camera that films a copy's QR label: getUserMedia answers a stream of a canvas on which the
# label (the server's own QR picture of copy 1006) is drawn over and over, as a phone held still would.
FAKE_CAMERA = """
(function () {
  var label = '/api/v1/copies/1006/qr.svg';
  var film = function () {
    var canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    var context = canvas.getContext('2d');
    var picture = new Image();
    picture.src = label;
    window.setInterval(function () {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (picture.complete && picture.naturalWidth) { context.drawImage(picture, 190, 110, 260, 260); }
    }, 100);
    return Promise.resolve(canvas.captureStream(10));
  };
  if (!navigator.mediaDevices) { Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true }); }
  navigator.mediaDevices.getUserMedia = film;
})();
"""


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.resize(DESKTOP)
    return desk


def scanner(desk: Desk, code: str) -> None:
    """What a keyboard-wedge scanner does: types the code and Enter into the element with the focus."""
    desk.driver.switch_to.active_element.send_keys(code, Keys.ENTER)


def wait_idle(desk: Desk) -> None:
    """Waits until every scan typed has been answered and shown."""
    desk.wait_until(lambda: desk.driver.execute_script("return document.body.getAttribute('data-desk-idle')") == "yes",
                    timeout=15, message="the desk did not finish its scans")


def held(desk: Desk) -> list[str]:
    return [row.get_attribute("data-inventory") for row in desk.driver.find_elements(By.CSS_SELECTOR, "#desk-loans li")]


def test_a_scanner_brings_the_reader_up_lends_three_books_and_takes_one_back(desk):
    desk.open("/desk")
    assert desk.driver.switch_to.active_element.get_attribute("id") == "desk-code", "the scan box has the focus"
    scanner(desk, "000103")
    wait_idle(desk)
    reader = desk.driver.find_element(By.ID, "desk-reader")
    assert "Сидоров Пётр Алексеевич" in reader.text and "000103" in reader.text
    assert held(desk) == ["1007"]
    assert "просрочено" in reader.text, "what is overdue shows"

    # Three books and one held by another reader, typed as fast as a scanner types them.
    for code in ("1002", "1003", "1005", "1001"):
        scanner(desk, code)
    wait_idle(desk)
    # 1003 is a second copy of 1002's title: it waits for the desk to say so.
    assert sorted(held(desk)) == ["1002", "1005", "1007"]
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "returned"
    assert "1001" in message.text and "Иванов И. И. (000101)" in message.text, message.text
    assert desk.driver.switch_to.active_element.get_attribute("id") == "desk-code", "the focus stayed in the scan box"
    scanner(desk, "1003")
    wait_idle(desk)
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "refused" and "уже есть экземпляр 1002" in message.text, message.text
    desk.press("Выдать второй экземпляр")
    assert sorted(held(desk)) == ["1002", "1003", "1005", "1007"]

    # The books are the reader's, and the one taken back is on the shelf.
    desk.open("/readers/000103")
    loans = desk.driver.find_element(By.ID, "reader-loans").text
    assert all(number in loans for number in ("1002", "1003", "1005"))
    desk.open("/api/v1/copies/1001")
    assert '"status":"available"' in desk.driver.page_source.replace(" ", "")


def test_a_refused_lend_says_why_and_what_to_do(desk):
    desk.open("/readers/000104")
    form = desk.driver.find_element(By.ID, "block-form")
    desk.fill({"reason": "испорчен учебник"}, form=form)
    desk.press("Запретить выдачу", within=form)
    assert desk.notice() == "Выдача читателю запрещена."
    desk.open("/desk?ticket=000104")
    assert "испорчен учебник" in desk.driver.find_element(By.ID, "reader-blocks").text
    scanner(desk, "1008")
    wait_idle(desk)
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "refused"
    assert "испорчен учебник" in message.text and "Снять запрет" in message.text


def test_the_phone_camera_reads_a_copys_label_and_lends_it(desk):
    script = desk.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_CAMERA})
    try:
        desk.open("/desk")
        scanner(desk, "000105")
        wait_idle(desk)
        assert "Смирнов" in desk.driver.find_element(By.ID, "desk-reader").text
        start = desk.driver.find_element(By.ID, "desk-camera-start")
        assert start.is_displayed()
        start.click()
        desk.wait_until(lambda: "1006" in held(desk), timeout=20, message="the camera's frame was not read and lent")
        message = desk.driver.find_element(By.ID, "desk-message")
        assert message.get_attribute("data-outcome") == "lent" and "1006" in message.text
        # The label stays in front of the camera: it is not taken back by the next frames.
        desk.driver.implicitly_wait(0)
        wait_idle(desk)
        assert "1006" in held(desk)
    finally:
        desk.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_a_scan_the_server_does_not_take_says_so_and_is_not_lost(desk):
    # The session ends while the desk page stays open (twelve hours on, or signed out in another tab).
    desk.open("/desk")
    scanner(desk, "000106")
    wait_idle(desk)
    desk.driver.delete_cookie("kartoteka_session")
    for code in ("1009", "1010"):
        scanner(desk, code)
    wait_idle(desk)
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "not-done", message.text
    assert "Не выполнено" in message.text and "1009" in message.text and "1010" in message.text
    assert "Войдите" in message.text, "why: the session ended"
    desk.open("/desk")
