import { lazy } from 'react';

const load = () => import('./organization-forms');

/**
 * The organisations page's editors, loaded when one opens (or after the page, for a buyer with no
 * organisation, whose page opens with one): the server renders the real one in its place
 * (build-plugins.ts serverIslands), and hydration keeps that HTML until this code has come.
 */
export const OrganizationForm = lazy(() => load().then((m) => ({ default: m.OrganizationForm })));

/** The bank details' editor, loaded as OrganizationForm. */
export const BankForm = lazy(() => load().then((m) => ({ default: m.BankForm })));
