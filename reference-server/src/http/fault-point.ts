// Fault injection for the crash tests (tests/fault/checkout-crash.test.ts): with
// VERSTAK_FAULT_POINT=<name> (several separated by commas) the process kills itself with SIGKILL
// when it reaches a point of that name, as a power cut or an OOM kill would, mid-work. Inert when
// the variable is unset: a production server never has it.

/** The named points of checkout and payment handling where a test may kill the process. */
export type FaultPoint =
  | 'checkout:after-claim'
  | 'checkout:after-reserve'
  | 'checkout:after-order'
  | 'checkout:before-commit'
  | 'checkout:after-commit'
  | 'payment-create:before-provider'
  | 'payment-create:after-provider'
  | 'payment-notification:before-commit'
  | 'payment-notification:after-commit'
  | (string & {});

/** Kills this process at once when VERSTAK_FAULT_POINT names `point`. */
export function faultPoint(point: FaultPoint): void {
  const wanted = process.env.VERSTAK_FAULT_POINT;
  if (!wanted) return;
  if (wanted.split(',').some((name) => name.trim() === point)) process.kill(process.pid, 'SIGKILL');
}
