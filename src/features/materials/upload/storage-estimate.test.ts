import * as storage from '../material-storage';
import { PICKED_ESTIMATE_FRESH_MS, prefetchStorageInfo, takePickedEstimate } from './storage-estimate';

vi.mock('../material-storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../material-storage')>()),
  getStorageInfo: vi.fn(),
}));

const getStorageInfo = vi.mocked(storage.getStorageInfo);
const info = { usage: 1, quota: 100, available: 99, percentage: 1 };

beforeEach(() => {
  getStorageInfo.mockReset().mockResolvedValue(info);
  takePickedEstimate(); // nothing left over from another test
});

describe('the estimate read when files are picked', () => {
  it('serves the next upload once, if it answered and is fresh', async () => {
    prefetchStorageInfo(1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getStorageInfo).toHaveBeenCalledTimes(1);
    expect(takePickedEstimate(1_000 + PICKED_ESTIMATE_FRESH_MS)).toEqual({ info });
    expect(takePickedEstimate(1_000 + PICKED_ESTIMATE_FRESH_MS)).toBeUndefined();
  });

  it('is not used when older than 30 s', async () => {
    prefetchStorageInfo(1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takePickedEstimate(1_000 + PICKED_ESTIMATE_FRESH_MS + 1)).toBeUndefined();
  });

  it('is not waited for when it has not answered yet', () => {
    getStorageInfo.mockReturnValue(new Promise(() => {}));
    prefetchStorageInfo(1_000);
    expect(takePickedEstimate(1_001)).toBeUndefined();
  });

  it('passes on a failed read as no estimate (the upload then goes on)', async () => {
    // getStorageInfo turns a failed estimate into null (quota.test.ts).
    getStorageInfo.mockResolvedValue(null);
    prefetchStorageInfo(1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takePickedEstimate(1_001)).toEqual({ info: null });
  });
});
