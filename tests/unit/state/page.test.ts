import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { closeSubmenusAtom, openSubmenuAtom } from '../../../src/state/menu';
import {
  defaultTdkAtom, JOB_STEPS, jobStepAtom, loadingAtom, nearestStoreAtom, outsideAtom,
  winSizeAtom,
} from '../../../src/state/page';

describe('shared page state', () => {
  it('starts from the spec defaults', () => {
    const store = createStore();
    const tdk = store.get(defaultTdkAtom);
    expect(tdk.title).toContain('1979');
    expect(tdk.description).toMatch(/1979.*创新/s);
    expect(tdk.keywords.split(',').length).toBeGreaterThan(3);
    expect(store.get(loadingAtom)).toBe(false);
    expect(store.get(outsideAtom)).toBe(false);
    expect(store.get(winSizeAtom)).toEqual({ width: 0, height: 0 });
    expect(store.get(nearestStoreAtom)).toBeNull();
    expect(store.get(jobStepAtom)).toBeNull();
  });

  it('numbers the job steps Info 1, Intro 2, Form 3, Result 4', () => {
    expect(JOB_STEPS).toEqual({ info: 1, intro: 2, form: 3, result: 4 });
    const store = createStore();
    store.set(jobStepAtom, JOB_STEPS.form);
    expect(store.get(jobStepAtom)).toBe(3);
  });

  it('keeps each store apart', () => {
    const a = createStore();
    const b = createStore();
    a.set(loadingAtom, true);
    expect(b.get(loadingAtom)).toBe(false);
  });

  it('hides every open submenu through closeSubmenusAtom', () => {
    const store = createStore();
    store.set(openSubmenuAtom, 'golf');
    store.set(closeSubmenusAtom);
    expect(store.get(openSubmenuAtom)).toBeNull();
  });
});
