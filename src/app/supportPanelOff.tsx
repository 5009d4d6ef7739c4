/**
 * What `@/features/support/SupportPanel` resolves to in a build without the support panel
 * (vite.config.ts): nothing of the panel, not even an unused chunk, reaches such a bundle.
 */
export default function NoSupportPanel() {
  return null;
}
