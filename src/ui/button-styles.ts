/**
 * The one button scale of the app: every button and button-like link takes its look from here,
 * so a primary action, a destructive one and a quiet icon look the same on every screen.
 */
export type ButtonTone =
  /** The screen's main action: solid indigo. */
  | 'primary'
  /** A destructive action that is confirmed: solid red. */
  | 'danger'
  /** A second choice beside a primary one. */
  | 'secondary'
  /** An action that matters but is not the main one: indigo outline. */
  | 'outline'
  /** A destructive action that asks first: red outline. */
  | 'danger-outline'
  /** Icons and menu items: no border, tinted on hover. */
  | 'ghost'
  | 'ghost-primary'
  | 'ghost-danger';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'menu';

const base =
  'inline-flex items-center rounded-control font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70';

const toneClass: Record<ButtonTone, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong',
  danger: 'bg-danger text-on-primary hover:bg-danger-strong',
  secondary: 'border border-line-strong bg-surface text-ink-soft hover:bg-sunken',
  outline: 'border border-primary-ink bg-surface text-primary-ink hover:bg-primary-soft',
  'danger-outline': 'border border-danger-ink bg-surface text-danger-ink hover:bg-danger-soft',
  ghost: 'text-ink-soft hover:bg-sunken hover:text-ink',
  'ghost-primary': 'text-primary-ink hover:bg-primary-soft',
  'ghost-danger': 'text-danger-ink hover:bg-danger-soft',
};

const sizeClass: Record<ButtonSize, string> = {
  sm: 'justify-center gap-1.5 px-3 py-1.5 text-sm',
  md: 'justify-center gap-2 px-4 py-2',
  // Narrower sides on a phone, so two large buttons share a 320 px row.
  lg: 'justify-center gap-2 px-3 py-3 sm:px-6',
  icon: 'h-10 w-10 shrink-0 justify-center',
  menu: 'min-h-11 w-full justify-start gap-3 px-3 text-left',
};

/** The classes of a button (or a link styled as one) of this tone and size. */
export function buttonClass(tone: ButtonTone, size: ButtonSize = 'md'): string {
  return `${base} ${toneClass[tone]} ${sizeClass[size]}`;
}
