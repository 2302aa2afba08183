/*
 * When pages use the web fonts (Inter for text, JetBrains Mono for code; app/fonts.ts). Text and code are set
 * in them only while <html> carries `data-web-fonts` (app/globals.css); without it they use fallbacks sized
 * like them. A reader's first page stays in the fallbacks: after its first paint
 * (lib/loading/after-first-paint.ts) the two files (48 KB and 21 KB) are fetched into the browser's cache, and
 * once they have loaded a flag in localStorage lets every later page set the attribute before its first paint.
 *
 * Why not swap them in on the first page: fetched before the first paint, they shared a phone's bandwidth
 * with the stylesheet and Lighthouse's LCP counted them (issue 26); swapped in after it, Inter's different
 * line breaks moved the page (CLS 0.23 on the API-keys guide) and re-laid it out in a 100 ms task. This is
 * `font-display: optional` made deterministic. Runs after the after-first-paint boot script; self-contained,
 * because it is inlined as text.
 */

export const WEB_FONTS_STORAGE_KEY = 'docs-web-fonts';
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** The families next/font declares for the two files (named after the variables in app/fonts.ts). */
export const WEB_FONT_FAMILIES = ['inter', 'jetbrainsMono'];

export const webFontsBootScript = `(function(){var k=${JSON.stringify(WEB_FONTS_STORAGE_KEY)},n=${JSON.stringify(
  WEB_FONT_FAMILIES,
)};function warm(){var d=document.fonts,p=[];if(!d)return;d.forEach(function(f){if(n.indexOf(f.family.replace(/["']/g,""))>=0)p.push(f.load())});if(p.length)Promise.all(p).then(function(){try{localStorage.setItem(k,"1")}catch(_){}},function(){})}try{if(localStorage.getItem(k))return document.documentElement.setAttribute(${JSON.stringify(
  WEB_FONTS_ATTRIBUTE,
)},"")}catch(_){}if(window.__afterFirstPaint)window.__afterFirstPaint(warm);else warm()})();`;
