import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, freePort, ROOT } from './support/processes';

// `npm run fixtures` (tools/fixture-server.ts) says where it listens and where the job applications it receives are
// written (QA reads them there: docs/qa.md), on the one line the stack and the CLI tests wait for.

const scratch = mkdtempSync(join(tmpdir(), 'fixture-server-cli-'));
writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>fixture server</title>\n');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The fixture server's first line once it listens, with `env`; the process is stopped. */
async function startLine(env: Record<string, string>): Promise<{ line: string; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/fixture-server.ts'], {
    cwd: ROOT,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DIST_DIR: scratch, ...env }),
  });
  let output = '';
  try {
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) done();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => fail(new Error(`the fixture server exited (${code}): ${output}`)));
    });
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  return { line: output.split('\n')[0] ?? '', port };
}

describe('npm run fixtures', () => {
  it('prints the upload folder beside its URL: FIXTURE_UPLOAD_DIR when set', async () => {
    const uploads = join(scratch, 'applications');
    const { line, port } = await startLine({ FIXTURE_UPLOAD_DIR: uploads });
    expect(line).toContain(`http://127.0.0.1:${port}/`);
    expect(line).toContain(`job applications: ${uploads}`);
  });

  it('prints the default upload folder, in the system\'s temporary folder, when none is set', async () => {
    const { line, port } = await startLine({ FIXTURE_UPLOAD_DIR: '' });
    expect(line).toContain(`http://127.0.0.1:${port}/`);
    expect(line).toContain(`job applications: ${join(tmpdir(), 'meridian-fixture-applications')}`);
  });
});
