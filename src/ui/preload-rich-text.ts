import { loadRichText } from './rich-text-loader';

// Apart from the loader of the sanitiser, so a first visit (whose loaders do not run) does not carry it.

/** A loader's: the sanitiser there before the page renders, in the browser (a server's render brings its own: SanitizerContext). */
export const preloadRichText = (): Promise<unknown> => (typeof window === 'undefined' ? Promise.resolve() : loadRichText());
