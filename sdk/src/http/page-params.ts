import { META_FOR_URI_PARAM } from '../contract/envelope';

/**
 * Params every `/pages/` call adds (§7.1): `metaForUri` = the page's path, and `get_param_{name}`
 * copies of each `utm_*` query param and of `from`.
 */
export function pageParams(pageUrl: string | undefined): Record<string, string> {
  if (!pageUrl) return {};
  const url = new URL(pageUrl, 'http://page.invalid');
  const params: Record<string, string> = { [META_FOR_URI_PARAM]: url.pathname };
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('utm_') || name === 'from') params[`get_param_${name}`] = value;
  }
  return params;
}
