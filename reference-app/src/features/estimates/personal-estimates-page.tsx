import { EstimateView } from './estimate-view';
import { EstimatesList } from './estimates-list';
import type { EstimatesRouteData } from './personal-estimates.route';

/** The page of the estimates route: the list, or one estimate. */
export function Page({ data }: { data: EstimatesRouteData }) {
  return data.screen === 'item' ? <EstimateView data={data} /> : <EstimatesList data={data} />;
}
