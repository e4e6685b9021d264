import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../engine/paths';

/** A dialog opened by a query parameter of the page's address: what it is open on, and the addresses that open and close it. */
export interface DialogParam {
  /** The parameter's value ('' when the dialog is closed). */
  value: string;
  /** The page's address with the dialog open on `value`. */
  openHref: (value: string) => string;
  /** The page's address without the dialog. */
  closeHref: string;
  /** Closes it in place (the address replaced, the scroll kept). */
  close: () => void;
}

/** The dialog of the query parameter `key`: a link opens it before the app runs, and the router (no reload, no data call) after. */
export function useDialogParam(key: string): DialogParam {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const closeHref = paths.dialog(pathname, params, key, undefined);
  const close = useCallback(() => void navigate(closeHref, { replace: true, preventScrollReset: true }), [navigate, closeHref]);
  return { value: params.get(key) ?? '', openHref: (value) => paths.dialog(pathname, params, key, value), closeHref, close };
}

/** What the server loaded for a dialog open when the page arrived: kept for that opening only, a later one loads afresh. */
export function useArrival<T>(open: boolean, arrived: T | null | undefined): T | null {
  const [kept, setKept] = useState(open ? (arrived ?? null) : null);
  if (!open && kept !== null) setKept(null);
  return kept;
}
