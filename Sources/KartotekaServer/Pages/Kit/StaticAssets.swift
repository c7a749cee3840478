import Foundation
import KartotekaHTTP

/// The stylesheet and script, served from memory with a long cache lifetime.
enum StaticAssets {
    static let endpoints = [stylesheetFile, scriptFile, favicon]

    // Pages ask for the assets with their content's version, so a cached copy never outlives an
    // upgrade and can be kept long.
    static let stylesheetFile = Endpoint.page(.get, "/static/app.css", .everyone) { _ in
        HTTPResponse(contentType: "text/css; charset=utf-8", body: stylesheetBytes).adding("Cache-Control", "public, max-age=31536000, immutable")
    }
    static let scriptFile = Endpoint.page(.get, "/static/app.js", .everyone) { _ in
        HTTPResponse(contentType: "text/javascript; charset=utf-8", body: scriptBytes).adding("Cache-Control", "public, max-age=31536000, immutable")
    }
    static let favicon = Endpoint.page(.get, "/favicon.ico", .everyone) { _ in HTTPResponse(status: 204) }

    private static let stylesheetBytes = Data(stylesheet.utf8)
    private static let scriptBytes = Data(script.utf8)

    /// The address of the stylesheet, with its version.
    static let stylesheetPath = "/static/app.css?v=\(version)"
    /// The address of the script, with its version.
    static let scriptPath = "/static/app.js?v=\(version)"

    /// A short fingerprint of the assets (FNV-1a, stable across runs and machines).
    static let version: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (stylesheet + script).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }()

    static let stylesheet = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2430; background: #f6f5f1; overflow-wrap: break-word; }
        a { color: #1f5fa8; }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; margin: .5rem 0 1rem; overflow-wrap: anywhere; }
        h1 .author { display: block; font-size: 1rem; font-weight: 600; color: #5a6270; }
        h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
        .top { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem 1rem; padding: .5rem 1rem; background: #22324a; color: #fff; }
        .top a { color: #fff; text-decoration: none; }
        .brand { font-weight: 700; font-size: 1.1rem; }
        .menu { display: flex; flex-wrap: wrap; gap: .25rem .9rem; flex: 1 1 auto; }
        .menu a[aria-current] { text-decoration: underline; text-underline-offset: .3em; }
        .lang { font-size: .9rem; opacity: .9; }
        .tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .75rem; }
        .tile { display: block; padding: 1rem; background: #fff; border: 1px solid #d9d6cc; border-radius: .5rem; text-decoration: none; color: inherit; }
        .tile strong { display: block; font-size: 1.15rem; color: #1f5fa8; }
        .tile span { color: #5a6270; font-size: .95rem; }
        .heading { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: .5rem; }
        .search-box { display: flex; gap: .5rem; margin: .5rem 0 1rem; }
        .search-box input { flex: 1 1 auto; min-width: 0; }
        input, select, textarea, button, .button { font: inherit; }
        input, select, textarea { width: 100%; padding: .5rem .6rem; border: 1px solid #b9b4a6; border-radius: .35rem; background: #fff; }
        button, .button { display: inline-block; white-space: nowrap; padding: .45rem .9rem; border: 1px solid #8b95a5; border-radius: .35rem; background: #fff; color: #1d2430; text-decoration: none; cursor: pointer; }
        .primary { background: #1f5fa8; border-color: #1f5fa8; color: #fff; }
        .danger { border-color: #b3261e; color: #b3261e; }
        .filters { display: flex; flex-wrap: wrap; gap: .5rem; margin-bottom: .75rem; }
        .filters a { padding: .2rem .7rem; border-radius: 1rem; border: 1px solid #b9b4a6; text-decoration: none; color: inherit; background: #fff; }
        .filters a[aria-current] { background: #22324a; color: #fff; border-color: #22324a; }
        .rows, .copies, .choices, .locations, .location-list, .history { list-style: none; margin: 0; padding: 0; }
        .row { border: 1px solid #d9d6cc; border-left: .35rem solid #d9d6cc; border-radius: .4rem; margin-bottom: .4rem; background: #fff; }
        .row > a { display: grid; grid-template-columns: minmax(0, 1fr); padding: .5rem .75rem; text-decoration: none; color: inherit; }
        .row .author { color: #5a6270; font-size: .92rem; }
        .row .title { font-weight: 600; }
        .row .status { color: #5a6270; font-size: .88rem; }
        .row.on-loan { background: #fff6d8; border-left-color: #d9a400; }
        .row.overdue { background: #fde4e1; border-left-color: #b3261e; }
        li.row.overdue:not(:has(> a)) { padding: .5rem .75rem; display: grid; gap: .3rem; }
        .copy { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .5rem; padding: .6rem .75rem; margin-bottom: .4rem; background: #fff; border: 1px solid #d9d6cc; border-radius: .4rem; }
        .copy > div:first-child, .choices form > span, .location > div, .row, .facts dd, .history li { min-width: 0; overflow-wrap: anywhere; }
        .copy > .actions { margin: 0; }
        .phone, .late { white-space: nowrap; }
        .copy.on-loan { background: #fff6d8; }
        .copy.overdue { background: #fde4e1; }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
        .actions form { margin: 0; }
        .late { color: #b3261e; }
        .facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .2rem 1rem; }
        .facts dt { color: #5a6270; }
        .facts dd { margin: 0; }
        .form fieldset { border: 1px solid #d9d6cc; border-radius: .5rem; margin: 0 0 1rem; padding: .75rem; background: #fff; }
        .form legend { font-weight: 600; padding: 0 .3rem; }
        .field { display: block; margin-bottom: .7rem; }
        .field > span { display: block; font-size: .92rem; margin-bottom: .15rem; }
        .field b { color: #b3261e; }
        .field.check { display: flex; gap: .5rem; align-items: center; }
        .field.check input, .inline-form select { width: auto; }
        .hint { display: block; color: #5a6270; font-size: .82rem; }
        .error { display: block; color: #b3261e; font-size: .88rem; margin-top: .15rem; }
        .invalid input, .invalid select, .invalid textarea { border-color: #b3261e; background: #fff7f6; }
        .problems { border: 1px solid #b3261e; background: #fff7f6; border-radius: .4rem; padding: .5rem 1rem; margin-bottom: 1rem; }
        .notice { border: 1px solid #2e7d32; background: #edf7ee; border-radius: .4rem; padding: .5rem 1rem; }
        .empty, .muted { color: #5a6270; }
        .choices li form { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: .5rem; padding: .5rem .75rem; margin-bottom: .4rem; background: #fff; border: 1px solid #d9d6cc; border-radius: .4rem; }
        .inline-form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-top: 1rem; }
        .inline-form label { flex: 1 1 14rem; }
        .location { display: flex; gap: .75rem; align-items: flex-start; padding: .6rem .75rem; margin-bottom: .4rem; background: #fff; border: 1px solid #d9d6cc; border-radius: .4rem; }
        .location .emoji { font-size: 1.8rem; line-height: 1; }
        .location-edit { padding: .6rem .75rem; margin-bottom: .6rem; background: #fff; border: 1px solid #d9d6cc; border-radius: .4rem; }
        .location-edit summary { cursor: pointer; overflow-wrap: anywhere; }
        .location-edit details[open] > summary { margin-bottom: .6rem; }
        .compact .field { margin-bottom: .4rem; }
        .pager { display: flex; flex-wrap: wrap; gap: 1rem; margin: 1rem 0; color: #5a6270; }
        .crumbs { margin: 0 0 .5rem; }
        .pick { display: inline-flex; align-items: center; gap: .35rem; }
        .pick input { width: auto; }
        .lookup { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin: -.3rem 0 .7rem; }
        .export-panel button { white-space: normal; text-align: left; }
        .camera video { width: 100%; max-width: 40rem; border-radius: .5rem; background: #000; }
        .public-row { display: grid; grid-template-columns: minmax(0, 1fr); padding: .5rem .75rem; }
        .account { display: flex; align-items: center; gap: .5rem; margin: 0; font-size: .9rem; }
        .account button { padding: .15rem .5rem; font-size: .85rem; }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; background: #fff; }
        th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #d9d6cc; }
        code { overflow-wrap: anywhere; background: #fff; padding: .1rem .3rem; }
        .annotation { background: #fff; border-left: .25rem solid #d9d6cc; padding: .5rem .75rem; }
        @media (min-width: 48rem) {
          .form fieldset { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 1rem; }
          .form fieldset legend { grid-column: 1 / -1; }
          .row > a { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; align-items: baseline; }
        }
        @media print { .top, .actions, .search-box, .filters, .pager { display: none; } body { background: #fff; } }
        """

    /// The whole script: the page helpers, then the cataloguing helpers.
    static let script = baseScript + cataloguingScript

    static let baseScript = """
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
        """
}
