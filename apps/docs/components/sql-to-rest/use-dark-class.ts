import { useSyncExternalStore } from 'react';

/** Whether the site is in dark mode: the `.dark` class on <html>, which the theme toggle switches. */
export function useDarkClass(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
