/** The craftsmanship illustration: a milled putter face under the workshop light. */
export function CraftsmanshipArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 240" role="img" aria-label={label} className="h-auto w-full rounded-xl">
      <defs>
        <linearGradient id="craft-bg" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0f172a" />
          <stop offset="1" stopColor="#065f46" />
        </linearGradient>
        <linearGradient id="craft-face" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#f1f5f9" />
          <stop offset="1" stopColor="#64748b" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill="url(#craft-bg)" />
      <path d="M200 0 L120 240 H280 Z" fill="#ffffff" fillOpacity="0.06" />
      <rect x="70" y="130" width="260" height="60" rx="14" fill="url(#craft-face)" stroke="#334155" />
      {Array.from({ length: 22 }, (_, i) => (
        <path key={i} d={`M${86 + i * 11} 138 l6 44`} stroke="#475569" strokeOpacity="0.55" strokeWidth="2" />
      ))}
      <rect x="188" y="40" width="24" height="70" rx="4" fill="#94a3b8" />
      <path d="M192 110 h16 l-8 18 z" fill="#e2e8f0" />
      <circle cx="200" cy="132" r="5" fill="#fde68a" />
      <circle cx="200" cy="132" r="14" fill="#fde68a" fillOpacity="0.25" />
    </svg>
  );
}
