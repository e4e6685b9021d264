import type { ApiClient, CallOptions } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints, type AnswerOf, type AnswerSchema, type EndpointName } from './endpoints';

/** What a call site gives: the row says the path, the method and the token. */
type EndpointOptions = Omit<CallOptions, 'token'>;

/** Sends one call as its row says (path, method, token) and answers the raw body, for a caller that reads it itself. */
export function sendEndpoint(client: ApiClient, name: EndpointName, options: EndpointOptions = {}): Promise<unknown> {
  const { path, method, token } = endpoints[name];
  return method === 'GET' ? client.get(path, { ...options, token }) : client.post(path, { ...options, token });
}

/**
 * The one call function: sends the call, parses its answer with the row's schema (a ContractError naming the
 * endpoint) and applies the row's success rule (an UnsuccessfulError); answers what the schema reads.
 */
export async function callEndpoint<N extends EndpointName>(client: ApiClient, name: N, options: EndpointOptions = {}): Promise<AnswerOf<N>> {
  const { path, success, schema } = endpoints[name];
  const [body, answerSchema] = await Promise.all([sendEndpoint(client, name, options), schema()]);
  const answer = parseResponse<AnswerSchema>(answerSchema, body, path);
  // An answer without a code (autocomplete's) is read as one without: the rule then decides on success alone.
  const { errorCode = null, errorMessage = null } = answer;
  requireOk({ success: answer.success, errorCode, errorMessage }, path, success);
  return answer as AnswerOf<N>;
}
