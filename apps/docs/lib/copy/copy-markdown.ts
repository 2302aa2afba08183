/*
 * "Copy page as Markdown": fetch the page's Markdown twin and put it on the clipboard. Where the browser takes
 * a ClipboardItem built from a pending promise (Chromium, Safari), the write starts inside the click, so
 * Safari keeps the user activation it requires while the text is still downloading; elsewhere the text is
 * fetched first.
 */
export async function copyMarkdownFrom(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  if (!navigator.clipboard) throw new Error('The clipboard is not available here.');
  await navigator.clipboard.writeText(await text);
}
