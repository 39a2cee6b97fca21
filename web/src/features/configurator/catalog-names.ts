import { useMemo } from 'react';
import type { ShopLanguage } from '@sound-putter/contracts';
import { useGetCustomizationsQuery, useGetPutterModelsQuery } from '../../api';

/**
 * Cart lines and orders keep the English names the configuration was priced with; this gives the Thai name of each
 * from the catalog the shop has loaded (asking for the lists it lacks), and the English name when there is none.
 */
export const useCatalogNames = (language: ShopLanguage): ((englishName: string) => string) => {
  const skip = language !== 'th';
  const lists = [
    useGetPutterModelsQuery(undefined, { skip }).data,
    useGetCustomizationsQuery('grip', { skip }).data,
    useGetCustomizationsQuery('shaft', { skip }).data,
    useGetCustomizationsQuery('shaft_color', { skip }).data,
    useGetCustomizationsQuery('length', { skip }).data,
    useGetCustomizationsQuery('logo', { skip }).data,
    useGetCustomizationsQuery('face_mill_option', { skip }).data,
    useGetCustomizationsQuery('mill_option', { skip }).data,
    useGetCustomizationsQuery('gift_box', { skip }).data,
  ];
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const list of lists) for (const item of list ?? []) map.set(item.name, item.nameTh);
    return map;
    // The lists are RTK Query's cached arrays: the same arrays until a list changes.
  }, lists);
  return (englishName: string) => (skip ? englishName : (names.get(englishName) ?? englishName));
};
