import { lazyModule, ModuleLoadError } from '../../../src/services/lazy-module';

describe('lazyModule', () => {
  it('loads once and gives every caller the same promise', async () => {
    const importer = jest.fn(async () => ({ value: 1 }));
    const part = lazyModule(importer);
    expect(part.current).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(part.current).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('wraps a failure in ModuleLoadError and keeps it until retry(), then tries again', async () => {
    const importer = jest.fn<Promise<{ value: number }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 });
    const part = lazyModule(importer);
    const failed = part.load();
    await expect(failed).rejects.toEqual(expect.objectContaining({ name: 'ModuleLoadError', message: expect.stringContaining('offline') }));
    // A render that asks again gets the same failure, not a new wait.
    expect(part.load()).toBe(failed);
    part.retry();
    await expect(part.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('ignores retry() when nothing failed', async () => {
    const importer = jest.fn(() => Promise.resolve({ value: 1 }));
    const part = lazyModule(importer);
    const first = part.load();
    part.retry();
    expect(part.load()).toBe(first);
    await first;
    part.retry();
    expect(part.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the cause of a failure', async () => {
    const cause = new Error('404');
    const error = await lazyModule(() => Promise.reject(cause)).load().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).cause).toBe(cause);
  });
});
