/** A calabash gourd: two bulbs, a stem and a leaf. */
export function GourdArt() {
  return (
    <>
      <path d="M32 5c0 4 1 6 3 8" stroke="#65a30d" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M35 9c6-6 15-4 17 1-6 3-13 3-17-1z" fill="#4d7c0f" />
      <circle cx="32" cy="23" r="10" fill="#eab308" />
      <circle cx="32" cy="44" r="17" fill="#eab308" />
      <rect x="27" y="28" width="10" height="6" fill="#eab308" />
      <path d="M32 14v4" stroke="#a16207" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="25" cy="40" rx="4" ry="7" fill="#fde68a" />
      <ellipse cx="27" cy="20" rx="2.5" ry="4" fill="#fde68a" />
      <path d="M22 57q10 5 20 0" stroke="#a16207" strokeWidth="2" fill="none" />
      <path d="M28 33q4 2 8 0" stroke="#a16207" strokeWidth="2" fill="none" />
    </>
  );
}
