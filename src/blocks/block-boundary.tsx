import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The boundary class of a block, distinct from every other boundary so the root can tell its errors apart. */
class BlockErrorBoundary extends ErrorBoundary {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One block's error boundary: a block that throws while rendering disappears alone, with one logged line. */
export function BlockBoundary({ model, index, onError, children }: { model: string; index: number; onError?: (error: unknown) => void; children: ReactNode }) {
  const report = (error: unknown) => {
    console.warn(`[cms] block ${index} (${model}) failed to render and was left out: ${messageOf(error)}`);
    onError?.(error);
  };
  return (
    <BlockErrorBoundary fallback={null} onError={report}>
      {children}
    </BlockErrorBoundary>
  );
}

/**
 * For createRoot's `onCaughtError`: stays silent about errors a block boundary caught (it has logged its own
 * line) and reports every other caught error as React does by default.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo & { errorBoundary?: unknown }): void {
  if (info.errorBoundary instanceof BlockErrorBoundary) return;
  console.error(error);
}
