/** Contact details and claims shown across the shop. */
export const site = {
  name: 'Sound Putter',
  supportPhone: '+66 2 123 4567',
  supportPhoneHref: 'tel:+6621234567',
  supportEmail: 'support@soundputter.co.th',
  supportHours: 'Mon-Fri 9AM-6PM',
  replyWithin: 'We reply within 24 hours',
  startingPrice: 10500,
  copyrightYear: 2024,
} as const;
