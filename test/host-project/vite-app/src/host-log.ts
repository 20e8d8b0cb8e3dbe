declare global {
  interface Window {
    /** What the host page saw, in order, for the browser test to read. */
    hostLog: string[];
  }
}

window.hostLog = [];

export function hostLog(line: string): void {
  window.hostLog.push(line);
}
