/**
 * What the wizard needs after the search: the form and its validation (Formik, yup), the price step, the thank-you
 * dialog and the HTML sanitizer (DOMPurify). The script-tag build puts it in a part of its own, loaded once step
 * 0 shows, so that step 0 starts with less code.
 */
export { trimmedHtmlProblems } from '../config/trimmed-html';
export { ConfigHtml } from '../steps/ConfigHtml';
export { OfferStep } from '../steps/offer/OfferStep';
export { ThankYouDialog } from '../steps/thank-you/ThankYouDialog';
export { VisitorFormStep } from '../steps/visitor-form/VisitorFormStep';
