type Listener = () => void;

interface Installed {
  listeners: Set<Listener>;
  ours: Listener;
  /** The host's own handler when we came, called after ours; `absent` when there was none to put back. */
  host: unknown;
  absent: boolean;
}

const installedOn = new WeakMap<object, Installed>();

/**
 * Google tells a page that it refused the Maps key by calling the page's global `gm_authFailure`. Every widget on
 * the page whose map is shown must hear it, and the host may have a handler of its own: while at least one widget
 * listens, one function of ours stands there, calls every listener and then the host's handler, and the host's
 * is put back when the last listener leaves. Returns the unsubscribe.
 */
export function onMapsAuthFailure(view: Window, listener: Listener): () => void {
  const global = view as unknown as { gm_authFailure?: unknown };
  let installed = installedOn.get(view);
  if (!installed) {
    const listeners = new Set<Listener>();
    const host = global.gm_authFailure;
    const ours = () => {
      for (const each of [...listeners]) each();
      if (typeof host === 'function') (host as () => void).call(view);
    };
    installed = { listeners, ours, host, absent: !('gm_authFailure' in global) };
    installedOn.set(view, installed);
    global.gm_authFailure = ours;
  }
  const current = installed;
  current.listeners.add(listener);
  return () => {
    if (!current.listeners.delete(listener) || current.listeners.size > 0) return;
    installedOn.delete(view);
    // A host that set another handler since then keeps it: ours only ever replaced the one it found.
    if (global.gm_authFailure !== current.ours) return;
    if (current.absent) delete global.gm_authFailure;
    else global.gm_authFailure = current.host;
  };
}
