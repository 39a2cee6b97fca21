import { describeError, splitErrorMessage, successNotice } from './error-messages';

describe('describeError (spec section 8)', () => {
  it.each([
    [400, 'Invalid request', 'The request was invalid. Please check your input and try again.'],
    [401, 'Authentication required', 'You need to be logged in to perform this action.'],
    [403, 'Access denied', "You don't have permission to perform this action."],
    [404, 'Not found', 'The requested item could not be found.'],
    [409, 'Conflict', 'This action conflicts with the current state. Please refresh and try again.'],
    [429, 'Too many requests', "You're making requests too quickly. Please wait a moment and try again."],
    [500, 'Server error', 'An internal server error occurred. Our team has been notified.'],
    [502, 'Service unavailable', 'Our servers are temporarily unavailable. Please try again in a few minutes.'],
    [503, 'Service unavailable', 'Our servers are temporarily unavailable. Please try again in a few minutes.'],
    [504, 'Service unavailable', 'Our servers are temporarily unavailable. Please try again in a few minutes.'],
  ])('maps %i to its title and text', (status, title, description) => {
    expect(describeError({ status, message: `${status}: whatever the server said` })).toEqual({ title, description });
  });

  it('shows the server text for 422, else the form hint', () => {
    expect(describeError({ message: '422: Model is required' })).toEqual({
      title: 'Validation error',
      description: 'Model is required',
    });
    expect(describeError({ message: '422: ' })).toEqual({
      title: 'Validation error',
      description: 'Please check the form data and try again.',
    });
  });

  it('uses "Error" and the server text for other statuses', () => {
    expect(describeError({ message: '402: The card was declined.' })).toEqual({
      title: 'Error',
      description: 'The card was declined.',
    });
    expect(describeError({ message: '418: ' }).description).toBe('An unexpected error occurred. Please try again.');
  });

  it('explains network failures and titles status-less errors', () => {
    expect(describeError({ message: 'Failed to fetch: TypeError' })).toEqual({
      title: 'Something went wrong',
      description: 'Please check your internet connection and try again.',
    });
    expect(describeError({ message: '' }).title).toBe('Unexpected error');
    expect(describeError(undefined).title).toBe('Unexpected error');
  });

  it('splits "NNN: text"', () => {
    expect(splitErrorMessage({ message: '404: Cart item not found.' })).toEqual({
      status: 404,
      text: 'Cart item not found.',
    });
  });

  it('has success notices by key with a default', () => {
    expect(successNotice('add_to_cart')).toEqual({
      title: 'Added to cart!',
      description: 'Your custom sound putter has been added to your cart.',
    });
    expect(successNotice('something_else').title).toBe('Success!');
  });

  it('speaks Thai for the same statuses, and a key that is not a notice gets the default', () => {
    expect(describeError({ message: '404: whatever' }, 'th')).toEqual({
      title: 'ไม่พบข้อมูล',
      description: 'ไม่พบรายการที่ต้องการ',
    });
    expect(describeError({ message: '402: บัตรถูกปฏิเสธ' }, 'th')).toEqual({
      title: 'ข้อผิดพลาด',
      description: 'บัตรถูกปฏิเสธ',
    });
    expect(successNotice('toString', 'th')).toEqual({ title: 'สำเร็จ!', description: '' });
    expect(successNotice('constructor')).toEqual({ title: 'Success!', description: '' });
  });
});
