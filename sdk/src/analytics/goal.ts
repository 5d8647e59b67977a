// The named goals of §7.8 («add_to_cart, registration, buy_1_click… The full list is not shown»): the
// ones a store needs, each fired by the storefront where it happens (docs/analytics.md lists where).

/** Every goal the storefront reaches, by name as the counters receive it. */
export const GOALS = [
  'add_to_cart',
  'registration',
  'buy_1_click',
  'search',
  'callback',
  'write_us',
  'special_price',
  'service_request',
  'subscribe',
  'review_sent',
  'favorites_add',
  'compare_add',
  'promo_code_applied',
  'order_status_check',
  'checkout_start',
  'order_placed',
  'login',
  'page_not_found',
] as const;

/** A goal's name. */
export type GoalName = (typeof GOALS)[number];

/** What a goal may carry beside its name (a counter's goal parameters): short strings and numbers. */
export type GoalParams = Readonly<Record<string, string | number>>;

/** A goal reached (§7.8): Metrica's reachGoal, Top.Mail.Ru's goal, VK's event. */
export interface GoalEvent {
  type: 'goal';
  goal: GoalName;
  params?: GoalParams;
}

/** Whether `name` is one of the {@link GOALS}. */
export function isGoalName(name: string): name is GoalName {
  return (GOALS as readonly string[]).includes(name);
}

/** The event of a goal reached. */
export function goalEvent(goal: GoalName, params?: GoalParams): GoalEvent {
  return params ? { type: 'goal', goal, params } : { type: 'goal', goal };
}
