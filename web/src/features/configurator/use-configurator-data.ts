import { useEffect, useMemo } from 'react';
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

const none: never[] = [];

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
  // One object for as long as no list changes, so what is drawn from it (and a deferred render of it) is not redone
  // on every option change.
  const data = useMemo<ConfiguratorData>(
    () => ({
      models: models.data ?? none,
      grips: grips.data ?? none,
      shafts: shafts.data ?? none,
      shaftColors: shaftColors.data ?? none,
      lengths: lengths.data ?? none,
      logos: logos.data ?? none,
      faceMills: faceMills.data ?? none,
      mills: mills.data ?? none,
      giftBoxes: giftBoxes.data ?? none,
    }),
    [
      models.data,
      grips.data,
      shafts.data,
      shaftColors.data,
      lengths.data,
      logos.data,
      faceMills.data,
      mills.data,
      giftBoxes.data,
    ],
  );
  return {
    data,
    isLoading: core.some((q) => q.isLoading),
    isError: core.some((q) => q.isError),
  };
};
