// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAULT_HEADER } from '../../fixtures/faults';
import { fixtureFaults, passFaultsTo, withFaults } from '../../server/fixture-mode';

// The render's calls to the bundled fixture backend carry the page request's QA fault list, set on the call itself, so
// the render's API client sees a call was QA's (its circuit breaker leaves such a call uncounted).

const FIXTURES = 'http://127.0.0.1:4999';

describe('passFaultsTo', () => {
  const network = globalThis.fetch;
  afterEach(() => void (globalThis.fetch = network));

  /** The global fetch wrapped over a network that answers 200 and keeps what it was sent. */
  function wrapped() {
    const sent: Request[] = [];
    globalThis.fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return Promise.resolve(new Response('{}'));
    });
    passFaultsTo(FIXTURES);
    return sent;
  }

  it('sets the fault list on the Request the caller handed over, which reaches the fixtures', async () => {
    const sent = wrapped();
    const call = new Request(`${FIXTURES}/ecommerce/open/v1/product/fullProductDetail`);
    await withFaults('500@/ecommerce/open/v1/product', () => fetch(call));
    expect(call.headers.get(FAULT_HEADER)).toBe('500@/ecommerce/open/v1/product');
    expect(sent.map((request) => request.headers.get(FAULT_HEADER))).toEqual(['500@/ecommerce/open/v1/product']);
  });

  it('sets it on a copy when the call comes as an address and options, leaving the options alone', async () => {
    const sent = wrapped();
    const init = { headers: { storeCode: 'ST0002' } };
    await withFaults('network', () => fetch(`${FIXTURES}/ecommerce/open/v1/store`, init));
    expect(init).toEqual({ headers: { storeCode: 'ST0002' } });
    expect([sent[0]?.headers.get(FAULT_HEADER), sent[0]?.headers.get('storeCode')]).toEqual(['network', 'ST0002']);
  });

  it('passes calls to any other origin, and calls outside a fault scenario, as they are', async () => {
    const sent = wrapped();
    const elsewhere = new Request('http://127.0.0.1:5000/__purge');
    await withFaults('500', () => fetch(elsewhere));
    const plain = new Request(`${FIXTURES}/ecommerce/open/v1/store`);
    await fetch(plain);
    expect([elsewhere.headers.has(FAULT_HEADER), plain.headers.has(FAULT_HEADER)]).toEqual([false, false]);
    expect(sent.map((request) => request.headers.has(FAULT_HEADER))).toEqual([false, false]);
  });
});

describe('fixtureFaults', () => {
  const network = globalThis.fetch;
  afterEach(() => void (globalThis.fetch = network));

  it('runs a render under faults unkept (the entry\'s), its fixture calls carrying the faults', async () => {
    const sent: Request[] = [];
    globalThis.fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => (sent.push(new Request(input, init)), Promise.resolve(new Response('{}'))));
    const ran: string[] = [];
    const mode = fixtureFaults(FIXTURES, { unkept: (render) => (ran.push('unkept'), render()) });
    await mode.withFaults('500', () => (ran.push('render'), fetch(`${FIXTURES}/ecommerce/open/v1/store`)));
    expect([mode.header, ran, sent.map((request) => request.headers.get(FAULT_HEADER))]).toEqual([FAULT_HEADER, ['unkept', 'render'], ['500']]);
  });
});
