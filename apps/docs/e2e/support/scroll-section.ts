import type { Page } from './browser';

/**
 * Scrolls so the section's heading sits near the top of the viewport, the way a reader arrives there. On the
 * references (CLI and JavaScript), sections far from the viewport are laid out at a stand-in height
 * (content-visibility) and take their real height a frame or two after they come near it, which moves what
 * follows: so it waits until the section stops moving, measures again and corrects until the heading stays in
 * place.
 */
export async function scrollSectionToTop(page: Page, id: string): Promise<void> {
  await page.evaluate(async (sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no section #${sectionId}`);
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const settledTop = async () => {
      let top = section.getBoundingClientRect().top;
      for (let still = 0; still < 3; ) {
        await frame();
        const next = section.getBoundingClientRect().top;
        still = next === top ? still + 1 : 0;
        top = next;
      }
      return top;
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const offset = (await settledTop()) - 120;
      if (Math.abs(offset) < 2) return;
      window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' });
    }
    throw new Error(`#${sectionId} did not settle at the top`);
  }, id);
}
