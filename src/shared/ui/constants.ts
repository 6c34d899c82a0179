/** Interface constants of PRODUCT section 9, shared by the design system and the app. */

/** Minimum viewport widths in CSS pixels. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type BreakpointName = keyof typeof breakpoints;

/** z-index of the first modal layer; each nested modal sits above the previous one. */
export const modalZBase = 2000;
/** Distance between two nested modal layers, leaving room for a layer's own popovers. */
export const modalZStep = 10;
/** Backdrop fade of a modal, in ms. */
export const modalBackdropMs = 200;
/** Auto-dismiss of a toast, in ms. */
export const toastMs = 3000;
/** Auto-dismiss of a notification, in ms. */
export const notificationMs = 4500;
/** Delay after the last resize event before the device type is re-evaluated, in ms. */
export const resizeDebounceMs = 50;
/** A loading indicator, once shown, stays at least this long so it does not flicker, in ms. */
export const fetchMinDisplayMs = 200;
/** Default throttle interval, in ms. */
export const throttleMs = 100;
/** Date picker: the week starts on day 2 (Monday when Sunday is 1), values as ISO dates. */
export const datePicker = { firstDayOfWeek: 2, format: 'YYYY-MM-DD' } as const;
/** Close animation of a loan request modal, in ms. */
export const requestModalCloseMs = 350;
