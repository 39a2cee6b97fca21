describe('how-to-order page module', () => {
  it('asks for the Thai font that draws "฿" as soon as it loads, before the configurator renders a price', () => {
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('./how-to-order-page');
      });
      expect(load).toHaveBeenCalledWith('1em "Sound Putter Thai"', '฿');
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it('loads without the font API (an old browser or a test without it)', () => {
    expect('fonts' in document).toBe(false);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => require('./how-to-order-page')).not.toThrow();
    });
  });
});
