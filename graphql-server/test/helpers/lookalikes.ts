/** `SW123` → `ＳＷ１２３` (ASCII to the fullwidth forms). */
export const fullwidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** The first letter with an acute accent: `SW123` → `ŚW123`, `student@…` → `śtudent@…`. */
export const accented = (s: string) => ({ S: 'Ś', s: 'ś' })[s[0] as 'S' | 's'] + s.slice(1);
