// The frame of the server's own pages: one column, system fonts, AA contrast in light and dark, a visible
// focus ring.
import { html, SafeHtml } from './html.ts';

const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1c1c1c; --muted: #525252; --border: #8a8a8a;
  --accent: #0b6b45; --accent-fg: #ffffff; --error: #a4161a; --focus: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #ededed; --muted: #b4b4b4;
  --border: #8f8f8f; --accent: #3ecf8e; --accent-fg: #0a0a0a; --error: #ff8a8a; --focus: #93c5fd; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 26rem; margin: 4rem auto; padding: 0 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1rem; color: var(--muted); }
form { display: grid; gap: 1rem; margin-top: 1.5rem; }
label { display: grid; gap: 0.35rem; font-weight: 600; }
input { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid var(--border); border-radius: 6px;
  background: var(--bg); color: var(--fg); }
input[aria-invalid="true"] { border-color: var(--error); }
label.check { display: flex; align-items: center; gap: 0.6rem; font-weight: 400; }
label.check input { width: 1.2rem; height: 1.2rem; margin: 0; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1rem; border: 0; border-radius: 6px;
  background: var(--accent); color: var(--accent-fg); cursor: pointer; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.error { color: var(--error); font-weight: 600; }
code { overflow-wrap: anywhere; }
`;

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.value;
}
