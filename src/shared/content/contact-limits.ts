/** Contact form field limits, apart from the zod schema so the help widget can show them without loading zod. */
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
