import { createClient } from '@verstak/sdk';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createVerstak } from './create-verstak';
import { useLayout, usePageData } from './hooks';
import { useVerstak, VerstakProvider, type VerstakValue } from './verstak-context';

function value(): VerstakValue {
  return createVerstak(
    createClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new Error('no network in this test')),
    }),
  );
}

describe('@verstak/react', () => {
  it('names the fix when a hook is used without the provider', () => {
    function Orphan() {
      useVerstak();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow(
      'useVerstak must be used inside <VerstakProvider>: wrap your app in it',
    );
  });

  it('reads page data per entity and layout state from the stores', () => {
    const v = value();
    v.stores.page.set('section', { title: 'Дрели' });
    v.stores.layout.toggleMobileCatalog(true);
    function View() {
      const section = usePageData<{ title: string }>('section');
      const open = useLayout((s) => s.mobileCatalogOpen);
      return (
        <p>
          {section?.title} {open ? 'открыто' : 'закрыто'}
        </p>
      );
    }
    const html = renderToString(
      <VerstakProvider value={v}>
        <View />
      </VerstakProvider>,
    );
    expect(html).toContain('Дрели');
    expect(html).toContain('открыто');
  });
});
