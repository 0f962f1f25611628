// Compare limits (docs/product.md#compare).
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
export const COMPARE_DEFAULT_COUNT = 3;
export const COMPARE_SEARCH_RESULTS = 6;
export const COMPARE_SEARCH_DEBOUNCE_MS = 300;
export const COMPARE_KEYWORDS_CAP = 50;
