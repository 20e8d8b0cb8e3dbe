/**
 * The text size, in px, the stylesheet is drawn at: the browsers' default. A visitor's larger text (the browser's
 * setting, or a host page's own root size) grows the widget from it, never shrinks it below.
 */
export const BASE_TEXT_PX = 16;
