import { lazy } from 'react';

const load = () => import('./settings-forms');

/**
 * The settings page's editors of receivers and addresses, loaded when one opens: the server renders
 * the real one in its place when a page opens with one (build-plugins.ts serverIslands), and hydration
 * keeps that HTML until this code has come.
 */
export const ReceiverForm = lazy(() => load().then((m) => ({ default: m.ReceiverForm })));

/** The delivery address' editor, loaded as ReceiverForm. */
export const AddressForm = lazy(() => load().then((m) => ({ default: m.AddressForm })));
