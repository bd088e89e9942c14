// A phone number as the shop prints it (`1-800-555-0142`) and as a link dials it (`tel:18005550142`).
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
