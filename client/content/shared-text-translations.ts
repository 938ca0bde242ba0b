import type { SharedTextTranslations } from '../../shared/shared-texts';

/** shared/ is written in English: the English pages translate nothing. */
export const sharedTextTranslations: Partial<SharedTextTranslations> = {};
