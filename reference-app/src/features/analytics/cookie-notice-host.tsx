import { createRoot, type Root } from 'react-dom/client';
import { CookieNotice } from './cookie-notice';
import { storeTrackers } from './trackers-global';

let root: Root | null = null;

/** Opens the cookie notice in a root of its own (it needs nothing of the app's), once at a time. */
export function openCookieNotice(): void {
  if (root) return;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const opened = createRoot(host);
  root = opened;
  opened.render(
    <CookieNotice
      config={storeTrackers() ?? {}}
      onClose={() => {
        // After the modal's own clean-up (focus given back, scroll restored), in the next task.
        setTimeout(() => {
          opened.unmount();
          host.remove();
          if (root === opened) root = null;
        });
      }}
    />,
  );
}
