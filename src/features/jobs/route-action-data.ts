import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

/**
 * The answer of route `routeId`'s action, read outside that route's own elements (useActionData reads only the route it
 * is rendered in): the full frame's dialogs show what the page's action answered to a form they rendered.
 */
export function useRouteActionData<T>(routeId: string): T | undefined {
  return useContext(UNSAFE_DataRouterStateContext)?.actionData?.[routeId] as T | undefined;
}
