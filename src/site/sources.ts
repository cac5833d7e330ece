/** @packageDocumentation Short names of the seed files, so citations read well and still name the exact file. */
export const SOURCE_TITLES: Readonly<Record<string, string>> = {
  '000_39f97c09c5d4f1fb.txt': 'Balance page with comments',
  '004_bb69a3c8ecfd23f1.txt': 'Balance page, second capture',
  '001_94f4e2436740bad1.txt': 'Pai Sho Project rules page',
  '002_ee979707c44381bc.txt': 'Official rules booklet',
  '003_fb61d2b6d028d216.txt': 'Kutai page with comments',
};

/** "Balance page with comments (000_39f97c09c5d4f1fb.txt)", or the file name alone for an unknown file. */
export const sourceLabel = (file: string): string => (SOURCE_TITLES[file] ? `${SOURCE_TITLES[file]} (${file})` : file);
