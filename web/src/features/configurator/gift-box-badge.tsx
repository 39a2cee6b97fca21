/** The chosen gift box, drawn beside the putter (it changes the price, so the picture shows it). */
export function GiftBoxBadge({ name }: { name?: string }) {
  if (!name || /^no /i.test(name)) return null;
  const wooden = /wood|teak|case/i.test(name);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md bg-white/80 px-2 py-1 text-xs font-medium text-slate-800 dark:bg-slate-900/80 dark:text-slate-200">
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <rect x="3" y="9" width="18" height="12" rx="1.5" fill={wooden ? '#8b5a2b' : '#111827'} />
        <rect x="2" y="6" width="20" height="4" rx="1" fill={wooden ? '#a0522d' : '#1f2937'} />
        <path d="M12 6v15" stroke={wooden ? '#f5deb3' : '#d4af37'} strokeWidth="2" />
        {wooden ? null : (
          <path d="M12 6c-3-4-7-2-4 0M12 6c3-4 7-2 4 0" stroke="#d4af37" fill="none" strokeWidth="1.5" />
        )}
      </svg>
      {name}
    </span>
  );
}
