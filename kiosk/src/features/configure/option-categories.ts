import type { CustomizationCategory } from '@sound-putter/contracts';
import type { OptionField } from '@sound-putter/web/shared';

/** The option categories of a putter in the order the kiosk shows them, each with its field in the configuration. */
export const optionCategories: ReadonlyArray<{ category: CustomizationCategory; field: OptionField }> = [
  { category: 'grip', field: 'gripId' },
  { category: 'shaft', field: 'shaftId' },
  { category: 'shaft_color', field: 'shaftColorId' },
  { category: 'length', field: 'lengthId' },
  { category: 'face_mill_option', field: 'faceMillOptionId' },
  { category: 'mill_option', field: 'millOptionId' },
  { category: 'gift_box', field: 'giftBoxId' },
];
