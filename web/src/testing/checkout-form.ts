import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Types a shopper's contact details, street and city into the checkout form (the address's country stays Thailand). */
export const fillContactAndStreet = async (user: ReturnType<typeof userEvent.setup>, street: string, city: string) => {
  await user.type(screen.getByLabelText('Full Name'), 'Somchai Jaidee');
  await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '812345678');
  await user.type(screen.getByLabelText('Street Address'), street);
  await user.type(screen.getByLabelText('City'), city);
};
