/**
 * The city subdomain of a request host: `yaroslavl.localhost:3000` → `yaroslavl`,
 * `vologda.verstak.ru` → `vologda`; none for `localhost`, an IP address or `www`.
 */
export function hostSubdomain(host: string | null | undefined): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === '' || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  const minimum = labels.at(-1) === 'localhost' ? 2 : 3;
  if (labels.length < minimum) return undefined;
  const first = labels[0];
  return first && first !== 'www' && /^[a-z0-9-]+$/.test(first) ? first : undefined;
}
