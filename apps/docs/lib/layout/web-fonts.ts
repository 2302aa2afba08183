/*
 * When pages use the code font (JetBrains Mono; app/fonts.ts). Code is set in it only while <html> carries
 * `data-web-fonts` (app/globals.css); without it, code uses a fallback sized like it. Text is set in Inter on
 * every page: that file is preloaded. A reader's first page keeps code in the fallback: after its first paint
 * (lib/loading/after-first-paint.ts) the fonts' files are loaded into the browser's cache (Inter is there
 * already), and once they have loaded a flag in localStorage lets every later page set the attribute before
 * its first paint.
 *
 * Why not fetch the code font for the first page too: requested at the first layout, it shared a phone's
 * bandwidth with the stylesheet and the preloaded text font, and Lighthouse's paint timings counted it (issue
 * 26); swapping it in after the first paint would restyle the whole page (a long task on the references).
 * Runs after the after-first-paint boot script; self-contained, because it is inlined as text.
 */

export const WEB_FONTS_STORAGE_KEY = 'docs-web-fonts';
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** The families next/font declares for the two files (named after the variables in app/fonts.ts); both are warmed. */
export const WEB_FONT_FAMILIES = ['inter', 'jetbrainsMono'];

export const webFontsBootScript = `(function(){var k=${JSON.stringify(WEB_FONTS_STORAGE_KEY)},n=${JSON.stringify(
  WEB_FONT_FAMILIES,
)};function warm(){var d=document.fonts,p=[];if(!d)return;d.forEach(function(f){if(n.indexOf(f.family.replace(/["']/g,""))>=0)p.push(f.load())});if(p.length)Promise.all(p).then(function(){try{localStorage.setItem(k,"1")}catch(_){}},function(){})}try{if(localStorage.getItem(k))return document.documentElement.setAttribute(${JSON.stringify(
  WEB_FONTS_ATTRIBUTE,
)},"")}catch(_){}if(window.__afterFirstPaint)window.__afterFirstPaint(warm);else warm()})();`;
