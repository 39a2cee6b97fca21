import { screen, within } from '@testing-library/react';
import type { OrderLineView, PutterConfigurationView } from '@sound-putter/contracts';
import { fakeState } from '../../testing/msw/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OrderConfiguration } from './order-configuration';

const configuration = (millOption: string | null): PutterConfigurationView => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  modelId: 'melody-c',
  handedness: 'left',
  gripId: 'grip-standard-black',
  shaftId: 'shaft-standard',
  shaftColorId: 'shaft-color-silver',
  lengthId: 'length-35',
  logoId: 'logo-none',
  logoConfigurations: [],
  logoText: null,
  millOptionId: millOption ? 'mill-diamond' : null,
  faceMillOptionId: 'face-mill-standard',
  giftBoxId: 'gift-box-none',
  lieAngle: '70.00',
  totalPrice: millOption ? 12000 : 10500,
  createdAt: '2026-11-22T00:00:00.000Z',
  names: {
    model: 'Melody C',
    grip: 'Standard Black',
    shaft: 'Standard Steel',
    shaftColor: 'Brushed Silver',
    length: '35 inches',
    logo: 'No Logo',
    millOption,
    faceMillOption: 'Standard Fly-Cut',
    giftBox: 'No Gift Box',
  },
  choices: [
    { choice: 'model', name: 'Melody C', price: 10500 },
    { choice: 'handedness', name: 'Left-handed', price: 0 },
    { choice: 'finish', name: millOption ?? 'Standard Finish', price: millOption ? 1500 : 0 },
  ],
});

const line = (c: PutterConfigurationView): OrderLineView => ({
  configurationId: c.id,
  quantity: 1,
  unitPrice: c.totalPrice,
  lineTotal: c.totalPrice,
  modelName: c.names.model,
});

describe('OrderConfiguration (the order page, in Thai)', () => {
  it('names the free standard finish and the hand in Thai', async () => {
    const c = configuration(null);
    fakeState.configurations.set(c.id, c);
    renderWithProviders(<OrderConfiguration line={line(c)} />, { route: '/orders/o1' });
    const card = await screen.findByTestId('order-configuration');
    expect(await within(card).findByText('ผิวมาตรฐาน')).toBeInTheDocument();
    expect(within(card).queryByText('Standard Finish')).not.toBeInTheDocument();
    expect(within(card).getByText('ถนัดซ้าย')).toBeInTheDocument();
  });

  it('keeps a chosen finish by its catalog name', async () => {
    const c = configuration('Diamond Mill');
    fakeState.configurations.set(c.id, c);
    renderWithProviders(<OrderConfiguration line={line(c)} />);
    const card = await screen.findByTestId('order-configuration');
    expect(await within(card).findByText('Diamond Mill')).toBeInTheDocument();
    expect(within(card).queryByText('ผิวมาตรฐาน')).not.toBeInTheDocument();
  });
});
