// The limits of the files shoppers attach to the store's forms (§7.7 /forms-files/, file[]): plain
// constants, no schema, so a page can import them alone. §9 gives none; these fit photos from a phone
// and a scanned document, and keep one visitor from filling the store's disk.

/** The largest file taken, in bytes. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The most files one request carries, and the most one upload may send. */
export const FORM_FILES_LIMIT = 5;
/** The most uploaded files a visitor may hold that no request has taken yet. */
export const FORM_FILES_WAITING_LIMIT = 10;
/** Hours an uploaded file waits for a request before the sweep removes it. */
export const FORM_FILE_UNUSED_HOURS = 24;
/** File kinds taken, sniffed from the bytes (the name's extension is not believed). */
export const FORM_FILE_TYPES = ['jpeg', 'png', 'webp', 'pdf'] as const;
/** What the file picker offers (a hint only: the server reads the bytes). */
export const FORM_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
/** The topics of «Написать нам». */
export const WRITE_US_TOPICS = ['Заказ', 'Товар', 'Доставка', 'Магазин', 'Сервис', 'Другое'] as const;
