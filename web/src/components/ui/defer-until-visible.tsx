import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the spot is about to scroll into view, so below-the-fold sections cost nothing on first
 * load. Without IntersectionObserver (old browsers, tests) it renders at once.
 */
export function DeferUntilVisible({
  children,
  placeholder,
  rootMargin = '600px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  // A hash link or "Hear Sound Preview" may jump here directly; the observer then fires on arrival.
  return <div ref={ref}>{visible ? children : placeholder}</div>;
}
