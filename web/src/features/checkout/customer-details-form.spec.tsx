import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CustomerDetailsForm } from './customer-details-form';
import { type CustomerDetails, emptyCustomerDetails } from './customer-details';
import { phoneCountries } from './phone-countries';
import { fillContactAndStreet } from '../../testing/checkout-form';

const renderForm = (props: { signedIn?: boolean; initial?: CustomerDetails } = {}) => {
  const onSubmit = jest.fn<void, [CustomerDetails]>();
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <CustomerDetailsForm
        initial={props.initial ?? emptyCustomerDetails()}
        signedIn={props.signedIn ?? false}
        submitting={false}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { onSubmit, user };
};

const submit = () => screen.getByRole('button', { name: 'Continue to Payment' });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

// Two selects of about 245 countries each make every query slow on a busy machine.
jest.setTimeout(30_000);

describe('CustomerDetailsForm', () => {
  it('shows no message before the first submit, then every required message under its field', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Full Name')).toBe('Name is required');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Phone Number')).toBe('Phone number is required');
    expect(errorOf('Street Address')).toBe('Street address is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('State/Province')).toBe('State/Province is required');
    expect(errorOf('Postal Code')).toBe('Postal code is required');
    // Country defaults to Thailand and the code to +66, so those are fine.
    expect(errorOf('Country')).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('re-validates on every change after a submit', async () => {
    const { user } = renderForm();
    await user.click(submit());
    await user.type(screen.getByLabelText('Full Name'), 'Somchai');
    expect(errorOf('Full Name')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'somchai@');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(errorOf('Email')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country'), '');
    expect(errorOf('Country')).toBe('Country is required');
  });

  it('offers at least 85 dialling codes from the library, Thailand +66 first chosen, and +1 shared', () => {
    renderForm();
    const select = screen.getByLabelText<HTMLSelectElement>('Country Code');
    expect(select.options.length).toBeGreaterThanOrEqual(85);
    expect(select).toHaveValue('TH');
    expect(select.selectedOptions[0]).toHaveTextContent('Thailand (+66)');
    const plusOne = phoneCountries()
      .filter((c) => c.dialCode === '+1')
      .map((c) => c.iso);
    expect(plusOne).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('copies shipping into billing while ticked, clears billing when unticked, and validates billing then', async () => {
    const { onSubmit, user } = renderForm({ signedIn: true });
    await user.type(screen.getByLabelText('Full Name'), '  Somchai Jaidee ');
    await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '812345678');
    await user.selectOptions(screen.getByLabelText('Country Code'), 'JP');
    await user.type(screen.getByLabelText('Street Address'), '1 Sukhumvit Rd');
    await user.type(screen.getByLabelText('City'), 'Bangkok');
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Bangkok');
    await user.type(screen.getByLabelText('Postal Code'), '10110');

    await user.click(screen.getByLabelText('Billing address is the same as shipping address'));
    const billing = screen.getByRole('group', { name: 'Billing Address' });
    expect(within(billing).getByLabelText('Street Address')).toHaveValue('');
    expect(within(billing).getByLabelText('Country')).toHaveValue('Thailand');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(billing).getByText('Street address is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Billing address is the same as shipping address'));
    await user.click(screen.getByLabelText('Save these details for future orders'));
    await user.click(submit());
    const address = {
      streetAddress: '1 Sukhumvit Rd',
      city: 'Bangkok',
      state: 'Bangkok',
      postalCode: '10110',
      country: 'Thailand',
    };
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      phone: '812345678',
      phoneCountryCode: '+81',
      fulfilment: 'ship',
      shippingAddress: address,
      billingAddress: address,
      billingAddressSameAsShipping: true,
      saveForFuture: true,
      giftMessage: '',
    });
  });

  it('lets the shopper collect at the performance centre: no shipping address asked, none checked', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Somchai Jaidee');
    await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '812345678');
    // Positive control: shipping asks for the address.
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Collect at the Bangkok performance centre/));
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).toBeNull();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fulfilment: 'pickup', billingAddressSameAsShipping: true }),
    );
  });

  it('offers "save for future" only when signed in', () => {
    renderForm({ signedIn: false });
    expect(screen.queryByLabelText('Save these details for future orders')).toBeNull();
  });
});

describe('CustomerDetailsForm: addresses in Thailand', () => {
  const fillAllBut = (user: ReturnType<typeof userEvent.setup>) =>
    fillContactAndStreet(user, '1 Sukhumvit Rd', 'Chiang Mai');

  it('offers the 77 provinces (English and Thai names) for Thailand, and free text elsewhere', async () => {
    const { user } = renderForm();
    const province = screen.getByLabelText('State/Province');
    expect(province.tagName).toBe('SELECT');
    const options = within(province).getAllByRole('option');
    expect(options).toHaveLength(78);
    expect(options[0]).toHaveTextContent('Select a province');
    expect(within(province).getByRole('option', { name: 'Chiang Mai (เชียงใหม่)' })).toHaveValue('Chiang Mai');

    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    expect(screen.getByLabelText('State/Province').tagName).toBe('INPUT');
    await user.type(screen.getByLabelText('State/Province'), 'Tokyo');
    expect(screen.getByLabelText('State/Province')).toHaveValue('Tokyo');
  });

  it('refuses a postal code outside 10000–96999 in Thailand, keeps the spec message for an empty one', async () => {
    const { onSubmit, user } = renderForm();
    await fillAllBut(user);
    await user.click(submit());
    expect(errorOf('State/Province')).toBe('State/Province is required');
    expect(errorOf('Postal Code')).toBe('Postal code is required');

    await user.selectOptions(screen.getByLabelText('State/Province'), 'Chiang Mai');
    await user.type(screen.getByLabelText('Postal Code'), '97000');
    expect(errorOf('Postal Code')).toBe('Thai postal codes are 5 digits from 10000 to 96999');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '50200');
    expect(errorOf('Postal Code')).toBeNull();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        shippingAddress: {
          streetAddress: '1 Sukhumvit Rd',
          city: 'Chiang Mai',
          state: 'Chiang Mai',
          postalCode: '50200',
          country: 'Thailand',
        },
      }),
    );
  });

  it('keeps a saved province written in Thai selectable', () => {
    const initial = emptyCustomerDetails();
    initial.shippingAddress = { ...initial.shippingAddress, state: 'เชียงใหม่' };
    renderForm({ initial });
    expect(screen.getByLabelText('State/Province')).toHaveValue('เชียงใหม่');
  });

  it('counts a gift message as a person does, refuses over 200 characters, and sends it trimmed', async () => {
    const { onSubmit, user } = renderForm({
      initial: {
        ...emptyCustomerDetails(),
        name: 'Somchai Jaidee',
        email: 'somchai@example.com',
        phone: '812345678',
        shippingAddress: {
          streetAddress: '1 Sukhumvit Rd',
          city: 'Watthana',
          state: 'Bangkok',
          postalCode: '10110',
          country: 'Thailand',
        },
      },
    });
    const gift = screen.getByLabelText('Gift card message (optional)');
    await user.type(gift, 'สุขสันต์วันเกิด 🎂');
    // 15 Thai code points make 10 characters as a person counts them (a vowel or tone mark joins its letter), then a
    // space and one emoji.
    expect(screen.getByTestId('gift-message-count')).toHaveTextContent('12/200');
    await user.clear(gift);
    await user.click(gift);
    await user.paste('ก'.repeat(201));
    expect(screen.getByTestId('gift-message-count')).toHaveTextContent('201/200');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('A gift message is at most 200 characters')).toBeInTheDocument();
    await user.type(gift, '{Backspace}');
    await user.type(gift, '  ');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ giftMessage: 'ก'.repeat(200) }));
  });
});
