/** A load that fails once, as offline, then gives `value`: for code that must try again. */
export function failsOnceThen<T>(value: T) {
  return vi
    .fn<() => Promise<T>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockImplementation(() => Promise.resolve(value));
}
