/**
 * In the page (self-contained, so any driver can send it): the app has taken the page over. It marked the document
 * ready (app.tsx), and each rich-text boundary, which hydrates once the sanitiser's chunk is there, carries React's
 * fiber (a node left dehydrated has none). A mismatch React recovered from by rendering afresh is no state here: the
 * entry reports it as a '[hydration] recovered…' console error (src/main.tsx), which fails the test that watches.
 */
export const hydrated = () =>
  document.documentElement.dataset.app === 'ready' &&
  [...document.querySelectorAll('[data-rich-text]')].every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
