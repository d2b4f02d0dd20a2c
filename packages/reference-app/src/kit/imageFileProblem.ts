/** The checks {@link imageFileProblem} applies. */
export interface ImageFileRules {
  /** What the file input accepts: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.jpg`). */
  accept: string;
  /** The largest file, in bytes. */
  maxBytes: number;
}

/**
 * A size for people: "900 KB", "5 MB", "7.2 MB".
 *
 * @example
 * formatBytes(5 * 1024 * 1024); // '5 MB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * The types an `accept` list names, for people: `image/jpeg,image/png,.webp` → "JPEG, PNG or WEBP".
 *
 * @example
 * acceptedTypes('image/jpeg,image/png,image/webp'); // 'JPEG, PNG or WEBP'
 */
export function acceptedTypes(accept: string): string {
  const names = accept
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      part === 'image/*' ? 'an image' : part.replace(/^\./, '').replace(/^.*\//, '').toUpperCase(),
    )
    .map((name) => (name === 'SVG+XML' ? 'SVG' : name));
  const unique = [...new Set(names)];
  return unique.length > 1
    ? `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`
    : (unique[0] ?? '');
}

/** Whether a file matches an `accept` list, as the browser's file picker reads it. */
function accepts(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

/**
 * What is wrong with a chosen file, naming the file and the rule it breaks, or `undefined` when it may
 * be uploaded. The picker's `accept` is only a hint (a person can pick "All files", or drop one), so
 * every file is checked again here.
 *
 * @example
 * imageFileProblem(new File([''], 'logo.gif', { type: 'image/gif' }), { accept: 'image/png', maxBytes: 1e6 });
 * // 'logo.gif is not a PNG file.'
 */
export function imageFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: ImageFileRules,
): string | undefined {
  if (!accepts(file, rules.accept)) {
    const types = acceptedTypes(rules.accept);
    return types === 'an image' ? `${file.name} is not an image.` : `${file.name} is not a ${types} file.`;
  }
  if (file.size > rules.maxBytes) {
    return `${file.name} is ${formatBytes(file.size)}: the limit is ${formatBytes(rules.maxBytes)}.`;
  }
  return undefined;
}
