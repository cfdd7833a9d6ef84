/** Limits of a review, apart from its zod schema so the product page can show them without loading zod. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_PAGE_SIZE_MAX = 20;
