import { personalCalls } from '@verstak/sdk/contract';
import { defineHandlers } from '../http/define-handlers';
import { unbuilt } from '../http/unbuilt';

/** The personal area's page data (§7.3). */
export const personalHandlers = defineHandlers(
  personalCalls,
  unbuilt(personalCalls, ['profile', 'settings', 'organizations', 'repairs', 'reviews', 'history']),
);
