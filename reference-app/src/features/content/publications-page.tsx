import { PublicationItem } from './publication-item';
import { PublicationList } from './publication-list';
import type { PublicationsRouteData } from './publications.route';

/** The page of every address of the publications route: a list, or one piece of news, article or video. */
export function Page({ data }: { data: PublicationsRouteData }) {
  return data.screen === 'item' ? <PublicationItem data={data} /> : <PublicationList data={data} />;
}
