import { useLanguage } from '../../lib/use-language';
import { useEffect, useState, type RefObject } from 'react';
import { formatBaht } from '../../lib/format';
import { selectConfiguration, useAppSelector } from '../../store';
import { AddToCartButton } from './add-to-cart-button';
import { previewTexts } from './live-preview';

const NARROW = '(max-width: 1023px)';

/**
 * Price and Add to Cart at the bottom edge while the preview's own button is scrolled away and the options are on
 * screen: never two Add to Cart buttons at once; without IntersectionObserver or matchMedia, no bar.
 */
export function StickyPriceBar({
  buttonRef,
  optionsRef,
  isCalculating,
}: {
  buttonRef: RefObject<HTMLElement | null>;
  optionsRef: RefObject<HTMLElement | null>;
  isCalculating: boolean;
}) {
  const { language } = useLanguage();
  const { totalPrice } = useAppSelector(selectConfiguration);
  const [buttonVisible, setButtonVisible] = useState(true);
  const [optionsVisible, setOptionsVisible] = useState(false);
  const [narrow, setNarrow] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || typeof IntersectionObserver === 'undefined') return;
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === buttonRef.current) setButtonVisible(entry.isIntersecting);
        if (entry.target === optionsRef.current) setOptionsVisible(entry.isIntersecting);
      }
    });
    if (buttonRef.current) observer.observe(buttonRef.current);
    if (optionsRef.current) observer.observe(optionsRef.current);
    return () => {
      query.removeEventListener('change', onChange);
      observer.disconnect();
    };
  }, [buttonRef, optionsRef]);

  if (!narrow || buttonVisible || !optionsVisible) return null;
  return (
    <div
      data-testid="sticky-price-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="min-w-0">
        <p className="text-xs text-slate-600 dark:text-slate-400">{previewTexts[language].total}</p>
        <p className="text-lg font-bold whitespace-nowrap">{formatBaht(totalPrice)}</p>
      </div>
      <div className="ml-auto w-44 shrink-0 sm:w-56">
        <AddToCartButton isCalculating={isCalculating} />
      </div>
    </div>
  );
}
