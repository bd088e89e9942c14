// A clinic's access code as staff type it: letters and digits in any case, with or without the dash or spaces.
export const normalizeAccessCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
