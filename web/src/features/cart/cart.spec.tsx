import { screen, waitFor, within } from '@testing-library/react';
import { cartItem } from '../../testing/factories';
import { fakeState, requestsTo } from '../../testing/msw/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CartButton } from './cart-button';
import { CartDialogProvider } from './cart-context';
import { CartDialogs } from './cart-dialog';
import { FloatingCartButton } from './floating-cart-button';

const renderCart = () =>
  renderWithProviders(
    <CartDialogProvider>
      <CartButton />
      <FloatingCartButton />
      <CartDialogs />
    </CartDialogProvider>,
  );

const openCart = async (user: ReturnType<typeof renderCart>['user']) => {
  await user.click(await screen.findByRole('button', { name: /^Shopping cart/ }));
  return screen.findByRole('dialog', { name: 'Shopping Cart' });
};

describe('Cart', () => {
  it('caps the badge at 99+', async () => {
    fakeState.cart = [cartItem({ quantity: 60 }), cartItem({ id: 'item-2', quantity: 45 })];
    renderCart();
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Shopping cart, 105 items' })).toBeInTheDocument();
  });

  it('shows the empty cart texts', async () => {
    const { user } = renderCart();
    const dialog = await openCart(user);
    expect(dialog).toHaveAccessibleDescription(
      'Review and manage your custom sound putter selections before checkout.',
    );
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Configure your perfect putter to get started')).toBeInTheDocument();
  });

  it('lists items with the total, the crafting note and both links; the floating button opens the same dialog', async () => {
    fakeState.cart = [cartItem({ quantity: 2 })];
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: /^Open cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(dialog).findByText('Melody C')).toBeInTheDocument();
    expect(within(dialog).getByText('฿10,500 × 2 = ฿21,000')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('฿21,000');
    expect(within(dialog).getByText('Crafted within 24 hours of payment')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('explains a line whose catalog price changed after it was added, in each direction, and says nothing otherwise', async () => {
    const added = cartItem();
    const dearer = cartItem({ id: 'item-2', currentPrice: 11000 });
    const cheaper = cartItem({ id: 'item-3', currentPrice: 9900 });
    fakeState.cart = [added, dearer, cheaper];
    const { user } = renderCart();
    const dialog = await openCart(user);
    const notes = await within(dialog).findAllByTestId('price-change-note');
    // The unchanged line is the control: three lines, two notes.
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(3);
    expect(notes.map((n) => n.textContent)).toEqual([
      'Added at ฿10,500. Today this putter costs ฿11,000; your cart keeps ฿10,500.',
      "Added at ฿10,500. Today this putter costs ฿9,900; your cart keeps ฿10,500. To pay today's price, remove it and add it again.",
    ]);
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('฿31,500');
  });

  it("lists every priced choice of a line with logo artwork and positions, beside a picture of the line's putter", async () => {
    const base = cartItem();
    const choices = base.configuration.choices.map((c) =>
      c.choice === 'finish'
        ? { ...c, name: 'Black PVD Finish', price: 2500 }
        : c.choice === 'giftBox'
          ? { ...c, name: 'Premium Wooden Case', price: 1500 }
          : c.choice === 'logo'
            ? { ...c, name: 'Double Logo', price: 1500 }
            : c.choice === 'faceMill'
              ? { ...c, name: 'Diamond Mill', price: 1000 }
              : c,
    );
    fakeState.cart = [
      cartItem({
        configuration: {
          ...base.configuration,
          model: { id: 'melody-d', name: 'Melody D' },
          faceMill: { name: 'Diamond Mill' },
          finish: { name: 'Black PVD Finish' },
          giftBox: { name: 'Premium Wooden Case' },
          logo: { name: 'Double Logo' },
          logos: [
            { position: 'face', type: 'logo', content: 'crown-royal' },
            { position: 'sole', type: 'text', content: 'Ace' },
          ],
          choices,
          totalPrice: 16500,
        },
      }),
    ];
    const { user } = renderCart();
    const dialog = await openCart(user);
    const list = await within(dialog).findByTestId('cart-item-choices');
    const rowText = (label: string) => {
      const term = within(list).getByText(`${label}:`);
      return [term.nextElementSibling?.textContent, term.nextElementSibling?.nextElementSibling?.textContent];
    };
    expect(rowText('Base price')).toEqual(['', '฿10,500']);
    expect(rowText('Face mill')).toEqual(['Diamond Mill', '+฿1,000']);
    expect(rowText('Finish')).toEqual(['Black PVD Finish', '+฿2,500']);
    expect(rowText('Gift box')).toEqual(['Premium Wooden Case', '+฿1,500']);
    expect(rowText('Logo')).toEqual(['Face: Crown RoyalSole: "Ace"', '+฿1,500']);
    expect(rowText('Grip')).toEqual(['Standard Black', 'Free']);
    expect(list.querySelector('[data-logo-position="face"] svg[data-logo="crown-royal"]')).not.toBeNull();
    expect(list.querySelector('[data-logo-position="sole"] svg')).toBeNull();
    const picture = within(dialog).getByRole('img', { name: 'Your Melody D' });
    expect(picture).toHaveAttribute('data-head', 'blade');
    expect(picture).toHaveAttribute('data-handedness', 'left');
    expect(picture).toHaveAttribute('data-finish', 'black-pvd');
    expect(picture).toHaveAttribute('data-mill', 'diamond');
    expect(within(picture as unknown as HTMLElement).getByTestId('face-engraving')).toBeInTheDocument();
  });

  it('changes the quantity and reloads the cart, and never sends a quantity below 1', async () => {
    fakeState.cart = [cartItem({ quantity: 1 })];
    const { user } = renderCart();
    const dialog = await openCart(user);
    const decrease = await within(dialog).findByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(requestsTo('PUT', /\/api\/cart\/items\//)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(dialog).getByTestId('cart-item-quantity')).toHaveTextContent('2'));
    expect(requestsTo('PUT', '/api/cart/items/item-1')[0].body).toEqual({ quantity: 2 });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');

    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(dialog).getByTestId('cart-item-quantity')).toHaveTextContent('1'));
    expect(requestsTo('PUT', /\/api\/cart\/items\//).map((r) => r.body)).toEqual([{ quantity: 2 }, { quantity: 1 }]);
  });

  it('starts focus on the title, keeps the cart open behind a removal confirmation, and Keep Item returns to it', async () => {
    fakeState.cart = [cartItem()];
    const { user } = renderCart();
    const dialog = await openCart(user);
    expect(within(dialog).getByRole('heading', { name: 'Shopping Cart' })).toHaveFocus();
    const remove = await within(dialog).findByRole('button', { name: 'Remove Melody C from cart' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove item from cart?' });
    expect(confirm).toHaveAccessibleDescription(
      'This will remove this item from your cart. This action cannot be undone.',
    );
    expect(screen.getByRole('dialog', { name: 'Shopping Cart', hidden: true })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep Item' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(requestsTo('DELETE', /\/api\/cart\/items\//)).toHaveLength(0);
  });

  it('removes an item after confirmation, showing Processing... meanwhile', async () => {
    fakeState.cart = [cartItem()];
    const { user } = renderCart();
    const dialog = await openCart(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Melody C from cart' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove item from cart?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Item' }));
    expect(within(confirm).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/cart/items/item-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument());
  });

  it('clears the cart after its own confirmation', async () => {
    fakeState.cart = [cartItem(), cartItem({ id: 'item-2' })];
    const { user } = renderCart();
    const dialog = await openCart(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Clear All' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear entire cart?' });
    expect(confirm).toHaveAccessibleDescription(
      'This will remove all items from your cart. This action cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Keep Items' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/cart')).toHaveLength(1);
    // The cart stayed open behind the confirmation and now shows it is empty.
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('closes the confirmation and explains when the server refuses', async () => {
    fakeState.cart = [cartItem()];
    const { user } = renderCart();
    const dialog = await openCart(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Melody C from cart' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove item from cart?' });
    fakeState.cart = [];
    await user.click(within(confirm).getByRole('button', { name: 'Remove Item' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('The requested item could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
