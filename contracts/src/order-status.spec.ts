import { nextOrderStatus, orderProgress, shortOrderId } from './order-status';

describe('order status', () => {
  it('moves one step at a time and stops at delivered', () => {
    expect(nextOrderStatus('pending')).toBe('confirmed');
    expect(nextOrderStatus('shipped')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeNull();
  });
  it('maps progress 0/25/50/75/100', () => {
    expect(Object.values(orderProgress)).toEqual([0, 25, 50, 75, 100]);
  });
  it('short id is the last 8 characters uppercased', () => {
    expect(shortOrderId('3f0c2d1e-aaaa-bbbb-cccc-1234abcd5678')).toBe('ABCD5678');
  });
});
