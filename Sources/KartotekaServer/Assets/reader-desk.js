// The reader-first desk (/desk): scans are sent one after another without leaving the page, so
// a USB scanner (which types the code and presses Enter) can scan book after book while the box
// keeps the focus; each answer replaces what the desk shows. Without scripts the form posts and
// the page comes back with the box focused, which works the same, one scan at a time.
(function () {
  'use strict';
  var form = document.getElementById('desk-scan');
  if (!form) { return; }
  var box = document.getElementById('desk-code');
  var queue = [];
  var busy = false;

  // A scan that was not done (the session ended, the form went stale, the server was busy or did
  // not answer) says so with its code and why, and the scans waiting after it are not sent: the
  // librarian scans them again, and no book leaves unlent without a word. (The box stays empty:
  // a code put back would run into the next one a scanner types.)
  var notDone = [];
  var failed = function (codes, reason) {
    notDone = notDone.concat(codes);
    var alert = document.createElement('p');
    alert.className = 'problems';
    alert.setAttribute('role', 'alert');
    alert.id = 'desk-message';
    alert.setAttribute('data-outcome', 'not-done');
    alert.textContent = form.getAttribute('data-not-done') + ' ' + notDone.join(', ') + '. ' + reason;
    var result = document.getElementById('desk-result');
    var old = document.getElementById('desk-message');
    if (old) { old.replaceWith(alert); } else if (result) { result.prepend(alert); }
  };

  var show = function (html, codes) {
    var fresh = new DOMParser().parseFromString(html, 'text/html');
    var result = fresh.getElementById('desk-result');
    var ticket = fresh.querySelector('#desk-scan input[name=ticket]');
    if (!result) {
      var message = fresh.querySelector('.error-message') || fresh.querySelector('h1');
      failed(codes.concat(queue.splice(0)), message ? message.textContent : '');
      return;
    }
    notDone = [];
    document.getElementById('desk-result').replaceWith(result);
    if (ticket) { form.elements.ticket.value = ticket.value; }
  };

  var post = function (action, data) {
    busy = true;
    var codes = data.code ? [data.code] : [];
    return fetch(action, { method: 'POST', body: new URLSearchParams(data), credentials: 'same-origin',
                           headers: { 'Accept': 'text/html' } })
      .then(function (response) { return response.text(); })
      .then(function (html) { show(html, codes); })
      .catch(function () { failed(codes.concat(queue.splice(0)), form.getAttribute('data-no-answer')); })
      .then(function () {
        busy = false;
        document.body.setAttribute('data-desk-idle', queue.length === 0 ? 'yes' : 'no');
        next();
      });
  };

  var next = function () {
    if (busy || queue.length === 0) { return; }
    var code = queue.shift();
    document.body.setAttribute('data-desk-idle', 'no');
    var data = { csrf: form.elements.csrf.value, ticket: form.elements.ticket.value, code: code };
    // The reading-room switch: every copy lent while it is on is read in the library.
    if (form.elements.inLibrary && form.elements.inLibrary.checked) { data.inLibrary = '1'; }
    post(form.action, data);
  };

  var take = function (code) {
    if (!code.trim()) { return; }
    queue.push(code);
    next();
  };

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    take(box.value);
    box.value = '';
    box.focus();
  });

  // Renewing from the reader panel stays on the desk too.
  document.addEventListener('submit', function (event) {
    var renew = event.target;
    if (!renew.classList || !renew.classList.contains('desk-renew')) { return; }
    event.preventDefault();
    var data = {};
    new FormData(renew).forEach(function (value, name) { data[name] = value; });
    post(renew.action, data).then(function () { box.focus(); });
  });

  // The camera fills the box: a code read is scanned once, and not again while it stays in front
  // of the camera (it is taken again only after three seconds out of sight).
  var last = '';
  var lastSeen = 0;
  if (window.KartotekaCamera) {
    var message = document.getElementById('desk-camera-message');
    window.KartotekaCamera.attach(document.getElementById('desk-camera'), document.getElementById('desk-camera-start'), message,
      function (answer) {
        var resolution = answer.resolution || {};
        var code = resolution.ticketNumber || resolution.inventoryNumber || (answer.codes && answer.codes[0] && answer.codes[0].text);
        if (!code) { return false; }
        var now = Date.now();
        var fresh = code !== last || now - lastSeen > 3000;
        last = code;
        lastSeen = now;
        if (fresh) { take(code); }
        return false;
      });
  }
  document.body.setAttribute('data-desk-idle', 'yes');
})();
