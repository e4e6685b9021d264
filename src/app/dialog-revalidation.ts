import type { ShouldRevalidateFunction } from 'react-router-dom';
import { DIALOG_PARAMS } from '../engine/paths';

/** The address without its dialog parameters, the rest in a fixed order. */
const pageAddress = (url: URL) => {
  const params = new URLSearchParams([...url.searchParams].filter(([key]) => !DIALOG_PARAMS.includes(key)));
  params.sort();
  return `${url.pathname}?${params.toString()}`;
};

/** Opening or closing a dialog by its parameter changes nothing the page shows: its data stays as it is. */
export const keepDataForDialogs: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.search !== nextUrl.search && pageAddress(currentUrl) === pageAddress(nextUrl) ? false : defaultShouldRevalidate;
