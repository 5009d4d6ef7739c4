/** A crab: wide red shell, two raised claws, eyes on stalks, legs. */
export function CrabArt() {
  return (
    <>
      <path
        d="M10 40l-7 5M10 45l-6 8M12 49l-4 9M54 40l7 5M54 45l6 8M52 49l4 9"
        stroke="#b91c1c"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M14 33L8 20M50 33l6-13" stroke="#dc2626" strokeWidth="4" strokeLinecap="round" />
      <path d="M3 14a7 7 0 0 1 12-3l-4 5 6 1a7 7 0 0 1-14-3z" fill="#dc2626" />
      <path d="M61 14a7 7 0 0 0-12-3l4 5-6 1a7 7 0 0 0 14-3z" fill="#dc2626" />
      <ellipse cx="32" cy="42" rx="22" ry="14" fill="#ef4444" />
      <path d="M20 38q12 8 24 0" stroke="#b91c1c" strokeWidth="2" fill="none" />
      <path d="M26 29v-7M38 29v-7" stroke="#b91c1c" strokeWidth="2.5" />
      <circle cx="26" cy="21" r="3.5" fill="#fff" />
      <circle cx="38" cy="21" r="3.5" fill="#fff" />
      <circle cx="26" cy="21" r="1.8" fill="#1c1917" />
      <circle cx="38" cy="21" r="1.8" fill="#1c1917" />
    </>
  );
}
