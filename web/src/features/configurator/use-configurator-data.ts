import { useEffect } from 'react';
import type { CustomizationOptionView, PutterModelView } from '@sound-putter/contracts';
import { useGetCustomizationsQuery, useGetPutterModelsQuery, type ApiError } from '../../api';
import { notifyError, useAppDispatch } from '../../store';

export interface ConfiguratorData {
  models: PutterModelView[];
  grips: CustomizationOptionView[];
  shafts: CustomizationOptionView[];
  shaftColors: CustomizationOptionView[];
  lengths: CustomizationOptionView[];
  logos: CustomizationOptionView[];
  faceMills: CustomizationOptionView[];
  mills: CustomizationOptionView[];
  giftBoxes: CustomizationOptionView[];
}

/**
 * Every list the configurator shows. Models, grips, shafts, lengths and logos are the core lists: if one fails the
 * configurator cannot work. Each failing list (gift boxes too) gives a one-time notice; shaft colours and mill
 * options fail silently (spec section 8).
 */
export const useConfiguratorData = () => {
  const dispatch = useAppDispatch();
  const models = useGetPutterModelsQuery();
  const grips = useGetCustomizationsQuery('grip');
  const shafts = useGetCustomizationsQuery('shaft');
  const lengths = useGetCustomizationsQuery('length');
  const logos = useGetCustomizationsQuery('logo');
  const giftBoxes = useGetCustomizationsQuery('gift_box');
  const shaftColors = useGetCustomizationsQuery('shaft_color');
  const faceMills = useGetCustomizationsQuery('face_mill_option');
  const mills = useGetCustomizationsQuery('mill_option');

  const noticed: ReadonlyArray<[string, { error?: unknown }]> = [
    ['loading_models', models],
    ['loading_grips', grips],
    ['loading_shafts', shafts],
    ['loading_lengths', lengths],
    ['loading_logos', logos],
    ['loading_gift_boxes', giftBoxes],
  ];
  const errorKey = noticed.map(([key, q]) => (q.error ? key : '')).join(',');
  useEffect(() => {
    for (const [key, query] of noticed) {
      if (query.error) dispatch(notifyError(query.error as ApiError, { onceKey: key }));
    }
    // Re-run only when the set of failed lists changes; the onceKey keeps each notice to one showing.
  }, [errorKey, dispatch]);

  const core = [models, grips, shafts, lengths, logos];
  const data: ConfiguratorData = {
    models: models.data ?? [],
    grips: grips.data ?? [],
    shafts: shafts.data ?? [],
    shaftColors: shaftColors.data ?? [],
    lengths: lengths.data ?? [],
    logos: logos.data ?? [],
    faceMills: faceMills.data ?? [],
    mills: mills.data ?? [],
    giftBoxes: giftBoxes.data ?? [],
  };
  return {
    data,
    isLoading: core.some((q) => q.isLoading),
    isError: core.some((q) => q.isError),
  };
};
