import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PutterPicture } from './putter-picture';

let threeD = false;
jest.mock('../../components/putter/webgl-support', () => ({
  canShow3d: () => threeD,
  knownCanShow3d: () => (threeD ? true : undefined),
}));

// The 3-D view itself (three.js) does not run in jsdom: a stand-in shows where it would be.
jest.mock('../../components/putter/putter-viewer', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={`3-D: ${label}`} />,
}));

const picture = (
  <PutterPicture
    handedness="right"
    modelId="melody-d"
    modelName="Melody D Sound Putter"
    view="overview"
    onViewChange={() => undefined}
    beside={<span>Classic Gift Box</span>}
  />
);

describe('the configurator putter picture', () => {
  it('offers no Face and Sole views on the drawing, which has one view (issue 34)', async () => {
    threeD = false;
    renderWithProviders(picture);
    expect(await screen.findByRole('img', { name: /Right-handed Melody D Sound Putter/ })).toBeInTheDocument();
    expect(screen.getByText('Classic Gift Box')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sole' })).not.toBeInTheDocument();
  });

  it('offers the whole putter, the face and the sole where the 3-D view shows', async () => {
    threeD = true;
    renderWithProviders(picture);
    await screen.findByRole('img', { name: /^3-D: Right-handed Melody D/ });
    const views = await screen.findByRole('group', { name: 'Show' });
    expect([...views.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Whole putter', 'Face', 'Sole']);
  });
});
