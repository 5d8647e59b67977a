// @vitest-environment happy-dom
import { type Analytics, createAnalytics, type EcommerceEvent } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import type { PageState } from './page-state';
import { usePageViews } from './page-views';
import { testRoot } from './test-root';

const { render } = testRoot();

type Shown = Pick<PageState, 'href' | 'head'>;
const page = (href: string, title: string): Shown => ({ href, head: { title } as PageState['head'] });

function Shows({ page: shown, analytics }: { page: Shown; analytics: Analytics }) {
  usePageViews(shown, analytics);
  return <output>{shown.head.title}</output>;
}

function recorded() {
  const analytics = createAnalytics();
  const events: EcommerceEvent[] = [];
  // What the page showed when each event left: the new page, already rendered.
  const showing: Array<string | null | undefined> = [];
  analytics.on((event) => {
    events.push(event);
    showing.push(document.querySelector('output')?.textContent);
  });
  return { analytics, events, showing };
}

describe('page views of client navigation (§7.7)', () => {
  it('reports each new page once, after it rendered, with the page before as referrer; not the first page', () => {
    const { analytics, events, showing } = recorded();
    const origin = window.location.origin;
    render(<Shows page={page('/catalog/dreli/', 'Дрели')} analytics={analytics} />);
    expect(events).toEqual([]);
    render(<Shows page={page('/product/drel/', 'Дрель')} analytics={analytics} />);
    expect(showing).toEqual(['Дрель']);
    expect(events).toEqual([
      {
        type: 'pageView',
        url: `${origin}/product/drel/`,
        referrer: `${origin}/catalog/dreli/`,
        title: 'Дрель',
      },
    ]);
    // The same address again (a session change reloads the page in place): no new page.
    render(<Shows page={page('/product/drel/', 'Дрель')} analytics={analytics} />);
    expect(events).toHaveLength(1);
    // A query-only change loads a page of its own (a filter, a page of the list): one page view.
    render(<Shows page={page('/catalog/dreli/?page=2', 'Дрели — страница 2')} analytics={analytics} />);
    expect(events.slice(1)).toEqual([
      {
        type: 'pageView',
        url: `${origin}/catalog/dreli/?page=2`,
        referrer: `${origin}/product/drel/`,
        title: 'Дрели — страница 2',
      },
    ]);
  });
});
