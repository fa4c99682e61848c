/** 'A, B,,C ' -> ['A', 'B', 'C']: certificates are typed as comma-separated text, stored as a list. */
export function parseCertificates(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

export function certificatesText(list: readonly string[]): string {
  return list.join(', ');
}
