/** A tiger's face: orange, striped, round ears. */
export function TigerArt() {
  return (
    <>
      <circle cx="15" cy="16" r="8" fill="#ea580c" />
      <circle cx="49" cy="16" r="8" fill="#ea580c" />
      <circle cx="15" cy="16" r="4" fill="#fed7aa" />
      <circle cx="49" cy="16" r="4" fill="#fed7aa" />
      <circle cx="32" cy="35" r="24" fill="#f97316" />
      <ellipse cx="32" cy="45" rx="13" ry="10" fill="#fff7ed" />
      <path d="M32 11v9M24 13l2 8M40 13l-2 8" stroke="#1c1917" strokeWidth="3" strokeLinecap="round" />
      <path d="M9 32h8M9 39l8-2M55 32h-8M55 39l-8-2" stroke="#1c1917" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="23" cy="31" rx="3.5" ry="4.5" fill="#1c1917" />
      <ellipse cx="41" cy="31" rx="3.5" ry="4.5" fill="#1c1917" />
      <circle cx="24" cy="30" r="1.2" fill="#fff" />
      <circle cx="42" cy="30" r="1.2" fill="#fff" />
      <path d="M28 40h8l-4 4z" fill="#be123c" />
      <path d="M32 44v3M32 47q-4 3-7 0M32 47q4 3 7 0" stroke="#1c1917" strokeWidth="2" fill="none" />
    </>
  );
}
