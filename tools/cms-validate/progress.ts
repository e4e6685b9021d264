/** Fewer sources than this finish too fast for a progress line to help. */
const MIN_TOTAL = 5;

/** A one-line `checking 12/41` (or another label) on a terminal's stderr; silent when stderr is not a terminal. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr, label = 'checking') {
  const active = stream.isTTY === true;
  let shown = false;
  return {
    update(done: number, total: number): void {
      if (!active || total < MIN_TOTAL) return;
      stream.write(`\r\u001b[2K${label} ${done}/${total}`);
      shown = true;
    },
    clear(): void {
      if (shown) stream.write('\r\u001b[2K');
      shown = false;
    },
  };
}
