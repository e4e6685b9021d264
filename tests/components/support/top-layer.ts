import { vi } from 'vitest';

/**
 * jsdom has neither the Popover API nor `:modal`: stand-ins that keep the browser's rules the toaster relies on. A dialog
 * marked `data-modal` and open is modal; showPopover throws on an element that is not in the document, as Chromium does.
 */
export function installTopLayer(): void {
  const shown = new WeakSet<Element>();
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    if (selector === ':modal') return this.hasAttribute('data-modal') && this.hasAttribute('open');
    if (selector === ':popover-open') return shown.has(this);
    return matches.call(this, selector);
  });
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      if (!this.isConnected) throw new DOMException("Failed to execute 'showPopover' on 'HTMLElement': Invalid on disconnected popover elements.", 'InvalidStateError');
      shown.add(this);
    },
    hidePopover(this: HTMLElement) {
      shown.delete(this);
    },
  });
}
