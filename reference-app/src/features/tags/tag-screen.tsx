import { useUser } from '@verstak/react';
import { lazy, Suspense } from 'react';
import type { ListingScreenData } from '../../ui/listing/listing-data';
import { Page as ListingPage } from '../../ui/listing/listing-page';
import { canEditTags } from './tag-editors';

// The editor is staff's alone: its code loads only for a user in an editing group, never for shoppers.
const TagEditor = lazy(() => import('./tag-editor').then((m) => ({ default: m.TagEditor })));

/** What a tag page's answer carries besides the listing: the tag, and a brand tag's brands. */
type TagPageData = ListingScreenData & {
  tag: { code: string; title: string; text: string; url: string };
  brands?: Array<{ code: string }>;
};

/** A catalogue tag's or a brand tag's screen: the listing screen, and the editor for staff (§6). */
export function TagScreen({ data }: { data: TagPageData }) {
  const editor = useUser((s) => canEditTags(s.groups));
  return (
    <>
      {editor && (
        <Suspense fallback={null}>
          <TagEditor
            kind={data.brands ? 'brand' : 'catalog'}
            tag={data.tag}
            brands={data.brands?.map((b) => b.code) ?? []}
          />
        </Suspense>
      )}
      <ListingPage data={data} />
    </>
  );
}
