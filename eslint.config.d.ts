// The types of what eslint.config.js exports beside its config, for tests/unit/lint/import-rules.test.ts.

/** One folder's import rule: the folders and files it may not import (resolved paths), and the packages. */
export interface Layer {
  target: string;
  from: string[];
  except?: string[];
  packages: string[];
  why: string;
}
export const LAYERS: Layer[];
declare const config: unknown[];
export default config;
