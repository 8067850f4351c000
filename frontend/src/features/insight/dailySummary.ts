/** Pure logic of the daily summary on the dashboard (issue #24 'A daily summary to send'). */

/** The WhatsApp link that opens the chat picker with `text` typed in (no number: the user chooses the chat). */
export const whatsAppShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const SUMMARY_TEXTS = {
  title: 'Ringkasan kemarin untuk dikirim',
  loadError: 'Gagal mengambil ringkasan kemarin',
  copied: 'Ringkasan disalin',
  copyFailed: 'Ringkasan tidak dapat disalin: pilih teksnya lalu salin manual.',
} as const;
