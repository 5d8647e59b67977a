import { isSectionPath, splitCatalogPath } from '@verstak/sdk';
import { CliError } from './io';

/**
 * The section and filter conditions of what a person pastes: `/catalog/a/b/`, `catalog/a/b`, a whole
 * storefront URL, or a path or URL that already has `/filter/…/apply/`. The splitting is the SDK's
 * ({@link splitCatalogPath}); the CLI only forgives missing slashes, as people type paths.
 */
export function readSectionArgument(input: string): { sectionPath: string; filter: string } {
  const { sectionPath: written, filter } = splitCatalogPath(input.trim());
  let sectionPath = `/${written.replace(/^\/+/, '')}`;
  if (!sectionPath.endsWith('/')) sectionPath += '/';
  if (!isSectionPath(sectionPath))
    throw new CliError(
      `Not a catalogue section path: ${input} (expected something like /catalog/elektroinstrument/)`,
    );
  return { sectionPath, filter };
}
