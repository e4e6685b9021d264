import type * as z from 'zod/mini';
import { isOk, type SuccessRule } from '../../schemas/success-rule';
import { formatPath } from '../../schemas/issue-format';

/** A response that does not match its contract; `issues` carry readable paths for logs and the CLI. */
export class ContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(`${endpoint}: response does not match its contract: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`);
    this.name = 'ContractError';
  }
}

/** Parses a response body with its schema, or throws a ContractError naming every bad path. */
export function parseResponse<T extends z.ZodMiniType>(schema: T, body: unknown, endpoint: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ContractError(endpoint, result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
}

/** An answer the backend marked unsuccessful: the server's message is for the log, never for a visitor. */
export class UnsuccessfulError extends Error {
  constructor(
    readonly endpoint: string,
    readonly errorCode: string | null,
    readonly serverMessage: string | null,
  ) {
    super(`${endpoint}: unsuccessful (errorCode ${errorCode ?? 'none'})${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'UnsuccessfulError';
  }
}

/** The answer when it passes the one success rule, else an UnsuccessfulError. */
export function requireOk<R extends { success: boolean; errorCode: string | null; errorMessage: string | null }>(
  response: R,
  endpoint: string,
  rule: SuccessRule,
): R {
  if (isOk(response, rule)) return response;
  throw new UnsuccessfulError(endpoint, response.errorCode, response.errorMessage);
}
