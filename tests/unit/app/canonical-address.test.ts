import { describe, expect, it } from 'vitest';
import { canonicalTarget } from '../../../src/app/canonical-address';

describe('canonicalTarget, the dialogs\' parameters', () => {
  it('keeps a dialog address that names something, the page\'s own parameters first and the frame\'s last', () => {
    expect(canonicalTarget('/pdp/1001?buy=1')).toBe('/pdp/1001?buy=1');
    expect(canonicalTarget('/pdp/1001?share=1&vc=c1')).toBe('/pdp/1001?vc=c1&share=1');
    expect(canonicalTarget('/gifting?job=J1001&store=SH001&contact=1')).toBe('/gifting?contact=1&store=SH001&job=J1001');
  });

  it('sends a value that names nothing to the page\'s own address, so it mints no cached page', () => {
    expect(canonicalTarget('/pdp/1001?buy=zzz')).toBe('/pdp/1001');
    expect(canonicalTarget('/pdp/1001?share=0')).toBe('/pdp/1001');
    expect(canonicalTarget('/gifting?contact=yes')).toBe('/gifting');
    expect(canonicalTarget('/gifting?store=../x')).toBe('/gifting');
  });

  it('keeps a product picture the carousel (6) or the gallery (10) can show, the first picture being the page itself', () => {
    expect(canonicalTarget('/pdp/1001?gallery=4&buy=1&image=3')).toBe('/pdp/1001?image=3&buy=1&gallery=4');
    expect(canonicalTarget('/pdp/1001?image=6&gallery=10')).toBe('/pdp/1001?image=6&gallery=10');
    for (const value of ['1', '7', '0', '03', '2.0', 'x']) expect(canonicalTarget(`/pdp/1001?image=${value}`)).toBe('/pdp/1001');
    for (const value of ['11', '0', '01', '-1']) expect(canonicalTarget(`/pdp/1001?gallery=${value}`)).toBe('/pdp/1001');
  });

  it('keeps the product\'s dialogs to the product page, and the frame\'s off the bare pages', () => {
    expect(canonicalTarget('/gifting?buy=1')).toBe('/gifting');
    expect(canonicalTarget('/cs?store=SH001')).toBe('/cs');
  });
});
