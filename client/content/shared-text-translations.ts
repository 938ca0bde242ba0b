import type { SharedTextTranslations } from '../../shared/shared-texts';

/** shared/ is written in English: the English pages translate nothing. */
export const sharedTextTranslations: Partial<SharedTextTranslations> = {};

/**
 * A sentence from shared/ (a field message, the server's refusal) as the page says it. Each
 * language's twin translates; here it is the sentence itself, so English pages carry no
 * translation code.
 */
export const inPageLanguage = (message: string): string => message;
