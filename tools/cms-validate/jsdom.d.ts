// jsdom ships no types and @types/jsdom is not installed; the validator only needs a window to sanitise in.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
