import { formatMb } from '../../shared/format-size';

export interface StorageShortfall {
  neededMb: number;
  availableMb: number;
  usedMb: number;
  totalMb: number;
}

/** The reserve check's message (spec sections 5 and 8), the same for every kind. */
export function notEnoughRoomMessage(s: StorageShortfall): string {
  return (
    `Not enough storage space! You need ${formatMb(s.neededMb)} MB but only have ` +
    `${formatMb(s.availableMb)} MB available. Used: ${formatMb(s.usedMb)} MB of ` +
    `${formatMb(s.totalMb)} MB. Please delete some files and try again.`
  );
}
