import { counted } from './plural';

/** The texts of trainings.en.ts in Punjabi. */
export const trainings: typeof import('./trainings.en').trainings = {
  enrolment: { open: 'ਦਾਖ਼ਲਾ ਖੁੱਲ੍ਹਾ', waitlist: 'ਸਿਰਫ਼ ਉਡੀਕ ਸੂਚੀ', closed: 'ਦਾਖ਼ਲਾ ਬੰਦ' },
  seatsLeft: (left: number, seats: number) => `${counted(seats, { one: 'ਸੀਟ', other: 'ਸੀਟਾਂ' }, 'pa')} ਵਿੱਚੋਂ ${left} ਬਾਕੀ`,
  hours: (n: number) => counted(n, { one: 'ਘੰਟਾ', other: 'ਘੰਟੇ' }, 'pa'),
  enrolTitle: 'ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ',
  openText: (left: number) => `${counted(left, { one: 'ਸੀਟ', other: 'ਸੀਟਾਂ' }, 'pa')} ਬਾਕੀ ਹਨ। ਹੇਠਾਂ ਦਾਖ਼ਲਾ ਲਓ।`,
  waitlistText: 'ਸਾਰੀਆਂ ਸੀਟਾਂ ਭਰ ਗਈਆਂ ਹਨ: ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਦਾਖ਼ਲਾ ਲਓ। ਸੀਟ ਖਾਲੀ ਹੋਣ ’ਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਕਰਾਂਗੇ।',
  closesAt: 'ਦਾਖ਼ਲਾ ਬੰਦ ਹੋਣ ਦਾ ਸਮਾਂ',
  name: 'ਨਾਮ',
  employeeId: 'ਮੁਲਾਜ਼ਮ ਆਈਡੀ',
  email: 'ਈ-ਮੇਲ',
  phone: 'ਫ਼ੋਨ (ਚੋਣਵਾਂ)',
  school: 'ਸਕੂਲ',
  district: 'ਜ਼ਿਲ੍ਹਾ',
  consent: 'ਮੈਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਦੀ ਇਸ ਵਰਤੋਂ ਲਈ ਸਹਿਮਤ ਹਾਂ।',
  privacyPolicy: 'ਨਿੱਜਤਾ ਨੀਤੀ',
  submit: 'ਦਾਖ਼ਲਾ ਲਓ',
  sending: 'ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ...',
  failed: 'ਤੁਹਾਡਾ ਦਾਖ਼ਲਾ ਭੇਜਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  confirmTitle: 'ਤੁਹਾਡਾ ਦਾਖ਼ਲਾ',
  confirming: 'ਤੁਹਾਡੀ ਸੀਟ ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਰਹੀ ਹੈ...',
  confirmed: 'ਤੁਹਾਡੀ ਸੀਟ ਪੱਕੀ ਹੋ ਗਈ ਹੈ। ਅਸੀਂ ਤੁਹਾਨੂੰ ਮਿਲਣ ਦੀ ਉਡੀਕ ਕਰਾਂਗੇ।',
  waitlisted: (position: number) =>
    `ਸਾਰੀਆਂ ਸੀਟਾਂ ਭਰ ਗਈਆਂ ਹਨ: ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਤੁਹਾਡਾ ਨੰਬਰ ${position} ਹੈ। ਸੀਟ ਖਾਲੀ ਹੋਣ ’ਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਕਰਾਂਗੇ।`,
  noToken: 'ਇਹ ਪੰਨਾ ਸਾਡੇ ਵੱਲੋਂ ਈ-ਮੇਲ ਕੀਤੇ ਲਿੰਕ ਨਾਲ ਦਾਖ਼ਲੇ ਦੀ ਪੁਸ਼ਟੀ ਕਰਦਾ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਉਹ ਲਿੰਕ ਖੋਲ੍ਹੋ।',
  confirmFailed: 'ਤੁਹਾਡੀ ਸੀਟ ਦੀ ਪੁਸ਼ਟੀ ਇਸ ਵੇਲੇ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਲਿੰਕ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ।',
  seeTrainings: 'ਸਿਖਲਾਈ ਕੈਲੰਡਰ ਦੇਖੋ',
  checkInText:
    'ਕੀ ਤੁਸੀਂ ਸੈਸ਼ਨ ਲਈ ਕਮਰੇ ਵਿੱਚ ਹੋ? ਹਾਜ਼ਰੀ ਲਗਾਉਣ ਲਈ ਆਪਣੀ ਮੁਲਾਜ਼ਮ ਆਈਡੀ ਲਿਖੋ। ਕੋਡ QR ਕੋਡ ਤੋਂ ਆਉਂਦਾ ਹੈ; ਤੁਸੀਂ ਇਸਨੂੰ ਸਕਰੀਨ ਤੋਂ ਵੇਖ ਕੇ ਵੀ ਲਿਖ ਸਕਦੇ ਹੋ।',
  checkInCode: 'ਹਾਜ਼ਰੀ ਕੋਡ',
  checkInCodeHint: 'ਸਕਰੀਨ ’ਤੇ ਦਿਖਾਏ 6 ਅੰਕ',
  checkInSubmit: 'ਹਾਜ਼ਰੀ ਲਗਾਓ',
  checkingIn: 'ਹਾਜ਼ਰੀ ਲੱਗ ਰਹੀ ਹੈ...',
  checkInFailed: 'ਤੁਹਾਡੀ ਹਾਜ਼ਰੀ ਭੇਜੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
};
