/** A date in Thai long form with hour and minute (Asia/Bangkok), e.g. "22 พฤศจิกายน 2569 11:25". Input is an ISO UTC string. */
export const formatThaiDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('th-TH', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
