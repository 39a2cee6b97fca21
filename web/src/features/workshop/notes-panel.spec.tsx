import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderHistoryEntry, type OrderHistoryView } from '@sound-putter/contracts';
import type { AddOrderNoteDto } from '@sound-putter/contracts/dto';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { fullOrder } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NotesPanel } from './notes-panel';

const entryOf = (body: AddOrderNoteDto, n: number): OrderHistoryEntry => ({
  type: 'OrderNoteAdded',
  at: '2026-11-26T10:00:00.000Z',
  position: String(100 + n),
  channel: 'staff',
  actor: { kind: 'user', role: 'staff', email: 'nok@soundputter.example' },
  status: null,
  paymentMethod: null,
  reason: null,
  amount: null,
  shipment: null,
  remake: null,
  note: { id: body.noteId, visibility: body.visibility, text: body.text, addedAt: '2026-11-26T10:00:00.000Z' },
});

describe('NotesPanel (the workshop history dialog)', () => {
  it('adds an internal and a customer note, each with its own id, and lists them with who wrote them', async () => {
    const order = fullOrder();
    const bodies: AddOrderNoteDto[] = [];
    server.use(
      http.get(apiPaths.orders.history(order.id), () =>
        HttpResponse.json<OrderHistoryView>({
          orderId: order.id,
          shortId: order.shortId,
          entries: bodies.map(entryOf),
        }),
      ),
      http.post(apiPaths.orders.notes(order.id), async ({ request }) => {
        bodies.push((await request.json()) as AddOrderNoteDto);
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<NotesPanel order={order} />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note first');
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Note'), '  Engrave in capitals  ');
    expect(screen.getByText(/^19 \/ 1000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Engrave in capitals');

    await user.click(screen.getByLabelText('Shown to the customer'));
    await user.type(screen.getByLabelText('Note'), 'ขอบคุณครับ ⛳');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findAllByTestId('note');
    await within(screen.getByTestId('notes')).findByText('ขอบคุณครับ ⛳');

    expect(bodies.map(({ visibility, text }) => ({ visibility, text }))).toEqual([
      { visibility: 'internal', text: 'Engrave in capitals' },
      { visibility: 'customer', text: 'ขอบคุณครับ ⛳' },
    ]);
    expect(new Set(bodies.map((b) => b.noteId)).size).toBe(2);
    expect(notes[0]).toHaveTextContent('Internal (staff only)');
    expect(notes[0]).toHaveTextContent('nok@soundputter.example');
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });
});
