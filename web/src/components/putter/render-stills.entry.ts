import { renderStill } from './product-still';
import { productStills, type ProductStillName } from './product-stills';

// The render script calls this from Chromium: one still at a time, as a data URL.
declare global {
  interface Window {
    renderProductStill: (name: ProductStillName) => Promise<string>;
    productStillNames: ProductStillName[];
  }
}

window.productStillNames = Object.keys(productStills) as ProductStillName[];
window.renderProductStill = (name) => renderStill(productStills[name]);
document.body.dataset.ready = 'true';
