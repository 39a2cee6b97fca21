import { defineTexts } from '@sound-putter/contracts';
import { en } from './en';
import { th } from './th';

/**
 * Every word the kiosk shows, in English and Thai. One tree rather than one per screen: the screens share the
 * models', categories', logos' and catalog options' names.
 */
export const kioskTexts = defineTexts({ en, th });
