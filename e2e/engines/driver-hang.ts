/**
 * WebKitWebDriver now and then stops answering a command (WebKit's own WebDriver test runner
 * restarts its test process when that happens). Such a command fails with this message, at once
 * and for every later command of the session, so the test ends in a minute instead of its whole
 * timeout, and the engine suite runs it once more in a fresh browser. Nothing else is retried.
 */
export const DRIVER_HUNG = 'WebKitWebDriver stopped answering';

export const DRIVER_HUNG_PATTERN = new RegExp(`^${DRIVER_HUNG}`);

/** Whether `error` is the driver's own request timing out (webdriverio's wording). */
export function isDriverTimeout(error: unknown): boolean {
  return error instanceof Error && /Request timed out/i.test(error.message);
}

export function isDriverHang(error: unknown): boolean {
  return error instanceof Error && DRIVER_HUNG_PATTERN.test(error.message);
}
