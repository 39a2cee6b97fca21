import type { ShopLanguage } from '@sound-putter/contracts';
import type { ProductRender } from './product-renders';

/**
 * A product render on a studio backdrop that follows the theme. Loaded lazily and decoded off the main thread: it
 * costs the page no script and nothing before it nears the viewport.
 */
export function ProductPicture({
  picture,
  className = '',
  eager = false,
  language,
  ...data
}: {
  picture: ProductRender;
  className?: string;
  eager?: boolean;
  language: ShopLanguage;
} & Record<`data-${string}`, string>) {
  return (
    <div
      className={`overflow-hidden rounded-xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#e2e8f0_70%,#cbd5e1_100%)] dark:bg-[radial-gradient(ellipse_at_50%_35%,#64748b_0%,#334155_60%,#1e293b_100%)] ${className}`}
    >
      <img
        src={picture.src}
        width={picture.width / 2}
        height={picture.height / 2}
        alt={picture.alt[language]}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-full object-contain"
        {...data}
      />
    </div>
  );
}
