(function () {
  'use strict';
  var csrf = document.querySelector('meta[name="csrf-token"]');
  var csrfToken = csrf ? csrf.getAttribute('content') : '';

  // New Book form: a scanned or typed ISBN in an otherwise empty form is looked up, and the
  // empty fields are filled with what was found (to be checked before saving).
  var isbn = document.querySelector('input[data-isbn]');
  var status = document.getElementById('lookup-status');
  if (isbn && status) {
    var lookup = function () {
      var value = isbn.value.trim();
      if (value.length < 10) { return; }
      status.textContent = status.getAttribute('data-searching');
      fetch(status.getAttribute('data-lookup') + '?isbn=' + encodeURIComponent(value), { headers: { 'Accept': 'application/json', 'Accept-Language': document.documentElement.lang || 'ru' },
                                                                                        credentials: 'same-origin' })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (answer.error) { status.textContent = answer.error.message; return; }
          if (answer.cataloguedTitleId) {
            status.innerHTML = '';
            var link = document.createElement('a');
            link.href = status.getAttribute('data-title').replace(/\{[^}]*\}/, encodeURIComponent(answer.cataloguedTitleId)) + '?addCopy=#add-copy';
            link.textContent = status.getAttribute('data-catalogued');
            status.appendChild(link);
            return;
          }
          var draft = answer.draft || {};
          Object.keys(draft).forEach(function (name) {
            var field = isbn.form.elements[name];
            if (field && !field.value && draft[name]) { field.value = draft[name]; }
          });
          var source = answer.candidates && answer.candidates[0] ? answer.candidates[0].source : '';
          status.textContent = status.getAttribute('data-found').replace('%@', source);
        })
        .catch(function () { status.textContent = ''; });
    };
    isbn.addEventListener('isbn-entered', function () {
      var others = Array.prototype.slice.call(isbn.form.querySelectorAll('fieldset:first-of-type input'))
        .filter(function (field) { return field !== isbn && field.value; });
      if (others.length === 0) { lookup(); }
    });
  }

  // The camera, on the Scan page and the desk: frames go to the server to be decoded (where the
  // video's `data-address` says: the scan API, or a stock check's), and each answer is handed to
  // `onAnswer`, which returns true once the camera has done its work. The camera's button shows only where a camera can work: browsers give pages the camera only on a
  // secure address (https://, or this very computer); elsewhere the page says why and what to do
  // instead.
  var attachCamera = function (video, start, message, onAnswer) {
    if (!(video && start && message)) { return; }
    if (!(window.isSecureContext && navigator.mediaDevices && navigator.mediaDevices.getUserMedia)) {
      message.textContent = message.getAttribute(window.isSecureContext ? 'data-missing' : 'data-insecure');
      return;
    }
    start.hidden = false;
    var canvas = document.createElement('canvas');
    var busy = false;
    var timer = null;
    var send = function () {
      if (busy || video.readyState < 2) { return; }
      busy = true;
      var width = Math.min(1280, video.videoWidth);
      var height = Math.round(video.videoHeight * width / video.videoWidth);
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(video, 0, 0, width, height);
      canvas.toBlob(function (blob) {
        fetch(video.getAttribute('data-address'), { method: 'POST', body: blob, credentials: 'same-origin',
                                           headers: { 'Content-Type': 'image/jpeg', 'X-CSRF-Token': csrfToken,
                                                      'Accept-Language': document.documentElement.lang || 'ru' } })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            busy = false;
            if (onAnswer(answer)) { window.clearInterval(timer); }
          })
          .catch(function () { busy = false; });
      }, 'image/jpeg', 0.85);
    };
    start.addEventListener('click', function () {
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        .then(function (stream) {
          video.srcObject = stream;
          video.hidden = false;
          start.hidden = true;
          message.textContent = message.getAttribute('data-looking');
          timer = window.setInterval(send, 700);
        })
        .catch(function (error) {
          var denied = error && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
          message.textContent = message.getAttribute(denied ? 'data-denied' : 'data-missing');
        });
    });
  };
  window.KartotekaCamera = { attach: attachCamera };

  // Scan page: the first code found opens what it leads to. On a stock check's page, every label
  // read is counted there and listed instead, and the camera goes on.
  var video = document.getElementById('camera');
  var message = document.getElementById('scan-message');
  var stocktake = video && video.getAttribute('data-stocktake');
  if (stocktake) {
    var results = document.getElementById('stocktake-results');
    var seen = {};
    attachCamera(video, document.getElementById('camera-start'), message, function (answer) {
      if (!Array.isArray(answer) || !results) { return false; }
      answer.forEach(function (scan) {
        if (seen[scan.text]) { return; }
        seen[scan.text] = true;
        var item = document.createElement('li');
        item.className = 'scan-' + scan.outcome;
        item.textContent = scan.message;
        results.insertBefore(item, results.firstChild);
        message.textContent = scan.message;
      });
      return false;
    });
  } else {
    attachCamera(video, document.getElementById('camera-start'), message, function (answer) {
      if (!answer.resolution) { return false; }
      message.textContent = answer.resolution[document.documentElement.lang === 'en' ? 'english' : 'russian'];
      if (!answer.resolution.next) { return false; }
      // A record to catalogue goes through the scan form's post, which opens the New Book form
      // filled in (its address could not hold a long annotation); anything else is opened.
      var typed = document.querySelector('#scan-text textarea[name=text]');
      if (answer.resolution.draft && typed && answer.codes && answer.codes[0]) {
        typed.value = answer.codes[0].text;
        typed.form.submit();
        return true;
      }
      window.location = answer.resolution.next;
      return true;
    });
  }
})();
