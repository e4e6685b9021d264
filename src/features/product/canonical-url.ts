/** The public address of a page: the fixed site base plus the path and query the visitor is on (never the host in use). */
export function canonicalUrl(siteBase: string, pathname: string, search: string): string {
  const base = siteBase.replace(/\/+$/, '');
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${base}${path}${query}`;
}

/** The microblog's share popup address for a page, its title and picture. */
export function microblogShareUrl(url: string, title: string, picture: string): string {
  const params = new URLSearchParams({ url, title });
  if (picture) params.set('pic', picture);
  return `https://service.weibo.com/share/share.php?${params.toString()}`;
}

/** The share popup's window features: 682x700. */
export const SHARE_POPUP_FEATURES = 'width=682,height=700,noopener,noreferrer';

/** An image address as the outside world can fetch it: a root-relative one is put on the site base. */
export const absoluteUrl = (siteBase: string, url: string): string => (url.startsWith('/') && !url.startsWith('//') ? `${siteBase.replace(/\/+$/, '')}${url}` : url);
