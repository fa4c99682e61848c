import { Fragment } from 'react';

/** A telephone number as written, calling it when tapped (the tel: address keeps digits and '+' only). */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a className={className} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
      {number}
    </a>
  );
}

/**
 * An e-mail address, writing to it when tapped. Where it is wider than its box it breaks after the
 * '@' and before a dot, as a reader expects an address broken, not inside a word
 * ('pio@dietfaridkot.exa|mple' in a narrow card). Its name is the address as one word: Chromium
 * names a link by its text with a space at each <wbr>.
 */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  // No lookbehind: a phone's older browser would not parse the file at all.
  const parts = address.replace(/[@.]/g, (mark) => (mark === '@' ? '@\n' : '\n.')).split('\n');
  return (
    <a className={className} href={`mailto:${address}`} aria-label={address}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
