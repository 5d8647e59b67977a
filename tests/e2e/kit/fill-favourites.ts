import type { Page } from 'playwright-core';

/**
 * Adds `ids` to the visitor's favourites through the API, with the page's own token (the guest's
 * fUserId or the signed-in buyer's), one after another; resolves with each answer's status.
 */
export async function fillFavourites(page: Page, ids: number[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const raw = document.cookie.split('; ').find((c) => c.startsWith('accessToken='));
    const token = raw ? decodeURIComponent(raw.slice('accessToken='.length)) : '';
    const statuses: number[] = [];
    for (const id of list) {
      const answer = await fetch('/api/v4/favorites/products/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
        },
        body: JSON.stringify({ id }),
      });
      statuses.push(answer.status);
    }
    return statuses;
  }, ids);
}
