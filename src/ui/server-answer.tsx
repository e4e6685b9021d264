import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

/** What a page's render asks the server to answer beside its HTML: a status other than 200, or a redirect instead. */
export interface ServerAnswer {
  status?: number;
  redirect?: string;
}

/** Given by the server's render only; in the browser there is none and these components only do their browser part. */
export const ServerAnswerContext = createContext<ServerAnswer | undefined>(undefined);

/** Takes the visitor to `to` in place of this page: a replacing navigation in the browser, an HTTP redirect from the server. */
export function Redirect({ to }: { to: string }) {
  const answer = useContext(ServerAnswerContext);
  // The first redirect of a render wins, as the browser follows the first <Navigate> it commits.
  if (answer) answer.redirect ??= to;
  return <Navigate to={to} replace />;
}

/** The HTTP status of this page when the server renders it (404 for a product that does not exist); nothing in the browser. */
export function HttpStatus({ code }: { code: number }) {
  const answer = useContext(ServerAnswerContext);
  if (answer) answer.status ??= code;
  return null;
}
