/** A telephone number as written, calling it when tapped (the tel: address keeps digits and '+' only). */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a className={className} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
      {number}
    </a>
  );
}
