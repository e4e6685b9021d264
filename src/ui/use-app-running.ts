import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether the app runs the page: false on the server and in the render that hydrates its markup (so the two match),
 * true from the render after, and at once for a page the browser renders itself. What the HTML offers only for a
 * visitor without the app (a form's send button, the menu's popover) goes when it turns true.
 */
export const useAppRunning = (): boolean => useSyncExternalStore(noChanges, () => true, () => false);
