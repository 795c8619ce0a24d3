/**
 * The HTML report's style sheet, inlined in one `<style>` element whose hash the page's
 * Content-Security-Policy allows (html-assets.ts). System fonts only: nothing is downloaded. No
 * style attribute anywhere (the policy blocks them): colours of the drawings come from classes.
 */
export const STYLE = `
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
