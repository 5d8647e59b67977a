import { CliError } from './io';

/**
 * A section path from what a person pastes: `/catalog/a/b/`, `catalog/a/b`, a full URL, or a URL whose
 * path already has `/filter/…/apply/` (then its conditions come back too).
 */
export function normalizeSectionPath(input: string): { sectionPath: string; filter: string } {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw new CliError(`Not a URL: ${input}`);
    }
  }
  path = `/${path.replace(/^\/+/, '')}`;
  if (!path.endsWith('/')) path += '/';
  const at = path.indexOf('/filter/');
  const sectionPath = at === -1 ? path : path.slice(0, at + 1);
  const filter =
    at === -1
      ? ''
      : path
          .slice(at + '/filter/'.length)
          .replace(/\/?apply\/?$/, '')
          .replace(/\/$/, '');
  if (!/^\/catalog\/([a-z0-9-]+\/){1,3}$/.test(sectionPath)) {
    throw new CliError(
      `Not a catalogue section path: ${input} (expected something like /catalog/elektroinstrument/)`,
    );
  }
  return { sectionPath, filter };
}
