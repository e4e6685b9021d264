// Apart from the loader's module, so the page that calls it hydrates without the API client and the schemas.

/** Leaves the site for an external target, replacing /s/{code} in the history like the internal forward. */
export const leaveSite = (href: string) => window.location.replace(href);
