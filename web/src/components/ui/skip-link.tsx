/** The first stop of the keyboard; `label` in the page's language (the site layout gives the Thai). */
export function SkipLink({ label = 'Skip to content' }: { label?: string }) {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {label}
    </a>
  );
}
