// groundwire console: the login key (sessionStorage only), tabs, the streamed answer, the engine filter.
// No inline handlers anywhere (the CSP forbids them); web text is only ever inserted as text nodes.
(function () {
  "use strict";
  var KEY = "groundwire-key";

  function key() { return sessionStorage.getItem(KEY) || ""; }
  function authHeaders() { var k = key(); return k ? { "Authorization": "Bearer " + k } : {}; }

  // --- tabs: real links, the hash says which section shows --------------------------------------
  function showTab() {
    var name = (location.hash || "#ask").slice(1);
    var sections = document.querySelectorAll("section.tab");
    var found = false;
    sections.forEach(function (s) { if (s.id === name) { found = true; } });
    if (!found) { name = "ask"; }
    sections.forEach(function (s) { s.hidden = s.id !== name; });
    document.querySelectorAll("nav a[data-tab]").forEach(function (a) {
      if (a.dataset.tab === name) { a.setAttribute("aria-current", "page"); } else { a.removeAttribute("aria-current"); }
    });
    if (name === "engines") { document.body.dispatchEvent(new CustomEvent("gw-show-engines")); }
  }

  // --- login --------------------------------------------------------------------------------------
  function needLogin(message) {
    var login = document.getElementById("login");
    login.hidden = false;
    document.getElementById("main").hidden = true;
    var err = document.getElementById("login-error");
    if (message) { err.textContent = message; err.hidden = false; }
    document.getElementById("login-key").focus();
  }

  function checkLogin() {
    return fetch("/console/whoami", { headers: authHeaders() }).then(function (resp) {
      if (resp.status === 401) { needLogin(key() ? "That key was refused." : ""); return false; }
      document.getElementById("login").hidden = true;
      document.getElementById("main").hidden = false;
      document.getElementById("logout").hidden = !key();
      return true;
    });
  }

  // --- the streamed answer: text nodes, with [sN] turned into links to the listed sources --------
  var CITE = /\[(s\d+)\]/g;

  function appendAnswerText(box, text) {
    var last = 0, m;
    CITE.lastIndex = 0;
    while ((m = CITE.exec(text)) !== null) {
      if (m.index > last) { box.appendChild(document.createTextNode(text.slice(last, m.index))); }
      var target = document.getElementById("src-" + m[1]);
      if (target) {
        var a = document.createElement("a");
        a.href = "#src-" + m[1];
        a.className = "cite";
        a.textContent = "[" + m[1] + "]";
        box.appendChild(a);
      } else {
        box.appendChild(document.createTextNode(m[0]));
      }
      last = m.index + m[0].length;
    }
    if (last < text.length) { box.appendChild(document.createTextNode(text.slice(last))); }
  }

  function streamAnswer(box) {
    var token = box.dataset.token;
    box.removeAttribute("data-token");
    var body = new URLSearchParams({ token: token });
    fetch("/console/answer", { method: "POST", headers: authHeaders(), body: body }).then(function (resp) {
      if (!resp.ok || !resp.body) {
        return resp.text().then(function (t) { box.textContent = t || ("HTTP " + resp.status); });
      }
      var reader = resp.body.getReader();
      var decoder = new TextDecoder();
      var pending = "";  // a citation split across chunks waits for its closing bracket
      function pump() {
        return reader.read().then(function (chunk) {
          if (chunk.done) {
            if (pending) { appendAnswerText(box, pending); }
            box.setAttribute("aria-busy", "false");
            return;
          }
          pending += decoder.decode(chunk.value, { stream: true });
          var cut = pending.lastIndexOf("[");
          var ready = pending, rest = "";
          if (cut >= 0 && pending.indexOf("]", cut) < 0 && pending.length - cut < 12) {
            ready = pending.slice(0, cut); rest = pending.slice(cut);
          }
          appendAnswerText(box, ready);
          pending = rest;
          return pump();
        });
      }
      return pump();
    }).catch(function (e) { box.textContent = "The answer could not be streamed: " + e; });
  }

  // --- engine filter in search results ---------------------------------------------------------------
  function bindFilter(root) {
    root.querySelectorAll("select.engine-filter").forEach(function (sel) {
      sel.addEventListener("change", function () {
        var table = sel.parentNode.querySelector("table.hits");
        if (!table) { return; }
        table.querySelectorAll("tbody tr").forEach(function (tr) {
          var engines = (tr.dataset.engines || "").split(" ");
          tr.hidden = sel.value !== "" && engines.indexOf(sel.value) < 0;
        });
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.getElementById("login-form").addEventListener("submit", function (ev) {
      ev.preventDefault();
      sessionStorage.setItem(KEY, document.getElementById("login-key").value);
      checkLogin().then(function (ok) { if (ok) { showTab(); } });
    });
    document.getElementById("logout").addEventListener("click", function () {
      sessionStorage.removeItem(KEY);
      checkLogin();
    });
    document.body.addEventListener("htmx:configRequest", function (ev) {
      var k = key();
      if (k) { ev.detail.headers["Authorization"] = "Bearer " + k; }
    });
    document.body.addEventListener("htmx:responseError", function (ev) {
      if (ev.detail.xhr && ev.detail.xhr.status === 401) { needLogin("That key was refused."); }
    });
    document.body.addEventListener("htmx:afterSwap", function (ev) {
      var target = ev.detail.target;
      var box = target.querySelector(".answer[data-token]");
      if (box) { streamAnswer(box); }
      bindFilter(target);

    });
    document.addEventListener("click", function (ev) {  // a report citation opens its card
      var a = ev.target.closest ? ev.target.closest("a.cite[href^='#card-']") : null;
      if (!a) { return; }
      ev.preventDefault();
      var card = document.getElementById(a.getAttribute("href").slice(1));
      if (card) { card.open = true; card.scrollIntoView(); card.querySelector("summary").focus(); }
    });
    window.addEventListener("hashchange", showTab);
    checkLogin().then(function (ok) { if (ok) { showTab(); } });
  });
})();
