export const id = 436;
export const ids = [436];
export const modules = {

/***/ 7436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CONTENT_SECURITY_POLICY: () => (/* binding */ CONTENT_SECURITY_POLICY),
  CSP_META: () => (/* binding */ CSP_META),
  SCRIPT: () => (/* reexport */ SCRIPT),
  SCRIPT_ELEMENT: () => (/* binding */ SCRIPT_ELEMENT),
  STYLE: () => (/* reexport */ STYLE),
  STYLE_ELEMENT: () => (/* binding */ STYLE_ELEMENT)
});

// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
;// CONCATENATED MODULE: ./lib/report/html-script.js
/**
 * The HTML report's one script, inlined and allowed by its hash in the page's
 * Content-Security-Policy (html-assets.ts). Plain modern DOM, no framework, no request.
 *
 * It reads the index (html-data.ts) from `<script type="application/json" id="report-index">`
 * and lists the checks in pages of PAGE rows, filtered by outcome, module, flakiness and a search
 * on test id or name. A check's details are built only when it is expanded, from the chunk of details that
 * holds it, parsed then. Every value from the report reaches the page through textContent (el and
 * text below) or as a number: nothing is parsed as markup, and nothing becomes a link.
 *
 * It is a string, not compiled code: the page must run it as written, whatever bundler or
 * minifier builds this tool, and its hash must not change with them. It therefore holds no
 * backtick and no dollar-brace, so the template literal below is the script verbatim
 * (test/html-report.test.ts checks that), and it is tested in a real browser
 * (test/html-report-browser.test.ts).
 */
const SCRIPT = `
(() => {
  'use strict';
  const OUTCOMES = ['failed', 'warned', 'allowed', 'unobservable', 'unreached', 'passed'];
  const PAGE = 200;
  const byId = (id) => document.getElementById(id);
  const index = JSON.parse(byId('report-index').textContent);
  const rows = index.rows;
  const list = byId('checks');
  const status = byId('list-status');
  const more = byId('show-more');
  const search = byId('f-search');
  const moduleSelect = byId('f-module');
  const buttons = Array.from(document.querySelectorAll('button[data-outcome]'));
  const flakyOnly = byId('f-flaky');
  const state = { outcomes: new Set(), module: -1, query: '', byClause: false, flaky: false };
  const chunks = new Map();
  let matches = [];
  let shown = 0;
  let lastSuite = -1;
  let haystack = null;

  const number = (n) => n.toLocaleString('en-US');

  /** An element with a class and text; text is always set through textContent. */
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null && text !== '') node.textContent = String(text);
    return node;
  }

  function filter() {
    const wanted = new Uint8Array(OUTCOMES.length);
    for (const o of state.outcomes) wanted[o] = 1;
    const query = state.query;
    if (query && haystack === null) {
      haystack = rows.map((r) => (r[1] + ' ' + r[2]).toLowerCase());
    }
    const out = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!wanted[row[3]]) continue;
      if (state.flaky && !row[6]) continue;
      if (state.module >= 0 && index.suites[row[0]][1] !== state.module) continue;
      if (query && !haystack[i].includes(query)) continue;
      out.push(i);
    }
    matches = out;
    shown = 0;
    lastSuite = -1;
    list.replaceChildren();
    if (state.byClause) renderClauses();
    else renderMore();
  }

  /** The matching checks grouped by the spec clause they broke, most broken clauses first. */
  function renderClauses() {
    const byClause = new Map();
    let broke = 0;
    for (const i of matches) {
      const clauses = rows[i][5] || [];
      if (clauses.length > 0) broke++;
      for (const r of clauses) {
        if (!byClause.has(r)) byClause.set(r, []);
        byClause.get(r).push(i);
      }
    }
    const fragment = document.createDocumentFragment();
    (index.clauses || []).forEach((r, k) => {
      const checks = byClause.get(r);
      if (!checks) return;
      const item = el('details', 'clause');
      const head = el('summary');
      const ref = index.refs[r];
      // Two clauses of one section read apart by their anchor or first words (clauseApart).
      const apart = (index.clauseApart || [])[k];
      if (ref[5]) head.appendChild(el('span', 'strength', ref[5]));
      head.appendChild(document.createTextNode(
        ([ref[0], ref[1] ? 'section ' + ref[1] : ''].filter(Boolean).join(', ') || 'the specification') +
        (apart ? ', ' + apart : '') +
        ' — ' + number(checks.length) + (checks.length === 1 ? ' check' : ' checks')));
      item.appendChild(head);
      item.appendChild(reference(r));
      const ul = el('ul', 'clause-checks');
      for (const i of checks) {
        const li = el('li');
        li.appendChild(el('code', '', rows[i][1]));
        if (rows[i][2]) li.appendChild(document.createTextNode(' ' + rows[i][2]));
        if (rows[i][6]) li.appendChild(flakyMark(rows[i][6]));
        ul.appendChild(li);
      }
      item.appendChild(ul);
      fragment.appendChild(item);
    });
    list.appendChild(fragment);
    more.hidden = true;
    status.textContent = byClause.size === 0
      ? 'No spec clause is broken by the matching checks (' + number(matches.length) + ' match).'
      : number(byClause.size) + (byClause.size === 1 ? ' spec clause' : ' spec clauses') +
        ' broken by ' + number(broke) + ' of ' + number(matches.length) + ' matching checks.';
  }

  function renderMore() {
    const end = Math.min(matches.length, shown + PAGE);
    const fragment = document.createDocumentFragment();
    for (let k = shown; k < end; k++) {
      const i = matches[k];
      if (rows[i][0] !== lastSuite) {
        lastSuite = rows[i][0];
        fragment.appendChild(suiteHeading(lastSuite));
      }
      fragment.appendChild(checkRow(i));
    }
    list.appendChild(fragment);
    shown = end;
    const left = matches.length - shown;
    more.hidden = left <= 0;
    more.textContent = 'Show ' + number(Math.min(PAGE, left)) + ' more';
    if (rows.length === 0) {
      status.textContent = 'The report holds no check details; the counts above come from its summary.';
    } else if (matches.length === 0) {
      status.textContent = 'No check matches these filters (' + number(rows.length) + ' checks in all).';
    } else {
      status.textContent = 'Showing ' + number(shown) + ' of ' + number(matches.length) +
        ' matching checks (' + number(rows.length) + ' in all).';
    }
  }

  function suiteHeading(s) {
    const suite = index.suites[s];
    const heading = el('h3', 'suite', 'Suite ');
    heading.appendChild(el('code', '', suite[0]));
    if (suite[1] >= 0) heading.appendChild(el('span', 'module', ' · module ' + index.modules[suite[1]]));
    return heading;
  }

  /** A flaky check's mark, in the words of every other surface (report/flaky.ts flakyText). */
  function flakyMark(f) {
    return el('span', 'flaky', 'flaky: ' + number(f[0]) + (f[0] === 1 ? ' flip' : ' flips') +
      ' in the last ' + number(f[1]) + ' runs');
  }

  function checkRow(i) {
    const row = rows[i];
    const details = el('details', 'check o-' + OUTCOMES[row[3]]);
    details.dataset.i = String(i);
    const summary = el('summary');
    summary.append(el('span', 'badge', OUTCOMES[row[3]]), el('code', 'id', row[1]));
    if (row[2]) summary.appendChild(el('span', 'name', row[2]));
    if (row[6]) summary.appendChild(flakyMark(row[6]));
    if (row[4]) summary.appendChild(el('span', 'why', row[4]));
    details.appendChild(summary);
    return details;
  }

  /**
   * The details of check i, from its chunk (parsed on first use); null while the page is still
   * loading: the browser may have read only part of a chunk's text so far.
   */
  function detailOf(i) {
    const c = Math.floor(i / index.chunk);
    if (!chunks.has(c)) {
      if (document.readyState === 'loading') return null;
      const node = byId('report-details-' + c);
      chunks.set(c, node ? JSON.parse(node.textContent) : []);
    }
    // A page cut short (a copy that stopped early) lacks the chunk: undefined.
    return chunks.get(c)[i - c * index.chunk];
  }

  function fillDetail(box, i) {
    const d = detailOf(i);
    if (d === null) {
      box.appendChild(el('p', 'note', 'The details are still loading.'));
      document.addEventListener('DOMContentLoaded', () => {
        box.replaceChildren();
        fillDetail(box, i);
      });
      return;
    }
    if (d === undefined) {
      box.appendChild(el('p', 'note', 'The details of this check are missing from this page.'));
      return;
    }
    const facts = [];
    // An unreached check sent nothing: "got no response" would blame the partner.
    if ((d.e || d.a !== undefined) && !d.u) {
      // "Expected HTTP 200, got HTTP 200" would read like a pass: the validations say what failed.
      facts.push(d.e && d.a !== undefined && d.e.includes(d.a)
        ? 'HTTP ' + d.a + ', as expected.'
        : 'Expected HTTP ' + (d.e ? d.e.join(' or ') : 'n/a') + ', got ' +
          (d.a !== undefined ? 'HTTP ' + d.a : 'no response') + '.');
    }
    if (d.k) facts.push('Transport: ' + d.k + '.');
    if (d.u) facts.push('Not reached: ' + d.u + '.');
    if (facts.length) box.appendChild(el('p', 'facts', facts.join(' ')));
    const quoted = new Set();
    if (d.v) box.append(el('h4', '', 'Validations'), validations(d.v, quoted));
    if (d.w) box.append(el('h4', '', 'Warnings'), validations(d.w, quoted));
    const clauses = (d.r || []).filter((r) => !quoted.has(r));
    if (clauses.length) box.append(el('h4', '', 'Spec clauses'), ...clauses.map(reference));
    if (d.c) box.append(el('h4', '', 'Source citations'), ...d.c.map(reference));
    if (d.p) {
      const ul = el('ul');
      for (const p of d.p) ul.appendChild(el('li', '', p));
      box.append(el('h4', '', 'Proven by'), ul);
    }
    box.appendChild(exchange(d.x));
    if (d.cu) box.appendChild(curl(d.cu, rows[i][1]));
  }

  const STATES = { 1: ['pass', 'passed'], 0: ['fail', 'failed'], 2: ['unobservable', 'unobservable'] };

  /** Validations: state, name, severity, message, details, and each clause they cite once. */
  function validations(items, quoted) {
    const ul = el('ul', 'validations');
    for (const v of items) {
      const s = STATES[v[0]] || ['', 'no result'];
      const li = el('li', s[0]);
      const line = el('p');
      line.appendChild(el('span', 'state', s[1]));
      if (v[1]) line.appendChild(el('strong', '', v[1]));
      if (v[2]) line.appendChild(el('span', 'sev', ' (' + v[2] + ')'));
      if (v[3]) line.appendChild(document.createTextNode((v[1] || v[2] ? ': ' : '') + v[3]));
      li.appendChild(line);
      if (v[5]) li.appendChild(el('p', 'mono details', v[5]));
      for (const r of v[4]) {
        if (quoted.has(r)) continue;
        quoted.add(r);
        li.appendChild(reference(r));
      }
      ul.appendChild(li);
    }
    return ul;
  }

  /** A cited clause: strength, document, section, path and anchor, page; then the quote. */
  function reference(r) {
    const ref = index.refs[r];
    const where = [ref[0], ref[1] ? 'section ' + ref[1] : '',
      ref[4] ? ref[4] + (ref[2] ? '#' + ref[2] : '') : (ref[2] ? '#' + ref[2] : ''),
      ref[3] ? 'page ' + ref[3] : ''].filter(Boolean).join(', ');
    const box = el('blockquote', 'ref');
    const head = el('p', 'where');
    if (ref[5]) head.appendChild(el('span', 'strength', ref[5]));
    head.appendChild(document.createTextNode(where || 'the specification'));
    box.appendChild(head);
    if (ref[6]) box.appendChild(el('p', 'quote', '“' + ref[6] + '”'));
    return box;
  }

  function exchange(x) {
    const box = el('div', 'exchange');
    box.appendChild(el('h4', '', 'Exchange (redacted)'));
    if (x === undefined) {
      box.appendChild(el('p', 'note', 'No exchange was kept for this check.'));
    } else if (x === 1) {
      box.appendChild(el('p', 'note', 'The exchange of a passed check is not kept in this page; the JSON report file keeps it, when one is written.'));
    } else if (x === 2) {
      box.appendChild(el('p', 'note', 'Exchange left out: this page keeps at most ' +
        number(Math.round(index.budget / 1e6)) + ' MB of exchanges, failed checks first. The JSON report file keeps it, when one is written.'));
    } else {
      if (x.q) box.appendChild(part('Request', x.q, (x.q.m || '?') + ' ' + (x.q.u || '')));
      if (x.s) box.appendChild(part('Response', x.s, 'HTTP ' + (x.s.st !== undefined ? x.s.st : '?')));
      if (x.l !== undefined) box.appendChild(el('p', 'latency', 'Latency: ' + number(x.l) + ' ms'));
      if (x.er) {
        const error = el('p', 'error', 'Error: ' + x.er);
        if (x.et) error.appendChild(el('span', 'flag', 'truncated'));
        box.appendChild(error);
      }
    }
    return box;
  }

  /** Reproduce with curl: the command and a Copy button; or why there is none, and the request. */
  function curl(cu, id) {
    const box = el('div', 'curl');
    const show = 'ocpi-conformance show <report-file> --check ' + id;
    if (cu.c !== undefined) {
      box.appendChild(el('h4', '', 'Reproduce with curl'));
      const pre = el('pre', 'command', cu.c);
      const said = el('span', 'copied');
      said.setAttribute('role', 'status');
      const copy = el('button', 'copy', 'Copy');
      copy.type = 'button';
      copy.setAttribute('aria-label', 'Copy the curl command');
      copy.addEventListener('click', () => copyText(pre, cu.c, said));
      const bar = el('p', 'copybar');
      bar.append(copy, said);
      box.append(bar, pre);
      if (cu.f) box.appendChild(el('p', 'note', 'The body is read from the file ' + cu.f +
        ', which this page does not hold: the HAR file written beside the report holds this request, or run ' +
        show + ' to write it.'));
      for (const n of cu.n || []) box.appendChild(el('p', 'note', n));
    } else if (cu.k === 'p') {
      box.appendChild(el('h4', '', 'Request the partner sent'));
      box.appendChild(el('p', 'note', 'The partner sent this request to the service: it is shown as sent, not offered for replay.'));
      box.appendChild(el('pre', 'request', cu.q));
    } else if (cu.k === 'l') {
      box.appendChild(el('h4', '', 'Reproduce with curl'));
      box.appendChild(el('p', 'note', 'The command is too long for this page: run ' + show + ' to print it.'));
    } else {
      box.appendChild(el('h4', '', 'Reproduce with curl'));
      box.appendChild(el('p', 'note', 'No curl command: ' + (cu.r || []).join('; ') + '. The request as recorded:'));
      box.appendChild(el('pre', 'request', cu.q));
    }
    return box;
  }

  /**
   * Puts the command in the clipboard; where the page may not (no clipboard, a refusal), selects
   * it for the reader to copy, and says so.
   */
  function copyText(pre, text, said) {
    const select = () => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      said.textContent = 'The page cannot reach the clipboard: the command is selected, copy it with Ctrl+C (Cmd+C on a Mac).';
    };
    said.textContent = '';
    if (!navigator.clipboard || !navigator.clipboard.writeText) {
      select();
      return;
    }
    navigator.clipboard.writeText(text).then(() => {
      said.textContent = 'Copied.';
    }, select);
  }

  /** A request or a response: its first line, headers and body, with what was cut said. */
  function part(title, p, first) {
    const box = el('div', 'part');
    box.append(el('h5', '', title), el('p', 'line mono', first));
    if (p.h) {
      const table = el('table', 'headers');
      for (const h of p.h) {
        const tr = el('tr');
        tr.append(el('td', 'mono', h[0]), el('td', 'mono', h[1]));
        table.appendChild(tr);
      }
      box.appendChild(table);
    }
    if (p.hm) box.appendChild(el('p', 'note', number(p.hm) + ' more headers are left out of this page.'));
    if (p.ht) box.appendChild(flagged('Headers'));
    if (p.b !== undefined) box.appendChild(el('pre', 'body', p.b));
    // A body this page cut ends with one added ellipsis.
    if (p.bc) box.appendChild(el('p', 'note', 'Body cut by this page: the first ' + number(p.b.length - 1) + ' of ' + number(p.bc) + ' characters.'));
    if (p.bt) box.appendChild(flagged('Body'));
    return box;
  }

  function flagged(what) {
    const line = el('p', 'note', what + ' cut by the service:');
    line.appendChild(el('span', 'flag', 'truncated'));
    return line;
  }

  function setUp() {
    (index.modules || []).forEach((name, m) => {
      const option = el('option', '', name);
      option.value = String(m);
      moduleSelect.appendChild(option);
    });
    for (const b of buttons) {
      if (b.getAttribute('aria-pressed') === 'true') state.outcomes.add(Number(b.dataset.outcome));
      b.addEventListener('click', () => {
        const o = Number(b.dataset.outcome);
        const on = b.getAttribute('aria-pressed') !== 'true';
        b.setAttribute('aria-pressed', String(on));
        if (on) state.outcomes.add(o);
        else state.outcomes.delete(o);
        filter();
      });
    }
    byId('f-all').addEventListener('click', () => {
      for (const b of buttons) {
        b.setAttribute('aria-pressed', 'true');
        state.outcomes.add(Number(b.dataset.outcome));
      }
      filter();
    });
    if (flakyOnly) {
      flakyOnly.addEventListener('click', () => {
        state.flaky = flakyOnly.getAttribute('aria-pressed') !== 'true';
        flakyOnly.setAttribute('aria-pressed', String(state.flaky));
        filter();
      });
    }
    moduleSelect.addEventListener('change', () => {
      state.module = moduleSelect.value === '' ? -1 : Number(moduleSelect.value);
      filter();
    });
    let timer = 0;
    search.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        state.query = search.value.trim().toLowerCase();
        filter();
      }, 120);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === '/' && document.activeElement !== search) {
        event.preventDefault();
        search.focus();
      }
    });
    more.addEventListener('click', renderMore);
    const views = [byId('v-checks'), byId('v-clauses')];
    for (const view of views) {
      if (!view) continue;
      view.addEventListener('click', () => {
        state.byClause = view.id === 'v-clauses';
        for (const v of views) v.setAttribute('aria-pressed', String(v === view));
        filter();
      });
    }
    // toggle does not bubble: one listener, capturing, serves every check row (a clause of the
    // By clause view is a details element too, and has its content already).
    list.addEventListener('toggle', (event) => {
      const target = event.target;
      if (!target.open || target.dataset.built || target.dataset.i === undefined) return;
      target.dataset.built = '1';
      const box = el('div', 'detail');
      target.appendChild(box);
      fillDetail(box, Number(target.dataset.i));
    }, true);
  }

  setUp();
  filter();
})();
`;

;// CONCATENATED MODULE: ./lib/report/html-style.js
/**
 * The HTML report's style sheet, inlined in one `<style>` element whose hash the page's
 * Content-Security-Policy allows (html-assets.ts). System fonts only: nothing is downloaded. No
 * style attribute anywhere (the policy blocks them): colours of the drawings come from classes.
 */
const STYLE = `
:root {
  color-scheme: light dark;
  --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0;
  --failed: #cf222e; --warned: #9a6700; --allowed: #8250df; --unobservable: #0969da;
  --unreached: #6e7781; --passed: #1a7f37; --accent: #0969da;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --failed: #f85149; --warned: #d29922; --allowed: #ab7df8; --unobservable: #4493f8;
    --unreached: #9198a1; --passed: #3fb950; --accent: #4493f8;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto; max-width: 1200px; padding: 16px 24px 48px; color: var(--fg); background: var(--bg);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
h1 { font-size: 22px; margin: 8px 0 2px; }
h2 { font-size: 17px; margin: 0 0 8px; }
h3 { font-size: 14px; margin: 12px 0 4px; }
header .sub { color: var(--muted); margin: 0 0 12px; }
section { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
.grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.grid2 > section { margin: 0; }
@media (max-width: 800px) { .grid2 { grid-template-columns: 1fr; } }
.verdict { border-left: 6px solid var(--unreached); }
.verdict.pass { border-left-color: var(--passed); }
.verdict.fail { border-left-color: var(--failed); }
.verdict.error { border-left-color: var(--warned); }
.verdict-word { font-size: 20px; font-weight: 700; margin: 0; }
.verdict.pass .verdict-word { color: var(--passed); }
.verdict.fail .verdict-word { color: var(--failed); }
.verdict.error .verdict-word { color: var(--warned); }
.reason { margin: 4px 0 0; overflow-wrap: anywhere; }
.tiles { display: grid; grid-template-columns: repeat(8, 1fr); gap: 8px; }
@media (max-width: 800px) { .tiles { grid-template-columns: repeat(4, 1fr); } }
.tile { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
.tile .n { display: block; font-size: 20px; font-weight: 700; }
.tile .label { color: var(--muted); font-size: 12px; }
.tile.failed .n { color: var(--failed); } .tile.warned .n { color: var(--warned); }
.tile.allowed .n { color: var(--allowed); } .tile.unobservable .n { color: var(--unobservable); }
.tile.unreached .n { color: var(--unreached); } .tile.passed .n { color: var(--passed); }
.rate { margin: 10px 0 4px; }
svg.meter { width: 100%; max-width: 400px; height: 24px; display: block; }
.meter-bg { fill: var(--line); } .meter-fill.ok { fill: var(--passed); } .meter-fill.bad { fill: var(--failed); }
.meter-threshold { stroke: var(--fg); stroke-width: 2; }
svg.trend { width: 100%; max-width: 720px; height: auto; display: block; }
svg.trend .grid { stroke: var(--line); stroke-width: 1; }
svg.trend .threshold { stroke: var(--failed); stroke-width: 1.5; stroke-dasharray: 6 4; }
svg.trend .rate { fill: none; stroke: var(--accent); stroke-width: 2; }
svg.trend .point { fill: var(--accent); }
svg.trend .point.current { fill: var(--bg); stroke: var(--accent); stroke-width: 3; }
svg.trend .none line { stroke: var(--unreached); stroke-width: 2; }
svg.trend .axis { fill: var(--muted); font-size: 11px; }
svg.trend .current-label { fill: var(--fg); font-weight: 600; }
/* 24 px high at least: WCAG 2.2's smallest target. */
details > summary { padding: 2px 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { text-align: left; padding: 2px 10px 2px 0; vertical-align: top; border-bottom: 1px solid var(--line); }
.note { color: var(--muted); }
.toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 8px; }
.outcomes { display: flex; flex-wrap: wrap; gap: 6px; }
button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 16px; padding: 2px 10px; cursor: pointer; }
button.filter[aria-pressed="true"] { border-color: currentColor; font-weight: 600; }
/* An outcome left out of the list: grey, not faded (faded colours fall below WCAG's 4.5:1). */
button.filter[aria-pressed="false"] { color: var(--muted); }
button.filter .n { font-variant-numeric: tabular-nums; }
.o-failed { color: var(--failed); } .o-warned { color: var(--warned); } .o-allowed { color: var(--allowed); }
.o-unobservable { color: var(--unobservable); } .o-unreached { color: var(--unreached); } .o-passed { color: var(--passed); }
select, input[type="search"] { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; }
input[type="search"] { width: 260px; }
#list-status { color: var(--muted); margin: 4px 0 8px; }
h3.suite { margin: 14px 0 4px; font-weight: 600; }
h3.suite .module { color: var(--muted); font-weight: 400; }
details.check { background: var(--bg); border: 1px solid var(--line); border-left: 4px solid currentColor; border-radius: 4px; margin: 3px 0; }
details.check > summary { cursor: pointer; padding: 4px 8px; color: var(--fg); overflow-wrap: anywhere; }
details.check > summary .badge { display: inline-block; min-width: 112px; font-size: 12px; font-weight: 600; text-transform: uppercase; }
details.check.o-failed .badge { color: var(--failed); } details.check.o-warned .badge { color: var(--warned); }
details.check.o-allowed .badge { color: var(--allowed); } details.check.o-unobservable .badge { color: var(--unobservable); }
details.check.o-unreached .badge { color: var(--unreached); } details.check.o-passed .badge { color: var(--passed); }
details.check .name { margin-left: 8px; }
/* A flaky check's mark: its flips and runs, in words, boxed (not colour alone). */
.flaky { display: inline-block; font-size: 12px; font-weight: 600; color: var(--warned); border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; }
details.check .flaky, ul.clause-checks .flaky { margin-left: 8px; }
details.check .why { display: block; color: var(--muted); margin-left: 120px; }
.detail { color: var(--fg); padding: 4px 12px 10px; border-top: 1px solid var(--line); }
.detail h4 { margin: 10px 0 4px; font-size: 13px; }
.detail h5 { margin: 6px 0 2px; font-size: 12.5px; }
ul.validations { list-style: none; padding: 0; margin: 0; }
ul.validations > li { margin: 4px 0; padding-left: 8px; border-left: 3px solid var(--line); }
ul.validations > li.fail { border-left-color: var(--failed); }
ul.validations > li.pass { border-left-color: var(--passed); }
ul.validations > li.unobservable { border-left-color: var(--unobservable); }
.state { font-weight: 600; margin-right: 6px; }
li.fail .state { color: var(--failed); } li.pass .state { color: var(--passed); } li.unobservable .state { color: var(--unobservable); }
.sev { color: var(--muted); }
p.details { color: var(--muted); margin: 0 0 2px; overflow-wrap: anywhere; }
ul.validations p { margin: 2px 0; }
blockquote.ref { margin: 4px 0 4px 12px; padding: 2px 10px; border-left: 3px solid var(--accent); }
blockquote.ref .where { color: var(--muted); margin: 0; font-size: 12.5px; }
blockquote.ref .quote { margin: 0; font-style: italic; }
.strength { font-weight: 700; font-style: normal; color: var(--fg); margin-right: 4px; }
pre { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 6px 8px; margin: 4px 0; max-height: 420px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
.copybar { margin: 8px 0 2px; }
.copybar .copied { margin-left: 8px; color: var(--muted); }
.flag { display: inline-block; font-size: 11px; font-weight: 700; text-transform: uppercase; color: var(--warned); border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; margin-left: 6px; }
.exchange .line { font-weight: 600; overflow-wrap: anywhere; }
table.headers td:first-child { color: var(--muted); white-space: nowrap; }
table.headers td { overflow-wrap: anywhere; }
#show-more { margin-top: 8px; }
.views button[aria-pressed="true"] { border-color: var(--accent); font-weight: 600; }
details.clause { background: var(--bg); border: 1px solid var(--line); border-left: 4px solid var(--accent); border-radius: 4px; margin: 3px 0; }
details.clause > summary { cursor: pointer; padding: 4px 8px; overflow-wrap: anywhere; }
ul.clause-checks { margin: 4px 0 8px; overflow-wrap: anywhere; }
`;

;// CONCATENATED MODULE: ./lib/report/html-assets.js
/**
 * The HTML report's Content-Security-Policy: the page may run its one inline script and apply its
 * one inline style sheet, each allowed by its SHA-256 hash, and nothing else. `default-src 'none'`
 * forbids every fetch (scripts, styles, images, fonts, frames, connections) and no `connect-src`
 * opens one: opened from disk, the page makes no request. `img-src data:` serves only the empty
 * favicon (`<link rel="icon" href="data:,">`), which keeps a browser from asking a server for
 * /favicon.ico when the page is served. A policy in `<meta>` cannot hold frame-ancestors; a
 * framed copy of a static file is no risk the page can prevent.
 */




function sha256(text) {
    return `'sha256-${(0,digest/* sha256 */.s)(text, 'base64')}'`;
}
const CONTENT_SECURITY_POLICY = [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');
/** The page's own elements, exactly as the document holds them (html.ts, app/formats/html-report.ts). */
const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
const STYLE_ELEMENT = `<style>${STYLE}</style>`;
const SCRIPT_ELEMENT = `<script>${SCRIPT}</script>`;


/***/ })

};
