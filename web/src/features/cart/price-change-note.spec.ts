import { cartItem } from '../../testing/factories';
import { priceChangeText } from './price-change-note';

describe('priceChangeText', () => {
  it('is silent while the line costs what it would cost today', () => {
    expect(priceChangeText(cartItem(), 'en')).toBeNull();
    expect(priceChangeText(cartItem(), 'th')).toBeNull();
  });

  it('says in Thai that the cart keeps its price, and how to get a lower one', () => {
    expect(priceChangeText(cartItem({ currentPrice: 11000 }), 'th')).toBe(
      'เพิ่มลงตะกร้าในราคา ฿10,500 วันนี้พัตเตอร์นี้ราคา ฿11,000 ตะกร้าของคุณคงราคา ฿10,500 ไว้',
    );
    expect(priceChangeText(cartItem({ currentPrice: 9900 }), 'th')).toBe(
      'เพิ่มลงตะกร้าในราคา ฿10,500 วันนี้พัตเตอร์นี้ราคา ฿9,900 ตะกร้าของคุณคงราคา ฿10,500 ไว้ หากต้องการราคาวันนี้ ให้นำออกแล้วเพิ่มใหม่',
    );
  });
});
