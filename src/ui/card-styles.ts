/** The one card: panels, forms, list boxes and subject cards share its border, radius and lift. */
export const cardClass = 'rounded-card border border-line bg-surface shadow-sm';

/**
 * A card that is one click target (a link or button's ::after covers it): it lifts on hover and
 * wears the focus ring while its control has keyboard focus.
 */
export const clickableCardClass = `${cardClass} relative transition hover:-translate-y-0.5 hover:border-primary-line hover:shadow-md has-focus-visible:focus-ring`;

/** A panel that floats over the page: menus, search results, notes beside a button. */
export const popoverClass = 'rounded-card border border-line bg-surface shadow-lg';
