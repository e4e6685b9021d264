#!/usr/bin/env node
// `cms-validate` bin: registers tsx's loader in this process, then runs the TypeScript CLI as it is.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
