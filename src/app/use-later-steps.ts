import { use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePage } from '../store/page';
import { laterSteps, type LaterSteps } from './later-steps';

/**
 * The later steps, suspending the render until they have arrived (inside a Suspense boundary). Always through
 * `use`, never only when they are missing: React replays a suspended component and expects the same calls.
 * A parent that sees `laterSteps.current` renders without this hook.
 */
export function useLaterSteps(): LaterSteps {
  return use(laterSteps.load());
}

/**
 * The later steps once they have arrived, without waiting: they are asked for when the page is idle after the
 * first paint, so that step 0 shows first and the click on a residence finds them ready. A failure here is not
 * the visitor's business: the step that needs them tries again when the visitor opens it, and reports it.
 * `onFailure` hears it, for the editor's view.
 */
export function useLaterStepsWhenIdle(onFailure?: (error: unknown) => void): LaterSteps | undefined {
  const page = usePage();
  const [loaded, setLoaded] = useState(laterSteps.current);
  // The latest callback, kept for the load's answer without asking for the later steps again at each render.
  const failed = useRef(onFailure);
  useLayoutEffect(() => {
    failed.current = onFailure;
  });
  useEffect(() => {
    if (loaded) return undefined;
    let active = true;
    const cancel = page.whenIdle(() => {
      laterSteps.load().then(
        (module) => active && setLoaded(module),
        (error: unknown) => active && failed.current?.(error),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [loaded, page]);
  return loaded;
}
