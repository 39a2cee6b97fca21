import type { OrderHistoryEntry, OrderNoteVisibility, OrderView } from '@sound-putter/contracts';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../api';
import { useAddOrderNoteMutation, useGetOrderHistoryQuery } from '../../api/workshop.api';
import { Button } from '../../components/ui/button';

const MAX_CHARACTERS = 1000;

const kindLabels: Record<OrderNoteVisibility, string> = {
  internal: 'Internal (staff only)',
  customer: 'Shown to the customer',
};
const kindStyles: Record<OrderNoteVisibility, string> = {
  internal: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  customer: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

type NoteEntry = OrderHistoryEntry & { note: NonNullable<OrderHistoryEntry['note']> };

/**
 * The order's notes, oldest first, with who wrote them, and the form to write one: internal (staff only) or shown on
 * the customer's order page. Each draft has its own id, so a retried submit adds the note once.
 */
export function NotesPanel({ order }: { order: OrderView }) {
  const history = useGetOrderHistoryQuery(order.id);
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<OrderNoteVisibility>('internal');
  const [noteId, setNoteId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | undefined>();
  const [addNote, { isLoading }] = useAddOrderNoteMutation();
  const notes = (history.data?.entries ?? []).filter((e): e is NoteEntry => e.note !== null);
  const length = [...text.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError('Write the note first');
    if (length > MAX_CHARACTERS) return setError(`At most ${MAX_CHARACTERS} characters`);
    setError(undefined);
    try {
      await addNote({ orderId: order.id, noteId, visibility, text: text.trim() }).unwrap();
      setText('');
      setNoteId(crypto.randomUUID());
    } catch (caught) {
      const apiError = caught as ApiError;
      setError(apiError.details?.text?.[0] ?? apiError.message);
    }
  };

  return (
    <section aria-labelledby="notes-heading" className="mb-6" data-testid="notes-panel">
      <h3 id="notes-heading" className="mb-2 font-semibold">
        Notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No notes yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="notes">
          {notes.map((entry) => (
            <li
              key={entry.note.id}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              data-testid="note"
              data-visibility={entry.note.visibility}
            >
              <p className="text-xs">
                <span className={`rounded px-1.5 py-0.5 font-medium ${kindStyles[entry.note.visibility]}`}>
                  {kindLabels[entry.note.visibility]}
                </span>{' '}
                <span className="text-slate-700 dark:text-slate-300">
                  {entry.actor.email ?? entry.actor.role} ·{' '}
                  <time dateTime={entry.note.addedAt}>{timeFormat.format(new Date(entry.note.addedAt))}</time>
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line wrap-anywhere">{entry.note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 space-y-2" aria-label="Add a note">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Who may read it</legend>
          {(['internal', 'customer'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`note-visibility-${order.id}`}
                value={kind}
                checked={visibility === kind}
                onChange={() => setVisibility(kind)}
              />
              {kindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="note-text" className="block text-sm font-medium">
          Note
        </label>
        <textarea
          id="note-text"
          value={text}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={`note-text-count${error ? ' note-text-error' : ''}`}
          onChange={(e) => setText(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <p id="note-text-count" className="text-xs text-slate-700 dark:text-slate-300">
          {length} / {MAX_CHARACTERS}
          {visibility === 'customer' ? ' · the customer will see this on the order page' : ''}
        </p>
        {error ? (
          <p id="note-text-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={isLoading}>
          Add note
        </Button>
      </form>
    </section>
  );
}
