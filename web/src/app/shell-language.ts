import { LANGUAGE_STORAGE_KEY } from '../lib/language';

/**
 * The page's language as index.html's inline guard must know it, before any module has run, to show a page's
 * prerendered first screen in the right language: `languageFor`'s rule (a `?lang=` link, then the shopper's choice,
 * then a Thai browser, then Thai on the order-tracking screens) written as one plain-JS expression over `location`,
 * `localStorage` and `navigator`. shell-language.spec.ts holds it to `languageFor` case by case.
 */
export const shellLanguageExpression =
  `(function(){var ok=function(v){return v==='en'||v==='th'};` +
  `var linked=new URLSearchParams(location.search).get('lang');if(ok(linked))return linked;` +
  `var stored=null;try{stored=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
  `if(ok(stored))return stored;` +
  `var first=((navigator.languages&&navigator.languages[0])||navigator.language||'').toLowerCase();` +
  `if(first.indexOf('th')===0)return 'th';` +
  `var p=location.pathname;return p==='/orders'||p.indexOf('/orders/')===0?'th':'en'})()`;
