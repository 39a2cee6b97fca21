const steps = [
  { title: 'Choose your sound', text: 'Pick the deep and resonant or the bright and dynamic sound signature.' },
  { title: 'Make it yours', text: 'Select grip, shaft colour, length, face mill, logos and a gift box.' },
  { title: 'Crafted in 24 hours', text: 'Our workshop crafts your putter within 24 hours of order confirmation.' },
  { title: 'Free delivery', text: 'Shipped free to your door, and followed step by step under Track Orders.' },
];

export function HowItWorks() {
  return (
    <div>
      <h3 className="text-xl font-bold">How It Works</h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
