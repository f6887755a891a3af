export type NoticeTone = 'error' | 'success' | 'info' | 'neutral';

const toneClass: Record<NoticeTone, string> = {
  error: 'border-danger-line bg-danger-soft text-danger-ink',
  success: 'border-success-line bg-success-soft text-success-ink',
  info: 'border-info-line bg-info-soft text-info-ink',
  neutral: 'border-line-strong bg-sunken text-ink-soft',
};

/** The one look of a message box in the page (alerts, a form's sending and sent notes). */
export function noticeClass(tone: NoticeTone): string {
  return `rounded-control border px-4 py-3 text-sm ${toneClass[tone]}`;
}
