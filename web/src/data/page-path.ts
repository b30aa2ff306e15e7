/** The address a page is kept at: the browser's path without a trailing slash (`/contact/` is `/contact`). */
export const pagePathOf = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
