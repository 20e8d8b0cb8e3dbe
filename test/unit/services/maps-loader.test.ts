import { MAPS_RETRIES, MapsLoadError, retryDelay, withRetries } from '../../../src/services/maps-loader';

/** An attempt that fails `failures` times, then resolves with 'maps'. */
function failing(failures: number) {
  let calls = 0;
  return jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`load failed ${calls}`);
    return 'maps';
  });
}

const noWait = () => jest.fn<Promise<void>, [number]>(async () => undefined);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('retryDelay', () => {
  it.each([
    [1, 2],
    [2, 8],
    [3, 24],
  ])('waits attempt × 2^attempt ms before retry %i: %i ms', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});

describe('withRetries', () => {
  it('retries 3 times', () => {
    expect(MAPS_RETRIES).toBe(3);
  });

  it('returns the value of a first successful attempt', async () => {
    expect(await withRetries(failing(0), { wait: noWait() })).toBe('maps');
  });

  it('does not wait when the first attempt succeeds', async () => {
    const wait = noWait();
    await withRetries(failing(0), { wait });
    expect(wait).not.toHaveBeenCalled();
  });

  it('returns the value when a retry succeeds', async () => {
    expect(await withRetries(failing(2), { wait: noWait() })).toBe('maps');
  });

  it('stops trying once an attempt succeeds', async () => {
    const attempt = failing(1);
    await withRetries(attempt, { wait: noWait() });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the last retry', async () => {
    expect(await withRetries(failing(3), { wait: noWait() })).toBe('maps');
  });

  it('tries 1 + 3 times before giving up', async () => {
    const attempt = failing(10);
    await withRetries(attempt, { wait: noWait() }).catch(() => undefined);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('waits 2, 8 then 24 ms between the attempts', async () => {
    const wait = noWait();
    await withRetries(failing(10), { wait }).catch(() => undefined);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([2, 8, 24]);
  });

  it('throws a MapsLoadError after the last attempt', async () => {
    await expect(withRetries(failing(10), { wait: noWait() })).rejects.toBeInstanceOf(MapsLoadError);
  });

  it('says in the error how many attempts were made and keeps the last cause', async () => {
    const error: unknown = await withRetries(failing(10), { wait: noWait() }).catch((e: unknown) => e);
    expect([(error as MapsLoadError).attempts, ((error as MapsLoadError).cause as Error).message]).toEqual([4, 'load failed 4']);
  });

  it('logs each failure with the [QuoteWizard] prefix', async () => {
    await withRetries(failing(10), { wait: noWait() }).catch(() => undefined);
    expect(consoleError.mock.calls.map(([prefix]: unknown[]) => prefix)).toEqual(['[QuoteWizard]', '[QuoteWizard]', '[QuoteWizard]', '[QuoteWizard]']);
  });

  it('logs each failure before waiting for the next attempt', async () => {
    const order: string[] = [];
    consoleError.mockImplementation(() => order.push('log'));
    const wait = jest.fn(async (ms: number) => {
      order.push(`wait ${ms}`);
    });
    await withRetries(failing(2), { wait });
    expect(order).toEqual(['log', 'wait 2', 'log', 'wait 8']);
  });

  it('logs nothing when the first attempt succeeds', async () => {
    await withRetries(failing(0), { wait: noWait() });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('waits with a real timer when no wait is given', async () => {
    jest.useFakeTimers();
    try {
      const result = withRetries(failing(1));
      await jest.advanceTimersByTimeAsync(1);
      const settled = jest.fn();
      void result.then(settled);
      await Promise.resolve();
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toBe('maps');
    } finally {
      jest.useRealTimers();
    }
  });
});
