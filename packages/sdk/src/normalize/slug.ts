/**
 * A name as a segment of Tabib's public URLs, such as the landing pages of the doctors of a specialty
 * in a city (`/medecins/cardiologie/tunis`): lower case, accents and Arabic short vowels dropped, any
 * run of characters other than letters and digits as one hyphen. "Oto-rhino-laryngologie (ORL)" gives
 * `oto-rhino-laryngologie-orl`, "Médecine générale" `medecine-generale`, "طب الأسنان" `طب-الاسنان`.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
