/** Header of the proxies PDF naming its page count, so the web can show progress as pages arrive. */
export const PROXY_PAGES_HEADER = 'x-proxy-pages';
