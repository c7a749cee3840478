"""Everyday desk work in a real headless browser, over the demo library: scanning a reader's
ticket label, what the Scan page says about codes it does not know, the New Book form's Enter
key, where saving a book leads, the camera button, and one label sheet for books chosen on the
list."""

from __future__ import annotations

import base64

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


def photograph(desk: Desk, path: str, file) -> None:
    """Saves a picture of a page as a phone's camera would see it, at about 300 dots per inch
    (three device pixels to a CSS pixel), and leaves the viewport as it was."""
    desk.open(path)
    desk.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 800, "height": 1130, "deviceScaleFactor": 3, "mobile": False})
    try:
        shot = desk.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        file.write_bytes(base64.b64decode(shot["data"]))
    finally:
        desk.resize(DESKTOP)


def scan_photo(desk: Desk, picture) -> None:
    desk.open("/scan")
    desk.driver.find_element(By.CSS_SELECTOR, "#scan-photo input[type=file]").send_keys(str(picture))
    desk.press("Распознать", within=desk.driver.find_element(By.ID, "scan-photo"))


def scan_typed(desk: Desk, text: str) -> None:
    """Types a code into the Scan page's box and presses Enter, as a USB barcode scanner does."""
    desk.open("/scan")
    field = desk.driver.find_element(By.CSS_SELECTOR, "#scan-code input[name=text]")
    desk._navigating(lambda: field.send_keys(text, Keys.ENTER))


def test_a_reader_ticket_label_opens_the_reader_by_photo_and_by_scanner(desk, tmp_path):
    # The label as printed: its QR card and, beside it, the ticket number as a barcode.
    picture = tmp_path / "ticket-label.png"
    photograph(desk, "/labels?ticket=000102&print=1&layout=2x7", picture)
    scan_photo(desk, picture)
    assert desk.path() == "/readers/000102", desk.main_text()
    assert "Петрова" in desk.main_text()
    # A USB scanner reads the barcode alone and types it.
    scan_typed(desk, "000103")
    assert desk.path() == "/readers/000103", desk.main_text()
    assert "Сидоров" in desk.main_text()
