// Kartoteka: small enhancements; every page works without them.
(function () {
  'use strict';
  // Destructive buttons ask first; the question sits on the form or on the button pressed.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    var button = event.submitter;
    var question = (button && button.getAttribute('data-confirm')) || form.getAttribute('data-confirm');
    if (question && !window.confirm(question)) { event.preventDefault(); }
  });
  // A printable document's button prints it (the browser's own printing does the same).
  document.querySelectorAll('button[data-print]').forEach(function (button) {
    button.addEventListener('click', function () { window.print(); });
  });
  // A list's filter choice applies at once (the search button does the same without scripts).
  document.querySelectorAll('select[data-submit-on-change]').forEach(function (select) {
    select.addEventListener('change', function () { select.form.requestSubmit(); });
  });
  // Barcode scanners type the ISBN and press Enter: move on instead of submitting.
  document.querySelectorAll('input[data-isbn]').forEach(function (input) {
    input.addEventListener('keydown', function (event) {
      if (event.key !== 'Enter') { return; }
      event.preventDefault();
      var fields = Array.prototype.slice.call(input.form.querySelectorAll('input, select, textarea'));
      var next = fields[fields.indexOf(input) + 1];
      if (next) { next.focus(); }
      input.dispatchEvent(new CustomEvent('isbn-entered', { bubbles: true }));
    });
  });
  // Search as you type: fetch the same page and replace the results container (the list
  // and the "nothing found" message together). Answers that arrive out of order are dropped.
  document.querySelectorAll('input[data-live-search]').forEach(function (input) {
    var target = input.getAttribute('data-live-search');
    var timer = null;
    var latest = 0;
    input.addEventListener('input', function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(function () {
        var url = new URL(input.form.action, window.location.href);
        url.searchParams.set(input.name, input.value);
        var asked = ++latest;
        fetch(url.toString(), { headers: { 'Accept': 'text/html' }, credentials: 'same-origin' })
          .then(function (response) {
            if (!response.ok) { throw new Error(String(response.status)); }
            return response.text();
          })
          .then(function (html) {
            if (asked !== latest) { return; }
            var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById(target);
            var current = document.getElementById(target);
            if (fresh && current) { current.replaceWith(fresh); }
            history.replaceState(null, '', url.pathname + url.search);
          })
          .catch(function () {});
      }, 250);
    });
  });
})();
