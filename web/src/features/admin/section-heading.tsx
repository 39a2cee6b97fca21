/** A back office section's title and the sentence that says what it is for; `id` labels the section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{intro}</p>
    </>
  );
}
