import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { renderAsync } from '@resvg/resvg-js';
import {
  lookInputOfConfiguration,
  lookKey,
  putterDrawingDocument,
  putterLook,
  type PutterConfigurationView,
} from '@sound-putter/contracts';

/** Twice the size a mail shows (150 px), for sharp pictures on high-density screens. */
const PICTURE_WIDTH = 300;
/** Mails have no page behind the picture: the drawing sits on the mail's white card. */
const BACKGROUND = '#ffffff';
const CACHED = 256;

/** The fonts engravings are drawn in: the brand's serif, and Thai (TTF: the renderer reads no WOFF2). */
const fontFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const FONTS = [
  fontFile('@expo-google-fonts/fraunces', '700Bold/Fraunces_700Bold.ttf'),
  fontFile('@expo-google-fonts/noto-sans-thai', '700Bold/NotoSansThai_700Bold.ttf'),
];

/**
 * A configuration's putter as a PNG: the cart's drawing (contracts' putterDrawing), rasterised here because mail apps
 * show no SVG. Drawn off the event loop; the last few hundred are kept, by what they show.
 */
@Injectable()
export class PutterPictures {
  private readonly cache = new Map<string, Buffer>();

  async pngOf(configuration: PutterConfigurationView): Promise<Buffer> {
    const look = putterLook(lookInputOfConfiguration(configuration));
    const key = lookKey(look);
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest goes first.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const svg = putterDrawingDocument(look, { width: PICTURE_WIDTH, background: BACKGROUND });
    // Off the event loop: loading the fonts and drawing take tens of ms.
    const png = (
      await renderAsync(svg, {
        font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Fraunces', serifFamily: 'Fraunces' },
      })
    ).asPng();
    this.cache.set(key, png);
    if (this.cache.size > CACHED) this.cache.delete(this.cache.keys().next().value as string);
    return png;
  }
}
