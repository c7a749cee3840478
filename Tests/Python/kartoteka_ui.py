"""A librarian's hands for the browser suites: open pages, fill forms, press buttons, read what
the page shows. Everything goes through the UI as a person would use it."""

from __future__ import annotations

import base64
import json
import re
import subprocess
import urllib.parse
import urllib.request
from pathlib import Path

from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (360, 740)
DESKTOP = (1280, 900)


#: The account every test server is given before it starts (see conftest.py).
TEST_USERNAME = "admin"
TEST_PASSWORD = "browser-test-password"


class Desk:
    """The browser pointed at one running server."""

    def __init__(self, driver: WebDriver, base_url: str):
        self.driver = driver
        self.base_url = base_url

    # Navigation -----------------------------------------------------------------------------

    def open(self, path: str) -> None:
        """Opens a page as the signed-in administrator, signing in first when the page shows
        nobody signed in (e.g. after a test cleared cookies)."""
        self.driver.get(self.base_url + path)
        if not self.driver.find_elements(By.CSS_SELECTOR, "form.account"):
            self.sign_in()
            self.driver.get(self.base_url + path)

    def sign_out(self) -> None:
        """Presses the header's sign-out button."""
        self._navigating(self.driver.find_element(By.CSS_SELECTOR, "form.account button[type=submit]").click)

    def open_anonymously(self, path: str) -> None:
        """Opens a page as a visitor who is not signed in."""
        self.driver.delete_cookie("kartoteka_session")
        self.driver.get(self.base_url + path)

    def sign_in(self, username: str = TEST_USERNAME, password: str = TEST_PASSWORD, branch: str | None = None) -> None:
        """Signs in through the sign-in form, choosing the branch whose desk this is when given
        (the form offers the choice when the library has more than one branch)."""
        self.driver.get(self.base_url + "/login")
        form = self.driver.find_element(By.ID, "login-form")
        form.find_element(By.NAME, "username").send_keys(username)
        form.find_element(By.NAME, "password").send_keys(password)
        if branch is not None:
            form.find_element(By.CSS_SELECTOR, f"select[name=branch] option[value='{branch}']").click()
        self._navigating(form.find_element(By.CSS_SELECTOR, "button[type=submit]").click)

    def pdf_page_sizes(self, path: Path) -> list[tuple[float, float]]:
        """The page sizes, in points, of the page shown printed to PDF as Chromium prints it (its
        CSS page size preferred), written to `path` and read with poppler's pdfinfo."""
        printed = self.driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "printBackground": True})
        path.write_bytes(base64.b64decode(printed["data"]))
        info = subprocess.run(["pdfinfo", "-box", "-f", "1", "-l", "999", str(path)], check=True, capture_output=True, text=True).stdout
        return [(float(w), float(h)) for w, h in re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", info)]

    def path(self) -> str:
        return self.driver.execute_script("return location.pathname + location.search")

    def click_link(self, text: str, within: WebElement | None = None) -> None:
        scope = within or self.driver
        self._navigating(scope.find_element(By.PARTIAL_LINK_TEXT, text).click)

    def press(self, label: str, within: WebElement | None = None, confirm: bool = False) -> None:
        """Clicks the button (or button-styled link) whose visible text is `label`, accepts the
        confirmation it asks for when `confirm`, and waits for the page it leads to."""
        element = self.button(label, within)

        def click() -> None:
            element.click()
            if confirm:
                WebDriverWait(self.driver, 3).until(expected_conditions.alert_is_present())
                self.driver.switch_to.alert.accept()

        self._navigating(click)

    def _navigating(self, action) -> None:
        """Runs an action that leads to another page and waits until that page has loaded: the
        mark left on this page's window is gone and the new document is complete."""
        self.driver.execute_script("window.__deskLeaving = true;")
        action()
        WebDriverWait(self.driver, 10, poll_frequency=0.05, ignored_exceptions=(WebDriverException,)).until(
            lambda driver: driver.execute_script(
                "return window.__deskLeaving === undefined && document.readyState === 'complete';"),
            f"no new page after an action on {self.base_url}")

    def button(self, label: str, within: WebElement | None = None) -> WebElement:
        scope = within or self.driver
        for element in scope.find_elements(By.CSS_SELECTOR, "button, a.button"):
            if element.text.strip() == label:
                return element
        raise AssertionError(f"no button {label!r} on {self.path()}")

    # Forms ----------------------------------------------------------------------------------

    def fill(self, values: dict[str, str], form: WebElement | None = None) -> None:
        """Types values into the fields named by the keys, replacing what was there."""
        scope = form or self.driver.find_element(By.TAG_NAME, "main")
        for name, value in values.items():
            field = scope.find_element(By.NAME, name)
            if field.tag_name == "select":
                field.find_element(By.CSS_SELECTOR, f"option[value='{value}']").click()
            elif field.get_attribute("type") == "date":
                # Typing into a date input depends on the browser's locale; set it as the date
                # picker would.
                self.driver.execute_script(
                    "arguments[0].value = arguments[1];"
                    "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));", field, value)
            else:
                self.type_into(field, value)

    def type_into(self, field: WebElement, text: str) -> None:
        """Focuses a field, selects what it holds and types over it. The text goes in through the
        browser's own text input (as a keyboard or an input method would put it), in one step."""
        self.driver.execute_script("arguments[0].focus(); arguments[0].select();", field)
        if text:
            self.driver.execute_cdp_cmd("Input.insertText", {"text": text})
        else:
            field.send_keys(Keys.DELETE)

    def values(self, names, form: WebElement | None = None) -> dict[str, str]:
        """What the named fields hold now."""
        scope = form or self.driver.find_element(By.TAG_NAME, "main")
        return self.driver.execute_script("""
            var scope = arguments[0], result = {};
            arguments[1].forEach(function (name) {
              var field = scope.querySelector('[name="' + name + '"]');
              result[name] = field ? field.value : null;
            });
            return result;
        """, scope, list(names))

    def error_for(self, field: str) -> str:
        """The message shown next to a field (empty when there is none)."""
        element = self.driver.find_element(By.ID, field)
        label = element.find_element(By.XPATH, "ancestor::label[1]")
        errors = label.find_elements(By.CSS_SELECTOR, ".error")
        return " ".join(error.text for error in errors)

    # Reading the page -----------------------------------------------------------------------

    def main_text(self) -> str:
        return self.driver.find_element(By.TAG_NAME, "main").text

    def notice(self) -> str:
        notices = self.driver.find_elements(By.CSS_SELECTOR, "main .notice[role=status]")
        return notices[0].text if notices else ""

    def rows(self, selector: str = "#book-list > li") -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def row_with(self, text: str, selector: str = "#book-list > li") -> WebElement:
        for row in self.rows(selector):
            if text in row.text:
                return row
        raise AssertionError(f"no row with {text!r} on {self.path()}")

    def background(self, element: WebElement) -> str:
        return self.driver.execute_script("return getComputedStyle(arguments[0]).backgroundColor", element)

    def wait_until(self, condition, timeout: float = 5, message: str = ""):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.05,
                             ignored_exceptions=(StaleElementReferenceException,)).until(lambda _: condition(), message)

    def live_search(self, field: WebElement, text: str) -> None:
        """Types into a search-as-you-type box (replacing what is there) and waits until the
        results for the whole text are on the page (the script then puts the query in the URL)."""
        name = field.get_attribute("name")
        self.type_into(field, text)
        query = "?" + urllib.parse.urlencode({name: text})  # as URLSearchParams writes it (no ~ or *)
        self.wait_until(lambda: self.path().endswith(query), message=f"no results for {text!r} on {self.path()}")

    def alerts(self) -> list[str]:
        """alert() calls the page made (recorded by the `browser` fixture), and any open dialog."""
        recorded = self.driver.execute_script("return window.__alerts || []")
        try:
            recorded = recorded + [self.driver.switch_to.alert.text]
        except NoAlertPresentException:
            pass
        return recorded

    # Layout ---------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Makes the viewport `size` CSS pixels (a plain narrow or wide window, not a phone's
        zooming viewport: a page that is too wide shows as such). Instant, unlike resizing the
        window, so a page can be checked at several widths without loading it again."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})

    def layout_problems(self) -> list[str]:
        """What is wrong with the layout of the page shown: it scrolls sideways (and which elements
        stick out past the right edge), or the label of a button, a menu or filter link, or a phone
        number breaks over two lines."""
        return self.driver.execute_script("""
            var problems = [];
            var width = window.innerWidth;
            if (document.documentElement.scrollWidth > width) {
              // The innermost elements that stick out, or whose content does.
              var wide = Array.prototype.filter.call(document.querySelectorAll('body *'), function (e) {
                return e.getBoundingClientRect().right > width + 0.5 || e.scrollWidth > e.clientWidth + 1;
              });
              var culprits = wide.filter(function (e) {
                return !wide.some(function (other) { return other !== e && e.contains(other); });
              }).slice(0, 5).map(function (e) {
                return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                  (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ').join('.') : '');
              });
              problems.push('scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + width +
                            ' (' + culprits.join(', ') + ')');
            }
            document.querySelectorAll('button, .button, .menu a, .filters a, .lang, .phone').forEach(function (e) {
              if (!e.offsetParent) { return; }
              var range = document.createRange();
              range.selectNodeContents(e);
              var tops = {};
              Array.prototype.forEach.call(range.getClientRects(), function (r) {
                if (r.width > 0) { tops[Math.round(r.top)] = true; }
              });
              if (Object.keys(tops).length > 1) { problems.push('label wraps: ' + JSON.stringify(e.textContent.trim())); }
            });
            return problems;
        """)

    def screenshot(self, path: Path) -> Path:
        """Saves the whole page (not only the visible part) as a PNG."""
        metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        size = metrics["cssContentSize"]
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 6000), "scale": 1},
        })
        path.write_bytes(base64.b64decode(shot["data"]))
        return path


def api_json(server, method: str, path: str, body: dict | None = None) -> dict:
    """Sends a JSON body (none: `None`) to the server's API as its administrator and returns the JSON answer."""
    request = urllib.request.Request(server.url + path, data=None if body is None else json.dumps(body).encode(), method=method,
                                     headers={**server.auth_headers(), "Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read() or b"{}")
