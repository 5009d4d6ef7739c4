/** A shrimp: curled segmented body, tail fan, long feelers. */
export function ShrimpArt() {
  return (
    <>
      <path d="M14 14q18-12 36 2M16 18q16-4 30 6" stroke="#b91c1c" strokeWidth="2" fill="none" />
      <path
        d="M16 20c14-6 32 0 36 16 3 12-6 22-18 22-8 0-13-4-14-9l10-2c2 3 8 3 11-1 3-5 1-12-6-16-6-3-13-3-19-1z"
        fill="#fb7185"
      />
      <path d="M38 24l-4 9M46 30l-8 5M50 40l-10 1M46 50l-8-4" stroke="#be123c" strokeWidth="2.5" />
      <path d="M20 49l-10-3 4 8-6 6 12-3z" fill="#f43f5e" />
      <circle cx="20" cy="23" r="2.5" fill="#1c1917" />
      <path d="M26 30l-4 8M32 31l-2 9" stroke="#be123c" strokeWidth="2" strokeLinecap="round" />
    </>
  );
}
