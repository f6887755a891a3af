/**
 * A spreadsheet cell's number as its sheet shows it: through the cell's number format (a date, a
 * time, a percentage, a fixed count of decimals, thousands separators), as Excel and LibreOffice
 * draw it. A workbook stores 2004-03-05 as 38051 and 4.1 as 4.0999999999999996; a student reads
 * the sheet, not its storage.
 *
 * The codes are ECMA-376's (Part 1, 18.8.30–31). What is not drawn here (fractions, conditions such
 * as `[<1000]`, fill characters) falls back to the General format, never to the raw storage.
 */

/**
 * The built-in formats a style names by number. The locale's short date (14, 22) is written
 * year first: unambiguous to a reader anywhere, where 03/05/04 is read three ways.
 */
const BUILT_IN: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: 'General',
  13: 'General',
  14: 'yyyy-mm-dd',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'yyyy-mm-dd h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;(#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;(#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
  48: '##0.0E+0',
  49: '@',
};

/** The format code of built-in format `id`, or null for an id the standard leaves to the locale. */
export function builtInFormat(id: number): string | null {
  return BUILT_IN[id] ?? null;
}

/** A format code longer than any real sheet writes is not parsed: General instead. */
const MAX_CODE_LENGTH = 255;

/** Excel's General: at most 11 significant digits, no trailing zeros, exponent when very large. */
export function formatGeneral(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e11 || magnitude < 1e-9) {
    const [mantissa = '', exponent = '0'] = value.toExponential(5).split('e');
    const sign = exponent.startsWith('-') ? '-' : '+';
    const digits = exponent.replace(/^[+-]/, '').padStart(2, '0');
    return `${mantissa.replace(/\.?0+$/, '')}E${sign}${digits}`;
  }
  return String(Number(value.toPrecision(11)));
}

/** The sections of a code (`positive;negative;zero;text`), split outside quotes and brackets. */
function sectionsOf(code: string): string[] {
  const sections: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (let at = 0; at < code.length; at += 1) {
    const char = code[at] ?? '';
    if (char === '\\' && !quoted) {
      current += char + (code[at + 1] ?? '');
      at += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '[') bracketed = true;
    else if (!quoted && char === ']') bracketed = false;
    if (char === ';' && !quoted && !bracketed) {
      sections.push(current);
      current = '';
    } else current += char;
  }
  sections.push(current);
  return sections;
}

interface Token {
  kind: 'literal' | 'code';
  text: string;
}

/** A section as literal text (quoted, escaped, `_x` spacing) and format characters. */
function tokensOf(section: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: Token['kind'], text: string) => {
    const last = tokens[tokens.length - 1];
    if (last?.kind === kind) last.text += text;
    else tokens.push({ kind, text });
  };
  for (let at = 0; at < section.length; at += 1) {
    const char = section[at] ?? '';
    const marker = /^(am\/pm|a\/p)/i.exec(section.slice(at))?.[0];
    if (marker) {
      push('code', marker);
      at += marker.length - 1;
    } else if ((char === 'E' || char === 'e') && /[+-]/.test(section[at + 1] ?? '')) {
      push('code', char + (section[at + 1] ?? ''));
      at += 1;
    } else if (char === '"') {
      const end = section.indexOf('"', at + 1);
      const stop = end === -1 ? section.length : end;
      push('literal', section.slice(at + 1, stop));
      at = stop;
    } else if (char === '\\') {
      push('literal', section[at + 1] ?? '');
      at += 1;
    } else if (char === '_') {
      // The width of the next character, left blank (to line up with a closing bracket).
      push('literal', ' ');
      at += 1;
    } else if (char === '*') {
      // A fill to the column's width: nothing to fill in a preview's cell.
      at += 1;
    } else if (char === '[') {
      const end = section.indexOf(']', at);
      const tag = section.slice(at, end === -1 ? section.length : end + 1);
      // Colours and locales change nothing drawn here; elapsed-time tags are format characters.
      if (/^\[(h+|m+|s+)\]$/i.test(tag)) push('code', tag.toLowerCase());
      at = end === -1 ? section.length : end;
    } else if ("$-+/():!^&'~{}<>=, ".includes(char) && !isNumberPart(section, at)) {
      push('literal', char);
    } else push('code', char);
  }
  return tokens;
}

/** A comma between digit placeholders is a thousands separator, elsewhere text. */
function isNumberPart(section: string, at: number): boolean {
  if (section[at] !== ',') return false;
  return /[0#?]/.test(section[at - 1] ?? '') || /[0#?]/.test(section[at + 1] ?? '');
}

const DATE_CODE = /[ymdhs]|am\/pm|a\/p|\[(h+|m+|s+)\]/i;

function isDateSection(tokens: readonly Token[]): boolean {
  return tokens.some((token) => token.kind === 'code' && DATE_CODE.test(token.text));
}

/** Which section draws `value`, and whether that section draws its own minus sign. */
function pickSection(
  sections: readonly string[],
  value: number,
): { section: string; own: boolean } {
  const [positive = '', negative, zero] = sections;
  if (value < 0 && negative !== undefined) return { section: negative, own: true };
  if (value === 0 && zero !== undefined) return { section: zero, own: false };
  return { section: positive, own: false };
}

/**
 * `value` as format `code` draws it, or null when the code is one this does not draw (the caller
 * then shows the General form).
 */
export function formatNumber(value: number, code: string, date1904 = false): string | null {
  if (!Number.isFinite(value) || code.length > MAX_CODE_LENGTH) return null;
  const sections = sectionsOf(code);
  const { section, own } = pickSection(sections, value);
  if (/^general$/i.test(section.trim()) || section.trim() === '@')
    return formatGeneral(own ? Math.abs(value) : value);
  if (/\[[<>=]/.test(section) || /\?\/|#\//.test(section)) return null;
  const tokens = tokensOf(section);
  if (isDateSection(tokens)) return formatDate(value, tokens, date1904);
  return formatDecimal(own ? Math.abs(value) : value, tokens);
}

// ---- Numbers ------------------------------------------------------------------------------------

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatDecimal(value: number, tokens: readonly Token[]): string | null {
  const pattern = tokens
    .filter((token) => token.kind === 'code')
    .map((token) => token.text)
    .join('');
  const percents = (pattern.match(/%/g) ?? []).length;
  const scaled = value * 100 ** percents;
  const number = pattern.replace(/%/g, '');
  const exponent = /[eE]([+-])(0+)/.exec(number);
  const [whole = '', fraction = ''] = number.replace(/[eE][+-]0+/, '').split('.');
  if (/[^0#?,]/.test(whole + fraction)) return null;
  const decimals = (fraction.match(/[0#?]/g) ?? []).length;
  const minimumWhole = (whole.match(/0/g) ?? []).length;
  const grouped = /[0#?],[0#?]/.test(whole);
  // Commas after the last digit placeholder scale by a thousand each.
  const perThousand = (/,+$/.exec(whole)?.[0].length ?? 0) * 3;
  let text: string;
  if (exponent) {
    const [mantissa = '0', power = '0'] = scaled.toExponential(decimals).split('e');
    const sign = Number(power) < 0 ? '-' : exponent[1] === '+' ? '+' : '';
    text = `${mantissa}E${sign}${String(Math.abs(Number(power))).padStart(exponent[2]?.length ?? 1, '0')}`;
  } else {
    const fixed = Math.abs(scaled / 10 ** perThousand).toFixed(decimals);
    const [int = '0', frac = ''] = fixed.split('.');
    const wholeDigits = int === '0' && minimumWhole === 0 ? '' : int.padStart(minimumWhole, '0');
    // `#` decimals are shown only where they are not trailing zeros.
    const optional = (fraction.match(/#/g) ?? []).length;
    let decimalsText = frac;
    for (let cut = 0; cut < optional && decimalsText.endsWith('0'); cut += 1)
      decimalsText = decimalsText.slice(0, -1);
    text =
      (grouped ? groupThousands(wholeDigits) : wholeDigits) +
      (decimalsText === '' ? '' : `.${decimalsText}`);
    if (text === '') text = '0';
    if (scaled < 0 && Number(fixed) !== 0) text = `-${text}`;
  }
  // The number sits where its first placeholder was, between the section's own text; each `%`
  // stays where it was written.
  let placed = false;
  return tokens
    .map((token) => {
      if (token.kind === 'literal') return token.text;
      let drawn = '';
      for (const char of token.text) {
        if (char === '%') drawn += '%';
        else if (!placed) {
          drawn += text;
          placed = true;
        }
      }
      return drawn;
    })
    .join('');
}

// ---- Dates and times ----------------------------------------------------------------------------

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;
/** The day before 1900-01-01 in Excel's count, which also counts a 29 February 1900 that never was. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Serials past 9999-12-31 are no date. */
const MAX_SERIAL = 2_958_465;

interface Moment {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
  tenths: number;
  /** Whole hours, minutes and seconds since the serial's zero, for `[h]`, `[m]`, `[s]`. */
  elapsed: { h: number; m: number; s: number };
}

function momentOf(serial: number, date1904: boolean): Moment | null {
  if (serial < 0 || serial > MAX_SERIAL) return null;
  const tenthsTotal = Math.round(serial * 864_000);
  const days = Math.floor(tenthsTotal / 864_000);
  const tenthsOfDay = tenthsTotal - days * 864_000;
  // Serials before 1 March 1900 count the day that never was; after it, one day is taken back.
  const shift = !date1904 && days < 60 ? 1 : 0;
  const at = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + (days + shift) * DAY_MS);
  const secondsOfDay = Math.floor(tenthsOfDay / 10);
  const totalSeconds = Math.floor(tenthsTotal / 10);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
    hours: Math.floor(secondsOfDay / 3600),
    minutes: Math.floor(secondsOfDay / 60) % 60,
    seconds: secondsOfDay % 60,
    tenths: tenthsOfDay % 10,
    elapsed: {
      h: Math.floor(totalSeconds / 3600),
      m: Math.floor(totalSeconds / 60),
      s: totalSeconds,
    },
  };
}

const DATE_PART = /^(\[(h+|m+|s+)\]|am\/pm|a\/p|y+|m+|d+|h+|s+|\.0+|.)/i;

interface DatePart {
  code: string;
  literal: boolean;
}

function datePartsOf(tokens: readonly Token[]): DatePart[] {
  const parts: DatePart[] = [];
  for (const token of tokens) {
    if (token.kind === 'literal') {
      parts.push({ code: token.text, literal: true });
      continue;
    }
    let rest = token.text;
    while (rest.length > 0) {
      const code = DATE_PART.exec(rest)?.[0] ?? rest.charAt(0);
      parts.push({ code, literal: !/^(\[|am\/pm|a\/p|[ymdhs]|\.0)/i.test(code) });
      rest = rest.slice(code.length);
    }
  }
  return parts;
}

/** `m` after an hour or before a second is minutes; elsewhere it is the month. */
function isMinutes(parts: readonly DatePart[], at: number): boolean {
  for (let before = at - 1; before >= 0; before -= 1) {
    const code = parts[before]?.code.toLowerCase() ?? '';
    if (parts[before]?.literal) continue;
    if (/^(h+|\[h+\])$/.test(code)) return true;
    break;
  }
  for (let after = at + 1; after < parts.length; after += 1) {
    const code = parts[after]?.code.toLowerCase() ?? '';
    if (parts[after]?.literal) continue;
    return /^(s+|\[s+\])$/.test(code);
  }
  return false;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function formatDate(serial: number, tokens: readonly Token[], date1904: boolean): string | null {
  const moment = momentOf(serial, date1904);
  if (!moment) return null;
  const parts = datePartsOf(tokens);
  const twelveHour = parts.some((part) => /^(am\/pm|a\/p)$/i.test(part.code));
  const hour12 = moment.hours % 12 === 0 ? 12 : moment.hours % 12;
  return parts
    .map((part, at) => {
      if (part.literal) return part.code;
      const code = part.code.toLowerCase();
      const width = code.length;
      if (code.startsWith('[')) {
        const unit = code[1] as 'h' | 'm' | 's';
        return pad(moment.elapsed[unit], width - 2);
      }
      if (code === 'am/pm') return moment.hours < 12 ? 'AM' : 'PM';
      if (code === 'a/p') return moment.hours < 12 ? 'A' : 'P';
      if (code.startsWith('.')) return `.${moment.tenths}`.padEnd(width, '0');
      switch (code[0]) {
        case 'y':
          return width <= 2 ? pad(moment.year % 100, 2) : pad(moment.year, 4);
        case 'm':
          if (width <= 2 && isMinutes(parts, at)) return pad(moment.minutes, width);
          if (width <= 2) return pad(moment.month + 1, width);
          if (width === 3) return MONTHS[moment.month]?.slice(0, 3) ?? '';
          if (width === 5) return MONTHS[moment.month]?.charAt(0) ?? '';
          return MONTHS[moment.month] ?? '';
        case 'd':
          if (width <= 2) return pad(moment.day, width);
          if (width === 3) return DAYS[moment.weekday]?.slice(0, 3) ?? '';
          return DAYS[moment.weekday] ?? '';
        case 'h':
          return pad(twelveHour ? hour12 : moment.hours, Math.min(width, 2));
        case 's':
          return pad(moment.seconds, Math.min(width, 2));
        default:
          return part.code;
      }
    })
    .join('');
}
