/**
 * The one door to the library's health on this device: the integrity check and its repair, the
 * repair of a damaged list and of wrongly stored files, the start-up sweep of what no list names,
 * the room left (with the reserve an upload keeps) and whether the browser keeps the files.
 */
export { checkIntegrity, repairIntegrity, type IntegrityReport } from './integrity';
export { isListDamaged } from './list-store';
export { repairList } from './list-repair';
export { lastSliceRepair, repairSliceDamage, type SliceRepairReport } from './slice-repair';
export { sweepOrphans } from './orphan-sweep';
export { checkStorageRoom, getStorageInfo, type StorageRoomCheck } from './quota';
export { isStoragePersisted, requestPersistence } from './persistence';
export type { StorageInfo } from './records';
