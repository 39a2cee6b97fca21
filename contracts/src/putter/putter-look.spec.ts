import { putterLook } from './putter-look';

describe('putterLook', () => {
  it('reads each catalog option name into what the picture shows', () => {
    const look = putterLook({
      handedness: 'left',
      modelId: 'melody-d',
      gripName: 'Pearl White Oversize',
      shaftName: 'Stability Carbon',
      shaftColorName: 'Copper',
      lengthName: '32 inches',
      faceMillName: 'Honeycomb Mill',
      finishName: 'Black PVD Finish',
      logos: [{ position: 'sole', type: 'logo', content: 'crown-royal' }],
    });
    expect(look).toMatchObject({
      handedness: 'left',
      head: 'blade',
      mill: 'honeycomb',
      finish: 'black-pvd',
      shaft: 'carbon',
      shaftColour: '#b87333',
      lengthInches: 32,
      gripColour: '#f8fafc',
      gripThickness: 1.35,
      gripMaterial: 'rubber',
      soleLogo: { content: 'crown-royal' },
    });
    expect(look.faceLogo).toBeUndefined();
  });

  it.each([
    ['Standard Fly-Cut', 'fly-cut'],
    ['Diamond Mill', 'diamond'],
    ['Deep Groove Mill', 'deep-groove'],
  ])('face mill %s draws as %s', (faceMillName, mill) => {
    expect(putterLook({ handedness: 'right', faceMillName }).mill).toBe(mill);
  });

  it.each([
    [undefined, 'milled'],
    ['Satin Chrome Finish', 'satin-chrome'],
    ['Raw Carbon Steel Finish', 'raw-carbon'],
  ])('finish %s draws as %s', (finishName, finish) => {
    expect(putterLook({ handedness: 'right', finishName }).finish).toBe(finish);
  });

  it('defaults to a 35 inch mallet with a standard steel shaft and a rubber grip', () => {
    expect(putterLook({ handedness: 'right', modelId: 'melody-c', gripName: 'Brown Leather Wrap' })).toMatchObject({
      head: 'mallet',
      shaft: 'steel',
      lengthInches: 35,
      gripMaterial: 'leather',
      gripThickness: 1,
    });
  });
});
