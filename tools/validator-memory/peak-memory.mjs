// Loaded into a tool's process with `node --import`: as the process exits, its peak resident memory (getrusage's
// maxRSS, the kernel's VmHWM, in kB) goes to the file PEAK_MEMORY_FILE names, for the budget that started it.
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
