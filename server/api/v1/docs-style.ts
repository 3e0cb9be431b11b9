/** The reference page's style sheet (`GET /api/v1/docs.css`): served from our origin, as the CSP asks. */
export const DOCS_CSS = `
:root { color-scheme: light dark; --line: #dfe1e6; --muted: #6b778c; --code: #f4f5f7; }
@media (prefers-color-scheme: dark) { :root { --line: #3b4252; --muted: #a5adba; --code: #22272e; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
header { padding: 16px 32px; border-bottom: 1px solid var(--line); }
header h1 { margin: 0 0 4px; font-size: 24px; }
header small { color: var(--muted); font-weight: normal; }
nav { position: fixed; top: 96px; bottom: 0; left: 0; width: 280px; overflow: auto; padding: 0 16px 32px; border-right: 1px solid var(--line); font-size: 14px; }
nav ul { list-style: none; padding-left: 12px; margin: 4px 0; }
nav > ul { padding-left: 0; }
main { margin-left: 280px; padding: 8px 32px 64px; max-width: 1100px; }
section { margin-bottom: 40px; }
article { border-top: 1px solid var(--line); padding: 12px 0 20px; }
h2 { font-size: 20px; margin: 24px 0 8px; }
h3 { font-size: 17px; margin: 8px 0; }
h4 { font-size: 14px; margin: 16px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
code { background: var(--code); padding: 1px 4px; border-radius: 3px; }
pre { background: var(--code); padding: 12px; border-radius: 4px; overflow: auto; max-height: 480px; }
pre.curl { max-height: none; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); }
td:last-child { word-break: break-word; }
.method { display: inline-block; min-width: 64px; text-align: center; border-radius: 3px; padding: 0 6px; color: #fff; font-size: 13px; }
.method.get { background: #0065ff; }
.method.post { background: #00875a; }
.method.put, .method.patch { background: #ff8b00; }
.method.delete { background: #de350b; }
.scope { font-size: 12px; border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; color: var(--muted); }
dt { font-weight: bold; margin-top: 8px; }
@media (max-width: 900px) { nav { position: static; width: auto; border: 0; } main { margin-left: 0; } }
`;
