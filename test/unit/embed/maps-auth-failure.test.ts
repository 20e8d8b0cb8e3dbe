import { onMapsAuthFailure } from '../../../src/embed/maps-auth-failure';

type WithHandler = Window & { gm_authFailure?: () => void };
const page = window as WithHandler;

afterEach(() => {
  delete page.gm_authFailure;
});

describe("Google's refused-key handler on the page", () => {
  it('is ours only while someone listens, and every listener hears it', () => {
    const [a, b] = [jest.fn(), jest.fn()];
    const stopA = onMapsAuthFailure(window, a);
    const stopB = onMapsAuthFailure(window, b);
    page.gm_authFailure?.();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);

    stopA();
    page.gm_authFailure?.();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);

    stopB();
    expect('gm_authFailure' in page).toBe(false);
  });

  it("calls the host's own handler after ours and puts it back when the last listener leaves", () => {
    const order: string[] = [];
    const host = jest.fn(() => order.push('host'));
    page.gm_authFailure = host;
    const stop = onMapsAuthFailure(window, () => order.push('widget'));
    expect(page.gm_authFailure).not.toBe(host);
    page.gm_authFailure();
    expect(order).toEqual(['widget', 'host']);
    stop();
    expect(page.gm_authFailure).toBe(host);
  });

  it('leaves a handler the host set since then, and a second unsubscribe changes nothing', () => {
    const stop = onMapsAuthFailure(window, jest.fn());
    const later = jest.fn();
    page.gm_authFailure = later;
    stop();
    stop();
    expect(page.gm_authFailure).toBe(later);
  });

  it('installs itself afresh after everyone left', () => {
    onMapsAuthFailure(window, jest.fn())();
    const listener = jest.fn();
    const stop = onMapsAuthFailure(window, listener);
    page.gm_authFailure?.();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
